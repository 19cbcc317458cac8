"""Partition files and their single-writer guard."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from types import TracebackType

import duckdb

from memstream.contracts.graph import partition_of
from memstream.services.common.messaging.errors import TransientError

__all__ = [
    "PartitionBusy",
    "PartitionLock",
    "connect",
    "partition_dir",
    "partition_file",
    "partition_of",
]


class PartitionBusy(TransientError, RuntimeError):
    """Another writer (process or object) holds the partition."""


def partition_dir(data_dir: Path) -> Path:
    return data_dir / "graph"


def partition_file(data_dir: Path, partition: int) -> Path:
    return partition_dir(data_dir) / f"p{partition}.duckdb"


def connect(path: Path, checkpoint_threshold_mb: int) -> duckdb.DuckDBPyConnection:
    """Open a partition's DuckDB file the way its writer uses it (see GraphSettings)."""
    return duckdb.connect(
        str(path), config={"checkpoint_threshold": f"{checkpoint_threshold_mb}MB"}
    )


class PartitionLock:
    """An exclusive `flock` on `p<k>.duckdb.lock`, taken before DuckDB opens the file.

    DuckDB locks its file against other processes but lets a second connection of the same
    process in; `flock` locks belong to an open file description, so a second writer is
    refused whether it is another process or another object in this one.
    """

    def __init__(self, path: Path) -> None:
        self.path = path.with_name(path.name + ".lock")
        self._fd: int | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise PartitionBusy(f"{self.path.name}: another writer owns this partition") from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> PartitionLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()

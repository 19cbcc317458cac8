"""`memstream_items{partition,status,kind}`: the items of each owned partition, recounted.

The counts come from the partition's DuckDB `items` table, grouped by status and kind,
on the query service's read threads (their own cursors), so the single writer is never
blocked; once right after start, then every `interval_s`. Each partition's set of samples
is replaced whole, so a (status, kind) that no longer occurs disappears from the gauge.
A failed count is logged and leaves that partition's last samples in place.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence

import duckdb

from memstream.services.common.runtime import metrics
from memstream.services.common.runtime.background import BackgroundTask, every

log = logging.getLogger(__name__)

Rows = list[tuple[str, str, int]]
# Runs a function with a read cursor of a partition (GraphQueryService.read).
Read = Callable[[int, Callable[[duckdb.DuckDBPyConnection], Rows]], Awaitable[Rows]]

COUNT_SQL = "SELECT status, kind, count(*) FROM items GROUP BY status, kind"


def count_items(con: duckdb.DuckDBPyConnection) -> Rows:
    """(status, kind, items) of the partition."""
    return [(str(st), str(kind), int(n)) for st, kind, n in con.execute(COUNT_SQL).fetchall()]


def item_samples(
    partition: int, rows: Iterable[tuple[str, str, int]]
) -> dict[tuple[str, ...], float]:
    """Gauge samples of one partition's counts."""
    samples: dict[tuple[str, ...], float] = {}
    for status, kind, n in rows:
        key = (str(partition), status, kind)
        samples[key] = samples.get(key, 0.0) + float(n)
    return samples


class ItemCounts:
    """Refreshes `memstream_items` for `partitions` through `read` (a read thread)."""

    def __init__(self, read: Read, partitions: Sequence[int], interval_s: float) -> None:
        self._read = read
        self._partitions = list(partitions)
        self._interval = interval_s
        self._loop = BackgroundTask(
            "graph-item-counts", lambda: every(self._interval, self.refresh)
        )

    async def refresh(self) -> None:
        for p in self._partitions:
            try:
                rows = await self._read(p, count_items)
            except Exception:
                log.warning("items not counted", extra={"partition": p}, exc_info=True)
                continue
            metrics.ITEMS.replace(item_samples(p, rows), source=str(p))

    def start(self) -> None:
        self._loop.start()

    async def stop(self) -> None:
        await self._loop.stop()
        for p in self._partitions:
            metrics.ITEMS.clear(str(p))  # no longer this process's to report

"""Synchronous core of the embedded backend: one qdrant-edge shard per collection.

Kept separate from the async wrapper so benchmarks can time the bare engine.
A shard directory is owned by one open shard at a time (the engine locks its WAL),
so one process, and one engine within it, may use a data path.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import qdrant_edge as qe

from memstream.services.common.stores.vectorstore import edge_convert as conv
from memstream.services.common.stores.vectorstore.base import (
    Hit,
    Point,
    PointFilter,
    QuerySpec,
    Record,
    id_list,
    point_id,
)
from memstream.services.common.stores.vectorstore.collections import (
    ALL_COLLECTIONS,
    DEFAULT_DIM,
    DENSE,
    ID_FIELD,
    RRF_K,
    SPARSE,
)
from memstream.services.common.stores.vectorstore.filters import compile_filter

# Its main() opens, optimises and closes the shards of a data directory.
OPTIMIZE_MODULE = "memstream.services.common.stores.vectorstore.edge_optimize"


class EdgeEngine:
    """All store operations, synchronous, on shards under `<path>/<collection>/`."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._shards: dict[str, qe.EdgeShard] = {}
        self._dim: int | None = None

    def ensure_collections(self, dim: int = DEFAULT_DIM) -> None:
        if self._dim is not None and dim != self._dim:
            raise ValueError(f"collections are open with dense size {self._dim}, not {dim}")
        self._dim = dim
        for name in ALL_COLLECTIONS:
            if name not in self._shards:
                self._shards[name] = self._open(self.path / name, dim)

    def _open(self, directory: Path, dim: int) -> qe.EdgeShard:
        config = conv.shard_config(dim)
        exists = (directory / "edge_config.json").exists() or (directory / "segments").exists()
        try:
            if exists:
                # Passing the config makes the engine reject a dimension mismatch.
                shard = qe.EdgeShard.load(str(directory), config)
            else:
                shard = qe.EdgeShard.create(str(directory), config)
        except Exception as exc:  # the engine raises bare Exception for every failure
            raise RuntimeError(f"cannot open edge shard at {directory}: {exc}") from exc
        for op in conv.index_ops():
            shard.update(op)
        return shard

    def _shard(self, collection: str) -> qe.EdgeShard:
        try:
            return self._shards[collection]
        except KeyError:
            raise KeyError(
                f"collection {collection!r} is not open; call ensure_collections() first"
            ) from None

    def upsert(self, collection: str, points: Sequence[Point]) -> None:
        if points:
            shard = self._shard(collection)
            shard.update(qe.UpdateOperation.upsert_points([conv.to_point(p) for p in points]))

    def get(
        self, collection: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> list[Record]:
        ids = id_list(ids)
        if not ids:
            return []
        found = self._shard(collection).retrieve([point_id(i) for i in ids], True, with_vectors)
        by_id = {r.id: r for r in map(conv.to_record, found)}
        return [by_id[i] for i in dict.fromkeys(ids) if i in by_id]

    def set_payload(
        self, collection: str, ids: str | Sequence[str], patch: Mapping[str, Any]
    ) -> None:
        if ID_FIELD in patch:
            raise ValueError(f"the {ID_FIELD!r} payload field cannot be changed")
        targets = [ids] if isinstance(ids, str) else list(ids)
        if targets:
            op = qe.UpdateOperation.set_payload([point_id(i) for i in targets], dict(patch))
            self._shard(collection).update(op)

    def query(self, collection: str, spec: QuerySpec) -> list[Hit]:
        shard = self._shard(collection)
        flt = conv.to_filter(compile_filter(collection, spec.filter))
        branches: list[qe.Query] = []
        if spec.dense is not None:
            # The stub lags the engine, which takes a numpy array without a list copy.
            branches.append(qe.Query.Nearest(spec.dense, using=DENSE))  # type: ignore[arg-type]
        if spec.sparse is not None and not spec.sparse.is_empty():
            branches.append(qe.Query.Nearest(conv.to_sparse(spec.sparse), using=SPARSE))
        if not branches:
            return []
        if len(branches) == 1:
            request = qe.QueryRequest(
                limit=spec.limit,
                query=branches[0],
                filter=flt,
                with_payload=True,
                with_vector=[DENSE] if spec.with_vectors else None,
                score_threshold=spec.score_threshold,
            )
        else:
            request = qe.QueryRequest(
                limit=spec.limit,
                prefetches=[
                    qe.Prefetch(limit=spec.branch_limit, query=branch, filter=flt)
                    for branch in branches
                ],
                # The stub does not declare Fusion.Rrf as a scoring query, but it is one.
                query=qe.Fusion.Rrf(k=RRF_K),  # type: ignore[arg-type]
                with_payload=True,
                with_vector=[DENSE] if spec.with_vectors else None,
                score_threshold=spec.score_threshold,
            )
        return [conv.to_hit(p) for p in shard.query(request)]

    def scroll(
        self,
        collection: str,
        filter: PointFilter,
        *,
        limit: int = 256,
        offset: str | None = None,
        with_vectors: bool = False,
    ) -> tuple[list[Record], str | None]:
        request = qe.ScrollRequest(
            offset=offset,
            limit=limit,
            filter=conv.to_filter(compile_filter(collection, filter)),
            with_payload=True,
            with_vector=with_vectors,
        )
        records, next_offset = self._shard(collection).scroll(request)
        return [conv.to_record(r) for r in records], (
            None if next_offset is None else str(next_offset)
        )

    def count(self, collection: str, filter: PointFilter) -> int:
        request = qe.CountRequest(
            exact=True, filter=conv.to_filter(compile_filter(collection, filter))
        )
        return int(self._shard(collection).count(request))

    def optimize(self) -> None:
        """Optimise in this process; the GIL is held throughout (see `optimize_in_child`)."""
        for shard in self._shards.values():
            shard.optimize()

    def optimize_in_child(self) -> None:
        """Close the shards, optimise them in a child process, reopen them."""
        if self._dim is None:
            raise RuntimeError("collections are not open")
        dim = self._dim
        self.close()
        try:
            result = subprocess.run(
                [sys.executable, "-m", OPTIMIZE_MODULE, str(self.path), str(dim)],
                capture_output=True,
                text=True,
                check=False,
            )
        finally:
            self.ensure_collections(dim)
        if result.returncode != 0:
            raise RuntimeError(f"optimising {self.path} failed: {result.stderr[-2000:]}")

    def flush(self) -> None:
        for shard in self._shards.values():
            shard.flush()

    def close(self) -> None:
        shards, self._shards, self._dim = self._shards, {}, None
        for shard in shards.values():
            shard.flush()
            shard.close()

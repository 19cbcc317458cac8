"""Embedded backend: qdrant-edge shards in this process, behind the async interface."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from memstream.services.common.stores.vectorstore.base import (
    Hit,
    Point,
    PointFilter,
    QuerySpec,
    Record,
    VectorStore,
    id_list,
)
from memstream.services.common.stores.vectorstore.collections import DEFAULT_DIM
from memstream.services.common.stores.vectorstore.edge_engine import EdgeEngine

P = ParamSpec("P")
T = TypeVar("T")


class EdgeVectorStore(VectorStore):
    """Runs every engine call on one dedicated thread.

    One thread, not a pool: calls then execute in the order they were issued, so a
    set_payload can never overtake the upsert it follows. A pool would buy little
    parallelism, as the engine holds the GIL while it works; for the same reason
    optimize() runs in a child process unless `optimize_in_child=False`.
    """

    def __init__(self, path: str | Path, *, optimize_in_child: bool = True) -> None:
        self.engine = EdgeEngine(path)
        self.optimize_in_child = optimize_in_child
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edge-store")
        self._closed = False

    async def _run(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
        if self._closed:
            raise RuntimeError("the vector store is closed")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, functools.partial(fn, *args, **kwargs))

    async def ensure_collections(self, dim: int = DEFAULT_DIM) -> None:
        await self._run(self.engine.ensure_collections, dim)

    async def upsert(self, collection: str, points: Sequence[Point]) -> None:
        await self._run(self.engine.upsert, collection, list(points))

    async def get(
        self, collection: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> list[Record]:
        return await self._run(self.engine.get, collection, id_list(ids), with_vectors=with_vectors)

    async def set_payload(
        self, collection: str, ids: str | Sequence[str], patch: Mapping[str, Any]
    ) -> None:
        targets = ids if isinstance(ids, str) else list(ids)
        await self._run(self.engine.set_payload, collection, targets, dict(patch))

    async def query(self, collection: str, spec: QuerySpec) -> list[Hit]:
        return await self._run(self.engine.query, collection, spec)

    async def scroll(
        self,
        collection: str,
        filter: PointFilter,
        *,
        limit: int = 256,
        offset: str | None = None,
        with_vectors: bool = False,
    ) -> tuple[list[Record], str | None]:
        return await self._run(
            self.engine.scroll,
            collection,
            filter,
            limit=limit,
            offset=offset,
            with_vectors=with_vectors,
        )

    async def count(self, collection: str, filter: PointFilter) -> int:
        return await self._run(self.engine.count, collection, filter)

    async def optimize(self) -> None:
        """Optimise every shard; by default in a child process, so the event loop keeps
        running while calls issued meanwhile wait for the shards to reopen."""
        if self.optimize_in_child:
            await self._run(self.engine.optimize_in_child)
        else:
            await self._run(self.engine.optimize)

    async def flush(self) -> None:
        await self._run(self.engine.flush)

    async def close(self) -> None:
        if self._closed:
            return
        # Refuse new calls at once; those already queued still run before the close.
        self._closed = True
        try:
            await asyncio.get_running_loop().run_in_executor(self._executor, self.engine.close)
        finally:
            self._executor.shutdown(wait=False)

"""Answers `mem.graph.<partition>.query` from the partition's committed state."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import duckdb
from pydantic import BaseModel, ValidationError

from memstream.contracts.errors import ErrorReply
from memstream.contracts.graph import (
    CausalQuery,
    CountsQuery,
    EntityQuery,
    ExplainQuery,
    GraphReply,
    GraphRequest,
    ItemsQuery,
    NeighbourhoodQuery,
    SupersedesQuery,
    TimelineQuery,
    WeakQuery,
    partition_of,
)
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.common.runtime import metrics
from memstream.services.graph.queries import history, lookups, neighbourhood, reports
from memstream.services.graph.writer import PartitionStore

Answer = Callable[[duckdb.DuckDBPyConnection], BaseModel]
T = TypeVar("T")


class GraphQueryService:
    """One handler per owned partition; reads run on a shared pool, each thread its cursor."""

    def __init__(self, stores: dict[int, PartitionStore], partitions: int, threads: int) -> None:
        self._stores = stores
        self._partitions = partitions
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="graph-read")
        self._local = threading.local()

    def handler(self, partition: int) -> Callable[[str, bytes], Awaitable[bytes]]:
        async def handle(_tenant: str, body: bytes) -> bytes:
            return await self.handle(partition, body)

        return handle

    def _cursor(self, partition: int) -> duckdb.DuckDBPyConnection:
        cursors: dict[int, duckdb.DuckDBPyConnection] | None = getattr(self._local, "cursors", None)
        if cursors is None:
            cursors = self._local.cursors = {}
        cur = cursors.get(partition)
        if cur is None:
            cur = cursors[partition] = self._stores[partition].cursor()
        return cur

    async def handle(self, partition: int, body: bytes) -> bytes:
        started = time.perf_counter()
        try:
            request = GraphRequest.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        q = request.query
        if partition_of(q.tenant_id, self._partitions) != partition:
            return (
                ErrorReply(
                    code="tenant_mismatch",
                    message=f"tenant {q.tenant_id!r} does not belong to graph partition "
                    f"{partition} of {self._partitions}",
                    field="query.tenant_id",
                )
                .model_dump_json()
                .encode()
            )
        store = self._stores[partition]
        result = await self.read(partition, self._answer(store, partition, request))
        elapsed = time.perf_counter() - started
        metrics.GRAPH_QUERY_LATENCY.labels(q.op).observe(elapsed)
        reply = GraphReply.model_validate(
            {"partition": partition, "result": result, "elapsed_ms": round(elapsed * 1000, 3)}
        )
        return reply.model_dump_json().encode()

    async def read(self, partition: int, fn: Callable[[duckdb.DuckDBPyConnection], T]) -> T:
        """`fn` on a read thread with its cursor of the partition (never the writer's)."""
        return await asyncio.get_running_loop().run_in_executor(
            self._pool, lambda: fn(self._cursor(partition))
        )

    @staticmethod
    def _answer(store: PartitionStore, partition: int, request: GraphRequest) -> Answer:
        q = request.query
        if isinstance(q, NeighbourhoodQuery):
            # The retriever's hot path: answered from the writer's in-memory adjacency.
            return lambda _con: neighbourhood.neighbourhood_in_memory(store.projector.state, q)
        if isinstance(q, TimelineQuery):
            return lambda con: history.timeline(con, q)
        if isinstance(q, CausalQuery):
            return lambda con: history.causal(con, q)
        if isinstance(q, SupersedesQuery):
            return lambda con: history.supersedes(con, q)
        if isinstance(q, CountsQuery):
            return lambda con: reports.counts(con, q, store.path, partition)
        if isinstance(q, EntityQuery):
            return lambda con: reports.entity_info(con, q)
        if isinstance(q, ExplainQuery):
            return lambda con: reports.explain(con, q)
        if isinstance(q, WeakQuery):
            return lambda con: lookups.weak(con, q)
        if isinstance(q, ItemsQuery):
            return lambda con: lookups.items(con, q)
        raise TypeError(f"unhandled graph query {type(q).__name__}")

    def close(self) -> None:
        self._pool.shutdown(wait=True)

"""The graph service: the single writer of the partitions this replica owns."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from memstream.contracts import subjects as s
from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.models.embed_client import (
    EmbedderUnavailable,
    EmbeddingClient,
    EmbedRequestRejected,
    embedding_priority,
)
from memstream.services.common.runtime import Runtime
from memstream.services.graph.entities import Vector
from memstream.services.graph.itemcounts import ItemCounts
from memstream.services.graph.service import GraphQueryService
from memstream.services.graph.settings import GraphSettings
from memstream.services.graph.writer import NameEmbedder, PartitionWriter

log = logging.getLogger(__name__)


def embedder_names(client: EmbeddingClient) -> NameEmbedder:
    """Entity names → dense vectors through the embedder service.

    When no embedder answers, or it refuses the batch (a name over its text limit), resolution
    falls back to exact names and aliases for that batch (logged) rather than stalling the
    projection; a later rebuild with the embedder up may then join mentions this run kept
    apart.
    """

    async def embed(names: Sequence[str]) -> list[Vector]:
        try:
            with embedding_priority("enrich"):
                vectors = await client.embed(list(names), purpose="document")
            return [e.dense for e in vectors]
        except (EmbedderUnavailable, EmbedRequestRejected) as exc:
            log.warning("entity names not embedded, exact resolution only: %s", exc)
            return []

    return embed


class GraphApp:
    name = "graph"

    def __init__(
        self, settings: GraphSettings | None = None, embed: NameEmbedder | None = None
    ) -> None:
        self.settings = settings or GraphSettings()
        self._embed = embed
        self.writers: dict[int, PartitionWriter] = {}
        self._queries: GraphQueryService | None = None
        self._endpoints: list[RequestEndpoint] = []
        self.item_counts: ItemCounts | None = None

    async def setup(self, rt: Runtime) -> None:
        cfg = self.settings
        partitions = rt.settings.partitions
        embed = self._embed
        if embed is None and cfg.vector_resolution:
            embed = embedder_names(EmbeddingClient(rt.nc, rt.settings.request_timeout_s))
        opened: list[PartitionWriter] = []
        try:
            for p in cfg.owned(partitions):
                writer = PartitionWriter(
                    rt.nc, rt.js, rt.settings.data_dir, p, partitions, cfg, embed
                )
                await writer.open()
                opened.append(writer)
        except BaseException:
            for writer in opened:
                await writer.stop(rt.settings.graceful_timeout_s)
            raise
        self.writers = {w.partition: w for w in opened}
        self._queries = GraphQueryService(
            {p: w.store for p, w in self.writers.items()}, partitions, cfg.query_threads
        )
        if cfg.items_refresh_s > 0:
            self.item_counts = ItemCounts(
                self._queries.read, sorted(self.writers), cfg.items_refresh_s
            )
        self._endpoints = [
            RequestEndpoint(
                rt.nc,
                s.graph_query(p),
                s.QUEUE_GRAPH,
                self._queries.handler(p),
                tenant_index=None,
                name=f"graph-p{p}",
            )
            for p in self.writers
        ]
        log.info("graph partitions open", extra={"partitions": sorted(self.writers)})

    async def start(self) -> None:
        for writer in self.writers.values():
            writer.start()
        for endpoint in self._endpoints:
            await endpoint.start()
        if self.item_counts is not None:
            self.item_counts.start()

    async def stop(self, timeout: float) -> None:
        if self.item_counts is not None:
            await self.item_counts.stop()
        for endpoint in self._endpoints:
            await endpoint.stop(timeout)
        if self._queries is not None:
            self._queries.close()
        for writer in self.writers.values():
            await writer.stop(timeout)

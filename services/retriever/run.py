"""What one retrieval spends and skips, and the vector store as it reads it.

Every context request keeps one `Run`: the store and graph calls it made, the query
embeddings and rewrites it asked for (together the response's `cost`), and the parts it
went without (`degraded`: rewrite, no_terms, dense, graph). Every store read of the request
goes through `Reads`, which counts it, so no step keeps a tally of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from memstream.services.common.stores.vectorstore import (
    Hit,
    PointFilter,
    QuerySpec,
    Record,
    VectorStore,
)
from memstream.services.common.stores.vectorstore.collections import STATUS_DELETED
from memstream.services.retriever.settings import RetrieverSettings


@dataclass(slots=True)
class Run:
    """Bookkeeping of one retrieval: what was spent and what was skipped."""

    calls: int = 0
    embeds: int = 0
    rewrites: int = 0
    degraded: list[str] = field(default_factory=list)

    def degrade(self, part: str) -> None:
        """Note that `part` of the read path was skipped (each part named once)."""
        if part not in self.degraded:
            self.degraded.append(part)

    def cost(self, settings: RetrieverSettings) -> float:
        """The response's cost: embeddings, store and graph calls, rewrites."""
        return (
            self.embeds * settings.cost_embed
            + self.calls * settings.cost_search
            + self.rewrites * settings.cost_rewrite
        )


@dataclass(frozen=True, slots=True)
class Reads:
    """The vector store's read calls, each counted in `run`."""

    store: VectorStore
    run: Run

    async def query(self, collection: str, spec: QuerySpec) -> list[Hit]:
        self.run.calls += 1
        return await self.store.query(collection, spec)

    async def get(
        self, collection: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> list[Record]:
        """The points among `ids`, less the forgotten: a read by id (a turn's neighbours, a
        fact's successor) must not bring back what a search no longer finds."""
        self.run.calls += 1
        found = await self.store.get(collection, ids, with_vectors=with_vectors)
        return [r for r in found if r.payload.get("status") != STATUS_DELETED]

    async def scroll(self, collection: str, filter: PointFilter, *, limit: int) -> list[Record]:
        """One page of the points matching `filter`."""
        self.run.calls += 1
        records, _ = await self.store.scroll(collection, filter, limit=limit)
        return records

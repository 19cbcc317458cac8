"""The searches of a context request and the candidate pool they make.

Tier 1 searches the category summaries (dense only: its cosine is the summary threshold's
scale); tier 2 searches items and episodes, one search per collection and kind of vector
(BM25 keywords, dense), all in parallel. The pool is the union of their hits, with the best
summary when it clears the threshold and only what names the request's `filters.entities`;
each collection's branch statistics put the scores on one scale (`fusion`). Chain items
the searches missed are looked up by id with the same dense query and filter.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from memstream.services.common.stores.vectors import DenseVector, SparseVector
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, SUMMARIES, Hit, QuerySpec
from memstream.services.retriever import centre, fusion
from memstream.services.retriever.fusion import Candidate, CollectionStats, Key
from memstream.services.retriever.plan import Plan, point_filter, targets
from memstream.services.retriever.run import Reads
from memstream.services.retriever.settings import RetrieverSettings

Hits = dict[str, list[Hit]]  # collection → hits, best first


@dataclass(frozen=True, slots=True)
class Searches:
    """The searches one request may make: its plan's collections and filter, `width` hits
    per branch, `summary_limit` summaries."""

    reads: Reads
    plan: Plan
    width: int
    summary_limit: int

    async def sparse(self, vector: SparseVector) -> Hits:
        """Keyword hits per tier-2 collection; none for a query without terms."""
        if vector.is_empty():
            return {}
        return await self._each(sparse=vector)

    async def dense(
        self, vector: DenseVector | None, centre_weight: float, depth: int
    ) -> tuple[Hits, DenseVector | None]:
        """Dense hits per tier-2 collection and the vector they are scored by: `vector`
        moved away from its neighbourhood's mean (`centre`) when `centre_weight` > 0 and
        there is a neighbourhood; none without a query vector.

        Centring is one search, not two: each collection returns `depth` × `width` hits
        with their vectors, the moved vector rescores them in place and the best `width`
        stay. The moved vector is close to the question's (weight 0.2), so what it ranks
        high lies among the question's own best hits; what it changes is their order and
        their spread, which the fusion's z-scores read. A second search of the index, or a
        deeper first one, found no better answers and cost a context request more time."""
        if vector is None:
            return {}, None
        if centre_weight <= 0:
            return await self._each(dense=vector), vector
        wide = await self._each(dense=vector, with_vectors=True, limit=self.width * depth)
        moved = centre.centred(vector, wide, self.width, centre_weight)
        scored_by = vector if moved is None else moved
        return {
            c: centre.rescored(found, scored_by)[: self.width] for c, found in wide.items()
        }, scored_by

    async def _each(
        self,
        *,
        dense: DenseVector | None = None,
        sparse: SparseVector | None = None,
        with_vectors: bool = False,
        limit: int | None = None,
    ) -> Hits:
        """One search per tier-2 collection, in parallel, with one kind of vector, `limit`
        hits each (`width` unless given)."""
        collections = targets(self.plan)
        specs = [
            QuerySpec(
                filter=point_filter(self.plan, c),
                dense=dense,
                sparse=sparse,
                limit=self.width if limit is None else limit,
                with_vectors=with_vectors,
            )
            for c in collections
        ]
        results = await asyncio.gather(
            *(self.reads.query(c, spec) for c, spec in zip(collections, specs, strict=True))
        )
        return dict(zip(collections, results, strict=True))

    async def summaries(self, vector: DenseVector | None) -> list[Hit]:
        """The best category summaries; none when the plan or the vector rules them out."""
        if not self.plan.summaries or vector is None:
            return []
        spec = QuerySpec(
            filter=point_filter(self.plan, SUMMARIES),
            dense=vector,
            limit=self.summary_limit,
            with_vectors=True,  # the best one competes on the dense hits' scale (`pool`)
        )
        return await self.reads.query(SUMMARIES, spec)

    async def items(self, ids: Sequence[str], vector: DenseVector | None) -> list[Candidate]:
        """The items among `ids` that pass the request's filter, scored by `vector`."""
        if not ids or not self.plan.items or vector is None:
            return []
        spec = QuerySpec(
            filter=dataclasses.replace(point_filter(self.plan, ITEMS), ids=list(ids)),
            dense=vector,
            limit=len(ids),
        )
        return [
            Candidate(ITEMS, h.id, dict(h.payload), dense=h.score)
            for h in await self.reads.query(ITEMS, spec)
        ]


def pool(
    dense: Hits,
    sparse: Hits,
    summaries: Sequence[Hit],
    threshold: float,
    entities: Sequence[str],
    scored_by: DenseVector | None = None,
) -> dict[Key, Candidate]:
    """Every tier-2 hit, the best summary if it clears `threshold`, and of these only the
    ones that mention one of `entities` when it names any. The summary's dense score is
    its cosine to `scored_by`, the vector the dense hits were scored by, when given."""
    candidates = fusion.pool(dense, sparse)
    if summaries and summaries[0].score >= threshold:
        # The best summary competes for one slot.
        best = summaries[0]
        if scored_by is not None and best.dense is not None:
            [best] = centre.rescored([best], scored_by)
        candidates[(SUMMARIES, best.id)] = Candidate(
            SUMMARIES, best.id, dict(best.payload), dense=best.score
        )
    if not entities:
        return candidates
    names = [e.lower() for e in entities if e.strip()]

    def mentions(c: Candidate) -> bool:
        hay = f"{c.payload.get('speaker', '')} {c.payload.get('text', '')}".lower()
        return any(n in hay for n in names)

    return {k: c for k, c in candidates.items() if mentions(c)}


def collection_stats(
    dense: Mapping[str, Sequence[Hit]],
    sparse: Mapping[str, Sequence[Hit]],
    width: int,
    settings: RetrieverSettings,
) -> dict[str, CollectionStats]:
    """Each collection's branch statistics, items and summaries on the episodes' scale."""
    own = {
        c: CollectionStats(
            fusion.dense_stats(dense.get(c, []), width, settings),
            fusion.sparse_stats(sparse.get(c, []), width, settings),
        )
        for c in (EPISODES, ITEMS, SUMMARIES)
    }
    reference = own[EPISODES]
    for c in (ITEMS, SUMMARIES):
        own[c] = fusion.shared_scale(own[c], reference)
    return own


def speakers(hits: Mapping[str, Sequence[Hit]]) -> list[str]:
    """The speaker of every hit that has one, in hit order."""
    return [
        str(h.payload["speaker"])
        for found in hits.values()
        for h in found
        if isinstance(h.payload.get("speaker"), str)
    ]

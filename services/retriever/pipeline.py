"""The read path as one object with injected collaborators: `Retriever.retrieve`.

Steps (DESIGN section 5): build the query; keyword search first, which also tells which
speakers the tenant's conversations have, so their names can be taken out of the dense
query; one query embedding (intent reuses it); tier 1 category summaries, which answer
alone only broad questions; tier 2 dense searches over items and episodes in parallel;
in parallel with them, when the request is not budget-constrained and a graph lookup is
given, the graph neighbourhood of the query's entities (the graph half of dual search,
`services.retriever.graph`); fusion with speaker, time and neighbour signals; causal or
temporal chains for why/when questions; final formula, dedupe, trust pass, cap, with the
turns each memory shows (an episode's neighbours, an item's source turns); the inject block.
Nothing here knows about NATS: the service wraps this object.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol, TypeVar, get_args

from memstream.contracts.common import utc_now
from memstream.contracts.context import (
    ContextFilters,
    ContextItem,
    ContextRequest,
    ContextResponse,
    Intent,
    ItemKind,
    Tier,
)
from memstream.services.common.stores.vectors import DenseVector, Embedding, SparseVector
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    SUMMARIES,
    Hit,
    QuerySpec,
    Record,
    VectorStore,
)
from memstream.services.retriever import answer, facts, fusion, neighbours, query, updates
from memstream.services.retriever import graph as graph_half
from memstream.services.retriever.fusion import Candidate, CollectionStats, Key
from memstream.services.retriever.graph import GraphLookup
from memstream.services.retriever.inject import inject_block
from memstream.services.retriever.intent import (
    EmbeddingIntentClassifier,
    KeywordIntentClassifier,
    classify_intent,
)
from memstream.services.retriever.plan import Plan, plan_for, point_filter, targets
from memstream.services.retriever.rank import (
    Factors,
    Scored,
    Selected,
    factors,
    rank,
    ranking_items,
    select,
)
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.speakers import SpeakerMemory

EmbedQuery = Callable[[str], Awaitable[Embedding]]
# A standalone rewrite of the query, or None when it could not be had (see rewrite.py).
Rewriter = Callable[[query.QueryText], Awaitable[str | None]]
T = TypeVar("T")
Clock = Callable[[], datetime]
Timer = Callable[[], float]

_KINDS: dict[str, ItemKind] = {kind: kind for kind in get_args(ItemKind)}
# Re-selections after fetching the turns of memories chosen beyond those looked up first.
_REPICKS = 2


class SparseQueryEmbedder(Protocol):
    """What the retriever needs of the BM25 embedder (`Bm25SparseEmbedder` fits)."""

    def embed_query(self, text: str) -> SparseVector: ...


@dataclass(slots=True)
class _Turns:
    """Episodes fetched to be shown: by id, the neighbours of each, every id asked for."""

    records: dict[str, Record]
    links: dict[str, neighbours.Neighbours] = field(default_factory=dict)
    asked: set[str] = field(default_factory=set)


@dataclass(slots=True)
class _Run:
    """Bookkeeping of one retrieval: what was spent and what was skipped."""

    calls: int = 0
    embeds: int = 0
    rewrites: int = 0
    degraded: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _Query:
    """What the request asks, once understood: texts, plan, keyword hits, vector, intent."""

    text: query.QueryText
    plan: Plan
    sparse_hits: dict[str, list[Hit]]
    speakers: tuple[str, ...]
    dense: DenseVector | None
    intent: Intent
    overview: bool


class Retriever:
    """Context for the next agent turn, from the tenant's items, episodes and summaries."""

    def __init__(
        self,
        store: VectorStore,
        embed_query: EmbedQuery,
        sparse: SparseQueryEmbedder,
        *,
        settings: RetrieverSettings | None = None,
        clock: Clock = utc_now,
        timer: Timer = time.perf_counter,
        graph: GraphLookup | None = None,
        rewrite: Rewriter | None = None,
    ) -> None:
        self.store = store
        self.graph = graph
        self.rewrite = rewrite
        self.embed_query = embed_query
        self.sparse = sparse
        self.settings = settings or RetrieverSettings()
        self.clock = clock
        self.timer = timer
        self.intents = EmbeddingIntentClassifier(self.settings.intent_threshold)
        self.speakers = SpeakerMemory()
        self.keywords = KeywordIntentClassifier()

    async def warm_up(self) -> bool:
        """Embed the intent exemplars once; False (keyword intents) if the embedder fails."""

        async def embed_many(texts: Sequence[str]) -> list[DenseVector]:
            return [(await self.embed_query(t)).dense for t in texts]

        try:
            await self.intents.prepare(embed_many)
        except Exception:  # an unavailable embedder only costs the exemplar classifier
            return False
        return True

    async def retrieve(
        self, tenant_id: str, request: ContextRequest, *, depth: int | None = None
    ) -> ContextResponse:
        """The inject block and structured memories; an unknown tenant gets an empty one.

        `depth` replaces the hard cap (10, or 5 when budget-constrained) for callers that
        need a longer ranking than a prompt can hold: evaluation at k > 10, a search tool.
        """
        started = self.timer()
        run = _Run()
        now = request.now or self.clock()
        s = self.settings
        constrained = request.budget_constrained
        cap = s.max_items_constrained if constrained else s.max_items
        limit = depth if depth is not None else min(request.limit, cap)
        if limit < 1:
            raise ValueError("depth must be positive")
        width = s.candidates_constrained if constrained else s.candidates

        q = await self._understand(tenant_id, request, width, run)
        summaries: list[Hit] = []
        if q.overview and q.plan.summaries and q.dense is not None:
            # Tier 1: a broad question the category summaries can answer alone.
            summaries = await self._search_summaries(q.plan, q.dense, run)
            if summaries and summaries[0].score >= s.summary_threshold:
                items = answer.summary_items(summaries, now, s.summary_threshold)
                return self._respond(items, "summaries", q.intent, request, run, started)
        # Budget-constrained requests skip dual search (DESIGN section 5, step 5).
        dual = self.graph is not None and not constrained and s.graph_weight > 0
        dense_hits, more, near = await asyncio.gather(
            self._search_dense(q.plan, q.dense, width, run),
            self._maybe_summaries(q.plan, q.dense, run, skip=q.overview),
            self._neighbourhood(tenant_id, request, q, run) if dual else _nothing(),
        )
        candidates = fusion.pool(dense_hits, q.sparse_hits)
        _add_summary(candidates, summaries or more, s.summary_threshold)
        candidates = _entity_filter(candidates, request.filters.entities)
        if not candidates:
            return self._respond([], "empty", q.intent, request, run, started)
        stats = _stats(dense_hits, q.sparse_hits, width, s)
        window = 0 if constrained else s.neighbour_window
        chosen = await self._choose(
            candidates, stats, q, now, limit, window, run, (tenant_id, near) if dual else None
        )
        items = answer.context_items(chosen, now, s)
        return self._respond(items, "hybrid", q.intent, request, run, started)

    async def _understand(
        self, tenant_id: str, request: ContextRequest, width: int, run: _Run
    ) -> _Query:
        """Query texts, the keyword search, speakers named, the one embedding, the intent.

        The keyword search's hits tell which speakers the tenant's conversations have:
        their names are taken out of the dense query (every turn of a speaker shares the
        name, so it pulls towards the wrong turns) and scored apart. The embedding starts
        at once with the names seen in the tenant's earlier hits and runs while the
        keyword search does; when the new hits name a different set, the query is embedded
        again with theirs, so the outcome is the same as waiting for the hits first.
        """
        text = query.query_text(request, self.settings)
        if self.rewrite is not None and not request.budget_constrained:
            run.rewrites += 1
            rewritten = await self.rewrite(text)
            if rewritten is None:
                run.degraded.append("rewrite")
            else:
                text = query.with_rewrite(text, rewritten, self.settings.max_query_chars)
        plan = plan_for(tenant_id, request)
        sparse_vec = self._sparse_query(text, request.filters)
        if sparse_vec.is_empty():
            # Stop words, emoji: nothing to match by keyword. The answer is ranked by the
            # dense branch alone, and says so.
            run.degraded.append("no_terms")
        guess = query.strip_names(
            text.dense, query.mentioned_speakers(text.latest, self.speakers.known(tenant_id))
        )
        run.embeds += 1
        early = asyncio.ensure_future(self._embed(guess))
        try:
            sparse_hits = await self._search_sparse(plan, sparse_vec, width, run)
        except BaseException:
            early.cancel()
            raise
        seen = _speakers(sparse_hits)
        self.speakers.learn(tenant_id, seen)
        speakers = query.mentioned_speakers(text.latest, seen)
        dense_text = query.strip_names(text.dense, speakers)
        if dense_text == guess:
            dense_vec = await early
        else:
            # Not awaited: waiting here could swallow a cancellation of this request.
            early.cancel()
            run.embeds += 1
            dense_vec = await self._embed(dense_text)
        if dense_vec is None:
            run.degraded.append("dense")
        return _Query(
            text=text,
            plan=plan,
            sparse_hits=sparse_hits,
            speakers=tuple(speakers),
            dense=dense_vec,
            intent=classify_intent(text.latest, dense_vec, self.intents, self.keywords),
            overview=query.is_overview(text.latest),
        )

    async def _choose(
        self,
        candidates: dict[Key, Candidate],
        stats: Mapping[str, CollectionStats],
        q: _Query,
        now: datetime,
        limit: int,
        window: int,
        run: _Run,
        dual: tuple[str, dict[str, float] | None] | None = None,
    ) -> list[Selected]:
        """Fuse, add the graph half, smooth over neighbours, rank and select.

        `dual` is (tenant, item proximity from the neighbourhood or None when the graph
        did not answer) when the graph half runs.
        """
        s = self.settings
        signals = fusion.Signals(
            speakers=q.speakers,
            window=query.time_window(q.text.latest, now),
            intent=q.intent,
            about_self=not q.speakers and fusion.about_self(q.text.latest),
        )
        fusion.score_pool(candidates, stats, signals, s)
        if dual is not None:
            await self._graph_half(dual[0], dual[1], candidates, stats, signals, q, run)
        turns = _Turns(_hit_records(candidates))
        if window:
            await self._link_neighbours(candidates, turns, run)
        unseen = fusion.fill_similarity(stats.get(EPISODES, CollectionStats(None, None)), s)
        replies = {i for i, r in turns.records.items() if fusion.is_reply(r.payload)}
        fusion.smooth(candidates, unseen, s, replies)
        ranking = rank(candidates, now.timestamp(), s, query.query_sentiment(q.text.latest))

        def pick() -> list[Selected]:
            return select(
                ranking,
                turns.records,
                limit=limit,
                evidence_min=s.evidence_min_slots,
                window=window,
                max_sources=s.max_sources,
                links=turns.links,
            )

        if not window:
            return await self._facts_first(pick(), ranking, q, now, limit, run)
        # Items show their source turns; a deep ranking can reach items beyond those
        # linked before smoothing.
        reach = ranking_items(ranking, limit)
        unlinked = [c.cand for c in reach if "sourced" not in c.cand.features]
        if unlinked:
            await self._link_sources(unlinked, turns, run)
        chosen = pick()
        for _ in range(_REPICKS):
            if not await self._fetch_missing(chosen, turns, run):
                break
            chosen = pick()
        return await self._facts_first(chosen, ranking, q, now, limit, run)

    async def _facts_first(
        self,
        chosen: list[Selected],
        ranking: Sequence[Scored],
        q: _Query,
        now: datetime,
        limit: int,
        run: _Run,
    ) -> list[Selected]:
        """Covered turns shown as their facts, superseded facts after their successors,
        later restatements ahead of what they update."""
        resources = facts.episode_resources(chosen)
        if not q.plan.items or not resources:
            return await self._latest_first(chosen, q, now, run)
        cover = await facts.load_coverage(self.store, point_filter(q.plan, ITEMS), resources)
        run.calls += cover.calls
        ranked = {s.cand.id: s for s in ranking if s.cand.collection == ITEMS}
        sentiment = query.query_sentiment(q.text.latest)
        stamp = now.timestamp()

        def factors_of(cand: Candidate) -> Factors:
            return factors(cand.collection, cand.payload, stamp, self.settings, sentiment)

        chosen = facts.facts_first(chosen, cover, ranked, factors_of, limit)
        return await self._latest_first(chosen, q, now, run)

    async def _latest_first(
        self, chosen: list[Selected], q: _Query, now: datetime, run: _Run
    ) -> list[Selected]:
        """Later restatements ahead of the earlier ones they update (updates.py), unless
        the question asks about a moment rather than the current state."""
        s = self.settings
        dated = [c for c in chosen if updates.event_time(c) is not None]
        if len(dated) < 2 or s.update_topic_min > 1.0 or q.intent == "when":
            return chosen
        if query.time_window(q.text.latest, now) is not None:
            return chosen
        if not updates.asks_about_now(q.text.latest):
            return chosen  # "what did she paint?" asks about then, not about now
        wanted: dict[str, list[str]] = {}
        for c in dated:
            wanted.setdefault(c.scored.cand.collection, []).append(c.scored.cand.id)
        run.calls += len(wanted)
        found = await asyncio.gather(
            *(self.store.get(col, ids, with_vectors=True) for col, ids in wanted.items())
        )
        vectors = {r.id: r.dense for records in found for r in records if r.dense is not None}
        rule = updates.UpdateRule(s.update_topic_min, s.update_score_share, s.update_own_margin)
        return updates.latest_first(chosen, vectors, rule)

    # -- query side -------------------------------------------------------------------

    def _sparse_query(self, text: query.QueryText, filters: ContextFilters) -> SparseVector:
        parts = [(self.sparse.embed_query(p.text), p.weight) for p in text.sparse]
        # Names, titles and numbers again at full weight, so older messages' ones count too.
        salient = query.salient_terms(" ".join(p.text for p in text.sparse))
        salient += list(filters.entities)
        if salient:
            parts.append((self.sparse.embed_query(" ".join(salient)), 1.0))
        return query.merge_sparse(parts)

    async def _embed(self, text: str) -> DenseVector | None:
        """The query's dense vector, or None when the embedder fails (the caller degrades
        to keyword search and says so; it never errors)."""
        try:
            embedding = await self.embed_query(text)
        except Exception:
            return None
        return embedding.dense

    # -- searches ---------------------------------------------------------------------

    async def _query(self, run: _Run, collection: str, spec: QuerySpec) -> list[Hit]:
        run.calls += 1
        return await self.store.query(collection, spec)

    async def _search_sparse(
        self, plan: Plan, vector: SparseVector, width: int, run: _Run
    ) -> dict[str, list[Hit]]:
        if vector.is_empty():
            return {}
        return await self._search_each(plan, width, run, sparse=vector)

    async def _search_dense(
        self, plan: Plan, vector: DenseVector | None, width: int, run: _Run
    ) -> dict[str, list[Hit]]:
        if vector is None:
            return {}
        return await self._search_each(plan, width, run, dense=vector)

    async def _search_each(
        self,
        plan: Plan,
        width: int,
        run: _Run,
        *,
        dense: DenseVector | None = None,
        sparse: SparseVector | None = None,
    ) -> dict[str, list[Hit]]:
        """One search per tier-2 collection, in parallel, with one kind of vector."""
        collections = targets(plan)
        specs = [
            QuerySpec(filter=point_filter(plan, c), dense=dense, sparse=sparse, limit=width)
            for c in collections
        ]
        results = await asyncio.gather(
            *(self._query(run, c, spec) for c, spec in zip(collections, specs, strict=True))
        )
        return dict(zip(collections, results, strict=True))

    async def _search_summaries(self, plan: Plan, dense: DenseVector, run: _Run) -> list[Hit]:
        # Dense only: its cosine is the threshold's scale.
        spec = QuerySpec(
            filter=point_filter(plan, SUMMARIES), dense=dense, limit=self.settings.summary_limit
        )
        return await self._query(run, SUMMARIES, spec)

    async def _maybe_summaries(
        self, plan: Plan, dense: DenseVector | None, run: _Run, *, skip: bool
    ) -> list[Hit]:
        if skip or not plan.summaries or dense is None:
            return []
        return await self._search_summaries(plan, dense, run)

    async def _link_neighbours(
        self, candidates: Mapping[Key, Candidate], turns: _Turns, run: _Run
    ) -> None:
        """Fetch the turns around the best episodes and the best items' source turns, and
        record who neighbours whom.

        An item is shown with its source turns and their neighbours, so it is smoothed
        over those neighbours as an episode is over its own: without that, items skip the
        share (usually negative: most neighbours are not matches) every episode gets and
        outrank episodes that hold the evidence more often.
        """
        probe = self.settings.neighbour_probe

        def best(cands: Iterable[Candidate]) -> list[Candidate]:
            return sorted(cands, key=lambda c: (-(c.similarity + c.bonus), c.id))[:probe]

        episodes = best(c for c in candidates.values() if c.collection == EPISODES)
        items = best(
            c
            for c in candidates.values()
            if c.collection != EPISODES and neighbours.source_points(c.payload)
        )
        # One call for the episodes' neighbours and the items' source turns together.
        probes = self._probes((c.id, c.payload) for c in episodes)
        sources = [p for c in items for p in neighbours.source_points(c.payload)]
        await self._fetch(turns, [i for _, ids in probes for i in ids] + sources, run)
        self._mark(episodes, self._around(probes, turns))
        await self._link_sources(items, turns, run)

    async def _resolve(self, episodes: Sequence[Candidate], turns: _Turns, run: _Run) -> None:
        probes = self._probes((c.id, c.payload) for c in episodes)
        await self._fetch(turns, [i for _, ids in probes for i in ids], run)
        self._mark(episodes, self._around(probes, turns))

    @staticmethod
    def _mark(episodes: Sequence[Candidate], near: Mapping[str, neighbours.Neighbours]) -> None:
        for cand in episodes:
            if cand.id in near:
                cand.previous, cand.next = near[cand.id].previous, near[cand.id].next
            cand.features["probed"] = 1.0

    def _probes(
        self, points: Iterable[tuple[str, Mapping[str, Any]]]
    ) -> list[tuple[neighbours.EpisodeRef, list[str]]]:
        """The ids that may hold the episodes around each of `points`."""
        probes = []
        for point_id, payload in points:
            ref = neighbours.EpisodeRef.from_payload(point_id, payload)
            if ref is not None:
                probes.append((ref, neighbours.probe_ids(ref, self.settings.max_parts_probe)))
        return probes

    @staticmethod
    def _around(
        probes: Sequence[tuple[neighbours.EpisodeRef, list[str]]], turns: _Turns
    ) -> dict[str, neighbours.Neighbours]:
        """The closest fetched episode before and after each probed one, kept in `links`."""
        found: dict[str, neighbours.Neighbours] = {}
        for ref, ids in probes:
            around = [
                other
                for other in (
                    neighbours.EpisodeRef.from_payload(i, turns.records[i].payload)
                    for i in ids
                    if i in turns.records
                )
                if other is not None
            ]
            found[ref.id] = neighbours.resolve(ref, around)
        turns.links.update(found)
        return found

    async def _fetch(self, turns: _Turns, ids: Sequence[str], run: _Run) -> None:
        """One store call for the episodes among `ids` not fetched or asked for yet."""
        wanted = sorted({i for i in ids if i not in turns.records and i not in turns.asked})
        if not wanted:
            return
        turns.asked.update(wanted)
        run.calls += 1
        for record in await self.store.get(EPISODES, wanted):
            turns.records[record.id] = record

    async def _link_sources(self, items: Sequence[Candidate], turns: _Turns, run: _Run) -> None:
        """Fetch the source turns of `items` and the turns around them; an item's own
        neighbours are those of its first source turn found."""
        points = [p for c in items for p in neighbours.source_points(c.payload)]
        await self._fetch(turns, points, run)
        probes = self._probes(
            (p, turns.records[p].payload)
            for p in dict.fromkeys(points)
            if p in turns.records and p not in turns.links
        )
        await self._fetch(turns, [i for _, ids in probes for i in ids], run)
        self._around(probes, turns)
        for cand in items:
            first = next(
                (p for p in neighbours.source_points(cand.payload) if p in turns.links), None
            )
            if first is not None:
                cand.previous, cand.next = turns.links[first].previous, turns.links[first].next
            cand.features["sourced"] = 1.0

    async def _fetch_missing(self, chosen: Sequence[Selected], turns: _Turns, run: _Run) -> bool:
        """Turns of chosen memories that were not looked up beforehand; rare.

        Episodes outside the probed best miss their neighbours; items beyond the ones
        whose sources were fetched (a walk that skipped many) miss their source turns.
        """
        episodes = [
            c.scored.cand for c in chosen if c.is_episode and "probed" not in c.scored.cand.features
        ]
        items = [
            c.scored.cand
            for c in chosen
            if not c.is_episode and "sourced" not in c.scored.cand.features
        ]
        if not episodes and not items:
            return False
        if episodes:
            await self._resolve(episodes, turns, run)
        if items:
            await self._link_sources(items, turns, run)
        return True

    # -- graph half -------------------------------------------------------------------

    def _graph_failed(self, run: _Run) -> None:
        if "graph" not in run.degraded:
            run.degraded.append("graph")

    async def _ask_graph(self, run: _Run, call: Awaitable[T]) -> T | None:
        """One graph call within the timeout; None (and degraded 'graph') otherwise."""
        run.calls += 1
        try:
            return await asyncio.wait_for(call, self.settings.graph_timeout_s)
        except Exception:  # the graph half is optional: any failure degrades, never errors
            self._graph_failed(run)
            return None

    async def _neighbourhood(
        self, tenant_id: str, request: ContextRequest, q: _Query, run: _Run
    ) -> dict[str, float] | None:
        """Item proximity to the query's entities; {} when it names none."""
        assert self.graph is not None
        names = graph_half.query_entities(
            q.speakers, query.salient_terms(q.text.latest), request.filters.entities
        )
        if not names:
            return {}
        found = await self._ask_graph(
            run,
            self.graph.neighbourhood(
                tenant_id,
                names,
                hops=self.settings.graph_hops,
                limit=self.settings.graph_limit,
            ),
        )
        return None if found is None else graph_half.neighbourhood_proximity(found)

    async def _graph_half(
        self,
        tenant_id: str,
        near: dict[str, float] | None,
        candidates: dict[Key, Candidate],
        stats: Mapping[str, CollectionStats],
        signals: fusion.Signals,
        q: _Query,
        run: _Run,
    ) -> None:
        """Proximity of the candidates the graph knows, with the chain of why/when."""
        assert self.graph is not None
        items: dict[str, float] = dict(near or {})
        resources: dict[str, float] = {}
        s = self.settings
        if q.intent == "why" and (start := graph_half.best(candidates.values(), ITEMS)):
            chain = await self._ask_graph(
                run, self.graph.causal(tenant_id, start.id, depth=s.graph_chain_depth)
            )
            if chain is not None:
                along = graph_half.chain_proximity(chain, start.id)
                graph_half.merge(items, along)
                await self._add_items(q, sorted(along), candidates, stats, signals, run)
        elif q.intent == "when" and (centre := graph_half.best(candidates.values(), EPISODES)):
            resource_id = centre.payload.get("resource_id")
            if isinstance(resource_id, str):
                line = await self._ask_graph(
                    run,
                    self.graph.timeline(
                        tenant_id,
                        resource_id=resource_id,
                        before=s.graph_timeline_turns,
                        after=s.graph_timeline_turns,
                    ),
                )
                if line is not None:
                    around, derived = graph_half.timeline_proximity(line)
                    graph_half.merge(resources, around)
                    graph_half.merge(items, derived)
        graph_half.apply(candidates, items, resources)

    async def _add_items(
        self,
        q: _Query,
        ids: Sequence[str],
        candidates: dict[Key, Candidate],
        stats: Mapping[str, CollectionStats],
        signals: fusion.Signals,
        run: _Run,
    ) -> None:
        """Chain items the searches missed, scored by the same dense query and filter."""
        missing = [i for i in ids if (ITEMS, i) not in candidates]
        if not missing or not q.plan.items or q.dense is None:
            return
        spec = QuerySpec(
            filter=dataclasses.replace(point_filter(q.plan, ITEMS), ids=missing),
            dense=q.dense,
            limit=len(missing),
        )
        added = {
            (ITEMS, h.id): Candidate(ITEMS, h.id, dict(h.payload), dense=h.score)
            for h in await self._query(run, ITEMS, spec)
        }
        fusion.score_pool(added, stats, signals, self.settings)
        candidates.update(added)

    # -- answer -----------------------------------------------------------------------

    def _respond(
        self,
        items: list[ContextItem],
        tier: Tier,
        intent: Intent,
        request: ContextRequest,
        run: _Run,
        started: float,
    ) -> ContextResponse:
        block, kept = inject_block(items, request.token_budget, self.settings.max_item_chars)
        s = self.settings
        return ContextResponse(
            inject=block,
            items=kept,
            tier=tier if kept else "empty",
            intent=intent,
            latency_ms=(self.timer() - started) * 1000.0,
            cost=run.embeds * s.cost_embed
            + run.calls * s.cost_search
            + run.rewrites * s.cost_rewrite,
            degraded=run.degraded,
        )


# -- helpers --------------------------------------------------------------------------


async def _nothing() -> None:
    return None


def _speakers(hits: Mapping[str, Sequence[Hit]]) -> list[str]:
    return [
        str(h.payload["speaker"])
        for found in hits.values()
        for h in found
        if isinstance(h.payload.get("speaker"), str)
    ]


def _stats(
    dense: Mapping[str, Sequence[Hit]],
    sparse: Mapping[str, Sequence[Hit]],
    width: int,
    s: RetrieverSettings,
) -> dict[str, CollectionStats]:
    own = {
        c: CollectionStats(
            fusion.dense_stats(dense.get(c, []), width, s),
            fusion.sparse_stats(sparse.get(c, []), width, s),
        )
        for c in (EPISODES, ITEMS, SUMMARIES)
    }
    reference = own[EPISODES]
    for c in (ITEMS, SUMMARIES):
        own[c] = fusion.shared_scale(own[c], reference)
    return own


def _add_summary(candidates: dict[Key, Candidate], hits: Sequence[Hit], threshold: float) -> None:
    """The best summary competes for one slot when it clears the threshold."""
    if hits and hits[0].score >= threshold:
        best = hits[0]
        candidates[(SUMMARIES, best.id)] = Candidate(
            SUMMARIES, best.id, dict(best.payload), dense=best.score
        )


def _entity_filter(
    candidates: dict[Key, Candidate], entities: Sequence[str]
) -> dict[Key, Candidate]:
    if not entities:
        return candidates
    names = [e.lower() for e in entities if e.strip()]

    def mentions(c: Candidate) -> bool:
        hay = f"{c.payload.get('speaker', '')} {c.payload.get('text', '')}".lower()
        return any(n in hay for n in names)

    return {k: c for k, c in candidates.items() if mentions(c)}


def _hit_records(candidates: Mapping[Key, Candidate]) -> dict[str, Record]:
    return {c.id: Record(c.id, c.payload) for c in candidates.values() if c.collection == EPISODES}


__all__ = ["Clock", "EmbedQuery", "GraphLookup", "Retriever", "SparseQueryEmbedder", "Scored"]

"""The read path as one object with injected collaborators: `Retriever.retrieve`.

A context request goes through these steps, in `retrieve`'s order (docs/architecture.md §5.6):

1. Understand the question (`_understand`): query texts (`query`), an optional rewrite
   (`rewrite`), the keyword search, which also tells which speakers the tenant's
   conversations have so their names can be taken out of the dense query (`speakers`), the
   one query embedding, the intent (`intent`), the personal topic asked about (`topics`).
2. Tier 1 (`search`): category summaries answer alone only broad questions (`answer`).
3. Tier 2 (`search`): dense searches over items and episodes in parallel, and with them,
   when the request is not budget-constrained and a graph lookup is given, the graph
   neighbourhood of the query's entities (`graph`); the candidate pool.
4. Fuse (`fusion`): every score on one scale, with speaker, time, intent and taste signals;
   the graph half adds proximity and the chains of why/when (`_add_graph_half`, `graph`).
5. Choose (`_choose`): the turns each memory shows (`turns`), smoothing over neighbours,
   the final formula and selection (`rank`).
6. Facts before transcript (`_facts_first`, `facts`), later restatements ahead of what
   they update, near-repeats after what adds something (`order`: `updates`, `repeats`).
7. The answer: trust pass and provenance (`answer`), the inject block (`inject`).

Every store read and graph call of a request is counted in its `Run` (`run`): the cost and
what it went without. Nothing here knows about NATS: the service (`service`) wraps it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from memstream.contracts.common import utc_now
from memstream.contracts.context import ContextItem, ContextRequest, ContextResponse, Intent, Tier
from memstream.services.common.stores.vectors import DenseVector, Embedding
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, Hit, VectorStore
from memstream.services.retriever import answer, facts, fusion, graph, query, search
from memstream.services.retriever.bonuses import Signals, question_signals
from memstream.services.retriever.fusion import Candidate, CollectionStats, Key
from memstream.services.retriever.graph import GraphHalf, GraphLookup
from memstream.services.retriever.inject import inject_block
from memstream.services.retriever.intent import (
    EmbeddingIntentClassifier,
    KeywordIntentClassifier,
    classify_intent,
)
from memstream.services.retriever.order import final_order
from memstream.services.retriever.plan import plan_for, point_filter
from memstream.services.retriever.query import SparseQueryEmbedder
from memstream.services.retriever.rank import (
    Factors,
    Scored,
    Selected,
    factors,
    rank,
    ranking_items,
    select,
)
from memstream.services.retriever.run import Reads, Run
from memstream.services.retriever.search import Searches
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.speakers import SpeakerMemory
from memstream.services.retriever.speech import is_reply, of_agent
from memstream.services.retriever.topics import Topic, TopicClassifier, search_vector
from memstream.services.retriever.turns import Turns

EmbedQuery = Callable[[str], Awaitable[Embedding]]
Rewriter = Callable[[query.QueryText], Awaitable[str | None]]  # None: no rewrite (rewrite.py)
Clock = Callable[[], datetime]
Timer = Callable[[], float]

# Re-selections after fetching the turns of memories chosen beyond those looked up first.
_REPICKS = 2


@dataclass(frozen=True, slots=True)
class _Query:
    """What the request asks, once understood: texts, keyword hits, vector, intent."""

    text: query.QueryText
    sparse_hits: dict[str, list[Hit]]
    speakers: tuple[str, ...]
    dense: DenseVector | None
    intent: Intent
    overview: bool
    # The personal topic asked about; `dense` is then moved towards its answers (topics.py).
    topic: Topic | None = None
    # The asker's domain in a shared space: other domains' memories score lower (rank.py).
    domain: str | None = None


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
        self.topics = TopicClassifier(self.settings.topic_threshold, self.settings.topic_margin)
        self.speakers = SpeakerMemory()
        self.keywords = KeywordIntentClassifier()
        self._graph_half = None if graph is None else GraphHalf(graph, self.settings)

    async def warm_up(self) -> bool:
        """Embed the intent and topic examples once; False (keyword intents, no topics)
        if the embedder fails."""

        async def embed_many(texts: Sequence[str]) -> list[DenseVector]:
            # Together, so the embedder batches them: a few hundred texts at start-up.
            return [e.dense for e in await asyncio.gather(*map(self.embed_query, texts))]

        try:
            await self.intents.prepare(embed_many)
            await self.topics.prepare(embed_many)
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
        run = Run()
        now = request.now or self.clock()
        s = self.settings
        constrained = request.budget_constrained
        cap = s.max_items_constrained if constrained else s.max_items
        limit = depth if depth is not None else min(request.limit, cap)
        if limit < 1:
            raise ValueError("depth must be positive")
        width = s.candidates_constrained if constrained else s.candidates
        find = Searches(
            Reads(self.store, run), plan_for(tenant_id, request), width, s.summary_limit
        )

        # 1. What is asked.
        q = await self._understand(tenant_id, request, find, run)
        # 2. Tier 1: a broad question the category summaries can answer alone.
        summaries: list[Hit] = []
        if q.overview:
            summaries = await find.summaries(q.dense)
            if summaries and summaries[0].score >= s.summary_threshold:
                items = answer.summary_items(summaries, now, s.summary_threshold)
                return self._respond(items, "summaries", q.intent, request, run, started)
        # 3. Tier 2; budget-constrained requests skip dual search (architecture.md §5.6.4, §17).
        half = self._graph_half if not constrained and s.graph_weight > 0 else None
        (dense_hits, scored_by), more, near = await asyncio.gather(
            find.dense(q.dense, s.centre_weight, s.centre_depth),
            # An overview question has searched the summaries already.
            find.summaries(None if q.overview else q.dense),
            half.neighbourhood(tenant_id, q.speakers, q.text.latest, request.filters.entities, run)
            if half is not None
            else _nothing(),
        )
        candidates = search.pool(
            dense_hits,
            q.sparse_hits,
            summaries or more,
            s.summary_threshold,
            request.filters.entities,
            scored_by,
        )
        if not candidates:
            return self._respond([], "empty", q.intent, request, run, started)
        # 4. Fuse.
        stats = search.collection_stats(dense_hits, q.sparse_hits, width, s)
        topic = q.topic.name if q.topic else None
        signals = question_signals(
            q.text.latest, q.speakers, q.intent, topic, now, candidates.values()
        )
        fusion.score_pool(candidates, stats, signals, s)
        if half is not None:
            await self._add_graph_half(
                half, tenant_id, near, candidates, stats, signals, q, scored_by, find, run
            )
        # 5. Choose, each memory with the turns it shows.
        window = 0 if constrained else s.neighbour_window
        chosen, ranking = await self._choose(candidates, stats, q, now, limit, window, find)
        # 6. Facts before transcript, later restatements first, repeats last.
        chosen = await self._facts_first(chosen, ranking, q, now, limit, find)
        chosen = await final_order(chosen, find.reads, s, q.topic, q.text.latest, q.intent, signals)
        # 7. The answer.
        items = answer.context_items(chosen, now, s)
        return self._respond(items, "hybrid", q.intent, request, run, started)

    async def _understand(
        self, tenant_id: str, request: ContextRequest, find: Searches, run: Run
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
                run.degrade("rewrite")
            else:
                text = query.with_rewrite(text, rewritten, self.settings.max_query_chars)
        entities = request.filters.entities
        sparse_vec = query.sparse_query(self.sparse, text, entities)
        if sparse_vec.is_empty():
            # Stop words, emoji: nothing to match by keyword. The answer is ranked by the
            # dense branch alone, and says so.
            run.degrade("no_terms")
        guess = query.strip_names(
            text.dense, query.mentioned_speakers(text.latest, self.speakers.known(tenant_id))
        )
        run.embeds += 1
        early = asyncio.ensure_future(self._embed(guess))
        try:
            sparse_hits = await find.sparse(sparse_vec)
            asker = query.as_the_asker(text, sparse_hits, search.speakers(sparse_hits))
            if asker is not None:  # "where does Marco work?" is searched as "where does I work?"
                text = asker
                sparse_hits = await find.sparse(query.sparse_query(self.sparse, text, entities))
        except BaseException:
            early.cancel()
            raise
        seen = search.speakers(sparse_hits)
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
            run.degrade("dense")
        topic = self.topics.classify(dense_vec)
        return _Query(
            text=text,
            sparse_hits=sparse_hits,
            speakers=tuple(speakers),
            dense=search_vector(topic, dense_vec, self.settings.topic_weight),
            intent=classify_intent(text.latest, dense_vec, self.intents, self.keywords),
            overview=query.is_overview(text.latest),
            domain=request.domain,
            topic=topic,
        )

    async def _embed(self, text: str) -> DenseVector | None:
        """The query's dense vector, or None when the embedder fails (the caller degrades
        to keyword search and says so; it never errors)."""
        try:
            embedding = await self.embed_query(text)
        except Exception:
            return None
        return embedding.dense

    async def _add_graph_half(
        self,
        half: GraphHalf,
        tenant_id: str,
        near: dict[str, float] | None,
        candidates: dict[Key, Candidate],
        stats: Mapping[str, CollectionStats],
        signals: Signals,
        q: _Query,
        scored_by: DenseVector | None,
        find: Searches,
        run: Run,
    ) -> None:
        """The graph proximity of every candidate the graph knows (`near`: the
        neighbourhood's, None when the graph did not answer), with the chain of why/when;
        chain items the searches missed join the pool, scored like the rest."""
        found = await half.chains(tenant_id, q.intent, candidates, near, run)
        missing = [i for i in found.chain if (ITEMS, i) not in candidates]
        added = {c.key: c for c in await find.items(missing, scored_by)}
        fusion.score_pool(added, stats, signals, self.settings)
        candidates.update(added)
        graph.apply(candidates, found.items, found.resources)

    async def _choose(
        self,
        candidates: dict[Key, Candidate],
        stats: Mapping[str, CollectionStats],
        q: _Query,
        now: datetime,
        limit: int,
        window: int,
        find: Searches,
    ) -> tuple[list[Selected], list[Scored]]:
        """Smooth over neighbours, rank and select: the chosen memories and the ranking.

        Without a neighbour `window` (budget-constrained) memories are shown alone.
        """
        s = self.settings
        turns = Turns(find.reads, candidates, probe=s.neighbour_probe, max_parts=s.max_parts_probe)
        if window:
            await turns.link_best(candidates)
        unseen = fusion.fill_similarity(stats.get(EPISODES, CollectionStats(None, None)), s)
        replies = {i for i, r in turns.records.items() if is_reply(r.payload)}
        fusion.smooth(candidates, unseen, s, replies, of_agent(q.text.latest))
        sentiment = query.query_sentiment(q.text.latest)
        ranking = rank(candidates, now.timestamp(), s, sentiment, q.domain)

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
            return pick(), ranking
        # Items show their source turns; a deep ranking can reach items beyond those
        # linked before smoothing.
        reach = ranking_items(ranking, limit)
        unlinked = [c.cand for c in reach if "sourced" not in c.cand.features]
        if unlinked:
            await turns.link_sources(unlinked)
        chosen = pick()
        for _ in range(_REPICKS):
            if not await turns.fetch_missing(chosen):
                break
            chosen = pick()
        return chosen, ranking

    async def _facts_first(
        self,
        chosen: list[Selected],
        ranking: Sequence[Scored],
        q: _Query,
        now: datetime,
        limit: int,
        find: Searches,
    ) -> list[Selected]:
        """Covered turns shown as their facts, superseded facts after their successors."""
        resources = facts.episode_resources(chosen)
        if not find.plan.items or not resources:
            return chosen
        cover = await facts.load_coverage(find.reads, point_filter(find.plan, ITEMS), resources)
        ranked = {s.cand.id: s for s in ranking if s.cand.collection == ITEMS}
        sentiment = query.query_sentiment(q.text.latest)
        stamp = now.timestamp()

        def factors_of(cand: Candidate) -> Factors:
            return factors(cand.collection, cand.payload, stamp, self.settings, sentiment, q.domain)

        return facts.facts_first(chosen, cover, ranked, factors_of, limit, q.dense)

    def _respond(
        self,
        items: list[ContextItem],
        tier: Tier,
        intent: Intent,
        request: ContextRequest,
        run: Run,
        started: float,
    ) -> ContextResponse:
        block, kept = inject_block(items, request.token_budget, self.settings.max_item_chars)
        return ContextResponse(
            inject=block,
            items=kept,
            tier=tier if kept else "empty",
            intent=intent,
            latency_ms=(self.timer() - started) * 1000.0,
            cost=run.cost(self.settings),
            degraded=run.degraded,
        )


async def _nothing() -> None:
    return None

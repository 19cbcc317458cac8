"""The Retriever end to end over a real embedded Qdrant store (hash vectors, BM25)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

import pytest

from memstream.contracts.context import ChatMessage, ContextFilters, ContextRequest
from memstream.contracts.graph import (
    ChainResult,
    ItemProximity,
    ItemRow,
    NeighbourhoodResult,
    ResourceRow,
    TimelineResult,
)
from memstream.contracts.turns import Resource
from memstream.services.common.models.embedding import Bm25SparseEmbedder, HashEmbedder
from memstream.services.common.stores.episodes import episode_docs
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    SUMMARIES,
    Point,
    VectorStore,
    open_vector_store,
)
from memstream.services.retriever import Retriever, RetrieverSettings
from memstream.services.retriever.inject import estimate_tokens

DIM = 64
HASH = HashEmbedder(dim=DIM)
BM25 = Bm25SparseEmbedder()
MAY = datetime(2023, 5, 8, 14, 0, tzinfo=UTC)
JULY = datetime(2023, 7, 2, 10, 0, tzinfo=UTC)
NOW = datetime(2023, 8, 1, 9, 0, tzinfo=UTC)

SESSIONS: list[tuple[str, datetime, list[tuple[str, str]]]] = [
    (
        "s1",
        MAY,
        [
            ("Ann", "Hi Bob, how was your weekend?"),
            ("Bob", "Great, I went hiking in the Alps with my sister."),
            ("Ann", "Nice! I adopted a kitten named Miso last week."),
            ("Bob", "Cute! What colour is she?"),
            ("Ann", "She is grey with white paws."),
            ("Ann", "Bob, I love painting landscapes."),
        ],
    ),
    (
        "s2",
        JULY,
        [
            ("Bob", "I love painting landscapes too, mostly mountains."),
            ("Ann", "I signed up for a pottery class downtown."),
            ("Bob", "Pottery sounds relaxing, enjoy the class."),
        ]
        + [("Ann", f"Random chatter line {n} about the weather and lunch.") for n in range(14)],
    ),
]


def dense(text: str) -> Any:
    return HASH.embed([text])[0]


async def embed_query(text: str) -> Embedding:
    return Embedding(dense=dense(text), sparse=BM25.embed_query(text), model=HASH.model_name)


async def broken_embedder(text: str) -> Embedding:
    raise ConnectionError("embedder down")


def resource(
    tenant: str, session: str, turn: int, when: datetime, speaker: str, text: str
) -> Resource:
    return Resource(
        resource_id=f"{tenant}:{session}:{turn}:0",
        tenant_id=tenant,
        agent_id="agent",
        session_id=session,
        turn_number=turn,
        part_index=0,
        kind="user_input",
        speaker=speaker,
        text=text,
        event_time=when,
        received_at=when,
        external_id=f"{session}:{turn}",
    )


async def index_conversation(store: VectorStore, tenant: str) -> None:
    points = []
    for session, when, turns in SESSIONS:
        for turn, (speaker, text) in enumerate(turns):
            for doc in episode_docs(resource(tenant, session, turn, when, speaker, text)):
                points.append(
                    Point(doc.id, dense(doc.text), BM25.embed_document(doc.text), doc.payload)
                )
    await store.upsert(EPISODES, points)


async def add_item(store: VectorStore, tenant: str, pid: str, text: str, **payload: Any) -> str:
    """Upsert an item; its id is made unique per tenant (point ids are global)."""
    body = {
        "tenant_id": tenant,
        "kind": "fact",
        "status": "active",
        "text": text,
        "confidence": 0.9,
        "created_at": NOW - timedelta(days=2),
        "category": "pets",
        **payload,
    }
    item_id = f"{tenant}-{pid}"
    await store.upsert(ITEMS, [Point(item_id, dense(text), BM25.embed_document(text), body)])
    return item_id


@pytest.fixture(scope="module")
async def store(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[VectorStore]:
    # One store for the module (opening an edge store is slow); tests get their own tenant.
    s = await open_vector_store("edge", tmp_path_factory.mktemp("vectors"), DIM)
    yield s
    await s.close()


@pytest.fixture
async def tenant(store: VectorStore) -> str:
    """A fresh tenant holding the conversation, so items added by one test stay there."""
    name = f"t-{uuid.uuid4().hex[:12]}"
    await index_conversation(store, name)
    return name


def retriever(store: VectorStore, **settings: Any) -> Retriever:
    return Retriever(
        store,
        embed_query,
        BM25,
        # These tests show episodes with their neighbouring turns (a window of 3).
        settings=RetrieverSettings(**{"max_sources": 3, **settings}),
        clock=lambda: NOW,
    )


def ask(text: str, **fields: Any) -> ContextRequest:
    return ContextRequest(query=text, now=NOW, **fields)


async def test_the_evidence_turn_comes_first_with_its_neighbours(
    store: VectorStore, tenant: str
) -> None:
    response = await retriever(store).retrieve(tenant, ask("What is the name of Ann's kitten?"))
    top = response.items[0]
    assert top.kind == "episode"
    assert top.speaker == "Ann"
    assert top.source_external_ids == ["s1:1", "s1:2", "s1:3"]
    assert top.text.split("\n") == [
        "Bob: Great, I went hiking in the Alps with my sister.",
        "Ann: Nice! I adopted a kitten named Miso last week.",
        "Bob: Cute! What colour is she?",
    ]
    assert top.event_time == MAY
    assert response.tier == "hybrid"
    assert response.degraded == []
    assert response.inject.count("\n~ ") == len(response.items)
    assert "Miso" in response.inject.split("\n")[1]
    # No turn is shown twice across items.
    shown = [s for item in response.items for s in item.source_external_ids]
    assert len(shown) == len(set(shown))


async def test_unknown_tenant_gets_an_empty_context(store: VectorStore, tenant: str) -> None:
    response = await retriever(store).retrieve("nobody", ask("What is the kitten called?"))
    assert response.items == []
    assert response.inject == ""
    assert response.tier == "empty"


async def test_embedder_down_falls_back_to_keyword_search(store: VectorStore, tenant: str) -> None:
    r = Retriever(store, broken_embedder, BM25, clock=lambda: NOW)
    assert await r.warm_up() is False
    response = await r.retrieve(tenant, ask("What is the name of Ann's kitten?"))
    assert response.degraded == ["dense"]
    assert "s1:2" in response.items[0].source_external_ids
    assert response.intent == "what"


async def test_hard_cap_is_ten_and_five_when_budget_constrained(
    store: VectorStore, tenant: str
) -> None:
    r = retriever(store)
    question = "Tell me about the weather and lunch chatter"
    full = await r.retrieve(tenant, ask(question))
    assert len(full.items) == 10
    constrained = await r.retrieve(tenant, ask(question, budget_constrained=True))
    assert len(constrained.items) == 5
    # The costly neighbour step is skipped: every item shows its own turn only.
    assert all(len(i.source_external_ids) == 1 for i in constrained.items)
    assert constrained.cost < full.cost
    assert len((await r.retrieve(tenant, ask(question, limit=3))).items) == 3
    # Deeper than the cap on request; one turn per item so 23 turns can fill 15 items.
    deep = await retriever(store, neighbour_window=0).retrieve(tenant, ask(question), depth=15)
    assert len(deep.items) == 15


async def test_the_named_speakers_turn_wins(store: VectorStore, tenant: str) -> None:
    question = "What does Bob love painting?"
    with_bonus = await retriever(store).retrieve(tenant, ask(question, limit=1))
    assert with_bonus.items[0].speaker == "Bob"
    assert with_bonus.items[0].source_external_ids[0:2] == ["s2:0", "s2:1"]
    without = await retriever(store, weight_speaker=0.0).retrieve(tenant, ask(question, limit=1))
    assert without.items[0].speaker == "Ann"


async def test_a_time_expression_favours_episodes_from_that_window(
    store: VectorStore, tenant: str
) -> None:
    r = retriever(store, neighbour_window=0)
    in_july = await r.retrieve(tenant, ask("What did they love painting in July 2023?", limit=1))
    assert in_july.items[0].source_external_ids == ["s2:0"]
    in_may = await r.retrieve(tenant, ask("What did they love painting in May 2023?", limit=1))
    assert in_may.items[0].source_external_ids == ["s1:5"]


async def test_recent_messages_build_the_query(store: VectorStore, tenant: str) -> None:
    request = ContextRequest(
        messages=[
            ChatMessage(role="user", content="Ann got a kitten named Miso"),
            ChatMessage(role="assistant", content="Lovely! Anything else?"),
            ChatMessage(role="user", content="what colour?"),
        ],
        now=NOW,
    )
    response = await retriever(store).retrieve(tenant, request)
    assert {"s1:2", "s1:3"} <= set(response.items[0].source_external_ids)


async def test_items_are_scored_with_confidence_and_trust_tags(
    store: VectorStore, tenant: str
) -> None:
    good = await add_item(store, tenant, "good", "Ann's kitten Miso is grey with white paws")
    weak = await add_item(
        store, tenant, "weak", "Ann's kitten Miso is black", confidence=0.2, contradicts=[good]
    )
    old = await add_item(
        store,
        tenant,
        "old",
        "Ann's kitten Miso sleeps all day",
        created_at=NOW - timedelta(days=150),
    )
    facts_only = ContextFilters(kinds=["fact"])
    question = "What colour is Ann's kitten Miso?"
    response = await retriever(store).retrieve(tenant, ask(question, filters=facts_only))
    by_id = {i.id: i for i in response.items}
    assert set(by_id) == {good, weak, old}
    assert by_id[good].trust == ["conflict"]
    assert by_id[weak].trust == ["uncertain", "conflict"]
    assert by_id[old].trust == ["stale"]
    order = [i.id for i in response.items]
    assert order.index(good) < order.index(weak)
    assert by_id[good].category == "pets"
    line = next(x for x in response.inject.split("\n") if "grey with white paws" in x)
    assert "(confidence: 0.9; age: 2d;" in line and "category: pets" in line


async def test_a_fact_takes_the_slot_of_the_turn_it_covers(store: VectorStore, tenant: str) -> None:
    sources = {"source_resource_ids": [f"{tenant}:s1:2:0"], "source_external_ids": ["s1:2"]}
    text = "The name of Ann's kitten is Miso"
    question = "What is the name of Ann's kitten?"
    # Without centring: the new item joins the dense neighbourhood and would move its mean,
    # so the turn's own score could not be compared across the two requests.
    before = await retriever(store, centre_weight=0).retrieve(tenant, ask(question))
    assert before.items[0].kind == "episode"
    assert before.items[0].source_external_ids == ["s1:1", "s1:2", "s1:3"]
    item = await add_item(store, tenant, "miso", text, **sources)
    # Facts before transcript: the turn's slot shows the fact with its evidence turn,
    # not a window of transcript, and keeps the turn's score.
    response = await retriever(store, centre_weight=0).retrieve(tenant, ask(question))
    top = response.items[0]
    assert top.id == item
    assert top.kind == "fact"
    assert top.category == "pets"
    assert top.text.split("\n") == [
        "The name of Ann's kitten is Miso",
        "Ann: Nice! I adopted a kitten named Miso last week.",
    ]
    assert top.source_resource_ids == [f"{tenant}:s1:2:0"]
    assert top.source_external_ids == ["s1:2"]
    assert top.score == pytest.approx(before.items[0].score, rel=1e-6)
    # The fact is not repeated and no turn appears twice; the cap holds.
    assert [i.id for i in response.items].count(item) == 1
    shown = [s for i in response.items for s in i.source_external_ids]
    assert len(shown) == len(set(shown))
    assert len(response.items) == 10
    first = response.inject.split("\n")[1]
    assert first.startswith("~ The name of Ann's kitten is Miso / Ann: Nice! I adopted")
    budget = estimate_tokens(response.inject) // 2
    small = await retriever(store).retrieve(tenant, ask(question, token_budget=budget))
    assert small.items[0].id == item
    assert estimate_tokens(small.inject) <= budget
    # Budget-constrained: no turns are fetched, the source turn is a hit and shown alone.
    constrained = await retriever(store).retrieve(tenant, ask(question, budget_constrained=True))
    assert constrained.items[0].id == item
    assert constrained.items[0].source_external_ids == ["s1:2"]
    assert all("s1:2" not in i.source_external_ids for i in constrained.items[1:])


async def test_items_never_crowd_out_the_evidence(store: VectorStore, tenant: str) -> None:
    for n in range(12):
        await add_item(store, tenant, f"i{n}", f"Ann's kitten Miso fact number {n}")
    response = await retriever(store).retrieve(tenant, ask("Tell me about Ann's kitten Miso"))
    kinds = [i.kind for i in response.items]
    assert len(kinds) == 10
    assert kinds.count("episode") >= RetrieverSettings().evidence_min_slots


async def test_filters_narrow_kinds_and_event_time(store: VectorStore, tenant: str) -> None:
    await add_item(store, tenant, "fact1", "Ann's kitten Miso is grey")
    r = retriever(store)
    facts = await r.retrieve(tenant, ask("Ann's kitten", filters=ContextFilters(kinds=["fact"])))
    assert [i.kind for i in facts.items] == ["fact"]
    episodes = await r.retrieve(
        tenant, ask("Ann's kitten", filters=ContextFilters(kinds=["episode"]))
    )
    assert episodes.items and all(i.kind == "episode" for i in episodes.items)
    after_june = await r.retrieve(
        tenant,
        ask("kitten painting pottery", filters=ContextFilters(after=datetime(2023, 6, 1))),
    )
    assert after_june.items
    assert all(i.event_time is not None and i.event_time >= JULY for i in after_june.items)


async def test_entity_filter_keeps_memories_about_those_names(
    store: VectorStore, tenant: str
) -> None:
    response = await retriever(store).retrieve(
        tenant, ask("painting landscapes", filters=ContextFilters(entities=["Bob"]))
    )
    assert response.items
    assert all("Bob" in (i.speaker or "") + i.text for i in response.items)


async def test_token_budget_is_respected(store: VectorStore, tenant: str) -> None:
    r = retriever(store)
    full = await r.retrieve(tenant, ask("Tell me about the weather and lunch chatter"))
    budget = estimate_tokens(full.inject) // 3
    small = await r.retrieve(
        tenant, ask("Tell me about the weather and lunch chatter", token_budget=budget)
    )
    assert 0 < len(small.items) < len(full.items)
    assert estimate_tokens(small.inject) <= budget
    assert small.inject.count("\n~ ") == len(small.items)


async def summary(store: VectorStore, tenant: str, text: str) -> None:
    body = {
        "tenant_id": tenant,
        "category": "pets",
        "text": text,
        "updated_at": NOW.timestamp(),
    }
    await store.upsert(
        SUMMARIES, [Point(f"sum-{tenant}", dense(text), BM25.embed_document(text), body)]
    )


async def test_summaries_answer_overview_questions_alone(store: VectorStore, tenant: str) -> None:
    await summary(store, tenant, "tell me about ann pets kitten miso grey white paws")
    response = await retriever(store, summary_threshold=0.5).retrieve(
        tenant, ask("Tell me about Ann's pets")
    )
    assert response.tier == "summaries"
    assert [i.kind for i in response.items] == ["summary"]
    assert response.items[0].category == "pets"


async def test_summaries_never_swallow_a_question_that_needs_evidence(
    store: VectorStore, tenant: str
) -> None:
    await summary(store, tenant, "when did ann adopt kitten miso grey white paws")
    r = retriever(store, summary_threshold=0.5)
    response = await r.retrieve(tenant, ask("When did Ann adopt the kitten Miso?"))
    assert response.tier == "hybrid"
    assert response.intent == "when"
    kinds = [i.kind for i in response.items]
    assert kinds.count("summary") <= 1
    evidence = [i for i in response.items if i.kind == "episode"]
    assert "s1:2" in evidence[0].source_external_ids


async def test_summaries_below_the_threshold_are_left_out(store: VectorStore, tenant: str) -> None:
    await summary(store, tenant, "completely unrelated words about tax forms")
    response = await retriever(store).retrieve(tenant, ask("Tell me about Ann's pets"))
    assert response.tier == "hybrid"
    assert all(i.kind != "summary" for i in response.items)


async def test_default_now_comes_from_the_clock(store: VectorStore, tenant: str) -> None:
    request = ContextRequest(query="What did Ann paint in May?")
    response = await retriever(store, neighbour_window=0).retrieve(tenant, request)
    # "in May" resolves against the clock's 2023-08-01: May 2023, session s1.
    assert response.items[0].source_external_ids == ["s1:5"]
    assert response.latency_ms >= 0


async def test_the_client_backend_gives_the_same_answer(store: VectorStore, tenant: str) -> None:
    memory = await open_vector_store("memory", None, DIM)
    try:
        await index_conversation(memory, tenant)
        question = ask("What is the name of Ann's kitten?")
        on_client = await retriever(memory).retrieve(tenant, question)
        on_edge = await retriever(store).retrieve(tenant, question)
    finally:
        await memory.close()
    assert on_client.items[0].source_external_ids == ["s1:1", "s1:2", "s1:3"]
    # Lower ranks may differ: the engines' BM25 statistics are not computed identically.
    assert on_client.items[0].id == on_edge.items[0].id


# -- the graph half of dual search ----------------------------------------------------


def row(item_id: str) -> ItemRow:
    return ItemRow(
        item_id=item_id, text=item_id, kind="fact", category="c", status="active", confidence=1.0
    )


class Graph:
    """A graph lookup answering from fixed proximities, recording what it was asked."""

    def __init__(
        self,
        proximity: dict[str, float] | None = None,
        chain: ChainResult | None = None,
        cause: str | None = None,
        fail: BaseException | None = None,
        hang: bool = False,
    ) -> None:
        self.proximity = proximity or {}
        self.chain = chain or ChainResult()
        self.cause = cause
        self.fail = fail
        self.hang = hang
        self.asked: list[tuple[str, str, Any]] = []

    async def _answer(self) -> None:
        if self.fail is not None:
            raise self.fail
        if self.hang:
            await asyncio.Event().wait()

    async def neighbourhood(
        self,
        tenant_id: str,
        entities: Sequence[str],
        item_ids: Sequence[str] = (),
        *,
        hops: int = 2,
        limit: int = 50,
    ) -> NeighbourhoodResult:
        self.asked.append(("neighbourhood", tenant_id, list(entities)))
        await self._answer()
        return NeighbourhoodResult(
            items=[ItemProximity(item_id=i, proximity=p, hops=1) for i, p in self.proximity.items()]
        )

    async def causal(
        self,
        tenant_id: str,
        item_id: str,
        *,
        direction: Literal["causes", "effects", "both"] = "both",
        depth: int = 3,
    ) -> ChainResult:
        self.asked.append(("causal", tenant_id, item_id))
        await self._answer()
        if self.cause is None:
            return self.chain
        # Whatever the retriever starts from, `cause` caused it.
        return ChainResult(
            items=[row(item_id), row(self.cause)], edges=[("causal", self.cause, item_id)]
        )

    async def timeline(
        self,
        tenant_id: str,
        *,
        resource_id: str | None = None,
        item_id: str | None = None,
        before: int = 5,
        after: int = 5,
    ) -> TimelineResult:
        self.asked.append(("timeline", tenant_id, resource_id))
        await self._answer()
        rows = [
            ResourceRow(
                resource_id=f"{tenant_id}:s1:{n}:0", session_id="s1", turn_number=n, part_index=0
            )
            for n in range(6)
        ]
        return TimelineResult(session_id="s1", centre=resource_id, resources=rows)


def dual(store: VectorStore, graph: Graph, **settings: Any) -> Retriever:
    return Retriever(
        store,
        embed_query,
        BM25,
        settings=RetrieverSettings(**{"max_sources": 3, **settings}),
        clock=lambda: NOW,
        graph=graph,
    )


async def test_graph_proximity_lifts_the_items_the_graph_knows(
    store: VectorStore, tenant: str
) -> None:
    question = "What colour is Ann's kitten Miso?"
    a = await add_item(store, tenant, "a", "Ann's kitten Miso is grey with white paws")
    b = await add_item(store, tenant, "b", "Ann's kitten Miso sleeps on the sofa")
    plain = await retriever(store).retrieve(tenant, ask(question))
    order = [i.id for i in plain.items if i.id in (a, b)]
    assert order == [a, b]
    graph = Graph({b: 1.0, a: 0.0})
    both = await dual(store, graph, graph_weight=0.5).retrieve(tenant, ask(question))
    ids = [i.id for i in both.items]
    assert b in ids and (a not in ids or ids.index(b) < ids.index(a))
    score = {i.id: i.score for i in plain.items}
    assert {i.id: i.score for i in both.items}[b] > score[b]
    assert both.degraded == []
    assert graph.asked[0][:2] == ("neighbourhood", tenant)
    assert {"Ann", "Miso"} <= set(graph.asked[0][2])
    # Weight 0 is the semantic ranking, without asking the graph.
    off = Graph({b: 1.0, a: 0.0})
    same = await dual(store, off, graph_weight=0.0).retrieve(tenant, ask(question))
    assert [i.id for i in same.items] == [i.id for i in plain.items]
    assert off.asked == []


async def test_a_failing_or_silent_graph_degrades_and_never_fails(
    store: VectorStore, tenant: str
) -> None:
    question = "What is the name of Ann's kitten?"
    plain = await retriever(store).retrieve(tenant, ask(question))
    for graph in (Graph(fail=ConnectionError("graph down")), Graph(hang=True)):
        response = await dual(store, graph, graph_timeout_s=0.05).retrieve(tenant, ask(question))
        assert response.degraded == ["graph"]
        assert [i.id for i in response.items] == [i.id for i in plain.items]


async def test_budget_constrained_requests_skip_dual_search(
    store: VectorStore, tenant: str
) -> None:
    graph = Graph()
    response = await dual(store, graph).retrieve(
        tenant, ask("What is the name of Ann's kitten?", budget_constrained=True)
    )
    assert len(response.items) == 5
    assert graph.asked == []


async def test_why_follows_the_causal_chain_of_the_best_item(
    store: VectorStore, tenant: str
) -> None:
    for n in range(12):
        await add_item(store, tenant, f"d{n}", f"Ann adopted the kitten Miso, detail {n}")
    cause = await add_item(store, tenant, "cause", "She felt lonely after moving downtown")
    graph = Graph(cause=cause)
    question = "Why did Ann adopt the kitten Miso?"
    # A ranking as deep as the pool: whatever the searches found is in it.
    plain = await retriever(store, candidates=10).retrieve(tenant, ask(question), depth=100)
    assert plain.intent == "why"
    assert cause not in [i.id for i in plain.items]
    response = await dual(store, graph, candidates=10).retrieve(tenant, ask(question), depth=100)
    started = [a[2] for a in graph.asked if a[0] == "causal"]
    assert len(started) == 1 and started[0] in [i.id for i in plain.items]
    # The cause, which the searches did not find, joins through the chain.
    assert cause in [i.id for i in response.items]


async def test_when_asks_the_timeline_around_the_best_episode(
    store: VectorStore, tenant: str
) -> None:
    graph = Graph()
    response = await dual(store, graph).retrieve(tenant, ask("When did Ann adopt the kitten?"))
    assert response.intent == "when"
    asked = [a for a in graph.asked if a[0] == "timeline"]
    assert asked == [("timeline", tenant, f"{tenant}:s1:2:0")]
    assert f"{tenant}:s1:2:0" in [i.id for i in response.items]


async def test_dense_query_leaves_out_speakers_whether_or_not_seen_before(
    store: VectorStore, tenant: str
) -> None:
    embedded: list[str] = []

    async def recording(text: str) -> Embedding:
        embedded.append(text)
        return await embed_query(text)

    r = Retriever(store, recording, BM25, clock=lambda: NOW)
    question = "What did Ann adopt?"
    first = await r.retrieve(tenant, ask(question))
    # Unseen tenant: the early embedding kept the name, the hits named Ann, so again.
    assert embedded == [question, "What did adopt?"]
    assert "Ann" in r.speakers.known(tenant)
    embedded.clear()
    second = await r.retrieve(tenant, ask(question))
    assert embedded == ["What did adopt?"]  # names known: one embedding, started early
    assert [i.id for i in second.items] == [i.id for i in first.items]
    assert second.cost < first.cost


async def test_an_embedder_failure_is_reported_once(store: VectorStore, tenant: str) -> None:
    r = Retriever(store, broken_embedder, BM25, clock=lambda: NOW)
    response = await r.retrieve(tenant, ask("What did Ann adopt?"))
    assert response.degraded == ["dense"]

"""search_memory ranks as context does; served memories count as accessed; confirmations
are dated. Through the real stack: tools → retriever (`mem.search`), EVENTS → scheduler."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.events import EventEnvelope
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, PointFilter, VectorStore
from tests.support.polling import eventually

WHEN = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)

# Agent output only: the rule-based extractor reads user input and documents, so a tenant
# holding these is made of episodes alone.
SAID = [
    "Caroline went to an LGBTQ support group yesterday and found it powerful.",
    "Melanie painted a lake sunrise last year; painting calms her.",
    "Caroline is thinking about a career in counseling and mental health.",
    "Melanie's kids love camping; they went to the mountains last week.",
    "Caroline is researching adoption agencies for her future family.",
]
QUERIES = [
    "What career is Caroline considering?",
    "camping in the mountains with kids",
    "What does Melanie paint?",
]


async def publish_episodes(client: MemoryClient, store: VectorStore) -> None:
    for n, text in enumerate(SAID):
        await client.publish_turn("s1", n, llm_output=text, event_time=WHEN)

    async def indexed() -> int:
        return await store.count(EPISODES, PointFilter(tenant_id=client.tenant_id))

    await eventually(indexed, until=lambda n: n >= len(SAID), what="episodes indexed")


async def remember_facts(client: MemoryClient) -> dict[str, str]:
    facts = {
        "lisbon": ("Ana moved to Lisbon in May.", ["Ana", "Lisbon"]),
        "jazz": ("Ana plays jazz piano on Fridays.", ["Ana"]),
        "boss": ("My boss Marek runs the counseling team.", ["Marek"]),
    }
    ids = {}
    for key, (text, names) in facts.items():
        ids[key] = (await client.remember_fact(text, entity_names=names)).memory.id
    return ids


async def assert_same_ranking(client: MemoryClient, query: str, limit: int) -> list[str]:
    context = await client.context(query, limit=limit)
    found = await client.search_memory(query, limit=limit)
    served = [item.id for item in context.items]
    assert served, query
    assert [m.id for m in found.memories] == served, query
    assert [m.kind for m in found.memories] == [item.kind for item in context.items]
    assert [m.trust for m in found.memories] == [item.trust for item in context.items]
    return served


async def test_search_ranks_an_episode_only_tenant_as_context_does(
    client: MemoryClient, vector_store: VectorStore
) -> None:
    await publish_episodes(client, vector_store)
    for query in QUERIES:
        for limit in (3, 10):
            await assert_same_ranking(client, query, limit)
    found = await client.search_memory("What career is Caroline considering?")
    assert {m.kind for m in found.memories} == {"episode"}
    assert "counseling" in found.memories[0].text
    assert found.memories[0].event_time.iso.startswith("2023-05-08")


async def test_search_ranks_items_and_episodes_as_context_does_and_filters(
    client: MemoryClient, vector_store: VectorStore
) -> None:
    await publish_episodes(client, vector_store)
    ids = await remember_facts(client)
    for query in [*QUERIES, "Where does Ana live?", "Who runs the counseling team?"]:
        await assert_same_ranking(client, query, 10)
    mixed = await client.search_memory("counseling", limit=20)
    assert {"fact", "episode"} <= {m.kind for m in mixed.memories}
    # An item is shown as stored: the plain fact, its tags and status.
    boss = next(m for m in mixed.memories if m.id == ids["boss"])
    assert boss.text == "My boss Marek runs the counseling team." and boss.status == "active"

    facts_only = await client.search_memory("counseling", kind="fact", limit=20)
    assert facts_only.memories and {m.kind for m in facts_only.memories} == {"fact"}
    await vector_store.set_payload(ITEMS, ids["jazz"], {"tags": ["music"]})
    tagged = await client.search_memory("Ana", tag="music", limit=20)
    assert [m.id for m in tagged.memories] == [ids["jazz"]]
    assert tagged.memories[0].tags == ["music"]
    # Facts were stored now, the conversation happened in 2023.
    recent = await client.search_memory("counseling", after="2024-01-01", limit=20)
    assert recent.memories and {m.kind for m in recent.memories} == {"fact"}
    older = await client.search_memory("counseling", before="2024-01-01", limit=20)
    assert older.memories and {m.kind for m in older.memories} == {"episode"}
    about_ana = await client.search_memory("What do we know?", entity="Ana", limit=20)
    assert {m.id for m in about_ana.memories} == {ids["lisbon"], ids["jazz"]}


async def last_served(nc: Client, tenant: str) -> EventEnvelope | None:
    js = nc.jetstream()
    try:
        raw = await js.get_last_msg(s.STREAM_EVENTS, s.event(tenant, "context.served"), direct=True)
    except Exception:
        return None
    return EventEnvelope.model_validate_json(raw.data or b"")


async def test_served_items_count_as_accessed_and_episodes_do_not(
    client: MemoryClient, vector_store: VectorStore, nc: Client
) -> None:
    await publish_episodes(client, vector_store)
    ids = await remember_facts(client)
    started = time.time()
    context = await client.context("Who runs the counseling team?")
    served_items = [i.id for i in context.items if i.kind == "fact"]
    served_episodes = [i.id for i in context.items if i.kind == "episode"]
    assert ids["boss"] in served_items and served_episodes

    async def accessed() -> dict[str, dict[str, Any]]:
        return {r.id: r.payload for r in await vector_store.get(ITEMS, list(ids.values()))}

    def counted(payloads: dict[str, dict[str, Any]], times: int) -> bool:
        return all(int(payloads[i].get("access_count") or 0) == times for i in served_items)

    after_context = await eventually(
        accessed, until=lambda p: counted(p, 1), timeout=30, what="context counted"
    )
    for item_id in served_items:
        assert after_context[item_id]["last_accessed"] >= started - 1
    for item_id in set(ids.values()) - set(served_items):
        assert int(after_context[item_id].get("access_count") or 0) == 0
    for episode in await vector_store.get(EPISODES, served_episodes):
        assert "access_count" not in episode.payload

    found = await client.search_memory("Who runs the counseling team?")
    assert [m.id for m in found.memories] == [i.id for i in context.items]
    event = await eventually(
        lambda: last_served(nc, client.tenant_id),
        until=lambda e: e is not None and e.payload.get("origin") == "search",
        timeout=30,
        what="search recorded",
    )
    assert event is not None and event.payload["item_ids"] == [m.id for m in found.memories]
    await eventually(accessed, until=lambda p: counted(p, 2), timeout=30, what="search counted")


async def test_confirm_fact_dates_the_confirmation(
    client: MemoryClient, vector_store: VectorStore
) -> None:
    fact = await client.remember_fact("Ana's birthday is on June 3.", entity_names=["Ana"])
    before = time.time()
    await client.confirm_fact(fact.memory.id)
    (stored,) = await vector_store.get(ITEMS, [fact.memory.id])
    assert stored.payload["last_confirmed_at"] == pytest.approx(stored.payload["updated_at"])
    assert stored.payload["last_confirmed_at"] >= before - 1
    assert stored.payload["confirmations"] == 1

"""forget_memory end to end: turns told, extracted and indexed by the real stack, then
forgotten, and looked for again everywhere a user or an agent could meet them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import MemstreamError
from memstream.contracts.tools import MemoryOut
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    SUMMARIES,
    PointFilter,
    VectorStore,
)
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.indexer.app import IndexerApp
from memstream.services.indexer.settings import IndexerSettings
from tests.support.polling import eventually
from tests.support.triggers import triggers_of

QUESTIONS = (
    "what health conditions do I have?",
    "tell me about my health",
    "diabetes",
    "where does my sister live?",
    "what's my gym locker code?",
    "what do you know about me?",
)


async def recalled(client: MemoryClient) -> str:
    """Everything the tenant's memory shows for the questions: context blocks, the items
    behind them (an episode with its neighbouring turns) and search results."""
    seen = []
    for question in QUESTIONS:
        answer = await client.context(question, limit=10)
        seen += [answer.inject, *(item.text for item in answer.items)]
        found = await client.search_memory(question, limit=20)
        seen += [m.text for m in found.memories]
    return "\n".join(seen).lower()


async def fact_about(client: MemoryClient, query: str, word: str) -> MemoryOut:
    """The first fact (not an excerpt) search_memory finds that holds `word`."""

    async def facts() -> list[MemoryOut]:
        found = await client.search_memory(query, limit=20)
        return [m for m in found.memories if m.kind != "episode" and word in m.text.lower()]

    return (await eventually(facts, until=bool, what=f"a fact with {word!r}"))[0]


async def summaries_text(store: VectorStore, tenant: str) -> str:
    """The tenant's category summaries as default reads see them."""
    records, _ = await store.scroll(SUMMARIES, PointFilter(tenant_id=tenant), limit=100)
    return "\n".join(str(r.payload.get("text", "")) for r in records).lower()


@asynccontextmanager
async def replayed(
    settings: CommonSettings, nc: Client, tenant: str, data_dir: Path
) -> AsyncIterator[VectorStore]:
    """The tenant's RESOURCES replayed from sequence 1 into an empty store, by an indexer
    and an extractor of new durable names, as a rebuild of the derived stores does."""
    durables = (f"indexer-replay-{tenant}", f"extractor-replay-{tenant}")
    apps = [
        IndexerApp(IndexerSettings(durable=durables[0], filter_tenant=tenant)),
        ExtractorApp(ExtractorSettings(use_llm=False, durable=durables[1], filter_tenant=tenant)),
    ]
    common = settings.model_copy(update={"data_dir": data_dir})
    replay = Stack(common, apps, embedded_nats=False)
    await replay.start()
    js = nc.jetstream()

    async def left() -> int:
        infos = [await js.consumer_info(s.STREAM_RESOURCES, d) for d in durables]
        return sum((i.num_pending or 0) + (i.num_ack_pending or 0) for i in infos)

    try:
        await eventually(left, until=lambda n: n == 0, what="the replay caught up")
        yield await replay.stores.vector_store(common)
    finally:
        await replay.stop()
        for durable in durables:
            await js.delete_consumer(s.STREAM_RESOURCES, durable)


async def texts(store: VectorStore, collection: str, tenant: str) -> str:
    records, _ = await store.scroll(collection, PointFilter(tenant_id=tenant), limit=100)
    return "\n".join(str(r.payload.get("text", "")) for r in records).lower()


async def test_forgetting_a_fact_and_an_excerpt(
    client: MemoryClient,
    intruder: MemoryClient,
    vector_store: VectorStore,
    settings: CommonSettings,
    nc: Client,
    tmp_path: Path,
) -> None:
    told = [
        ("I was diagnosed with type 2 diabetes last month.", "I'm sorry to hear that."),
        ("My sister Ana lives in Porto.", "Porto is lovely."),
        ("My gym locker code is 4471.", "Noted."),
    ]
    acks = [await client.publish_turn("s1", n, u, a) for n, (u, a) in enumerate(told)]
    await client.wait_for(acks, extracted=True)
    before = await recalled(client)
    assert "diabetes" in before and "4471" in before and "porto" in before
    diabetes = await fact_about(client, "diabetes", "diabetes")
    sister = await fact_about(client, "where does my sister live?", "porto")
    assert "diabetes" in await summaries_text(vector_store, client.tenant_id)

    # Another tenant's credentials reach nothing: answered like an unknown id.
    for memory_id in (diabetes.id, sister.id, acks[0].resource_ids[0]):
        with pytest.raises(MemstreamError) as exc:
            await intruder.forget_memory(memory_id)
        assert exc.value.code == "not_found" and "diabetes" not in str(exc.value)
    with pytest.raises(MemstreamError) as exc:
        await client.forget_memory("no-such-memory")
    assert exc.value.code == "not_found"

    # A fact goes with the words it came from; the reply turn of the agent stays.
    gone = await client.forget_memory(diabetes.id)
    assert diabetes.id in gone.facts
    assert acks[0].resource_ids[0] in gone.excerpts
    assert acks[0].resource_ids[1] not in gone.excerpts
    assert gone.summaries
    again = await client.forget_memory(diabetes.id)  # a retried call answers the same
    assert again.facts == gone.facts and again.excerpts == gone.excerpts

    after = await recalled(client)
    assert "diabetes" not in after
    assert "porto" in after and "4471" in after
    assert "diabetes" not in await summaries_text(vector_store, client.tenant_id)
    explained = await client.explain_fact(diabetes.id)  # the audit view still has it
    assert explained.memory.status == "deleted"

    # The session's replay and recovery blank the forgotten words, not the rest.
    replay = await client.replay("s1")
    assert replay.turns[0].user_input == "" and replay.turns[0].llm_output == told[0][1]
    assert [t.user_input for t in replay.turns[1:]] == [u for u, _ in told[1:]]
    assert "diabetes" not in replay.model_dump_json().lower()

    # An excerpt goes with the facts drawn only from it. (Search shows an excerpt only
    # where no fact drawn from it is shown, so its id comes from the turn's ack here.)
    locker = await fact_about(client, "gym locker code", "4471")
    excerpt = acks[2].resource_ids[0]
    hidden = await client.forget_memory(excerpt)
    assert hidden.excerpts == [excerpt] and hidden.facts == [locker.id]
    left = await recalled(client)
    assert "4471" not in left and "porto" in left
    recovered = await client.recover("s1")  # right after the forget returned
    assert recovered is not None and recovered.user_input == ""
    assert recovered.llm_output == told[2][1]
    assert sister.id not in hidden.facts + gone.facts

    # Told again in a later turn, it is remembered again.
    retold = await client.publish_turn("s2", 0, told[0][0], "I'll keep that in mind.")
    await client.wait_for(retold, extracted=True)
    assert (await fact_about(client, "diabetes", "diabetes")).status == "active"

    # Rebuilt from the stream, the memory is what it is live: what was forgotten stays
    # forgotten, the rest and the later telling come back.
    async with replayed(settings, nc, client.tenant_id, tmp_path) as store:
        episodes = await texts(store, EPISODES, client.tenant_id)
        facts = await texts(store, ITEMS, client.tenant_id)
        assert "porto" in episodes and "porto" in facts
        assert "4471" not in episodes and "4471" not in facts
        assert "i'm sorry to hear that" in episodes  # the agent's reply to the forgotten turn
        # Only the later telling: once as its turn, once as its fact.
        assert episodes.count("diabetes") == 1 and facts.count("diabetes") == 1
        retold_only = await store.scroll(
            EPISODES, PointFilter(tenant_id=client.tenant_id, resource_id=acks[0].resource_ids[0])
        )
        assert retold_only[0] == []


async def test_a_forgotten_turn_brings_no_reminder_on_its_day(
    client: MemoryClient, nc: Client
) -> None:
    # Both told yesterday about "tomorrow": each files a trigger due today.
    yesterday = datetime.now(UTC) - timedelta(days=1)
    dentist = await client.publish_turn(
        "plan", 0, "Tomorrow I have a dentist appointment at nine.", event_time=yesterday
    )
    flight = await client.publish_turn("plan", 1, "Tomorrow I fly to Rome.", event_time=yesterday)
    [_] = await triggers_of(nc, dentist)
    [kept] = await triggers_of(nc, flight)
    await client.wait_for([dentist, flight])
    await client.forget_memory(dentist.resource_ids[0])
    # The session starts the moment the forget returned: its day brings only the flight.
    start = await client.session_start("s1")
    assert [t.trigger.trigger_id for t in start.triggers] == [kept.trigger_id]
    assert "dentist" not in start.model_dump_json().lower()


async def test_an_entity_known_only_from_a_forgotten_fact_is_not_found(
    client: MemoryClient,
) -> None:
    told = await client.publish_turn(
        "s1", 0, "My old password hint was my first car, a red Fiesta.", "Got it."
    )
    await client.wait_for(told, extracted=True)
    fiesta = await fact_about(client, "password hint", "fiesta")
    info = await eventually(lambda: client.get_entity_info("Fiesta"), until=lambda r: r.found)
    assert any("fiesta" in f.text.lower() for f in info.facts)
    await client.forget_memory(fiesta.id)
    # The graph learns of the forget from EVENTS, so it may answer once more before.
    gone = await eventually(
        lambda: client.get_entity_info("Fiesta"), until=lambda r: not r.found, what="not found"
    )
    assert gone.entity is None and gone.facts == [] and gone.timeline == []

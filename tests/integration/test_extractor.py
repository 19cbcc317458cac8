"""The rule-based write path against the real server: the stack's extractor and the pipeline."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.events import (
    PAYLOADS,
    ItemMerged,
    ItemRejected,
    ItemStored,
    ItemSuperseded,
)
from memstream.contracts.items import item_id
from memstream.contracts.turns import Resource
from memstream.services.common.memory.embedder import LocalTextEmbedder
from memstream.services.common.memory.summaries import SummaryStore, summary_point_id
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embedding import HashEmbedder
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import (
    ITEMS,
    SUMMARIES,
    VectorStore,
    open_vector_store,
)
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.items import candidate
from memstream.services.extractor.model import FactOut
from memstream.services.extractor.pipeline import Pipeline
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.units import build_units
from memstream.services.extractor.writer import ItemWriter, WriteResult
from tests.support.alone import alone
from tests.support.extractor import all_items, stream_messages, summary_versions, tenant_events
from tests.support.inflight import GatedEmbedder, redelivered
from tests.support.polling import eventually

# Every payload field docs/architecture.md §13.1 lists for an item.
ITEM_FIELDS = {
    "tenant_id", "agent_id", "project_id", "domain", "kind", "text", "category", "tags",
    "entity_ids", "strength", "sentiment", "confidence", "retrieval_priority", "status",
    "created_at", "updated_at", "event_time", "last_accessed", "access_count", "decay_rate",
    "protected", "source_resource_ids", "source_external_ids", "session_id", "supersedes",
    "confirmations", "contradictions", "embedding_model",
}  # fmt: skip
T0 = datetime(2024, 3, 1, 10, 0, tzinfo=UTC)


async def test_turns_become_items_events_and_summaries(
    client: MemoryClient, nc: Client, vector_store: VectorStore
) -> None:
    tenant = client.tenant_id
    js = nc.jetstream()
    ack = await client.publish_turn(
        "s1",
        0,
        user_input="I live in Berlin with my wife Anna. Thanks so much!",
        llm_output="Berlin is lovely.",
        event_time=T0,
        user_input_external_id="D1:1",
    )
    await client.publish_turn(
        "s1",
        1,
        user_input="I think Python is the best language. I'm allergic to peanuts.",
        event_time=T0,
    )
    texts = {
        "User lives in Berlin with User's wife Anna.",
        "Anna is User's wife.",
        "User is allergic to peanuts.",
    }
    ids = {item_id(tenant, t, "fact"): t for t in texts}

    async def items() -> list[str]:
        return [r.payload["text"] for r in await vector_store.get(ITEMS, list(ids))]

    await eventually(items, until=lambda got: set(got) == texts, what="items stored")
    [berlin] = await vector_store.get(
        ITEMS, [item_id(tenant, "User lives in Berlin with User's wife Anna.", "fact")]
    )
    payload = berlin.payload
    assert ITEM_FIELDS <= payload.keys()
    assert payload["tenant_id"] == tenant and payload["session_id"] == "s1"
    assert (payload["strength"], payload["confidence"]) == ("explicit", 0.9)
    assert (payload["status"], payload["retrieval_priority"], payload["access_count"]) == (
        "active",
        1.0,
        0,
    )
    assert payload["source_resource_ids"] == [ack.resource_ids[0]]
    assert payload["source_external_ids"] == ["D1:1"]
    assert payload["event_time"] == T0.timestamp()
    assert payload["extractor"] == "rules"
    assert len(payload["entity_ids"]) == 2  # Berlin, Anna

    async def events() -> list[str]:
        return [e.type for e in await tenant_events(js, tenant)]

    await eventually(
        events, until=lambda got: got.count("item.stored") == 3 and "item.rejected" in got
    )
    found = await tenant_events(js, tenant)
    for event in found:
        PAYLOADS[event.type].model_validate(event.payload)  # what the graph will validate
    stored = [ItemStored.model_validate(e.payload) for e in found if e.type == "item.stored"]
    assert {st.item.item_id for st in stored} == set(ids)
    [berlin_event] = [st.item for st in stored if st.item.item_id == berlin.id]
    assert {e.name for e in berlin_event.entities} == {"Berlin", "Anna"}
    assert all(e.entity_id for e in berlin_event.entities)
    assert berlin_event.source_resource_ids == [ack.resource_ids[0]]
    assert berlin_event.source_external_ids == ["D1:1"]
    rejected = [e.payload for e in found if e.type == "item.rejected"]
    assert [(r["reason"], r["text"]) for r in rejected] == [
        ("opinion", "User thinks Python is the best language.")
    ]

    async def summary_categories() -> list[str]:
        info = await js.stream_info(s.STREAM_SUMMARIES, subjects_filter=s.summary_filter(tenant))
        return sorted((info.state.subjects or {}).keys())

    await eventually(summary_categories, until=lambda got: len(got) >= 2)
    versions = await summary_versions(js, tenant, "health")
    assert versions[-1][1].text == "Health:\n- User is allergic to peanuts."
    assert versions[-1][1].method == "rules"

    async def indexed() -> list[int]:
        points = await vector_store.get(SUMMARIES, [summary_point_id(tenant, "health")])
        return [p.payload["version"] for p in points]

    await eventually(indexed, until=lambda got: got == [versions[-1][0]], what="summary point")
    # A summary is as sure as the facts it lists, not surer (its confidence factor).
    peanut_id = item_id(tenant, "User is allergic to peanuts.", "fact")
    [peanuts] = await vector_store.get(ITEMS, [peanut_id])
    [point] = await vector_store.get(SUMMARIES, [summary_point_id(tenant, "health")])
    assert 0 < peanuts.payload["confidence"] < 1
    assert versions[-1][1].confidence == pytest.approx(peanuts.payload["confidence"])
    assert point.payload["confidence"] == pytest.approx(peanuts.payload["confidence"])


async def test_malformed_resource_is_dead_lettered_and_the_batch_goes_on(
    client: MemoryClient, nc: Client, vector_store: VectorStore
) -> None:
    tenant, js = client.tenant_id, nc.jetstream()
    bad = await js.publish(s.resource(tenant, "user_input"), b'{"resource_id": "x"}')
    await client.publish_turn("s1", 0, user_input="I'm allergic to peanuts.", event_time=T0)
    peanuts = item_id(tenant, "User is allergic to peanuts.", "fact")

    async def letters() -> list[tuple[int, bytes, dict[str, str]]]:
        return await stream_messages(js, s.STREAM_DLQ, s.dlq(s.DLQ_EXTRACTOR, tenant))

    [(_, payload, headers)] = await eventually(letters, what="extractor dead letter")
    assert payload == b'{"resource_id": "x"}'
    assert headers[s.HEADER_DLQ_REASON] == "validation_error"
    assert headers[s.HEADER_DLQ_SERVICE] == s.DLQ_EXTRACTOR
    assert headers[s.HEADER_DLQ_SEQ] == str(bad.seq)

    async def items() -> list[str]:
        return [r.id for r in await vector_store.get(ITEMS, [peanuts])]

    await eventually(items, until=lambda got: got == [peanuts], what="good resource extracted")


@dataclass
class Rig:
    pipeline: Pipeline
    writer: ItemWriter
    embedder: LocalTextEmbedder
    store: VectorStore
    tenant: str


@pytest.fixture
async def rig(nc: Client, settings: CommonSettings, unique: str) -> AsyncIterator[Rig]:
    """The pipeline with the real server, an in-memory Qdrant engine and the hash embedder."""
    await provision(nc.jetstream(), settings)
    store = await open_vector_store("memory", dim=64)
    embedder = LocalTextEmbedder(HashEmbedder(64))
    # The hash embedder has no semantics: these thresholds suit its similarities.
    settings = ExtractorSettings(conflict_threshold=0.3, dedup_threshold=0.85)
    js = nc.jetstream()
    writer = ItemWriter(store, EventSink(js, "extractor"), settings)
    pipeline = Pipeline(settings, writer, SummaryStore(js, store, embedder), embedder)
    yield Rig(pipeline, writer, embedder, store, f"t{unique}")
    await store.close()


def turn(tenant: str, session: str, n: int, text: str, days: int = 0) -> Resource:
    return Resource(
        resource_id=s.resource_msg_id(tenant, session, n, 0),
        tenant_id=tenant,
        agent_id="agent",
        session_id=session,
        turn_number=n,
        part_index=0,
        kind="user_input",
        speaker="user",
        text=text,
        event_time=T0 + timedelta(days=days),
    )


async def test_merge_and_confirmation_arithmetic(rig: Rig, nc: Client) -> None:
    t = rig.tenant
    first = await rig.pipeline.process([turn(t, "s1", 0, "I love hiking in the Alps.")])
    assert first.outcomes == {"stored": 1}
    again = await rig.pipeline.process([turn(t, "s1", 1, "I love hiking in the Alps!")])
    assert again.outcomes == {"merged": 1}
    other = await rig.pipeline.process([turn(t, "s2", 0, "I love hiking in the Alps.")])
    assert other.outcomes == {"confirmed": 1}
    [item] = await all_items(rig.store, t)
    # explicit 0.9, +0.05 restated in the same session, +0.1 from another session (cap 1).
    assert item.payload["confidence"] == 1.0
    assert item.payload["confirmations"] == 1
    assert item.payload["source_session_ids"] == ["s1", "s2"]
    assert len(item.payload["source_resource_ids"]) == 3
    merges = [
        ItemMerged.model_validate(e.payload)
        for e in await tenant_events(nc.jetstream(), t)
        if e.type == "item.merged"
    ]
    assert [(m.confidence_before, m.item.confidence, m.confirmation) for m in merges] == [
        (0.9, 0.95, False),
        (0.95, 1.0, True),
    ]
    # A redelivered resource changes nothing.
    replayed = await rig.pipeline.process([turn(t, "s2", 0, "I love hiking in the Alps.")])
    assert replayed.outcomes == {"idempotent": 1}
    [item] = await all_items(rig.store, t)
    assert item.payload["confidence"] == 1.0 and item.payload["confirmations"] == 1


async def test_contradiction_supersedes_and_keeps_history(rig: Rig, nc: Client) -> None:
    t = rig.tenant
    await rig.pipeline.process([turn(t, "s1", 0, "I live in Berlin.", days=0)])
    result = await rig.pipeline.process([turn(t, "s2", 0, "I live in Paris now.", days=30)])
    assert result.outcomes == {"stored": 1}
    by_text = {r.payload["text"]: r for r in await all_items(rig.store, t)}
    old, new = by_text["User lives in Berlin."], by_text["User lives in Paris now."]
    assert old.payload["status"] == "superseded"  # history kept, nothing deleted
    assert old.payload["valid_until"] == (T0 + timedelta(days=30)).timestamp()
    assert old.payload["confidence"] == pytest.approx(0.7)  # 0.9 - 0.2
    assert old.payload["contradictions"] == 1
    assert new.payload["supersedes"] == old.id and new.payload["contradicts"] == [old.id]
    events = await tenant_events(nc.jetstream(), t)
    [sup] = [
        ItemSuperseded.model_validate(e.payload) for e in events if e.type == "item.superseded"
    ]
    assert (sup.old_item_id, sup.new_item_id, sup.relation) == (old.id, new.id, "supersedes")

    # Replaying the winning resource does not penalise the old item twice.
    await rig.pipeline.process([turn(t, "s2", 0, "I live in Paris now.", days=30)])
    [old_again] = await rig.store.get(ITEMS, [old.id])
    assert old_again.payload["confidence"] == pytest.approx(0.7)

    # An older claim contradicting the current one cannot be resolved: rejected.
    stale = await rig.pipeline.process([turn(t, "s0", 0, "I live in Rome.", days=-10)])
    assert stale.rejections == {"conflict": 1}
    [refused] = [
        ItemRejected.model_validate(e.payload)
        for e in await tenant_events(nc.jetstream(), t)
        if e.type == "item.rejected"
    ]
    assert (refused.reason, refused.text) == ("conflict", "User lives in Rome.")
    assert new.id in refused.detail
    summary = await SummaryStore(
        nc.jetstream(), rig.store, LocalTextEmbedder(HashEmbedder(64))
    ).current(t, "home")
    assert summary is not None and summary.summary.text == "Home:\n- User lives in Paris now."


async def berlin_then_a_weak_paris(rig: Rig) -> WriteResult:
    """ "I live in Berlin", then an inferred "User lives in Paris" five days later."""
    await rig.pipeline.process([turn(rig.tenant, "s1", 0, "I live in Berlin.")])
    source = turn(rig.tenant, "s2", 0, "Paris, probably?", days=5)
    fact = FactOut(text="User lives in Paris.", strength="inferred", fact_score=0.9, usefulness=0.9)
    weak = candidate(fact, build_units([source]), rig.pipeline.settings, "llm")
    [emb] = await rig.embedder.embed([weak.text])
    return await rig.writer.write(weak, emb)


async def test_weaker_contradicting_claim_keeps_both_with_a_contradicts_link(
    rig: Rig, nc: Client
) -> None:
    t = rig.tenant
    result = await berlin_then_a_weak_paris(rig)
    await rig.writer.events.flush()
    assert result.outcome == "stored"
    by_text = {r.payload["text"]: r for r in await all_items(rig.store, t)}
    old, new = by_text["User lives in Berlin."], by_text["User lives in Paris."]
    # Inferred 0.5 is below the old item's penalised 0.7: both stay, the new one is linked.
    assert (old.payload["status"], old.payload["valid_until"]) == ("active", None)
    assert old.payload["confidence"] == pytest.approx(0.7)
    assert old.payload["contradicted_by"] == [new.id]
    assert (new.payload["confidence"], new.payload["strength"]) == (0.5, "inferred")
    assert new.payload["contradicts"] == [old.id] and new.payload["supersedes"] is None
    [link] = [
        ItemSuperseded.model_validate(e.payload)
        for e in await tenant_events(nc.jetstream(), t)
        if e.type == "item.superseded"
    ]
    assert (link.old_item_id, link.new_item_id, link.relation) == (old.id, new.id, "contradicts")


async def test_a_new_value_retires_every_active_value_of_its_slot(rig: Rig, nc: Client) -> None:
    t = rig.tenant
    # A weak claim leaves two active values of the home, linked as contradicting.
    await berlin_then_a_weak_paris(rig)
    result = await rig.pipeline.process([turn(t, "s3", 0, "I live in Rome now.", days=10)])
    assert result.outcomes == {"stored": 1}
    by_text = {r.payload["text"]: r for r in await all_items(rig.store, t)}
    new = by_text["User lives in Rome now."]
    old = [by_text["User lives in Berlin."], by_text["User lives in Paris."]]
    assert [o.payload["status"] for o in old] == ["superseded", "superseded"]
    assert [o.payload["superseded_by"] for o in old] == [new.id, new.id]
    assert new.payload["supersedes"] in {o.id for o in old}
    assert sorted(new.payload["contradicts"]) == sorted(o.id for o in old)
    relations = [
        ItemSuperseded.model_validate(e.payload).relation
        for e in await tenant_events(nc.jetstream(), t)
        if e.type == "item.superseded"
        and ItemSuperseded.model_validate(e.payload).new_item_id == new.id
    ]
    assert relations == ["supersedes", "supersedes"]


async def test_half_applied_supersede_is_finished_on_redelivery(rig: Rig) -> None:
    t = rig.tenant
    await rig.pipeline.process([turn(t, "s1", 0, "I live in Berlin.")])
    await rig.pipeline.process([turn(t, "s2", 0, "I live in Paris now.", days=3)])
    old_id = item_id(t, "User lives in Berlin.", "fact")
    # Undo the effect on the old item, as if the process died right after the upsert.
    await rig.store.set_payload(
        ITEMS,
        old_id,
        {"status": "active", "confidence": 0.9, "contradictions": 0, "contradicted_by": []},
    )
    result = await rig.pipeline.process([turn(t, "s2", 0, "I live in Paris now.", days=3)])
    assert result.outcomes == {"idempotent": 1}
    [old] = await rig.store.get(ITEMS, [old_id])
    assert old.payload["status"] == "superseded" and old.payload["confidence"] == pytest.approx(0.7)


async def test_summary_versions_are_archived(rig: Rig, nc: Client) -> None:
    t = rig.tenant
    await rig.pipeline.process([turn(t, "s1", 0, "I work as a nurse at the city hospital.")])
    await rig.pipeline.process([turn(t, "s1", 1, "My boss, Tom, wants the report by Friday.")])
    versions = await summary_versions(nc.jetstream(), t, "work")
    assert len(versions) == 2
    (seq1, v1), (seq2, v2) = versions
    assert v1.text == "Work:\n- User works as a nurse at the city hospital."
    assert v2.previous_seq == seq1 and "Tom" in v2.text and "nurse" in v2.text
    current = await SummaryStore(
        nc.jetstream(), rig.store, LocalTextEmbedder(HashEmbedder(64))
    ).current(t, "work")
    assert current is not None and current.seq == seq2
    # The same batch again writes no new version.
    await rig.pipeline.process([turn(t, "s1", 1, "My boss, Tom, wants the report by Friday.")])
    assert len(await summary_versions(nc.jetstream(), t, "work")) == 2


async def test_long_document_is_chunked_and_items_keep_its_ids(rig: Rig) -> None:
    t = rig.tenant
    filler = " ".join(f"Section {i} describes routine maintenance steps." for i in range(120))
    text = (
        f"Project Falcon launches on 2024-09-15. {filler} "
        "The team lead is Priya Shah. " + filler + " The budget is 2 million dollars."
    )
    doc = turn(t, "s1", 0, text).model_copy(update={"kind": "document", "external_id": "doc-7"})
    result = await rig.pipeline.process([doc])
    assert result.resources == 1
    items = {r.payload["text"]: r.payload for r in await all_items(rig.store, t)}
    for expected in (
        "Project Falcon launches on 2024-09-15.",
        "The team lead is Priya Shah.",
        "The budget is 2 million dollars.",
    ):
        assert items[expected]["source_resource_ids"] == [doc.resource_id]
        assert items[expected]["source_external_ids"] == ["doc-7"]


async def test_stopped_extractor_hands_every_message_of_its_batch_back_at_once(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    """Stopped mid-batch: the group being written and the group not started yet both come
    back now, not after ack_wait."""
    tenant, durable = f"t{unique}", f"extractor-{unique}"
    js = nc.jetstream()
    await provision(js, settings)
    for r in (turn(tenant, "s1", 0, "I live in Berlin."), turn(tenant, "s2", 0, "I'm a nurse.")):
        await js.publish(s.resource(tenant, r.kind), r.model_dump_json().encode())
    embedder = GatedEmbedder(64)
    app = ExtractorApp(
        # Far beyond every wait below: only a nak brings the messages back in time.
        ExtractorSettings(durable=durable, filter_tenant=tenant, use_llm=False, ack_wait_s=3600),
        embedder=embedder,
    )
    async with alone(app, settings, tmp_path) as (_, store):
        try:
            await embedder.until_waiting()
            info = await js.consumer_info(s.STREAM_RESOURCES, durable)
            assert (info.num_ack_pending, info.num_pending) == (2, 0)  # one batch, two groups
            await app.stop(timeout=0.5)
            assert sorted(await redelivered(nc, durable, 2)) == [2, 2]
            assert await all_items(store, tenant) == []

            embedder.gate.set()
            await app.start()

            async def texts() -> set[str]:
                return {r.payload["text"] for r in await all_items(store, tenant)}

            await eventually(
                texts, until=lambda got: got == {"User lives in Berlin.", "User is a nurse."}
            )
        finally:
            embedder.gate.set()  # the stop never waits on the gate

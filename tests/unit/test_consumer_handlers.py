"""Consumers wired by `BatchConsumer`, run through FastStream's in-memory `TestNatsBroker`:
what reaches a handler, how the server-side filters route, a real handler applying a
batch, and FastStream's AsyncAPI generator seeing every consumer. Redelivery, acks and dead
letters need the real server (tests/integration/test_batch_consumer.py and
test_poison_batch_consumer.py)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime
from typing import Any

import pytest
from faststream.nats import NatsBroker, TestNatsBroker
from faststream.specification import AsyncAPI
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.js import api

from memstream.contracts import subjects as s
from memstream.contracts.events import ContextServed
from memstream.contracts.items import MemoryItem
from memstream.services.common.messaging.batch_consumer import (
    BatchConsumer,
    BatchHandler,
    PoisonRule,
)
from memstream.services.common.messaging.events import envelope
from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import ITEMS, Point, VectorStore
from memstream.services.common.stores.vectorstore.base import open_vector_store
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.indexer.app import IndexerApp
from memstream.services.scheduler.behaviours import access, budgets, lessons

DIM = 8
AT = datetime(2026, 3, 1, 12, tzinfo=UTC)


def consumer(
    config: api.ConsumerConfig, handle: BatchHandler, stream: str = s.STREAM_EVENTS
) -> BatchConsumer:
    return BatchConsumer(stream, config, handle, batch_size=64, fetch_timeout_s=0.2)


def jetstream_reply(durable: str, seq: int) -> str:
    """The reply subject JetStream gives a delivered message (its metadata is read from it)."""
    return f"$JS.ACK.{s.STREAM_EVENTS}.{durable}.1.{seq}.{seq}.{int(AT.timestamp() * 1e9)}.0"


async def test_a_handler_gets_the_batch_with_its_bodies_untouched() -> None:
    broker = NatsBroker()
    got: list[list[tuple[str, bytes]]] = []

    async def handle(msgs: Sequence[Msg]) -> None:
        got.append([(m.subject, m.data) for m in msgs])

    config = api.ConsumerConfig(durable_name="raw", filter_subject=s.event_filter("*", "*"))
    consumer(config, handle).register(broker, None)
    subject = s.event("t1", "job.completed")
    async with TestNatsBroker(broker) as br:
        # Not JSON: FastStream would fail to decode it; the services judge bodies themselves.
        await br.publish(b"{not json", subject, stream=s.STREAM_EVENTS)
        await br.publish(b'{"a": 1}', subject, stream=s.STREAM_EVENTS)
        await br.publish(b"ignored", s.event("t1", "job.completed"), stream=s.STREAM_RESOURCES)
    assert got == [[(subject, b"{not json")], [(subject, b'{"a": 1}')]]


async def test_the_budgets_consumer_reads_both_of_its_filter_subjects_and_nothing_else() -> None:
    broker = NatsBroker()
    got: list[str] = []

    async def handle(msgs: Sequence[Msg]) -> None:
        got.extend(m.subject for m in msgs)

    consumer(budgets.consumer_config(), handle).register(broker, None)
    async with TestNatsBroker(broker) as br:
        for event_type in ("cost.recorded", "item.stored", "context.served"):
            await br.publish(b"{}", s.event("t1", event_type), stream=s.STREAM_EVENTS)
    assert got == [s.event("t1", "cost.recorded"), s.event("t1", "context.served")]


def test_a_consumer_is_durable_and_filters_on_something() -> None:
    async def handle(msgs: Sequence[Msg]) -> None:
        del msgs

    with pytest.raises(ValueError, match="durable"):
        consumer(api.ConsumerConfig(filter_subject="mem.event.*.*"), handle)
    with pytest.raises(ValueError, match="filters on no subject"):
        consumer(api.ConsumerConfig(durable_name="nothing"), handle)
    poisoned = BatchConsumer(
        s.STREAM_EVENTS,
        budgets.consumer_config(),
        handle,
        batch_size=1,
        fetch_timeout_s=0.1,
        poison=PoisonRule(s.EVENT_TENANT_TOKEN),
    )
    with pytest.raises(ValueError, match="JetStream context"):
        poisoned.register(NatsBroker(), None)


@pytest.fixture
async def store() -> AsyncIterator[VectorStore]:
    opened = await open_vector_store("memory", None, DIM)
    yield opened
    await opened.close()


def served(tenant: str, ids: list[str]) -> bytes:
    payload = ContextServed(
        tier="hybrid",
        item_ids=ids,
        scores=[1.0] * len(ids),
        latency_ms=3.0,
        kinds=["fact"] * len(ids),
        origin="search",
    )
    event = envelope("context.served", tenant, "retriever", payload)
    return event.model_copy(update={"occurred_at": AT}).model_dump_json().encode()


async def test_the_access_consumer_counts_a_served_item_as_the_scheduler_wires_it(
    store: VectorStore,
) -> None:
    item = MemoryItem(tenant_id="t1", text="User plays chess.", created_at=AT.timestamp())
    vector = [1.0] + [0.0] * (DIM - 1)
    await store.upsert(ITEMS, [Point("i1", vector, SparseVector([1], [1.0]), item.to_payload())])
    broker = NatsBroker()
    # Poison-settled, as in the scheduler; a good batch never needs the DLQ's connection.
    BatchConsumer(
        s.STREAM_EVENTS,
        access.consumer_config(),
        access.AccessRecorder(store).handle,
        batch_size=access.BATCH,
        fetch_timeout_s=0.2,
        poison=PoisonRule(s.EVENT_TENANT_TOKEN),
    ).register(broker, Client().jetstream())
    subject = s.event("t1", "context.served")
    async with TestNatsBroker(broker) as br:
        for seq in (5, 6):
            reply = jetstream_reply(s.DURABLE_ACCESS, seq)
            await br.publish(served("t1", ["i1"]), subject, reply_to=reply)
        # The same sequence again, as a redelivery: counted once.
        await br.publish(served("t1", ["i1"]), subject, reply_to=jetstream_reply("x", 6))
    [record] = await store.get(ITEMS, ["i1"])
    assert record.payload["access_count"] == 2
    assert record.payload[access.ACCESSED_SEQ] == 6
    assert record.payload["last_accessed"] == pytest.approx(AT.timestamp())


def test_asyncapi_documents_every_consumer_with_each_filter_subject() -> None:
    broker = NatsBroker()

    async def handle(msgs: Sequence[Msg]) -> None:
        del msgs

    configs: list[tuple[str, api.ConsumerConfig]] = [
        (s.STREAM_RESOURCES, IndexerApp().consumer_config()),
        (s.STREAM_RESOURCES, ExtractorApp(ExtractorSettings(use_llm=False)).consumer_config()),
        (s.STREAM_RESOURCES, lessons.consumer_config()),
        (s.STREAM_EVENTS, budgets.consumer_config()),
        (s.STREAM_EVENTS, access.consumer_config()),
    ]
    for stream, config in configs:
        consumer(config, handle, stream).register(broker, None)
    doc: dict[str, Any] = json.loads(
        json.dumps(AsyncAPI(broker, schema_version="3.0.0").to_specification().to_jsonable())
    )
    addresses = {ch["address"] for ch in doc["channels"].values()}
    assert addresses == {
        s.resource_filter("*"),
        s.resource_filter("*", "user_input"),
        s.event_filter("*", "cost.recorded"),
        s.event_filter("*", "context.served"),
    }
    # One channel per consumer and filter subject, named by the durable.
    names = {name.split(":")[0] for name in doc["channels"]}
    assert names == {
        IndexerApp().settings.durable,
        s.DURABLE_EXTRACTOR,
        s.DURABLE_LESSONS,
        s.DURABLE_BUDGETS,
        s.DURABLE_ACCESS,
    }
    assert len(doc["channels"]) == 6
    assert all(op["action"] == "receive" for op in doc["operations"].values())

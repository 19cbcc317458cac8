"""Context by request-reply through the real stack: ingest → indexer → retriever."""

from __future__ import annotations

from datetime import UTC, datetime

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import ErrorReply
from memstream.contracts.events import EventEnvelope
from memstream.services.common.stores.vectorstore import EPISODES, PointFilter, VectorStore
from memstream.services.embedder.app import EmbedderApp
from tests.support.polling import eventually

WHEN = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)

TURNS = [
    ("Caroline", "I went to a LGBTQ support group yesterday and it was so powerful."),
    ("Melanie", "That's amazing! I painted a lake sunrise last year, it calms me."),
    ("Caroline", "I'm thinking about a career in counseling and mental health."),
    ("Melanie", "My kids love camping; we went to the mountains last week."),
]


async def publish_conversation(client: MemoryClient, store: VectorStore) -> list[str]:
    ids = []
    for n, (speaker, text) in enumerate(TURNS):
        ack = await client.publish_turn(
            "s1",
            n,
            user_input=text,
            speaker=speaker,
            event_time=WHEN,
            user_input_external_id=f"D1:{n + 1}",
        )
        ids += ack.resource_ids

    async def indexed() -> int:
        return await store.count(EPISODES, PointFilter(tenant_id=client.tenant_id))

    await eventually(indexed, until=lambda n: n >= len(TURNS), what="episodes indexed")
    return ids


async def test_context_finds_the_evidence_turn(
    client: MemoryClient, vector_store: VectorStore
) -> None:
    await publish_conversation(client, vector_store)
    reply = await client.context("What career is Caroline considering?", now=WHEN)
    assert reply.tier == "hybrid"
    assert reply.items, reply
    top = reply.items[0]
    assert "counseling" in top.text
    assert "D1:3" in top.source_external_ids
    lines = [line for line in reply.inject.splitlines() if line.startswith("~ ")]
    assert len(lines) == len(reply.items)
    assert any("counseling" in line for line in lines)
    assert reply.degraded == []
    assert len(reply.items) <= 10


async def test_unknown_tenant_gets_an_empty_context(
    stack: object, nats_server: object, unique: str
) -> None:
    from memstream.services.common.runtime.nats_server import EmbeddedNatsServer

    assert isinstance(nats_server, EmbeddedNatsServer)
    async with await MemoryClient.connect(nats_server.url, f"nobody{unique}", "a") as sdk:
        reply = await sdk.context("anything at all?")
    assert reply.items == [] and reply.tier == "empty"


async def test_malformed_request_gets_error_reply(stack: object, nc: Client, unique: str) -> None:
    reply = await nc.request(s.context(f"t{unique}"), b'{"limit": 50}', timeout=10)
    error = ErrorReply.model_validate_json(reply.data)
    assert error.code == "validation_error"


async def test_embedder_down_falls_back_to_sparse_only(
    client: MemoryClient, vector_store: VectorStore, embedder_app: EmbedderApp
) -> None:
    await publish_conversation(client, vector_store)
    await embedder_app.endpoint.stop(timeout=10)
    try:
        reply = await client.context("camping in the mountains with kids", now=WHEN)
    finally:
        await embedder_app.endpoint.start()
    assert reply.degraded == ["dense"]
    assert reply.items and "camping" in reply.items[0].text


async def test_served_context_emits_an_event(
    client: MemoryClient, vector_store: VectorStore, nc: Client
) -> None:
    await publish_conversation(client, vector_store)
    reply = await client.context("Melanie painting", now=WHEN)
    js = nc.jetstream()
    subject = s.event(client.tenant_id, "context.served")

    async def last_event() -> EventEnvelope | None:
        try:
            raw = await js.get_last_msg(s.STREAM_EVENTS, subject, direct=True)
        except Exception:
            return None
        return EventEnvelope.model_validate_json(raw.data or b"")

    event = await eventually(last_event, until=lambda e: e is not None, what="context.served")
    assert event is not None
    assert event.payload["item_ids"] == [item.id for item in reply.items]
    assert event.payload["tier"] == reply.tier

"""Ingest against a real JetStream server: round trip, dedupe, rejections, immutability."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from typing import Any

import nats
import pytest
from nats.aio.client import Client
from nats.js.errors import APIError

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.turns import Document, Resource, ToolCall, TurnAck
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.ingest.appender import AppendError, JetStreamAppender
from memstream.services.ingest.settings import IngestSettings

EVENT_TIME = datetime(2026, 3, 6, 15, 0, tzinfo=UTC)  # a Friday


async def count(nc: Client, stream: str, subject: str) -> int:
    info = await nc.jetstream().stream_info(stream, subjects_filter=subject)
    return sum((info.state.subjects or {}).values())


async def test_round_trip_appends_every_part_and_the_checkpoint(
    client: MemoryClient, nc: Client
) -> None:
    ack = await client.publish_turn(
        "s1",
        0,
        user_input="My sister Ana moves to Lisbon.",
        llm_output="Noted, Lisbon it is.",
        tool_calls=[ToolCall(name="lookup", arguments={"city": "Lisbon"}, result="PT")],
        documents=[Document(title="notes", text="Flat hunting list", external_id="doc-1")],
        event_time=EVENT_TIME,
        user_input_external_id="D1:1",
    )
    assert isinstance(ack, TurnAck)
    assert not ack.duplicate
    tenant = client.tenant_id
    assert ack.resource_ids == [s.resource_msg_id(tenant, "s1", 0, i) for i in range(4)]
    assert len(set(ack.resource_seqs)) == 4 and ack.checkpoint_seq > 0

    js = nc.jetstream()
    kinds = []
    for seq in ack.resource_seqs:
        raw = await js.get_msg(s.STREAM_RESOURCES, seq)
        resource = Resource.model_validate_json(raw.data or b"")
        assert raw.subject == s.resource(tenant, resource.kind)
        assert resource.event_time == EVENT_TIME
        kinds.append(resource.kind)
    assert kinds == ["user_input", "document", "tool_call", "llm_output"]
    first = Resource.model_validate_json(
        (await js.get_msg(s.STREAM_RESOURCES, ack.resource_seqs[0])).data or b""
    )
    assert first.external_id == "D1:1" and first.text.startswith("My sister")
    assert await count(nc, s.STREAM_CHECKPOINTS, s.checkpoint(tenant, "s1")) == 1


async def test_resent_turn_is_acknowledged_as_duplicate_and_stored_once(
    client: MemoryClient, nc: Client
) -> None:
    first = await client.publish_turn(
        "s1", 7, user_input="hello", llm_output="hi", event_time=EVENT_TIME
    )
    again = await client.publish_turn(
        "s1", 7, user_input="hello", llm_output="hi", event_time=EVENT_TIME
    )
    assert not first.duplicate
    assert again.duplicate
    assert again.resource_seqs == first.resource_seqs
    assert again.checkpoint_seq == first.checkpoint_seq
    assert await count(nc, s.STREAM_RESOURCES, s.resource_filter(client.tenant_id)) == 2
    assert await count(nc, s.STREAM_CHECKPOINTS, s.checkpoint(client.tenant_id, "s1")) == 1


async def test_resources_cannot_be_deleted_or_purged(client: MemoryClient, nc: Client) -> None:
    ack = await client.publish_turn("s1", 0, user_input="keep me", event_time=EVENT_TIME)
    js = nc.jetstream()
    with pytest.raises(APIError):
        await js.delete_msg(s.STREAM_RESOURCES, ack.resource_seqs[0])
    with pytest.raises(APIError):
        await js.purge_stream(s.STREAM_RESOURCES)
    raw = await js.get_msg(s.STREAM_RESOURCES, ack.resource_seqs[0])
    assert b"keep me" in (raw.data or b"")


def turn_body(tenant: str, **overrides: object) -> dict[str, object]:
    body: dict[str, object] = {
        "tenant_id": tenant,
        "agent_id": "agent",
        "session_id": "s1",
        "turn_number": 0,
        "user_input": "hello",
    }
    body.update(overrides)
    return body


limits = IngestSettings()

BAD_INPUT = [
    pytest.param(b"{not json", "invalid_json", None, id="not-json"),
    pytest.param(b'["a list"]', "validation_error", None, id="not-an-object"),
    pytest.param({"drop": "session_id"}, "validation_error", "session_id", id="missing-field"),
    pytest.param({"turn_number": -1}, "validation_error", "turn_number", id="negative-turn"),
    # Downstream stores hold it in 32 bits: refused here rather than failing there.
    pytest.param({"turn_number": 2**31}, "validation_error", "turn_number", id="turn-over-int32"),
    pytest.param({"session_id": "a.b"}, "validation_error", "session_id", id="subject-unsafe-id"),
    pytest.param({"unknown": 1}, "validation_error", "unknown", id="unknown-field"),
    pytest.param({"timezone": "Mars/Olympus"}, "validation_error", "timezone", id="bad-zone"),
    pytest.param({"user_input": "", "llm_output": ""}, "validation_error", None, id="empty-turn"),
    pytest.param(
        {"user_input": "x" * (limits.max_text_chars + 1)},
        "text_too_long",
        "user_input",
        id="long-text",
    ),
    pytest.param(
        {"documents": [{"title": "d", "text": "y" * (limits.max_text_chars + 1)}]},
        "text_too_long",
        "documents.0.text",
        id="long-document",
    ),
    pytest.param(
        {"tool_calls": [{"name": "t"}] * limits.max_parts}, "too_many_parts", None, id="many-parts"
    ),
    pytest.param(
        {"metadata": {"blob": "z" * (limits.max_message_bytes + 1)}},
        "message_too_large",
        None,
        id="oversized",
    ),
    pytest.param({"tenant_id": "someone-else"}, "tenant_mismatch", "tenant_id", id="other-tenant"),
]


@pytest.mark.parametrize(("body", "code", "field"), BAD_INPUT)
async def test_bad_input_gets_a_typed_error_and_writes_nothing(
    stack: Stack,
    nc: Client,
    unique: str,
    body: bytes | dict[str, object],
    code: str,
    field: str | None,
) -> None:
    tenant = f"t{unique}"
    if isinstance(body, dict):
        data = turn_body(tenant)
        drop = body.pop("drop", None)
        data.update(body)
        if drop:
            data.pop(str(drop))
        payload = json.dumps(data).encode()
    else:
        payload = body
    reply = await nc.request(s.ingest_turn(tenant), payload, timeout=5)
    error = ErrorReply.model_validate_json(reply.data)
    assert error.code == code, error
    assert error.field == field, error
    assert error.message
    assert await count(nc, s.STREAM_RESOURCES, s.resource_filter(tenant)) == 0
    assert await count(nc, s.STREAM_CHECKPOINTS, s.checkpoint(tenant, "s1")) == 0


async def test_subject_tenant_that_is_not_an_id_is_refused(stack: Stack, nc: Client) -> None:
    reply = await nc.request(s.ingest_turn("bad:tenant"), b"{}", timeout=5)
    error = ErrorReply.model_validate_json(reply.data)
    assert error.code == "validation_error" and error.field == "subject"


async def test_sdk_raises_typed_error(client: MemoryClient) -> None:
    with pytest.raises(MemstreamError) as info:
        await client.publish_turn("s1", 0, user_input="x" * (limits.max_text_chars + 1))
    assert info.value.code == "text_too_long"
    assert info.value.reply.field == "user_input"


async def test_appender_acks_in_write_order_and_flags_resends(
    stack: Stack, nc: Client, unique: str
) -> None:
    appender = JetStreamAppender(nc)
    await appender.start()
    try:
        tenant = f"t{unique}"
        writes = [
            (s.resource(tenant, "user_input"), b'{"n": 0}', f"{tenant}:a:0:0"),
            (s.checkpoint(tenant, "a"), b'{"n": 1}', f"{tenant}:a:0:checkpoint"),
            (s.resource(tenant, "llm_output"), b'{"n": 2}', f"{tenant}:a:0:1"),
        ]
        first = await appender.append(writes, timeout=5)
        again = await appender.append(writes, timeout=5)
    finally:
        await appender.stop()
    assert not any(a.duplicate for a in first)
    assert first[0].seq < first[2].seq  # same stream, in write order
    assert all(a.duplicate for a in again)
    assert [a.seq for a in again] == [a.seq for a in first]
    js = nc.jetstream()
    stored = await js.get_msg(s.STREAM_CHECKPOINTS, first[1].seq)
    assert stored.data == b'{"n": 1}'


async def test_appender_reports_a_subject_no_stream_captures(
    stack: Stack, nc: Client, unique: str
) -> None:
    appender = JetStreamAppender(nc)
    await appender.start()
    try:
        with pytest.raises(AppendError):
            await appender.append([(f"nowhere.{unique}", b"{}", unique)], timeout=5)
    finally:
        await appender.stop()


async def test_appender_timeout_covers_a_publish_that_does_not_return(
    nats_server: EmbeddedNatsServer, unique: str
) -> None:
    """A publish can wait on a forced flush of a full buffer with no bound of its own (a
    socket backed up): the turn's timeout must still end the append."""
    conn = await nats.connect(nats_server.url)
    appender = JetStreamAppender(conn)
    await appender.start()

    async def stuck_publish(*args: Any, **kwargs: Any) -> None:
        await asyncio.Event().wait()

    conn.publish = stuck_publish  # type: ignore[method-assign]
    try:
        writes = [(s.resource(f"t{unique}", "user_input"), b"{}", f"t{unique}:a:0:0")]
        append = asyncio.create_task(appender.append(writes, timeout=0.2))
        done, _ = await asyncio.wait({append}, timeout=30)  # a hang guard, not a measurement
        assert append in done and isinstance(append.exception(), TimeoutError)
        assert appender._pending == {}  # nothing left waiting for an ack
    finally:
        await appender.stop()
        await conn.close()

"""Ingest's two decoders end to end: a turn msgspec reads and one only pydantic's lax mode
reads are stored alike, and what both refuse writes nothing."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorReply
from memstream.contracts.replay import ReplayRequest, ReplayResponse
from memstream.contracts.turns import Resource, TurnAck
from memstream.services.cli.stack import Stack
from tests.support.triggers import triggers_of


def body(tenant: str, **overrides: object) -> bytes:
    turn: dict[str, object] = {
        "tenant_id": tenant,
        "agent_id": "agent",
        "session_id": "s1",
        "turn_number": 4,
        "event_time": "2026-03-06T16:00:00+01:00",
        "user_input": "Lunch with Ana tomorrow?",
        "tool_calls": [{"name": "calendar", "arguments": {"day": "sat"}, "result": "free"}],
        "llm_output": "Saturday is free.",
        "internal_state": {"step": 2},
    }
    turn.update(overrides)
    return json.dumps(turn).encode()


async def stored(nc: Client, ack: TurnAck) -> list[Resource]:
    js = nc.jetstream()
    return [
        Resource.model_validate_json((await js.get_msg(s.STREAM_RESOURCES, seq)).data or b"")
        for seq in ack.resource_seqs
    ]


async def test_strict_and_lax_forms_of_a_turn_are_stored_alike(
    stack: Stack, nc: Client, unique: str
) -> None:
    strict_tenant, lax_tenant = f"t{unique}a", f"t{unique}b"
    strict = TurnAck.model_validate_json(
        (await nc.request(s.ingest_turn(strict_tenant), body(strict_tenant), timeout=5)).data
    )
    # A numeric string for the turn number and nanoseconds in the time: pydantic's.
    lax_body = body(lax_tenant, turn_number="4", event_time="2026-03-06T16:00:00.000000999+01:00")
    lax = TurnAck.model_validate_json(
        (await nc.request(s.ingest_turn(lax_tenant), lax_body, timeout=5)).data
    )
    assert strict.turn_number == lax.turn_number == 4
    days = [t.due_date.isoformat() for t in await triggers_of(nc, strict)]
    assert days == [t.due_date.isoformat() for t in await triggers_of(nc, lax)]
    assert days == ["2026-03-07"] * 2  # the input's "tomorrow", the output's "Saturday"
    for a, b in zip(await stored(nc, strict), await stored(nc, lax), strict=True):
        assert a.event_time == b.event_time == datetime(2026, 3, 6, 15, 0, tzinfo=UTC)
        assert (a.kind, a.text, a.metadata) == (b.kind, b.text, b.metadata)
    for tenant in (strict_tenant, lax_tenant):
        reply = await nc.request(
            s.replay(tenant), ReplayRequest(session_id="s1").model_dump_json().encode(), timeout=5
        )
        replayed = ReplayResponse.model_validate_json(reply.data)
        assert replayed.checkpoint is not None
        assert replayed.checkpoint.tool_calls[0].arguments == {"day": "sat"}
        assert replayed.checkpoint.internal_state == {"step": 2}


async def test_a_time_out_of_range_is_refused_naming_it_and_writes_nothing(
    stack: Stack, nc: Client, unique: str
) -> None:
    tenant = f"t{unique}"
    for when in ("2200-01-01T00:00:00Z", "1900-01-01T00:30:00+01:00", 7258118400):
        reply = await nc.request(s.ingest_turn(tenant), body(tenant, event_time=when), timeout=5)
        error = ErrorReply.model_validate_json(reply.data)
        assert (error.code, error.field) == ("validation_error", "event_time"), error
    info = await nc.jetstream().stream_info(
        s.STREAM_RESOURCES, subjects_filter=s.resource_filter(tenant)
    )
    assert not info.state.subjects

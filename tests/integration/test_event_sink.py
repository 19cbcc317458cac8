"""`EventSink` against the real server's EVENTS stream: pipelined emits all stored once under
the one event-id rule, a re-emit after a redelivery stores nothing, and `publish` waits for
its own ack."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client
from nats.js.api import DiscardPolicy
from nats.js.errors import APIError

from memstream.contracts import subjects as s
from memstream.contracts.events import EventEnvelope, JobCompleted
from memstream.contracts.ids import event_id
from memstream.services.common.messaging.events import EventSink, event_scope
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0
SOURCE = "sinktest"
# More than the sink's window of unacknowledged emits, so `emit` flushes on its own too.
MANY = 300


def done(job: str) -> JobCompleted:
    at = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)
    return JobCompleted(job=job, started_at=at, finished_at=at, counts={"items": 3})


async def stored(nc: Client, tenant: str) -> int:
    """How many messages EVENTS holds for `tenant`."""
    info = await nc.jetstream().stream_info(s.STREAM_EVENTS, subjects_filter=s.event_filter(tenant))
    return sum((info.state.subjects or {}).values())


async def test_emits_are_stored_once_under_their_event_id_and_a_re_emit_adds_nothing(
    nc: Client, settings: CommonSettings, unique: str
) -> None:
    js = nc.jetstream(timeout=DEADLINE)
    await provision(js, settings)
    tenant = f"t{unique}"
    sink = EventSink(js, SOURCE, timeout=DEADLINE)
    for i in range(MANY):
        await sink.emit("job.completed", tenant, done(f"job{i}"), f"run{i}")
    await sink.flush()
    assert sink.emitted == MANY
    assert await stored(nc, tenant) == MANY

    # The batch that caused them is redelivered: a new sink emits the same happenings again.
    again = EventSink(js, SOURCE, timeout=DEADLINE)
    for i in range(MANY):
        await again.emit("job.completed", tenant, done(f"job{i}"), f"run{i}")
    await again.flush()
    assert await stored(nc, tenant) == MANY

    last = await js.get_last_msg(s.STREAM_EVENTS, s.event(tenant, "job.completed"))
    event = EventEnvelope.model_validate_json(last.data or b"")
    expected = event_id(SOURCE, "job.completed", tenant, f"run{MANY - 1}")
    assert event.event_id == expected
    assert (last.headers or {})[s.HEADER_MSG_ID] == expected
    assert event.payload["job"] == f"job{MANY - 1}"


async def test_publish_waits_for_its_own_ack_and_keyless_events_are_each_new(
    nc: Client, settings: CommonSettings, unique: str
) -> None:
    js = nc.jetstream(timeout=DEADLINE)
    await provision(js, settings)
    tenant = f"t{unique}"
    sink = EventSink(js, SOURCE, timeout=DEADLINE)
    # An emit still in flight is not what a concurrent request's `publish` waits for.
    await sink.emit("job.completed", tenant, done("background"), "background")
    acks = await asyncio.gather(
        *(sink.publish("job.completed", tenant, done(f"req{i}"), f"req{i}") for i in range(8))
    )
    assert all(ack.stream == s.STREAM_EVENTS and not ack.duplicate for ack in acks)
    assert len({ack.seq for ack in acks}) == 8

    repeat = await sink.publish("job.completed", tenant, done("req0"), "req0")
    assert repeat.duplicate
    assert repeat.seq == acks[0].seq

    # Observations without a key get a fresh id each: both are stored.
    await sink.emit("job.completed", tenant, done("observed"))
    await sink.emit("job.completed", tenant, done("observed"))
    await sink.flush()
    assert await stored(nc, tenant) == 1 + 8 + 2


async def test_a_groups_flush_waits_for_its_own_events_that_another_flushed_first(
    tmp_path: Path,
) -> None:
    """Two groups share the process's sink. The second group's flush takes the first
    group's unacknowledged event with its own; the first group's flush must still fail when
    that event was not stored, or the group acks messages whose events are lost."""
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    server.start()
    conn = await nats.connect(server.url)
    try:
        js = conn.jetstream(timeout=DEADLINE)
        # A full EVENTS stream that refuses new messages: every event's publish fails.
        await js.add_stream(
            name=s.STREAM_EVENTS,
            subjects=[s.EVENTS_SUBJECTS],
            max_msgs=1,
            discard=DiscardPolicy.NEW,
        )
        await js.publish(s.event("filler", "job.completed"), b"{}")
        # (nats.py leaves the future of a publish refused with 503 unresolved: the flush
        # then fails by its timeout.)
        sink = EventSink(js, SOURCE, timeout=1.0)
        second_flushed = asyncio.Event()

        async def first() -> None:
            with event_scope():
                await sink.emit("job.completed", "ta", done("a"), "a")
                await second_flushed.wait()
                with pytest.raises((APIError, TimeoutError)):
                    await sink.flush()

        async def second() -> None:
            with event_scope():
                await sink.emit("job.completed", "tb", done("b"), "b")
                with pytest.raises((APIError, TimeoutError)):
                    await sink.flush()
                second_flushed.set()

        await asyncio.wait_for(asyncio.gather(first(), second()), DEADLINE)
    finally:
        await conn.close()
        server.stop()

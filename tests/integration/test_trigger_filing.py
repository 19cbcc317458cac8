"""Forward triggers filed by the scheduler from each turn's checkpoint, after ingest's ack,
against the real stack: where they go, how many, and what a bad checkpoint does."""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime

from nats.aio.client import Client
from nats.aio.msg import Msg

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.turns import Checkpoint
from memstream.services.ingest.settings import IngestSettings
from memstream.services.scheduler.settings import SchedulerSettings
from tests.support.polling import eventually
from tests.support.triggers import filed, triggers_of

EVENT_TIME = datetime(2026, 3, 6, 15, 0, tzinfo=UTC)  # a Friday
FILING = SchedulerSettings()


async def count(nc: Client, subject: str) -> int:
    info = await nc.jetstream().stream_info(s.STREAM_TRIGGERS, subjects_filter=subject)
    return sum((info.state.subjects or {}).values())


async def test_a_day_ahead_is_filed_under_its_due_date_in_the_users_zone(
    client: MemoryClient, nc: Client
) -> None:
    ack = await client.publish_turn(
        "s1", 0, user_input="Remind me: dentist tomorrow at 9.", event_time=EVENT_TIME
    )
    [trigger] = await triggers_of(nc, ack)
    assert trigger.due_date.isoformat() == "2026-03-07"
    assert trigger.resource_id == ack.resource_ids[0]
    assert "dentist" in trigger.text
    assert await count(nc, s.trigger("2026-03-07", client.tenant_id)) == 1
    # 15:00 UTC on Friday is already Saturday in Kiritimati (UTC+14): tomorrow is Sunday.
    later = await client.publish_turn(
        "s1",
        1,
        user_input="Remind me: dentist tomorrow at 9.",
        event_time=EVENT_TIME,
        timezone="Pacific/Kiritimati",
    )
    assert [t.due_date.isoformat() for t in await triggers_of(nc, later)] == ["2026-03-08"]


async def test_a_turn_full_of_days_files_no_more_than_the_cap(
    client: MemoryClient, nc: Client
) -> None:
    # Within every limit (100,000 characters of input), unbounded this was 10,642 trigger
    # writes for one turn.
    longest = IngestSettings().max_text_chars
    days = " ".join(f"Call in {n} days." for n in range(1, 6_000))[:longest]
    ack = await client.publish_turn("s1", 0, user_input=days, event_time=EVENT_TIME)
    found = await triggers_of(nc, ack)
    assert len(found) == FILING.max_triggers
    assert [t.due_date.day for t in found[:2]] == [7, 8]
    assert await count(nc, s.trigger("*", client.tenant_id)) == FILING.max_triggers


async def test_a_turn_without_dates_files_nothing(client: MemoryClient, nc: Client) -> None:
    ack = await client.publish_turn("s1", 0, user_input="I like green tea.", event_time=EVENT_TIME)
    await filed(nc, ack)
    assert await count(nc, s.trigger("*", client.tenant_id)) == 0


async def test_a_checkpoint_that_cannot_be_read_is_dead_lettered_and_the_next_turn_filed(
    client: MemoryClient, nc: Client, unique: str
) -> None:
    js = nc.jetstream()
    hostile = f"x{unique}"
    garbage = await js.publish(s.checkpoint(hostile, "s1"), b'{"not": "a checkpoint"}')
    odd_zone = Checkpoint(
        tenant_id=hostile,
        agent_id="a",
        session_id="s2",
        turn_number=0,
        event_time=EVENT_TIME,
        timezone="Mars/Olympus_Mons",
        user_input="See you tomorrow.",
        resource_ids=[f"{hostile}:s2:0:0"],
    )
    zoned = await js.publish(s.checkpoint(hostile, "s2"), odd_zone.model_dump_json().encode())
    ack = await client.publish_turn(
        "s1", 0, user_input="The plumber comes tomorrow.", event_time=EVENT_TIME
    )
    assert [t.due_date.isoformat() for t in await triggers_of(nc, ack)] == ["2026-03-07"]
    dlq = await js.pull_subscribe(s.dlq(s.DURABLE_TRIGGERS, hostile), stream=s.STREAM_DLQ)
    letters: list[Msg] = []

    async def fetched() -> int:
        with contextlib.suppress(TimeoutError):
            letters.extend(await dlq.fetch(2, timeout=0.5))
        return len(letters)

    try:
        await eventually(fetched, until=lambda n: n >= 2, what="both dead-lettered")
    finally:
        await dlq.unsubscribe()
    reasons = {
        int((m.headers or {})[s.HEADER_DLQ_SEQ]): (m.headers or {})[s.HEADER_DLQ_REASON]
        for m in letters
    }
    assert reasons == {garbage.seq: "validation_error", zoned.seq: "unknown_timezone"}

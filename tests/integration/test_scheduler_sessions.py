"""Session endpoints, lessons, echo/fizzle, budgets and the lease against the real stack."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Iterator
from datetime import UTC, date, datetime, timedelta

import pytest
from faststream.nats import NatsBroker
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.js.errors import KeyNotFoundError
from nats.js.kv import KeyValue

from memstream.contracts import subjects as s
from memstream.contracts.budgets import BudgetLedger
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import ErrorReply
from memstream.contracts.scheduler import HealthReport, JobRunReply, JobRunRequest, ReportRequest
from memstream.contracts.session import Preload, SessionRequest
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.runtime import Runtime
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores import StoreHandle
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    Point,
    PointFilter,
    VectorStore,
)
from memstream.services.extractor.app import ExtractorApp
from memstream.services.scheduler.app import SchedulerApp
from memstream.services.scheduler.jobs.lease import Lease
from memstream.services.scheduler.jobs.monthly import report_path
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import ManualClock, OffsetClock
from tests.support.polling import eventually
from tests.support.scheduler import item_payload
from tests.support.triggers import triggers_of


@pytest.fixture
def shifted(scheduler_app: SchedulerApp) -> Iterator[OffsetClock]:
    clock = scheduler_app.clock
    assert isinstance(clock, OffsetClock)
    yield clock
    clock.offset = timedelta(0)


async def test_start_runs_the_tenants_overdue_jobs_first_and_only_once(
    client: MemoryClient, shifted: OffsetClock
) -> None:
    # A new tenant has missed no slot: nothing runs on its first session.
    first = await client.session_start("s1")
    assert first.jobs == []
    # A month and a day later every job's slot has passed without a run for it.
    shifted.offset = timedelta(days=32)
    due = await client.session_heartbeat("s1")
    assert [(j.job, j.outcome) for j in due.jobs] == [
        ("nightly", "ran"),
        ("weekly", "ran"),
        ("monthly", "ran"),
    ]
    again = await client.session_heartbeat("s1")
    assert again.jobs == []


async def test_a_trigger_is_delivered_on_its_due_day_only_once_per_session(
    client: MemoryClient, nc: Client, vector_store: VectorStore, shifted: OffsetClock
) -> None:
    now = datetime.now(UTC)
    today: date = now.date()
    due_today = await client.publish_turn(
        "plan",
        0,
        "Tomorrow I have a dentist appointment at nine.",
        event_time=now - timedelta(days=1),
    )
    due_tomorrow = await client.publish_turn("plan", 1, "Tomorrow I fly to Rome.", event_time=now)
    [filed_today] = await triggers_of(nc, due_today)
    [filed_tomorrow] = await triggers_of(nc, due_tomorrow)
    assert (filed_today.due_date, filed_tomorrow.due_date) == (today, today + timedelta(days=1))
    rid = filed_today.resource_id
    await eventually(
        lambda: vector_store.scroll(
            EPISODES, PointFilter(tenant_id=client.tenant_id, resource_id=rid), limit=5
        ),
        until=lambda page: bool(page[0]),
        what="the trigger's episode indexed",
    )
    preloads: list[Msg] = []
    sub = await nc.subscribe(s.preload(client.tenant_id), cb=_collect(preloads))
    try:
        start = await client.session_start("s1")
        assert [t.trigger.trigger_id for t in start.triggers] == [filed_today.trigger_id]
        memories = start.triggers[0].memories
        assert any(m.kind == "episode" and "dentist" in m.text for m in memories)
        assert (await client.session_heartbeat("s1")).triggers == []
        other = await client.session_start("s2")
        assert len(other.triggers) == 1
        await eventually(lambda: _count(preloads), until=lambda n: n >= 2, what="preloads")
        preload = Preload.model_validate_json(preloads[0].data)
        assert preload.session_id == "s1" and preload.due_date == today
        # The next day: only tomorrow's trigger, never today's again.
        shifted.offset = timedelta(days=1)
        later = await client.session_start("s3")
        assert [t.trigger.trigger_id for t in later.triggers] == [filed_tomorrow.trigger_id]
    finally:
        await sub.unsubscribe()


def _collect(into: list[Msg]) -> Callable[[Msg], Awaitable[None]]:
    async def cb(msg: Msg) -> None:
        into.append(msg)

    return cb


async def _count(items: list[Msg]) -> int:
    return len(items)


async def test_corrections_become_lessons_returned_newest_first(client: MemoryClient) -> None:
    await client.publish_turn("fix", 0, "No, I meant the Berlin office.", "Noted.")
    await client.publish_turn("fix", 1, "I prefer tea over coffee.", "Okay.")

    async def lessons() -> list[str]:
        reply = await client.session_start("look")
        return [lesson.text for lesson in reply.lessons]

    got = await eventually(lessons, until=lambda ls: len(ls) == 2, what="two lessons")
    assert got == [
        "User prefers tea over coffee.",
        "User meant the Berlin office, not what the agent assumed.",
    ]
    await client.publish_turn("fix", 2, "Actually I prefer coffee over tea.", "Sure.")
    got = await eventually(
        lessons, until=lambda ls: "User prefers coffee over tea." in ls, what="rival lesson"
    )
    assert "User prefers tea over coffee." not in got
    reply = await client.session_start("look", lessons_limit=1)
    assert len(reply.lessons) == 1
    assert reply.lessons_block.splitlines()[1] == "- User prefers coffee over tea."


async def test_end_replies_once_the_sessions_resources_are_extracted(
    client: MemoryClient, vector_store: VectorStore
) -> None:
    await client.publish_turn("work", 0, "I work at Acme Robotics as a data engineer.", "Nice.")
    ack = await client.publish_turn("work", 1, "My manager is called Priya.", "Got it.")
    end = await client.session_end("work", flush_timeout_s=60)
    assert end.flush is not None and end.flush.complete, end.flush
    assert end.flush.target_seq == max(ack.resource_seqs)
    # Either the extractor's consumer got there, or (its floor held back by other tenants'
    # work) the flush had the extractor extract the session's resources on request.
    assert end.flush.acked_seq >= end.flush.target_seq or end.flush.extracted_here > 0
    items, _ = await vector_store.scroll(ITEMS, PointFilter(tenant_id=client.tenant_id))
    assert items, "extraction finished before the reply"


async def test_end_has_the_extractor_extract_the_session_when_the_floor_is_held_back(
    client: MemoryClient, vector_store: VectorStore, paused_extractor: None
) -> None:
    await client.publish_turn("held", 0, "I work at Umbrella Labs as a chemist.", "Great.")
    ack = await client.publish_turn("held", 1, "My cat is called Miso.", "Cute.")
    end = await client.session_end("held", flush_timeout_s=60)
    assert end.flush is not None and end.flush.complete, end.flush
    assert end.flush.acked_seq < end.flush.target_seq == max(ack.resource_seqs)
    assert end.flush.extracted_here == 4
    items, _ = await vector_store.scroll(ITEMS, PointFilter(tenant_id=client.tenant_id))
    texts = " ".join(str(r.payload.get("text")) for r in items)
    assert "Umbrella" in texts, texts


async def test_end_refuses_a_sequence_past_the_end_of_resources(
    client: MemoryClient, nc: Client
) -> None:
    # No TurnAck gave it: it could never be extracted, so the end is not held waiting.
    request = SessionRequest(session_id="ghost", last_resource_seq=10**12, flush_timeout_s=60)
    msg = await nc.request(
        s.session(client.tenant_id, "end"), request.model_dump_json().encode(), timeout=30
    )
    reply = ErrorReply.model_validate_json(msg.data)
    assert (reply.code, reply.field) == ("validation_error", "last_resource_seq")


async def test_end_says_clearly_when_extraction_is_still_behind(
    client: MemoryClient, extractor_app: ExtractorApp, scheduler_app: SchedulerApp
) -> None:
    ack = await client.publish_turn("behind", 0, "I work at Hooli as a designer.", "Okay.")
    # Nothing extracts: neither the consumer nor extraction on request answers.
    await extractor_app.stop(timeout=10)
    try:
        end = await client.session_end("behind", flush_timeout_s=0.2)
    finally:
        await extractor_app.start()
    assert end.flush is not None and not end.flush.complete
    assert end.flush.target_seq == max(ack.resource_seqs) and end.flush.message
    pending = scheduler_app.sessions.pending
    assert pending is not None
    later = scheduler_app.clock.now() + timedelta(hours=1)
    assert list(await pending.overdue(client.tenant_id, later)) == ["behind"]
    # Once the end's own wait is over, the next heartbeat finishes it (the extractor back).
    await eventually(
        lambda: pending.overdue(client.tenant_id, scheduler_app.clock.now()),
        what="the end's wait is over",
    )
    await client.session_heartbeat("other")
    assert await pending.overdue(client.tenant_id, later) == {}


async def test_a_session_end_that_never_confirmed_is_finished_by_the_next_heartbeat(
    client: MemoryClient,
    vector_store: VectorStore,
    scheduler_app: SchedulerApp,
    paused_extractor: None,
) -> None:
    tenant = client.tenant_id
    ack = await client.publish_turn("crashed", 0, "I work at Initech as a tester.", "Okay.")
    await client.publish_turn("busy", 0, "My dog is called Rex.", "Nice.")
    pending = scheduler_app.sessions.pending
    assert pending is not None
    now = scheduler_app.clock.now()
    # What `end` records before it waits; this replica then died before the reply.
    await pending.add(tenant, "crashed", max(ack.resource_seqs), now)
    # An `end` still waiting (its deadline ahead) is left to finish on its own.
    await pending.add(tenant, "busy", max(ack.resource_seqs) + 2, now + timedelta(minutes=5))
    await client.session_heartbeat("next")
    items, _ = await vector_store.scroll(ITEMS, PointFilter(tenant_id=tenant), limit=50)
    texts = " ".join(str(r.payload.get("text")) for r in items)
    assert "Initech" in texts, texts
    assert "Rex" not in texts, "the session still ending was not extracted by the heartbeat"
    later = now + timedelta(hours=1)
    assert list(await pending.overdue(tenant, later)) == ["busy"]


async def _seed_items(
    store: VectorStore, nc: Client, tenant: str, texts: dict[str, str]
) -> dict[str, str]:
    embeddings = await EmbeddingClient(nc, timeout=30).embed(list(texts.values()))
    now = datetime.now(UTC).timestamp()
    points, ids = [], {}
    for (key, text), emb in zip(texts.items(), embeddings, strict=True):
        item = f"{tenant}-{key}"
        ids[key] = item
        points.append(Point(item, emb.dense, emb.sparse, item_payload(tenant, text, now)))
    await store.upsert(ITEMS, points)
    return ids


async def test_echo_and_fizzle_adjust_priorities_and_log_every_change(
    client: MemoryClient, nc: Client, vector_store: VectorStore
) -> None:
    ids = await _seed_items(
        vector_store,
        nc,
        client.tenant_id,
        {
            "used": "User works at Acme Robotics as a data engineer",
            "ignored": "User's sister lives in Oslo",
            "costly": "User keeps a long list of houseplants: a fiddle-leaf fig, two monsteras, "
            "a snake plant, a pothos on the bookshelf, a dozen succulents by the window and "
            "an orchid in the bathroom that flowers every spring",
        },
    )
    reply = await client.feedback(
        "Since you work at Acme Robotics as a data engineer, try the new pipeline tool.",
        [ids["used"], ids["ignored"], ids["costly"], "not-an-item"],
        feedback_id="fb-1",
    )
    outcomes = {v.id: (v.outcome, v.priority) for v in reply.verdicts}
    assert outcomes[ids["used"]] == ("echo", pytest.approx(1.1))
    assert outcomes[ids["ignored"]] == ("fizzle", pytest.approx(0.95))
    assert outcomes[ids["costly"]] == ("costly_fizzle", pytest.approx(0.9))
    assert outcomes["not-an-item"][0] == "skipped"
    stored = {r.id: r.payload for r in await vector_store.get(ITEMS, list(ids.values()))}
    assert stored[ids["used"]]["retrieval_priority"] == pytest.approx(1.1)
    assert stored[ids["used"]]["access_count"] == 1
    assert stored[ids["costly"]]["retrieval_priority"] == pytest.approx(0.9)
    duplicate = await client.feedback("whatever", [ids["used"]], feedback_id="fb-1")
    assert duplicate.duplicate and not duplicate.verdicts
    js = nc.jetstream()
    last = await js.get_last_msg(
        s.STREAM_EVENTS, s.event_filter(client.tenant_id, "item.updated"), direct=True
    )
    assert json.loads(last.data or b"{}")["payload"]["reason"] in {
        "echo",
        "fizzle",
        "costly_fizzle",
    }


async def test_over_budget_tenants_get_the_constrained_retrieval(
    client: MemoryClient, nc: Client, vector_store: VectorStore
) -> None:
    tenant = client.tenant_id
    await _seed_items(
        vector_store,
        nc,
        tenant,
        {f"f{i}": f"User visited city number {i} on a trip to Europe" for i in range(9)},
    )
    free = await client.context("Which cities did I visit on my Europe trip?", limit=10)
    assert len(free.items) > 5
    kv = await nc.jetstream().key_value(s.BUCKET_BUDGETS)
    ledger = await eventually(
        lambda: _ledger(kv, tenant), until=lambda led: led is not None and led.queries >= 1
    )
    assert ledger is not None
    over = ledger.model_copy(update={"limit_units": 0.0, "over_budget": True})
    await kv.put(tenant, over.model_dump_json().encode())
    constrained = await eventually(
        lambda: client.context("Which cities did I visit on my Europe trip?", limit=10),
        until=lambda r: len(r.items) <= 5,
        what="budget-constrained retrieval",
    )
    assert constrained.items


async def _ledger(kv: KeyValue, tenant: str) -> BudgetLedger | None:
    try:
        entry = await kv.get(tenant)
    except KeyNotFoundError:
        return None
    return BudgetLedger.model_validate_json(entry.value)


async def test_report_and_run_endpoints(client: MemoryClient, nc: Client) -> None:
    await client.publish_turn("r", 0, "I work at Globex as a designer.", "Cool.")
    run = await nc.request(
        s.scheduler_run(),
        JobRunRequest(job="nightly", force=True, tenants=[client.tenant_id])
        .model_dump_json()
        .encode(),
        timeout=120,
    )
    reply = JobRunReply.model_validate_json(run.data)
    assert reply.ran and reply.tenants == 1 and reply.counts["tenants_ran"] == 1
    msg = await nc.request(
        s.scheduler_report(client.tenant_id), ReportRequest().model_dump_json().encode(), 60
    )
    report = HealthReport.model_validate_json(msg.data)
    assert report.tenant_id == client.tenant_id
    assert set(report.stale_by_age) == {"<7d", "7-30d", "30-90d", "90-180d", ">180d"}
    assert any(h.job == "nightly" for h in report.job_history)


async def test_lease_one_holder_and_takeover_after_expiry(nc: Client, unique: str) -> None:
    kv = await nc.jetstream().key_value(s.BUCKET_JOBS)
    clock = ManualClock(datetime(2024, 3, 5, tzinfo=UTC))
    leases = [Lease(kv, f"r{i}", 30.0, clock, namespace=f"l{unique}") for i in range(6)]
    won = await asyncio.gather(*(lease.acquire() for lease in leases))
    assert sum(won) == 1
    holder = leases[won.index(True)]
    standby = leases[(won.index(True) + 1) % len(leases)]
    assert not await standby.acquire()
    clock.advance(timedelta(seconds=20))
    assert await holder.renew()
    clock.advance(timedelta(seconds=20))
    assert not await standby.acquire(), "renewed 20 s ago: not expired"
    clock.advance(timedelta(seconds=31))
    assert await standby.acquire()
    assert not await holder.renew() and not holder.held
    current = await standby.current()
    assert current is not None and current.holder == standby.holder
    await standby.release()
    assert await holder.acquire(), "a released lease is free at once"


async def test_only_the_lease_holder_ticks_and_a_standby_takes_over(
    nc: Client, settings: CommonSettings, vector_store: VectorStore, unique: str
) -> None:
    del vector_store  # the stack's store must be open: the apps share it
    tenant = f"t{unique}"
    clock = ManualClock(datetime(2024, 3, 5, 9, 0, tzinfo=UTC))

    async def only() -> list[str]:
        return [tenant]

    apps = []
    for name in ("a", "b"):
        app = SchedulerApp(
            SchedulerSettings(namespace=f"ns{unique}", cron_enabled=False),
            clock=clock,
            replica_id=f"{name}{unique}",
            tenants=only,
        )
        rt = Runtime(
            settings=settings, nc=nc, js=nc.jetstream(), broker=NatsBroker(), stores=StoreHandle()
        )
        await app.setup(rt)
        apps.append((app, rt))
    (a, _), (b, _) = apps
    try:
        assert await a.tick() == [], "a fresh install runs nothing at once"
        clock.set(datetime(2024, 4, 1, 3, 0, tzinfo=UTC))  # past a slot of every job
        ran = await a.tick()
        assert [r.job for r in ran] == ["nightly", "weekly", "monthly"]
        assert all(r.ran and r.tenants == 1 for r in ran)
        assert ran[2].counts["reports"] == 1 and ran[2].counts["reindexed"] == 1
        report = report_path(settings.data_dir, tenant, "2024-04")
        assert HealthReport.model_validate_json(report.read_text()).tenant_id == tenant
        assert await b.tick() == []
        clock.advance(timedelta(seconds=31))  # `a` stopped renewing: its lease expired
        assert await b.tick() == [], "b holds the lease now, and nothing is due"
        assert b.lease.held
        clock.advance(timedelta(days=1))
        assert await a.tick() == []
        assert [r.job for r in await b.tick()] == ["nightly"]
    finally:
        for app, rt in apps:
            await app.stop(5)
            await rt.stores.close()

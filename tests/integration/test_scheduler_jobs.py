"""Nightly, weekly and monthly jobs on the real store and NATS, at chosen dates."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.scheduler import JobRecord
from memstream.contracts.turns import Resource
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import ITEMS, PointFilter, VectorStore
from memstream.services.scheduler.jobs.catchup import ExtractionCatchUp
from memstream.services.scheduler.jobs.cold import cold_dir
from memstream.services.scheduler.jobs.decay import decayed
from memstream.services.scheduler.jobs.insights import InsightWriter
from memstream.services.scheduler.jobs.restore import restore
from memstream.services.scheduler.jobs.weekly import insight_id
from memstream.services.scheduler.shared.extraction import ExtractorClient
from memstream.services.scheduler.shared.streamread import read_since
from tests.support.openai_stub import OpenAIStub
from tests.support.scheduler import (
    DAY,
    iid,
    item_payload,
    job_env,
    near,
    payloads,
    scheduler_llm,
    seed,
    unit,
)

# Tuesday 2024-03-05 09:00 UTC: the nightly slot is 02:00 that day.
NOW = datetime(2024, 3, 5, 9, 0, tzinfo=UTC)
SLOT = datetime(2024, 3, 5, 2, 0, tzinfo=UTC).timestamp()


async def _events(nc: Client, tenant: str, event_type: str) -> list[dict[str, object]]:
    msgs = await read_since(
        nc.jetstream(),
        s.STREAM_EVENTS,
        s.event_filter(tenant, event_type),
        datetime.now(UTC) - timedelta(hours=1),
    )
    return [json.loads(m.data) for m in msgs]


async def test_nightly_merges_boosts_decays_and_prunes(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    tenant = f"t{unique}"
    env = await job_env(nc, vector_store, settings, tenant, NOW)
    base = unit(1)
    await seed(
        vector_store,
        tenant,
        {
            "dup-low": (
                near(base, 2),
                item_payload(tenant, "I work at Acme", SLOT - DAY / 2, confidence=0.7),
            ),
            "dup-high": (
                near(base, 3),
                item_payload(tenant, "I work at Acme Corp", SLOT - 3 * DAY, confidence=0.9),
            ),
            "old": (unit(4), item_payload(tenant, "I like chess", SLOT - 30 * DAY)),
            "ancient": (unit(5), item_payload(tenant, "I had a cat", SLOT - 120 * DAY)),
            "kept": (
                unit(6),
                item_payload(tenant, "My name is Ana", SLOT - 120 * DAY, protected=True),
            ),
            "used": (
                unit(7),
                item_payload(
                    tenant,
                    "I use vim",
                    SLOT - 30 * DAY,
                    last_accessed=SLOT - 2 * DAY,
                    access_count=40,
                ),
            ),
        },
    )
    reply = await env.runner.run("nightly")
    assert reply.ran and reply.status == "ok"
    got = await payloads(
        vector_store, tenant, ["dup-low", "dup-high", "old", "ancient", "kept", "used"]
    )
    assert got["dup-low"]["status"] == "superseded"
    assert got["dup-low"]["superseded_by"] == iid(tenant, "dup-high")
    assert got["dup-high"]["status"] == "active"
    assert iid(tenant, "dup-low") in got["dup-high"]["merged_from"]
    assert got["old"]["confidence"] == decayed(0.9, 0.1, 30, 0)
    assert got["old"]["retrieval_priority"] == 1.0
    assert got["ancient"]["status"] == "deleted"
    assert got["kept"]["confidence"] == 0.9 and got["kept"]["status"] == "active"
    assert got["used"]["confidence"] == decayed(0.9, 0.1, 2, 40)
    assert reply.counts["merged"] == 1 and reply.counts["pruned"] == 1
    assert reply.counts["promoted"] == 0
    record = await env.runner.state.get("nightly")
    assert record.last_slot == datetime.fromtimestamp(SLOT, UTC)
    assert record.last_run_at == NOW and record.counts == reply.counts
    completed = await _events(nc, tenant, "job.completed")
    assert [e["payload"]["job"] for e in completed] == ["nightly"]  # type: ignore[index]
    superseded = await _events(nc, tenant, "item.superseded")
    assert superseded[0]["payload"]["old_item_id"] == iid(tenant, "dup-low")  # type: ignore[index]


async def test_nightly_boosts_the_days_items_once(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    tenant = f"t{unique}"
    env = await job_env(nc, vector_store, settings, tenant, NOW)
    await seed(
        vector_store,
        tenant,
        {
            "today": (unit(11), item_payload(tenant, "Meeting moved", SLOT - 3600)),
            "earlier": (unit(12), item_payload(tenant, "Old plan", SLOT - 2 * DAY)),
            "after": (unit(13), item_payload(tenant, "Just now", SLOT + 3600)),
        },
    )
    first = await env.runner.run("nightly")
    assert first.counts["promoted"] == 1
    got = await payloads(vector_store, tenant, ["today", "earlier", "after"])
    assert got["today"]["retrieval_priority"] == pytest.approx(1.1)
    assert got["earlier"]["retrieval_priority"] == 1.0
    assert got["after"]["retrieval_priority"] == 1.0
    # The next night boosts what came after this slot, and not `today` again.
    env.clock.advance(timedelta(days=1))
    second = await env.runner.run("nightly")
    assert second.counts["promoted"] == 1
    got = await payloads(vector_store, tenant, ["today", "after"])
    assert got["today"]["retrieval_priority"] == pytest.approx(1.1)
    assert got["after"]["retrieval_priority"] == pytest.approx(1.1)


async def test_running_a_job_twice_equals_running_it_once(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    tenant = f"t{unique}"
    env = await job_env(nc, vector_store, settings, tenant, NOW)
    base = unit(21)
    ids = ["a", "b", "c", "d"]
    await seed(
        vector_store,
        tenant,
        {
            "a": (near(base, 22), item_payload(tenant, "I live in Lyon", SLOT - 3600)),
            "b": (
                near(base, 23),
                item_payload(tenant, "I live in Lyon, France", SLOT - 5 * DAY, confidence=0.5),
            ),
            "c": (unit(24), item_payload(tenant, "I run", SLOT - 10 * DAY)),
            "d": (unit(25), item_payload(tenant, "I swim", SLOT - 200 * DAY)),
        },
    )
    await env.runner.run("nightly")
    once = await payloads(vector_store, tenant, ids)
    env.clock.advance(timedelta(hours=5))  # a late rerun of the same slot
    again = await env.runner.run("nightly", force=True)
    assert again.ran and again.counts["merged"] == 0
    assert await payloads(vector_store, tenant, ids) == once
    not_forced = await env.runner.run("nightly")
    assert not not_forced.ran


async def test_weekly_archives_by_category_ttl_clusters_insights_and_rebuilds_summaries(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    tenant = f"t{unique}"
    # Sunday 2024-03-10 01:00 is the weekly slot.
    now = datetime(2024, 3, 10, 12, 0, tzinfo=UTC)
    at = datetime(2024, 3, 10, 1, 0, tzinfo=UTC).timestamp()
    env = await job_env(nc, vector_store, settings, tenant, now)
    base = unit(31)
    await seed(
        vector_store,
        tenant,
        {
            "hobby-old": (
                near(base, 32, 0.6),
                item_payload(tenant, "I play the guitar", at - 61 * DAY, category="hobbies"),
            ),
            "hobby-old-2": (
                near(base, 33, 0.6),
                item_payload(
                    tenant,
                    "I play guitar on weekends",
                    at - 70 * DAY,
                    category="hobbies",
                    confidence=0.8,
                ),
            ),
            "work-61": (unit(34), item_payload(tenant, "I use Jira", at - 61 * DAY)),
            "work-91": (unit(35), item_payload(tenant, "I used Trello", at - 91 * DAY)),
            "pref-100": (
                unit(36),
                item_payload(tenant, "I like green tea", at - 100 * DAY, category="preferences"),
            ),
        },
    )
    reply = await env.runner.run("weekly")
    assert reply.status == "ok"
    got = await payloads(
        vector_store, tenant, ["hobby-old", "hobby-old-2", "work-61", "work-91", "pref-100"]
    )
    assert got["hobby-old"]["status"] == "archived"
    assert got["hobby-old-2"]["status"] == "archived"
    assert got["work-61"]["status"] == "active"
    assert got["work-91"]["status"] == "archived"
    assert got["pref-100"]["status"] == "active"
    assert reply.counts["archived"] == 3 and reply.counts["insights"] == 1
    insight_id = got["hobby-old"]["insight_id"]
    assert insight_id and insight_id == got["hobby-old-2"]["insight_id"]
    [insight] = await vector_store.get(ITEMS, [insight_id])
    assert insight.payload["kind"] == "insight"
    assert insight.payload["insight_method"] == "central_fact"
    assert insight.payload["text"] in {"I play the guitar", "I play guitar on weekends"}
    assert sorted(insight.payload["derived_from"]) == [
        iid(tenant, "hobby-old"),
        iid(tenant, "hobby-old-2"),
    ]
    js = nc.jetstream()
    work = await js.get_last_msg(s.STREAM_SUMMARIES, s.summary(tenant, "work"), direct=True)
    assert b"I use Jira" in (work.data or b"") and b"Trello" not in (work.data or b"")
    # Twice equals once: nothing new archived, no second insight.
    again = await env.runner.run("weekly", force=True)
    assert again.counts["archived"] == 0 and again.counts["insights"] == 0


async def _archived_pair(store: VectorStore, tenant: str, at: float, seed_at: int) -> None:
    base = unit(seed_at)
    await seed(
        store,
        tenant,
        {
            "a": (
                near(base, seed_at + 1, 0.6),
                item_payload(tenant, "I play the guitar", at - 10 * DAY, status="archived"),
            ),
            "b": (
                near(base, seed_at + 2, 0.6),
                item_payload(tenant, "I play guitar on weekends", at - 12 * DAY, status="archived"),
            ),
        },
    )


async def test_weekly_insight_is_worded_by_the_llm_and_costed(
    nc: Client,
    vector_store: VectorStore,
    settings: CommonSettings,
    unique: str,
    openai_stub: OpenAIStub,
) -> None:
    tenant = f"t{unique}"
    now = datetime(2024, 3, 10, 12, 0, tzinfo=UTC)
    at = datetime(2024, 3, 10, 1, 0, tzinfo=UTC).timestamp()
    env = await job_env(nc, vector_store, settings, tenant, now)
    llm, costs = scheduler_llm(env, openai_stub)
    env.ctx.insights = InsightWriter(llm, costs)
    await _archived_pair(vector_store, tenant, at, 51)
    openai_stub.script_chat(['{"insight": "User plays the guitar regularly."}'])
    try:
        reply = await env.runner.run("weekly")
    finally:
        await llm.close()
    assert reply.counts["insights"] == 1 and reply.counts["insights_llm"] == 1
    got = await payloads(vector_store, tenant, ["a", "b"])
    [insight] = await vector_store.get(ITEMS, [got["a"]["insight_id"]], with_vectors=True)
    assert insight.payload["text"] == "User plays the guitar regularly."
    assert insight.payload["insight_method"] == "llm"
    assert insight.payload["insight_model"] == "stub"
    # Keyed by the central fact, not by the model's wording: a rerun overwrites, never adds.
    assert insight.id in {
        insight_id(tenant, "I play the guitar"),
        insight_id(tenant, "I play guitar on weekends"),
    }
    [emb] = await env.ctx.embedder.embed(["User plays the guitar regularly."], "document")
    assert insight.dense is not None
    assert float(np.dot(insight.dense, emb.dense)) == pytest.approx(1.0, abs=1e-4)
    sent = openai_stub.requests[-1].body
    assert "I play the guitar" in sent["messages"][-1]["content"]
    costs = await _events(nc, tenant, "cost.recorded")
    # The LLM's; the embedder publishes the tenant's embedding spend apart, on its own timer.
    llm = [c for c in costs if c["payload"]["kind"] == "llm"]  # type: ignore[index]
    assert [c["payload"]["service"] for c in llm] == ["scheduler"]  # type: ignore[index]


async def test_weekly_insight_falls_back_to_the_central_fact_when_the_llm_fails(
    nc: Client,
    vector_store: VectorStore,
    settings: CommonSettings,
    unique: str,
    openai_stub: OpenAIStub,
) -> None:
    tenant = f"t{unique}"
    now = datetime(2024, 3, 10, 12, 0, tzinfo=UTC)
    at = datetime(2024, 3, 10, 1, 0, tzinfo=UTC).timestamp()
    env = await job_env(nc, vector_store, settings, tenant, now)
    llm, costs = scheduler_llm(env, openai_stub)
    env.ctx.insights = InsightWriter(llm, costs)
    await _archived_pair(vector_store, tenant, at, 61)
    openai_stub.script_chat([400])
    try:
        reply = await env.runner.run("weekly")
    finally:
        await llm.close()
    assert reply.status == "ok"
    assert reply.counts["insights"] == 1 and reply.counts["insights_offline"] == 1
    got = await payloads(vector_store, tenant, ["a"])
    [insight] = await vector_store.get(ITEMS, [got["a"]["insight_id"]])
    assert insight.payload["insight_method"] == "central_fact"
    assert insight.payload["text"] in {"I play the guitar", "I play guitar on weekends"}


async def test_monthly_reembeds_cold_archives_restores_and_reports(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    tenant = f"t{unique}"
    now = datetime(2024, 4, 1, 6, 0, tzinfo=UTC)
    at = datetime(2024, 4, 1, 3, 0, tzinfo=UTC).timestamp()
    env = await job_env(nc, vector_store, settings, tenant, now)
    await seed(
        vector_store,
        tenant,
        {
            "fresh": (
                unit(41),
                item_payload(tenant, "I drink coffee", at - 10 * DAY, embedding_model="old-model"),
            ),
            "idle": (
                unit(42),
                item_payload(tenant, "I visited Oslo", at - 200 * DAY, status="archived"),
            ),
        },
    )
    reply = await env.runner.run("monthly")
    assert reply.status == "ok", reply
    got = await payloads(vector_store, tenant, ["fresh", "idle"])
    assert got["fresh"]["embedding_model"] != "old-model"
    assert reply.counts["reembedded_items"] == 2 and reply.counts["cold"] == 1
    assert got["idle"]["status"] == "cold"
    files = list(cold_dir(settings.data_dir, tenant).glob("*.parquet"))
    assert len(files) == 1
    restored = await env.runner.run("monthly", force=True)
    assert restored.counts["reembedded_items"] == 0 and restored.counts["cold"] == 0
    back = await restore(vector_store, env.ctx.events, env.clock, settings.data_dir, tenant, None)
    assert back.restored == 1 and back.reinserted == 0
    assert (await payloads(vector_store, tenant, ["idle"]))["idle"]["status"] == "active"


async def test_overdue_detection_and_catch_up(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    tenant = f"t{unique}"
    env = await job_env(nc, vector_store, settings, tenant, NOW)
    # Never run, first seen now: nothing is overdue until a slot passes (a quiet start).
    await env.runner.note_start()
    assert await env.runner.overdue_for(tenant) == []
    assert await env.runner.overdue() == []
    # 1 April 03:00 is past a nightly, a weekly (Sunday 01:00) and a monthly (1st, 03:00)
    # slot that nothing ran.
    env.clock.set(datetime(2024, 4, 1, 3, 0, tzinfo=UTC))
    assert await env.runner.overdue_for(tenant) == ["nightly", "weekly", "monthly"]
    assert await env.runner.overdue() == ["nightly", "weekly", "monthly"]
    ran = await env.runner.catch_up(tenant, timeout=60)
    assert [(job, o.status) for job, o in ran] == [
        ("nightly", "ran"),
        ("weekly", "ran"),
        ("monthly", "ran"),
    ]
    assert await env.runner.overdue_for(tenant) == []
    # Catch-up covers the tenant; the job as a whole still waits for its scheduled run.
    assert await env.runner.overdue() == ["nightly", "weekly", "monthly"]
    env.clock.set(datetime(2024, 4, 2, 2, 0, tzinfo=UTC))
    assert await env.runner.overdue_for(tenant) == ["nightly"]
    # Three nights missed: one catch-up run covers them all.
    env.clock.set(datetime(2024, 4, 5, 3, 0, tzinfo=UTC))
    [(job, outcome)] = await env.runner.catch_up(tenant, timeout=60)
    assert job == "nightly" and outcome.status == "ran"
    run = await env.runner.run("nightly")
    assert run.ran and run.counts.get("tenants_covered") == 1
    record: JobRecord = await env.runner.state.get("nightly")
    assert record.last_slot == datetime(2024, 4, 5, 2, 0, tzinfo=UTC)
    assert record.first_seen_at == NOW
    assert await env.runner.overdue() == ["weekly", "monthly"]


async def test_nightly_has_the_extractor_extract_dead_lettered_resources_once(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    tenant = f"t{unique}"
    env = await job_env(nc, vector_store, settings, tenant, NOW)
    js = nc.jetstream()
    extractor = ExtractorClient(nc, timeout=60)
    env.ctx.catch_up = ExtractionCatchUp(js, env.ctx.kv, extractor.extract, s.DURABLE_EXTRACTOR)
    resource = Resource(
        resource_id=s.resource_msg_id(tenant, "gave-up", 0, 0),
        tenant_id=tenant,
        agent_id="agent",
        session_id="gave-up",
        turn_number=0,
        part_index=0,
        kind="user_input",
        speaker="user",
        text="I work at Hooli as a product manager.",
        event_time=NOW - timedelta(hours=12),
    )
    subject = s.resource(tenant, resource.kind)
    stored = await js.publish(subject, resource.model_dump_json().encode())
    # What the extractor appends to the DLQ when it gives up on a resource (e.g. an LLM
    # that kept answering junk): the payload as is, where it came from in headers.
    headers = {
        s.HEADER_DLQ_REASON: "llm_output_invalid",
        s.HEADER_DLQ_SERVICE: s.DLQ_EXTRACTOR,
        s.HEADER_DLQ_SUBJECT: subject,
        s.HEADER_DLQ_STREAM: s.STREAM_RESOURCES,
        s.HEADER_DLQ_SEQ: str(stored.seq),
    }
    dlq = s.dlq(s.DLQ_EXTRACTOR, tenant)
    await js.publish(dlq, resource.model_dump_json().encode(), headers=headers)
    await js.publish(dlq, b"not a resource")
    # A dead letter naming another tenant's resource is not extracted for this one.
    other_tenant = f"o{unique}"
    theirs = resource.model_copy(
        update={
            "tenant_id": other_tenant,
            "resource_id": s.resource_msg_id(other_tenant, "gave-up", 0, 0),
        }
    )
    other = await js.publish(
        s.resource(theirs.tenant_id, theirs.kind), theirs.model_dump_json().encode()
    )
    await js.publish(dlq, b"{}", headers={**headers, s.HEADER_DLQ_SEQ: str(other.seq)})
    reply = await env.runner.run("nightly")
    assert reply.counts["extracted"] == 1 and reply.counts["extract_unreadable"] == 2
    items, _ = await vector_store.scroll(ITEMS, PointFilter(tenant_id=tenant), limit=20)
    assert any("Hooli" in str(r.payload.get("text")) for r in items), items
    assert all(r.payload["source_resource_ids"] == [resource.resource_id] for r in items)
    again = await env.runner.run("nightly", force=True)
    assert again.ran and again.counts.get("extracted", 0) == 0, "the cursor remembers them"

"""The weekly summary rebuild with an LLM configured: the real `openai` client against the
loopback stub, the real store and NATS. One call per category rewrites the summary from
the active facts; a failed call keeps an LLM-written summary and only otherwise falls back
to the rule-based list."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from faststream.nats import NatsBroker
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.events import CostRecorded
from memstream.contracts.summaries import CategorySummary
from memstream.services.common.memory.summaries import summary_point_id
from memstream.services.common.memory.summary_llm import TASKS
from memstream.services.common.models.llm import LLMClient, LLMSettings
from memstream.services.common.runtime import Runtime
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores import StoreHandle
from memstream.services.common.stores.vectorstore import SUMMARIES, VectorStore
from memstream.services.scheduler.app import SchedulerApp
from memstream.services.scheduler.jobs.summary_writer import SummaryWriter
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import ManualClock
from memstream.services.scheduler.shared.streamread import read_since
from tests.support.extractor import summary_versions
from tests.support.openai_stub import OpenAIStub
from tests.support.scheduler import DAY, JobEnv, item_payload, job_env, scheduler_llm, seed, unit

# Sunday 2024-03-10 01:00 UTC is the weekly slot.
NOW = datetime(2024, 3, 10, 12, 0, tzinfo=UTC)
AT = datetime(2024, 3, 10, 1, 0, tzinfo=UTC).timestamp()


async def with_llm(env: JobEnv, stub: OpenAIStub) -> LLMClient:
    """Configures the job context as the scheduler app does when an LLM is configured."""
    llm, costs = scheduler_llm(env, stub)
    env.ctx.summaries = SummaryWriter(llm, costs)
    return llm


async def seed_summary(nc: Client, tenant: str, category: str, text: str, method: str) -> None:
    summary = CategorySummary(
        tenant_id=tenant,
        category=category,
        text=text,
        method=method,  # type: ignore[arg-type]
    )
    await nc.jetstream().publish(s.summary(tenant, category), summary.model_dump_json().encode())


async def costs_of(nc: Client, tenant: str) -> list[CostRecorded]:
    msgs = await read_since(
        nc.jetstream(),
        s.STREAM_EVENTS,
        s.event_filter(tenant, "cost.recorded"),
        datetime.now(UTC) - timedelta(hours=1),
    )
    costs = [CostRecorded.model_validate(json.loads(m.data)["payload"]) for m in msgs]
    # The LLM's; the embedder publishes the tenant's embedding spend apart, on its own timer.
    return [c for c in costs if c.kind == "llm"]


async def test_weekly_rebuilds_each_summary_with_one_llm_call_and_costs_it(
    nc: Client,
    vector_store: VectorStore,
    settings: CommonSettings,
    unique: str,
    openai_stub: OpenAIStub,
) -> None:
    tenant = f"t{unique}"
    env = await job_env(nc, vector_store, settings, tenant, NOW)
    await seed(
        vector_store,
        tenant,
        {
            "jira": (unit(71), item_payload(tenant, "User uses Jira.", AT - 10 * DAY)),
            "nurse": (unit(72), item_payload(tenant, "User is a nurse.", AT - 20 * DAY)),
            # Idle past the work TTL (90 days): archived this week, so out of the summary.
            "trello": (unit(73), item_payload(tenant, "User used Trello.", AT - 91 * DAY)),
            "tea": (
                unit(74),
                item_payload(tenant, "User likes green tea.", AT - 5 * DAY, category="preferences"),
            ),
        },
    )
    await seed_summary(
        nc, tenant, "work", "User is a nurse who plans shifts in Trello and Jira.", "llm"
    )
    # Written by the offline builder at some point: with an LLM it is rewritten too.
    await seed_summary(nc, tenant, "preferences", "Preferences:\n- User likes green tea.", "rules")
    openai_stub.script_chat(
        [
            '{"summary": "User likes green tea."}',
            '{"summary": "User is a nurse who plans shifts in Jira."}',
        ]
    )
    llm = await with_llm(env, openai_stub)
    try:
        reply = await env.runner.run("weekly")
    finally:
        await llm.close()
    assert reply.status == "ok"
    assert reply.counts["archived"] == 1
    assert reply.counts["summaries_llm"] == 2 and reply.counts["summaries_rules"] == 0

    preferences_call, work_call = openai_stub.requests_to("/chat/completions")  # sorted
    work_prompt = work_call.body["messages"][1]["content"]
    assert "Category: work" in work_prompt and TASKS["rebuild"] in work_prompt
    assert "Current summary:\nUser is a nurse who plans shifts in Trello and Jira." in work_prompt
    assert "(2024-02-19) User is a nurse." in work_prompt
    assert "(2024-02-29) User uses Jira." in work_prompt
    assert "User used Trello." not in work_prompt  # archived facts are not given
    assert (
        "Preferences:\n- User likes green tea." in preferences_call.body["messages"][1]["content"]
    )

    [_, (_, work)] = await summary_versions(nc.jetstream(), tenant, "work")
    assert (work.text, work.method) == ("User is a nurse who plans shifts in Jira.", "llm")
    assert sorted(work.item_ids) == sorted([f"{tenant}-jira", f"{tenant}-nurse"])
    # As recent as its newest active fact (Jira, 10 days before), not as the rewrite: a later
    # statement on the subject may lead it at read time.
    assert work.event_time == AT - 10 * DAY
    [point] = await vector_store.get(SUMMARIES, [summary_point_id(tenant, "work")])
    assert point.payload["event_time"] == AT - 10 * DAY
    [_, (_, preferences)] = await summary_versions(nc.jetstream(), tenant, "preferences")
    assert (preferences.text, preferences.method) == ("User likes green tea.", "llm")
    costs = await costs_of(nc, tenant)
    assert [(c.service, c.kind, c.model) for c in costs] == [("scheduler", "llm", "stub")] * 2
    assert all(c.prompt_tokens > 0 and c.units > 0 for c in costs)


async def test_a_failed_call_keeps_an_llm_summary_and_only_otherwise_lists_the_facts(
    nc: Client,
    vector_store: VectorStore,
    settings: CommonSettings,
    unique: str,
    openai_stub: OpenAIStub,
) -> None:
    tenant = f"t{unique}"
    env = await job_env(nc, vector_store, settings, tenant, NOW)
    await seed(
        vector_store,
        tenant,
        {
            "chess": (
                unit(81),
                item_payload(tenant, "User plays chess.", AT - 3 * DAY, category="hobbies"),
            ),
            "jira": (unit(82), item_payload(tenant, "User uses Jira.", AT - 3 * DAY)),
        },
    )
    await seed_summary(nc, tenant, "work", "User tracks work in Jira, weekly sprints.", "llm")
    openai_stub.script_chat([500, 500])  # hobbies, then work: both fail
    llm = await with_llm(env, openai_stub)
    try:
        reply = await env.runner.run("weekly")
    finally:
        await llm.close()
    assert reply.status == "ok"
    assert len(openai_stub.requests_to("/chat/completions")) == 2
    assert reply.counts["summaries_kept"] == 1 and reply.counts["summaries_rules"] == 1
    # The LLM-written summary is not replaced by the list...
    [(_, work)] = await summary_versions(nc.jetstream(), tenant, "work")
    assert (work.text, work.method) == ("User tracks work in Jira, weekly sprints.", "llm")
    # ...a category without one gets the list rather than nothing.
    [(_, hobbies)] = await summary_versions(nc.jetstream(), tenant, "hobbies")
    assert (hobbies.text, hobbies.method) == ("Hobbies:\n- User plays chess.", "rules")


async def test_the_app_gives_the_weekly_job_its_llm(
    nc: Client, settings: CommonSettings, unique: str, openai_stub: OpenAIStub
) -> None:
    tenant = f"t{unique}"

    async def only() -> list[str]:
        return [tenant]

    app = SchedulerApp(
        SchedulerSettings(namespace=f"ns{unique}", cron_enabled=False, insights_llm=False),
        clock=ManualClock(NOW),
        tenants=only,
        llm_settings=LLMSettings(
            base_url=openai_stub.base_url, api_key="k", model="stub", max_retries=0
        ),
    )
    rt = Runtime(
        settings=settings, nc=nc, js=nc.jetstream(), broker=NatsBroker(), stores=StoreHandle()
    )
    await app.setup(rt)
    try:
        assert app.context.insights is None and app.context.summaries is not None
        await seed(
            app.context.store,
            tenant,
            {"jira": (unit(91), item_payload(tenant, "User uses Jira.", AT - DAY))},
        )
        openai_stub.script_chat(['{"summary": "User tracks work in Jira."}'])
        reply = await app.runner.run("weekly")
        assert reply.counts["summaries_llm"] == 1
        [(_, work)] = await summary_versions(nc.jetstream(), tenant, "work")
        assert (work.text, work.method) == ("User tracks work in Jira.", "llm")
        assert [c.service for c in await costs_of(nc, tenant)] == ["scheduler"]
    finally:
        await app.stop(5)
        await rt.stores.close()

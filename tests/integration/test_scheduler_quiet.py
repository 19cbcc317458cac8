"""Quiet first start, one run per tenant under concurrent triggers, no reader left behind."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import UTC, datetime, timedelta

from nats.aio.client import Client
from nats.js import JetStreamContext

from memstream.contracts import subjects as s
from memstream.contracts.scheduler import HealthReport
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.scheduler.admin.report import build_report
from memstream.services.scheduler.jobs.context import Counts, JobContext, Run
from memstream.services.scheduler.jobs.jobstate import JobState
from memstream.services.scheduler.jobs.runner import JobRunner
from memstream.services.scheduler.jobs.schedule import JOBS
from memstream.services.scheduler.settings import SchedulerSettings
from tests.support.polling import eventually
from tests.support.scheduler import JobEnv, job_env

NOW = datetime(2024, 3, 5, 9, 0, tzinfo=UTC)  # a Tuesday


def runner_beside(env: JobEnv, runner_id: str, job: object) -> JobRunner:
    """Another runner (another replica, or the same one when `runner_id` is the same) on
    `env`'s KV namespace, whose nightly job is `job`."""
    cfg = env.ctx.settings
    state = JobState(env.ctx.kv, env.clock, cfg.claim_ttl_s, cfg.namespace)

    async def only() -> list[str]:
        return [env.tenant]

    return JobRunner(
        env.ctx,
        state,
        env.runner.schedules,
        {"nightly": job},
        runner_id,
        None,
        only,  # type: ignore[dict-item]
    )


async def test_first_sighting_survives_restarts_and_the_job_waits_for_its_next_slot(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    env = await job_env(nc, vector_store, settings, f"t{unique}", NOW)
    await env.runner.note_start()
    assert await env.runner.overdue() == []
    # Restarted in the evening: the first sighting stays, so nothing became due.
    env.clock.set(NOW + timedelta(hours=10))
    restarted = runner_beside(env, "restarted", None)
    restarted.jobs = env.runner.jobs
    await restarted.note_start()
    assert (await restarted.state.get("nightly")).first_seen_at == NOW
    assert await restarted.overdue() == []
    env.clock.set(datetime(2024, 3, 6, 2, 0, tzinfo=UTC))
    assert await restarted.overdue() == ["nightly"]
    assert await restarted.overdue_for(env.tenant) == []  # the tenant was first seen just now
    env.clock.set(datetime(2024, 3, 10, 1, 0, tzinfo=UTC))
    assert await restarted.overdue() == ["nightly", "weekly"]
    assert await restarted.overdue_for(env.tenant) == ["nightly", "weekly"]


async def test_two_concurrent_triggers_run_a_tenants_job_once(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    env = await job_env(nc, vector_store, settings, f"t{unique}", NOW)
    ran: Counter[str] = Counter()
    release = asyncio.Event()

    async def nightly(_ctx: JobContext, tenant: str, _run: Run) -> Counts:
        ran[tenant] += 1
        await asyncio.wait_for(release.wait(), 30)
        return Counter(done=1)

    slot = env.runner.slot("nightly")
    # Two replicas, then the cron tick and a catch-up on one replica (one runner id); the
    # two triggers race for the claim, or the second comes while the first runs.
    for first_id, second_id in (("a", "b"), ("same", "same")):
        for staggered in (False, True):
            ran.clear()
            release.clear()
            first = runner_beside(env, f"{first_id}{unique}", nightly)
            second = runner_beside(env, f"{second_id}{unique}", nightly)
            one = asyncio.create_task(first.run_tenant("nightly", env.tenant, slot, force=True))
            if staggered:
                await eventually(lambda: _total(ran), until=lambda n: n == 1, what="first run")
            two = asyncio.create_task(second.run_tenant("nightly", env.tenant, slot, force=True))
            # The trigger that lost the claim answers at once, while the winner runs.
            done, _ = await asyncio.wait(
                [one, two], timeout=30, return_when=asyncio.FIRST_COMPLETED
            )
            assert [t.result().status for t in done] == ["busy"]
            release.set()
            outcomes = sorted(o.status for o in await asyncio.gather(one, two))
            assert outcomes == ["busy", "ran"], (first_id, second_id, staggered)
            assert ran == {env.tenant: 1}

    # Whole jobs alike: of two concurrent runs of a slot, one runs it, the other is told so.
    ran.clear()
    release.clear()
    a = runner_beside(env, f"ja{unique}", nightly)
    b = runner_beside(env, f"jb{unique}", nightly)
    runs = [
        asyncio.create_task(a.run("nightly", force=True)),
        asyncio.create_task(b.run("nightly", force=True)),
    ]
    done, _ = await asyncio.wait(runs, timeout=30, return_when=asyncio.FIRST_COMPLETED)
    [lost] = [t.result() for t in done]
    assert not lost.ran and lost.status == "running"
    release.set()
    replies = await asyncio.gather(*runs)
    assert sorted(r.ran for r in replies) == [False, True]
    assert ran == {env.tenant: 1}


async def _total(counts: Counter[str]) -> int:
    return sum(counts.values())


async def _consumers(js: JetStreamContext, stream: str) -> set[str]:
    names: set[str] = set()
    while True:
        page = await js.consumers_info(stream, offset=len(names))
        names.update(str(c.name) for c in page)
        if not page:
            return names


async def test_a_monthly_run_leaves_no_reader_on_events(
    nc: Client, vector_store: VectorStore, settings: CommonSettings, unique: str
) -> None:
    env = await job_env(
        nc, vector_store, settings, f"t{unique}", NOW, SchedulerSettings(namespace=f"m{unique}")
    )

    async def report(tenant: str) -> HealthReport:
        jobs = [await env.runner.state.get(job) for job in JOBS]
        return await build_report(env.ctx, tenant, jobs, 30)

    env.ctx.report = report
    js = nc.jetstream()
    before = await _consumers(js, s.STREAM_EVENTS)
    reply = await env.runner.run("monthly")
    assert reply.ran and reply.counts["reports"] == 1, reply
    assert await _consumers(js, s.STREAM_EVENTS) - before == set()

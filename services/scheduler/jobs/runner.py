"""Running jobs: all tenants on schedule (the active replica), one tenant on catch-up.

Every tenant's part of a job is claimed in KV (`run.<job>.<tenant>`), so the cron run on
the active replica and a session's catch-up on any replica never work on one tenant at
once, and a rerun after a crash skips the tenants that finished. Every run records
`last_run_at`, the slot and its summed counts in KV `jobs`, and one `job.completed`
event per tenant (the graph's `job_runs`). A tenant that fails does not stop the others;
the run is then `partial` and the tenant is retried by the next run or catch-up.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Literal

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.events import JobCompleted
from memstream.contracts.scheduler import JobName, JobProgress, JobRunReply, JobStatus
from memstream.services.common.models.attribution import billed_to
from memstream.services.common.models.embed_client import embedding_priority
from memstream.services.common.runtime import metrics
from memstream.services.scheduler.jobs.context import Counts, JobContext, Run
from memstream.services.scheduler.jobs.jobstate import (
    Busy,
    Claimed,
    Covered,
    JobState,
    TenantBusy,
    TenantClaimed,
    TenantCovered,
)
from memstream.services.scheduler.jobs.schedule import Schedule, is_overdue, latest_slot, next_slot
from memstream.services.scheduler.jobs.tenants import list_tenants

log = logging.getLogger(__name__)

JobFn = Callable[[JobContext, str, Run], Awaitable[Counts]]
# Runs once after every tenant of a scheduled (not a catch-up) run.
FinishFn = Callable[[JobContext, Counts], Awaitable[None]]
TenantSource = Callable[[], Awaitable[list[str]]]


TenantStatus = Literal["ran", "covered", "busy", "failed"]


class TenantOutcome:
    """What happened to one tenant's part of a job."""

    def __init__(self, status: TenantStatus, counts: Counts | None = None) -> None:
        self.status: TenantStatus = status
        self.counts: Counts = counts if counts is not None else Counter()


class JobRunner:
    def __init__(
        self,
        ctx: JobContext,
        state: JobState,
        schedules: dict[JobName, Schedule],
        jobs: dict[JobName, JobFn],
        runner_id: str,
        nc: Client | None = None,
        tenants: TenantSource | None = None,
        finishers: dict[JobName, FinishFn] | None = None,
    ) -> None:
        self.ctx = ctx
        self.state = state
        self.schedules = schedules
        self.jobs = jobs
        self.runner_id = runner_id
        self._nc = nc
        self._tenants = tenants
        self.finishers = finishers or {}

    def slot(self, job: JobName, now: datetime | None = None) -> datetime:
        return latest_slot(self.schedules[job], now or self.ctx.clock.now())

    def next_run(self, job: JobName) -> datetime:
        return next_slot(self.schedules[job], self.ctx.clock.now())

    async def tenant_names(self) -> list[str]:
        if self._tenants is not None:
            return await self._tenants()
        return await list_tenants(self.ctx.js)

    async def note_start(self) -> None:
        """Record when the jobs were first seen (a no-op once recorded): a job that never
        ran is then due at its first slot after this start, not at once."""
        for job in self.jobs:
            await self.state.since(job)

    async def overdue(self) -> list[JobName]:
        """Jobs a slot of which passed that no completed run (over all tenants) covers."""
        now = self.ctx.clock.now()
        return [
            job
            for job in self.jobs
            if is_overdue(self.schedules[job], await self.state.since(job), now)
        ]

    async def overdue_for(self, tenant: str) -> list[JobName]:
        """Jobs a slot of which passed that no run for `tenant` covers."""
        now = self.ctx.clock.now()
        out = []
        for job in self.jobs:
            if is_overdue(self.schedules[job], await self.state.tenant_since(job, tenant), now):
                out.append(job)
        return out

    # --- whole jobs ----------------------------------------------------------------

    async def run(
        self, job: JobName, *, force: bool = False, tenants: Sequence[str] | None = None
    ) -> JobRunReply:
        started = time.monotonic()
        slot = self.slot(job)
        claim = await self.state.claim(job, slot, self.runner_id, force)
        if isinstance(claim, Covered):
            rec = claim.record
            return JobRunReply(
                job=job,
                ran=False,
                status=rec.status,
                slot=slot,
                counts=rec.counts,
                tenants=rec.tenants,
                message="this slot was already run",
            )
        if isinstance(claim, Busy):
            msg = f"running on {claim.record.runner}"
            return JobRunReply(job=job, ran=False, status="running", slot=slot, message=msg)
        try:
            return await self._run_claimed(job, slot, claim, started, force, tenants)
        except BaseException:
            await asyncio.shield(self.state.abandon(job, claim))
            raise

    async def _run_claimed(
        self,
        job: JobName,
        slot: datetime,
        claim: Claimed,
        started: float,
        force: bool,
        tenants: Sequence[str] | None,
    ) -> JobRunReply:
        names = list(tenants) if tenants is not None else await self.tenant_names()
        total: Counts = Counter()
        failed: list[str] = []
        for done, tenant in enumerate(names, start=1):
            outcome = await self.run_tenant(job, tenant, slot, force)
            total.update(outcome.counts)
            total[f"tenants_{outcome.status}"] += 1
            if outcome.status == "failed":
                failed.append(tenant)
            claim = await self.state.heartbeat(job, claim)
            await self._progress(job, slot, done, len(names), tenant)
        finish = self.finishers.get(job)
        if finish is not None:
            try:
                await finish(self.ctx, total)
            except Exception:
                log.exception("job finisher failed", extra={"job": job})
                total["finish_failed"] += 1
        status: JobStatus = "ok"
        if failed or total["finish_failed"]:
            status = "failed" if names and len(failed) == len(names) else "partial"
        summed = {k: int(v) for k, v in sorted(total.items())}
        await self.state.complete(job, self.runner_id, slot, status, summed, len(names), failed)
        await self._progress(job, slot, len(names), len(names), None, finished=True)
        elapsed = time.monotonic() - started
        metrics.JOB_RUNS.labels(job, status).inc()
        metrics.JOB_SECONDS.labels(job).observe(elapsed)
        log.info("job finished", extra={"job": job, "status": status, "counts": summed})
        return JobRunReply(
            job=job,
            ran=True,
            status=status,
            slot=slot,
            counts=summed,
            tenants=len(names),
            failed_tenants=failed,
            duration_s=round(elapsed, 3),
        )

    # --- one tenant ----------------------------------------------------------------

    async def run_tenant(
        self, job: JobName, tenant: str, slot: datetime, force: bool = False
    ) -> TenantOutcome:
        claim = await self.state.claim_tenant(job, tenant, slot, self.runner_id, force)
        if isinstance(claim, TenantCovered):
            return TenantOutcome("covered")
        if isinstance(claim, TenantBusy):
            return TenantOutcome("busy")
        try:
            counts = await self._execute(job, tenant, claim)
        except Exception:
            log.exception("job failed for a tenant", extra={"job": job, "tenant": tenant})
            await self.state.release_tenant(job, tenant, claim)
            return TenantOutcome("failed")
        await self.state.complete_tenant(job, tenant, claim)
        return TenantOutcome("ran", counts)

    async def _execute(self, job: JobName, tenant: str, claim: TenantClaimed) -> Counts:
        tr = claim.run
        run = Run(job, tr.slot, tr.previous_slot, tr.previous_started_at)
        # The tenant's embeddings (summaries, reindex) are its cost, and wait behind
        # queries and episodes.
        with billed_to(tenant), embedding_priority("enrich"):
            counts = await self.jobs[job](self.ctx, tenant, run)
        finished_at = self.ctx.clock.now()
        await self.ctx.events.emit(
            "job.completed",
            tenant,
            JobCompleted(
                job=job,
                started_at=tr.started_at,
                finished_at=finished_at,
                counts={k: int(v) for k, v in counts.items()},
            ),
            job,
            run.slot_key,
            tr.started_at.isoformat(),
        )
        await self.ctx.events.flush()
        return counts

    async def catch_up(
        self, tenant: str, timeout: float, poll_s: float = 0.2
    ) -> list[tuple[JobName, TenantOutcome]]:
        """Run the tenant's overdue jobs now; wait (up to `timeout`) for ones running elsewhere.

        The cron fallback: a session never assumes the schedule ran.
        """
        deadline = time.monotonic() + timeout
        out: list[tuple[JobName, TenantOutcome]] = []
        for job in await self.overdue_for(tenant):
            slot = self.slot(job)
            outcome = await self.run_tenant(job, tenant, slot)
            while outcome.status == "busy" and time.monotonic() < deadline:
                await asyncio.sleep(poll_s)
                outcome = await self.run_tenant(job, tenant, slot)
            out.append((job, outcome))
        return out

    async def _progress(
        self,
        job: JobName,
        slot: datetime,
        done: int,
        total: int,
        tenant: str | None,
        finished: bool = False,
    ) -> None:
        if self._nc is None or self._nc.is_closed:
            return
        msg = JobProgress(
            job=job, slot=slot, done=done, total=total, tenant=tenant, finished=finished
        )
        await self._nc.publish(s.scheduler_progress(job), msg.model_dump_json().encode())

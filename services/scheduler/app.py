"""The scheduler service (docs/architecture.md §5.8): one active replica, any number serving.

Every replica serves the session endpoints (cron fallback, triggers, lessons, flush),
echo/fizzle feedback, the admin endpoints, and the lessons, budget, access and trigger-filing
consumers.
Only the replica holding the lease runs jobs on the timer; a standby takes the lease over
once it expires. Job runs are claimed per job and per tenant in KV, so a session's catch-up
on a standby never collides with the active replica's run.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import uuid
from collections.abc import Awaitable, Callable, Sequence

from nats.aio.msg import Msg
from nats.js import api
from nats.js.api import KeyValueConfig, StorageType

from memstream.contracts import subjects as s
from memstream.contracts.scheduler import HealthReport, JobName, JobRunReply, RestoreReply
from memstream.contracts.session import SessionAction
from memstream.services.common.memory.costs import CostLedger
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.messaging.batch_consumer import (
    BatchConsumer,
    BatchHandler,
    PoisonRule,
)
from memstream.services.common.messaging.dlq import subject_tenant
from memstream.services.common.messaging.endpoint import RequestEndpoint, RequestHandler
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.messaging.graph_client import GraphClient
from memstream.services.common.models.attribution import billed_to
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.models.llm import LLMClient, LLMSettings
from memstream.services.common.runtime import Runtime, metrics
from memstream.services.common.runtime.provisioning import ensure_kv
from memstream.services.common.runtime.streammetrics import StreamMetrics
from memstream.services.scheduler.admin.endpoints import AdminService
from memstream.services.scheduler.admin.report import build_report
from memstream.services.scheduler.behaviours import access, echo
from memstream.services.scheduler.behaviours.budgets import BudgetKeeper
from memstream.services.scheduler.behaviours.budgets import consumer_config as budgets_consumer
from memstream.services.scheduler.behaviours.feedback import FeedbackService
from memstream.services.scheduler.behaviours.lessons import LessonWriter
from memstream.services.scheduler.behaviours.lessons import consumer_config as lessons_consumer
from memstream.services.scheduler.jobs.catchup import ExtractionCatchUp
from memstream.services.scheduler.jobs.context import JobContext
from memstream.services.scheduler.jobs.insights import InsightWriter
from memstream.services.scheduler.jobs.jobstate import JobState
from memstream.services.scheduler.jobs.lease import Lease
from memstream.services.scheduler.jobs.monthly import reindex, run_monthly
from memstream.services.scheduler.jobs.nightly import run_nightly
from memstream.services.scheduler.jobs.restore import restore
from memstream.services.scheduler.jobs.runner import FinishFn, JobFn, JobRunner
from memstream.services.scheduler.jobs.schedule import JOBS, schedules
from memstream.services.scheduler.jobs.summary_writer import SummaryWriter
from memstream.services.scheduler.jobs.weekly import run_weekly
from memstream.services.scheduler.sessions import filing
from memstream.services.scheduler.sessions.flush import PendingFlushes, SessionFlush
from memstream.services.scheduler.sessions.service import SessionService
from memstream.services.scheduler.sessions.triggers import Deliveries, PreloadFinder
from memstream.services.scheduler.settings import SOURCE, SchedulerSettings
from memstream.services.scheduler.shared.clock import Clock, SystemClock
from memstream.services.scheduler.shared.extraction import ExtractorClient

log = logging.getLogger(__name__)

JOB_FUNCTIONS: dict[JobName, JobFn] = {
    "nightly": run_nightly,
    "weekly": run_weekly,
    "monthly": run_monthly,
}
JOB_FINISHERS: dict[JobName, FinishFn] = {"monthly": reindex}
SESSION_ACTIONS: tuple[SessionAction, ...] = ("start", "heartbeat", "end")


def replica_name() -> str:
    return f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"


def _consumer(
    stream: str, config: api.ConsumerConfig, handle: BatchHandler, rule: PoisonRule, batch: int = 64
) -> BatchConsumer:
    """A scheduler consumer: its handler applies a batch or nothing, the poison rule settles."""
    return BatchConsumer(stream, config, handle, batch_size=batch, fetch_timeout_s=0.2, poison=rule)


class SchedulerApp:
    """`clock`, `embedder`, `tenants` and `llm_settings` are injectable for tests and
    benchmarks; by default weekly summaries and insights use the LLM from
    `OPENAI_BASE_URL` (none: offline)."""

    name = "scheduler"

    def __init__(
        self,
        settings: SchedulerSettings | None = None,
        *,
        clock: Clock | None = None,
        embedder: TextEmbedder | None = None,
        replica_id: str | None = None,
        tenants: Callable[[], Awaitable[list[str]]] | None = None,
        llm_settings: LLMSettings | None = None,
    ) -> None:
        self.settings = settings or SchedulerSettings()
        self.clock: Clock = clock or SystemClock()
        self.replica_id = replica_id or replica_name()
        self._embedder = embedder
        self._tenants = tenants
        self._endpoints: list[RequestEndpoint] = []
        self._consumers: list[BatchConsumer] = []
        self._tasks: list[asyncio.Task[None]] = []
        self._runner: JobRunner | None = None
        self._lease: Lease | None = None
        self._sessions: SessionService | None = None
        self._feedback: FeedbackService | None = None
        self._lessons: LessonWriter | None = None
        self._ctx: JobContext | None = None
        self._llm_settings = llm_settings
        self._llm: LLMClient | None = None
        self._stream_metrics: StreamMetrics | None = None

    # --- accessors (set up only) ---------------------------------------------------------

    @property
    def runner(self) -> JobRunner:
        if self._runner is None:
            raise RuntimeError("the scheduler is not set up")
        return self._runner

    @property
    def lease(self) -> Lease:
        if self._lease is None:
            raise RuntimeError("the scheduler is not set up")
        return self._lease

    @property
    def sessions(self) -> SessionService:
        if self._sessions is None:
            raise RuntimeError("the scheduler is not set up")
        return self._sessions

    @property
    def feedback(self) -> FeedbackService:
        if self._feedback is None:
            raise RuntimeError("the scheduler is not set up")
        return self._feedback

    @property
    def lessons(self) -> LessonWriter:
        if self._lessons is None:
            raise RuntimeError("the scheduler is not set up")
        return self._lessons

    @property
    def context(self) -> JobContext:
        if self._ctx is None:
            raise RuntimeError("the scheduler is not set up")
        return self._ctx

    # --- lifecycle ---------------------------------------------------------------------

    async def setup(self, rt: Runtime) -> None:
        cfg, clock = self.settings, self.clock
        store = await rt.stores.vector_store(rt.settings)
        await ensure_kv(
            rt.js,
            KeyValueConfig(
                bucket=s.BUCKET_SESSIONS,
                description="Per-session delivery records and seen feedback ids (expiring).",
                history=1,
                ttl=cfg.session_ttl_s,
                replicas=rt.settings.stream_replicas,
                storage=StorageType.FILE,
            ),
        )
        jobs_kv = await rt.js.key_value(s.BUCKET_JOBS)
        sessions_kv = await rt.js.key_value(s.BUCKET_SESSIONS)
        budgets_kv = await rt.js.key_value(s.BUCKET_BUDGETS)
        embedder = self._embedder or EmbeddingClient(rt.nc, timeout=cfg.embed_timeout_s)
        extractor = ExtractorClient(rt.nc, cfg.extract_timeout_s)
        catch_up = ExtractionCatchUp(rt.js, jobs_kv, extractor.extract, cfg.extractor_durable)
        self._ctx = ctx = JobContext(
            store=store,
            js=rt.js,
            kv=jobs_kv,
            events=EventSink(rt.js, SOURCE, 10.0),
            embedder=embedder,
            settings=cfg,
            clock=clock,
            data_dir=rt.settings.data_dir,
            catch_up=catch_up,
        )
        state = JobState(jobs_kv, clock, cfg.claim_ttl_s, cfg.namespace)
        plan = schedules(
            cfg.zone,
            cfg.nightly_at,
            cfg.weekly_weekday,
            cfg.weekly_at,
            cfg.monthly_day,
            cfg.monthly_at,
        )
        self._runner = runner = JobRunner(
            ctx,
            state,
            plan,
            dict(JOB_FUNCTIONS),
            self.replica_id,
            rt.nc,
            self._tenants,
            dict(JOB_FINISHERS),
        )
        ctx.report = lambda tenant: self.report(tenant, 30)
        llm = self._llm_settings or LLMSettings()
        if llm.configured and (cfg.insights_llm or cfg.summaries_llm):
            costs = CostLedger(ctx.events, SOURCE, cfg.llm_units_per_1k_tokens)
            self._llm = client = LLMClient(llm, self.name, on_usage=costs.on_usage)
            if cfg.insights_llm:
                ctx.insights = InsightWriter(client, costs)
            if cfg.summaries_llm:
                ctx.summaries = SummaryWriter(client, costs)
        self._lease = Lease(jobs_kv, self.replica_id, cfg.lease_ttl_s, clock, cfg.namespace)
        graph = GraphClient(rt.nc, rt.settings.partitions, cfg.graph_timeout_s)
        # Only read by key (`hidden_now`): no watcher to start.
        forgotten = await ForgottenLedger.open(rt.js)
        self._sessions = sessions = SessionService(
            rt.nc,
            rt.js,
            store,
            runner,
            Deliveries(sessions_kv),
            PreloadFinder(store, graph, cfg.preload_limit, forgotten),
            SessionFlush(
                rt.js,
                cfg.extractor_durable,
                cfg.flush_poll_s,
                extractor.extract,
                cfg.flush_grace_s,
            ),
            cfg,
            clock,
            PendingFlushes(sessions_kv, cfg.flush_recover_attempts),
        )
        rule = echo.EchoRule(
            lexical=cfg.echo_lexical,
            semantic=cfg.echo_semantic,
            semantic_lexical=cfg.echo_semantic_lexical,
            echo_delta=cfg.echo_delta,
            fizzle_delta=cfg.fizzle_delta,
            costly_fizzle_delta=cfg.costly_fizzle_delta,
            costly_tokens=cfg.costly_tokens,
            min_priority=cfg.min_priority,
            max_priority=cfg.max_priority,
        )
        self._feedback = FeedbackService(
            store, embedder, EventSink(rt.js, SOURCE, 10.0), clock, rule, sessions_kv
        )
        self._lessons = LessonWriter(rt.js, store, embedder, EventSink(rt.js, SOURCE, 10.0), clock)
        admin = AdminService(runner, self.report, self.restore)

        def endpoint(subject: str, handler: RequestHandler, index: int | None, name: str) -> None:
            self._endpoints.append(
                RequestEndpoint(
                    rt.nc,
                    subject,
                    s.QUEUE_SCHEDULER,
                    handler,
                    tenant_index=index,
                    name=name,
                )
            )

        for action in SESSION_ACTIONS:
            handler = sessions.handler(action)
            endpoint(s.session("*", action), handler, s.SESSION_TENANT_TOKEN, f"session-{action}")
        endpoint(s.feedback("*"), self.feedback.handle, s.FEEDBACK_TENANT_TOKEN, "feedback")
        endpoint(s.scheduler_run(), admin.run, None, "scheduler-run")
        endpoint(s.scheduler_report("*"), admin.report, s.SCHEDULER_TENANT_TOKEN, "report")
        endpoint(s.scheduler_restore("*"), admin.restore, s.SCHEDULER_TENANT_TOKEN, "restore")
        if cfg.stream_metrics_s > 0:
            self._stream_metrics = StreamMetrics(rt.js, cfg.stream_metrics_s)
        budgets = BudgetKeeper(budgets_kv, clock, cfg.budget_units)
        resources = PoisonRule(tenant_token=s.RESOURCE_TENANT_TOKEN)
        events = PoisonRule(tenant_token=s.EVENT_TENANT_TOKEN)
        self._consumers = [
            _consumer(s.STREAM_RESOURCES, lessons_consumer(), self._on_resources, resources),
            _consumer(s.STREAM_EVENTS, budgets_consumer(), budgets.handle, events),
            _consumer(
                s.STREAM_EVENTS,
                access.consumer_config(),
                access.AccessRecorder(store).handle,
                events,
                batch=access.BATCH,
            ),
        ]
        scan = filing.TriggerScan.of(cfg)
        if scan is not None:
            filer = filing.TriggerFiler(rt.js, scan, clock)
            checkpoints = PoisonRule(tenant_token=s.CHECKPOINT_TENANT_TOKEN)
            config = filing.consumer_config()
            self._consumers.append(
                _consumer(s.STREAM_CHECKPOINTS, config, filer.handle, checkpoints)
            )
        for consumer in self._consumers:
            await consumer.setup(rt.broker, rt.js)

    async def _on_resources(self, msgs: Sequence[Msg]) -> None:
        for msg in msgs:
            tenant = subject_tenant(msg.subject, s.RESOURCE_TENANT_TOKEN)
            with billed_to(None if tenant == s.DLQ_UNKNOWN_TENANT else tenant):
                await self.lessons.handle(msg.data)

    async def start(self) -> None:
        for ep in self._endpoints:
            await ep.start()
        for consumer in self._consumers:
            await consumer.start()
        await self.runner.note_start()  # a fresh install waits for each job's next slot
        if self._stream_metrics is not None:
            self._stream_metrics.start()
        if self.settings.cron_enabled:
            self._tasks = [
                asyncio.create_task(self._lease_loop(), name="scheduler-lease"),
                asyncio.create_task(self._cron_loop(), name="scheduler-cron"),
            ]

    async def stop(self, timeout: float) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []
        if self._stream_metrics is not None:
            await self._stream_metrics.stop()
        if self._lease is not None:
            with contextlib.suppress(Exception):
                await self._lease.release()
            metrics.SCHEDULER_ACTIVE.set(0)
        for ep in self._endpoints:
            await ep.stop(timeout)
        for consumer in self._consumers:
            await consumer.stop(timeout)
        if self._llm is not None:
            await self._llm.close()
            self._llm = None

    # --- the timer (active replica only) -------------------------------------------------

    async def _lease_loop(self) -> None:
        while True:
            try:
                held = await self.lease.acquire()
                metrics.SCHEDULER_ACTIVE.set(1 if held else 0)
            except Exception:
                log.exception("lease renewal failed")
            await asyncio.sleep(self.settings.lease_renew_s)

    async def _cron_loop(self) -> None:
        while True:
            await asyncio.sleep(self.settings.tick_s)
            try:
                await self.tick()
            except Exception:
                log.exception("scheduler tick failed")

    async def tick(self) -> list[JobRunReply]:
        """Run every overdue job, if this replica holds (or can take) the lease."""
        if not await self.lease.acquire():
            return []
        return [await self.runner.run(job) for job in await self.runner.overdue()]

    # --- admin -------------------------------------------------------------------------

    async def report(self, tenant: str, days: int = 30) -> HealthReport:
        jobs = [await self.runner.state.get(job) for job in JOBS]
        return await build_report(self.context, tenant, jobs, days)

    async def restore(self, tenant: str, ids: list[str] | None) -> RestoreReply:
        ctx = self.context
        return await restore(ctx.store, ctx.events, ctx.clock, ctx.data_dir, tenant, ids)

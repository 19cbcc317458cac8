"""`mem.session.<tenant>.start | heartbeat | end`.

start / heartbeat: run the tenant's overdue jobs first (never assume cron ran), then hand
out today's forward triggers this session has not had (also published on
`mem.preload.<tenant>` with their memories); start adds the lessons block.
end: wait until the session's resources are extracted (see flush.py); start / heartbeat
also finish the tenant's session ends that never confirmed it (a crash, a timeout).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from zoneinfo import ZoneInfo

from nats.aio.client import Client
from nats.js import JetStreamContext
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.session import (
    JobCheck,
    Preload,
    SessionAction,
    SessionReply,
    SessionRequest,
)
from memstream.services.common.messaging.endpoint import RequestHandler
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.scheduler.behaviours.lessons import active_lessons, lessons_block
from memstream.services.scheduler.jobs.runner import JobRunner
from memstream.services.scheduler.sessions.flush import (
    PendingFlushes,
    SessionFlush,
    recover_flushes,
)
from memstream.services.scheduler.sessions.triggers import Deliveries, PreloadFinder, deliver
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import Clock

log = logging.getLogger(__name__)


class SessionService:
    def __init__(
        self,
        nc: Client,
        js: JetStreamContext,
        store: VectorStore,
        runner: JobRunner,
        deliveries: Deliveries,
        finder: PreloadFinder,
        flush: SessionFlush,
        settings: SchedulerSettings,
        clock: Clock,
        pending: PendingFlushes | None = None,
    ) -> None:
        self._nc = nc
        self._js = js
        self._store = store
        self._runner = runner
        self._deliveries = deliveries
        self._finder = finder
        self._flush = flush
        self._settings = settings
        self._clock = clock
        self.pending = pending

    def handler(self, action: SessionAction) -> RequestHandler:
        async def handle(tenant: str, body: bytes) -> bytes:
            try:
                request = SessionRequest.model_validate_json(body)
            except ValidationError as exc:
                metrics.SESSION_REQUESTS.labels(action, "rejected").inc()
                return reply_from_validation(exc).model_dump_json().encode()
            try:
                reply = await self.answer(action, tenant, request)
            except RequestRejected as exc:
                metrics.SESSION_REQUESTS.labels(action, "rejected").inc()
                return exc.reply.model_dump_json().encode()
            metrics.SESSION_REQUESTS.labels(action, "ok").inc()
            return reply.model_dump_json().encode()

        return handle

    async def answer(
        self, action: SessionAction, tenant: str, request: SessionRequest
    ) -> SessionReply:
        reply = SessionReply(action=action, tenant_id=tenant, session_id=request.session_id)
        if action == "end":
            return await self._end(reply, tenant, request)
        if self._settings.catch_up_on_session:
            ran = await self._runner.catch_up(tenant, self._settings.catch_up_timeout_s)
            reply.jobs = [
                JobCheck(job=job, outcome=o.status, counts=dict(o.counts)) for job, o in ran
            ]
        if self.pending is not None:
            await recover_flushes(
                self._flush,
                self.pending,
                tenant,
                self._clock.now(),
                self._settings.flush_recover_timeout_s,
            )
        zone = ZoneInfo(request.timezone) if request.timezone else self._settings.zone
        today = self._clock.now().astimezone(zone).date()
        reply.triggers = await deliver(
            self._js, self._deliveries, self._finder, tenant, request.session_id, today
        )
        if reply.triggers:
            metrics.TRIGGERS_DELIVERED.inc(len(reply.triggers))
            preload = Preload(
                tenant_id=tenant,
                session_id=request.session_id,
                due_date=today,
                triggers=reply.triggers,
            )
            await self._nc.publish(s.preload(tenant), preload.model_dump_json().encode())
        if action == "start":
            limit = (
                request.lessons_limit
                if request.lessons_limit is not None
                else self._settings.lessons_limit
            )
            reply.lessons = await active_lessons(self._store, tenant, limit)
            reply.lessons_block = lessons_block(reply.lessons)
        return reply

    async def _end(self, reply: SessionReply, tenant: str, request: SessionRequest) -> SessionReply:
        timeout = request.flush_timeout_s or self._settings.flush_timeout_s
        session = request.session_id
        asked = request.last_resource_seq
        if asked is not None and asked > (end := await self._flush.stream_end()):
            # It could never be extracted: waiting would only hold the reply (and leave a
            # flush record every later start would wait on again).
            raise RequestRejected(
                "validation_error",
                f"sequence {asked} is past the end of {s.STREAM_RESOURCES} (last {end}): "
                "not a sequence a TurnAck gave",
                field="last_resource_seq",
            )
        target = await self._flush.target(tenant, asked)
        if self.pending is not None and target:
            # Written before waiting: if this replica dies before the reply, the record
            # is what the tenant's next start or heartbeat finds.
            deadline = self._clock.now() + timedelta(seconds=timeout)
            await self.pending.add(tenant, session, target, deadline)
        reply.flush = await self._flush.wait(tenant, session, target, timeout)
        if self.pending is not None and target and reply.flush.complete:
            await self.pending.done(tenant, session)
        return reply

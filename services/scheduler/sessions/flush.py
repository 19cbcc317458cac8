"""Session flush: `end` replies once every resource of the session is extracted.

The extractor acknowledges a resource only after its facts are stored or rejected, so the
first check is the durable consumer's acknowledged floor: past the session's last
resource sequence (or nothing pending at all), the session is extracted.

The floor is one number for every tenant, though: one message of another tenant waiting
for redelivery holds it back, and JetStream cannot say which of the messages above it
were acknowledged. So after a short grace the flush asks the extractor to extract the
session's own resources above the floor at once (`mem.extractor.extract.<tenant>`) — the
design's "run the extraction pipeline on any unprocessed turns" (docs/architecture.md
§15.4), in the extractor's process under its per-tenant lock. The pipeline's writes are
idempotent (deterministic item ids; a fact whose resources are already on its item is a
no-op), so a resource the consumer also handles, or already had, is not stored twice. The
target comes from the caller (the SDK remembers the sequences from its TurnAcks) or,
failing that, the tenant's last resource.

`end` records the session in KV `sessions` (`PendingFlushes`) before it waits and clears it
once the flush is complete. A replica that dies in between, or a flush that timed out,
leaves the record behind; the next start or heartbeat of any of the tenant's sessions
finishes it (the "overdue check" of flushes), giving up after a few attempts to the
nightly catch-up.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from datetime import datetime

from nats.js import JetStreamContext
from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError, NotFoundError
from nats.js.kv import KeyValue
from pydantic import BaseModel, Field, ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.extraction import ExtractRequest
from memstream.contracts.session import FlushStatus
from memstream.services.common.messaging.progress import ConsumerProgress, resources_end, tenant_end
from memstream.services.scheduler.shared.extraction import Extract, ExtractionFailed

log = logging.getLogger(__name__)


class SessionFlush:
    def __init__(
        self,
        js: JetStreamContext,
        durable: str,
        poll_s: float,
        extract: Extract | None = None,
        grace_s: float = 2.0,
    ) -> None:
        self._js = js
        self._durable = durable
        self._poll = poll_s
        self._extract = extract
        self._grace = grace_s

    async def target(self, tenant: str, requested: int | None) -> int:
        if requested is not None:
            return requested
        return await tenant_end(self._js, tenant)

    async def stream_end(self) -> int:
        """The last sequence RESOURCES holds."""
        return await resources_end(self._js)

    async def _floor(self, target: int) -> tuple[bool, int]:
        info = await self._js.consumer_info(s.STREAM_RESOURCES, self._durable)
        progress = ConsumerProgress.from_info(info)
        return progress.watermark >= target, progress.ack_floor

    async def wait(
        self, tenant: str, session: str, requested: int | None, timeout: float
    ) -> FlushStatus:
        started = time.monotonic()
        target = await self.target(tenant, requested)
        if target == 0:
            return FlushStatus(complete=True, target_seq=0, acked_seq=0, waited_ms=0.0)
        deadline = started + timeout
        floor = 0
        # A sequence the stream has not reached yet cannot be looked for above the floor.
        can_extract = self._extract is not None and target <= await self.stream_end()

        def status(complete: bool, message: str = "", extracted: int = 0) -> FlushStatus:
            return FlushStatus(
                complete=complete,
                target_seq=target,
                acked_seq=floor,
                waited_ms=round((time.monotonic() - started) * 1000, 3),
                message=message,
                extracted_here=extracted,
            )

        while True:
            try:
                done, floor = await self._floor(target)
            except NotFoundError:
                return status(False, f"no extractor consumer {self._durable!r}: nothing extracts")
            if done:
                return status(True)
            now = time.monotonic()
            if can_extract and now - started >= min(self._grace, timeout / 2):
                return await self._ask_extractor(tenant, session, floor, target, status)
            if now >= deadline:
                return status(
                    False,
                    f"extraction still behind after {timeout:g}s (acknowledged up to {floor}, "
                    f"session ends at {target}); the nightly catch-up will finish it",
                )
            await asyncio.sleep(self._poll)

    async def _ask_extractor(
        self,
        tenant: str,
        session: str,
        floor: int,
        target: int,
        status: Callable[..., FlushStatus],
    ) -> FlushStatus:
        assert self._extract is not None
        request = ExtractRequest(session_id=session, up_to_seq=target)
        try:
            reply = await self._extract(tenant, request)
        except ExtractionFailed as exc:
            log.warning("flush extraction failed", extra={"tenant": tenant, "error": str(exc)})
            return status(
                False,
                f"asking the extractor for the session's resources failed ({exc}); the "
                "extractor and the nightly catch-up will finish them",
            )
        if reply.failed:
            return status(
                False,
                f"extracting {reply.failed} resource(s) of the session failed "
                f"({reply.message}); the extractor and the nightly catch-up will retry",
                reply.extracted,
            )
        if not reply.extracted:
            return status(True)
        return status(
            True,
            f"the extractor extracted {reply.extracted} resource(s) on request: its "
            f"consumer's acknowledgements are held back (acknowledged up to {floor})",
            reply.extracted,
        )


class PendingFlush(BaseModel):
    """One session end whose extraction is not confirmed yet."""

    target: int
    # When the `end` that wrote it gives up waiting: before that it is still in progress.
    deadline: datetime
    attempts: int = 0


class _Pending(BaseModel):
    sessions: dict[str, PendingFlush] = Field(default_factory=dict)


class PendingFlushes:
    """The tenant's unconfirmed session ends, one revision-checked KV record per tenant."""

    def __init__(self, kv: KeyValue, max_attempts: int = 3) -> None:
        self._kv = kv
        self.max_attempts = max_attempts

    async def _read(self, tenant: str) -> tuple[_Pending, int | None]:
        try:
            entry = await self._kv.get(s.pending_flush_key(tenant))
        except KeyNotFoundError:
            return _Pending(), None
        try:
            return _Pending.model_validate_json(entry.value or b"{}"), entry.revision
        except ValidationError:
            return _Pending(), entry.revision

    async def _change(self, tenant: str, edit: Callable[[_Pending], bool]) -> None:
        for _ in range(10):
            record, revision = await self._read(tenant)
            if not edit(record):
                return
            key, value = s.pending_flush_key(tenant), record.model_dump_json().encode()
            try:
                if revision is None:
                    await self._kv.create(key, value)
                else:
                    await self._kv.update(key, value, last=revision)
            except KeyWrongLastSequenceError:
                continue
            return
        raise RuntimeError(f"pending flushes of {tenant} kept changing")

    async def add(self, tenant: str, session: str, target: int, deadline: datetime) -> None:
        def edit(record: _Pending) -> bool:
            old = record.sessions.get(session)
            record.sessions[session] = PendingFlush(
                target=max(target, old.target if old else 0), deadline=deadline
            )
            return True

        await self._change(tenant, edit)

    async def done(self, tenant: str, session: str) -> None:
        await self._change(tenant, lambda record: record.sessions.pop(session, None) is not None)

    async def attempted(self, tenant: str, session: str) -> None:
        """One more failed attempt; past `max_attempts` the record is dropped."""

        def edit(record: _Pending) -> bool:
            old = record.sessions.get(session)
            if old is None:
                return False
            if old.attempts + 1 >= self.max_attempts:
                del record.sessions[session]
            else:
                record.sessions[session] = old.model_copy(update={"attempts": old.attempts + 1})
            return True

        await self._change(tenant, edit)

    async def overdue(self, tenant: str, now: datetime) -> dict[str, PendingFlush]:
        """Session ends whose own wait is over and whose flush is still unconfirmed."""
        record, _ = await self._read(tenant)
        return {k: v for k, v in sorted(record.sessions.items()) if v.deadline <= now}


async def recover_flushes(
    flush: SessionFlush,
    pending: PendingFlushes,
    tenant: str,
    now: datetime,
    timeout: float,
) -> list[FlushStatus]:
    """Finish the tenant's overdue session flushes, waiting at most `timeout` for all of
    them together (a start or heartbeat is held that long at worst); what is left over is
    for the next start or heartbeat."""
    out: list[FlushStatus] = []
    overdue = await pending.overdue(tenant, now)
    if not overdue:
        return out
    deadline = time.monotonic() + timeout
    # A target past the stream's end (a caller's mistake) would never be reached.
    last = await flush.stream_end()
    for session, rec in overdue.items():
        left = deadline - time.monotonic()
        if left <= 0:
            break
        status = await flush.wait(tenant, session, min(rec.target, last), left)
        if status.complete:
            await pending.done(tenant, session)
        else:
            await pending.attempted(tenant, session)
        log.info(
            "unconfirmed session flush retried",
            extra={"tenant": tenant, "session": session, "complete": status.complete},
        )
        out.append(status)
    return out

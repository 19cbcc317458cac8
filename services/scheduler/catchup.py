"""Nightly step 3: resources that have no items yet because extraction never finished.

The extractor has no request API; its durable consumer is the only way in, and what it
has acknowledged is extracted (items stored or every fact rejected by the gate). So a
resource is "unextracted" when
* the extractor dead-lettered it (`mem.dlq.extractor.<tenant>`, e.g. the model kept
  answering unusable JSON): it is run through the extractor's own pipeline here, in
  process, with the same dedup and gate, and counted as `extracted` or `extract_failed`;
* or the consumer has not acknowledged it yet: counted as `extract_pending` (it will be
  extracted by the extractor; a flush on session end waits for exactly this).
A KV cursor per tenant records the last dead letter handled, so a rerun redoes nothing.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence

from nats.js import JetStreamContext
from nats.js.errors import KeyNotFoundError, NotFoundError
from nats.js.kv import KeyValue
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.turns import Resource
from memstream.services.scheduler.context import Counts

log = logging.getLogger(__name__)

Process = Callable[[Sequence[Resource]], Awaitable[object]]
# Stop counting pending resources past this many: the count is a health signal, not a total.
_PENDING_SCAN_CAP = 10_000


async def _next(js: JetStreamContext, stream: str, subject: str, seq: int) -> tuple[int, bytes]:
    msg = await js.get_msg(stream, seq=seq, subject=subject, next=True, direct=True)
    return int(msg.seq or seq), msg.data or b""


class ExtractionCatchUp:
    def __init__(
        self,
        js: JetStreamContext,
        kv: KeyValue,
        process: Process | None,
        durable: str,
    ) -> None:
        self._js = js
        self._kv = kv
        self._process = process
        self._durable = durable

    async def __call__(self, tenant: str, counts: Counts) -> None:
        counts["extract_pending"] += await self.pending(tenant)
        if self._process is not None:
            await self._dead_letters(tenant, counts)

    async def ack_floor(self) -> int | None:
        try:
            info = await self._js.consumer_info(s.STREAM_RESOURCES, self._durable)
        except NotFoundError:
            return None
        return int(info.ack_floor.stream_seq or 0) if info.ack_floor else 0

    async def pending(self, tenant: str) -> int:
        """The tenant's resources the extractor has not acknowledged (capped)."""
        floor = await self.ack_floor()
        if floor is None:
            return 0
        subject = s.resource_filter(tenant)
        seq, count = floor + 1, 0
        while count < _PENDING_SCAN_CAP:
            try:
                found, _ = await _next(self._js, s.STREAM_RESOURCES, subject, seq)
            except NotFoundError:
                break
            count += 1
            seq = found + 1
        return count

    async def _cursor(self, tenant: str) -> int:
        try:
            entry = await self._kv.get(s.dlq_cursor_key(tenant))
        except KeyNotFoundError:
            return 0
        try:
            return int((entry.value or b"0").decode())
        except ValueError:
            return 0

    async def _dead_letters(self, tenant: str, counts: Counts) -> None:
        assert self._process is not None
        subject = s.dlq(s.DLQ_EXTRACTOR, tenant)
        seq = await self._cursor(tenant) + 1
        by_session: dict[str, list[Resource]] = defaultdict(list)
        last = seq - 1
        while True:
            try:
                found, data = await _next(self._js, s.STREAM_DLQ, subject, seq)
            except NotFoundError:
                break
            last, seq = found, found + 1
            try:
                resource = Resource.model_validate_json(data)
            except ValidationError:
                counts["extract_unreadable"] += 1
                continue
            if resource.tenant_id == tenant:
                by_session[resource.session_id].append(resource)
        failed = False
        for session, resources in by_session.items():
            try:
                await self._process(resources)
            except Exception as exc:
                log.warning(
                    "catch-up extraction failed",
                    extra={"tenant": tenant, "session": session, "error": repr(exc)},
                )
                counts["extract_failed"] += len(resources)
                failed = True
            else:
                counts["extracted"] += len(resources)
        # After a failure the cursor stays, so the next night tries again (the pipeline's
        # writes are idempotent, so the sessions that succeeded cost only a re-check).
        if last >= 1 and not failed:
            await self._kv.put(s.dlq_cursor_key(tenant), str(last).encode())

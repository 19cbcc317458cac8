"""Nightly step 3: resources that have no items yet because extraction never finished.

What the extractor's durable consumer has acknowledged is extracted (items stored or
every fact rejected by the gate). So a resource is "unextracted" when
* the extractor dead-lettered it (`mem.dlq.extractor.<tenant>`, e.g. the model kept
  answering unusable JSON): the extractor is asked to extract it again now
  (`mem.extractor.extract.<tenant>`, by the RESOURCES sequence its dead letter names),
  with the same dedup and gate, and it is counted as `extracted` or `extract_failed`
  (`extract_unreadable` when RESOURCES holds no readable resource of the tenant there);
* or the consumer has not acknowledged it yet: counted as `extract_pending` (it will be
  extracted by the extractor; a flush on session end waits for exactly this).
A KV cursor per tenant records the last dead letter handled, so a rerun redoes nothing.
"""

from __future__ import annotations

import logging

from nats.js import JetStreamContext
from nats.js.errors import KeyNotFoundError, NotFoundError
from nats.js.kv import KeyValue

from memstream.contracts import subjects as s
from memstream.contracts.extraction import MAX_EXTRACT_SEQS, ExtractRequest
from memstream.services.common.messaging.progress import consumer_reader
from memstream.services.scheduler.jobs.context import Counts
from memstream.services.scheduler.shared.extraction import Extract, ExtractionFailed

log = logging.getLogger(__name__)

# Stop counting pending resources past this many: the count is a health signal, not a total.
_PENDING_SCAN_CAP = 10_000


async def _next(
    js: JetStreamContext, stream: str, subject: str, seq: int
) -> tuple[int, dict[str, str]]:
    msg = await js.get_msg(stream, seq=seq, subject=subject, next=True, direct=True)
    return int(msg.seq or seq), dict(msg.headers or {})


def original_seq(headers: dict[str, str]) -> int | None:
    """The RESOURCES sequence a dead letter was taken from; None for anything else."""
    if headers.get(s.HEADER_DLQ_STREAM) != s.STREAM_RESOURCES:
        return None
    try:
        seq = int(headers.get(s.HEADER_DLQ_SEQ, ""))
    except ValueError:
        return None
    return seq if seq >= 1 else None


class ExtractionCatchUp:
    """`extract=None` only counts: pending resources, and no dead letter is retried."""

    def __init__(
        self,
        js: JetStreamContext,
        kv: KeyValue,
        extract: Extract | None,
        durable: str,
    ) -> None:
        self._js = js
        self._kv = kv
        self._extract = extract
        self._progress = consumer_reader(js, durable)

    async def __call__(self, tenant: str, counts: Counts) -> None:
        counts["extract_pending"] += await self.pending(tenant)
        if self._extract is not None:
            await self._dead_letters(tenant, counts)

    async def pending(self, tenant: str) -> int:
        """The tenant's resources the extractor has not acknowledged (capped)."""
        progress = await self._progress()
        if progress is None:
            return 0
        floor = progress.ack_floor
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
        subject = s.dlq(s.DLQ_EXTRACTOR, tenant)
        seq = await self._cursor(tenant) + 1
        originals: list[int] = []
        last = seq - 1
        while True:
            try:
                found, headers = await _next(self._js, s.STREAM_DLQ, subject, seq)
            except NotFoundError:
                break
            last, seq = found, found + 1
            original = original_seq(headers)
            if original is None:
                counts["extract_unreadable"] += 1
            else:
                originals.append(original)
        failed = False
        for i in range(0, len(originals), MAX_EXTRACT_SEQS):
            failed |= not await self._ask(tenant, originals[i : i + MAX_EXTRACT_SEQS], counts)
        # After a failure the cursor stays, so the next night tries again (the pipeline's
        # writes are idempotent, so the resources that succeeded cost only a re-check).
        if last >= 1 and not failed:
            await self._kv.put(s.dlq_cursor_key(tenant), str(last).encode())

    async def _ask(self, tenant: str, seqs: list[int], counts: Counts) -> bool:
        """Has the extractor extract `seqs`; False when any of them failed."""
        assert self._extract is not None
        try:
            reply = await self._extract(tenant, ExtractRequest(resource_seqs=seqs))
        except ExtractionFailed as exc:
            log.warning("catch-up extraction failed", extra={"tenant": tenant, "error": str(exc)})
            counts["extract_failed"] += len(set(seqs))
            return False
        counts["extracted"] += reply.extracted
        counts["extract_failed"] += reply.failed
        counts["extract_unreadable"] += reply.not_found
        if reply.failed:
            log.warning(
                "catch-up extraction failed", extra={"tenant": tenant, "error": reply.message}
            )
        return not reply.failed

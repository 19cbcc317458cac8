"""Extraction on request: `mem.extractor.extract.<tenant>` extracts named resources now.

The consumer extracts every resource in its own time; this endpoint extracts some at once
(the scheduler's session flush and its nightly catch-up of dead letters). It reads the
resources from RESOURCES itself, by direct get with the tenant's subject filter, so a
request can only ever reach its own tenant's resources: another tenant's sequence, or one
that holds nothing readable, is counted as not found. The resources go through the
consumer's own `Pipeline.process`, one session at a time, under the pipeline's per-tenant
lock, so a request and the consumer never work on a tenant's items at once. Writes are
idempotent, so a resource the consumer extracts as well costs only a re-check.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from nats.js import JetStreamContext
from nats.js.errors import NotFoundError
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.extraction import ExtractReply, ExtractRequest
from memstream.contracts.turns import Resource
from memstream.services.common.messaging.dlq import DeadLetter
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.common.messaging.progress import (
    ConsumerProgress,
    consumer_reader,
    tenant_end,
)
from memstream.services.common.messaging.resources import judge
from memstream.services.extractor.pipeline import GroupResult

log = logging.getLogger(__name__)

Process = Callable[[Sequence[Resource]], Awaitable[GroupResult]]
# Most of the tenant's RESOURCES messages walked above the floor looking for a session's.
SCAN_CAP: Final = 10_000
# Outcomes that wrote a fact into an item.
_WRITTEN: Final = ("stored", "merged", "confirmed")


@dataclass(frozen=True, slots=True)
class Found:
    """A resource of the tenant and where RESOURCES holds it."""

    seq: int
    resource: Resource


def readable(tenant: str, data: bytes | None) -> Resource | None:
    """The tenant's resource in a RESOURCES message body; None when the consumer would
    dead-letter it (the one rule: `messaging.resources.judge`)."""
    outcome = judge(data or b"", tenant, f"tenant {tenant!r}")
    return None if isinstance(outcome, DeadLetter) else outcome


def by_session(found: Iterable[Found]) -> list[list[Resource]]:
    """The resources grouped by session, in stream order; one named twice appears once."""
    groups: dict[str, dict[str, Resource]] = {}
    for f in sorted(found, key=lambda f: f.seq):
        groups.setdefault(f.resource.session_id, {}).setdefault(f.resource.resource_id, f.resource)
    return [list(group.values()) for group in groups.values()]


def items_written(result: GroupResult) -> int:
    return sum(result.outcomes[o] for o in _WRITTEN)


class OnDemandExtraction:
    """Serves `mem.extractor.extract.<tenant>` with the consumer's pipeline."""

    def __init__(self, js: JetStreamContext, process: Process, durable: str) -> None:
        self._js = js
        self._process = process
        self._progress = consumer_reader(js, durable)

    async def handle(self, tenant: str, body: bytes) -> bytes:
        try:
            request = ExtractRequest.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        reply = await self.extract(tenant, request)
        return reply.model_dump_json().encode()

    async def extract(self, tenant: str, request: ExtractRequest) -> ExtractReply:
        named, not_found = await self.named(tenant, request.resource_seqs)
        session: list[Found] = []
        already_done = 0
        if request.session_id is not None:
            session, already_done = await self.unacknowledged(
                tenant, request.session_id, request.up_to_seq
            )
        reply = ExtractReply(
            tenant_id=tenant, extracted=0, already_done=already_done, not_found=not_found
        )
        for group in by_session([*named, *session]):
            try:
                result = await self._process(group)
            except Exception as exc:
                log.warning(
                    "extraction on request failed",
                    extra={"tenant": tenant, "session": group[0].session_id, "error": repr(exc)},
                )
                reply.failed += len(group)
                reply.message = reply.message or f"session {group[0].session_id}: {exc!r}"
            else:
                reply.extracted += len(group)
                reply.items_written += items_written(result)
        return reply

    async def named(self, tenant: str, seqs: Sequence[int]) -> tuple[list[Found], int]:
        """The tenant's resources at `seqs`, and how many of the sequences hold none."""
        found: list[Found] = []
        missing = 0
        for seq in sorted(set(seqs)):
            hit = await self._next(tenant, seq)
            resource = readable(tenant, hit[1]) if hit is not None and hit[0] == seq else None
            if resource is None:
                missing += 1
            else:
                found.append(Found(seq, resource))
        return found, missing

    async def unacknowledged(
        self, tenant: str, session: str, up_to: int | None
    ) -> tuple[list[Found], int]:
        """The session's resources above the consumer's acknowledged floor up to `up_to`,
        and how many of those the consumer has handled nonetheless (its watermark passed
        them: nothing pending and all delivered)."""
        progress = await self._progress() or ConsumerProgress(ack_floor=0, delivered=0, idle=False)
        end = up_to if up_to is not None else await tenant_end(self._js, tenant)
        found: list[Found] = []
        seq, walked = progress.ack_floor + 1, 0
        while seq <= end and walked < SCAN_CAP:
            hit = await self._next(tenant, seq)
            if hit is None or hit[0] > end:
                break
            got, data = hit
            seq, walked = got + 1, walked + 1
            resource = readable(tenant, data)
            if resource is not None and resource.session_id == session:
                found.append(Found(got, resource))
        pending = [f for f in found if f.seq > progress.watermark]
        return pending, len(found) - len(pending)

    async def _next(self, tenant: str, seq: int) -> tuple[int, bytes | None] | None:
        """The tenant's first RESOURCES message at or after `seq`: the subject filter is
        what keeps a request inside its tenant."""
        try:
            msg = await self._js.get_msg(
                s.STREAM_RESOURCES,
                seq=seq,
                subject=s.resource_filter(tenant),
                next=True,
                direct=True,
            )
        except NotFoundError:
            return None
        return int(msg.seq or seq), msg.data

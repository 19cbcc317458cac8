"""Ingest: validate a turn, append its parts and checkpoint, reply with a TurnAck.

No LLM and no embedding here: the reply waits only on JetStream acks, which are
pipelined (every write of a turn is in flight at once). The turn is decoded and what it
becomes is encoded by msgspec (structs.py), each validated once, on the way in.
"""

from __future__ import annotations

import logging
import time
from typing import Any, get_args

from nats.errors import Error as NatsError
from pydantic import ValidationError

from memstream.contracts.common import utc_now
from memstream.contracts.errors import ErrorReply
from memstream.contracts.turns import ResourceKind
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation
from memstream.services.common.runtime import metrics
from memstream.services.ingest.appender import Appended, AppendError, JetStreamAppender
from memstream.services.ingest.backlog import BacklogHold
from memstream.services.ingest.settings import IngestSettings
from memstream.services.ingest.structs import ACK, decode_turn, encode
from memstream.services.ingest.turns import check_limits, turn_parts
from memstream.services.ingest.writes import Write, turn_writes

log = logging.getLogger(__name__)

# Label lookups take a lock and hash the label values; the hot path binds them once.
_TURNS = {o: metrics.INGEST_TURNS.labels(o) for o in ("stored", "duplicate")}
_LATENCY = {o: metrics.INGEST_LATENCY.labels(o) for o in ("stored", "duplicate")}
_APPENDED = {k: metrics.RESOURCES_APPENDED.labels(k) for k in get_args(ResourceKind)}


class IngestService:
    """Handles `mem.ingest.turn.<tenant>` requests."""

    def __init__(
        self,
        appender: JetStreamAppender,
        settings: IngestSettings,
        hold: BacklogHold | None = None,
    ) -> None:
        self._appender = appender
        self._settings = settings
        self._hold = hold

    async def handle(self, tenant: str, body: bytes) -> bytes:
        started = time.perf_counter()
        try:
            ack, held = await self.ingest(tenant, body)
        except RequestRejected as exc:
            return self._rejected(exc.reply, started)
        except ValidationError as exc:
            return self._rejected(reply_from_validation(exc), started)
        outcome = "duplicate" if ack.duplicate else "stored"
        _TURNS[outcome].inc()
        # Without the hold, which has its own histogram (backlog.py).
        _LATENCY[outcome].observe(time.perf_counter() - started - held)
        return encode(ack)

    def _rejected(self, reply: ErrorReply, started: float) -> bytes:
        outcome = "failed" if reply.code == "unavailable" else "rejected"
        metrics.INGEST_TURNS.labels(outcome).inc()
        metrics.INGEST_REJECTIONS.labels(reply.code).inc()
        metrics.INGEST_LATENCY.labels(outcome).observe(time.perf_counter() - started)
        return reply.model_dump_json().encode()

    async def ingest(self, tenant: str, body: bytes) -> tuple[Any, float]:
        """Validate everything first, so a refused turn writes nothing; the `TurnAck`
        (a Struct) once every write is acknowledged, and the seconds the turn waited for
        the indexer before its write (a tenant far ahead of it, backlog.py)."""
        limits = self._settings
        if len(body) > limits.max_message_bytes:
            raise RequestRejected(
                "message_too_large",
                f"turn is {len(body)} bytes; the limit is {limits.max_message_bytes}",
            )
        turn = decode_turn(body)
        if turn.tenant_id != tenant:
            raise RequestRejected(
                "tenant_mismatch",
                f"body names tenant {turn.tenant_id!r} but was sent to tenant {tenant!r}",
                field="tenant_id",
            )
        parts = turn_parts(turn)
        check_limits(parts, turn, limits)

        received_at = utc_now()
        planned = turn_writes(tenant, turn, parts, received_at)
        count = len(parts)
        hold = self._hold
        if hold is None:
            acks = await self._append(planned.writes)
            held = 0.0
        else:
            admitted = await hold.admit(tenant)
            held = admitted.held_s
            try:
                acks = await self._append(planned.writes)
            except BaseException:
                if admitted.counted:
                    hold.settle(tenant, None)
                raise
            if admitted.counted:
                hold.settle(tenant, max((a.seq for a in acks[:count]), default=None))

        checkpoint_ack = acks[count]
        duplicate = checkpoint_ack.duplicate and all(a.duplicate for a in acks[:count])
        if not duplicate:
            for part in parts:
                _APPENDED[part.kind].inc()
        ack = ACK(
            tenant_id=tenant,
            session_id=turn.session_id,
            turn_number=turn.turn_number,
            resource_ids=planned.resource_ids,
            resource_seqs=[a.seq for a in acks[:count]],
            checkpoint_seq=checkpoint_ack.seq,
            duplicate=duplicate,
            received_at=received_at,
        )
        return ack, held

    async def _append(self, writes: list[Write]) -> list[Appended]:
        """Publish every write at once and wait for all acks.

        A partial failure leaves some parts stored: the caller re-sends the turn and the
        message ids make the re-send fill the gaps without storing anything twice.
        """
        try:
            return await self._appender.append(writes, self._settings.publish_timeout_s)
        except (TimeoutError, AppendError, NatsError) as exc:
            log.warning("append failed", extra={"error": repr(exc)})
            raise RequestRejected(
                "unavailable",
                "JetStream did not acknowledge the turn in time; re-send it (re-sends are "
                "idempotent)",
            ) from exc

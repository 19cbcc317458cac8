"""Dead-lettering a stream message: its payload as is, the why and where in headers.

Every consumer parks a message here (`publish_dead_letter`), so this is also where
`memstream_poison_total{consumer}` counts what each one gave up on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nats.aio.msg import Msg
from nats.js import JetStreamContext
from nats.js.api import PubAck

from memstream.contracts import subjects as s
from memstream.contracts.common import ID_PATTERN
from memstream.services.common.runtime import metrics

_ID_RE = re.compile(ID_PATTERN)
# Header values are single lines; long validation reports are cut to keep them readable.
_MAX_ERROR_CHARS = 1024


@dataclass(frozen=True, slots=True)
class DeadLetter:
    """Why a message is given up: a short machine-readable reason and the details."""

    reason: str
    error: str


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a parked message came from: its subject, stream position and body."""

    subject: str
    data: bytes
    stream: str
    seq: int
    deliveries: int

    @classmethod
    def of(cls, msg: Msg) -> Origin:
        meta = msg.metadata
        return cls(msg.subject, msg.data, meta.stream, meta.sequence.stream, meta.num_delivered)


def subject_tenant(subject: str, token: int) -> str:
    """The tenant token of `subject`, or `unknown` when it is missing or not an id."""
    parts = subject.split(".")
    tenant = parts[token] if len(parts) > token else ""
    return tenant if _ID_RE.match(tenant) else s.DLQ_UNKNOWN_TENANT


def _header_value(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _MAX_ERROR_CHARS else flat[: _MAX_ERROR_CHARS - 1] + "…"


async def publish_dead_letter(
    js: JetStreamContext,
    msg: Msg | Origin,
    letter: DeadLetter,
    *,
    service: str,
    tenant_token: int,
    timeout: float,
) -> PubAck:
    """Append `msg` to the DLQ; a redelivered copy of the same message is deduplicated.

    `service` names the consumer that gave up: the DLQ subject's service token and the
    `consumer` label of the poison counter."""
    origin = msg if isinstance(msg, Origin) else Origin.of(msg)
    stream, seq = origin.stream, origin.seq
    headers = {
        # Keyed by stream position: dead-lettering twice (crash before term) is a no-op.
        s.HEADER_MSG_ID: f"{service}:{stream}:{seq}",
        s.HEADER_DLQ_REASON: letter.reason,
        s.HEADER_DLQ_ERROR: _header_value(letter.error),
        s.HEADER_DLQ_SERVICE: service,
        s.HEADER_DLQ_SUBJECT: origin.subject,
        s.HEADER_DLQ_STREAM: stream,
        s.HEADER_DLQ_SEQ: str(seq),
        s.HEADER_DLQ_DELIVERIES: str(origin.deliveries),
    }
    subject = s.dlq(service, subject_tenant(origin.subject, tenant_token))
    ack = await js.publish(subject, origin.data, headers=headers, timeout=timeout)
    if not ack.duplicate:  # the same message parked again (a crash before term) counts once
        metrics.POISON.labels(service).inc()
    return ack

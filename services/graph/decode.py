"""From a raw EVENTS message to a typed event, without trusting anything but the subject.

The tenant is taken from the subject (`mem.event.<tenant>.<type>`), as everywhere in
memstream; an envelope naming another tenant in its body is refused as malformed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime

from pydantic import ValidationError

from contracts.common import Message
from contracts.events import PAYLOADS, EventEnvelope

log = logging.getLogger(__name__)

_TENANT_TOKEN = 2


@dataclass(frozen=True, slots=True)
class RawEvent:
    """One EVENTS message as pulled: its stream sequence, subject and body."""

    seq: int
    subject: str
    data: bytes


@dataclass(frozen=True, slots=True)
class Event:
    """A decoded event; `payload` is None for types without a typed payload."""

    seq: int
    tenant_id: str
    type: str
    occurred_at: datetime
    payload: Message | None
    raw_payload: dict[str, object]


def subject_tenant(subject: str) -> str:
    tokens = subject.split(".")
    return tokens[_TENANT_TOKEN] if len(tokens) > _TENANT_TOKEN else ""


def naive_utc(value: datetime) -> datetime:
    """DuckDB TIMESTAMP holds UTC without a zone."""
    if value.tzinfo is None:
        return value
    return value.astimezone(UTC).replace(tzinfo=None)


def decode(raw: RawEvent) -> Event | None:
    """The typed event, or None (logged) when it is malformed: it is skipped, not retried."""
    try:
        env = EventEnvelope.model_validate_json(raw.data)
        model = PAYLOADS.get(env.type)
        payload = model.model_validate(env.payload) if model is not None else None
    except ValidationError as exc:
        log.warning("malformed event skipped", extra={"seq": raw.seq, "error": str(exc)[:300]})
        return None
    tenant = subject_tenant(raw.subject)
    if env.tenant_id != tenant:
        log.warning(
            "event tenant differs from its subject; skipped",
            extra={"seq": raw.seq, "subject": raw.subject},
        )
        return None
    return Event(
        seq=raw.seq,
        tenant_id=tenant,
        type=env.type,
        occurred_at=naive_utc(env.occurred_at),
        payload=payload,
        raw_payload=env.payload,
    )

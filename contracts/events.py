"""Envelope of every message on the EVENTS stream."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from pydantic import Field

from contracts.common import Identifier, Message, UtcDatetime, utc_now

EventType = Literal[
    "item.stored",
    "item.merged",
    "item.rejected",
    "item.superseded",
    "item.updated",
    "entity.linked",
    "context.served",
    "feedback.received",
    "job.completed",
    "cost.recorded",
    "resource.indexed",
]


class EventEnvelope(Message):
    """A domain event: what happened, to which tenant, when, and by whom."""

    event_id: str = Field(
        default_factory=lambda: str(uuid.uuid4()),
        description="Unique id; also the `Nats-Msg-Id`, so a re-published event is dropped.",
    )
    type: EventType = Field(description="Event type.")
    tenant_id: Identifier = Field(description="Tenant the event concerns.")
    source: str = Field(description="Service that emitted the event.")
    occurred_at: UtcDatetime = Field(default_factory=utc_now, description="When it happened.")
    payload: dict[str, Any] = Field(default_factory=dict, description="Type-specific data.")

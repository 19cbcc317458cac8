"""Publishing domain events to the EVENTS stream."""

from __future__ import annotations

from nats.js import JetStreamContext
from nats.js.api import PubAck

from memstream.contracts import subjects as s
from memstream.contracts.common import Message
from memstream.contracts.events import EventEnvelope, EventType


def envelope(
    event_type: EventType,
    tenant_id: str,
    source: str,
    payload: Message,
    event_id: str | None = None,
) -> EventEnvelope:
    """Wrap a typed payload; pass a deterministic `event_id` to make re-publishing a no-op."""
    fields = {"event_id": event_id} if event_id else {}
    return EventEnvelope(
        type=event_type,
        tenant_id=tenant_id,
        source=source,
        payload=payload.model_dump(mode="json"),
        **fields,
    )


async def publish_event(js: JetStreamContext, event: EventEnvelope, timeout: float = 5.0) -> PubAck:
    """Append to EVENTS with the event id as `Nats-Msg-Id` (duplicates are dropped)."""
    return await js.publish(
        s.event(event.tenant_id, event.type),
        event.model_dump_json().encode(),
        timeout=timeout,
        headers={"Nats-Msg-Id": event.event_id},
    )

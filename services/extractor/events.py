"""The extractor's domain events, with deterministic ids so a redelivered batch re-emits
nothing the EVENTS stream already holds (its duplicate window drops them)."""

from __future__ import annotations

from nats.js import JetStreamContext

from contracts.common import Message
from contracts.events import EventType
from services.common.events import envelope, publish_event
from services.common.vectorstore import point_id

SOURCE = "extractor"


class EventSink:
    """Publishes typed payloads to EVENTS and waits for the stream's ack."""

    def __init__(self, js: JetStreamContext, timeout: float = 5.0) -> None:
        self._js = js
        self._timeout = timeout

    async def emit(self, event_type: EventType, tenant: str, payload: Message, *key: str) -> None:
        """`key` identifies the happening; the same key is the same event."""
        event_id = point_id("event", event_type, tenant, *key) if key else None
        await publish_event(
            self._js, envelope(event_type, tenant, SOURCE, payload, event_id), self._timeout
        )

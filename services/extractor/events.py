"""The extractor's domain events, with deterministic ids so a redelivered batch re-emits
nothing the EVENTS stream already holds (its duplicate window drops them).

Events are pipelined: `emit` sends without waiting and `flush` waits for every stream ack.
The pipeline flushes before a group's messages are acknowledged, so an acknowledged
resource never has an event still in flight; one round trip per event would cost more
than the rest of the rule-based write path.
"""

from __future__ import annotations

import asyncio

from nats.js import JetStreamContext
from nats.js.api import PubAck

from memstream.contracts import subjects as s
from memstream.contracts.common import Message
from memstream.contracts.events import EventType
from memstream.services.common.messaging.events import envelope
from memstream.services.common.stores.vectorstore import point_id

SOURCE = "extractor"


def _retrieve(future: asyncio.Future[PubAck]) -> None:
    if not future.cancelled():
        future.exception()


class EventSink:
    """Publishes typed payloads to EVENTS; `flush` waits for the stream's acks."""

    def __init__(self, js: JetStreamContext, timeout: float = 5.0) -> None:
        self._js = js
        self._timeout = timeout
        self._pending: list[asyncio.Future[PubAck]] = []

    async def emit(self, event_type: EventType, tenant: str, payload: Message, *key: str) -> None:
        """`key` identifies the happening; the same key is the same event."""
        event_id = point_id("event", event_type, tenant, *key) if key else None
        event = envelope(event_type, tenant, SOURCE, payload, event_id)
        future = await self._js.publish_async(
            s.event(tenant, event_type),
            event.model_dump_json().encode(),
            headers={s.HEADER_MSG_ID: event.event_id},
        )
        # A failure is raised by `flush`; this only keeps asyncio from also logging it when
        # the batch failed for another reason and never reached its flush.
        future.add_done_callback(_retrieve)
        self._pending.append(future)

    async def flush(self) -> None:
        """Wait until EVENTS acknowledged every event emitted so far (raises on failure)."""
        pending, self._pending = self._pending, []
        if pending:
            await asyncio.wait_for(asyncio.gather(*pending), self._timeout)

"""The scheduler's domain events, pipelined: `emit` sends, `flush` waits for the acks.

Event ids are derived from what happened (job, slot, item), so a rerun of a job re-emits
nothing the EVENTS stream already holds within its duplicate window.
"""

from __future__ import annotations

import asyncio

from nats.js import JetStreamContext
from nats.js.api import PubAck

from memstream.contracts import subjects as s
from memstream.contracts.common import Message
from memstream.contracts.events import EventType
from memstream.services.common.events import envelope
from memstream.services.common.vectorstore import point_id

SOURCE = "scheduler"
# Unacknowledged publishes allowed in flight before `emit` waits for them.
_WINDOW = 256
_YIELD_EVERY = 16


class EventSink:
    def __init__(self, js: JetStreamContext, timeout: float = 10.0) -> None:
        self._js = js
        self._timeout = timeout
        self._pending: list[asyncio.Future[PubAck]] = []
        self.emitted = 0

    async def emit(self, event_type: EventType, tenant: str, payload: Message, *key: str) -> None:
        event_id = point_id("event", SOURCE, event_type, tenant, *key) if key else None
        event = envelope(event_type, tenant, SOURCE, payload, event_id)
        future = await self._js.publish_async(
            s.event(tenant, event_type),
            event.model_dump_json().encode(),
            headers={s.HEADER_MSG_ID: event.event_id},
        )
        self._pending.append(future)
        self.emitted += 1
        if len(self._pending) >= _WINDOW:
            await self.flush()
        elif self.emitted % _YIELD_EVERY == 0:
            # publish_async does not suspend: without this, a job emitting thousands of
            # events would hold the event loop for all of them.
            await asyncio.sleep(0)

    async def flush(self) -> None:
        pending, self._pending = self._pending, []
        if pending:
            await asyncio.wait_for(asyncio.gather(*pending), self._timeout)

"""Domain events to the EVENTS stream: `EventSink`, the one way every service publishes them.

Events are pipelined: `emit` sends without waiting for the stream's ack and `flush` waits for
every ack. A consumer flushes before it acknowledges the messages that caused the events, so
an acknowledged message never has an event still in flight; one round trip per event would
cost more than the rest of the rule-based extraction write path. `publish` is emit + flush,
for a request that answers only once its event is stored. This is why events stay on nats.py
rather than FastStream's publisher, which awaits every ack: `bench/publish_idioms.py` measured
it at 0.24-0.41 of this rate, and gathered windows of it at 0.47-0.74 (docs/architecture.md
§20.6).

Event ids follow one rule (`memstream.contracts.ids.event_id`): derived from the source, the
type, the tenant and a key naming the happening, so a redelivered batch, a retried tool call
or a rerun job re-emits nothing the stream already holds within its duplicate window. An
event without a key (an observation such as `context.served`) gets a fresh id.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from contextvars import ContextVar

from nats.js import JetStreamContext
from nats.js.api import PubAck

from memstream.contracts import subjects as s
from memstream.contracts.common import Message
from memstream.contracts.events import EventEnvelope, EventType
from memstream.contracts.ids import event_id

# Unacknowledged publishes allowed in flight before `emit` waits for them.
_WINDOW = 256
# publish_async does not suspend: without a yield now and then, a job emitting thousands of
# events would hold the event loop for all of them.
_YIELD_EVERY = 16


def envelope(
    event_type: EventType,
    tenant_id: str,
    source: str,
    payload: Message,
    *key: str,
) -> EventEnvelope:
    """Wrap a typed payload; a `key` makes the id deterministic (see the module docstring)."""
    fields = {"event_id": event_id(source, event_type, tenant_id, *key)} if key else {}
    return EventEnvelope(
        type=event_type,
        tenant_id=tenant_id,
        source=source,
        payload=payload.model_dump(mode="json"),
        **fields,
    )


# The events a unit of work sent (`event_scope`): its `flush` waits for these, whoever else
# flushed them meanwhile. Without it, a flush by a concurrent group took this group's acks,
# and this group's own flush found nothing left to wait for and let it ack early.
_scope: ContextVar[list[asyncio.Future[PubAck]] | None] = ContextVar("event_scope", default=None)


@contextlib.contextmanager
def event_scope() -> Iterator[None]:
    """Within it (and the tasks it starts), `EventSink.flush` waits for the events sent
    within it, not for a share of everyone's."""
    token = _scope.set([])
    try:
        yield
    finally:
        _scope.reset(token)


def _retrieve(future: asyncio.Future[PubAck]) -> None:
    if not future.cancelled():
        future.exception()


class EventSink:
    """One service's publisher of domain events; `flush` waits for the stream's acks."""

    def __init__(self, js: JetStreamContext, source: str, timeout: float = 5.0) -> None:
        self._js = js
        self.source = source
        self._timeout = timeout
        self._pending: list[asyncio.Future[PubAck]] = []
        self.emitted = 0

    async def emit(self, event_type: EventType, tenant: str, payload: Message, *key: str) -> None:
        """Send one event; `key` names the happening (the same key is the same event)."""
        await self.send(envelope(event_type, tenant, self.source, payload, *key))

    async def send(self, event: EventEnvelope) -> asyncio.Future[PubAck]:
        """Send an envelope built by the caller (its id is kept); returns its ack's future."""
        future = await self._js.publish_async(
            s.event(event.tenant_id, event.type),
            event.model_dump_json().encode(),
            headers={s.HEADER_MSG_ID: event.event_id},
        )
        # A failure is raised by `flush`; this only keeps asyncio from also logging it when
        # the batch failed for another reason and never reached its flush.
        future.add_done_callback(_retrieve)
        self._pending.append(future)
        scoped = _scope.get()
        if scoped is not None:
            scoped.append(future)
        self.emitted += 1
        if len(self._pending) >= _WINDOW:
            await self.flush()
        elif self.emitted % _YIELD_EVERY == 0:
            await asyncio.sleep(0)
        return future

    async def publish(
        self, event_type: EventType, tenant: str, payload: Message, *key: str
    ) -> PubAck:
        """Send one event and wait until the stream stored it. Safe for concurrent requests
        sharing the sink: each waits for its own ack, not for a `flush` of everyone's."""
        return await self.publish_envelope(envelope(event_type, tenant, self.source, payload, *key))

    async def publish_envelope(self, event: EventEnvelope) -> PubAck:
        """`publish` for an envelope built by the caller."""
        future = await self.send(event)
        with contextlib.suppress(ValueError):
            self._pending.remove(future)
        scoped = _scope.get()
        if scoped is not None:
            with contextlib.suppress(ValueError):
                scoped.remove(future)
        return await asyncio.wait_for(future, self._timeout)

    async def flush(self) -> None:
        """Wait until EVENTS acknowledged every event sent so far, or within an
        `event_scope` every event sent within it (raises on failure)."""
        scoped = _scope.get()
        if scoped is None:
            pending, self._pending = self._pending, []
        else:
            pending = scoped[:]
            scoped.clear()
            mine = set(pending)
            self._pending = [f for f in self._pending if f not in mine]
        if pending:
            await asyncio.wait_for(asyncio.gather(*pending), self._timeout)

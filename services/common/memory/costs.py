"""One `cost.recorded` event per LLM call, attributed to the tenant being served.

The LLM client reports usage through a synchronous callback that knows nothing of
tenants; the tenant rides on a context variable set around each call, and the events are
published when the caller flushes (after the call, on the event loop). Every HTTP call
that returned usage is costed, retries and unusable replies included. The extractor's
calls and the scheduler's (weekly summaries and insights) are costed the same way, each
under its own service name.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

from memstream.contracts.common import Message
from memstream.contracts.events import CostRecorded, EventType
from memstream.services.common.models.llm import TokenUsage

_TENANT: ContextVar[str | None] = ContextVar("memstream_cost_tenant", default=None)


@dataclass(frozen=True, slots=True)
class Spend:
    tenant: str
    usage: TokenUsage
    model: str


class Emitter(Protocol):
    """What the ledger needs of a service's event sink."""

    async def emit(
        self, event_type: EventType, tenant: str, payload: Message, *key: str
    ) -> None: ...


class CostLedger:
    """Collects LLM usage per call and publishes it as `cost.recorded` events."""

    def __init__(self, events: Emitter, service: str, units_per_1k_tokens: float = 1.0) -> None:
        self._events = events
        self._units = units_per_1k_tokens
        self._service = service
        self._pending: list[Spend] = []

    def on_usage(self, usage: TokenUsage, model: str) -> None:
        """The LLM client's callback: runs once per HTTP call that returned usage."""
        tenant = _TENANT.get()
        if tenant is not None:
            self._pending.append(Spend(tenant, usage, model))

    @contextlib.contextmanager
    def tenant(self, tenant: str) -> Iterator[None]:
        token = _TENANT.set(tenant)
        try:
            yield
        finally:
            _TENANT.reset(token)

    async def flush(self) -> int:
        """Publish every pending spend; returns how many events were published."""
        pending, self._pending = self._pending, []
        for i, spend in enumerate(pending):
            payload = CostRecorded(
                service=self._service,
                kind="llm",
                model=spend.model,
                prompt_tokens=spend.usage.prompt,
                completion_tokens=spend.usage.completion,
                units=round(spend.usage.total / 1000 * self._units, 6),
            )
            try:
                # Each call is a distinct spend, even when a redelivery repeats it: random id.
                await self._events.emit("cost.recorded", spend.tenant, payload)
            except BaseException:
                self._pending[:0] = pending[i:]  # kept for the next flush
                raise
        return len(pending)

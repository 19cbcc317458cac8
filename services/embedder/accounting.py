"""What embedding costs whom: metrics by tenant class and `cost.recorded` for the ledger.

A call is one answered request; its tokens are those of the texts the dense model actually
embedded, so cache hits, repeats within a request and the BM25 part cost nothing. The
count is an estimate, the same for every backend: a text's characters / 4 (rounded up,
at least 1), capped at the model's input limit where the backend states one (MiniLM reads
256 tokens and cuts the rest). A backend's own tokenizer would be exact, but texts of many
tenants share one backend call whose usage cannot be split among them, and tokenising every
text a second time would put tokenizer work on the embedder's event loop; the ledger prices
budget units, not invoices, and an estimate that is the same everywhere serves that.

Units: a tenant's document embeddings cost `units_per_1k_tokens`; its query embeddings
cost no units here because the retriever already prices each one into the turn's cost
(`cost_embed`, docs/architecture.md §17), and charging them twice would skew the budget.
Calls and tokens count either way.

The hot path only adds to a per-tenant window (no await, no I/O); a background task
publishes one `cost.recorded` per tenant every `flush_s` (or once `max_calls` calls are
waiting) through the service's `EventSink`, and counts the metrics under each tenant's
class then. A flush that fails keeps its records, with their event ids, for the next one,
so a retry after a lost ack is a duplicate the stream drops; while EVENTS stays
unreachable at most `MAX_UNSENT` records wait, older ones are dropped and counted in
`memstream_events_dropped_total`. Spend still in a window when the process dies is lost
(at most `flush_s` of it).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from memstream.contracts.budgets import SYSTEM_CLASS
from memstream.contracts.common import Message
from memstream.contracts.events import CostRecorded, EventType
from memstream.services.common.runtime import metrics
from memstream.services.common.runtime.background import BackgroundTask

log = logging.getLogger(__name__)

CHARS_PER_TOKEN = 4
MAX_UNSENT = 10_000


def estimate_tokens(texts: Sequence[str], max_tokens: int | None = None) -> int:
    """Tokens the model sees for `texts`, by the module's estimate."""
    total = 0
    for text in texts:
        n = max(1, math.ceil(len(text) / CHARS_PER_TOKEN))
        total += n if max_tokens is None else min(n, max_tokens)
    return total


@dataclass(slots=True)
class Spend:
    """One tenant's embedding spend over a window."""

    calls: int = 0
    tokens: int = 0
    billable_tokens: int = 0


@dataclass(slots=True)
class CostWindow:
    """Spend per tenant since the last flush (pure; `take` empties it)."""

    by_tenant: dict[str, Spend] = field(default_factory=dict)
    calls: int = 0

    def add(self, tenant: str, tokens: int, *, billable: bool) -> None:
        spend = self.by_tenant.get(tenant)
        if spend is None:
            spend = self.by_tenant[tenant] = Spend()
        spend.calls += 1
        spend.tokens += tokens
        if billable:
            spend.billable_tokens += tokens
        self.calls += 1

    def take(self) -> dict[str, Spend]:
        taken, self.by_tenant, self.calls = self.by_tenant, {}, 0
        return taken


def cost_record(spend: Spend, model: str, units_per_1k_tokens: float) -> CostRecorded:
    """The `cost.recorded` payload of one tenant's window."""
    return CostRecorded(
        service="embedder",
        kind="embedding",
        model=model,
        prompt_tokens=spend.tokens,
        calls=spend.calls,
        units=round(spend.billable_tokens / 1000 * units_per_1k_tokens, 6),
    )


class Emitter(Protocol):
    """What accounting needs of the service's event sink (`EventSink`)."""

    async def emit(
        self, event_type: EventType, tenant: str, payload: Message, *key: str
    ) -> None: ...

    async def flush(self) -> None: ...


ClassOf = Callable[[str | None], Awaitable[str]]


@dataclass(frozen=True, slots=True)
class _Record:
    tenant: str
    payload: CostRecorded
    key: str


class EmbeddingAccounting:
    """Counts embedding calls and tokens and publishes the spend per tenant, off the hot path."""

    def __init__(
        self,
        events: Emitter,
        class_of: ClassOf,
        *,
        model: str,
        units_per_1k_tokens: float,
        flush_s: float = 5.0,
        max_calls: int = 1000,
    ) -> None:
        self._events = events
        self._class_of = class_of
        self._model = model
        self._rate = units_per_1k_tokens
        self._flush_s = flush_s
        self._max_calls = max_calls
        self._window = CostWindow()
        self._unsent: list[_Record] = []
        # Event ids: this process's id and a flush number name each record once.
        self._origin = uuid.uuid4().hex[:12]
        self._flushes = 0
        self._due = asyncio.Event()
        self._loop = BackgroundTask("embedding-accounting", self._run)
        self._lock = asyncio.Lock()

    def record(self, tenant: str | None, tokens: int, *, billable: bool) -> None:
        """One answered request (hot path: no I/O)."""
        if not tenant:
            metrics.EMBEDDING_CALLS.labels(SYSTEM_CLASS).inc()
            metrics.EMBEDDING_TOKENS.labels(SYSTEM_CLASS).inc(tokens)
            return
        self._window.add(tenant, tokens, billable=billable)
        if self._window.calls >= self._max_calls:
            self._due.set()

    def start(self) -> None:
        self._loop.start()

    async def stop(self) -> None:
        """Stop the timer and publish what is left (best effort)."""
        await self._loop.stop()
        try:
            await self.flush()
        except Exception:
            log.warning("embedding spend not published at stop", exc_info=True)

    async def _run(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._due.wait(), self._flush_s)
            self._due.clear()
            try:
                await self.flush()
            except Exception:
                log.warning("embedding spend not published, kept for the next flush", exc_info=True)

    async def flush(self) -> int:
        """Count the window into the metrics and publish it; returns the records published."""
        async with self._lock:
            taken = self._window.take()
            if taken:
                self._flushes += 1
                key = f"{self._origin}:{self._flushes}"
                labels = await asyncio.gather(*(self._class_of(t) for t in taken))
                for (tenant, spend), label in zip(taken.items(), labels, strict=True):
                    metrics.EMBEDDING_CALLS.labels(label).inc(spend.calls)
                    metrics.EMBEDDING_TOKENS.labels(label).inc(spend.tokens)
                    self._unsent.append(
                        _Record(tenant, cost_record(spend, self._model, self._rate), key)
                    )
            pending, self._unsent = self._unsent, []
            try:
                for record in pending:
                    await self._events.emit(
                        "cost.recorded", record.tenant, record.payload, "embedding", record.key
                    )
                await self._events.flush()
            except BaseException:
                self._unsent[:0] = pending  # same ids next time: a re-sent one is a duplicate
                dropped = len(self._unsent) - MAX_UNSENT
                if dropped > 0:
                    del self._unsent[:dropped]
                    metrics.EVENTS_DROPPED.labels("cost.recorded").inc(dropped)
                raise
            return len(pending)

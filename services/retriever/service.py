"""`mem.context.<tenant>`: a ContextRequest in, a ContextResponse (or ErrorReply) out.
`mem.search.<tenant>`: a SearchRequest in, the same retrieval's ranking at its depth out.

Both run one `Retriever.retrieve`, so a search (the search_memory tool) ranks exactly as a
context block does. A request naming `after_seqs` (read-your-writes) first waits, bounded,
for the episode indexer to pass them (`writes.py`); if it has not in time, the context is
retrieved anyway and says `degraded: ["stale"]`.

The reply goes out first; the `context.served` event (origin context or search) is
published afterwards in the background, so the caller never waits on the EVENTS write.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Literal

from nats.js import JetStreamContext
from pydantic import ValidationError

from memstream.contracts.context import ContextRequest, ContextResponse
from memstream.contracts.events import ContextServed, EventEnvelope
from memstream.contracts.search import SearchRequest
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation
from memstream.services.common.messaging.events import EventSink, envelope
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.budgets import BudgetGuard
from memstream.services.retriever.pipeline import Retriever
from memstream.services.retriever.writes import Writes

log = logging.getLogger(__name__)


class ContextService:
    """Validates requests, runs the retriever, records metrics and the served event."""

    def __init__(
        self,
        retriever: Retriever,
        js: JetStreamContext,
        budget: BudgetGuard | None = None,
        writes: Writes | None = None,
    ) -> None:
        self.retriever = retriever
        self._js = js
        self._events = EventSink(js, "retriever")
        # Without it a request naming after_seqs cannot be checked: it is answered stale.
        self._writes = writes
        # Over-budget tenants are served budget-constrained (cap 5, no dual search).
        self._budget = budget
        self._background: set[asyncio.Task[None]] = set()

    async def handle(self, tenant: str, body: bytes) -> bytes:
        try:
            request = ContextRequest.model_validate_json(body)
        except ValidationError as exc:
            metrics.CONTEXT_REJECTIONS.inc()
            return reply_from_validation(exc).model_dump_json().encode()
        try:
            response = await self._serve(tenant, request, None, "context")
        except RequestRejected as exc:
            metrics.CONTEXT_REJECTIONS.inc()
            return exc.reply.model_dump_json().encode()
        return response.model_dump_json().encode()

    async def handle_search(self, tenant: str, body: bytes) -> bytes:
        try:
            search = SearchRequest.model_validate_json(body)
        except ValidationError as exc:
            metrics.CONTEXT_REJECTIONS.inc()
            return reply_from_validation(exc).model_dump_json().encode()
        try:
            response = await self._serve(tenant, search.request, search.depth, "search")
        except RequestRejected as exc:
            metrics.CONTEXT_REJECTIONS.inc()
            return exc.reply.model_dump_json().encode()
        return response.model_dump_json().encode()

    async def _serve(
        self,
        tenant: str,
        request: ContextRequest,
        depth: int | None,
        origin: Literal["context", "search"],
    ) -> ContextResponse:
        if (
            not request.budget_constrained
            and self._budget is not None
            and await self._budget.constrained(tenant)
        ):
            request = request.model_copy(update={"budget_constrained": True})
            metrics.BUDGET_CONSTRAINED.inc()
        started = time.monotonic()
        fresh = True
        if request.after_seqs:
            fresh = self._writes is not None and await self._writes.indexed(
                tenant, request.after_seqs, request.after_timeout_s
            )
        waited_ms = round((time.monotonic() - started) * 1000, 3)
        response = await self.retriever.retrieve(tenant, request, depth=depth)
        response.waited_ms = waited_ms
        if not fresh:
            response.degraded.append("stale")
        if origin == "context":
            # The latency and tier figures describe context blocks; a deep search is not one.
            metrics.CONTEXT_LATENCY.labels(response.tier).observe(response.latency_ms / 1000)
            metrics.TIER_HITS.labels(response.tier).inc()
        for part in response.degraded:
            metrics.CONTEXT_DEGRADED.labels(part).inc()
        self._record(tenant, request, response, origin)
        return response

    def _record(
        self,
        tenant: str,
        request: ContextRequest,
        response: ContextResponse,
        origin: Literal["context", "search"],
    ) -> None:
        event = envelope(
            "context.served",
            tenant,
            "retriever",
            ContextServed(
                tier=response.tier,
                item_ids=[item.id for item in response.items],
                scores=[item.score for item in response.items],
                latency_ms=response.latency_ms,
                cost=response.cost,
                session_id=request.session_id,
                degraded=response.degraded,
                kinds=[item.kind for item in response.items],
                origin=origin,
            ),
        )
        task = asyncio.create_task(self._publish(event))
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _publish(self, event: EventEnvelope) -> None:
        try:
            await self._events.publish_envelope(event)
        except Exception:
            # Losing one analytics event must not fail or slow the read path.
            metrics.EVENTS_DROPPED.labels("context.served").inc()
            log.warning("context.served event not published", exc_info=True)

    async def drain(self, timeout: float) -> None:
        if self._background:
            await asyncio.wait(set(self._background), timeout=timeout)

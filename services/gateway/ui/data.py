"""What the pages show, asked of the services that own it over NATS."""

from __future__ import annotations

from typing import Annotated

from nats.errors import NoRespondersError
from nats.errors import TimeoutError as NatsTimeoutError
from pydantic import Field, TypeAdapter

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.context import ContextItem, ContextRequest
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.scheduler import HealthReport, ReportRequest
from memstream.services.gateway.state import GatewayState

_REPORT_REPLY: TypeAdapter[HealthReport | ErrorReply] = TypeAdapter(
    Annotated[HealthReport | ErrorReply, Field(discriminator="type")]
)

WEAKEST = 10


async def fetch_report(state: GatewayState, tenant: str, days: int = 30) -> HealthReport:
    """The scheduler's health report of `tenant` (`mem.scheduler.report.<tenant>`)."""
    subject = s.scheduler_report(tenant)
    try:
        msg = await state.nc.request(
            subject,
            ReportRequest(days=days).model_dump_json().encode(),
            timeout=state.settings.request_timeout_s,
        )
    except NoRespondersError:
        raise MemstreamError(
            ErrorReply(code="unavailable", message="no scheduler answers the health report")
        ) from None
    except NatsTimeoutError:
        raise MemstreamError(
            ErrorReply(code="unavailable", message="the health report timed out")
        ) from None
    reply = _REPORT_REPLY.validate_json(msg.data)
    if isinstance(reply, ErrorReply):
        raise MemstreamError(reply)
    return reply


async def ranked(client: MemoryClient, memory_id: str, query: str) -> ContextItem | None:
    """The memory as the retriever ranks it for `query` (with its score components), or
    None when it is not among the memories a context for `query` would show."""
    response = await client.context_request(ContextRequest(query=query, limit=10))
    return next((item for item in response.items if item.id == memory_id), None)

"""Sessions, feedback, read-your-writes, replay and the health report.

Each route is the NATS request of the service that owns it (scheduler, retriever's
watermark, ingest's replay), sent for the key's tenant. Waits a caller asks for are cut to
the gateway's `max_wait_s`, so no HTTP request holds a connection for minutes.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from memstream.contracts import subjects as s
from memstream.contracts.feedback import FeedbackIn, FeedbackReply
from memstream.contracts.gateway import SessionBody, session_request
from memstream.contracts.keys import Identity
from memstream.contracts.replay import ReplayRequest, ReplayResponse
from memstream.contracts.scheduler import HealthReport, ReportRequest
from memstream.contracts.session import SessionAction, SessionReply
from memstream.contracts.watermark import WatermarkReply, WatermarkRequest
from memstream.services.gateway.http.auth import Caller, ReadTenant, State, WriteTenant
from memstream.services.gateway.http.calls import ask, bounded_wait
from memstream.services.gateway.http.errors import ERROR_RESPONSES
from memstream.services.gateway.state import GatewayState

router = APIRouter(prefix="/v1")


async def _session(
    state: GatewayState, caller: Identity, target: str, action: SessionAction, body: SessionBody
) -> SessionReply:
    wait = 0.0
    overrides = {}
    if action == "end":
        wait = bounded_wait(state, body.model_dump().get("flush_timeout_s"))
        overrides["flush_timeout_s"] = wait
    request = session_request(body, caller.agent_id, **overrides)
    return await ask(state, caller, target, s.session(target, action), request, SessionReply, wait)


@router.post(
    "/sessions/start", response_model=SessionReply, tags=["sessions"], responses=ERROR_RESPONSES
)
async def session_start(
    state: State, caller: Caller, target: WriteTenant, body: SessionBody
) -> SessionReply:
    """Start a session: overdue maintenance runs first, then today's forward triggers and
    the tenant's lessons come back."""
    return await _session(state, caller, target, "start", body)


@router.post(
    "/sessions/heartbeat",
    response_model=SessionReply,
    tags=["sessions"],
    responses=ERROR_RESPONSES,
)
async def session_heartbeat(
    state: State, caller: Caller, target: WriteTenant, body: SessionBody
) -> SessionReply:
    """Keep a session alive: overdue maintenance, then triggers that came due since."""
    return await _session(state, caller, target, "heartbeat", body)


@router.post(
    "/sessions/end", response_model=SessionReply, tags=["sessions"], responses=ERROR_RESPONSES
)
async def session_end(
    state: State, caller: Caller, target: WriteTenant, body: SessionBody
) -> SessionReply:
    """End a session: answers once its turns are extracted, or when the flush wait (at most
    the gateway's `max_wait_s`) is over; `flush.complete` says which."""
    return await _session(state, caller, target, "end", body)


@router.post(
    "/feedback", response_model=FeedbackReply, tags=["sessions"], responses=ERROR_RESPONSES
)
async def feedback(
    state: State, caller: Caller, target: WriteTenant, body: FeedbackIn
) -> FeedbackReply:
    """Echo/fizzle: the agent's response and the memories injected for it; used ones gain
    retrieval priority, ignored ones lose some."""
    return await ask(state, caller, target, s.feedback(target), body, FeedbackReply)


@router.post(
    "/watermark", response_model=WatermarkReply, tags=["memory"], responses=ERROR_RESPONSES
)
async def watermark(
    state: State, caller: Caller, target: ReadTenant, body: WatermarkRequest
) -> WatermarkReply:
    """Wait for your own writes: until the turns of `after_seqs` (TurnAck.resource_seqs)
    are indexed (and, with `extracted`, extracted), for at most `timeout_s`."""
    wait = bounded_wait(state, body.timeout_s)
    request = body.model_copy(update={"timeout_s": wait})
    return await ask(state, caller, target, s.watermark(target), request, WatermarkReply, wait)


@router.post("/replay", response_model=ReplayResponse, tags=["memory"], responses=ERROR_RESPONSES)
async def replay(
    state: State, caller: Caller, target: ReadTenant, body: ReplayRequest
) -> ReplayResponse:
    """Replay a session up to a turn (`mode: replay`), or recover its last checkpoint
    (`mode: recover`)."""
    return await ask(state, caller, target, s.replay(target), body, ReplayResponse)


@router.get("/report", response_model=HealthReport, tags=["health"], responses=ERROR_RESPONSES)
async def report(
    state: State,
    caller: Caller,
    target: ReadTenant,
    days: Annotated[int, Query(ge=1, le=366, description="Analytics window in days.")] = 30,
) -> HealthReport:
    """The tenant's memory health report: items by status, staleness, growth, tier hit
    rates, cost per turn, merges, gate rejections and the last job runs."""
    request = ReportRequest(days=days)
    return await ask(state, caller, target, s.scheduler_report(target), request, HealthReport)

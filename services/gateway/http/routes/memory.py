"""Turns in, context and search out: the agent's everyday calls, in its own or the shared
space."""

from __future__ import annotations

from fastapi import APIRouter

from memstream.contracts import subjects as s
from memstream.contracts.context import ContextRequest, ContextResponse
from memstream.contracts.gateway import TurnBody, turn_in
from memstream.contracts.keys import Identity, is_shared_space
from memstream.contracts.search import SearchRequest
from memstream.contracts.turns import TurnAck
from memstream.services.common.security.guards import with_domain
from memstream.services.gateway.http.auth import (
    Caller,
    ReadTenant,
    SharedReadTenant,
    SharedWriteTenant,
    State,
    TenantParam,
    WriteTenant,
)
from memstream.services.gateway.http.calls import ask, bounded_wait
from memstream.services.gateway.http.errors import ERROR_RESPONSES
from memstream.services.gateway.state import GatewayState, own_tenant

router = APIRouter(prefix="/v1")


@router.get("/whoami", response_model=Identity, tags=["keys"], responses=ERROR_RESPONSES)
async def whoami(caller: Caller, tenant: TenantParam = None) -> Identity:
    """What the presented key grants (403 when `tenant` names one it cannot act on)."""
    if tenant is not None:
        own_tenant(caller, tenant)
    return caller


async def _post_turn(state: GatewayState, caller: Identity, body: TurnBody, target: str) -> TurnAck:
    turn_overrides = {}
    if is_shared_space(target):
        # Shared-space writes carry the writer key's domain, whatever the body says.
        turn_overrides["metadata"] = with_domain(body.model_dump().get("metadata"), caller.domain)
    turn = turn_in(body, target, caller.agent_id, **turn_overrides)
    await state.limiter.hit(target, caller.agent_id)
    client = await state.client(caller, target)
    return await client.send_turn(turn)


async def _context(
    state: GatewayState, caller: Identity, body: ContextRequest, target: str
) -> ContextResponse:
    if is_shared_space(target) and body.domain is None and caller.domain is not None:
        # An agent asking the shared space is served its own domain first by default.
        body = body.model_copy(update={"domain": caller.domain})
    wait = 0.0
    if body.after_seqs:
        wait = bounded_wait(state, body.after_timeout_s)
        body = body.model_copy(update={"after_timeout_s": wait})
    return await ask(
        state, caller, target, s.context(target), body, ContextResponse, wait, deadline=True
    )


async def _search(
    state: GatewayState, caller: Identity, body: SearchRequest, target: str
) -> ContextResponse:
    wait = 0.0
    if body.request.after_seqs:
        wait = bounded_wait(state, body.request.after_timeout_s)
        request = body.request.model_copy(update={"after_timeout_s": wait})
        body = body.model_copy(update={"request": request})
    return await ask(
        state, caller, target, s.search(target), body, ContextResponse, wait, deadline=True
    )


@router.post("/turns", response_model=TurnAck, tags=["memory"], responses=ERROR_RESPONSES)
async def post_turn(state: State, caller: Caller, target: WriteTenant, body: TurnBody) -> TurnAck:
    """Store one conversation turn (ingest); answers once JetStream has it. Counts as one
    write against the agent's per-minute limit."""
    return await _post_turn(state, caller, body, target)


@router.post("/context", response_model=ContextResponse, tags=["memory"], responses=ERROR_RESPONSES)
async def post_context(
    state: State, caller: Caller, target: ReadTenant, body: ContextRequest
) -> ContextResponse:
    """The memories relevant to the next agent turn, and the block to inject. With
    `after_seqs` (from TurnAcks) it first waits until those turns are indexed."""
    return await _context(state, caller, body, target)


@router.post("/search", response_model=ContextResponse, tags=["memory"], responses=ERROR_RESPONSES)
async def post_search(
    state: State, caller: Caller, target: ReadTenant, body: SearchRequest
) -> ContextResponse:
    """The context retrieval's ranking at a depth beyond the context cap (up to 50)."""
    return await _search(state, caller, body, target)


@router.post("/shared/turns", response_model=TurnAck, tags=["shared"], responses=ERROR_RESPONSES)
async def post_shared_turn(
    state: State, caller: Caller, target: SharedWriteTenant, body: TurnBody
) -> TurnAck:
    """Store a turn in the tenant's shared space, tagged with the key's domain."""
    return await _post_turn(state, caller, body, target)


@router.post(
    "/shared/context", response_model=ContextResponse, tags=["shared"], responses=ERROR_RESPONSES
)
async def post_shared_context(
    state: State, caller: Caller, target: SharedReadTenant, body: ContextRequest
) -> ContextResponse:
    """Context from the tenant's shared space; memories of other domains than `domain`
    (default: the key's domain) are scored down by the off-domain factor, not dropped."""
    return await _context(state, caller, body, target)


@router.post(
    "/shared/search", response_model=ContextResponse, tags=["shared"], responses=ERROR_RESPONSES
)
async def post_shared_search(
    state: State, caller: Caller, target: SharedReadTenant, body: SearchRequest
) -> ContextResponse:
    """Search of the tenant's shared space, deeper than its context."""
    return await _search(state, caller, body, target)

"""Turns in, context out: the agent's two everyday calls, in its own or the shared space."""

from __future__ import annotations

from fastapi import APIRouter

from memstream.contracts.context import ContextRequest, ContextResponse
from memstream.contracts.gateway import TurnBody, turn_in
from memstream.contracts.keys import Identity, is_shared_space
from memstream.contracts.turns import TurnAck
from memstream.services.gateway.http.auth import Caller, State, TenantParam
from memstream.services.gateway.http.errors import ERROR_RESPONSES
from memstream.services.gateway.state import resolve_tenant

router = APIRouter(prefix="/v1")


@router.get("/whoami", response_model=Identity, tags=["keys"], responses=ERROR_RESPONSES)
async def whoami(caller: Caller) -> Identity:
    """What the presented key grants."""
    return caller


async def _post_turn(
    state: State, caller: Caller, body: TurnBody, tenant: str | None, shared: bool
) -> TurnAck:
    target = resolve_tenant(caller, "write", tenant, shared)
    await state.limiter.hit(target, caller.agent_id)
    overrides = {}
    if is_shared_space(target):
        # Shared-space writes carry the writer key's domain, whatever the body says.
        metadata = dict(body.model_dump().get("metadata") or {})
        metadata.pop("domain", None)
        if caller.domain is not None:
            metadata["domain"] = caller.domain
        overrides["metadata"] = metadata
    turn = turn_in(body, target, caller.agent_id, **overrides)
    client = await state.client(caller, target)
    return await client.send_turn(turn)


async def _context(
    state: State, caller: Caller, body: ContextRequest, tenant: str | None, shared: bool
) -> ContextResponse:
    target = resolve_tenant(caller, "read", tenant, shared)
    client = await state.client(caller, target)
    return await client.context_request(body)


@router.post("/turns", response_model=TurnAck, tags=["memory"], responses=ERROR_RESPONSES)
async def post_turn(
    state: State, caller: Caller, body: TurnBody, tenant: TenantParam = None
) -> TurnAck:
    """Store one conversation turn (ingest); answers once JetStream has it."""
    return await _post_turn(state, caller, body, tenant, shared=False)


@router.post("/context", response_model=ContextResponse, tags=["memory"], responses=ERROR_RESPONSES)
async def post_context(
    state: State, caller: Caller, body: ContextRequest, tenant: TenantParam = None
) -> ContextResponse:
    """The memories relevant to the next agent turn, and the block to inject."""
    return await _context(state, caller, body, tenant, shared=False)


@router.post("/shared/turns", response_model=TurnAck, tags=["shared"], responses=ERROR_RESPONSES)
async def post_shared_turn(
    state: State, caller: Caller, body: TurnBody, tenant: TenantParam = None
) -> TurnAck:
    """Store a turn in the tenant's shared space, tagged with the key's domain."""
    return await _post_turn(state, caller, body, tenant, shared=True)


@router.post(
    "/shared/context", response_model=ContextResponse, tags=["shared"], responses=ERROR_RESPONSES
)
async def post_shared_context(
    state: State, caller: Caller, body: ContextRequest, tenant: TenantParam = None
) -> ContextResponse:
    """Context from the tenant's shared space (set `domain` to penalise other domains)."""
    return await _context(state, caller, body, tenant, shared=True)

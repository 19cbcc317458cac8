"""Who is calling: `Authorization: Bearer <key>`, checked by the shared `KeyVerifier`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import Depends, Query, Request, Security
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from memstream.contracts.common import ID_PATTERN
from memstream.contracts.keys import Identity, Scope
from memstream.services.common.security.keys import Unauthorized
from memstream.services.gateway.state import GatewayState, resolve_tenant

_bearer = HTTPBearer(
    auto_error=False,
    scheme_name="ApiKey",
    description="A memstream API key (`memstream keys create`): `Authorization: Bearer msk_…`.",
)


def gateway(request: Request) -> GatewayState:
    state: GatewayState = request.app.state.gateway
    return state


async def identity(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Security(_bearer)],
) -> Identity:
    """The verified identity of the key presented, or 401."""
    if credentials is None:
        raise Unauthorized()
    verified = await gateway(request).verifier.verify(credentials.credentials)
    # For access logs and metrics: the key id names the key without revealing it.
    request.state.key_id = verified.key_id
    return verified


Caller = Annotated[Identity, Depends(identity)]
State = Annotated[GatewayState, Depends(gateway)]
# Operator keys (tenant `*`) name the tenant they act on; tenant keys may omit it.
TenantParam = Annotated[
    str | None,
    Query(
        pattern=ID_PATTERN,
        description="Tenant to act on: required with an operator key, else the key's own.",
    ),
]


def acting_on(scope: Scope, shared: bool = False) -> Callable[..., Awaitable[str]]:
    """Dependency: the tenant a route acts on, checked before the body is validated, so a
    key that may not act there gets 403 whatever it sends."""

    async def target(caller: Caller, tenant: TenantParam = None) -> str:
        return resolve_tenant(caller, scope, tenant, shared)

    return target


# The tenant id each kind of route acts on (the key's own, its shared space, or the one an
# operator key names).
ReadTenant = Annotated[str, Depends(acting_on("read"))]
WriteTenant = Annotated[str, Depends(acting_on("write"))]
AdminTenant = Annotated[str, Depends(acting_on("admin"))]
SharedReadTenant = Annotated[str, Depends(acting_on("read", shared=True))]
SharedWriteTenant = Annotated[str, Depends(acting_on("write", shared=True))]

"""Who is calling: `Authorization: Bearer <key>`, checked by the shared `KeyVerifier`."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Query, Request, Security
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from memstream.contracts.common import ID_PATTERN
from memstream.contracts.keys import Identity
from memstream.services.common.security.keys import Unauthorized
from memstream.services.gateway.state import GatewayState

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

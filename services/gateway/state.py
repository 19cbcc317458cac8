"""What every gateway request handler gets: clients created once at start-up."""

from __future__ import annotations

from dataclasses import dataclass

from nats.aio.client import Client

from memstream.contracts.client import MemoryClient
from memstream.contracts.keys import ALL_TENANTS, Identity, Scope, shared_space
from memstream.services.common.security.keys import Forbidden, KeyStore
from memstream.services.common.security.ratelimit import RateLimiter
from memstream.services.common.security.verifier import KeyVerifier
from memstream.services.gateway.settings import GatewaySettings

# What a shared-space call needs instead of the plain scope.
SHARED_SCOPE: dict[Scope, Scope] = {"read": "shared-read", "write": "shared-write"}


@dataclass(frozen=True, slots=True)
class GatewayState:
    """The gateway's service connection and the key machinery."""

    nc: Client
    keys: KeyStore
    verifier: KeyVerifier
    limiter: RateLimiter
    settings: GatewaySettings

    async def client(self, identity: Identity, tenant_id: str) -> MemoryClient:
        """A client for one call, on the gateway's connection, bound to `tenant_id`."""
        return await MemoryClient.connect(
            "",
            tenant_id,
            identity.agent_id,
            timeout=self.settings.request_timeout_s,
            connection=self.nc,
            # One attempt per HTTP request: a re-send after a timeout of request_timeout_s
            # would outlast the caller's own timeout. A 503 tells the caller to re-send.
            turn_resends=0,
        )


def own_tenant(identity: Identity, requested: str | None = None) -> str:
    """The tenant a key acts on: its own (another `requested` one is refused), or the one
    an operator key (`*`) names."""
    if identity.tenant_id == ALL_TENANTS:
        if requested is None:
            raise Forbidden("an operator key must name the tenant", "tenant")
        return requested
    if requested is not None and requested != identity.tenant_id:
        raise Forbidden("this key cannot act on another tenant", "tenant")
    return identity.tenant_id


def resolve_tenant(
    identity: Identity, scope: Scope, requested: str | None = None, shared: bool = False
) -> str:
    """The tenant a call acts on, after checking the key may act there with `scope`.

    A tenant key acts on its own tenant (a different `requested` one is refused); an
    operator key (`*`) must name the tenant. `shared` moves the call to the tenant's shared
    space and needs the shared form of the scope.
    """
    needed = SHARED_SCOPE.get(scope, scope) if shared else scope
    # The same rule as on NATS (gateway/permissions.py): each scope stands alone; `admin`
    # manages keys and does not stand in for read or write.
    if not identity.allows(needed):
        raise Forbidden(f"this key lacks the {needed!r} scope")
    tenant = own_tenant(identity, requested)
    return shared_space(tenant) if shared else tenant

"""What an agent's NATS write passes before the endpoint handles it.

NATS permissions (the callout's user JWT) already keep an agent on its own tenant's
subjects; here an endpoint applies what permissions cannot express: one count against the
agent's per-minute write limit, and the writer's domain on a turn into a shared space.
"""

from __future__ import annotations

import json

from memstream.contracts.keys import ALL_TENANTS, is_shared_space, shared_space
from memstream.services.common.messaging.endpoint import RequestGuard
from memstream.services.common.security.caller import Caller
from memstream.services.common.security.keys import Forbidden
from memstream.services.common.security.ratelimit import RateLimiter

DOMAIN_KEY = "domain"


def check_tenant(tenant: str, caller: Caller) -> None:
    """The subject's tenant must be the caller's own or its shared space (or any, `*`)."""
    if caller.tenant_id != ALL_TENANTS and tenant not in (
        caller.tenant_id,
        shared_space(caller.tenant_id),
    ):
        raise Forbidden(f"key of tenant {caller.tenant_id!r} cannot write to {tenant!r}", "subject")


def with_domain(metadata: object, domain: str | None) -> dict[str, object]:
    """Turn metadata with `domain` set to the writer's domain, whatever the caller sent
    (removed when the writer has none)."""
    tagged = dict(metadata) if isinstance(metadata, dict) else {}
    tagged.pop(DOMAIN_KEY, None)
    if domain is not None:
        tagged[DOMAIN_KEY] = domain
    return tagged


def tag_domain(body: bytes, domain: str | None) -> bytes:
    """The turn with `metadata.domain` set to the writer's domain (removed if it has none).

    A body that is not a JSON object is returned unchanged: the handler refuses it with
    its own validation error.
    """
    try:
        turn = json.loads(body)
    except ValueError:
        return body
    if not isinstance(turn, dict):
        return body
    turn["metadata"] = with_domain(turn.get("metadata"), domain)
    return json.dumps(turn).encode()


def write_guard(limiter: RateLimiter, *, tags_domain: bool = False) -> RequestGuard:
    """Guard of a writing endpoint: tenant check, one rate-limit hit, and (for turns) the
    domain tag of shared-space writes."""

    async def guard(tenant: str, body: bytes, caller: Caller) -> bytes:
        check_tenant(tenant, caller)
        # An operator key's writes count against the tenant it writes to (`*` is no key).
        counted = tenant if caller.tenant_id == ALL_TENANTS else caller.tenant_id
        await limiter.hit(counted, caller.agent_id)
        if tags_domain and is_shared_space(tenant):
            return tag_domain(body, caller.domain)
        return body

    return guard

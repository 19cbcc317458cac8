"""Who sent a request over NATS: the agent behind an API key, or a service (nobody).

Agents connect through the auth callout and land in the agents' account, which reaches the
services' request subjects only through imports with `share: true`. On every such request
the server sets `Nats-Request-Info` with the calling connection's account and user name,
replacing any header of that name the caller sent. The callout names each agent user
`<key_id>/<tenant>/<agent>/<domain or ->`, so an endpoint learns the caller from that
header alone: no key lookup on the hot path. A request without it came from a connection
of the services' account (a service, the CLI, the gateway), which is trusted.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

from memstream.contracts import subjects as s
from memstream.contracts.keys import Identity
from memstream.services.common.messaging.errors import PermanentError

_SEPARATOR = "/"  # in none of key id, tenant, agent id or domain (see contracts.keys)
_NO_DOMAIN = "-"


@dataclass(frozen=True, slots=True)
class Caller:
    """The agent a request came from, as its key names it."""

    key_id: str
    tenant_id: str
    agent_id: str
    domain: str | None


def caller_name(identity: Identity) -> str:
    """The NATS user name the callout gives a connection of `identity`."""
    parts = (identity.key_id, identity.tenant_id, identity.agent_id, identity.domain or _NO_DOMAIN)
    return _SEPARATOR.join(parts)


def parse_caller_name(name: str) -> Caller | None:
    parts = name.split(_SEPARATOR)
    if len(parts) != 4 or not all(parts):
        return None
    key_id, tenant, agent, domain = parts
    return Caller(key_id, tenant, agent, None if domain == _NO_DOMAIN else domain)


class UnknownCaller(PermanentError):
    """A request from the agents' account whose user is not one the callout names."""

    reason = "unknown_caller"


def caller_of(headers: Mapping[str, str] | None) -> Caller | None:
    """The agent behind a request, or None for a request from the services' account.

    Raises `UnknownCaller` for a request from the agents' account that names no agent:
    such a request is refused, never served as if a service had sent it.
    """
    if not headers:
        return None
    raw = headers.get(s.HEADER_REQUEST_INFO)
    if not raw:
        return None
    try:
        info = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(info, dict) or info.get("acc") != s.ACCOUNT_AGENTS:
        return None
    user = info.get("user")
    caller = parse_caller_name(user) if isinstance(user, str) else None
    if caller is None:
        raise UnknownCaller(f"request from the agents' account by unknown user {user!r}")
    return caller

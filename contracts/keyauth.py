"""Connecting to a secure memstream with an API key (the SDK side of the auth callout).

The key is the connection's token; the server asks the gateway's callout, which lets the
connection publish only to the key's tenant's request subjects and receive replies only
on the key's own inbox prefix. Who the key is (tenant, agent, scopes, domain) comes back
from `mem.auth.whoami`, never from the caller.
"""

from __future__ import annotations

import logging
from typing import Any

import nats
from nats.aio.client import DEFAULT_MAX_RECONNECT_ATTEMPTS, Client
from pydantic import TypeAdapter

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorCode, ErrorReply, MemstreamError
from memstream.contracts.keys import ALL_TENANTS, Identity, key_id_of

log = logging.getLogger(__name__)

_IDENTITY: TypeAdapter[Identity | ErrorReply] = TypeAdapter(Identity | ErrorReply)


def _refused(code: ErrorCode, message: str, field: str | None = None) -> MemstreamError:
    return MemstreamError(ErrorReply(code=code, message=message, field=field))


async def _log_error(exc: Exception) -> None:
    log.warning("nats connection error", extra={"error": str(exc)})


async def _connect_once(url: str, timeout: float, refused: str, **options: Any) -> Client:
    """A connection whose first connect is tried once, so that a refused login or a
    server that is not there is a `MemstreamError` at once (nats.py would retry either
    for a minute, printing each failure); once connected, a lost connection is
    re-established."""
    try:
        nc = await nats.connect(
            url,
            connect_timeout=max(1, int(timeout)),
            allow_reconnect=False,
            # nats.py tries an unreachable server this many times even without reconnects.
            max_reconnect_attempts=1,
            error_cb=_log_error,
            **options,
        )
    except (nats.errors.NoServersError, OSError, TimeoutError):
        raise _refused("unavailable", f"no memstream server answers at {url}") from None
    except nats.errors.Error as exc:
        raise _refused("unauthorized", f"{refused}: {exc}") from None
    # nats.py reads these when the connection drops.
    nc.options["allow_reconnect"] = True
    nc.options["max_reconnect_attempts"] = DEFAULT_MAX_RECONNECT_ATTEMPTS
    return nc


async def connect_open(url: str, name: str, timeout: float) -> Client:
    """A connection to an open memstream (a loopback server without keys, or a service's
    own connection). Raises `MemstreamError`: `unauthorized` when the server wants a key
    (connect with `api_key=`), `unavailable` when no server answers."""
    return await _connect_once(
        url,
        timeout,
        "the server wants an API key (MemoryClient.connect(url, api_key=...))",
        name=name,
    )


async def connect_with_key(url: str, api_key: str, timeout: float) -> tuple[Client, Identity]:
    """A connection authenticated by `api_key`, and the identity the key grants.

    Raises `MemstreamError`: `unauthorized` for a malformed, unknown or revoked key,
    `unavailable` when no server answers.
    """
    key_id = key_id_of(api_key)
    if key_id is None:
        raise _refused("unauthorized", "malformed API key", "api_key")
    nc = await _connect_once(
        url,
        timeout,
        "the server refused the API key",
        token=api_key,
        inbox_prefix=s.agent_inbox_prefix(key_id),
        name=f"memstream-sdk-{key_id}",
    )
    try:
        msg = await nc.request(s.WHOAMI, b"", timeout=timeout)
        answer = _IDENTITY.validate_json(msg.data)
    except BaseException:
        await nc.close()
        raise
    if isinstance(answer, ErrorReply):
        await nc.close()
        raise MemstreamError(answer)
    return nc, answer


def tenant_for(identity: Identity, tenant_id: str | None) -> str:
    """The tenant a client of `identity` acts on: its own unless it names its shared space
    (or, with an operator key, any tenant, which it then must name)."""
    if tenant_id is None:
        if identity.tenant_id == ALL_TENANTS:
            raise _refused("validation_error", "an operator key must name a tenant", "tenant_id")
        return identity.tenant_id
    if not identity.acts_for(tenant_id):
        raise _refused("forbidden", f"the key cannot act for tenant {tenant_id!r}", "tenant_id")
    return tenant_id

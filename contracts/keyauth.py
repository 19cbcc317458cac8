"""Connecting to a secure memstream with an API key (the SDK side of the auth callout).

The key is the connection's token; the server asks the gateway's callout, which lets the
connection publish only to the key's tenant's request subjects and receive replies only
on the key's own inbox prefix. Who the key is (tenant, agent, scopes, domain) comes back
from `mem.auth.whoami`, never from the caller.
"""

from __future__ import annotations

import logging

import nats
from nats.aio.client import Client
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


async def connect_with_key(url: str, api_key: str, timeout: float) -> tuple[Client, Identity]:
    """A connection authenticated by `api_key`, and the identity the key grants.

    Raises `MemstreamError` (code `unauthorized`) for a malformed, unknown or revoked key.
    """
    key_id = key_id_of(api_key)
    if key_id is None:
        raise _refused("unauthorized", "malformed API key", "api_key")
    try:
        # No retry of the first connect: nats.py would retry a refused key until its
        # reconnect attempts run out, instead of telling the caller at once.
        nc = await nats.connect(
            url,
            token=api_key,
            inbox_prefix=s.agent_inbox_prefix(key_id),
            name=f"memstream-sdk-{key_id}",
            connect_timeout=max(1, int(timeout)),
            allow_reconnect=False,
            error_cb=_log_error,
        )
    except nats.errors.Error as exc:
        raise _refused("unauthorized", f"the server refused the API key: {exc}") from None
    # Connected: from now on a lost connection is re-established (nats.py reads the option
    # when the connection drops).
    nc.options["allow_reconnect"] = True
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

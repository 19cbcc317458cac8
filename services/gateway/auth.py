"""Key checking for the gateway: one `KeyVerifier` and the auth callout responder.

`start_auth` is what a process serving agents runs: the gateway service, or `memstream
up` itself until the gateway service runs in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from nats.aio.client import Client

from memstream.services.common.security.keys import KeyStore
from memstream.services.common.security.verifier import (
    DEFAULT_FAILURE_LIMIT,
    FailureLimit,
    KeyVerifier,
)
from memstream.services.gateway.callout import AuthCallout


@dataclass(slots=True)
class GatewayAuth:
    """The running verifier (shared with HTTP routes) and callout responder."""

    store: KeyStore
    verifier: KeyVerifier
    callout: AuthCallout

    async def stop(self) -> None:
        await self.callout.stop()
        await self.verifier.stop()


async def start_auth(
    nc: Client,
    issuer_seed: bytes,
    *,
    system_nc: Client | None = None,
    user_ttl_s: float = 3600.0,
    max_staleness_s: float = 2.0,
    failure_limit: FailureLimit = DEFAULT_FAILURE_LIMIT,
    timeout: float = 5.0,
) -> GatewayAuth:
    """Watch the `keys` bucket and answer the server's authorization requests."""
    store = await KeyStore.open(nc.jetstream(timeout=timeout))
    verifier = KeyVerifier(store, max_staleness_s, failure_limit)
    await verifier.start()
    callout = AuthCallout(nc, verifier, issuer_seed, system_nc=system_nc, user_ttl_s=user_ttl_s)
    try:
        await callout.start()
    except BaseException:
        await verifier.stop()
        raise
    return GatewayAuth(store, verifier, callout)

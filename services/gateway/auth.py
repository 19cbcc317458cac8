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
    owns_verifier: bool = True  # False: the caller's, started and stopped by the caller

    async def stop(self) -> None:
        await self.callout.stop()
        if self.owns_verifier:
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
    verifier: KeyVerifier | None = None,
) -> GatewayAuth:
    """Watch the `keys` bucket and answer the server's authorization requests.

    `verifier`: a started one to share (the gateway's HTTP routes use it too), so a key
    id's failed checks count once however they arrive, and one cache and one pair of hash
    threads serve both; None: a verifier of its own."""
    store = await KeyStore.open(nc.jetstream(timeout=timeout))
    owns = verifier is None
    if verifier is None:
        verifier = KeyVerifier(store, max_staleness_s, failure_limit)
        await verifier.start()
    callout = AuthCallout(nc, verifier, issuer_seed, system_nc=system_nc, user_ttl_s=user_ttl_s)
    try:
        await callout.start()
    except BaseException:
        if owns:
            await verifier.stop()
        raise
    return GatewayAuth(store, verifier, callout, owns)

"""Key checking for the gateway's NATS side: the auth callout responder on its verifier.

`start_auth` is what the gateway service runs once the verifier of its HTTP routes is up.
"""

from __future__ import annotations

from dataclasses import dataclass

from nats.aio.client import Client

from memstream.services.common.security.verifier import KeyVerifier
from memstream.services.gateway.callout import AuthCallout


@dataclass(slots=True)
class GatewayAuth:
    """The callout responder, and the verifier it shares with the HTTP routes (theirs to
    start and stop)."""

    verifier: KeyVerifier
    callout: AuthCallout

    async def stop(self) -> None:
        await self.callout.stop()


async def start_auth(
    nc: Client,
    issuer_seed: bytes,
    verifier: KeyVerifier,
    *,
    system_nc: Client | None = None,
    user_ttl_s: float = 3600.0,
) -> GatewayAuth:
    """Answer the server's authorization requests with `verifier`, started and shared
    with the gateway's HTTP routes: a key id's failed checks count once however they
    arrive, and one cache and one pair of hash threads serve both."""
    callout = AuthCallout(nc, verifier, issuer_seed, system_nc=system_nc, user_ttl_s=user_ttl_s)
    await callout.start()
    return GatewayAuth(verifier, callout)

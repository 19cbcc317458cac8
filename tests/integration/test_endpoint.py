"""The request endpoint every service answers on: one reply per request, always."""

from __future__ import annotations

import asyncio
import json

from nats.aio.client import Client

from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.runtime.metrics import REGISTRY


async def test_a_reply_over_the_max_payload_becomes_a_typed_error(nc: Client) -> None:
    async def huge(tenant: str, body: bytes) -> bytes:
        return b"x" * (nc.max_payload + 1)

    async def small(tenant: str, body: bytes) -> bytes:
        return json.dumps({"tenant": tenant, "echo": body.decode()}).encode()

    big = RequestEndpoint(nc, "test.huge.*", "q", huge, tenant_index=2, name="huge")
    echo = RequestEndpoint(nc, "test.echo.*", "q", small, tenant_index=2, name="echo")
    await big.start()
    await echo.start()
    try:
        before = REGISTRY.get_sample_value(
            "memstream_endpoint_replies_total", {"endpoint": "huge", "code": "message_too_large"}
        )
        reply = json.loads((await nc.request("test.huge.t1", b"{}", timeout=5)).data)
        after = REGISTRY.get_sample_value(
            "memstream_endpoint_replies_total", {"endpoint": "huge", "code": "message_too_large"}
        )
        assert (after or 0) - (before or 0) == 1
        assert reply["type"] == "error" and reply["code"] == "message_too_large"
        assert str(nc.max_payload) in reply["message"]
        # The endpoint keeps serving; a bad tenant token is refused by name.
        ok = json.loads((await nc.request("test.echo.t1", b"hi", timeout=5)).data)
        assert ok == {"tenant": "t1", "echo": "hi"}
        bad = json.loads((await nc.request("test.echo.a*b", b"hi", timeout=5)).data)
        assert bad["code"] == "validation_error" and bad["field"] == "subject"
    finally:
        await big.stop(1)
        await echo.stop(1)


async def test_a_request_in_flight_at_stop_gets_a_typed_reply_at_once(nc: Client) -> None:
    """Stopping cancels what outlasts the grace period; its caller is told so (and may
    re-send), instead of learning it only at its own timeout."""
    started = asyncio.Event()

    async def endless(tenant: str, body: bytes) -> bytes:
        started.set()
        await asyncio.Event().wait()
        return b"{}"

    endpoint = RequestEndpoint(nc, "test.endless.*", "q", endless, tenant_index=2, name="endless")
    await endpoint.start()
    request = asyncio.create_task(nc.request("test.endless.t1", b"{}", timeout=30))
    await asyncio.wait_for(started.wait(), 10)
    await endpoint.stop(timeout=0.05)
    done, _ = await asyncio.wait({request}, timeout=10)  # a hang guard, not a measurement
    assert request in done
    reply = json.loads(request.result().data)
    assert reply["type"] == "error" and reply["code"] == "unavailable"

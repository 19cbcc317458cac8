"""The request endpoint every service answers on: one reply per request, always."""

from __future__ import annotations

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

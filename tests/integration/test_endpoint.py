"""The request endpoint every service answers on: one reply per request, always."""

from __future__ import annotations

import asyncio
import json

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.services.common.messaging.endpoint import RequestEndpoint, caller_remaining_s
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


async def test_a_request_is_abandoned_once_its_caller_stops_waiting(nc: Client) -> None:
    """With `honours_deadline`, a request that says how long its caller waits
    (`Memstream-Timeout-S`) has its handler cancelled then and is answered `unavailable`;
    one that says nothing, or nothing usable, runs to its end; a handler's own timeout
    stays its own (internal); an endpoint that does not honour deadlines ignores them."""
    release = asyncio.Event()
    cancelled: list[bytes] = []

    async def slow(tenant: str, body: bytes) -> bytes:
        if body == b"own-timeout":
            raise TimeoutError("a downstream call timed out")
        if body == b"remaining":
            return json.dumps({"remaining": caller_remaining_s()}).encode()
        try:
            await release.wait()
        except asyncio.CancelledError:
            cancelled.append(body)
            raise
        return json.dumps({"done": body.decode()}).encode()

    honouring = RequestEndpoint(
        nc, "test.dl.*", "q", slow, tenant_index=2, name="deadline", honours_deadline=True
    )
    ignoring = RequestEndpoint(nc, "test.nodl.*", "q", slow, tenant_index=2, name="nodeadline")
    await honouring.start()
    await ignoring.start()

    def expired() -> float:
        sample = REGISTRY.get_sample_value(
            "memstream_endpoint_expired_total", {"endpoint": "deadline"}
        )
        return sample or 0.0

    async def ask(subject: str, body: bytes, budget: str | None) -> dict[str, object]:
        headers = {s.HEADER_TIMEOUT: budget} if budget is not None else None
        reply = await nc.request(subject, body, timeout=30, headers=headers)
        answer: dict[str, object] = json.loads(reply.data)
        return answer

    try:
        before = expired()
        # The caller here waits longer than it says, so the endpoint's answer is seen.
        abandoned = await ask("test.dl.t1", b"a", "0.2")
        assert abandoned["code"] == "unavailable" and "0.2 s" in str(abandoned["message"])
        assert cancelled == [b"a"] and expired() == before + 1
        own = await ask("test.dl.t1", b"own-timeout", "30")
        assert own["code"] == "internal"
        # What is left of the caller's wait, for handlers that queue work (the embedder's).
        left = (await ask("test.dl.t1", b"remaining", "30"))["remaining"]
        assert isinstance(left, float) and 0 < left <= 30
        assert (await ask("test.nodl.t1", b"remaining", "30")) == {"remaining": None}
        assert (await ask("test.dl.t1", b"remaining", None)) == {"remaining": None}
        kept = [
            asyncio.create_task(ask("test.dl.t1", b"none", None)),
            asyncio.create_task(ask("test.dl.t1", b"bad", "soon")),
            asyncio.create_task(ask("test.dl.t1", b"inf", "inf")),
            asyncio.create_task(ask("test.nodl.t1", b"ignored", "0.2")),
        ]
        # The ignored deadline passes while all four wait (a bounded wait on their state).
        done, _ = await asyncio.wait(kept, timeout=0.6)
        assert not done
        release.set()
        answers = await asyncio.wait_for(asyncio.gather(*kept), 30)
        assert answers == [{"done": "none"}, {"done": "bad"}, {"done": "inf"}, {"done": "ignored"}]
        assert cancelled == [b"a"] and expired() == before + 1
    finally:
        await honouring.stop(1)
        await ignoring.stop(1)

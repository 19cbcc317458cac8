"""Subscriptions handled in nats.py's read loop (messaging/inline.py), on a real server.

These fail if nats.py stops delivering through `Subscription._pending_queue`, which the
inline handler replaces."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nats
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import DEFAULT_SUB_PENDING_BYTES_LIMIT, Subscription
from nats.errors import SlowConsumerError

from memstream.services.common.messaging.inline import subscribe_inline
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer


def _subject() -> str:
    return f"test.inline.{uuid.uuid4().hex[:10]}"


async def _until(
    predicate: object, timeout: float = 10.0, what: Callable[[], str] = lambda: ""
) -> None:
    """Until `predicate()` holds; the timeout is a failure bound, and the failure says what
    was awaited and how far it got (`what()`, read when it fails)."""

    async def wait() -> None:
        while not predicate():  # type: ignore[operator]
            await asyncio.sleep(0.005)

    try:
        await asyncio.wait_for(wait(), timeout)
    except TimeoutError:
        raise AssertionError(f"not within {timeout} s: {what()}") from None


async def test_every_message_reaches_the_handler_in_order_without_a_task(nc: Client) -> None:
    subject = _subject()
    seen: list[bytes] = []
    tasks: list[asyncio.Task[object] | None] = []

    def handler(msg: Msg) -> None:
        seen.append(msg.data)
        tasks.append(asyncio.current_task())  # the read loop's task, the same every time

    sub = await subscribe_inline(nc, subject, handler)
    try:
        await nc.flush()
        for n in range(200):
            await nc.publish(subject, str(n).encode())
        await nc.flush()
        await _until(lambda: len(seen) == 200)
        assert seen == [str(n).encode() for n in range(200)]
        assert len({id(t) for t in tasks}) == 1
    finally:
        await sub.unsubscribe()


async def test_a_failing_handler_does_not_close_the_connection(nc: Client) -> None:
    subject = _subject()
    seen: list[bytes] = []

    def handler(msg: Msg) -> None:
        if msg.data == b"poison":
            raise ValueError("hostile payload")
        seen.append(msg.data)

    sub = await subscribe_inline(nc, subject, handler)
    try:
        await nc.flush()
        await nc.publish(subject, b"first")
        await nc.publish(subject, b"poison")
        await nc.publish(subject, b"after")
        await nc.flush()
        await _until(lambda: seen == [b"first", b"after"])
        assert nc.is_connected
        # The connection's other traffic goes on too.
        reply_subject = _subject()
        replies: set[asyncio.Task[None]] = set()

        def pong(msg: Msg) -> None:
            task = asyncio.get_running_loop().create_task(msg.respond(b"pong"))
            replies.add(task)
            task.add_done_callback(replies.discard)

        answer = await subscribe_inline(nc, reply_subject, pong)
        try:
            await nc.flush()
            assert (await nc.request(reply_subject, b"ping", timeout=5)).data == b"pong"
        finally:
            await answer.unsubscribe()
    finally:
        await sub.unsubscribe()


async def test_a_queue_group_shares_messages_and_a_drained_connection_stops(
    nc: Client, nats_server: EmbeddedNatsServer
) -> None:
    """A service's stop drains its connection, which waits on each subscription's queue."""
    subject = _subject()
    first: list[bytes] = []
    second: list[bytes] = []
    service = await nats.connect(nats_server.url)
    await subscribe_inline(service, subject, lambda m: first.append(m.data), queue="q")
    b = await subscribe_inline(nc, subject, lambda m: second.append(m.data), queue="q")
    await service.flush()
    await nc.flush()
    for n in range(100):
        await nc.publish(subject, str(n).encode())
    await nc.flush()
    await _until(lambda: len(first) + len(second) == 100)
    assert sorted(first + second, key=int) == [str(n).encode() for n in range(100)]
    await asyncio.wait_for(service.drain(), 10)
    assert service.is_closed
    await b.unsubscribe()
    await nc.flush()
    await nc.publish(subject, b"late")
    # A round trip through the server: anything it still routed has arrived by now.
    await nc.flush()
    assert b"late" not in first + second


async def test_a_long_lived_subscription_is_never_a_slow_consumer(
    nats_server: EmbeddedNatsServer,
) -> None:
    """nats.py counts delivered bytes against a pending limit and subtracts them when its
    queue task takes a message; with no queue nothing is subtracted, so without the limit
    off a subscription would start dropping once its lifetime's bytes pass nats.py's
    default limit (128 MiB)."""
    subject = _subject()
    received = 0
    errors: list[Exception] = []

    def handler(msg: Msg) -> None:
        nonlocal received
        received += 1

    async def on_error(exc: Exception) -> None:
        errors.append(exc)

    def progress() -> str:
        return f"{received} messages received, errors {errors!r}"

    subscriber = await nats.connect(nats_server.url, error_cb=on_error)
    publisher = await nats.connect(nats_server.url)
    try:
        size = min(publisher.max_payload, 1 << 20) - 1024
        total = (DEFAULT_SUB_PENDING_BYTES_LIMIT + (8 << 20)) // size + 1
        sub = await subscribe_inline(subscriber, subject, handler)
        await subscriber.flush()
        payload = b"x" * size
        for n in range(total):
            await publisher.publish(subject, payload)
            if n % 16 == 15:
                await publisher.flush()  # paced, so the server never drops a slow reader
                # Generous: once in a full run on a loaded 2-core machine, 10 s passed here.
                await _until(lambda n=n: received > n - 32, timeout=60, what=progress)
        await publisher.flush()
        await _until(lambda: received == total, timeout=60, what=progress)
        assert received * size > DEFAULT_SUB_PENDING_BYTES_LIMIT
        assert not [e for e in errors if isinstance(e, SlowConsumerError)]
        await sub.unsubscribe()
    finally:
        await publisher.close()
        await subscriber.close()


async def test_an_inline_subscription_survives_a_server_restart(tmp_path: Path) -> None:
    """nats.py re-sends a connection's subscriptions after a reconnect; the sink that
    replaced the queue must still get the messages then."""
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    server.start()
    seen: list[bytes] = []
    reconnected = asyncio.Event()

    async def on_reconnect() -> None:
        reconnected.set()

    conn = await nats.connect(
        server.url,
        reconnect_time_wait=0.05,
        max_reconnect_attempts=-1,
        reconnected_cb=on_reconnect,
    )
    try:
        subject = _subject()
        await subscribe_inline(conn, subject, lambda m: seen.append(m.data))
        await conn.flush()
        await conn.publish(subject, b"before")
        await _until(lambda: seen == [b"before"])
        server.stop()
        server.start()
        await asyncio.wait_for(reconnected.wait(), 20)
        await conn.flush()
        await conn.publish(subject, b"after")
        await _until(lambda: seen == [b"before", b"after"])
    finally:
        await conn.close()
        server.stop()


async def test_a_message_delivered_while_subscribing_is_handled(
    nats_server: EmbeddedNatsServer,
) -> None:
    """subscribe() can yield once SUB is out (a forced flush of a full buffer): a message
    the server delivers then lands in the queue the sink replaces, and must not stay
    there unread."""
    conn = await nats.connect(nats_server.url)
    subject = _subject()
    real_subscribe = conn.subscribe

    async def subscribe_then_deliver(*args: Any, **kwargs: Any) -> Subscription:
        sub = await real_subscribe(*args, **kwargs)
        await conn.flush()
        await conn.publish(subject, b"early")
        await _until(lambda: sub.pending_msgs == 1)
        return sub

    conn.subscribe = subscribe_then_deliver  # type: ignore[method-assign]
    seen: list[bytes] = []
    try:
        await subscribe_inline(conn, subject, lambda m: seen.append(m.data))
        assert seen == [b"early"]
    finally:
        await conn.close()

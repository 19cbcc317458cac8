"""The raw batch puller (the graph writer's) against a real JetStream: lingering for a
fuller batch, acking through the highest sequence."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client
from nats.errors import Error as NatsError
from nats.js.api import AckPolicy, ConsumerConfig, StreamConfig

from memstream.services.common.messaging.rawpull import RawBatchPuller
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.graph.decode import RawEvent

pytestmark = pytest.mark.integration

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0


@pytest.fixture
async def puller(nc: Client, unique: str) -> AsyncIterator[tuple[RawBatchPuller[RawEvent], str]]:
    js = nc.jetstream()
    stream, subject = f"PULL{unique}", f"pull.{unique}"
    await js.add_stream(StreamConfig(name=stream, subjects=[subject]))
    await js.add_consumer(stream, ConsumerConfig(durable_name="p", ack_policy=AckPolicy.EXPLICIT))
    pull = RawBatchPuller(nc, stream, "p", DEADLINE, RawEvent)
    await pull.start()
    try:
        yield pull, subject
    finally:
        await pull.stop()
        await js.delete_stream(stream)


async def test_a_lingering_pull_takes_what_arrives_until_the_batch_is_full(
    nc: Client, puller: tuple[RawBatchPuller[RawEvent], str]
) -> None:
    pull, subject = puller
    js = nc.jetstream()
    await js.publish(subject, b"0")
    # An hour of linger: only a full batch can end this call.
    batch = asyncio.create_task(pull.next_batch(10, wait=DEADLINE, linger=3600))
    for n in range(1, 10):
        await js.publish(subject, str(n).encode())
    pulled = await asyncio.wait_for(batch, DEADLINE)
    assert [e.data for e in pulled.messages] == [str(n).encode() for n in range(10)]
    assert [e.seq for e in pulled.messages] == list(range(1, 11))
    await pull.ack(pulled.acks)


async def test_linger_ends_with_a_partial_batch_and_none_returns_at_once(
    nc: Client, puller: tuple[RawBatchPuller[RawEvent], str]
) -> None:
    pull, subject = puller
    js = nc.jetstream()
    await js.publish(subject, b"a")
    lingered = await asyncio.wait_for(pull.next_batch(10, wait=DEADLINE, linger=0.05), DEADLINE)
    assert [e.data for e in lingered.messages] == [b"a"]
    await pull.ack(lingered.acks)
    await js.publish(subject, b"b")
    at_once = await asyncio.wait_for(pull.next_batch(10, wait=DEADLINE), DEADLINE)
    assert [e.data for e in at_once.messages] == [b"b"]
    await pull.ack(at_once.acks)


async def test_a_requested_batch_streams_in_before_it_is_taken(
    nc: Client, puller: tuple[RawBatchPuller[RawEvent], str]
) -> None:
    pull, subject = puller
    js = nc.jetstream()
    for n in range(4):
        await js.publish(subject, str(n).encode())
    first = await asyncio.wait_for(pull.next_batch(2, wait=DEADLINE), DEADLINE)
    assert [e.data for e in first.messages] == [b"0", b"1"]
    # The next batch is asked for while this one would be projected, and is buffered
    # before anyone takes it.
    await pull.request(2)
    stream = f"PULL{subject.split('.')[1]}"
    info = await js.consumer_info(stream, "p")
    deadline = asyncio.get_running_loop().time() + DEADLINE
    while info.num_ack_pending < 4:
        assert asyncio.get_running_loop().time() < deadline, "the requested batch never arrived"
        await asyncio.sleep(0.01)
        info = await js.consumer_info(stream, "p")
    await pull.ack(first.acks)
    second = await asyncio.wait_for(pull.next_batch(2, wait=DEADLINE), DEADLINE)
    assert [e.data for e in second.messages] == [b"2", b"3"]
    assert [e.seq for e in second.messages] == [3, 4]
    await pull.ack(second.acks)
    # Asking while a request is still open sends no second one.
    await pull.request(2)
    await pull.request(2)
    await nc.flush()
    info = await js.consumer_info(stream, "p")
    assert info.num_waiting == 1
    await js.publish(subject, b"4")
    third = await asyncio.wait_for(pull.next_batch(2, wait=DEADLINE, linger=0.05), DEADLINE)
    assert [e.data for e in third.messages] == [b"4"]
    await pull.ack(third.acks)


async def test_ack_through_acks_a_batch_up_to_its_highest_sequence(nc: Client, unique: str) -> None:
    js = nc.jetstream()
    stream, subject = f"ACKALL{unique}", f"ackall.{unique}"
    await js.add_stream(StreamConfig(name=stream, subjects=[subject]))
    await js.add_consumer(stream, ConsumerConfig(durable_name="a", ack_policy=AckPolicy.ALL))
    pull = RawBatchPuller(nc, stream, "a", DEADLINE, RawEvent)
    await pull.start()
    try:
        for n in range(6):
            await js.publish(subject, str(n).encode())
        pulled = await asyncio.wait_for(pull.next_batch(4, wait=DEADLINE, linger=1), DEADLINE)
        assert [e.seq for e in pulled.messages] == [1, 2, 3, 4]
        # Out of order on purpose: the ack must go to sequence 4, not to the last element.
        pulled.messages.reverse()
        pulled.acks.reverse()
        await pull.ack_through(pulled)
        await nc.flush()
        info = await js.consumer_info(stream, "a")
        assert info.ack_floor.stream_seq == 4
        assert info.num_ack_pending == 0
        rest = await asyncio.wait_for(pull.next_batch(4, wait=DEADLINE, linger=0.05), DEADLINE)
        assert [e.seq for e in rest.messages] == [5, 6]
        await pull.ack_through(rest)
        await nc.flush()
        info = await js.consumer_info(stream, "a")
        assert (info.ack_floor.stream_seq, info.num_ack_pending) == (6, 0)
    finally:
        await pull.stop()
        await js.delete_stream(stream)


async def test_a_pull_request_lost_in_a_server_restart_is_sent_again(tmp_path: Path) -> None:
    """The server died with a pull request open, so no end of it (408, 409) ever comes; the
    puller must not wait for one for ever, or the partition stops projecting."""
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    server.start()
    conn = await nats.connect(server.url, reconnect_time_wait=0.05, max_reconnect_attempts=-1)
    try:
        js = conn.jetstream()
        await js.add_stream(StreamConfig(name="PULL", subjects=["pull.x"]))
        await js.add_consumer("PULL", ConsumerConfig(durable_name="p", ack_policy=AckPolicy.ALL))
        pull = RawBatchPuller(conn, "PULL", "p", 0.5, RawEvent)
        await pull.start()
        assert (await pull.next_batch(10, wait=0.05)).messages == []  # a request is open
        # Killed, not stopped: a server that stops in order ends open requests (409), one
        # that dies (or a link that drops) ends them nowhere the client hears.
        assert server.pid is not None
        os.kill(server.pid, signal.SIGKILL)
        while server.exit_code() is None:
            await asyncio.sleep(0.01)
        server.stop()
        server.start()

        async def publish_once_up() -> None:
            while True:  # until the client is back and JetStream has recovered the stream
                try:
                    await js.publish("pull.x", b"after the restart", timeout=1)
                    return
                except NatsError:
                    await asyncio.sleep(0.05)

        await asyncio.wait_for(publish_once_up(), DEADLINE)

        async def until_pulled() -> list[bytes]:
            while True:
                pulled = await pull.next_batch(10, wait=0.2)
                if pulled.messages:
                    return [e.data for e in pulled.messages]

        assert await asyncio.wait_for(until_pulled(), DEADLINE) == [b"after the restart"]
        await pull.stop()
    finally:
        await conn.close()
        server.stop()

"""The one measured exception to the one consumer (batch_consumer.py): batch pulls from a
JetStream consumer at core-NATS speed, for the graph's partition writers.

nats.py's `fetch()`, which FastStream's pull subscriber is built on, awaits every message
with its own timeout. This sends the same JetStream pull request
(`$JS.API.CONSUMER.MSG.NEXT.<stream>.<consumer>`) and collects the replies with a plain
subscription callback. `bench/consumer_idioms.py` reads one stream both ways at the graph's
batch size, raw bodies and one ack per batch: FastStream's batch subscriber reaches about
0.4 of this puller's messages/s (docs/architecture.md §20.4), and the graph's projection
target needs the difference. Every other consumer uses `BatchConsumer`.

`read_pending` is the same raw pull for a one-off read of a stream slice through a
short-lived consumer (the scheduler's reports), with no consumer loop at all.

The caller builds its own record of each message (`make(stream_seq, subject, data)`) in the
receive loop, so the hot path creates one object a message, the caller's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription
from nats.errors import Error as NatsError
from nats.js import JetStreamContext

_STATUS = "Status"
# A pull request older than its expiry by this much is over at the server (see __init__).
_LOST_GRACE_S = 1.0
_ACK = b"+ACK"

T = TypeVar("T")

# What the caller makes of one message: (stream sequence, subject, body) -> its record.
Make = Callable[[int, str, bytes], T]


@dataclass(frozen=True, slots=True)
class Pulled(Generic[T]):
    """A batch: the caller's record of each message, and the ack subjects to answer once
    it is committed, in the same order; `top_ack` is the one of its highest stream
    sequence (empty for an empty batch)."""

    messages: list[T]
    acks: list[str]
    top_ack: str = ""


def _stream_seq(reply: str) -> int:
    # $JS.ACK.<stream>.<consumer>.<delivered>.<sseq>.<cseq>.<ts>.<pending> (v1), or with
    # <domain>.<account hash> after ACK and a trailing token (v2).
    tokens = reply.split(".")
    return int(tokens[5] if len(tokens) == 9 else tokens[7])


def deliveries(pulled: Pulled[T], message: T) -> int:
    """How often the server delivered `message` of `pulled` (read only for the rare parked
    message, so the hot path does not parse it)."""
    for one, reply in zip(pulled.messages, pulled.acks, strict=True):
        if one is message:
            tokens = reply.split(".")
            return int(tokens[4] if len(tokens) == 9 else tokens[6])
    return 1


class RawBatchPuller(Generic[T]):
    """Pulls batches from one durable consumer; one outstanding request at a time."""

    def __init__(
        self, nc: Client, stream: str, consumer: str, expires_s: float, make: Make[T]
    ) -> None:
        self._nc = nc
        self._make = make
        self._subject = f"$JS.API.CONSUMER.MSG.NEXT.{stream}.{consumer}"
        self._expires_ns = int(expires_s * 1e9)
        # Past this the open request is over for the server whether or not its end reached
        # us: after a reconnect (a server restart, a link down longer than the expiry) the
        # 408 went nowhere, and waiting for it would stop this puller for good.
        self._lost_after_s = expires_s + _LOST_GRACE_S
        self._opened_at = 0.0
        self._inbox = nc.new_inbox()
        self._sub: Subscription | None = None
        self._buffer: list[Msg] = []
        self._arrived = asyncio.Event()
        self._open = False
        self._outstanding = 0

    async def start(self) -> None:
        self._sub = await self._nc.subscribe(
            self._inbox,
            cb=self._on_msg,
            pending_msgs_limit=1_000_000,
            pending_bytes_limit=1 << 30,
        )

    async def stop(self) -> None:
        if self._sub is not None:
            await self._sub.unsubscribe()
            self._sub = None

    async def _on_msg(self, msg: Msg) -> None:
        headers = msg.headers
        if headers and _STATUS in headers and not msg.data:
            status = headers[_STATUS]
            if status != "100":  # 100 is an idle heartbeat; 404/408/409 end the request
                self._open = False
        else:
            self._buffer.append(msg)
            self._outstanding -= 1
            if self._outstanding <= 0:
                self._open = False
        self._arrived.set()

    async def request(self, batch: int) -> None:
        """Ask for up to `batch` more messages unless a request is still open.

        Called right after taking a batch, the next one streams in on the event loop while
        the writer thread projects this one, instead of after it (measured through
        JetStream: 13 µs per event spent waiting for the next batch, then 4.5).
        """
        now = time.monotonic()
        if not self._open or now - self._opened_at > self._lost_after_s:
            self._open = True
            self._opened_at = now
            self._outstanding = batch
            request = {"batch": batch, "expires": self._expires_ns}
            await self._nc.publish(self._subject, json.dumps(request).encode(), self._inbox)

    async def next_batch(self, batch: int, wait: float, linger: float = 0.0) -> Pulled[T]:
        """What has arrived, waiting up to `wait` seconds for at least one message, then up
        to `linger` seconds more for the batch to fill.

        Lingering turns a trickle (one `context.served` per answered request) into a few
        batches a second instead of one DuckDB transaction per event, each of which costs
        a few statements' fixed overhead on the cores the read path shares.
        """
        await self.request(batch)
        if not self._buffer:
            self._arrived.clear()
            with contextlib.suppress(TimeoutError):  # nothing arrived: an empty batch
                await asyncio.wait_for(self._arrived.wait(), wait)
        if self._buffer and linger > 0:
            await self._fill(batch, linger)
        msgs, self._buffer = self._buffer, []
        make = self._make
        messages = []
        acks = []
        top, top_ack = -1, ""
        for msg in msgs:
            reply = msg.reply
            seq = _stream_seq(reply)
            messages.append(make(seq, msg.subject, msg.data))
            acks.append(reply)
            if seq > top:
                top, top_ack = seq, reply
        return Pulled(messages, acks, top_ack)

    async def _fill(self, batch: int, linger: float) -> None:
        """Wait until `batch` messages are buffered, the request ends, or `linger` passes."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + linger
        while self._open and len(self._buffer) < batch:
            remaining = deadline - loop.time()
            if remaining <= 0:
                return
            self._arrived.clear()
            try:
                await asyncio.wait_for(self._arrived.wait(), remaining)
            except TimeoutError:
                return

    async def ack_through(self, pulled: Pulled[T]) -> None:
        """Acknowledge `pulled` with one ack, for a consumer with `AckPolicy.ALL`: the
        reply of its highest stream sequence acks every message up to it."""
        if pulled.top_ack:
            await self.ack([pulled.top_ack])

    async def ack(self, acks: list[str]) -> None:
        publish = self._nc.publish
        for subject in acks:
            await publish(subject, _ACK)
        await self._nc.flush()


async def read_pending(
    js: JetStreamContext, stream: str, consumer: str, pending: int, batch: int, limit: int
) -> list[Msg]:
    """The `pending` messages of `consumer` (at most `limit`), oldest first: a one-off read
    of a stream slice (the scheduler's reports), pulled in `no_wait` batches of `batch`, each
    onto a callback subscription. nats.py's `fetch` spends a task and a timed wait on every
    message, so on a busy event loop a read cost one loop turn per message (0.3–0.5 s for
    50 events under load); a callback takes every message already received in the same
    turn."""
    nc = js._nc  # the context's own connection and API prefix: no second configuration
    next_subject = f"{js._prefix}.CONSUMER.MSG.NEXT.{stream}.{consumer}"
    out: list[Msg] = []
    remaining = pending
    while remaining > 0 and len(out) < limit:
        msgs = await _no_wait_batch(nc, next_subject, min(batch, remaining))
        if not msgs:
            break
        out += msgs
        remaining = int(msgs[-1].metadata.num_pending)
    return out


async def _no_wait_batch(nc: Client, next_subject: str, wanted: int) -> list[Msg]:
    """One `no_wait` pull of up to `wanted` messages (a subscription of its own, so a late
    status of an earlier batch cannot end this one)."""
    msgs: list[Msg] = []
    done = asyncio.Event()

    async def on_msg(msg: Msg) -> None:
        if msg.headers and msg.headers.get("Status"):  # 404 no more, 408 expired: over
            done.set()
            return
        msgs.append(msg)
        if len(msgs) >= wanted:
            done.set()

    sub = await nc.subscribe(nc.new_inbox(), cb=on_msg)
    try:
        request = json.dumps({"batch": wanted, "no_wait": True}).encode()
        await nc.publish(next_subject, request, reply=sub.subject)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), timeout=5.0)
    finally:
        with contextlib.suppress(NatsError):
            await sub.unsubscribe()
    return msgs

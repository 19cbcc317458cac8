"""Pipelined JetStream appends: every write of a turn in flight at once, one reply inbox.

`JetStreamContext.publish_async` does the same job with more work per message (a
semaphore wait, a random token from the OS, a done-callback, a `PubAck` dataclass built
field by field); at seven writes a turn that was a measurable share of ingest's CPU. Here
a reply token is a counter, the pending table is a plain dict, the writes of one call
share one future (resolved by the last ack, not gathered from one future per write), and
an ack is decoded by msgspec into a small Struct (a fifth of `json.loads`' cost), in
nats.py's read loop as it arrives (messaging/inline.py), not by a task of the subscription.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Sequence
from typing import Any, NamedTuple

import msgspec
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription

from memstream.services.common.messaging.errors import TransientError
from memstream.services.common.messaging.inline import subscribe_inline

MSG_ID = "Nats-Msg-Id"
# Status header of a request nobody answers: no stream captures the subject.
_NO_RESPONDERS = "503"


class Appended(NamedTuple):
    """JetStream's ack of one write."""

    seq: int
    duplicate: bool


class _PubAck(msgspec.Struct):
    """JetStream's reply to a publish: `{"stream", "seq", "duplicate"?}` or `{"error"}`."""

    seq: int = 0
    duplicate: bool = False
    error: Any = None


_decode_ack = msgspec.json.Decoder(_PubAck).decode


class AppendError(TransientError):
    """JetStream refused a write, or no stream captures its subject."""


class _Batch:
    """The acks of one `append` call, filled in as they arrive."""

    __slots__ = ("acks", "done", "missing")

    def __init__(self, size: int, done: asyncio.Future[list[Appended]]) -> None:
        self.acks: list[Appended] = [_NO_ACK] * size
        self.missing = size
        self.done = done

    def fail(self, exc: Exception) -> None:
        if not self.done.done():
            self.done.set_exception(exc)

    def ack(self, index: int, appended: Appended) -> None:
        self.acks[index] = appended
        self.missing -= 1
        if self.missing == 0 and not self.done.done():
            self.done.set_result(self.acks)


_NO_ACK = Appended(0, False)


class JetStreamAppender:
    """Publishes to JetStream with `Nats-Msg-Id` and waits for the acks, many at a time."""

    def __init__(self, nc: Client) -> None:
        self._nc = nc
        self._prefix = ""
        self._tokens = itertools.count()
        self._pending: dict[str, tuple[_Batch, int]] = {}
        self._sub: Subscription | None = None

    async def start(self) -> None:
        inbox = self._nc.new_inbox()
        self._prefix = inbox + "."
        self._sub = await subscribe_inline(self._nc, inbox + ".*", self._on_reply)

    async def stop(self) -> None:
        if self._sub is not None:
            await self._sub.unsubscribe()
            self._sub = None

    def _on_reply(self, msg: Msg) -> None:
        waiting = self._pending.pop(msg.subject[len(self._prefix) :], None)
        if waiting is None:
            return  # the caller gave up (timeout) before the ack came
        batch, index = waiting
        if msg.headers and msg.headers.get("Status") == _NO_RESPONDERS:
            batch.fail(AppendError(f"no stream captures {msg.subject!r}"))
            return
        try:
            reply = _decode_ack(msg.data)
        except msgspec.DecodeError as exc:
            batch.fail(AppendError(f"unreadable JetStream ack: {exc!r}"))
            return
        error = reply.error
        if error is not None:
            detail = error.get("description", error) if isinstance(error, dict) else error
            batch.fail(AppendError(str(detail)))
        elif reply.seq <= 0:
            batch.fail(AppendError(f"JetStream ack without a sequence: {msg.data!r}"))
        else:
            batch.ack(index, Appended(reply.seq, reply.duplicate))

    async def append(
        self, writes: Sequence[tuple[str, bytes, str]], timeout: float
    ) -> list[Appended]:
        """Publish `(subject, payload, msg_id)` writes at once; their acks in write order.

        Raises `AppendError`, `TimeoutError` or a nats.py error; some writes may be stored
        by then, which a re-send with the same message ids completes without duplicates.
        """
        if self._sub is None:
            raise AppendError("appender is not started")
        if not writes:
            return []
        batch = _Batch(len(writes), asyncio.get_running_loop().create_future())
        pending = self._pending
        publish = self._nc.publish
        prefix = self._prefix
        tokens: list[str] = []
        try:
            # The publishes too: one can wait for a forced flush of a full buffer, which has
            # no bound of its own while the socket is backed up.
            async with asyncio.timeout(timeout):
                for index, (subject, payload, msg_id) in enumerate(writes):
                    token = str(next(self._tokens))
                    pending[token] = (batch, index)
                    tokens.append(token)
                    await publish(subject, payload, reply=prefix + token, headers={MSG_ID: msg_id})
                return await batch.done
        finally:
            for token in tokens:
                pending.pop(token, None)
            if batch.done.done() and not batch.done.cancelled():
                batch.done.exception()  # retrieved, also when a publish raised first

"""Durable batch pull consumers of JetStream: the fetch loop, a clean stop, settling messages.

FastStream 0.7.8 fills a batch by calling `fetch` until it has `batch_size` messages or
the batch timeout passes, and it catches only `nats.errors.TimeoutError`. nats-py 2.16's
`fetch` also raises a plain `asyncio.TimeoutError` (when a no-wait probe comes back
empty just as the remaining time runs out), which happens on the second or later fetch
of a partly filled batch. The loop task then dies with the messages it already holds:
FastStream restarts the task, but those messages come back only after `ack_wait`
(a minute by default), so an indexed turn shows up a minute late. `LossFreeBatchPullSubscriber`
runs the same loop, catching the builtin `TimeoutError` (nats' own derives from it), and
hands back at once what it holds when it stops or is cancelled instead of leaving it to
time out.

`Settler` is what every consumer does with a message it cannot acknowledge: a transient
failure naks it with a growing delay, and the last allowed delivery is dead-lettered
instead of dropped; a message that can never succeed is dead-lettered and terminated.
A consumer whose handler takes a whole batch settles it with `Settler.settle_batch`, which
finds the messages to blame (messaging/poison.py) and acknowledges the rest.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from time import monotonic
from typing import ClassVar, Protocol

from faststream.message import StreamMessage
from faststream.nats.subscriber.usecases import BatchPullStreamSubscriber
from nats.aio.msg import Msg
from nats.errors import ConnectionClosedError
from nats.errors import Error as NatsError
from nats.js import JetStreamContext
from nats.js.errors import ServiceUnavailableError
from prometheus_client import Counter

from memstream.services.common.messaging.dlq import DeadLetter, publish_dead_letter
from memstream.services.common.messaging.errors import (
    failure_detail,
    failure_reason,
    should_retry,
)
from memstream.services.common.messaging.poison import (
    Apply,
    Pause,
    RetryBound,
    Stopped,
    isolate_poison,
)

log = logging.getLogger(__name__)

# How long a top-up fetch may wait: the no-wait probe answers at once; this only bounds it.
_TOP_UP_S = 0.005


async def raw_bodies(message: StreamMessage[list[Msg]]) -> list[bytes]:
    """FastStream would JSON-decode each body; the services parse (and judge) them themselves."""
    return [m.data for m in message.raw_message]


async def release(msgs: Iterable[Msg]) -> None:
    """Nak, without delay, every message not settled yet, so it is redelivered now."""
    for msg in msgs:
        if not msg.is_acked:
            with contextlib.suppress(NatsError):
                await msg.nak()


class LossFreeBatchPullSubscriber(BatchPullStreamSubscriber):
    __slots__ = ()
    # Wait up to the batch timeout for a full batch. Without it (`make_loss_free`), the
    # first message ends the wait: nats-py's fetch of N waits out its timeout for all N.
    fill_wait = True
    # Awaited before each fetch (`make_loss_free`): a handler that runs batches in tasks of
    # its own (messaging/pipeline.py) says when it can start one, so the loop does not
    # fetch a batch only to hold it while the others run. What arrives meanwhile stays in
    # the stream, where the next fetch takes it whole and another replica could take it.
    # (In a tuple: a callable class attribute would be bound as a method.)
    ready_hooks: ClassVar[tuple[Callable[[], Awaitable[None]], ...]] = ()

    async def _consume_pull(self) -> None:
        assert self.subscription, "the subscription is created before the loop starts"
        batch_size = self.pull_sub.batch_size
        timeout = self.pull_sub.timeout
        while self.running:
            for ready in self.ready_hooks:
                await ready()
            if not self.running:
                break
            deadline = monotonic() + timeout if timeout is not None else None
            messages: list[Msg] = []
            remaining = None if deadline is None else deadline - monotonic()
            try:
                while len(messages) < batch_size and (remaining is None or remaining > 0):
                    try:
                        if messages and not self.fill_wait:
                            # Some in hand: top up with what the stream holds already, and
                            # hand over. A busy stream still fills the batch (what arrived
                            # while the last one was handled is all there).
                            messages += await self._top_up(batch_size - len(messages))
                            break
                        messages += await self.subscription.fetch(
                            batch=batch_size - len(messages) if self.fill_wait else 1,
                            timeout=remaining,
                        )
                    except TimeoutError:
                        break
                    except (ConnectionClosedError, ServiceUnavailableError):
                        # Not acknowledged, so the server redelivers them after ack_wait.
                        messages.clear()
                        break
                    if not self.running:
                        break
                    remaining = None if deadline is None else deadline - monotonic()
                if not messages:
                    continue
                if self.running:
                    await self.consume(messages)
                else:
                    await release(messages)
            except asyncio.CancelledError:
                # Cancelled mid-fetch or mid-batch: what is still unsettled goes back now.
                await asyncio.shield(release(messages))
                raise

    async def _top_up(self, room: int) -> list[Msg]:
        """Up to `room` messages the stream holds already, without waiting for new ones.

        One fetch hands over what arrives within `_TOP_UP_S`; on a busy event loop that
        can be a few of the messages the server sent, the rest waiting in the client's
        queue while the stream (`num_pending` of the last one) still holds more. So fetch
        again while it does: measured on the episode indexer at 66 turns/s, single fetches
        handed over 4-10 messages with 12-29 left behind, and the embedder ran calls of a
        few texts at a time, below its rate for full ones (BENCHMARKS.md).
        """
        assert self.subscription is not None
        got: list[Msg] = []
        while room > 0:
            try:
                more = await self.subscription.fetch(batch=room, timeout=_TOP_UP_S)
            except TimeoutError:
                break
            got += more
            room -= len(more)
            if not more or more[-1].metadata.num_pending == 0:
                break
        return got


class _HandOverPullSubscriber(LossFreeBatchPullSubscriber):
    __slots__ = ()
    fill_wait = False


def make_loss_free(
    subscriber: BatchPullStreamSubscriber,
    *,
    fill_wait: bool = True,
    ready: Callable[[], Awaitable[None]] | None = None,
) -> LossFreeBatchPullSubscriber:
    """Switch a subscriber the broker created (and registered) to the fixed loop.

    `fill_wait=False` hands a batch over as soon as it has a message (plus whatever else
    the stream holds then) instead of waiting up to the batch timeout for it to fill: for
    a consumer whose latency is the product (the episode indexer: median freshness 0.19 s
    -> 0.06 s at 20 turns/s, BENCHMARKS.md). `ready` is awaited before each fetch.
    """
    # Same slots, only methods differ, so the instance can change class in place; a
    # `ready` hook makes a class of its own (slots forbid it on the instance).
    cls: type[LossFreeBatchPullSubscriber] = (
        LossFreeBatchPullSubscriber if fill_wait else _HandOverPullSubscriber
    )
    if ready is not None:
        cls = type(cls.__name__, (cls,), {"__slots__": (), "ready_hooks": (ready,)})
    subscriber.__class__ = cls
    assert isinstance(subscriber, LossFreeBatchPullSubscriber)
    return subscriber


async def stop_subscriber(subscriber: LossFreeBatchPullSubscriber, timeout: float) -> None:
    """Stop fetching, let the batch in hand finish within `timeout`, then end the loop.

    The loop sees `running` go false and ends by itself: it finishes the batch in hand and
    hands back what it fetched meanwhile. FastStream's own stop would cancel it mid-fetch,
    and messages already received would then wait out ack_wait before anyone saw them
    again. A batch still running after `timeout` is cancelled; its handler and the loop
    hand its unsettled messages back.
    """
    if not subscriber.running:
        return
    subscriber.running = False
    loops = [task for task in subscriber.tasks if not task.done()]
    if loops:
        _, late = await asyncio.wait(loops, timeout=timeout)
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late, timeout=timeout)
    await subscriber.stop()


def backoff(delivered: int, first: float, cap: float) -> float:
    """Redelivery delay after delivery number `delivered` failed: doubling, capped."""
    return float(min(cap, first * 2.0 ** min(max(delivered - 1, 0), 32)))


class RedeliveryPolicy(Protocol):
    """The consumer settings a `Settler` reads (both services' settings have them)."""

    @property
    def ack_wait_s(self) -> float: ...

    @property
    def max_deliver(self) -> int: ...

    @property
    def nack_delay_s(self) -> float: ...

    @property
    def nack_delay_max_s(self) -> float: ...

    @property
    def publish_timeout_s(self) -> float: ...


class Settler:
    """Retries, dead-letters and hands back the messages of one durable consumer.

    `outcomes`, if given, is the service's message counter; it gets `retried` and
    `dead_lettered`. `dlq_service` is the DLQ subject's service token.
    """

    def __init__(
        self,
        js: JetStreamContext,
        policy: RedeliveryPolicy,
        *,
        dlq_service: str,
        tenant_token: int,
        outcomes: Counter | None = None,
    ) -> None:
        self._js = js
        self._policy = policy
        self._service = dlq_service
        self._tenant_token = tenant_token
        self._outcomes = outcomes

    def delay(self, msg: Msg) -> float:
        p = self._policy
        return backoff(msg.metadata.num_delivered, p.nack_delay_s, p.nack_delay_max_s)

    async def fail(self, msgs: Sequence[Msg], exc: BaseException) -> None:
        """Settle messages whose handling raised `exc`, by the one rule of messaging/errors.py:
        retried later, or dead-lettered at once with the error's reason."""
        if should_retry(exc):
            await self.retry_later(msgs, exc)
            return
        letter = DeadLetter(failure_reason(exc), failure_detail(exc))
        for msg in msgs:
            await self.dead_letter(msg, letter)

    async def retry_later(self, msgs: Sequence[Msg], exc: BaseException) -> None:
        """Nak with a growing delay; the last allowed delivery is dead-lettered instead."""
        error = f"{type(exc).__name__}: {exc}"
        log.warning(
            "handling failed, will retry",
            extra={"service": self._service, "messages": len(msgs), "error": error},
        )
        for msg in msgs:
            delivered = msg.metadata.num_delivered
            if delivered >= self._policy.max_deliver:
                # The server would drop it after this delivery: keep it in the DLQ instead.
                letter = DeadLetter(
                    "retries_exhausted", f"gave up after {delivered} deliveries: {error}"
                )
                await self.dead_letter(msg, letter)
                continue
            with contextlib.suppress(NatsError):
                await msg.nak(delay=self.delay(msg))
            self._count("retried")

    async def dead_letter(self, msg: Msg, letter: DeadLetter) -> None:
        """Append to the DLQ with the reason, then terminate; nak if the DLQ is unreachable."""
        try:
            await publish_dead_letter(
                self._js,
                msg,
                letter,
                service=self._service,
                tenant_token=self._tenant_token,
                timeout=self._policy.publish_timeout_s,
            )
        except (TimeoutError, NatsError) as exc:
            # Recorded nowhere yet, so it must come back rather than be terminated.
            log.warning("dead-lettering failed, will retry", extra={"error": str(exc)})
            with contextlib.suppress(NatsError):
                await msg.nak(delay=self.delay(msg))
            return
        log.warning(
            "message dead-lettered",
            extra={"subject": msg.subject, "reason": letter.reason, "error": letter.error},
        )
        with contextlib.suppress(NatsError):
            await msg.term()
        self._count("dead_lettered")

    def _count(self, outcome: str) -> None:
        if self._outcomes is not None:
            self._outcomes.labels(outcome).inc()

    async def settle_batch(
        self,
        msgs: Sequence[Msg],
        handle: Apply[Msg],
        bound: RetryBound,
        pause: Pause = asyncio.sleep,
    ) -> int:
        """Run a batch handler over `msgs` and settle every message: acknowledged once a
        part holding it was handled, dead-lettered if it fails alone (messaging/poison.py).
        Returns how many were dead-lettered. If the consumer stops meanwhile (`pause`
        raises `Stopped`, or the task is cancelled), the unsettled rest is handed back."""

        async def apply(part: Sequence[Msg]) -> None:
            await handle(part)
            for msg in part:
                with contextlib.suppress(NatsError):
                    await msg.ack()

        async with self.working(msgs):
            try:
                return await isolate_poison(
                    msgs, apply, self.dead_letter, bound, pause, name=self._service
                )
            except Stopped:
                await release(msgs)
                raise

    async def in_progress(self, msgs: Iterable[Msg]) -> None:
        """Restart the messages' ack_wait timers (the server redelivers none of them yet)."""
        for msg in msgs:
            if not msg.is_acked:
                with contextlib.suppress(NatsError):
                    await msg.in_progress()

    @contextlib.asynccontextmanager
    async def working(self, msgs: Sequence[Msg]) -> AsyncIterator[None]:
        """Around the handling of `msgs`: progress every third of ack_wait, so a slow batch
        is not redelivered meanwhile; when cancelled (the consumer stops), every message not
        settled yet is handed back at once rather than after ack_wait."""
        interval = self._policy.ack_wait_s / 3

        async def beat() -> None:
            while True:
                await asyncio.sleep(interval)
                await self.in_progress(msgs)

        task = asyncio.create_task(beat())
        try:
            yield
        except asyncio.CancelledError:
            await asyncio.shield(release(msgs))
            raise
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

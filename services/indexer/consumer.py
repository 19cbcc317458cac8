"""FastStream's batch pull subscriber with its fetch loop made loss-free.

FastStream 0.7.8 fills a batch by calling `fetch` until it has `batch_size` messages or
the batch timeout passes, and it catches only `nats.errors.TimeoutError`. nats-py 2.16's
`fetch` also raises a plain `asyncio.TimeoutError` (when a no-wait probe comes back
empty just as the remaining time runs out), which happens on the second or later fetch
of a partly filled batch. The loop task then dies with the messages it already holds:
FastStream restarts the task, but those messages come back only after `ack_wait`
(a minute by default), so an indexed turn shows up a minute late. This subclass runs the
same loop, catching the builtin `TimeoutError` (nats' own derives from it), and hands a
batch fetched during shutdown back to the server at once instead of leaving it to time
out.
"""

from __future__ import annotations

import contextlib
from time import monotonic

from faststream.nats.subscriber.usecases import BatchPullStreamSubscriber
from nats.aio.msg import Msg
from nats.errors import ConnectionClosedError
from nats.errors import Error as NatsError
from nats.js.errors import ServiceUnavailableError


class LossFreeBatchPullSubscriber(BatchPullStreamSubscriber):
    __slots__ = ()

    async def _consume_pull(self) -> None:
        assert self.subscription, "the subscription is created before the loop starts"
        batch_size = self.pull_sub.batch_size
        timeout = self.pull_sub.timeout
        while self.running:
            deadline = monotonic() + timeout if timeout is not None else None
            messages: list[Msg] = []
            remaining = None if deadline is None else deadline - monotonic()
            while len(messages) < batch_size and (remaining is None or remaining > 0):
                try:
                    messages += await self.subscription.fetch(
                        batch=batch_size - len(messages), timeout=remaining
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
                for msg in messages:
                    with contextlib.suppress(NatsError):
                        await msg.nak()


def make_loss_free(subscriber: BatchPullStreamSubscriber) -> LossFreeBatchPullSubscriber:
    """Switch a subscriber the broker created (and registered) to the fixed loop."""
    # Same slots, only a method differs, so the instance can change class in place.
    subscriber.__class__ = LossFreeBatchPullSubscriber
    assert isinstance(subscriber, LossFreeBatchPullSubscriber)
    return subscriber

"""A durable pull consumer driven by a plain fetch loop: batch in, handler, then acks.

The handler sees a batch and returns normally only when every message of it is handled.
A batch it fails on is settled by the poison policy of every batch consumer
(`Settler.settle_batch`, messaging/poison.py): retried with a growing delay, then split
until the messages to blame are found alone; those are dead-lettered on
`mem.dlq.<durable>.<tenant>` with the reason, and every other message is handled and
acknowledged. The handler must therefore leave nothing half done when it raises, or be
idempotent (every handler here is: a redelivered message always could come back).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from nats.aio.msg import Msg
from nats.errors import ConnectionClosedError
from nats.errors import Error as NatsError
from nats.js import JetStreamContext, api
from nats.js.errors import ServiceUnavailableError

from memstream.services.common.messaging.consumer import Settler
from memstream.services.common.messaging.poison import RetryBound, Stopped

log = logging.getLogger(__name__)

BatchHandler = Callable[[Sequence[Msg]], Awaitable[None]]

# `mem.resource.<tenant>.<kind>` and `mem.event.<tenant>.<type>` alike.
_TENANT_TOKEN = 2


@dataclass(frozen=True, slots=True)
class _Redelivery:
    """The `RedeliveryPolicy` a worker's `Settler` reads, from its consumer configuration."""

    ack_wait_s: float
    max_deliver: int
    nack_delay_s: float
    nack_delay_max_s: float
    publish_timeout_s: float


class PullWorker:
    """`poison_attempts`: tries of a failing batch as a whole, and of a message alone,
    before it is split or dead-lettered; the pause between tries doubles from
    `retry_delay_s` up to `retry_delay_max_s`."""

    def __init__(
        self,
        js: JetStreamContext,
        stream: str,
        config: api.ConsumerConfig,
        handler: BatchHandler,
        *,
        batch: int = 64,
        fetch_timeout_s: float = 1.0,
        retry_delay_s: float = 2.0,
        retry_delay_max_s: float = 30.0,
        poison_attempts: int = 3,
        publish_timeout_s: float = 5.0,
    ) -> None:
        self._js = js
        self._stream = stream
        self._config = config
        self._handler = handler
        self._batch = batch
        self._fetch_timeout = fetch_timeout_s
        self._retry_delay = retry_delay_s
        self._bound = RetryBound(poison_attempts, retry_delay_s, retry_delay_max_s)
        self._settler = Settler(
            js,
            _Redelivery(
                ack_wait_s=float(config.ack_wait or 30.0),
                max_deliver=int(config.max_deliver or -1),
                nack_delay_s=retry_delay_s,
                nack_delay_max_s=retry_delay_max_s,
                publish_timeout_s=publish_timeout_s,
            ),
            dlq_service=self.durable,
            tenant_token=_TENANT_TOKEN,
        )
        self._task: asyncio.Task[None] | None = None
        self._running = False
        self._stopping = asyncio.Event()

    @property
    def durable(self) -> str:
        assert self._config.durable_name is not None
        return self._config.durable_name

    async def start(self) -> None:
        # Create it, or bring an existing one in line with the configuration.
        await self._js.add_consumer(self._stream, self._config)
        sub = await self._js.pull_subscribe_bind(self.durable, stream=self._stream)
        self._running = True
        self._stopping.clear()
        self._task = asyncio.create_task(self._loop(sub), name=f"pull-{self.durable}")

    async def _loop(self, sub: JetStreamContext.PullSubscription) -> None:
        try:
            while self._running:
                try:
                    msgs = await sub.fetch(self._batch, timeout=self._fetch_timeout)
                except TimeoutError:
                    continue
                except (ConnectionClosedError, ServiceUnavailableError):
                    await asyncio.sleep(self._retry_delay)
                    continue
                try:
                    await self._settler.settle_batch(msgs, self._handler, self._bound, self._pause)
                except Stopped:
                    return  # the unsettled messages were handed back
        finally:
            with contextlib.suppress(NatsError):
                await sub.unsubscribe()

    async def _pause(self, seconds: float) -> None:
        """Wait before a retry; raises `Stopped` if the worker stops meanwhile."""
        try:
            await asyncio.wait_for(self._stopping.wait(), seconds)
        except TimeoutError:
            return
        raise Stopped

    async def stop(self, timeout: float) -> None:
        self._running = False
        self._stopping.set()
        if self._task is not None:
            try:
                await asyncio.wait_for(self._task, timeout)
            except TimeoutError:
                self._task.cancel()
            self._task = None

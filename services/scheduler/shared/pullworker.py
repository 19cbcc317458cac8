"""A durable pull consumer driven by a plain fetch loop: batch in, handler, then acks.

The handler sees a batch and returns normally only when every message of it is handled;
then each is acknowledged. If it raises, the batch is nak'ed with a delay and comes back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence

from nats.aio.msg import Msg
from nats.errors import ConnectionClosedError
from nats.errors import Error as NatsError
from nats.js import JetStreamContext, api
from nats.js.errors import ServiceUnavailableError

log = logging.getLogger(__name__)

BatchHandler = Callable[[Sequence[Msg]], Awaitable[None]]


class PullWorker:
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
    ) -> None:
        self._js = js
        self._stream = stream
        self._config = config
        self._handler = handler
        self._batch = batch
        self._fetch_timeout = fetch_timeout_s
        self._retry_delay = retry_delay_s
        self._task: asyncio.Task[None] | None = None
        self._running = False

    @property
    def durable(self) -> str:
        assert self._config.durable_name is not None
        return self._config.durable_name

    async def start(self) -> None:
        # Create it, or bring an existing one in line with the configuration.
        await self._js.add_consumer(self._stream, self._config)
        sub = await self._js.pull_subscribe_bind(self.durable, stream=self._stream)
        self._running = True
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
                await self._handle(msgs)
        finally:
            with contextlib.suppress(NatsError):
                await sub.unsubscribe()

    async def _handle(self, msgs: Sequence[Msg]) -> None:
        try:
            await self._handler(msgs)
        except Exception:
            log.exception("batch failed; it will be redelivered", extra={"durable": self.durable})
            for msg in msgs:
                with contextlib.suppress(NatsError):
                    await msg.nak(delay=self._retry_delay)
            return
        for msg in msgs:
            with contextlib.suppress(NatsError):
                await msg.ack()

    async def stop(self, timeout: float) -> None:
        self._running = False
        if self._task is not None:
            try:
                await asyncio.wait_for(self._task, timeout)
            except TimeoutError:
                self._task.cancel()
            self._task = None

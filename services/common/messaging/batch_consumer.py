"""The one way a service consumes a JetStream stream: a durable batch pull consumer on FastStream.

`BatchConsumer` wires everything a consumer needs in one place:

- `setup` creates the durable, or brings an existing one in line with its configuration
  (`js.add_consumer`: the client library would bind to an existing consumer without updating
  it), then registers a FastStream batch pull subscriber bound to it on the process's broker:
  manual acks, raw bodies (the services parse and judge each message themselves), and the
  loss-free fetch loop of consumer.py. The broker starts it with every other subscriber.
- A consumer whose configuration filters on several subjects (`filter_subjects`) is bound
  without a subject of its own: the server filters, and FastStream documents each filter
  subject as a channel.
- The handler gets the batch's `Msg`s. Either it settles them itself (the indexer and the
  extractor, through their `Settler`), or, given a `PoisonRule`, the batch is settled by the
  poison policy of every batch consumer (`Settler.settle_batch`, messaging/poison.py): retried
  with a growing delay, split until the messages to blame are found alone, those dead-lettered
  on `mem.dlq.<durable>.<tenant>` with the reason, every other message acknowledged. Such a
  handler must leave nothing half done when it raises, or be idempotent.
- `stop` lets the batch in hand finish within the timeout (a retry pause ends at once), hands
  back what is left, and ends the loop; `start` restarts a stopped consumer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from faststream import AckPolicy, Context
from faststream.nats import JStream, NatsBroker, PullSub
from faststream.nats.message import NatsBatchMessage
from nats.aio.msg import Msg
from nats.js import JetStreamContext, api

from memstream.services.common.messaging.consumer import (
    LossFreeBatchPullSubscriber,
    Settler,
    make_loss_free,
    raw_bodies,
    stop_subscriber,
)
from memstream.services.common.messaging.poison import RetryBound, Stopped, pause_unless_stopped

# What it returns is ignored (the extractor's handler reports its groups, for its tests).
BatchHandler = Callable[[Sequence[Msg]], Awaitable[object]]


@dataclass(frozen=True, slots=True)
class PoisonRule:
    """Settle each batch by the poison policy: `attempts` tries of a failing batch as a whole,
    and of a message alone, before it is split or dead-lettered; the pause between tries
    doubles from `retry_delay_s` up to `retry_delay_max_s`. `tenant_token` is where the
    tenant sits in the consumed subjects (for the DLQ subject)."""

    tenant_token: int
    attempts: int = 3
    retry_delay_s: float = 2.0
    retry_delay_max_s: float = 30.0
    publish_timeout_s: float = 5.0


@dataclass(frozen=True, slots=True)
class _Redelivery:
    """The `RedeliveryPolicy` a poison-settled consumer's `Settler` reads."""

    ack_wait_s: float
    max_deliver: int
    nack_delay_s: float
    nack_delay_max_s: float
    publish_timeout_s: float


class BatchConsumer:
    """One durable consumer `config.durable_name` of `stream`, `batch_size` messages a fetch,
    a partial batch handed over after `fetch_timeout_s` (`fill_wait=False`: as soon as it
    holds a message, consumer.py). `poison`: settle by the poison policy (else the handler
    settles every message itself). `ready`, if given, is awaited before each fetch (a
    pipelined handler's `Pipelined.ready`: fetch only once a batch can start)."""

    def __init__(
        self,
        stream: str,
        config: api.ConsumerConfig,
        handle: BatchHandler,
        *,
        batch_size: int,
        fetch_timeout_s: float,
        poison: PoisonRule | None = None,
        title: str | None = None,
        fill_wait: bool = True,
        ready: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        if not config.durable_name:
            raise ValueError("a batch consumer is durable: its configuration needs a durable_name")
        if not (config.filter_subject or config.filter_subjects):
            raise ValueError(f"consumer {config.durable_name} filters on no subject")
        self.stream = stream
        self.config = config
        self._handle = handle
        self._batch_size = batch_size
        self._fetch_timeout = fetch_timeout_s
        self._fill_wait = fill_wait
        self._ready = ready
        self._poison = poison
        self.title = title or config.durable_name
        self._subscriber: LossFreeBatchPullSubscriber | None = None
        self._stopping = asyncio.Event()

    @property
    def durable(self) -> str:
        assert self.config.durable_name is not None
        return self.config.durable_name

    @property
    def running(self) -> bool:
        return self._subscriber is not None and self._subscriber.running

    async def setup(self, broker: NatsBroker, js: JetStreamContext) -> None:
        """Create or update the durable on the server, then register the subscriber."""
        await js.add_consumer(self.stream, self.config)
        self.register(broker, js)

    def register(self, broker: NatsBroker, js: JetStreamContext | None) -> None:
        """Register the subscriber on `broker` (no server call: the durable must exist by the
        time the broker starts). `js` publishes dead letters of a poison-settled consumer."""
        handle = self._handle
        if self._poison is not None:
            if js is None:
                raise ValueError("a poison-settled consumer needs a JetStream context")
            handle = self._settled(js, self._poison)
        subscriber = broker.subscriber(
            # Several filter subjects: bound by the durable alone, the server filters.
            self.config.filter_subject or "",
            stream=JStream(name=self.stream, declare=False),
            durable=self.durable,
            config=self.config,
            pull_sub=PullSub(batch_size=self._batch_size, timeout=self._fetch_timeout, batch=True),
            ack_policy=AckPolicy.MANUAL,
            decoder=raw_bodies,
            title=self.title,
            description=self.config.description,
        )
        loss_free = make_loss_free(subscriber, fill_wait=self._fill_wait, ready=self._ready)

        async def on_batch(
            bodies: Any, message: Annotated[NatsBatchMessage, Context("message")]
        ) -> None:
            await handle(message.raw_message)

        loss_free(on_batch)
        self._subscriber = loss_free

    def _settled(self, js: JetStreamContext, rule: PoisonRule) -> BatchHandler:
        config = self.config
        settler = Settler(
            js,
            _Redelivery(
                ack_wait_s=float(config.ack_wait or 30.0),
                max_deliver=int(config.max_deliver or -1),
                nack_delay_s=rule.retry_delay_s,
                nack_delay_max_s=rule.retry_delay_max_s,
                publish_timeout_s=rule.publish_timeout_s,
            ),
            dlq_service=self.durable,
            tenant_token=rule.tenant_token,
        )
        bound = RetryBound(rule.attempts, rule.retry_delay_s, rule.retry_delay_max_s)
        handle = self._handle

        async def apply(part: Sequence[Msg]) -> None:
            await handle(part)

        async def settle(msgs: Sequence[Msg]) -> None:
            try:
                await settler.settle_batch(msgs, apply, bound, self._pause)
            except Stopped:
                return  # the unsettled messages were handed back

        return settle

    async def _pause(self, seconds: float) -> None:
        """Wait before a retry; raises `Stopped` if the consumer stops meanwhile."""
        await pause_unless_stopped(self._stopping, seconds)

    async def start(self) -> None:
        """The broker starts every subscriber it holds; this restarts one `stop` ended."""
        self._stopping.clear()
        if self._subscriber is not None and not self._subscriber.running:
            await self._subscriber.start()

    async def stop(self, timeout: float) -> None:
        self._stopping.set()
        if self._subscriber is not None:
            await stop_subscriber(self._subscriber, timeout)

"""The episode indexer: a durable pull consumer of RESOURCES, batched, manual acks."""

from __future__ import annotations

import logging
from typing import Annotated, Any

from faststream import AckPolicy, Context
from faststream.message import StreamMessage
from faststream.nats import JStream, PullSub
from faststream.nats.message import NatsBatchMessage
from nats.aio.msg import Msg
from nats.js import api

from contracts import subjects as s
from services.common.embed_client import EmbeddingClient
from services.common.runtime import Runtime
from services.indexer.consumer import LossFreeBatchPullSubscriber, make_loss_free
from services.indexer.service import IndexerService
from services.indexer.settings import IndexerSettings

log = logging.getLogger(__name__)


async def raw_bodies(message: StreamMessage[list[Msg]]) -> list[bytes]:
    """FastStream would JSON-decode each body; the service parses (and judges) them itself."""
    return [m.data for m in message.raw_message]


class IndexerApp:
    """Consumes RESOURCES as `episode-indexer` and writes the `episodes` collection.

    Replicas (or several apps in one process) bind to the same durable consumer and
    share its messages. Stopping waits for the batch in hand, then stops fetching.
    """

    name = "indexer"

    def __init__(self, settings: IndexerSettings | None = None) -> None:
        self.settings = settings or IndexerSettings()
        self._service: IndexerService | None = None
        self._subscriber: LossFreeBatchPullSubscriber | None = None

    @property
    def service(self) -> IndexerService:
        if self._service is None:
            raise RuntimeError("the indexer is not set up")
        return self._service

    def consumer_config(self) -> api.ConsumerConfig:
        cfg = self.settings
        return api.ConsumerConfig(
            durable_name=s.DURABLE_EPISODE_INDEXER,
            description="Episode indexer: every resource becomes episode points.",
            deliver_policy=api.DeliverPolicy.ALL,
            ack_policy=api.AckPolicy.EXPLICIT,
            ack_wait=cfg.ack_wait_s,
            max_deliver=cfg.max_deliver,
            max_ack_pending=cfg.max_ack_pending,
            filter_subject=s.resource_filter(),
        )

    async def setup(self, rt: Runtime) -> None:
        cfg = self.settings
        store = await rt.stores.vector_store(rt.settings)
        client = EmbeddingClient(rt.nc, timeout=cfg.embed_timeout_s)
        self._service = IndexerService(rt.js, client, store, cfg, dim=rt.settings.vector_dim)
        consumer = self.consumer_config()
        # Create it, or bring an existing one in line with the settings (the client
        # library would bind to an existing consumer without updating it).
        await rt.js.add_consumer(s.STREAM_RESOURCES, consumer)
        subscriber = rt.broker.subscriber(
            s.resource_filter(),
            stream=JStream(name=s.STREAM_RESOURCES, declare=False),
            durable=s.DURABLE_EPISODE_INDEXER,
            config=consumer,
            pull_sub=PullSub(batch_size=cfg.batch_size, timeout=cfg.fetch_timeout_s, batch=True),
            ack_policy=AckPolicy.MANUAL,
            decoder=raw_bodies,
            title="episode-indexer",
        )
        subscriber = make_loss_free(subscriber)
        service = self._service

        async def on_batch(
            bodies: Any, message: Annotated[NatsBatchMessage, Context("message")]
        ) -> None:
            await service.handle(message.raw_message)

        subscriber(on_batch)
        self._subscriber = subscriber

    async def start(self) -> None:
        # The broker starts every subscriber it holds; this restarts one that `stop` ended.
        if self._subscriber is not None and not self._subscriber.running:
            await self._subscriber.start()

    async def stop(self, timeout: float) -> None:
        # FastStream waits for the batch in hand up to the broker's graceful timeout, which
        # the stack sets from the same setting as `timeout`.
        if self._subscriber is not None and self._subscriber.running:
            await self._subscriber.stop()

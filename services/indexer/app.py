"""The episode indexer: a durable pull consumer of RESOURCES, batched, manual acks."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Sequence

from nats.aio.msg import Msg
from nats.js import api

from memstream.contracts import subjects as s
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.messaging.batch_consumer import BatchConsumer
from memstream.services.common.messaging.pipeline import Pipelined
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.runtime import Runtime
from memstream.services.common.runtime.backlog import IndexerHoldings
from memstream.services.indexer.service import Embedder, IndexerService
from memstream.services.indexer.settings import IndexerSettings

log = logging.getLogger(__name__)


class IndexerApp:
    """Consumes RESOURCES as `episode-indexer` and writes the `episodes` collection.

    Replicas (or several apps in one process) bind to the same durable consumer and
    share its messages. `pipeline_depth` batches are handled at once (the next one is
    fetched, and its texts queued at the embedder, while the last one is still embedded).
    Stopping stops fetching and waits for the batches in hand; a batch still running at
    the timeout is cut short and its messages handed back at once.
    `embedder` is injectable for tests; by default vectors come from the embedder service.
    """

    name = "indexer"

    def __init__(
        self, settings: IndexerSettings | None = None, embedder: Embedder | None = None
    ) -> None:
        self.settings = settings or IndexerSettings()
        self._embedder = embedder
        self._service: IndexerService | None = None
        self._consumer: BatchConsumer | None = None
        self._pipeline: Pipelined | None = None
        self._holdings: IndexerHoldings | None = None
        self._forgotten: ForgottenLedger | None = None

    @property
    def service(self) -> IndexerService:
        if self._service is None:
            raise RuntimeError("the indexer is not set up")
        return self._service

    def consumer_config(self) -> api.ConsumerConfig:
        cfg = self.settings
        return api.ConsumerConfig(
            durable_name=cfg.durable,
            description="Episode indexer: every resource becomes episode points.",
            deliver_policy=api.DeliverPolicy.ALL,
            ack_policy=api.AckPolicy.EXPLICIT,
            ack_wait=cfg.ack_wait_s,
            max_deliver=cfg.max_deliver,
            max_ack_pending=cfg.max_ack_pending,
            filter_subject=s.resource_filter(cfg.filter_tenant),
        )

    async def setup(self, rt: Runtime) -> None:
        cfg = self.settings
        store = await rt.stores.vector_store(rt.settings)
        embedder = self._embedder or EmbeddingClient(rt.nc, timeout=cfg.embed_timeout_s)
        # Read whole before the consumer starts, so a replay skips what was forgotten.
        self._forgotten = forgotten = await ForgottenLedger.open(rt.js)
        await forgotten.start()
        self._service = service = IndexerService(
            rt.js, embedder, store, cfg, dim=rt.settings.vector_dim, forgotten=forgotten
        )
        # Enrichment gives way while more than a quarter batch waits (runtime/backlog.py).
        self._holdings = holdings = IndexerHoldings(rt.backlog, cfg.batch_size // 4)

        async def handle_one(msgs: Sequence[Msg]) -> None:
            try:
                await service.handle(msgs)
            finally:
                holdings.finished(msgs)

        handle: Callable[[Sequence[Msg]], Awaitable[None]] = handle_one
        ready = None
        if cfg.pipeline_depth > 1:
            self._pipeline = Pipelined(handle_one, cfg.pipeline_depth, "episode-indexer")
            handle, ready = self._pipeline, self._pipeline.ready

        async def arrived(msgs: Sequence[Msg]) -> None:
            if msgs:
                holdings.fetched(msgs, msgs[-1].metadata.num_pending)
            await handle(msgs)

        self._consumer = BatchConsumer(
            s.STREAM_RESOURCES,
            self.consumer_config(),
            arrived,
            batch_size=cfg.batch_size,
            fetch_timeout_s=cfg.fetch_timeout_s,
            fill_wait=not cfg.hand_over_at_once,
            ready=ready,
            title="episode-indexer",
        )
        await self._consumer.setup(rt.broker, rt.js)

    async def start(self) -> None:
        if self._consumer is not None:
            await self._consumer.start()

    async def stop(self, timeout: float) -> None:
        # One budget for both steps: the loop may wait out part of it for a free slot.
        deadline = time.monotonic() + timeout
        if self._consumer is not None:
            await self._consumer.stop(timeout)
        if self._pipeline is not None:
            await self._pipeline.drain(max(0.0, deadline - time.monotonic()))
        if self._service is not None:
            await self._service.drain(max(0.0, deadline - time.monotonic()))
        if self._holdings is not None:
            self._holdings.reset()
        if self._forgotten is not None:
            await self._forgotten.stop()

"""The extractor service: durable pull consumer `extractor` on RESOURCES
(docs/architecture.md §5.1-5.5), and extraction on request (`mem.extractor.extract.<tenant>`,
see on_demand.py)."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Sequence

from nats.aio.msg import Msg
from nats.js import api

from memstream.contracts import subjects as s
from memstream.services.common.memory.costs import CostLedger
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.memory.summaries import SummaryStore
from memstream.services.common.memory.summary_llm import load_summary_prompts
from memstream.services.common.messaging.batch_consumer import BatchConsumer
from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.messaging.pipeline import Pipelined
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.models.llm import LLMClient, LLMSettings
from memstream.services.common.runtime import Runtime
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.extractor.llm_extractor import LLMExtractor
from memstream.services.extractor.on_demand import OnDemandExtraction
from memstream.services.extractor.pipeline import Pipeline
from memstream.services.extractor.prompts import load_prompts
from memstream.services.extractor.service import ExtractorService, in_parts
from memstream.services.extractor.settings import SOURCE, ExtractorSettings
from memstream.services.extractor.writer import ItemWriter

log = logging.getLogger(__name__)

# With a model and the default ack wait: the LLM's timeout and this much more.
LLM_ACK_WAIT_MARGIN_S = 15.0


class ExtractorApp:
    """Extracts facts from every resource into the `items` collection.

    Replicas bind to the same durable consumer and compete for its messages, and serve
    extraction requests in queue group `extractor` with the same pipeline. `embedder`
    and `llm_settings` are injectable for tests and benchmarks; by default vectors come
    from the embedder service and the LLM from `OPENAI_BASE_URL` (none: rule-based).
    """

    name = "extractor"

    def __init__(
        self,
        settings: ExtractorSettings | None = None,
        llm_settings: LLMSettings | None = None,
        embedder: TextEmbedder | None = None,
    ) -> None:
        self.settings = settings or ExtractorSettings()
        self.llm_settings = llm_settings or LLMSettings()
        self._embedder = embedder
        self._llm: LLMClient | None = None
        self._llm_extractor: LLMExtractor | None = None
        self._costs: CostLedger | None = None
        self._service: ExtractorService | None = None
        self._consumer: BatchConsumer | None = None
        self._pipeline: Pipelined | None = None
        self._endpoint: RequestEndpoint | None = None
        self._forgotten: ForgottenLedger | None = None
        if self.uses_llm and self.settings.ack_wait_s <= self.llm_settings.timeout_s:
            # A message must not go to another replica while one call for it may still be
            # within its timeout, even when a progress report is lost on the way.
            if "ack_wait_s" in self.settings.model_fields_set:
                raise ValueError(
                    "MEMSTREAM_EXTRACTOR_ACK_WAIT_S must be longer than the LLM timeout "
                    "(MEMSTREAM_LLM_TIMEOUT_S)"
                )
            # The default suits the rules (a redelivery soon after a crash); configuring a
            # model must not be enough to keep the extractor from starting.
            self.settings = self.settings.model_copy(
                update={"ack_wait_s": self.llm_settings.timeout_s + LLM_ACK_WAIT_MARGIN_S}
            )

    @property
    def service(self) -> ExtractorService:
        if self._service is None:
            raise RuntimeError("the extractor is not set up")
        return self._service

    @property
    def endpoint(self) -> RequestEndpoint:
        """Extraction on request; it runs apart from the consumer (started and stopped
        with it by `start` and `stop`)."""
        if self._endpoint is None:
            raise RuntimeError("the extractor is not set up")
        return self._endpoint

    @property
    def uses_llm(self) -> bool:
        forced = self.settings.use_llm
        return self.llm_settings.configured if forced is None else forced

    def consumer_config(self) -> api.ConsumerConfig:
        cfg = self.settings
        return api.ConsumerConfig(
            durable_name=cfg.durable,
            description="Extractor: facts from every resource, through the write gate.",
            deliver_policy=api.DeliverPolicy.ALL,
            ack_policy=api.AckPolicy.EXPLICIT,
            ack_wait=cfg.ack_wait_s,
            max_deliver=cfg.max_deliver,
            max_ack_pending=cfg.max_ack_pending,
            filter_subject=s.resource_filter(cfg.filter_tenant),
        )

    def build_pipeline(self, rt: Runtime, store: VectorStore, embedder: TextEmbedder) -> Pipeline:
        cfg = self.settings
        events = EventSink(rt.js, SOURCE, cfg.publish_timeout_s)
        writer = ItemWriter(store, events, cfg)
        summaries = SummaryStore(rt.js, store, embedder, cfg.publish_timeout_s)
        llm: LLMExtractor | None = None
        costs: CostLedger | None = None
        if self.uses_llm:
            self._costs = costs = CostLedger(events, SOURCE)
            self._llm_extractor = llm = LLMExtractor(
                self._new_client(), load_prompts(), load_summary_prompts()
            )
        return Pipeline(cfg, writer, summaries, embedder, llm, costs, self._forgotten)

    def _new_client(self) -> LLMClient:
        assert self._costs is not None
        self._llm = LLMClient(self.llm_settings, self.name, on_usage=self._costs.on_usage)
        return self._llm

    async def setup(self, rt: Runtime) -> None:
        cfg = self.settings
        store = await rt.stores.vector_store(rt.settings)
        embedder = self._embedder or EmbeddingClient(rt.nc, timeout=cfg.embed_timeout_s)
        # Read whole before the consumer starts, so a replay skips what was forgotten.
        self._forgotten = await ForgottenLedger.open(rt.js)
        await self._forgotten.start()
        pipeline = self.build_pipeline(rt, store, embedder)
        self._service = service = ExtractorService(rt.js, pipeline, cfg)
        on_demand = OnDemandExtraction(rt.js, pipeline.process, cfg.durable)
        self._endpoint = RequestEndpoint(
            rt.nc,
            s.extract("*"),
            s.QUEUE_EXTRACTOR,
            on_demand.handle,
            tenant_index=s.EXTRACT_TENANT_TOKEN,
            name="extract",
        )
        log.info("extractor ready", extra={"extractor": pipeline.extractor_name})
        backlog = rt.backlog

        async def handle_one(msgs: Sequence[Msg]) -> None:
            # While the indexer has work, a batch goes in parts, giving way before each:
            # enrichment never takes a whole large batch's worth of the cores at once.
            parts = [msgs] if backlog.idle() else in_parts(msgs, cfg.busy_part_size)
            # In line for its tenants before the first await: batches (and their parts)
            # claim in fetch order.
            claims = [service.claim(part) for part in parts]
            try:
                # The batch is in hand meanwhile: progress beats keep it past ack_wait, and
                # a stop hands back at once whatever is not settled.
                async with service.settler.working(msgs):
                    for part, claim in zip(parts, claims, strict=True):
                        # Turns become searchable through the indexer; enrichment waits.
                        await backlog.give_way(cfg.give_way_s)
                        await service.handle(part, claim)
            finally:
                for claim in claims:
                    claim.release()

        handle: Callable[[Sequence[Msg]], Awaitable[None]] = handle_one
        if cfg.pipeline_depth > 1:
            # The second batch waits for an idle indexer: turns first (BENCHMARKS.md).
            self._pipeline = Pipelined(
                handle_one, cfg.pipeline_depth, "extractor", extra=backlog.until_idle
            )
            handle = self._pipeline

        self._consumer = BatchConsumer(
            s.STREAM_RESOURCES,
            self.consumer_config(),
            handle,
            batch_size=cfg.batch_size,
            fetch_timeout_s=cfg.fetch_timeout_s,
            title="extractor",
        )
        await self._consumer.setup(rt.broker, rt.js)

    async def start(self) -> None:
        if self._llm is None and self._llm_extractor is not None:
            # Restarted after `stop` closed the client.
            self._llm_extractor.client = self._new_client()
        if self._consumer is not None:
            await self._consumer.start()
        if self._endpoint is not None:
            await self._endpoint.start()

    async def stop(self, timeout: float) -> None:
        # One budget for every step: the loop may wait out part of it for a free slot.
        deadline = time.monotonic() + timeout
        if self._endpoint is not None:
            await self._endpoint.stop(max(0.0, deadline - time.monotonic()))
        if self._consumer is not None:
            await self._consumer.stop(max(0.0, deadline - time.monotonic()))
        if self._pipeline is not None:
            await self._pipeline.drain(max(0.0, deadline - time.monotonic()))
        if self._llm is not None:
            await self._llm.close()
            self._llm = None
        if self._forgotten is not None:
            await self._forgotten.stop()

"""The embedder service: `mem.embed` in the `embedder` queue group."""

from __future__ import annotations

import asyncio
import logging

from nats.js.kv import KeyValue

from memstream.contracts import subjects as s
from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embedding import AsyncDenseEmbedder
from memstream.services.common.runtime import Runtime
from memstream.services.common.stores.budgets import TenantClasses
from memstream.services.embedder.accounting import EmbeddingAccounting
from memstream.services.embedder.backend import (
    backlog_lane_fits,
    load_dense_embedder,
    sparse_embedder,
)
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.cache import EmbeddingCache
from memstream.services.embedder.queues import QueryOrder
from memstream.services.embedder.service import DenseReuse, EmbedderService
from memstream.services.embedder.settings import EmbedderSettings

log = logging.getLogger(__name__)


class EmbedderApp:
    """Loads the model once at setup, then serves embed requests through one batcher.

    `dense` injects a ready backend instead of loading the configured one (tests).
    """

    name = "embedder"

    def __init__(
        self, settings: EmbedderSettings | None = None, dense: AsyncDenseEmbedder | None = None
    ) -> None:
        self.settings = settings or EmbedderSettings()
        self._dense = dense
        self._batcher: MicroBatcher | None = None
        self._endpoint: RequestEndpoint | None = None
        self._accounting: EmbeddingAccounting | None = None
        self._service: EmbedderService | None = None

    @property
    def endpoint(self) -> RequestEndpoint:
        if self._endpoint is None:
            raise RuntimeError("the embedder is not set up")
        return self._endpoint

    @property
    def batcher(self) -> MicroBatcher:
        if self._batcher is None:
            raise RuntimeError("the embedder is not set up")
        return self._batcher

    async def setup(self, rt: Runtime) -> None:
        cfg = self.settings
        dense = self._dense
        if dense is None:
            # Model files and heavy imports: off the event loop, once per process.
            dense = await asyncio.to_thread(load_dense_embedder, cfg)
        self._dense = dense
        self._batcher = MicroBatcher(
            dense,
            window_s=cfg.batch_window_ms / 1000.0,
            max_batch=cfg.max_batch,
            max_concurrency=cfg.max_concurrency,
            promote_after_s=cfg.enrich_promote_s,
            hold_s=cfg.enrich_hold_ms / 1000.0,
            backlog_texts=cfg.backlog_texts,
            query_lane=cfg.query_lane,
            backlog_lane=cfg.backlog_lane and backlog_lane_fits(cfg),
            queries=QueryOrder(
                fair=cfg.fair_queries,
                batch=cfg.query_batch,
                newest_first_after_s=cfg.query_newest_first_ms / 1000 or None,
            ),
        )
        js = rt.js

        async def budgets() -> KeyValue:
            return await js.key_value(s.BUCKET_BUDGETS)

        self._accounting = EmbeddingAccounting(
            EventSink(rt.js, self.name, rt.settings.request_timeout_s),
            TenantClasses(budgets, cfg.class_cache_s).of,
            model=dense.model_name,
            units_per_1k_tokens=cfg.units_per_1k_tokens,
            flush_s=cfg.cost_flush_s,
            max_calls=cfg.cost_flush_calls,
        )
        max_tokens = getattr(dense, "max_seq_length", None)
        service = EmbedderService(
            self._batcher,
            sparse_embedder(cfg),
            EmbeddingCache(cfg.cache_size),
            max_text_chars=cfg.max_text_chars,
            max_reply_bytes=rt.nc.max_payload,
            accounting=self._accounting,
            max_tokens=max_tokens if isinstance(max_tokens, int) else None,
        )
        self._service = service
        self._endpoint = RequestEndpoint(
            rt.nc,
            s.EMBED,
            s.QUEUE_EMBEDDER,
            service.handle,
            tenant_index=None,
            name="embedder",
            honours_deadline=cfg.honour_deadlines,
        )
        log.info("embedder ready", extra={"model": dense.model_name, "dim": dense.dim})

    @property
    def reuse(self) -> DenseReuse:
        """Dense vectors answered without embedding, per priority class (service.py)."""
        if self._service is None:
            raise RuntimeError("the embedder is not set up")
        return self._service.reuse

    @property
    def accounting(self) -> EmbeddingAccounting:
        if self._accounting is None:
            raise RuntimeError("the embedder is not set up")
        return self._accounting

    async def start(self) -> None:
        self.batcher.start()
        self.accounting.start()
        await self.endpoint.start()

    async def stop(self, timeout: float) -> None:
        # Requests in flight wait on the batcher, so it stops after the endpoint drained.
        if self._endpoint is not None:
            await self._endpoint.stop(timeout)
        if self._batcher is not None:
            await self._batcher.stop(timeout)
        if self._accounting is not None:
            await self._accounting.stop()
        close = getattr(self._dense, "aclose", None)
        if close is not None:
            await close()

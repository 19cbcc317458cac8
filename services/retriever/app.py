"""The retriever service: context and search by request-reply, queue group `retriever`."""

from __future__ import annotations

import asyncio
import logging

from memstream.contracts import subjects as s
from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.messaging.graph_client import GraphClient
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.models.embedding import Bm25SparseEmbedder
from memstream.services.common.models.llm import LLMClient, LLMSettings
from memstream.services.common.runtime import Runtime
from memstream.services.common.runtime.recovery import keep_trying
from memstream.services.common.stores.budgets import BudgetGuard
from memstream.services.common.stores.vectors import Embedding
from memstream.services.retriever.own_writes import OwnWrites
from memstream.services.retriever.pipeline import Retriever
from memstream.services.retriever.rewrite import LLMQueryRewriter, load_prompts
from memstream.services.retriever.service import ContextService
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.writes import Writes

log = logging.getLogger(__name__)

# `mem.context.<tenant>` and `mem.search.<tenant>`: where the tenant token sits.
_TENANT_TOKEN = 2


class RetrieverApp:
    """`mem.context.<tenant>` and `mem.watermark.<tenant>`, queue group `retriever`."""

    name = "retriever"

    def __init__(
        self, settings: RetrieverSettings | None = None, llm_settings: LLMSettings | None = None
    ) -> None:
        self.settings = settings or RetrieverSettings()
        self.llm_settings = llm_settings or LLMSettings()
        self._endpoints: list[RequestEndpoint] = []
        self._service: ContextService | None = None
        self._writes: Writes | None = None
        self._rewriter: LLMQueryRewriter | None = None
        # Retries embedding the intent exemplars after a start-up that could not.
        self._warming: asyncio.Task[None] | None = None

    @property
    def service(self) -> ContextService:
        if self._service is None:
            raise RuntimeError("the retriever is not set up")
        return self._service

    async def setup(self, rt: Runtime) -> None:
        store = await rt.stores.vector_store(rt.settings)
        client = EmbeddingClient(rt.nc, timeout=self.settings.embed_timeout_s)

        async def embed_query(text: str) -> Embedding:
            # EmbedderUnavailable propagates: the retriever falls back to sparse-only.
            return (await client.embed([text], "query"))[0]

        # A graph that is not running answers "no responders" at once: the read path goes
        # on without its graph half (degraded=['graph']) rather than waiting.
        graph = GraphClient(rt.nc, rt.settings.partitions, timeout=self.settings.graph_timeout_s)
        if self.settings.rewrite_with_llm and self.llm_settings.configured:
            self._rewriter = LLMQueryRewriter(
                LLMClient(self.llm_settings, self.name),
                self.settings.rewrite_timeout_s,
                load_prompts(),
            )
        retriever = Retriever(
            store,
            embed_query,
            Bm25SparseEmbedder(),
            settings=self.settings,
            graph=graph,
            rewrite=self._rewriter,
        )
        budgets = await rt.js.key_value(s.BUCKET_BUDGETS)
        self._writes = writes = Writes(
            rt.js, self.settings, rt.settings.request_timeout_s, OwnWrites(rt.js, store)
        )
        self._service = ContextService(retriever, rt.js, BudgetGuard(budgets), writes)
        self._endpoints = [
            RequestEndpoint(
                rt.nc,
                s.context("*"),
                s.QUEUE_RETRIEVER,
                self._service.handle,
                tenant_index=_TENANT_TOKEN,
                name="retriever",
                honours_deadline=self.settings.honour_deadlines,
            ),
            RequestEndpoint(
                rt.nc,
                s.search("*"),
                s.QUEUE_RETRIEVER,
                self._service.handle_search,
                tenant_index=_TENANT_TOKEN,
                name="retriever-search",
                honours_deadline=self.settings.honour_deadlines,
            ),
            RequestEndpoint(
                rt.nc,
                s.watermark("*"),
                s.QUEUE_RETRIEVER,
                writes.handle,
                tenant_index=s.WATERMARK_TENANT_TOKEN,
                name="watermark",
            ),
        ]

    async def start(self) -> None:
        # Intent exemplars need the embedder, which starts before us in the same process.
        if not await self.service.retriever.warm_up():
            log.warning("intent exemplars not embedded; keyword intents until the embedder answers")
            self._warming = keep_trying("intent-exemplars", self.service.retriever.warm_up)
        for endpoint in self._endpoints:
            await endpoint.start()

    async def stop(self, timeout: float) -> None:
        if self._warming is not None:
            self._warming.cancel()
        for endpoint in self._endpoints:
            await endpoint.stop(timeout)
        await self.service.drain(timeout)
        if self._writes is not None:
            await self._writes.close()
        if self._rewriter is not None:
            await self._rewriter.close()

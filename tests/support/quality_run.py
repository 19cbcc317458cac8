"""The real write and read path over generated tenants, in this process.

Write path, turn by turn as live traffic arrives: ingest's `turn_parts`/`build_resources`
(received when it happened), the indexer's `IndexerService.index` (episode points from
`episode_docs`), and the extractor's `Pipeline.process` with the rule-based extractor
(write gate, dedup, conflict/supersede into `items`, category summaries). Read path:
`Retriever.retrieve` with graph=None (no dual search), no LLM rewrite, default settings.
Vectors: the offline MiniLM model and client-side BM25, as the embedder service computes
them; an embedded Qdrant (edge) store in a temporary directory.

The extractor's events and summary versions go to JetStream (EVENTS, SUMMARIES), so a
`nats-server -js` child is needed; nothing consumes from it, there is no waiting on
consumers. Nothing is cached across runs: dense vectors are memoised in memory for one
run only (the same question embedded by the retriever and a floor, say).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import nats
import numpy as np
from nats.aio.client import Client

from memstream.contracts.context import ChatMessage, ContextRequest, ContextResponse
from memstream.services.common.memory.embedder import LocalTextEmbedder
from memstream.services.common.memory.summaries import SummaryStore
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embedding import (
    Bm25SparseEmbedder,
    DenseMatrix,
    MiniLMEmbedder,
)
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    PointFilter,
    QuerySpec,
    VectorStore,
    open_vector_store,
)
from memstream.services.extractor.pipeline import Pipeline
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.writer import ItemWriter
from memstream.services.indexer.service import IndexerService
from memstream.services.indexer.settings import IndexerSettings
from memstream.services.ingest.turns import build_resources, turn_parts
from memstream.services.retriever import Retriever, RetrieverSettings
from tests.support.quality_data import Probe, Tenant, mentions_value
from tests.support.quality_score import Shown

FLOORS = ("bm25", "dense")


class MemoDense:
    """MiniLM behind an in-memory memo of this run's texts (never written anywhere)."""

    def __init__(self, model: MiniLMEmbedder) -> None:
        self._model = model
        self._memo: dict[str, np.ndarray] = {}

    @property
    def model_name(self) -> str:
        return self._model.model_name

    @property
    def dim(self) -> int:
        return self._model.dim

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        missing = list(dict.fromkeys(t for t in texts if t not in self._memo))
        if missing:
            for text, row in zip(missing, await self._model.aembed(missing), strict=True):
                self._memo[text] = row
        return np.stack([self._memo[t] for t in texts])


@dataclass(slots=True)
class Written:
    """What the write path did with a set of tenants."""

    turns: int = 0
    episodes: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    rejections: Counter[str] = field(default_factory=Counter)


@dataclass(frozen=True, slots=True)
class Asked:
    """One question put to the retriever, and its reply."""

    tenant: Tenant
    probe: Probe
    evidence: frozenset[str]
    response: ContextResponse

    @property
    def shown(self) -> list[Shown]:
        return [Shown.of(item) for item in self.response.items]


class QualityRun:
    """One store, one JetStream connection, one model: write tenants, then ask them."""

    def __init__(self, nc: Client, store: VectorStore, dense: MemoDense) -> None:
        self.nc = nc
        self.store = store
        self.dense = dense
        self.sparse = Bm25SparseEmbedder()
        js = nc.jetstream(timeout=30)
        self.embedder = LocalTextEmbedder(dense, self.sparse)
        self.indexer = IndexerService(js, self.embedder, store, IndexerSettings(), dim=dense.dim)
        settings = ExtractorSettings(use_llm=False)
        self.pipeline = Pipeline(
            settings,
            ItemWriter(store, EventSink(js, "extractor", 30), settings),
            SummaryStore(js, store, self.embedder, 30),
            self.embedder,
        )
        # (tenant, session, turn) -> the resource ids ingest gave the turn's parts.
        self.turn_resources: dict[tuple[str, str, int], tuple[str, ...]] = {}
        self.user_resources: dict[tuple[str, str, int], frozenset[str]] = {}

    @classmethod
    async def open(cls, nats_url: str, directory: Path) -> QualityRun:
        nc = await nats.connect(nats_url)
        await provision(
            nc.jetstream(timeout=30), CommonSettings(nats_url=nats_url, data_dir=directory)
        )
        dense = MemoDense(MiniLMEmbedder())
        store = await open_vector_store("edge", directory, dim=dense.dim)
        return cls(nc, store, dense)

    async def close(self) -> None:
        await self.store.close()
        await self.nc.close()

    async def write(self, tenants: Sequence[Tenant]) -> Written:
        """Every turn through ingest, the indexer and the extractor, one turn at a time."""
        written = Written()
        for tenant in tenants:
            for turn in tenant.turns:
                resources = build_resources(turn, turn_parts(turn), received_at=turn.event_time)
                key = (turn.tenant_id, turn.session_id, turn.turn_number)
                self.turn_resources[key] = tuple(r.resource_id for r in resources)
                self.user_resources[key] = frozenset(
                    r.resource_id for r in resources if r.kind == "user_input"
                )
                written.episodes += await self.indexer.index(resources)
                result = await self.pipeline.process(resources)
                written.outcomes.update(result.outcomes)
                written.rejections.update(result.rejections)
                written.turns += 1
        return written

    async def item_statuses(self, tenants: Sequence[Tenant]) -> Counter[str]:
        """How many items of `tenants` are active, superseded, ...: what the write path kept."""
        statuses: Counter[str] = Counter()
        for tenant in tenants:
            records, _ = await self.store.scroll(
                ITEMS, PointFilter(tenant_id=tenant.tenant_id, statuses=()), limit=10_000
            )
            statuses.update(str(r.payload.get("status")) for r in records)
        return statuses

    async def facts_kept(self, tenants: Sequence[Tenant]) -> Counter[str]:
        """The planted statements against the items the write path made of them.

        `statements`; `extracted`: statements whose value some item (any status) names;
        `changed`/`latest_active`: facts that changed, and those whose latest value an
        active item names; `stale_values`/`stale_active`: their older values, and those
        an active item still names (a supersede would have retired it).
        """
        kept: Counter[str] = Counter()
        for tenant in tenants:
            records, _ = await self.store.scroll(
                ITEMS, PointFilter(tenant_id=tenant.tenant_id, statuses=()), limit=10_000
            )
            every = [str(r.payload.get("text")) for r in records]
            active = [
                str(r.payload.get("text")) for r in records if r.payload.get("status") == "active"
            ]
            for probe in tenant.probes:
                for said in probe.statements:
                    kept["statements"] += 1
                    kept["extracted"] += any(mentions_value(t, said.value) for t in every)
                if not probe.updated:
                    continue
                kept["changed"] += 1
                kept["latest_active"] += any(mentions_value(t, probe.answer) for t in active)
                for old in probe.values[:-1]:
                    kept["stale_values"] += 1
                    kept["stale_active"] += any(mentions_value(t, old) for t in active)
        return kept

    def evidence(self, probe: Probe) -> frozenset[str]:
        """The resource ids of the turn that stated the slot's latest value."""
        latest = probe.latest
        return frozenset(
            self.turn_resources[(probe.tenant_id, latest.session_id, latest.turn_number)]
        )

    def statement_turns(self, probe: Probe) -> tuple[frozenset[str], ...]:
        """The resource ids of each message that stated the slot, the latest last: the
        user's part of the turn, not the agent's reply (which tells no value unless it
        names one)."""
        return tuple(
            self.user_resources[(probe.tenant_id, said.session_id, said.turn_number)]
            for said in probe.statements
        )

    async def embed_query(self, text: str) -> Embedding:
        """What the embedder service answers for a query: MiniLM dense plus BM25."""
        [embedding] = await self.embedder.embed([text], "query")
        return embedding

    async def retriever(self, settings: RetrieverSettings | None = None) -> Retriever:
        retriever = Retriever(self.store, self.embed_query, self.sparse, settings=settings)
        await retriever.warm_up()
        return retriever

    async def ask(self, retriever: Retriever, tenant: Tenant, probe: Probe) -> Asked:
        """The question as the agent's next user message, in a new session after the last."""
        request = ContextRequest(
            messages=[ChatMessage(role="user", content=probe.question)],
            session_id=tenant.session_id,
            now=tenant.now,
        )
        response = await retriever.retrieve(tenant.tenant_id, request)
        return Asked(tenant, probe, self.evidence(probe), response)

    async def floor(self, mode: str, probe: Probe, depth: int = 10) -> list[Shown]:
        """Plain turn-level search with the raw question: BM25 only or dense only."""
        if mode not in FLOORS:
            raise ValueError(f"floor must be one of {FLOORS}")
        query = await self.embed_query(probe.question)
        spec = QuerySpec(
            filter=PointFilter(tenant_id=probe.tenant_id),
            dense=query.dense if mode == "dense" else None,
            sparse=query.sparse if mode == "bm25" else None,
            limit=depth,
        )
        hits = await self.store.query(EPISODES, spec)
        return [
            Shown((str(h.payload.get("resource_id")),), str(h.payload.get("text")), h.score)
            for h in hits
        ]

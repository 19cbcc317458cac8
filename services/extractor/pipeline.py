"""The write path for one session's new resources: extract, gate, dedup, write, summarise.

One extraction per group (one LLM call unless the sources exceed `max_prompt_tokens`),
then every fact in order: the gate, then the dedup/conflict decision against the stored
items, then the write. Facts of one batch are written one after the other, so a later
fact of the batch sees the earlier ones (two phrasings of one claim become one item).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from contracts.turns import Resource
from services.common import metrics
from services.extractor.costs import CostLedger
from services.extractor.embedding import TextEmbedder
from services.extractor.gate import gate
from services.extractor.items import Candidate, candidate
from services.extractor.llm_extractor import LLMExtractor
from services.extractor.model import ExtractionOut
from services.extractor.normalize import category as normal_category
from services.extractor.offline.extractor import OfflineExtractor
from services.extractor.settings import ExtractorSettings
from services.extractor.summaries import SummaryStore
from services.extractor.units import Unit, build_units, split_calls
from services.extractor.writer import ItemWriter, WriteResult

log = logging.getLogger(__name__)

OnAttempt = Callable[[], Awaitable[Any] | Any]


@dataclass(slots=True)
class GroupResult:
    """What one group's processing did."""

    resources: int = 0
    candidates: int = 0
    llm_calls: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    rejections: Counter[str] = field(default_factory=Counter)
    item_ids: list[str] = field(default_factory=list)
    summaries: dict[str, int] = field(default_factory=dict)


class Pipeline:
    """Clients are injected; `llm=None` means the rule-based extractor."""

    def __init__(
        self,
        settings: ExtractorSettings,
        writer: ItemWriter,
        summaries: SummaryStore,
        embedder: TextEmbedder,
        llm: LLMExtractor | None = None,
        costs: CostLedger | None = None,
    ) -> None:
        self.settings = settings
        self._writer = writer
        self._events = writer.events
        self._summaries = summaries
        self._embedder = embedder
        self._llm = llm
        self._offline = OfflineExtractor()
        self._costs = costs
        # Dedup and summaries read-modify-write a tenant's items: one group at a time.
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    @property
    def extractor_name(self) -> str:
        return self._llm.name if self._llm is not None else self._offline.name

    def _lock(self, tenant: str) -> asyncio.Lock:
        lock = self._locks.get(tenant)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[tenant] = lock
        return lock

    async def process(
        self, resources: Sequence[Resource], on_attempt: OnAttempt | None = None
    ) -> GroupResult:
        """Process one (tenant, session) group; raises on failures the caller must retry."""
        result = GroupResult(resources=len(resources))
        if not resources:
            return result
        tenant = resources[0].tenant_id
        ordered = sorted(resources, key=lambda r: (r.turn_number, r.part_index))
        units = build_units(ordered, self.settings.chunk_tokens, self.settings.chunk_overlap)
        async with self._lock(tenant):
            candidates, rewritten = await self._extract(tenant, units, on_attempt, result)
            result.candidates = len(candidates)
            touched = await self._write(candidates, result)
            for category, ids in touched.items():
                version = await self._summaries.update(
                    tenant, category, ids, rewritten.get(category), self.settings.summary_facts
                )
                result.summaries[category] = version.seq
            await self._events.flush()
        return result

    async def _extract(
        self,
        tenant: str,
        units: list[Unit],
        on_attempt: OnAttempt | None,
        result: GroupResult,
    ) -> tuple[list[Candidate], dict[str, str]]:
        candidates: list[Candidate] = []
        rewritten: dict[str, str] = {}
        if self._llm is None:
            out = self._offline.extract(units)
            metrics.EXTRACTIONS.labels("rules", "ok").inc()
            candidates = [candidate(f, units, self.settings, "rules") for f in out.facts]
            return candidates, rewritten
        current = await self._summaries.currents(tenant, self.settings.summaries_in_prompt)
        for call_units in split_calls(units, self.settings.max_prompt_tokens):
            out = await self._call_llm(tenant, call_units, current, on_attempt)
            result.llm_calls += 1
            candidates += [candidate(f, call_units, self.settings, "llm") for f in out.facts]
            for s in out.summaries:
                rewritten[normal_category(s.category)] = s.text
        return candidates, rewritten

    async def _call_llm(
        self, tenant: str, units: list[Unit], current: Sequence[Any], on_attempt: OnAttempt | None
    ) -> ExtractionOut:
        assert self._llm is not None
        try:
            if self._costs is None:
                reply = await self._llm.extract(units, current, on_attempt)
            else:
                with self._costs.tenant(tenant):
                    reply = await self._llm.extract(units, current, on_attempt)
        except Exception:
            metrics.EXTRACTIONS.labels("llm", "failed").inc()
            raise
        finally:
            if self._costs is not None:
                await self._costs.flush()
        metrics.EXTRACTIONS.labels("llm", "ok").inc()
        return reply.value

    async def _write(
        self, candidates: list[Candidate], result: GroupResult
    ) -> dict[str, list[str]]:
        """Gate and write every candidate; returns the categories that changed, with items."""
        passed: list[Candidate] = []
        for c in candidates:
            decision = gate(c, c.source_texts, self.settings)
            if decision.accepted:
                passed.append(c)
                continue
            written = await self._writer.reject(c, decision.reason or "rejected", decision.detail)
            self._count(result, written)
        if not passed:
            return {}
        embeddings = await self._embedder.embed([c.text for c in passed], "document")
        touched: dict[str, list[str]] = {}
        for c, emb in zip(passed, embeddings, strict=True):
            written = await self._writer.write(c, emb)
            self._count(result, written)
            if written.outcome in ("stored", "merged", "confirmed") and written.category:
                ids = touched.setdefault(written.category, [])
                if written.item_id and written.item_id not in ids:
                    ids.append(written.item_id)
        return touched

    @staticmethod
    def _count(result: GroupResult, written: WriteResult) -> None:
        result.outcomes[written.outcome] += 1
        if written.reason:
            result.rejections[written.reason] += 1
        if written.item_id and written.item_id not in result.item_ids:
            result.item_ids.append(written.item_id)

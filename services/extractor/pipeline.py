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
from datetime import UTC, datetime
from typing import Any, TypeVar

from memstream.contracts.turns import Resource
from memstream.services.common.memory.costs import CostLedger
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.memory.summaries import SummaryStore, Versioned
from memstream.services.common.memory.summary_llm import DatedFact
from memstream.services.common.messaging.events import event_scope
from memstream.services.common.models.llm import LLMError
from memstream.services.common.runtime import metrics
from memstream.services.extractor.gate import gate
from memstream.services.extractor.items import Candidate, candidate
from memstream.services.extractor.llm_extractor import LLMExtractor, said_at
from memstream.services.extractor.model import ExtractionOut
from memstream.services.extractor.normalize import category as normal_category
from memstream.services.extractor.offline.extractor import OfflineExtractor, categories_mentioned
from memstream.services.extractor.prompts import PromptSummaries, for_prompt
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.units import Unit, build_units, split_calls
from memstream.services.extractor.writer import ItemWriter, WriteResult

log = logging.getLogger(__name__)

OnAttempt = Callable[[], Awaitable[Any] | Any]
T = TypeVar("T")


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


@dataclass(slots=True)
class _Extraction:
    candidates: list[Candidate] = field(default_factory=list)
    # Summaries the model rewrote, by category.
    rewritten: dict[str, str] = field(default_factory=dict)
    # Current summaries a call left out of its prompt, by category.
    left_out: dict[str, Versioned] = field(default_factory=dict)
    said_at: datetime | None = None


@dataclass(slots=True)
class _Touched:
    """A category's items written by the batch, and their facts."""

    item_ids: list[str] = field(default_factory=list)
    facts: list[DatedFact] = field(default_factory=list)


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
        forgotten: ForgottenLedger | None = None,
    ) -> None:
        self.settings = settings
        self._forgotten = forgotten
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
        # Its own events: the flush below waits for them even when a concurrent group's
        # flush took them first (one sink serves every group of the process).
        with event_scope():
            return await self._locked(tenant, units, on_attempt, result)

    async def _locked(
        self,
        tenant: str,
        units: list[Unit],
        on_attempt: OnAttempt | None,
        result: GroupResult,
    ) -> GroupResult:
        async with self._lock(tenant):
            extraction = await self._extract(tenant, units, on_attempt, result)
            forgotten = self._forgotten
            if forgotten is not None:
                # Drawn again from what the user had forgotten (a redelivery, a replay).
                extraction.candidates = [
                    c
                    for c in extraction.candidates
                    if not forgotten.fact(tenant, c.item_id, c.source_resource_ids)
                ]
            result.candidates = len(extraction.candidates)
            touched = await self._write(extraction.candidates, result)
            for category, written in touched.items():
                rewritten = extraction.rewritten.get(category)
                left_out = extraction.left_out.get(category)
                if rewritten is None and left_out is not None:
                    rewritten = await self._rewrite_left_out(tenant, left_out, written, extraction)
                    if rewritten is None and left_out.summary.method == "llm":
                        # Kept as it is rather than replaced by the offline list; the
                        # weekly rebuild brings it up to date.
                        result.summaries[category] = left_out.seq
                        continue
                version = await self._summaries.update(
                    tenant, category, written.item_ids, rewritten, self.settings.summary_facts
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
    ) -> _Extraction:
        found = _Extraction()
        if self._llm is None:
            out = self._offline.extract(units)
            metrics.EXTRACTIONS.labels("rules", "ok").inc()
            found.candidates = [candidate(f, units, self.settings, "rules") for f in out.facts]
            return found
        current = await self._summaries.currents(tenant)
        found.said_at = said_at(units)
        for call_units in split_calls(units, self.settings.max_prompt_tokens):
            likely = categories_mentioned(" ".join(u.text for u in call_units))
            shown = for_prompt(current, likely, self.settings.summary_prompt_chars)
            out = await self._call_llm(tenant, call_units, shown, on_attempt)
            result.llm_calls += 1
            found.candidates += [candidate(f, call_units, self.settings, "llm") for f in out.facts]
            for s in out.summaries:
                found.rewritten[normal_category(s.category)] = s.text
            hidden = set(shown.left_out)
            found.left_out.update(
                (v.summary.category, v) for v in current if v.summary.category in hidden
            )
        return found

    async def _call_llm(
        self,
        tenant: str,
        units: list[Unit],
        summaries: PromptSummaries,
        on_attempt: OnAttempt | None,
    ) -> ExtractionOut:
        assert self._llm is not None
        llm = self._llm
        try:
            reply = await self._costed(tenant, lambda: llm.extract(units, summaries, on_attempt))
        except Exception:
            metrics.EXTRACTIONS.labels("llm", "failed").inc()
            raise
        metrics.EXTRACTIONS.labels("llm", "ok").inc()
        return reply.value

    async def _rewrite_left_out(
        self, tenant: str, current: Versioned, written: _Touched, extraction: _Extraction
    ) -> str | None:
        """The summary of a touched category the extraction call was not shown, from a
        call of its own; None when that call fails."""
        assert self._llm is not None and extraction.said_at is not None
        llm, at, category = self._llm, extraction.said_at, current.summary.category
        try:
            return await self._costed(
                tenant,
                lambda: llm.rewrite_summary(category, current.summary.text, written.facts, at),
            )
        except LLMError as exc:
            log.warning("summary call failed", extra={"category": category, "error": str(exc)})
            return None

    async def _costed(self, tenant: str, call: Callable[[], Awaitable[T]]) -> T:
        """Runs an LLM call with its usage attributed to `tenant` and published."""
        if self._costs is None:
            return await call()
        try:
            with self._costs.tenant(tenant):
                return await call()
        finally:
            await self._costs.flush()

    async def _write(self, candidates: list[Candidate], result: GroupResult) -> dict[str, _Touched]:
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
        touched: dict[str, _Touched] = {}
        for c, emb in zip(passed, embeddings, strict=True):
            written = await self._writer.write(c, emb)
            self._count(result, written)
            if written.outcome in ("stored", "merged", "confirmed") and written.category:
                category = touched.setdefault(written.category, _Touched())
                category.facts.append(DatedFact(c.text, datetime.fromtimestamp(c.event_time, UTC)))
                if written.item_id and written.item_id not in category.item_ids:
                    category.item_ids.append(written.item_id)
        return touched

    @staticmethod
    def _count(result: GroupResult, written: WriteResult) -> None:
        result.outcomes[written.outcome] += 1
        if written.reason:
            result.rejections[written.reason] += 1
        if written.item_id and written.item_id not in result.item_ids:
            result.item_ids.append(written.item_id)

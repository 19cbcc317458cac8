"""The LLM extractor: one structured call per batch of a session's new parts.

The model is told to write absolute dates; its answer is normalised the same way as the
rule-based extractor's facts anyway (`absolute_dates` against the time of the cited
parts), and a rewrite of a summary it was not shown is dropped: it would replace text
the model never saw.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from memstream.services.common.memory.summary_llm import DatedFact, SummaryRewriter
from memstream.services.common.models.llm import LLMClient, Structured
from memstream.services.common.models.prompts import PromptPair
from memstream.services.common.timeparse import absolute_dates
from memstream.services.extractor.model import ExtractionOut
from memstream.services.extractor.normalize import category as normal_category
from memstream.services.extractor.prompts import PromptSummaries, extraction_messages
from memstream.services.extractor.units import Unit, cited_units


class LLMExtractor:
    name = "llm"

    def __init__(self, client: LLMClient, prompts: PromptPair, summary_prompts: PromptPair) -> None:
        self._prompts = prompts
        self._summaries = SummaryRewriter(client, summary_prompts)
        self.client = client

    @property
    def client(self) -> LLMClient:
        return self._client

    @client.setter
    def client(self, client: LLMClient) -> None:
        # A service that was stopped (and its client closed) swaps in a new one.
        self._client = client
        self._summaries.client = client

    async def extract(
        self,
        units: Sequence[Unit],
        summaries: PromptSummaries,
        on_attempt: Callable[[], Awaitable[Any] | Any] | None = None,
    ) -> Structured[ExtractionOut]:
        """Raises `LLMOutputError` (permanent) or `LLMError` (the endpoint failed)."""
        messages = extraction_messages(self._prompts, units, summaries)
        reply = await self._client.structured(messages, ExtractionOut, on_attempt=on_attempt)
        return replace(reply, value=settled(reply.value, units, summaries.left_out))

    async def rewrite_summary(
        self, category: str, current: str | None, facts: Sequence[DatedFact], said_at: datetime
    ) -> str | None:
        """A touched category's summary that the extraction call was not shown."""
        return await self._summaries.rewrite(category, current, facts, "add", said_at)


def said_at(units: Sequence[Unit]) -> datetime:
    """When the latest of `units` was said: the reference for their relative dates."""
    return max(u.resource.event_time for u in units)


def settled(out: ExtractionOut, units: Sequence[Unit], left_out: Sequence[str]) -> ExtractionOut:
    """The model's answer with absolute dates, less rewrites of summaries it was not shown."""
    facts = [
        fact.model_copy(
            update={"text": absolute_dates(fact.text, said_at(cited_units(fact.sources, units)))}
        )
        for fact in out.facts
    ]
    hidden = {normal_category(c) for c in left_out}
    summaries = [
        s.model_copy(update={"text": absolute_dates(s.text, said_at(units))})
        for s in out.summaries
        if normal_category(s.category) not in hidden
    ]
    return out.model_copy(update={"facts": facts, "summaries": summaries})

"""Weekly category summaries by the LLM: one call per category (see weekly.py).

The model rewrites a category's summary from its active facts, with the shared
summary prompt (task "rebuild"), so facts archived this week drop out of it. Any failure
returns None and the weekly job keeps an LLM-written summary as it is (or, when there is
none, writes the rule-based list). Each call's tokens are `cost.recorded` events for the
tenant, like the extractor's calls.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from memstream.services.common.memory.costs import CostLedger
from memstream.services.common.memory.summary_llm import (
    DatedFact,
    SummaryRewriter,
    load_summary_prompts,
)
from memstream.services.common.models.llm import LLMClient, LLMError
from memstream.services.common.models.prompts import PromptPair

log = logging.getLogger(__name__)


class SummaryWriter:
    """`llm` reports its usage to `costs` (the client's `on_usage`)."""

    def __init__(self, llm: LLMClient, costs: CostLedger, prompts: PromptPair | None = None):
        self._rewriter = SummaryRewriter(llm, prompts or load_summary_prompts())
        self._costs = costs

    async def __call__(
        self, tenant: str, category: str, current: str | None, facts: Sequence[DatedFact]
    ) -> str | None:
        try:
            with self._costs.tenant(tenant):
                return await self._rewriter.rewrite(category, current, facts, "rebuild")
        except LLMError as exc:
            log.warning(
                "summary by LLM failed",
                extra={"tenant": tenant, "category": category, "error": str(exc)},
            )
            return None
        finally:
            await self._costs.flush()

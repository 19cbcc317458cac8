"""Optional LLM query rewriting: the only LLM call the read path may make
(docs/architecture.md §1, §5.6.1).

A follow-up like "and when did she go there?" says little to a search; rewritten with the
messages before it ("When did Caroline go to the LGBTQ support group?") it finds the
evidence. The call is bounded by its own timeout, skipped for budget-constrained
requests (the pipeline decides), and any failure leaves the deterministic query in place:
a rewrite can only add, never break, a context answer.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from pydantic import BaseModel, Field

from memstream.services.common.models.llm import LLMClient, LLMError
from memstream.services.common.models.prompts import PromptPair
from memstream.services.retriever.query import QueryText

log = logging.getLogger(__name__)

PROMPTS_DIR = Path(__file__).resolve().parent / "prompts"


class RewrittenQuery(BaseModel):
    """What the model returns: one standalone search query (extra keys are ignored: a
    model's chattiness should not cost a retry)."""

    query: str = Field(
        min_length=1,
        max_length=1000,
        description="The latest message as a standalone query, references resolved.",
    )


def load_prompts(directory: Path = PROMPTS_DIR) -> PromptPair:
    return PromptPair.load(directory, "rewrite")


def rewrite_messages(prompts: PromptPair, text: QueryText) -> list[dict[str, str]]:
    earlier = [part.text for part in text.sparse[1:]]
    history = "\n".join(f"- {m}" for m in reversed(earlier)) or "(none)"
    return prompts.messages(history=history, latest=text.latest)


class LLMQueryRewriter:
    """Rewrites a query with one structured call; None when the model fails or is late."""

    def __init__(self, client: LLMClient, timeout_s: float, prompts: PromptPair) -> None:
        self._client = client
        self._timeout_s = timeout_s
        self._prompts = prompts

    async def __call__(self, text: QueryText) -> str | None:
        try:
            async with asyncio.timeout(self._timeout_s):
                messages = rewrite_messages(self._prompts, text)
                result = await self._client.structured(messages, RewrittenQuery)
        except (LLMError, TimeoutError) as exc:
            log.warning("query rewrite failed; deterministic query used", extra={"error": str(exc)})
            return None
        rewritten = " ".join(result.value.query.split())
        return rewritten or None

    async def close(self) -> None:
        await self._client.close()

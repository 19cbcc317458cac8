"""One category summary rewritten by the LLM in a call of its own.

The extractor's extraction call rewrites the summaries it was shown. This call serves the
others: a touched category whose summary did not fit the extraction prompt ("add" the new
facts), and the scheduler's weekly rebuild ("rebuild" from the category's facts still in
use). The prompt lives in `prompts/summary_*.md` beside this module, loaded once at
start-up (`load_summary_prompts`); callers attribute the cost (`costs.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, Field

from memstream.services.common.models.llm import LLMClient
from memstream.services.common.models.prompts import PromptPair
from memstream.services.common.timeparse import absolute_dates

PROMPTS_DIR = Path(__file__).parent / "prompts"

Task = Literal["add", "rebuild"]
TASKS: Final[dict[Task, str]] = {
    "add": "The facts below are new. Return the current summary with them worked in; keep "
    "everything else it says unless a new fact contradicts it.",
    "rebuild": "The facts below are all of this category's facts still in use. Rewrite the "
    "summary from them alone: drop whatever the current summary says that they no longer "
    "support, and keep its wording where it still fits.",
}
MAX_FACTS: Final = 60
MAX_SUMMARY_CHARS: Final = 2000


def load_summary_prompts(directory: Path = PROMPTS_DIR) -> PromptPair:
    return PromptPair.load(directory, "summary")


class SummaryRewrite(BaseModel):
    summary: str = Field(min_length=1, description="The full rewritten summary.")


@dataclass(frozen=True, slots=True)
class DatedFact:
    """A fact as the summary call shows it: its text and when it was recorded."""

    text: str
    at: datetime


def summary_messages(
    prompts: PromptPair,
    category: str,
    current: str | None,
    facts: Sequence[DatedFact],
    task: Task,
) -> list[dict[str, str]]:
    """Facts oldest first (the newer statement wins), at most `MAX_FACTS` of the newest."""
    ordered = sorted(facts, key=lambda f: f.at)[-MAX_FACTS:]
    lines = [
        f"- ({f.at.astimezone(UTC).date().isoformat()}) {' '.join(f.text.split())}" for f in ordered
    ]
    return prompts.messages(
        category=category,
        task=TASKS[task],
        current=(current or "").strip() or "(none yet)",
        facts="\n".join(lines) or "(none)",
    )


class SummaryRewriter:
    """Asks the model for one category's summary; `None` when its answer is unusable."""

    def __init__(self, client: LLMClient, prompts: PromptPair) -> None:
        self.client = client
        self._prompts = prompts

    async def rewrite(
        self,
        category: str,
        current: str | None,
        facts: Sequence[DatedFact],
        task: Task,
        said_at: datetime | None = None,
    ) -> str | None:
        """The new summary, or None for an empty or over-long answer.

        `said_at`, when the new facts were said, resolves any relative date the model
        left in the text. Raises `LLMError` when the endpoint fails; the caller keeps
        what it had.
        """
        messages = summary_messages(self._prompts, category, current, facts, task)
        reply = await self.client.structured(messages, SummaryRewrite)
        text = reply.value.summary.strip()
        if not text or len(text) > MAX_SUMMARY_CHARS:
            return None
        return absolute_dates(text, said_at) if said_at is not None else text

"""The LLM extractor: one structured call per batch of a session's new parts."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from services.common.llm import LLMClient, Structured
from services.common.prompts import PromptPair
from services.extractor.model import ExtractionOut
from services.extractor.prompts import extraction_messages
from services.extractor.summaries import Versioned
from services.extractor.units import Unit


class LLMExtractor:
    name = "llm"

    def __init__(self, client: LLMClient, prompts: PromptPair) -> None:
        # Public: a service that was stopped (and its client closed) swaps in a new one.
        self.client = client
        self._prompts = prompts

    async def extract(
        self,
        units: Sequence[Unit],
        summaries: Sequence[Versioned],
        on_attempt: Callable[[], Awaitable[Any] | Any] | None = None,
    ) -> Structured[ExtractionOut]:
        """Raises `LLMOutputError` (permanent) or `LLMError` (the endpoint failed)."""
        messages = extraction_messages(self._prompts, units, summaries)
        return await self.client.structured(messages, ExtractionOut, on_attempt=on_attempt)

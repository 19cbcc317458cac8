"""Context requests before an agent turn (`mem.context.<tenant>`) and their answer."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field, model_validator

from contracts.common import Identifier, Message, UtcDatetime
from contracts.items import MemoryKind

ItemKind = Literal[MemoryKind, "episode", "summary"]
TrustTag = Literal["uncertain", "stale", "conflict"]
Tier = Literal["summaries", "hybrid", "empty"]
Intent = Literal["why", "when", "who", "what", "general"]


class ChatMessage(Message):
    """One recent message of the conversation the context is for."""

    role: Literal["user", "assistant", "system", "tool"] = Field(description="Who wrote it.")
    content: str = Field(max_length=20_000, description="Message text.")


class ContextFilters(Message):
    """Optional narrowing of what may be returned."""

    kinds: list[ItemKind] = Field(default_factory=list, description="Only these kinds.")
    after: UtcDatetime | None = Field(default=None, description="event_time on or after.")
    before: UtcDatetime | None = Field(default=None, description="event_time before.")
    tags: list[str] = Field(default_factory=list, description="Any of these tags.")
    entities: list[str] = Field(default_factory=list, description="Any of these entity names.")


class ContextRequest(Message):
    """Ask for the memories relevant to the next agent turn."""

    query: str | None = Field(default=None, max_length=20_000, description="Explicit query.")
    messages: list[ChatMessage] = Field(
        default_factory=list, max_length=5, description="Up to the last 5 messages."
    )
    session_id: Identifier | None = Field(default=None, description="Current session.")
    project_id: Identifier | None = Field(
        default=None, description="Current project: user-scoped + this project's memories."
    )
    limit: int = Field(default=10, ge=1, le=10, description="Most memories to return.")
    token_budget: int | None = Field(
        default=None, gt=0, description="Most tokens the inject block may take."
    )
    filters: ContextFilters = Field(default_factory=ContextFilters, description="Filters.")
    budget_constrained: bool = Field(
        default=False, description="Cap at 5 and skip the costly steps."
    )
    now: UtcDatetime | None = Field(
        default=None, description="Reference time for 'yesterday', 'last week'; default now."
    )

    @model_validator(mode="after")
    def _has_query(self) -> ContextRequest:
        if not (self.query and self.query.strip()) and not any(
            m.content.strip() for m in self.messages
        ):
            raise ValueError("give a query or at least one non-empty message")
        return self


class ContextItem(Message):
    """One memory in the answer."""

    id: str = Field(description="Item, episode or summary id.")
    kind: ItemKind = Field(description="What it is.")
    text: str = Field(
        description="The memory text. An episode shows its turn with the neighbouring turns "
        "of its session, one 'speaker: text' line each, in conversation order."
    )
    score: float = Field(description="Final ranking score.")
    confidence: float = Field(description="Confidence 0..1.")
    age_days: float = Field(
        description="Days since the memory's event time (its creation when it has none)."
    )
    category: str | None = Field(default=None, description="Category, when known.")
    trust: list[TrustTag] = Field(default_factory=list, description="Trust tags.")
    event_time: datetime | None = Field(default=None, description="When it happened.")
    session_id: str | None = Field(default=None, description="Session it came from.")
    speaker: str | None = Field(default=None, description="Who said it, for episodes.")
    source_resource_ids: list[str] = Field(
        default_factory=list,
        description="Resources the item shows (episodes) or was extracted from; at most 3.",
    )
    source_external_ids: list[str] = Field(
        default_factory=list, description="Caller ids of those resources, in the same order."
    )


class ContextResponse(Message):
    """The inject block and the structured items behind it."""

    type: Literal["context"] = Field(default="context", description="Reply discriminator.")
    inject: str = Field(description="Block to put in the prompt, one line per memory.")
    items: list[ContextItem] = Field(default_factory=list, description="Memories, best first.")
    tier: Tier = Field(description="Which retrieval tier answered.")
    intent: Intent = Field(default="general", description="Detected question intent.")
    latency_ms: float = Field(description="Time spent in the retriever.")
    cost: float = Field(default=0.0, description="Cost units spent (embed calls, LLM tokens).")
    degraded: list[str] = Field(
        default_factory=list, description="Parts that were skipped, e.g. ['dense']."
    )

"""Context requests before an agent turn (`mem.context.<tenant>`) and their answer."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, model_validator

from memstream.contracts.common import Identifier, Message, UtcDatetime
from memstream.contracts.keys import Domain
from memstream.contracts.vocabulary import ItemKind as ItemKind
from memstream.contracts.watermark import AfterSeqs

TrustTag = Literal["uncertain", "stale", "conflict", "superseded"]
Tier = Literal["summaries", "hybrid", "empty"]
Intent = Literal["why", "when", "who", "what", "general"]


class ChatMessage(Message):
    """One recent message of the conversation the context is for."""

    role: Literal["user", "assistant", "system", "tool"] = Field(description="Who wrote it.")
    content: str = Field(max_length=20_000, description="Message text.")


# Every candidate of a search is matched against every name, on the retriever's event loop:
# unbounded, one request of 95,000 names held the process for 1-2 s.
MAX_FILTER_NAMES = 64
FilterName = Annotated[str, Field(max_length=200)]


class ContextFilters(Message):
    """Optional narrowing of what may be returned."""

    kinds: list[ItemKind] = Field(default_factory=list, description="Only these kinds.")
    after: UtcDatetime | None = Field(default=None, description="event_time on or after.")
    before: UtcDatetime | None = Field(default=None, description="event_time before.")
    tags: list[FilterName] = Field(
        default_factory=list, max_length=MAX_FILTER_NAMES, description="Any of these tags."
    )
    entities: list[FilterName] = Field(
        default_factory=list,
        max_length=MAX_FILTER_NAMES,
        description="Any of these entity names.",
    )


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
    domain: Domain | None = Field(
        default=None,
        description="The asker's domain, for a tenant's shared space: memories tagged with "
        "another domain are scored × the retriever's off_domain_factor (never dropped); "
        "untagged memories are not. None: no domain preference.",
    )
    after_seqs: AfterSeqs = Field(
        default_factory=list,
        description="Read-your-writes: RESOURCES sequences the answer must reflect "
        "(TurnAck.resource_seqs). The retriever first waits, bounded, until the episode "
        "indexer has passed the highest of them; if it has not in time the answer says "
        "degraded=['stale']. A sequence past the end of RESOURCES is refused.",
    )
    after_timeout_s: float | None = Field(
        default=None,
        gt=0,
        le=60,
        description="Longest wait for after_seqs, in seconds; keep it below the request's own "
        "timeout (the SDK uses half of it). The retriever's setting caps it.",
    )

    @model_validator(mode="after")
    def _has_query(self) -> ContextRequest:
        if not (self.query and self.query.strip()) and not any(
            m.content.strip() for m in self.messages
        ):
            raise ValueError("give a query or at least one non-empty message")
        return self


class ScoreExplain(Message):
    """Why a memory scored what it did: each branch's evidence and every factor applied.

    `score = min(1, relevance × decay × confidence × priority × sentiment × domain)`, where
    `relevance` is the fused evidence squashed to (0, 1) and blended with `graph` when the
    graph knows the memory.
    """

    dense: float | None = Field(
        default=None, description="Dense (cosine) similarity, raw; None when not searched."
    )
    sparse: float | None = Field(
        default=None, description="BM25 score, raw; None when the keyword branch missed it."
    )
    dense_z: float | None = Field(
        default=None, description="Dense evidence against its candidate list, bounded z."
    )
    sparse_z: float | None = Field(
        default=None, description="Keyword evidence against its candidate list, bounded z."
    )
    speaker: float = Field(default=0.0, description="Bonus: the question names its speaker.")
    time: float = Field(default=0.0, description="Bonus: inside the question's time window.")
    when: float = Field(default=0.0, description="Bonus: mentions a time, for when-questions.")
    liking: float = Field(
        default=0.0, description="Bonus: a stated liking, for a question of tastes."
    )
    request: float = Field(
        default=0.0, description="Penalty: the turn asks a question rather than states."
    )
    reply: float = Field(
        default=0.0,
        description="Penalty: an agent's reply, for a question the asker asks about themself.",
    )
    others: float = Field(
        default=0.0,
        description="Penalty: the memory speaks of someone in the asker's life (\"my "
        "neighbour's cat\"), for a question the asker asks about themself.",
    )
    slight: float = Field(
        default=0.0,
        description="Penalty: a turn of three words or fewer that names nothing (\"ugh "
        "mondays\").",
    )
    amount: float = Field(
        default=0.0,
        description="Penalty: the memory names no number, for a question that asks for an "
        "amount (\"what's my current dose?\").",
    )
    neighbours: float = Field(
        default=0.0, description="Share of the neighbouring turns' evidence added."
    )
    graph: float | None = Field(
        default=None, description="Graph proximity to the question's entities, when known."
    )
    relevance: float = Field(description="Fused evidence squashed to (0, 1), graph blended.")
    decay: float = Field(default=1.0, description="exp(-k × age) for memories that decay.")
    confidence: float = Field(default=1.0, description="The memory's confidence factor.")
    priority: float = Field(default=1.0, description="Retrieval priority (echo/fizzle).")
    sentiment: float = Field(default=1.0, description="Sentiment match factor.")
    domain: float = Field(
        default=1.0,
        description="Off-domain factor: the retriever's off_domain_factor when the request "
        "names a domain and the memory is tagged with another, else 1.",
    )
    updates: str | None = Field(
        default=None,
        description="Id of an earlier memory on the same subject this later one was ranked "
        "ahead of (and whose score it took): the later statement is the current one.",
    )


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
    domain: str | None = Field(
        default=None, description="Domain the memory was written under (shared space)."
    )
    source_resource_ids: list[str] = Field(
        default_factory=list,
        description="Resources the item shows (episodes) or was extracted from; at most 3.",
    )
    source_external_ids: list[str] = Field(
        default_factory=list, description="Caller ids of those resources, in the same order."
    )
    explain: ScoreExplain | None = Field(
        default=None, description="The score's components: why this memory was chosen."
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
        default_factory=list,
        description="Parts that were skipped, e.g. ['dense']; 'stale' when the writes named "
        "in after_seqs were not indexed in time.",
    )
    waited_ms: float = Field(
        default=0.0,
        description="Time spent waiting for after_seqs before retrieving (not in latency_ms).",
    )

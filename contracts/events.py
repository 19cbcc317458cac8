"""Envelope of every message on the EVENTS stream."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from pydantic import Field

from memstream.contracts.common import Identifier, Message, UtcDatetime, utc_now
from memstream.contracts.vocabulary import ItemKind

EventType = Literal[
    "item.stored",
    "item.merged",
    "item.rejected",
    "item.superseded",
    "item.updated",
    "entity.linked",
    "context.served",
    "feedback.received",
    "job.completed",
    "cost.recorded",
    "resource.indexed",
]


class EventEnvelope(Message):
    """A domain event: what happened, to which tenant, when, and by whom."""

    event_id: str = Field(
        default_factory=lambda: str(uuid.uuid4()),
        description="Unique id; also the `Nats-Msg-Id`, so a re-published event is dropped.",
    )
    type: EventType = Field(description="Event type.")
    tenant_id: Identifier = Field(description="Tenant the event concerns.")
    source: str = Field(description="Service that emitted the event.")
    occurred_at: UtcDatetime = Field(default_factory=utc_now, description="When it happened.")
    payload: dict[str, Any] = Field(default_factory=dict, description="Type-specific data.")


# --- typed payloads ------------------------------------------------------------------
# `EventEnvelope.payload` holds one of these, by `type`; producers build the model and put
# `model_dump(mode="json")` in the envelope, consumers validate with `PAYLOADS[type]`.


class EntityRef(Message):
    """An entity as the extractor saw it."""

    name: str = Field(description="Surface name as mentioned.")
    type: str = Field(default="other", description="person | place | org | product | other …")
    aliases: list[str] = Field(default_factory=list, description="Other names for it.")
    entity_id: str | None = Field(
        default=None,
        description="Deterministic id (uuid5 of tenant + lower-cased name) the item's "
        "`entity_ids` payload uses; consumers may resolve further.",
    )


class ItemSnapshot(Message):
    """The state of a memory item after a change: what the graph and analytics need."""

    item_id: str = Field(description="Item id (uuid5 of tenant + normalised text).")
    text: str = Field(description="Item text.")
    kind: str = Field(description="fact | preference | procedure | insight | lesson.")
    category: str = Field(default="general", description="Normalised category.")
    tags: list[str] = Field(default_factory=list, description="Tags.")
    entities: list[EntityRef] = Field(default_factory=list, description="Entities mentioned.")
    strength: str = Field(default="explicit", description="explicit | implied | inferred.")
    sentiment: str = Field(default="neutral", description="Sentiment tag.")
    confidence: float = Field(description="Confidence after the change.")
    status: str = Field(default="active", description="Status after the change.")
    agent_id: str | None = Field(default=None, description="Agent that produced the source.")
    project_id: str | None = Field(default=None, description="Project scope or null.")
    session_id: str | None = Field(default=None, description="Session of the first source.")
    source_resource_ids: list[str] = Field(default_factory=list, description="Evidence.")
    source_external_ids: list[str] = Field(default_factory=list, description="Caller ids.")
    event_time: UtcDatetime | None = Field(default=None, description="When it happened.")


class ItemStored(Message):
    item: ItemSnapshot = Field(description="The new item.")


class ItemMerged(Message):
    item: ItemSnapshot = Field(description="The surviving item after the merge.")
    merged_text: str = Field(description="The duplicate's wording that was folded in.")
    similarity: float = Field(description="Cosine similarity that triggered the merge.")
    confidence_before: float = Field(description="Confidence before the merge.")
    confirmation: bool = Field(description="True when the duplicate came from another source.")


class ItemRejected(Message):
    text: str = Field(description="The candidate fact that was refused.")
    reason: str = Field(description="opinion | chatter | transcript_echo | conflict | …")
    detail: str = Field(default="", description="Human-readable explanation.")
    source_resource_ids: list[str] = Field(default_factory=list, description="Evidence.")
    session_id: str | None = Field(default=None, description="Session of the source.")


class ItemSuperseded(Message):
    old_item_id: str = Field(description="Item that lost.")
    new_item_id: str = Field(description="Item that supersedes it.")
    valid_until: UtcDatetime = Field(
        description="When the old item stopped being true; for `contradicts`, when it was "
        "contested (it stays active)."
    )
    relation: str = Field(default="supersedes", description="supersedes | contradicts.")
    confidence_after: float = Field(description="Old item's confidence after the penalty.")


class ItemUpdated(Message):
    item_id: str = Field(description="Item changed.")
    changes: dict[str, Any] = Field(description="Field → new value.")
    reason: str = Field(description="decay | access | echo | fizzle | confirm | archive | …")


class ContextServed(Message):
    tier: str = Field(description="summaries | hybrid | empty.")
    item_ids: list[str] = Field(description="Ids served, best first.")
    scores: list[float] = Field(description="Scores, parallel to item_ids.")
    latency_ms: float = Field(description="Retriever latency.")
    cost: float = Field(default=0.0, description="Cost units.")
    session_id: str | None = Field(default=None, description="Session asked for.")
    degraded: list[str] = Field(default_factory=list, description="Skipped parts.")
    kinds: list[ItemKind] = Field(
        default_factory=list,
        description="Kind of each id, parallel to item_ids (episode, summary or an item kind); "
        "empty in events written before kinds were recorded.",
    )
    origin: Literal["context", "search"] = Field(
        default="context",
        description="What was served: a context block (mem.context) or a deeper ranking "
        "(mem.search, e.g. the search_memory tool).",
    )


class CostRecorded(Message):
    service: str = Field(description="Service that spent it.")
    kind: str = Field(description="llm | embedding | query.")
    model: str = Field(default="", description="Model used.")
    prompt_tokens: int = Field(
        default=0, description="Prompt tokens (embedding: the tokens the model embedded)."
    )
    completion_tokens: int = Field(default=0, description="Completion tokens.")
    units: float = Field(default=0.0, description="Cost units, for budgets.")
    calls: int = Field(
        default=1,
        ge=0,
        description="Calls the record covers: one LLM call, or the embedding calls of a "
        "short window (the embedder sums them per tenant).",
    )


class JobCompleted(Message):
    job: str = Field(description="Job name.")
    started_at: UtcDatetime = Field(description="Start.")
    finished_at: UtcDatetime = Field(description="End.")
    counts: dict[str, int] = Field(default_factory=dict, description="What the job did.")


PAYLOADS: dict[str, type[Message]] = {
    "item.stored": ItemStored,
    "item.merged": ItemMerged,
    "item.rejected": ItemRejected,
    "item.superseded": ItemSuperseded,
    "item.updated": ItemUpdated,
    "context.served": ContextServed,
    "cost.recorded": CostRecorded,
    "job.completed": JobCompleted,
}

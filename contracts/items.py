"""A memory item: the payload of one point in the `items` collection
(docs/architecture.md §13.1, §4.1).

Every writer builds items as `MemoryItem` and stores `to_payload()`; every reader outside
the read path turns a stored payload back into one with `from_payload()`. Key names are
the ones stored since the first release, so existing points stay readable, and times are
epoch seconds (UTC) as in every collection.

Most fields are written on every item ("core"). The rest are written only by the job or
the kind they belong to (a lesson's key, an insight's sources, the decay bookkeeping) and
are left out of the payload while they are unset (None).

An item's id is `item_id(tenant, text, kind)`: uuid5 of the tenant and the normalised text,
so the same wording stored twice is one point.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, Final, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from memstream.contracts.events import EntityRef, ItemSnapshot
from memstream.contracts.ids import normalise_text, point_id
from memstream.contracts.vocabulary import ExtractedKind as ExtractedKind
from memstream.contracts.vocabulary import ExtractorName as ExtractorName
from memstream.contracts.vocabulary import InsightMethod as InsightMethod
from memstream.contracts.vocabulary import ItemStatus as ItemStatus
from memstream.contracts.vocabulary import MemoryKind as MemoryKind
from memstream.contracts.vocabulary import Sentiment as Sentiment
from memstream.contracts.vocabulary import Strength as Strength

EXTRACTED_KINDS: Final[tuple[ExtractedKind, ...]] = get_args(ExtractedKind)
MEMORY_KINDS: Final[tuple[MemoryKind, ...]] = get_args(MemoryKind)
GENERAL: Final = "general"

# Lessons and insights get an id namespace of their own: a lesson or an insight worded
# like a fact must not overwrite the fact (an insight's wording is often its central
# fact's). Extracted kinds share one namespace, the one stored before kinds had any: the
# same wording is one claim whether it was read as a fact or as a preference.
_ID_NAMESPACES: Final[dict[str, tuple[str, ...]]] = {
    "lesson": ("lesson",),
    "insight": ("insight",),
}


def item_id(tenant_id: str, text: str, kind: MemoryKind) -> str:
    """The id of an item: uuid5(tenant, normalised text), lessons and insights apart."""
    return point_id(tenant_id, *_ID_NAMESPACES.get(kind, ()), normalise_text(text))


def entity_id(tenant_id: str, name: str) -> str:
    """Deterministic id of an entity an item mentions (its `entity_ids`): case and
    spacing of the name do not matter."""
    return point_id(tenant_id, "entity", " ".join(name.lower().split()))


class ItemPayloadError(ValueError):
    """A stored payload that is not a readable memory item (wrong types, no text, …).

    Deliberately not a pydantic ValidationError: request handlers answer those as the
    caller's bad input, and a broken stored point is not the caller's fault."""


class MemoryItem(BaseModel):
    """One memory item as stored in the `items` collection."""

    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")

    # --- who and where --------------------------------------------------------------
    tenant_id: str = Field(description="Tenant the item belongs to (the tenant index).")
    agent_id: str | None = Field(default=None, description="Agent whose turn it came from.")
    project_id: str | None = Field(
        default=None, description="Project scope; null means user scope (every project)."
    )
    domain: str | None = Field(default=None, description="Caller-supplied domain, if any.")
    session_id: str | None = Field(default=None, description="Session of the first source.")

    # --- what -----------------------------------------------------------------------
    kind: MemoryKind = Field(default="fact", description="What sort of memory it is.")
    text: str = Field(description="The memory, one sentence as stored (see clean_text).")
    category: str = Field(default=GENERAL, description="Normalised category (TTLs key on it).")
    tags: list[str] = Field(default_factory=list, description="Lower-case tags.")
    entity_ids: list[str] = Field(
        default_factory=list, description="Ids of the entities mentioned (see entity_id)."
    )
    entities: list[EntityRef] = Field(
        default_factory=list, description="The entities mentioned, as the writer saw them."
    )
    strength: Strength = Field(default="explicit", description="How directly it was stated.")
    sentiment: Sentiment = Field(default="neutral", description="Sentiment it was said with.")

    # --- scores ---------------------------------------------------------------------
    confidence: float = Field(default=0.0, description="Confidence 0..1 after decay.")
    retrieval_priority: float = Field(
        default=1.0, description="Ranking multiplier; echo raises it, fizzle lowers it."
    )
    fact_score: float | None = Field(
        default=None, description="Extractor's fact-vs-opinion score; null when not extracted."
    )
    usefulness: float | None = Field(
        default=None, description="Extractor's usefulness score; null when not extracted."
    )

    # --- lifecycle (times in epoch seconds, UTC) ------------------------------------
    status: ItemStatus = Field(default="active", description="Lifecycle status.")
    created_at: float | None = Field(default=None, description="When it was first stored.")
    updated_at: float | None = Field(default=None, description="Last write by the write path.")
    event_time: float | None = Field(
        default=None, description="When what it says happened (latest source's time)."
    )
    valid_until: float | None = Field(
        default=None, description="When it stopped being true (superseded), or null."
    )
    last_accessed: float | None = Field(
        default=None, description="Last time it was served or echoed, or null."
    )
    access_count: int = Field(
        default=0, description="Times it was served in a context or search, or echoed."
    )
    accessed_seq: int | None = Field(
        default=None,
        description="EVENTS sequence of the last context.served counted (redelivery guard).",
    )
    last_confirmed_at: float | None = Field(
        default=None, description="When another source or the agent last confirmed it."
    )
    decay_rate: float = Field(default=0.0, description="Ebbinghaus rate; 0 never decays.")
    protected: bool = Field(
        default=False, description="Confirmed by the user: never decays, merges or archives."
    )

    # --- provenance -----------------------------------------------------------------
    source_resource_ids: list[str] = Field(
        default_factory=list, description="Resources it was extracted from (evidence)."
    )
    source_external_ids: list[str] = Field(
        default_factory=list, description="Caller ids of those resources."
    )
    source_session_ids: list[str] = Field(
        default_factory=list, description="Sessions that stated it (independent sources)."
    )
    extractor: ExtractorName | None = Field(default=None, description="Writer that made it.")
    embedding_model: str | None = Field(
        default=None, description="Model of the stored dense vector (re-embed when stale)."
    )

    # --- links to other items -------------------------------------------------------
    supersedes: str | None = Field(default=None, description="Item this one replaced.")
    contradicts: list[str] = Field(
        default_factory=list, description="Items this one contradicted when stored."
    )
    contradicted_by: list[str] = Field(
        default_factory=list,
        description="Newer items that contradicted this one (their effect is applied once).",
    )
    confirmations: int = Field(default=0, description="Confirmations from other sources.")
    contradictions: int = Field(default=0, description="Contradictions received.")

    # --- written only when set ------------------------------------------------------
    superseded_by: str | None = Field(default=None, description="Item that replaced it.")
    merged_from: list[str] | None = Field(
        default=None, description="Items the nightly merge folded into it."
    )
    lesson_pattern: str | None = Field(
        default=None, description="Lessons: the correction pattern (prefer, dont, meant, …)."
    )
    lesson_key: str | None = Field(
        default=None, description="Lessons: competing key; a newer lesson with it wins."
    )
    insight_method: InsightMethod | None = Field(
        default=None, description="Insights: how the text was made."
    )
    insight_model: str | None = Field(default=None, description="Insights: LLM that wrote it.")
    derived_from: list[str] | None = Field(
        default=None, description="Insights: the archived items it summarises."
    )
    insight_id: str | None = Field(
        default=None, description="Archived items: the insight they went into (done mark)."
    )
    archived_at: float | None = Field(default=None, description="When it was archived.")
    cold_at: float | None = Field(default=None, description="When it went to cold storage.")
    restored_at: float | None = Field(default=None, description="When it was last restored.")
    boosted_slot: str | None = Field(
        default=None, description="Nightly slot that gave it the new-item boost (once)."
    )
    decay_base: float | None = Field(
        default=None, description="Decay: confidence the write path last gave it."
    )
    decay_base_at: float | None = Field(default=None, description="Decay: when that base held.")
    decay_written: float | None = Field(
        default=None, description="Decay: the confidence the nightly job last wrote."
    )
    decay_announced: float | None = Field(
        default=None, description="Decay: the confidence last announced on EVENTS."
    )

    @classmethod
    def from_payload(cls, payload: Mapping[str, Any]) -> MemoryItem:
        """The item a stored payload holds.

        Lenient with older points: missing keys take their defaults, a null where the
        field cannot be null counts as missing, and keys that are not item fields (the
        store's own `id`, anything newer) are ignored. Values of the wrong type are not
        coerced: they raise `ItemPayloadError`."""
        data = {
            k: v for k, v in payload.items() if k in _FIELDS and (v is not None or k in _NULLABLE)
        }
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise ItemPayloadError(f"not a memory item payload: {exc}") from exc

    def to_payload(self) -> dict[str, Any]:
        """What goes into Qdrant: every core field, and the optional ones that are set."""
        data = self.model_dump()
        for name in OPTIONAL_FIELDS:
            if data[name] is None:
                del data[name]
        return data

    def with_changes(self, **changes: Any) -> MemoryItem:
        """A copy with `changes` applied, validated like a new item (model_copy is not)."""
        return type(self).model_validate({**self.model_dump(), **changes})

    def snapshot(self, item_id_: str) -> ItemSnapshot:
        """The item as item.* events carry it: what the graph and analytics need."""
        return ItemSnapshot(
            item_id=item_id_,
            text=self.text,
            kind=self.kind,
            category=self.category,
            tags=list(self.tags),
            entities=[e.model_copy() for e in self.entities],
            strength=self.strength,
            sentiment=self.sentiment,
            confidence=self.confidence,
            status=self.status,
            agent_id=self.agent_id,
            project_id=self.project_id,
            session_id=self.session_id,
            source_resource_ids=list(self.source_resource_ids),
            source_external_ids=list(self.source_external_ids),
            event_time=None
            if self.event_time is None
            else datetime.fromtimestamp(self.event_time, UTC),
        )


_FIELDS: Final = frozenset(MemoryItem.model_fields)
_NULLABLE: Final = frozenset(
    name for name, f in MemoryItem.model_fields.items() if type(None) in get_args(f.annotation)
)
# Left out of the payload while None (see the module docstring); all nullable.
OPTIONAL_FIELDS: Final[tuple[str, ...]] = (
    "accessed_seq",
    "last_confirmed_at",
    "superseded_by",
    "merged_from",
    "lesson_pattern",
    "lesson_key",
    "insight_method",
    "insight_model",
    "derived_from",
    "insight_id",
    "archived_at",
    "cold_at",
    "restored_at",
    "boosted_slot",
    "decay_base",
    "decay_base_at",
    "decay_written",
    "decay_announced",
)

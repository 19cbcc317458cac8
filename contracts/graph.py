"""Graph queries (`mem.graph.<partition>.query`) and the tenant → partition rule.

Graph requests come from memstream.services (retriever, tools, scheduler), never from agents, so the
tenant travels in the body; the graph owner refuses a tenant that does not hash to the
partition it was asked on, and every query is filtered by that tenant.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field

from memstream.contracts.common import Identifier, Message

_FNV_OFFSET = 0x811C9DC5
_FNV_PRIME = 0x01000193


def partition_of(tenant_id: str, partitions: int) -> int:
    """The graph partition of a tenant: FNV-1a 32 of its id, modulo `partitions`.

    This is bit for bit what nats-server computes for the subject-transform function
    `{{partition(P,1)}}` over a tenant token, so the rule can move server-side unchanged.
    """
    if partitions < 1:
        raise ValueError("partitions must be at least 1")
    h = _FNV_OFFSET
    for byte in tenant_id.encode():
        h = ((h ^ byte) * _FNV_PRIME) & 0xFFFFFFFF
    return h % partitions


# --- requests ------------------------------------------------------------------------


class _Query(Message):
    tenant_id: Identifier = Field(description="Tenant the query is about.")


class NeighbourhoodQuery(_Query):
    """Items linked to the query's entities (and seed items) within 1–2 hops."""

    op: Literal["neighbourhood"] = "neighbourhood"
    entities: list[str] = Field(
        default_factory=list, max_length=32, description="Entity names or aliases."
    )
    item_ids: list[str] = Field(
        default_factory=list, max_length=64, description="Seed items, e.g. semantic hits."
    )
    hops: int = Field(
        default=2, ge=1, le=2, description="1: direct mentions; 2: via co-occurrence."
    )
    limit: int = Field(default=50, ge=1, le=500, description="Most items to return.")
    statuses: list[str] = Field(
        default_factory=lambda: ["active"], description="Item statuses to return."
    )


class TimelineQuery(_Query):
    """The temporal chain of a session around a resource (or an item's first source)."""

    op: Literal["timeline"] = "timeline"
    resource_id: str | None = Field(default=None, description="Centre resource.")
    item_id: str | None = Field(default=None, description="Or: the item whose source centres.")
    before: int = Field(default=5, ge=0, le=100, description="Resources before the centre.")
    after: int = Field(default=5, ge=0, le=100, description="Resources after the centre.")


class CausalQuery(_Query):
    """Causes and/or effects of an item along causal edges."""

    op: Literal["causal"] = "causal"
    item_id: str = Field(description="Start item.")
    direction: Literal["causes", "effects", "both"] = Field(default="both")
    depth: int = Field(default=3, ge=1, le=4, description="Most edges walked.")


class SupersedesQuery(_Query):
    """Every version of an item: what it replaced and what replaced it."""

    op: Literal["supersedes"] = "supersedes"
    item_id: str = Field(description="Any item of the chain.")


class CountsQuery(_Query):
    """Items by kind and status, edges by type, entities, orphans, jobs, storage."""

    op: Literal["counts"] = "counts"


class EntityQuery(_Query):
    """An entity's profile: summary, aliases, facts and timeline."""

    op: Literal["entity"] = "entity"
    name: str = Field(min_length=1, max_length=256, description="Canonical name or alias.")
    limit: int = Field(default=20, ge=1, le=200, description="Most facts to return.")


class ExplainQuery(_Query):
    """Provenance of an item: its sources, its supersedes chain and its entities."""

    op: Literal["explain"] = "explain"
    item_id: str = Field(description="Item to explain.")


class WeakQuery(_Query):
    """Active items with the lowest confidence: the next to be pruned."""

    op: Literal["weak"] = "weak"
    limit: int = Field(default=10, ge=1, le=100, description="Most items to return.")


class ItemsQuery(_Query):
    """The graph's mirror rows of some items (ownership checks, details)."""

    op: Literal["items"] = "items"
    item_ids: list[str] = Field(min_length=1, max_length=200, description="Item ids.")


GraphQuery = Annotated[
    NeighbourhoodQuery
    | TimelineQuery
    | CausalQuery
    | SupersedesQuery
    | CountsQuery
    | EntityQuery
    | ExplainQuery
    | WeakQuery
    | ItemsQuery,
    Field(discriminator="op"),
]


class GraphRequest(Message):
    """Envelope of every graph query."""

    query: GraphQuery = Field(description="The query, told apart by `op`.")


# --- replies -------------------------------------------------------------------------


class ItemRow(Message):
    """The graph's mirror of an item."""

    item_id: str
    text: str
    kind: str
    category: str
    tags: list[str] = Field(default_factory=list)
    status: str
    confidence: float
    protected: bool = False
    decay_rate: float | None = None
    session_id: str | None = None
    source_resource_ids: list[str] = Field(default_factory=list)
    supersedes: str | None = None
    superseded_by: str | None = None
    event_time: datetime | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    valid_until: datetime | None = None


class EntityRow(Message):
    entity_id: str
    canonical_name: str
    type: str
    aliases: list[str] = Field(default_factory=list)
    summary: str | None = None
    mention_count: int = 0
    protected: bool = False
    first_seen: datetime | None = None
    last_seen: datetime | None = None


class ItemProximity(Message):
    item_id: str = Field(description="Item id.")
    proximity: float = Field(ge=0.0, le=1.0, description="Graph proximity, 1 = direct mention.")
    hops: int = Field(description="Edges between the query and the item.")
    via: list[str] = Field(default_factory=list, description="Entity ids that linked it.")


class NeighbourhoodResult(Message):
    type: Literal["neighbourhood"] = "neighbourhood"
    entities: list[EntityRow] = Field(default_factory=list, description="Resolved entities.")
    unresolved: list[str] = Field(default_factory=list, description="Names with no entity.")
    items: list[ItemProximity] = Field(default_factory=list, description="Best first.")


class ResourceRow(Message):
    resource_id: str
    session_id: str
    turn_number: int
    part_index: int
    first_seen: datetime | None = None
    item_ids: list[str] = Field(default_factory=list, description="Items derived from it.")


class TimelineResult(Message):
    type: Literal["timeline"] = "timeline"
    session_id: str | None = None
    centre: str | None = None
    resources: list[ResourceRow] = Field(default_factory=list, description="In session order.")


class ChainResult(Message):
    type: Literal["chain"] = "chain"
    items: list[ItemRow] = Field(default_factory=list, description="Chain members, oldest first.")
    edges: list[tuple[str, str, str]] = Field(
        default_factory=list, description="(type, src, dst) of every walked edge."
    )


class JobRunRow(Message):
    job: str
    started_at: datetime
    finished_at: datetime
    counts: dict[str, int] = Field(default_factory=dict)


class CountsResult(Message):
    type: Literal["counts"] = "counts"
    items_by_kind: dict[str, int] = Field(default_factory=dict)
    items_by_status: dict[str, int] = Field(default_factory=dict)
    edges_by_type: dict[str, int] = Field(default_factory=dict)
    entities: int = 0
    protected_entities: int = 0
    orphan_items: int = Field(default=0, description="Active items with no edge at all.")
    avg_edges_per_item: float = 0.0
    sessions_seen: list[str] = Field(
        default_factory=list, description="Sessions with an extraction outcome (item or gate)."
    )
    last_job_runs: list[JobRunRow] = Field(default_factory=list)
    storage_bytes: int = Field(default=0, description="Size of the partition file (all tenants).")
    applied_seq: int = Field(default=0, description="Last EVENTS sequence projected.")


class EntityInfoResult(Message):
    type: Literal["entity"] = "entity"
    found: bool
    entity: EntityRow | None = None
    facts: list[ItemRow] = Field(default_factory=list, description="Newest first.")
    related: list[EntityRow] = Field(default_factory=list, description="Co-occurring entities.")
    timeline: list[ResourceRow] = Field(default_factory=list, description="Oldest first.")


class ExplainResult(Message):
    type: Literal["explain"] = "explain"
    found: bool
    item: ItemRow | None = None
    sources: list[ResourceRow] = Field(default_factory=list)
    chain: list[ItemRow] = Field(default_factory=list, description="Supersedes chain.")
    entities: list[EntityRow] = Field(default_factory=list)


class ItemsResult(Message):
    type: Literal["items"] = "items"
    items: list[ItemRow] = Field(default_factory=list)


GraphResult = Annotated[
    NeighbourhoodResult
    | TimelineResult
    | ChainResult
    | CountsResult
    | EntityInfoResult
    | ExplainResult
    | ItemsResult,
    Field(discriminator="type"),
]


class GraphReply(Message):
    """Reply to a `GraphRequest`."""

    type: Literal["graph"] = Field(default="graph", description="Reply discriminator.")
    partition: int = Field(description="Partition that answered.")
    result: GraphResult = Field(description="The answer, told apart by its `type`.")
    elapsed_ms: float = Field(default=0.0, description="Time spent in the query.")

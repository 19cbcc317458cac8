"""A batch's pending changes, read through the partition's committed in-memory state.

While a batch is interpreted nothing is written: every item, entity, alias, resource and
edge it touches collects here, keyed by (tenant, id). A lookup sees the batch's own
changes first and then what earlier batches committed (`state.py`), through one helper;
a committed item or entity the batch changes is copied in on first read, so a batch
that fails leaves the committed state as it was. The `add_…` helpers record a resource,
edge or co-occurrence once per batch.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

from memstream.services.graph.entities import EntityState, Vector
from memstream.services.graph.state import ItemState, PartitionState, ResourceKey

EdgeKey = tuple[str, str, str, str]  # (tenant, type, src, dst)
Resource = tuple[str, int, int, datetime | None]  # (session, turn, part, first seen)

_V = TypeVar("_V")


def parse_resource_id(resource_id: str) -> tuple[str, int, int] | None:
    """(session, turn, part) of `<tenant>:<session>:<turn>:<part>`, or None."""
    parts = resource_id.split(":")
    if len(parts) != 4:
        return None
    try:
        return parts[1], int(parts[2]), int(parts[3])
    except ValueError:
        return None


@dataclass(slots=True)
class Cooc:
    weight: float
    valid_from: datetime | None


@dataclass(slots=True)
class ItemChange:
    """An item as this batch leaves it: its state, and the row columns the batch set."""

    state: ItemState
    new: bool
    row: dict[str, Any]


def _adopt_item(committed: ItemState) -> ItemChange:
    return ItemChange(committed.copy(), False, {})


def _adopt_entity(committed: EntityState) -> EntityState:
    return committed.copy()


@dataclass(slots=True)
class BatchChanges:
    """A batch's changes, on top of the committed state (`base`) they are read through."""

    base: PartitionState
    items: dict[tuple[str, str], ItemChange] = field(default_factory=dict)
    entities: dict[tuple[str, str], EntityState] = field(default_factory=dict)
    new_entities: set[tuple[str, str]] = field(default_factory=set)
    aliases: dict[tuple[str, str], str] = field(default_factory=dict)
    vectors: list[tuple[str, str, Vector]] = field(default_factory=list)
    links: list[tuple[str, str, str]] = field(default_factory=list)
    resources: dict[tuple[str, str], Resource] = field(default_factory=dict)
    session_adds: dict[tuple[str, str], list[ResourceKey]] = field(default_factory=dict)
    supersedes: dict[tuple[str, str], str] = field(default_factory=dict)
    # First `valid_from` of each other edge; only co-occurrences carry a weight.
    edges: dict[EdgeKey, datetime | None] = field(default_factory=dict)
    cooc: dict[tuple[str, str, str], Cooc] = field(default_factory=dict)
    logs: dict[str, list[tuple[Any, ...]]] = field(default_factory=lambda: defaultdict(list))

    # --- reading through the batch ---------------------------------------------------

    def _through(
        self,
        pending: dict[tuple[str, str], _V],
        t: str,
        key: str,
        committed: str,
        adopt: Callable[[Any], _V] | None = None,
    ) -> _V | None:
        """`key` of tenant `t` as the batch sees it: its `pending` value, else the value
        in the committed tenant map named `committed` (None when neither has it).

        With `adopt`, a committed value is converted into a pending one (a copy the batch
        may change) and kept in `pending`.
        """
        found = pending.get((t, key))
        if found is None:
            graph = self.base.get(t)
            if graph is not None:
                found = getattr(graph, committed).get(key)
                if found is not None and adopt is not None:
                    found = pending[(t, key)] = adopt(found)
        return found

    def item(self, t: str, item_id: str) -> ItemChange | None:
        return self._through(self.items, t, item_id, "items", _adopt_item)

    def entity(self, t: str, ent_id: str) -> EntityState:
        found = self._through(self.entities, t, ent_id, "entities", _adopt_entity)
        if found is None:
            raise LookupError(f"entity {ent_id} of an alias or vector is missing")
        return found

    def alias(self, t: str, name_norm: str) -> str | None:
        return self._through(self.aliases, t, name_norm, "aliases")

    def supersedes_of(self, t: str, item_id: str) -> str | None:
        return self._through(self.supersedes, t, item_id, "supersedes")

    def resource(self, t: str, rid: str) -> Resource | None:
        return self._through(self.resources, t, rid, "resources")

    def first_seen(self, t: str, rid: str) -> datetime | None:
        found = self.resource(t, rid)
        if found is None:
            raise LookupError(f"resource {rid} of a temporal edge is missing")
        return found[3]

    # --- recording once per batch ----------------------------------------------------

    def add_edge(self, tenant: str, kind: str, src: str, dst: str, at: datetime) -> None:
        self.edges.setdefault((tenant, kind, src, dst), at)

    def add_co_occurrence(self, tenant: str, a: str, b: str, at: datetime) -> None:
        key = (tenant, a, b) if a < b else (tenant, b, a)
        found = self.cooc.get(key)
        if found is None:
            self.cooc[key] = Cooc(1.0, at)
        else:
            found.weight += 1.0

    def add_resource(self, tenant: str, rid: str, at: datetime) -> None:
        """Record a resource first seen at `at`, with its place in its session."""
        if self.resource(tenant, rid) is not None:
            return
        parsed = parse_resource_id(rid)
        if parsed is None:
            return
        session, turn, part = parsed
        self.resources[(tenant, rid)] = (session, turn, part, at)
        self.session_adds.setdefault((tenant, session), []).append((turn, part, rid))

"""A `PointFilter` compiled to engine-neutral conditions.

Both backends translate these few condition shapes one-to-one, so the filter
semantics (scope, default statuses, time ranges) are defined once, here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memstream.services.common.stores.vectorstore.base import PointFilter, epoch_seconds, point_id
from memstream.services.common.stores.vectorstore.collections import (
    DEFAULT_HIDDEN,
    DEFAULT_STATUSES,
    TENANT_FIELD,
)


@dataclass(frozen=True, slots=True)
class Match:
    key: str
    value: str


@dataclass(frozen=True, slots=True)
class MatchAny:
    key: str
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Range:
    key: str
    gte: float | None
    lte: float | None


@dataclass(frozen=True, slots=True)
class IsEmpty:
    """The field is missing, null or an empty list."""

    key: str


@dataclass(frozen=True, slots=True)
class HasId:
    point_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one of the conditions holds."""

    conditions: tuple[Condition, ...]


Condition = Match | MatchAny | Range | IsEmpty | HasId | AnyOf


@dataclass(frozen=True, slots=True)
class Compiled:
    must: tuple[Condition, ...]
    must_not: tuple[Condition, ...]


def _any(key: str, values: Sequence[str]) -> list[Condition]:
    return [MatchAny(key, tuple(values))] if values else []


def _eq(key: str, value: str | None) -> list[Condition]:
    return [Match(key, value)] if value is not None else []


def compile_filter(collection: str, f: PointFilter) -> Compiled:
    must: list[Condition] = [Match(TENANT_FIELD, f.tenant_id)]
    if f.scope is not None:
        user_scoped = IsEmpty("project_id")
        if f.scope.project_id is None:
            must.append(user_scoped)
        else:
            must.append(AnyOf((user_scoped, Match("project_id", f.scope.project_id))))
    statuses = DEFAULT_STATUSES.get(collection, ()) if f.statuses is None else f.statuses
    must += _any("status", statuses)
    must += _any("kind", f.kinds)
    must += _any("tags", f.tags)
    must += _any("entity_ids", f.entity_ids)
    must += _any("category", f.categories)
    must += _eq("agent_id", f.agent_id)
    must += _eq("session_id", f.session_id)
    must += _eq("speaker", f.speaker)
    must += _eq("resource_id", f.resource_id)
    must += _any("source_resource_ids", f.source_resource_ids)
    if f.event_time_gte is not None or f.event_time_lte is not None:
        gte = None if f.event_time_gte is None else epoch_seconds(f.event_time_gte)
        lte = None if f.event_time_lte is None else epoch_seconds(f.event_time_lte)
        must.append(Range("event_time", gte, lte))
    if f.ids is not None:
        must.append(HasId(tuple(point_id(i) for i in f.ids)))
    must_not: list[Condition] = []
    if f.statuses is None:
        must_not += _any("status", DEFAULT_HIDDEN.get(collection, ()))
    if f.exclude_ids:
        must_not.append(HasId(tuple(point_id(i) for i in f.exclude_ids)))
    return Compiled(tuple(must), tuple(must_not))

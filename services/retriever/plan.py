"""Which collections a request may read, and the payload filter every search shares."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from memstream.contracts.context import ContextRequest
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, PointFilter, Scope


@dataclass(frozen=True, slots=True)
class Plan:
    """Collections to search and the `PointFilter` arguments they have in common."""

    episodes: bool
    items: bool
    summaries: bool
    item_kinds: tuple[str, ...] = ()
    shared: dict[str, Any] = field(default_factory=dict)


def plan_for(tenant_id: str, request: ContextRequest) -> Plan:
    """Tenant, scope (user + the request's project) and the request's filters.

    Kinds pick the collections ("episode", "summary" or item kinds); tags exist on items
    only, so a tag filter leaves summaries out and matches no episode.
    """
    f = request.filters
    kinds = set(f.kinds)
    shared: dict[str, Any] = {
        "tenant_id": tenant_id,
        "scope": Scope(request.project_id),
        "tags": tuple(f.tags),
    }
    if f.after is not None:
        shared["event_time_gte"] = f.after
    if f.before is not None:
        # `before` is exclusive; the store's bound is inclusive.
        shared["event_time_lte"] = f.before - timedelta(microseconds=1)
    item_kinds = tuple(sorted(kinds - {"episode", "summary"}))
    return Plan(
        episodes=not kinds or "episode" in kinds,
        items=not kinds or bool(item_kinds),
        summaries=(not kinds or "summary" in kinds) and not f.tags,
        item_kinds=item_kinds,
        shared=shared,
    )


def targets(plan: Plan) -> list[str]:
    """The tier-2 collections the plan reads."""
    return [c for c, on in ((ITEMS, plan.items), (EPISODES, plan.episodes)) if on]


def point_filter(plan: Plan, collection: str) -> PointFilter:
    return PointFilter(**plan.shared, kinds=plan.item_kinds if collection == ITEMS else ())

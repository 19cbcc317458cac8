"""Archive and cold-archive rules: days without access against per-category TTLs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from services.scheduler.clock import days_between

# Lessons steer behaviour rather than recall facts: they are kept until corrected.
NEVER_ARCHIVED_KINDS = frozenset({"lesson"})


def last_touch(payload: Mapping[str, Any]) -> float:
    """When the item was last accessed, or created if it never was (epoch seconds)."""
    created = float(payload.get("created_at") or 0.0)
    accessed = payload.get("last_accessed")
    return max(created, float(accessed)) if accessed is not None else created


def idle_days(payload: Mapping[str, Any], now: float) -> float:
    return days_between(last_touch(payload), now)


def _keepable(payload: Mapping[str, Any]) -> bool:
    return bool(payload.get("protected")) or payload.get("kind") in NEVER_ARCHIVED_KINDS


def archive_due(payload: Mapping[str, Any], now: float, ttl_days: int) -> bool:
    """An active item idle for longer than its category's TTL is archived."""
    if _keepable(payload) or payload.get("status") != "active":
        return False
    return idle_days(payload, now) > ttl_days


def cold_due(payload: Mapping[str, Any], now: float, cold_after_days: int) -> bool:
    """An active or archived item with no access for `cold_after_days` goes cold."""
    if _keepable(payload) or payload.get("status") not in ("active", "archived"):
        return False
    return idle_days(payload, now) > cold_after_days

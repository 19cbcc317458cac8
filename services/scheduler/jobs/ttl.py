"""Archive and cold-archive rules: days without access against per-category TTLs."""

from __future__ import annotations

from memstream.contracts.items import MemoryItem
from memstream.services.scheduler.shared.clock import days_between

# Lessons steer behaviour rather than recall facts: they are kept until corrected.
NEVER_ARCHIVED_KINDS = frozenset({"lesson"})


def last_touch(item: MemoryItem) -> float:
    """When the item was last accessed, or created if it never was (epoch seconds)."""
    created = item.created_at or 0.0
    accessed = item.last_accessed
    return max(created, accessed) if accessed is not None else created


def idle_days(item: MemoryItem, now: float) -> float:
    return days_between(last_touch(item), now)


def _keepable(item: MemoryItem) -> bool:
    return item.protected or item.kind in NEVER_ARCHIVED_KINDS


def archive_due(item: MemoryItem, now: float, ttl_days: int) -> bool:
    """An active item idle for longer than its category's TTL is archived."""
    if _keepable(item) or item.status != "active":
        return False
    return idle_days(item, now) > ttl_days


def cold_due(item: MemoryItem, now: float, cold_after_days: int) -> bool:
    """An active or archived item with no access for `cold_after_days` goes cold."""
    if _keepable(item) or item.status not in ("active", "archived"):
        return False
    return idle_days(item, now) > cold_after_days

"""How the tools show memories and entities: stored payloads and graph rows as tool output."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, tzinfo
from typing import Any

from memstream.contracts.graph import EntityRow, ItemRow
from memstream.contracts.items import MemoryItem
from memstream.contracts.tools import EntityOut, MemoryOut
from memstream.services.tools.timefmt import time_info


def memory_out(
    rec_id: str,
    p: Mapping[str, Any],
    score: float | None,
    now: datetime,
    zone: tzinfo | None,
) -> MemoryOut:
    """A stored item, or evidence a search shows (a turn, a category summary)."""
    if p.get("kind") in ("episode", "summary"):
        return MemoryOut(
            id=rec_id,
            text=str(p.get("text", "")),
            kind=str(p["kind"]),
            category=str(p.get("category") or "general"),
            confidence=float(p.get("confidence") or 1.0),
            score=score,
            event_time=time_info(p.get("event_time"), now, zone),
        )
    item = MemoryItem.from_payload(p)
    return MemoryOut(
        id=rec_id,
        text=item.text,
        kind=item.kind,
        category=item.category,
        tags=list(item.tags),
        confidence=item.confidence,
        status=item.status,
        protected=item.protected,
        score=score,
        event_time=time_info(item.event_time, now, zone),
        created_at=time_info(item.created_at, now, zone),
        supersedes=item.supersedes,
        superseded_by=item.superseded_by,
    )


def row_memory(row: ItemRow, now: datetime, zone: tzinfo | None) -> MemoryOut:
    """An item as the graph's tables know it."""
    return MemoryOut(
        id=row.item_id,
        text=row.text,
        kind=row.kind,
        category=row.category,
        tags=row.tags,
        confidence=row.confidence,
        status=row.status,
        protected=row.protected,
        event_time=time_info(row.event_time, now, zone),
        created_at=time_info(row.created_at, now, zone),
        supersedes=row.supersedes,
        superseded_by=row.superseded_by,
    )


def entity_out(row: EntityRow, now: datetime, zone: tzinfo | None) -> EntityOut:
    return EntityOut(
        id=row.entity_id,
        name=row.canonical_name,
        type=row.type,
        aliases=row.aliases,
        summary=row.summary,
        mention_count=row.mention_count,
        protected=row.protected,
        first_seen=time_info(row.first_seen, now, zone),
        last_seen=time_info(row.last_seen, now, zone),
    )


class Views:
    """The views above at the display zone and the time of each call, as the tools use them."""

    def __init__(self, zone: tzinfo | None, now: Callable[[], datetime]) -> None:
        self.zone = zone
        self.now = now

    def memory(self, rec_id: str, p: Mapping[str, Any], score: float | None = None) -> MemoryOut:
        return memory_out(rec_id, p, score, self.now(), self.zone)

    def row(self, row: ItemRow) -> MemoryOut:
        return row_memory(row, self.now(), self.zone)

    def entity(self, row: EntityRow) -> EntityOut:
        return entity_out(row, self.now(), self.zone)

"""Memory items out of store records: the contract model, or nothing for a broken point."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import Any

from memstream.contracts.items import ItemPayloadError, MemoryItem
from memstream.services.common.stores.vectorstore import Hit, Record

log = logging.getLogger(__name__)


def read_item(item_id: str, payload: Mapping[str, Any]) -> MemoryItem | None:
    """The item a stored payload holds, or None (logged) when it is not a readable item:
    one broken point must not stop a job or a consumer that reads many."""
    try:
        return MemoryItem.from_payload(payload)
    except ItemPayloadError as exc:
        log.warning("unreadable item skipped", extra={"item_id": item_id, "error": str(exc)})
        return None


def item_of(record: Record | Hit) -> MemoryItem | None:
    """`read_item` of a store record."""
    return read_item(record.id, record.payload)


def items_of(records: Iterable[Record | Hit]) -> list[tuple[str, MemoryItem]]:
    """(id, item) of every readable record, in order."""
    out = []
    for rec in records:
        item = item_of(rec)
        if item is not None:
            out.append((rec.id, item))
    return out

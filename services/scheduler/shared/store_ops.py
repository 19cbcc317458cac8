"""Bulk reads and writes of the items collection for the jobs.

`PatchBatch` groups per-item payload patches by identical content: nightly decay writes
the same rounded confidence to thousands of items, and one `set_payload` call per distinct
patch is what makes a 100k-item night fit its time budget.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any

from memstream.services.common.stores.vectorstore import PointFilter, Record, VectorStore

# Ids per set_payload call. The embedded engine holds the GIL for a whole call (about
# 0.2 ms per id), so a call's size is how long the event loop cannot run: 128 ids keep it
# near 25 ms, where 2048 stalled the loop for half a second; the total barely changes.
_IDS_PER_CALL = 128


async def pages(
    store: VectorStore,
    collection: str,
    flt: PointFilter,
    *,
    page_size: int,
    with_vectors: bool = False,
) -> AsyncIterator[list[Record]]:
    offset: str | None = None
    while True:
        records, offset = await store.scroll(
            collection, flt, limit=page_size, offset=offset, with_vectors=with_vectors
        )
        if records:
            yield records
        if offset is None:
            return


async def scan(
    store: VectorStore,
    collection: str,
    flt: PointFilter,
    *,
    page_size: int,
    with_vectors: bool = False,
) -> list[Record]:
    out: list[Record] = []
    async for page in pages(store, collection, flt, page_size=page_size, with_vectors=with_vectors):
        out.extend(page)
    return out


def _key(patch: Mapping[str, Any]) -> str:
    return json.dumps(patch, sort_keys=True, default=str)


class PatchBatch:
    """Collects `id → patch` and writes them grouped by identical patch."""

    def __init__(self, store: VectorStore, collection: str) -> None:
        self._store = store
        self._collection = collection
        self._groups: dict[str, tuple[dict[str, Any], list[str]]] = {}
        self.items = 0

    def add(self, item_id: str, patch: Mapping[str, Any]) -> None:
        if not patch:
            return
        key = _key(patch)
        group = self._groups.get(key)
        if group is None:
            group = self._groups[key] = (dict(patch), [])
        group[1].append(item_id)
        self.items += 1

    def __len__(self) -> int:
        return self.items

    async def write(self) -> int:
        """Apply every patch; returns the number of set_payload calls made."""
        groups, self._groups = self._groups, {}
        self.items = 0
        calls = 0
        for patch, ids in groups.values():
            for start in range(0, len(ids), _IDS_PER_CALL):
                await self._store.set_payload(
                    self._collection, ids[start : start + _IDS_PER_CALL], patch
                )
                calls += 1
        return calls


def union(first: Sequence[Any] | None, second: Sequence[Any] | None) -> list[Any]:
    """Order-preserving union of two lists."""
    return list(dict.fromkeys([*(first or []), *(second or [])]))

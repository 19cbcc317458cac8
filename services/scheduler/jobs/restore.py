"""Bringing items back from the cold archive (`memstream restore`)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from memstream.contracts.events import ItemUpdated
from memstream.contracts.scheduler import RestoreReply
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.stores.items import item_of
from memstream.services.common.stores.vectorstore import ITEMS, Point, Record, VectorStore
from memstream.services.scheduler.jobs.cold import read_cold
from memstream.services.scheduler.shared.clock import Clock

_GET_BATCH = 256


async def restore(
    store: VectorStore,
    events: EventSink,
    clock: Clock,
    data_dir: Path,
    tenant: str,
    ids: Sequence[str] | None,
) -> RestoreReply:
    """Set archived points active again; re-create any that are missing from Qdrant.

    Restoring counts as an access (`last_accessed` = now), or the next monthly run would
    send the items straight back.
    """
    points = await asyncio.to_thread(read_cold, data_dir, tenant, ids)
    existing: dict[str, Record] = {}
    for start in range(0, len(points), _GET_BATCH):
        chunk = [p.id for p in points[start : start + _GET_BATCH]]
        existing.update({r.id: r for r in await store.get(ITEMS, chunk)})
    now = clock.now().timestamp()
    restored = reinserted = 0
    for p in points:
        rec = existing.get(p.id)
        patch = {"status": "active", "last_accessed": now, "restored_at": now, "cold_at": None}
        if rec is not None:
            item = item_of(rec)
            if item is None or item.tenant_id != tenant or item.status != "cold":
                continue
            await store.set_payload(ITEMS, p.id, patch)
        else:
            payload = {k: v for k, v in p.payload.items() if k != "id"} | patch
            await store.upsert(ITEMS, [Point(p.id, p.dense, p.sparse, payload)])
            reinserted += 1
        restored += 1
        update = ItemUpdated(item_id=p.id, changes={"status": "active"}, reason="restore")
        await events.emit("item.updated", tenant, update, "restore", p.id, str(now))
    await events.flush()
    return RestoreReply(
        tenant_id=tenant,
        restored=restored,
        reinserted=reinserted,
        files=sorted({p.file for p in points}),
    )

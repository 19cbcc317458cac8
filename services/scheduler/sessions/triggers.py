"""Forward triggers due today, delivered once per session, with the memories to preload.

Ingest files each trigger under its due date (`mem.trigger.<yyyy-mm-dd>.<tenant>`, the
date in the user's zone), so "due today" is one subject and a trigger can only ever be
read on its own day. The memories to preload are the items and episodes whose source is
the trigger's resource: episodes by their `resource_id`, items through the graph's
resource → item links. A per-session record in KV `sessions` (revision-checked, expiring)
makes delivery once per session even with concurrent heartbeats.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from datetime import date

from nats.js import JetStreamContext
from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError, NotFoundError
from nats.js.kv import KeyValue
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.session import DueTrigger, PreloadMemory
from memstream.contracts.turns import ForwardTrigger
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.messaging.graph_client import (
    GraphClient,
    GraphQueryError,
    GraphUnavailable,
)
from memstream.services.common.stores.items import items_of
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, PointFilter, VectorStore

log = logging.getLogger(__name__)


async def due_triggers(js: JetStreamContext, tenant: str, day: date) -> list[ForwardTrigger]:
    """Every trigger filed for `day`, oldest first, each trigger id once."""
    subject = s.trigger(day.isoformat(), tenant)
    found: dict[str, ForwardTrigger] = {}
    seq = 1
    while True:
        try:
            msg = await js.get_msg(
                s.STREAM_TRIGGERS, seq=seq, subject=subject, next=True, direct=True
            )
        except NotFoundError:
            break
        seq = int(msg.seq or seq) + 1
        try:
            trigger = ForwardTrigger.model_validate_json(msg.data or b"")
        except ValidationError:
            continue
        if trigger.tenant_id == tenant:
            found.setdefault(trigger.trigger_id, trigger)
    return list(found.values())


class Deliveries:
    """Which triggers a session already received (KV `sessions`)."""

    def __init__(self, kv: KeyValue) -> None:
        self._kv = kv

    async def _read(self, tenant: str, session: str) -> tuple[set[str], int | None]:
        try:
            entry = await self._kv.get(s.session_key(tenant, session))
        except KeyNotFoundError:
            return set(), None
        try:
            return set(json.loads(entry.value or b"{}").get("triggers", [])), entry.revision
        except (ValueError, AttributeError):
            return set(), entry.revision

    async def claim(self, tenant: str, session: str, trigger_ids: Sequence[str]) -> list[str]:
        """Mark `trigger_ids` delivered; returns the ones this call may deliver."""
        for _ in range(10):
            seen, revision = await self._read(tenant, session)
            new = [t for t in trigger_ids if t not in seen]
            if not new:
                return []
            value = json.dumps({"triggers": sorted(seen | set(new))}).encode()
            key = s.session_key(tenant, session)
            try:
                if revision is None:
                    await self._kv.create(key, value)
                else:
                    await self._kv.update(key, value, last=revision)
            except KeyWrongLastSequenceError:
                continue
            return new
        return []


class PreloadFinder:
    def __init__(
        self,
        store: VectorStore,
        graph: GraphClient | None,
        limit: int,
        forgotten: ForgottenLedger | None = None,
    ) -> None:
        self._store = store
        self._graph = graph
        self._limit = limit
        self._forgotten = forgotten

    async def forgotten(self, trigger: ForwardTrigger) -> bool:
        """Whether the user asked to forget the turn the trigger came from: its day then
        brings nothing back (the trigger's own text quotes that turn). Read from the
        bucket itself: a session may start the moment the forget returned."""
        ledger = self._forgotten
        return ledger is not None and await ledger.hidden_now(
            trigger.tenant_id, trigger.resource_id
        )

    async def memories(self, trigger: ForwardTrigger) -> list[PreloadMemory]:
        tenant, rid = trigger.tenant_id, trigger.resource_id
        out: list[PreloadMemory] = []
        for item_id in await self._item_ids(tenant, rid):
            for rec_id, item in items_of(await self._store.get(ITEMS, [item_id])):
                if item.tenant_id == tenant and item.status == "active":
                    out.append(
                        PreloadMemory(
                            id=rec_id, kind=item.kind, text=item.text, source_resource_id=rid
                        )
                    )
        episodes, _ = await self._store.scroll(
            EPISODES, PointFilter(tenant_id=tenant, resource_id=rid), limit=self._limit
        )
        for rec in sorted(episodes, key=lambda r: int(r.payload.get("chunk") or 0)):
            text = str(rec.payload.get("text", ""))
            out.append(PreloadMemory(id=rec.id, kind="episode", text=text, source_resource_id=rid))
        return out[: self._limit]

    async def _item_ids(self, tenant: str, resource_id: str) -> list[str]:
        if self._graph is None:
            return []
        try:
            result = await self._graph.timeline(tenant, resource_id=resource_id, before=0, after=0)
        except (GraphUnavailable, GraphQueryError) as exc:
            # Degraded: the episodes alone still carry the trigger's context.
            log.info("graph unavailable for preload", extra={"error": str(exc)})
            return []
        ids: list[str] = []
        for row in result.resources:
            if row.resource_id == resource_id:
                ids += [i for i in row.item_ids if i not in ids]
        return ids


async def deliver(
    js: JetStreamContext,
    deliveries: Deliveries,
    finder: PreloadFinder,
    tenant: str,
    session: str,
    day: date,
) -> list[DueTrigger]:
    """Today's triggers this session has not had yet, each with its memories."""
    triggers = [t for t in await due_triggers(js, tenant, day) if not await finder.forgotten(t)]
    if not triggers:
        return []
    fresh = set(await deliveries.claim(tenant, session, [t.trigger_id for t in triggers]))
    return [
        DueTrigger(trigger=t, memories=await finder.memories(t))
        for t in triggers
        if t.trigger_id in fresh
    ]

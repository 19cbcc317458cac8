"""Applying write decisions to the `items` collection and announcing them on EVENTS.

Every write is idempotent under redelivery: new items have deterministic ids, merges are
skipped when the fact's resources are already on the item, and a contradiction's effect on
the old item is recorded there (`contradicted_by`), so a half-applied supersede is finished
rather than repeated when the batch comes back.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from contracts.events import (
    EntityRef,
    ItemMerged,
    ItemRejected,
    ItemStored,
    ItemSuperseded,
)
from services.common import metrics
from services.common.vectors import Embedding
from services.common.vectorstore import ITEMS, Point, PointFilter, Scope, VectorStore
from services.extractor.confidence import contradicted
from services.extractor.dedup import Create, Decision, Idempotent, Merge, Reject, decide
from services.extractor.events import EventSink
from services.extractor.items import Candidate, new_payload, snapshot, union
from services.extractor.settings import ExtractorSettings

Outcome = Literal["stored", "merged", "confirmed", "idempotent", "rejected"]
_STRENGTH_ORDER = {"inferred": 0, "implied": 1, "explicit": 2}


@dataclass(frozen=True, slots=True)
class WriteResult:
    outcome: Outcome
    item_id: str | None
    category: str | None
    reason: str | None = None


def _entities(first: Any, second: tuple[EntityRef, ...]) -> list[dict[str, Any]]:
    merged = {e.get("entity_id") or e.get("name"): e for e in first or []}
    for e in second:
        merged.setdefault(e.entity_id or e.name, e.model_dump(mode="json"))
    return list(merged.values())


def merged_payload(
    target: Mapping[str, Any], c: Candidate, m: Merge, now: float, model: str
) -> dict[str, Any]:
    """The surviving item after folding `c` into it."""
    payload = dict(target)
    stronger = _STRENGTH_ORDER[c.strength] > _STRENGTH_ORDER.get(str(target.get("strength")), 0)
    payload.update(
        text=c.text if m.reword else target.get("text"),
        confidence=m.confidence_after,
        updated_at=now,
        event_time=max(float(target.get("event_time") or 0.0), c.event_time),
        tags=union(target.get("tags") or [], c.tags),
        entities=_entities(target.get("entities"), c.entities),
        entity_ids=union(
            target.get("entity_ids") or [], [e.entity_id for e in c.entities if e.entity_id]
        ),
        source_resource_ids=union(target.get("source_resource_ids") or [], c.source_resource_ids),
        source_external_ids=union(target.get("source_external_ids") or [], c.source_external_ids),
        source_session_ids=union(target.get("source_session_ids") or [], [c.session_id]),
        confirmations=int(target.get("confirmations") or 0) + (1 if m.confirmation else 0),
        strength=c.strength if stronger else target.get("strength"),
        sentiment=c.sentiment,
    )
    if m.confirmation:
        # What the trust pass's [stale] measures from.
        payload["last_confirmed_at"] = now
    if m.reword:
        payload["embedding_model"] = model
    return payload


class ItemWriter:
    """Gate-passed candidates → items; owns the store calls and the events of each write."""

    def __init__(self, store: VectorStore, events: EventSink, settings: ExtractorSettings) -> None:
        self._store = store
        self.events = events
        self._settings = settings

    async def reject(self, c: Candidate, reason: str, detail: str) -> WriteResult:
        """A gate refusal: logged on EVENTS with its reason, nothing stored."""
        result = await self._rejected(c, reason, detail)
        metrics.ITEM_WRITES.labels("rejected").inc()
        return result

    async def _rejected(self, c: Candidate, reason: str, detail: str) -> WriteResult:
        payload = ItemRejected(
            text=c.text,
            reason=reason,
            detail=detail,
            source_resource_ids=list(c.source_resource_ids),
            session_id=c.session_id,
        )
        await self.events.emit(
            "item.rejected", c.tenant_id, payload, c.item_id, *c.source_resource_ids
        )
        metrics.GATE_REJECTIONS.labels(reason).inc()
        return WriteResult("rejected", None, None, reason)

    async def write(self, c: Candidate, emb: Embedding) -> WriteResult:
        decision = await self.decide(c, emb)
        result = await self.apply(c, emb, decision)
        metrics.ITEM_WRITES.labels(result.outcome).inc()
        return result

    async def decide(self, c: Candidate, emb: Embedding) -> Decision:
        found = await self._store.get(ITEMS, [c.item_id])
        exact = found[0] if found else None
        neighbours = await self._store.nearest(
            ITEMS,
            emb.dense,
            PointFilter(tenant_id=c.tenant_id, scope=Scope(c.project_id)),
            limit=self._settings.neighbours,
            score_threshold=self._settings.conflict_threshold,
        )
        return decide(c, exact, neighbours, self._settings)

    async def apply(self, c: Candidate, emb: Embedding, d: Decision) -> WriteResult:
        now = time.time()
        if isinstance(d, Reject):
            return await self._rejected(c, d.reason, d.detail)
        if isinstance(d, Idempotent):
            return await self._idempotent(c, d)
        if isinstance(d, Merge):
            return await self._merge(c, emb, d, now)
        return await self._create(c, emb, d, now)

    async def _create(self, c: Candidate, emb: Embedding, d: Create, now: float) -> WriteResult:
        payload = new_payload(c, now, emb.model, self._settings)
        if d.revive is not None:
            old = d.revive.payload
            payload.update(
                created_at=old.get("created_at", now),
                confirmations=int(old.get("confirmations") or 0),
                contradictions=int(old.get("contradictions") or 0),
                access_count=int(old.get("access_count") or 0),
                last_accessed=old.get("last_accessed"),
                # Asserted again now; the kept created_at would otherwise date the claim
                # for the trust pass's [stale].
                last_confirmed_at=now,
                retrieval_priority=float(old.get("retrieval_priority") or 1.0),
                source_resource_ids=union(
                    old.get("source_resource_ids") or [], c.source_resource_ids
                ),
                source_external_ids=union(
                    old.get("source_external_ids") or [], c.source_external_ids
                ),
                source_session_ids=union(old.get("source_session_ids") or [], [c.session_id]),
            )
        supersede = [a.old_item_id for a in d.conflicts if a.outcome == "supersede"]
        payload["supersedes"] = supersede[0] if supersede else None
        payload["contradicts"] = [a.old_item_id for a in d.conflicts]
        await self._store.upsert(ITEMS, [Point(c.item_id, emb.dense, emb.sparse, payload)])
        await self.events.emit(
            "item.stored",
            c.tenant_id,
            ItemStored(item=snapshot(c.item_id, payload)),
            c.item_id,
            *c.source_resource_ids,
        )
        await self.finish_conflicts(c.item_id, payload)
        return WriteResult("stored", c.item_id, c.category)

    async def finish_conflicts(self, new_id: str, payload: Mapping[str, Any]) -> int:
        """Apply the new item's supersede/contradict effects not yet on the old items."""
        old_ids = list(payload.get("contradicts") or [])
        if not old_ids:
            return 0
        done = 0
        tenant = str(payload["tenant_id"])
        for old in await self._store.get(ITEMS, old_ids):
            if new_id in (old.payload.get("contradicted_by") or []):
                continue
            supersede = payload.get("supersedes") == old.id
            after = contradicted(float(old.payload.get("confidence") or 0.0), self._settings)
            valid_until = float(payload.get("event_time") or time.time())
            patch: dict[str, Any] = {
                "confidence": after,
                "contradictions": int(old.payload.get("contradictions") or 0) + 1,
                "contradicted_by": union(old.payload.get("contradicted_by") or [], [new_id]),
                "updated_at": time.time(),
            }
            if supersede:
                patch.update(status="superseded", valid_until=valid_until, superseded_by=new_id)
            await self._store.set_payload(ITEMS, old.id, patch)
            event = ItemSuperseded(
                old_item_id=old.id,
                new_item_id=new_id,
                valid_until=datetime.fromtimestamp(valid_until, UTC),
                relation="supersedes" if supersede else "contradicts",
                confidence_after=after,
            )
            await self.events.emit("item.superseded", tenant, event, old.id, new_id)
            metrics.ITEM_WRITES.labels("superseded" if supersede else "contradicted").inc()
            done += 1
        return done

    async def _merge(self, c: Candidate, emb: Embedding, m: Merge, now: float) -> WriteResult:
        payload = merged_payload(m.target, c, m, now, emb.model)
        if m.reword:
            point = Point(m.target_id, emb.dense, emb.sparse, payload)
            await self._store.upsert(ITEMS, [point])
        else:
            patch = {k: v for k, v in payload.items() if m.target.get(k) != v}
            await self._store.set_payload(ITEMS, m.target_id, patch)
        event = ItemMerged(
            item=snapshot(m.target_id, payload),
            merged_text=c.text,
            similarity=round(m.similarity, 6),
            confidence_before=m.confidence_before,
            confirmation=m.confirmation,
        )
        await self.events.emit(
            "item.merged", c.tenant_id, event, m.target_id, c.item_id, *c.source_resource_ids
        )
        metrics.MERGES.inc()
        outcome: Outcome = "confirmed" if m.confirmation else "merged"
        return WriteResult(outcome, m.target_id, str(payload.get("category") or c.category))

    async def _idempotent(self, c: Candidate, d: Idempotent) -> WriteResult:
        sources = list(d.payload.get("source_resource_ids") or [])
        if d.item_id == c.item_id and sources[: len(c.source_resource_ids)] == list(
            c.source_resource_ids
        ):
            # This fact created the item and its batch came back after a crash: the item is
            # there, but its event or its effect on contradicted items may not be. Both are
            # keyed, so redoing them is safe.
            await self.events.emit(
                "item.stored",
                c.tenant_id,
                ItemStored(item=snapshot(c.item_id, d.payload)),
                c.item_id,
                *c.source_resource_ids,
            )
            await self.finish_conflicts(c.item_id, d.payload)
        return WriteResult("idempotent", d.item_id, None)

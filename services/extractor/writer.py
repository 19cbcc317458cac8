"""Applying write decisions to the `items` collection and announcing them on EVENTS.

Every write is idempotent under redelivery: new items have deterministic ids, merges are
skipped when the fact's resources are already on the item, and a contradiction's effect on
the old item is recorded there (`contradicted_by`), so a half-applied supersede is finished
rather than repeated when the batch comes back.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from memstream.contracts.events import (
    EntityRef,
    ItemMerged,
    ItemRejected,
    ItemStored,
    ItemSuperseded,
)
from memstream.contracts.items import MemoryItem
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.items import items_of
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import (
    ITEMS,
    Point,
    PointFilter,
    Scope,
    VectorStore,
)
from memstream.services.extractor.confidence import contradicted
from memstream.services.extractor.conflicts import resolve
from memstream.services.extractor.dedup import (
    COMPARED_KINDS,
    Create,
    Decision,
    Idempotent,
    Merge,
    Reject,
    decide,
)
from memstream.services.extractor.items import Candidate, new_item, union
from memstream.services.extractor.settings import ExtractorSettings

Outcome = Literal["stored", "merged", "confirmed", "idempotent", "rejected"]
_STRENGTH_ORDER = {"inferred": 0, "implied": 1, "explicit": 2}


@dataclass(frozen=True, slots=True)
class WriteResult:
    outcome: Outcome
    item_id: str | None
    category: str | None
    reason: str | None = None


def _entities(first: list[EntityRef], second: tuple[EntityRef, ...]) -> list[EntityRef]:
    merged = {e.entity_id or e.name: e for e in first}
    for e in second:
        merged.setdefault(e.entity_id or e.name, e)
    return list(merged.values())


def merged_item(target: MemoryItem, c: Candidate, m: Merge, now: float, model: str) -> MemoryItem:
    """The surviving item after folding `c` into it."""
    stronger = _STRENGTH_ORDER[c.strength] > _STRENGTH_ORDER[target.strength]
    return target.with_changes(
        text=c.text if m.reword else target.text,
        confidence=m.confidence_after,
        updated_at=now,
        event_time=max(target.event_time or 0.0, c.event_time),
        tags=union(target.tags, c.tags),
        entities=_entities(target.entities, c.entities),
        entity_ids=union(target.entity_ids, [e.entity_id for e in c.entities if e.entity_id]),
        source_resource_ids=union(target.source_resource_ids, c.source_resource_ids),
        source_external_ids=union(target.source_external_ids, c.source_external_ids),
        source_session_ids=union(target.source_session_ids, [c.session_id]),
        confirmations=target.confirmations + (1 if m.confirmation else 0),
        strength=c.strength if stronger else target.strength,
        sentiment=c.sentiment,
        embedding_model=model if m.reword else target.embedding_model,
        # What the trust pass's [stale] measures from.
        last_confirmed_at=now if m.confirmation else target.last_confirmed_at,
    )


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
            PointFilter(tenant_id=c.tenant_id, scope=Scope(c.project_id), kinds=COMPARED_KINDS),
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
        item = new_item(c, now, emb.model, self._settings)
        if d.revive is not None:
            old = d.revive
            item = item.with_changes(
                created_at=old.created_at or now,
                confirmations=old.confirmations,
                contradictions=old.contradictions,
                access_count=old.access_count,
                last_accessed=old.last_accessed,
                retrieval_priority=old.retrieval_priority,
                # Asserted again now; the kept created_at would otherwise date the claim
                # for the trust pass's [stale].
                last_confirmed_at=now,
                source_resource_ids=union(old.source_resource_ids, c.source_resource_ids),
                source_external_ids=union(old.source_external_ids, c.source_external_ids),
                source_session_ids=union(old.source_session_ids, [c.session_id]),
            )
        supersede = [a.old_item_id for a in d.conflicts if a.outcome == "supersede"]
        item = item.with_changes(
            supersedes=supersede[0] if supersede else None,
            contradicts=[a.old_item_id for a in d.conflicts],
        )
        point = Point(c.item_id, emb.dense, emb.sparse, item.to_payload())
        await self._store.upsert(ITEMS, [point])
        await self.events.emit(
            "item.stored",
            c.tenant_id,
            ItemStored(item=item.snapshot(c.item_id)),
            c.item_id,
            *c.source_resource_ids,
        )
        await self.finish_conflicts(c.item_id, item)
        return WriteResult("stored", c.item_id, c.category)

    async def finish_conflicts(self, new_id: str, item: MemoryItem) -> int:
        """Apply the new item's supersede/contradict effects not yet on the old items."""
        if not item.contradicts:
            return 0
        done = 0
        for old_id, old in items_of(await self._store.get(ITEMS, item.contradicts)):
            if new_id in old.contradicted_by:
                continue
            after = contradicted(old.confidence, self._settings)
            valid_until = item.event_time or time.time()
            # `supersedes` names one predecessor, but a new value retires every older one
            # of its slot that is still active ("accepted an offer from Cyberdyne", then
            # "starting at Globex on Monday" while the first job was never retired).
            supersede = item.supersedes == old_id or (
                old.status == "active"
                and resolve(item.confidence, valid_until, after, old.event_time or 0.0)
                == "supersede"
            )
            patch: dict[str, Any] = {
                "confidence": after,
                "contradictions": old.contradictions + 1,
                "contradicted_by": union(old.contradicted_by, [new_id]),
                "updated_at": time.time(),
            }
            if supersede:
                patch.update(status="superseded", valid_until=valid_until, superseded_by=new_id)
            await self._store.set_payload(ITEMS, old_id, patch)
            event = ItemSuperseded(
                old_item_id=old_id,
                new_item_id=new_id,
                valid_until=datetime.fromtimestamp(valid_until, UTC),
                relation="supersedes" if supersede else "contradicts",
                confidence_after=after,
            )
            await self.events.emit("item.superseded", item.tenant_id, event, old_id, new_id)
            metrics.ITEM_WRITES.labels("superseded" if supersede else "contradicted").inc()
            done += 1
        return done

    async def _merge(self, c: Candidate, emb: Embedding, m: Merge, now: float) -> WriteResult:
        item = merged_item(m.target, c, m, now, emb.model)
        if m.reword:
            point = Point(m.target_id, emb.dense, emb.sparse, item.to_payload())
            await self._store.upsert(ITEMS, [point])
        else:
            before = m.target.to_payload()
            patch = {k: v for k, v in item.to_payload().items() if before.get(k) != v}
            await self._store.set_payload(ITEMS, m.target_id, patch)
        event = ItemMerged(
            item=item.snapshot(m.target_id),
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
        return WriteResult(outcome, m.target_id, item.category)

    async def _idempotent(self, c: Candidate, d: Idempotent) -> WriteResult:
        sources = d.item.source_resource_ids
        if d.item_id == c.item_id and sources[: len(c.source_resource_ids)] == list(
            c.source_resource_ids
        ):
            # This fact created the item and its batch came back after a crash: the item is
            # there, but its event or its effect on contradicted items may not be. Both are
            # keyed, so redoing them is safe.
            await self.events.emit(
                "item.stored",
                c.tenant_id,
                ItemStored(item=d.item.snapshot(c.item_id)),
                c.item_id,
                *c.source_resource_ids,
            )
            await self.finish_conflicts(c.item_id, d.item)
        return WriteResult("idempotent", d.item_id, None)

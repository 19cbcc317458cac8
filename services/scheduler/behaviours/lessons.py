"""The behaviour loop: corrections in user messages become lesson items.

A lesson is an item (kind `lesson`, category `behaviour`, no decay) in `items`, a message
on LESSONS (`mem.lesson.<tenant>`, the log) and an `item.stored` event. Its id is derived
from the tenant and its text, so a redelivered resource stores nothing twice. A lesson
with the same competing key (see corrections.py) supersedes the older one.
Session start reads the active lessons, newest first.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from nats.js import JetStreamContext, api
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.events import ItemStored, ItemSuperseded
from memstream.contracts.items import MemoryItem, item_id
from memstream.contracts.session import Lesson
from memstream.contracts.turns import Resource
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embed_client import embedding_priority
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.items import item_of, items_of
from memstream.services.common.stores.vectorstore import ITEMS, Point, PointFilter, VectorStore
from memstream.services.scheduler.behaviours.corrections import Correction, find_corrections
from memstream.services.scheduler.shared.clock import Clock
from memstream.services.scheduler.shared.store_ops import scan

log = logging.getLogger(__name__)

CATEGORY = "behaviour"


def consumer_config() -> api.ConsumerConfig:
    """The durable on RESOURCES that reads user messages for corrections."""
    return api.ConsumerConfig(
        durable_name=s.DURABLE_LESSONS,
        description="Scheduler: behaviour-loop lessons from user corrections.",
        deliver_policy=api.DeliverPolicy.ALL,
        ack_policy=api.AckPolicy.EXPLICIT,
        ack_wait=60.0,
        max_deliver=20,
        max_ack_pending=256,
        filter_subject=s.resource_filter("*", "user_input"),
    )


def lesson_id(tenant: str, text: str) -> str:
    return item_id(tenant, text, "lesson")


def lesson_item(resource: Resource, c: Correction, model: str, now: float) -> MemoryItem:
    return MemoryItem(
        tenant_id=resource.tenant_id,
        agent_id=resource.agent_id,
        session_id=resource.session_id,
        kind="lesson",
        text=c.text,
        category=CATEGORY,
        tags=["lesson", c.pattern],
        confidence=0.9,
        created_at=now,
        updated_at=now,
        event_time=resource.event_time.timestamp(),
        # Lessons steer behaviour until corrected; they neither decay nor get archived.
        decay_rate=0.0,
        source_resource_ids=[resource.resource_id],
        source_external_ids=[resource.external_id] if resource.external_id else [],
        source_session_ids=[resource.session_id],
        extractor="behaviour-loop",
        embedding_model=model,
        lesson_pattern=c.pattern,
        lesson_key=c.key,
    )


class LessonWriter:
    def __init__(
        self,
        js: JetStreamContext,
        store: VectorStore,
        embedder: TextEmbedder,
        events: EventSink,
        clock: Clock,
        timeout: float = 5.0,
    ) -> None:
        self._js = js
        self._store = store
        self._embedder = embedder
        self._events = events
        self._clock = clock
        self._timeout = timeout

    async def handle(self, data: bytes) -> int:
        """Lessons from one RESOURCES message (a user input); unreadable ones teach none."""
        try:
            resource = Resource.model_validate_json(data)
        except ValidationError:
            return 0
        if resource.kind != "user_input":
            return 0
        corrections = find_corrections(resource.text)
        if not corrections:
            return 0
        with embedding_priority("enrich"):
            embeddings = await self._embedder.embed([c.text for c in corrections], "document")
        stored = 0
        for c, emb in zip(corrections, embeddings, strict=True):
            stored += await self._store_one(resource, c, emb.dense, emb.sparse, emb.model)
        await self._events.flush()
        return stored

    async def _store_one(
        self, resource: Resource, c: Correction, dense: Any, sparse: Any, model: str
    ) -> int:
        tenant = resource.tenant_id
        new_id = lesson_id(tenant, c.text)
        existing = [item_of(r) for r in await self._store.get(ITEMS, [new_id])]
        if existing and existing[0] is not None and existing[0].status == "active":
            return 0
        now = self._clock.now().timestamp()
        item = lesson_item(resource, c, model, now)
        lesson = Lesson(
            id=new_id,
            text=c.text,
            pattern=c.pattern,
            created_at=datetime.fromtimestamp(now, UTC),
            source_resource_id=resource.resource_id,
        )
        # The log first: a crash after it re-publishes the same message id (deduplicated).
        await self._js.publish(
            s.lesson(tenant),
            lesson.model_dump_json().encode(),
            headers={s.HEADER_MSG_ID: s.lesson_msg_id(tenant, new_id)},
            timeout=self._timeout,
        )
        await self._store.upsert(ITEMS, [Point(new_id, dense, sparse, item.to_payload())])
        await self._events.emit(
            "item.stored", tenant, ItemStored(item=item.snapshot(new_id)), new_id
        )
        if c.key:
            await self._supersede_rivals(tenant, new_id, c.key, now)
        metrics.LESSONS_STORED.labels(c.pattern).inc()
        return 1

    async def _supersede_rivals(self, tenant: str, new_id: str, key: str, at: float) -> None:
        flt = PointFilter(tenant_id=tenant, kinds=("lesson",))
        for rec_id, rival in items_of(await scan(self._store, ITEMS, flt, page_size=256)):
            if rec_id == new_id or rival.lesson_key != key:
                continue
            patch = {"status": "superseded", "superseded_by": new_id, "valid_until": at}
            await self._store.set_payload(ITEMS, rec_id, patch)
            await self._events.emit(
                "item.superseded",
                tenant,
                ItemSuperseded(
                    old_item_id=rec_id,
                    new_item_id=new_id,
                    valid_until=datetime.fromtimestamp(at, UTC),
                    confidence_after=rival.confidence,
                ),
                rec_id,
                new_id,
            )


async def active_lessons(store: VectorStore, tenant: str, limit: int) -> list[Lesson]:
    """The tenant's active lessons, newest first, at most `limit`."""
    if limit <= 0:
        return []
    flt = PointFilter(tenant_id=tenant, kinds=("lesson",))
    records = items_of(await scan(store, ITEMS, flt, page_size=256))
    records.sort(key=lambda r: (-(r[1].created_at or 0.0), r[0]))
    # Newest per competing key: a rival the writer has not superseded yet never shows.
    keys: set[str] = set()
    newest = []
    for rec_id, lesson in records:
        key = lesson.lesson_key or ""
        if key and key in keys:
            continue
        keys.add(key)
        newest.append((rec_id, lesson))
    return [
        Lesson(
            id=rec_id,
            text=lesson.text,
            pattern=lesson.lesson_pattern or "correction",
            created_at=datetime.fromtimestamp(lesson.created_at or 0.0, UTC),
            source_resource_id=lesson.source_resource_ids[0]
            if lesson.source_resource_ids
            else None,
        )
        for rec_id, lesson in newest[:limit]
    ]


def lessons_block(lessons: Sequence[Lesson]) -> str:
    """Lessons for the prompt; each is data, one line, so none can forge structure."""
    if not lessons:
        return ""
    lines = ["Lessons from earlier corrections (newest first):"]
    lines += [f"- {' '.join(lesson.text.split())}" for lesson in lessons]
    return "\n".join(lines)

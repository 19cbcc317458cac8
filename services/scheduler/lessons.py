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

from nats.js import JetStreamContext
from pydantic import ValidationError

from contracts import subjects as s
from contracts.events import ItemStored, ItemSuperseded
from contracts.session import Lesson
from contracts.turns import Resource
from services.common import metrics
from services.common.vectorstore import ITEMS, Point, PointFilter, VectorStore, point_id
from services.extractor.embedding import TextEmbedder
from services.extractor.items import snapshot
from services.extractor.normalize import normalise_text
from services.scheduler.clock import Clock
from services.scheduler.corrections import Correction, find_corrections
from services.scheduler.events import EventSink
from services.scheduler.store_ops import scan

log = logging.getLogger(__name__)

CATEGORY = "behaviour"


def lesson_id(tenant: str, text: str) -> str:
    return point_id(tenant, "lesson", normalise_text(text))


def lesson_payload(resource: Resource, c: Correction, model: str, now: float) -> dict[str, Any]:
    return {
        "tenant_id": resource.tenant_id,
        "agent_id": resource.agent_id,
        "project_id": None,
        "domain": None,
        "kind": "lesson",
        "text": c.text,
        "category": CATEGORY,
        "tags": ["lesson", c.pattern],
        "entity_ids": [],
        "entities": [],
        "strength": "explicit",
        "sentiment": "neutral",
        "confidence": 0.9,
        "retrieval_priority": 1.0,
        "status": "active",
        "created_at": now,
        "updated_at": now,
        "event_time": resource.event_time.timestamp(),
        "valid_until": None,
        "last_accessed": None,
        "access_count": 0,
        # Lessons steer behaviour until corrected; they neither decay nor get archived.
        "decay_rate": 0.0,
        "protected": False,
        "source_resource_ids": [resource.resource_id],
        "source_external_ids": [resource.external_id] if resource.external_id else [],
        "source_session_ids": [resource.session_id],
        "session_id": resource.session_id,
        "supersedes": None,
        "confirmations": 0,
        "contradictions": 0,
        "embedding_model": model,
        "lesson_pattern": c.pattern,
        "lesson_key": c.key,
        "extractor": "behaviour-loop",
    }


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
        existing = await self._store.get(ITEMS, [new_id])
        if existing and existing[0].payload.get("status") == "active":
            return 0
        payload = lesson_payload(resource, c, model, self._clock.now().timestamp())
        lesson = Lesson(
            id=new_id,
            text=c.text,
            pattern=c.pattern,
            created_at=datetime.fromtimestamp(payload["created_at"], UTC),
            source_resource_id=resource.resource_id,
        )
        # The log first: a crash after it re-publishes the same message id (deduplicated).
        await self._js.publish(
            s.lesson(tenant),
            lesson.model_dump_json().encode(),
            headers={s.HEADER_MSG_ID: s.lesson_msg_id(tenant, new_id)},
            timeout=self._timeout,
        )
        await self._store.upsert(ITEMS, [Point(new_id, dense, sparse, payload)])
        await self._events.emit(
            "item.stored", tenant, ItemStored(item=snapshot(new_id, payload)), new_id
        )
        if c.key:
            await self._supersede_rivals(tenant, new_id, c.key, payload["created_at"])
        metrics.LESSONS_STORED.labels(c.pattern).inc()
        return 1

    async def _supersede_rivals(self, tenant: str, new_id: str, key: str, at: float) -> None:
        flt = PointFilter(tenant_id=tenant, kinds=("lesson",))
        for rec in await scan(self._store, ITEMS, flt, page_size=256):
            if rec.id == new_id or rec.payload.get("lesson_key") != key:
                continue
            patch = {"status": "superseded", "superseded_by": new_id, "valid_until": at}
            await self._store.set_payload(ITEMS, rec.id, patch)
            await self._events.emit(
                "item.superseded",
                tenant,
                ItemSuperseded(
                    old_item_id=rec.id,
                    new_item_id=new_id,
                    valid_until=datetime.fromtimestamp(at, UTC),
                    confidence_after=float(rec.payload.get("confidence") or 0.0),
                ),
                rec.id,
                new_id,
            )


async def active_lessons(store: VectorStore, tenant: str, limit: int) -> list[Lesson]:
    """The tenant's active lessons, newest first, at most `limit`."""
    if limit <= 0:
        return []
    flt = PointFilter(tenant_id=tenant, kinds=("lesson",))
    records = await scan(store, ITEMS, flt, page_size=256)
    records.sort(key=lambda r: (-float(r.payload.get("created_at") or 0.0), r.id))
    # Newest per competing key: a rival the writer has not superseded yet never shows.
    keys: set[str] = set()
    newest = []
    for r in records:
        key = str(r.payload.get("lesson_key") or "")
        if key and key in keys:
            continue
        keys.add(key)
        newest.append(r)
    out = []
    for r in newest[:limit]:
        sources: Sequence[str] = r.payload.get("source_resource_ids") or []
        out.append(
            Lesson(
                id=r.id,
                text=str(r.payload.get("text", "")),
                pattern=str(r.payload.get("lesson_pattern") or "correction"),
                created_at=datetime.fromtimestamp(float(r.payload.get("created_at") or 0), UTC),
                source_resource_id=sources[0] if sources else None,
            )
        )
    return out


def lessons_block(lessons: Sequence[Lesson]) -> str:
    """Lessons for the prompt; each is data, one line, so none can forge structure."""
    if not lessons:
        return ""
    lines = ["Lessons from earlier corrections (newest first):"]
    lines += [f"- {' '.join(lesson.text.split())}" for lesson in lessons]
    return "\n".join(lines)

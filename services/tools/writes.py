"""The write tools: remember_fact, correct_fact, confirm_fact.

Writes go to the `items` collection (what the retriever searches) and to EVENTS as
item.stored / item.superseded / item.updated (what the graph projects), so the graph stays
the single source of analytics. Event ids are deterministic, so JetStream deduplicates a
retried call. Every id a caller passes is checked against the tenant (items.owned).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any

from nats.js import JetStreamContext

from memstream.contracts.common import Message
from memstream.contracts.events import EntityRef, ItemStored, ItemSuperseded, ItemUpdated
from memstream.contracts.ids import clean_text
from memstream.contracts.items import MemoryItem, entity_id, item_id
from memstream.contracts.tools import (
    ConfirmFactArgs,
    ConfirmFactResult,
    CorrectFactArgs,
    CorrectFactResult,
    RememberFactArgs,
    RememberFactResult,
)
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embed_client import EmbedderUnavailable, EmbeddingClient
from memstream.services.common.stores.vectorstore import ITEMS, Point, VectorStore
from memstream.services.tools.items import owned, stated_item
from memstream.services.tools.views import Views

SOURCE = "tools"


class FactWriter:
    """The three tools that store or change an item."""

    def __init__(
        self,
        js: JetStreamContext,
        store: Callable[[], Awaitable[VectorStore]],
        embedder: EmbeddingClient,
        views: Views,
        now: Callable[[], datetime],
        decay_rate: float,
    ) -> None:
        self._events = EventSink(js, SOURCE)
        self._store = store
        self._embedder = embedder
        self._views = views
        self._now = now
        self._decay_rate = decay_rate

    async def remember_fact(self, tenant: str, args: RememberFactArgs) -> RememberFactResult:
        text = clean_text(args.content)
        names = list(dict.fromkeys(" ".join(n.split()) for n in args.entity_names if n.strip()))
        entities = [EntityRef(name=n, entity_id=entity_id(tenant, n)) for n in names]
        new_id, payload, created = await self._store_new(tenant, text, args.confidence, entities)
        return RememberFactResult(memory=self._views.memory(new_id, payload), created=created)

    async def correct_fact(self, tenant: str, args: CorrectFactArgs) -> CorrectFactResult:
        store = await self._store()
        old = await owned(store, tenant, args.memory_id)
        was = MemoryItem.from_payload(old.payload)
        if was.status != "active":
            raise RequestRejected(
                "validation_error",
                f"memory {args.memory_id!r} is {was.status}, not active",
                field="memory_id",
            )
        text = clean_text(args.new_content)
        if item_id(tenant, text, was.kind) == old.id:
            raise RequestRejected(
                "validation_error", "the correction says the same thing", field="new_content"
            )
        confidence = max(was.confidence, 0.9)
        new_id, payload, _ = await self._store_new(
            tenant, text, confidence, list(was.entities), base=was
        )
        now = self._now()
        await store.set_payload(ITEMS, new_id, {"supersedes": old.id})
        old_patch = {
            "status": "superseded",
            "valid_until": now.timestamp(),
            "superseded_by": new_id,
            "updated_at": now.timestamp(),
        }
        await store.set_payload(ITEMS, old.id, old_patch)
        await self._emit(
            tenant,
            "item.superseded",
            ItemSuperseded(
                old_item_id=old.id,
                new_item_id=new_id,
                valid_until=now,
                relation="supersedes",
                confidence_after=was.confidence,
            ),
            old.id,
            new_id,
        )
        return CorrectFactResult(
            old=self._views.memory(old.id, {**old.payload, **old_patch}),
            new=self._views.memory(new_id, {**payload, "supersedes": old.id}),
        )

    async def confirm_fact(self, tenant: str, args: ConfirmFactArgs) -> ConfirmFactResult:
        store = await self._store()
        rec = await owned(store, tenant, args.memory_id)
        now = self._now()
        patch = {
            "protected": True,
            "decay_rate": 0.0,
            "confidence": 1.0,
            "confirmations": MemoryItem.from_payload(rec.payload).confirmations + 1,
            "last_confirmed_at": now.timestamp(),
            "updated_at": now.timestamp(),
        }
        await store.set_payload(ITEMS, rec.id, patch)
        await self._emit(
            tenant,
            "item.updated",
            ItemUpdated(
                item_id=rec.id,
                changes={"protected": True, "decay_rate": 0.0, "confidence": 1.0},
                reason="confirm",
            ),
            rec.id,
            "confirm",
            str(patch["updated_at"]),
        )
        return ConfirmFactResult(memory=self._views.memory(rec.id, {**rec.payload, **patch}))

    async def _store_new(
        self,
        tenant: str,
        text: str,
        confidence: float,
        entities: list[EntityRef],
        base: MemoryItem | None = None,
    ) -> tuple[str, dict[str, Any], bool]:
        """The stated item's id, payload, and whether it is new: an active item saying the
        same thing is kept as it is."""
        new_id = item_id(tenant, text, base.kind if base else "fact")
        store = await self._store()
        existing = await store.get(ITEMS, [new_id])
        if existing:
            current = MemoryItem.from_payload(existing[0].payload)
            if current.tenant_id == tenant and current.status == "active":
                return new_id, current.to_payload(), False
        emb = (await self._embed([text]))[0]
        now = self._now().timestamp()
        item = stated_item(
            tenant, text, confidence, entities, emb.model, now, self._decay_rate, base
        )
        payload = item.to_payload()
        await store.upsert(
            ITEMS, [Point(id=new_id, dense=emb.dense, sparse=emb.sparse, payload=payload)]
        )
        await self._emit(
            tenant,
            "item.stored",
            ItemStored(item=item.snapshot(new_id)),
            new_id,
            str(item.created_at),
        )
        return new_id, payload, True

    async def _emit(self, tenant: str, event_type: Any, payload: Message, *key: str) -> None:
        # Deterministic event ids: a retried tool call is deduplicated by JetStream.
        await self._events.publish(event_type, tenant, payload, *key)

    async def _embed(self, texts: Sequence[str]) -> list[Any]:
        try:
            return await self._embedder.embed(list(texts), purpose="document")
        except EmbedderUnavailable as exc:
            raise RequestRejected("unavailable", f"cannot embed the new memory now: {exc}") from exc

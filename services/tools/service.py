"""The memory tools: reads from Qdrant and the graph, writes to Qdrant plus item.* events;
search_memory asks the retriever (search.py).

Writes go to the `items` collection (what the retriever searches) and to EVENTS (what the
graph projects), so the graph stays the single source of analytics. Every id a caller
passes is checked against the subject's tenant: another tenant's id is `not_found`,
exactly like an unknown one.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import UTC, datetime, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from nats.aio.client import Client
from nats.js import JetStreamContext
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.common import Message
from memstream.contracts.events import EntityRef, ItemStored, ItemSuperseded, ItemUpdated
from memstream.contracts.graph import EntityRow, ItemRow, ResourceRow
from memstream.contracts.ids import clean_text
from memstream.contracts.items import MemoryItem, entity_id, item_id
from memstream.contracts.tools import (
    TOOLS,
    ConfirmFactArgs,
    ConfirmFactResult,
    CorrectFactArgs,
    CorrectFactResult,
    EntityInfoOut,
    EntityOut,
    ExplainFactArgs,
    ExplainFactResult,
    GetEntityInfoArgs,
    JobRunOut,
    MemoryOut,
    MemoryStatsArgs,
    MemoryStatsResult,
    RememberFactArgs,
    RememberFactResult,
    SourceOut,
    WeakFactsArgs,
    WeakFactsResult,
)
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.messaging.graph_client import (
    GraphClient,
    GraphQueryError,
    GraphUnavailable,
)
from memstream.services.common.models.embed_client import EmbedderUnavailable, EmbeddingClient
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    Point,
    PointFilter,
    VectorStore,
)
from memstream.services.common.stores.vectorstore.base import Record
from memstream.services.tools import views
from memstream.services.tools.items import stated_item
from memstream.services.tools.search import MemorySearch
from memstream.services.tools.settings import ToolsSettings
from memstream.services.tools.timefmt import time_info

log = logging.getLogger(__name__)

SOURCE = "tools"

Handler = Callable[[str, Any], Awaitable[Message]]


class ToolsService:
    def __init__(
        self,
        nc: Client,
        js: JetStreamContext,
        store: Callable[[], Awaitable[VectorStore]],
        embedder: EmbeddingClient,
        graph: GraphClient,
        settings: ToolsSettings,
    ) -> None:
        self._js = js
        self._events = EventSink(js, SOURCE)
        self._store = store
        self._embedder = embedder
        self._graph = graph
        self._settings = settings
        self._zone: tzinfo | None = ZoneInfo(settings.timezone) if settings.timezone else None
        # Searching is the retriever's: the tool asks it (search.py).
        search = MemorySearch(nc, store, graph, self._memory, self._now, settings.search_timeout_s)
        self._handlers: dict[str, Handler] = {
            "search_memory": search,
            "remember_fact": self.remember_fact,
            "correct_fact": self.correct_fact,
            "confirm_fact": self.confirm_fact,
            "get_entity_info": self.get_entity_info,
            "memory_stats": self.memory_stats,
            "explain_fact": self.explain_fact,
            "weak_facts": self.weak_facts,
        }

    def handler(self, name: str) -> Callable[[str, bytes], Awaitable[bytes]]:
        spec = TOOLS[name]
        run = self._handlers[name]

        async def handle(tenant: str, body: bytes) -> bytes:
            try:
                args = spec.args.model_validate_json(body or b"{}")
                result = await run(tenant, args)
            except ValidationError as exc:
                metrics.TOOL_CALLS.labels(name, "rejected").inc()
                return reply_from_validation(exc).model_dump_json().encode()
            except RequestRejected as exc:
                outcome = "not_found" if exc.reply.code == "not_found" else "failed"
                metrics.TOOL_CALLS.labels(name, outcome).inc()
                return exc.reply.model_dump_json().encode()
            metrics.TOOL_CALLS.labels(name, "ok").inc()
            return result.model_dump_json().encode()

        return handle

    # --- helpers ---------------------------------------------------------------------

    def _now(self) -> datetime:
        return datetime.now(UTC)

    def _memory(self, rec_id: str, p: Mapping[str, Any], score: float | None = None) -> MemoryOut:
        return views.memory_out(rec_id, p, score, self._now(), self._zone)

    def _from_row(self, row: ItemRow) -> MemoryOut:
        return views.row_memory(row, self._now(), self._zone)

    def _entity(self, row: EntityRow) -> EntityOut:
        return views.entity_out(row, self._now(), self._zone)

    async def _owned(self, tenant: str, memory_id: str) -> Record:
        """The item if it exists and belongs to `tenant`; else not_found (never its data)."""
        store = await self._store()
        found = await store.get(ITEMS, [memory_id])
        if not found or MemoryItem.from_payload(found[0].payload).tenant_id != tenant:
            raise RequestRejected("not_found", f"no memory {memory_id!r}", field="memory_id")
        return found[0]

    async def _graph_call(self, call: Awaitable[Any]) -> Any:
        try:
            return await call
        except GraphUnavailable as exc:
            raise RequestRejected("unavailable", f"graph unavailable: {exc}") from exc
        except GraphQueryError as exc:
            raise RequestRejected(exc.reply.code, exc.reply.message) from exc

    async def _emit(self, tenant: str, event_type: Any, payload: Message, *key: str) -> None:
        # Deterministic event ids: a retried tool call is deduplicated by JetStream.
        await self._events.publish(event_type, tenant, payload, *key)

    async def _embed(self, texts: Sequence[str]) -> list[Any]:
        try:
            return await self._embedder.embed(list(texts), purpose="document")
        except EmbedderUnavailable as exc:
            raise RequestRejected("unavailable", f"cannot embed the new memory now: {exc}") from exc

    # --- writes ----------------------------------------------------------------------

    async def _store_new(
        self,
        tenant: str,
        text: str,
        confidence: float,
        entities: list[EntityRef],
        base: MemoryItem | None = None,
    ) -> tuple[str, dict[str, Any], bool]:
        new_id = item_id(tenant, text, base.kind if base else "fact")
        store = await self._store()
        existing = await store.get(ITEMS, [new_id])
        if existing:
            current = MemoryItem.from_payload(existing[0].payload)
            if current.tenant_id == tenant and current.status == "active":
                return new_id, current.to_payload(), False
        emb = (await self._embed([text]))[0]
        now, decay_rate = self._now().timestamp(), self._settings.remember_decay_rate
        item = stated_item(tenant, text, confidence, entities, emb.model, now, decay_rate, base)
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

    async def remember_fact(self, tenant: str, args: RememberFactArgs) -> RememberFactResult:
        text = clean_text(args.content)
        names = list(dict.fromkeys(" ".join(n.split()) for n in args.entity_names if n.strip()))
        entities = [EntityRef(name=n, entity_id=entity_id(tenant, n)) for n in names]
        new_id, payload, created = await self._store_new(tenant, text, args.confidence, entities)
        return RememberFactResult(memory=self._memory(new_id, payload), created=created)

    async def correct_fact(self, tenant: str, args: CorrectFactArgs) -> CorrectFactResult:
        old = await self._owned(tenant, args.memory_id)
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
        store = await self._store()
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
            old=self._memory(old.id, {**old.payload, **old_patch}),
            new=self._memory(new_id, {**payload, "supersedes": old.id}),
        )

    async def confirm_fact(self, tenant: str, args: ConfirmFactArgs) -> ConfirmFactResult:
        rec = await self._owned(tenant, args.memory_id)
        now = self._now()
        patch = {
            "protected": True,
            "decay_rate": 0.0,
            "confidence": 1.0,
            "confirmations": MemoryItem.from_payload(rec.payload).confirmations + 1,
            "last_confirmed_at": now.timestamp(),
            "updated_at": now.timestamp(),
        }
        store = await self._store()
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
        return ConfirmFactResult(memory=self._memory(rec.id, {**rec.payload, **patch}))

    # --- graph reads -----------------------------------------------------------------

    async def _sources(self, tenant: str, rows: Sequence[ResourceRow]) -> list[SourceOut]:
        """Resources with their text, read from the tenant's episodes (when indexed)."""
        now = self._now()
        store = await self._store()
        out = []
        for row in rows:
            text, speaker = "", None
            records, _ = await store.scroll(
                EPISODES, PointFilter(tenant_id=tenant, resource_id=row.resource_id), limit=16
            )
            if records:
                records.sort(key=lambda r: int(r.payload.get("chunk") or 0))
                text = " ".join(str(r.payload.get("text", "")) for r in records)
                speaker = records[0].payload.get("speaker")
            out.append(
                SourceOut(
                    resource_id=row.resource_id,
                    session_id=row.session_id,
                    turn_number=row.turn_number,
                    speaker=speaker,
                    text=text,
                    time=time_info(row.first_seen, now, self._zone),
                )
            )
        return out

    async def get_entity_info(self, tenant: str, args: GetEntityInfoArgs) -> EntityInfoOut:
        info = await self._graph_call(self._graph.entity(tenant, args.name))
        if not info.found or info.entity is None:
            return EntityInfoOut(found=False)
        return EntityInfoOut(
            found=True,
            entity=self._entity(info.entity),
            facts=[self._from_row(r) for r in info.facts],
            related=[self._entity(r) for r in info.related],
            timeline=await self._sources(tenant, info.timeline[:20]),
        )

    async def memory_stats(self, tenant: str, args: MemoryStatsArgs) -> MemoryStatsResult:
        counts = await self._graph_call(self._graph.counts(tenant))
        info = await self._js.stream_info(
            s.STREAM_CHECKPOINTS, subjects_filter=s.checkpoint(tenant, "*")
        )
        sessions = {subj.rsplit(".", 1)[-1] for subj in (info.state.subjects or {})}
        store = await self._store()
        vector_items = await store.count(ITEMS, PointFilter(tenant_id=tenant, statuses=()))
        now = self._now()
        return MemoryStatsResult(
            items_by_kind=counts.items_by_kind,
            items_by_status=counts.items_by_status,
            edges_by_type=counts.edges_by_type,
            entities=counts.entities,
            protected_entities=counts.protected_entities,
            orphan_items=counts.orphan_items,
            avg_edges_per_item=counts.avg_edges_per_item,
            sessions=len(sessions),
            unextracted_sessions=len(sessions - set(counts.sessions_seen)),
            last_job_runs=[
                JobRunOut(
                    job=j.job,
                    finished_at=time_info(j.finished_at, now, self._zone),
                    counts=j.counts,
                )
                for j in counts.last_job_runs
            ],
            storage_bytes=counts.storage_bytes,
            vector_items=vector_items,
        )

    async def explain_fact(self, tenant: str, args: ExplainFactArgs) -> ExplainFactResult:
        rec = await self._owned(tenant, args.memory_id)
        explained = await self._graph_call(self._graph.explain(tenant, rec.id))
        if not explained.found:
            # Stored but not projected yet: what the vector store knows.
            return ExplainFactResult(memory=self._memory(rec.id, rec.payload))
        return ExplainFactResult(
            memory=self._memory(rec.id, rec.payload),
            sources=await self._sources(tenant, explained.sources),
            supersedes_chain=[self._from_row(r) for r in explained.chain],
            entities=[self._entity(e) for e in explained.entities],
        )

    async def weak_facts(self, tenant: str, args: WeakFactsArgs) -> WeakFactsResult:
        weak = await self._graph_call(self._graph.weak(tenant, args.limit))
        return WeakFactsResult(memories=[self._from_row(r) for r in weak.items])

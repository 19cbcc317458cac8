"""The tools answered from the graph: get_entity_info, explain_fact, weak_facts, memory_stats.

The graph service (over NATS) knows entities, provenance, supersede chains and counts;
this module asks it and shows the rows as the tools' memories. Source turns get their
text from the tenant's episodes when the indexer has stored them. A graph that is down
or refuses the query is a typed error (`unavailable`, or the graph's own code).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

from nats.js import JetStreamContext

from memstream.contracts import subjects as s
from memstream.contracts.graph import ResourceRow
from memstream.contracts.tools import (
    EntityInfoOut,
    ExplainFactArgs,
    ExplainFactResult,
    GetEntityInfoArgs,
    JobRunOut,
    MemoryStatsArgs,
    MemoryStatsResult,
    SourceOut,
    WeakFactsArgs,
    WeakFactsResult,
)
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.messaging.graph_client import (
    GraphClient,
    GraphQueryError,
    GraphUnavailable,
)
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, PointFilter, VectorStore
from memstream.services.common.stores.vectorstore.collections import STATUS_DELETED
from memstream.services.tools.items import owned
from memstream.services.tools.timefmt import time_info
from memstream.services.tools.views import Views

T = TypeVar("T")


async def graph_answer(call: Awaitable[T]) -> T:
    """The graph's answer, or the tool's typed error when it has none."""
    try:
        return await call
    except GraphUnavailable as exc:
        raise RequestRejected("unavailable", f"graph unavailable: {exc}") from exc
    except GraphQueryError as exc:
        raise RequestRejected(exc.reply.code, exc.reply.message) from exc


class GraphReads:
    """The four tools that read the graph."""

    def __init__(
        self,
        js: JetStreamContext,
        store: Callable[[], Awaitable[VectorStore]],
        graph: GraphClient,
        views: Views,
    ) -> None:
        self._js = js
        self._store = store
        self._graph = graph
        self._views = views

    async def get_entity_info(self, tenant: str, args: GetEntityInfoArgs) -> EntityInfoOut:
        info = await graph_answer(self._graph.entity(tenant, args.name))
        if not info.found or info.entity is None:
            return EntityInfoOut(found=False)
        facts = [self._views.row(r) for r in info.facts]
        timeline = await self._sources(tenant, info.timeline[:20])
        if not facts and not timeline:
            # Known only from what the user asked to forget: as if never told.
            return EntityInfoOut(found=False)
        return EntityInfoOut(
            found=True,
            entity=self._views.entity(info.entity),
            facts=facts,
            related=[self._views.entity(r) for r in info.related],
            timeline=timeline,
        )

    async def explain_fact(self, tenant: str, args: ExplainFactArgs) -> ExplainFactResult:
        rec = await owned(await self._store(), tenant, args.memory_id)
        explained = await graph_answer(self._graph.explain(tenant, rec.id))
        if not explained.found:
            # Stored but not projected yet: what the vector store knows.
            return ExplainFactResult(memory=self._views.memory(rec.id, rec.payload))
        return ExplainFactResult(
            memory=self._views.memory(rec.id, rec.payload),
            sources=await self._sources(tenant, explained.sources),
            supersedes_chain=[self._views.row(r) for r in explained.chain],
            entities=[self._views.entity(e) for e in explained.entities],
        )

    async def weak_facts(self, tenant: str, args: WeakFactsArgs) -> WeakFactsResult:
        weak = await graph_answer(self._graph.weak(tenant, args.limit))
        return WeakFactsResult(memories=[self._views.row(r) for r in weak.items])

    async def memory_stats(self, tenant: str, args: MemoryStatsArgs) -> MemoryStatsResult:
        counts = await graph_answer(self._graph.counts(tenant))
        # Sessions are the tenant's checkpoint subjects; the graph knows which it extracted.
        info = await self._js.stream_info(
            s.STREAM_CHECKPOINTS, subjects_filter=s.checkpoint(tenant, "*")
        )
        sessions = {subj.rsplit(".", 1)[-1] for subj in (info.state.subjects or {})}
        store = await self._store()
        vector_items = await store.count(ITEMS, PointFilter(tenant_id=tenant, statuses=()))
        now, zone = self._views.now(), self._views.zone
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
                    job=j.job, finished_at=time_info(j.finished_at, now, zone), counts=j.counts
                )
                for j in counts.last_job_runs
            ],
            storage_bytes=counts.storage_bytes,
            vector_items=vector_items,
        )

    async def _sources(self, tenant: str, rows: Sequence[ResourceRow]) -> list[SourceOut]:
        """Resources with their text, read from the tenant's episodes (when indexed); a
        forgotten one (its excerpts `deleted`) is left out."""
        now, zone = self._views.now(), self._views.zone
        store = await self._store()
        out = []
        for row in rows:
            text, speaker = "", None
            where = PointFilter(tenant_id=tenant, resource_id=row.resource_id, statuses=())
            records, _ = await store.scroll(EPISODES, where, limit=16)
            if any(r.payload.get("status") == STATUS_DELETED for r in records):
                continue
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
                    time=time_info(row.first_seen, now, zone),
                )
            )
        return out

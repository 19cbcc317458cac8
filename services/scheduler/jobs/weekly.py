"""The weekly job for one tenant (docs/architecture.md §12.3).

1. archive active items idle past their category's TTL (work 90d, preferences 180d, …);
2. cluster archived items by similarity; each cluster yields one insight item: with an
   LLM configured, the pattern it states in one sentence (`insight_method=llm`, see
   insights.py); offline or when that fails, the cluster's most central fact, marked
   `insight_method=central_fact` (nothing is invented);
3. rebuild every category summary from the active items: with an LLM configured, one
   call per category rewrites it from the category's facts (summary_writer.py), and when
   that call fails an LLM-written summary is kept as it is; only without an LLM (or when
   the failed category's summary was the rule-based list anyway) the extractor's offline
   builder lists the top facts (`SummaryStore.update`).
Archiving runs first so the rebuilt summaries no longer cite archived facts.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime

import numpy as np

from memstream.contracts.events import ItemStored, ItemUpdated
from memstream.contracts.items import MemoryItem, item_id
from memstream.services.common.memory.summaries import SummaryStore, Versioned, rank
from memstream.services.common.memory.summary_llm import DatedFact
from memstream.services.common.models.embed_client import EmbeddingClientError
from memstream.services.common.stores.items import item_of
from memstream.services.common.stores.vectorstore import ITEMS, Point, PointFilter, Record
from memstream.services.scheduler.jobs import cluster
from memstream.services.scheduler.jobs.context import Counts, JobContext, Run
from memstream.services.scheduler.jobs.ttl import archive_due
from memstream.services.scheduler.shared.store_ops import PatchBatch, pages, scan, union

INSIGHT_DONE = "insight_id"


def insight_id(tenant: str, text: str) -> str:
    # Not the item id of the same text: the insight must not overwrite its archived source.
    return item_id(tenant, text, "insight")


async def run_weekly(ctx: JobContext, tenant: str, run: Run) -> Counts:
    counts: Counts = Counter()
    categories = await _archive(ctx, tenant, run, counts)
    categories |= await _insights(ctx, tenant, run, counts)
    await _summaries(ctx, tenant, sorted(categories), counts)
    return counts


async def _archive(ctx: JobContext, tenant: str, run: Run, counts: Counts) -> set[str]:
    """Archive what is due; returns the categories that still have active items."""
    at = run.slot.timestamp()
    batch = PatchBatch(ctx.store, ITEMS)
    categories: set[str] = set()
    flt = PointFilter(tenant_id=tenant, statuses=("active",))
    async for page in pages(ctx.store, ITEMS, flt, page_size=ctx.settings.page_size):
        for rec in page:
            item = item_of(rec)
            if item is None:
                continue
            if not archive_due(item, at, ctx.settings.ttl_days(item.category)):
                categories.add(item.category)
                continue
            batch.add(rec.id, {"status": "archived", "archived_at": at})
            update = ItemUpdated(item_id=rec.id, changes={"status": "archived"}, reason="archive")
            await ctx.events.emit("item.updated", tenant, update, "archive", rec.id, run.slot_key)
    counts["archived"] = len(batch)
    await ctx.events.flush()
    await batch.write()
    return categories


# An archived item with its vector, as the insight clustering reads it.
_Archived = tuple[Record, MemoryItem]


def _order(records: list[_Archived]) -> list[int]:
    return sorted(range(len(records)), key=lambda k: (-records[k][1].confidence, records[k][0].id))


async def _insights(ctx: JobContext, tenant: str, run: Run, counts: Counts) -> set[str]:
    flt = PointFilter(tenant_id=tenant, statuses=("archived",))
    archived = await scan(
        ctx.store, ITEMS, flt, page_size=ctx.settings.page_size, with_vectors=True
    )
    todo: list[_Archived] = []
    for rec in archived:
        item = item_of(rec)
        if item is not None and item.insight_id is None and rec.dense is not None:
            todo.append((rec, item))
    counts["insights"] = 0
    if len(todo) < ctx.settings.insight_min_cluster:
        return set()
    matrix = await asyncio.to_thread(
        lambda: np.vstack([r.dense for r, _ in todo if r.dense is not None]).astype(np.float32)
    )
    found, _alone = await asyncio.to_thread(
        cluster.clusters,
        matrix,
        _order(todo),
        ctx.settings.insight_threshold,
        ctx.settings.insight_min_cluster,
    )
    categories: set[str] = set()
    at = run.slot.timestamp()
    marks = PatchBatch(ctx.store, ITEMS)
    # Items left alone stay unmarked: a later week's archive may give them a cluster.
    for c in found:
        members = [todo[k] for k in c.members]
        central, central_item = todo[c.central]
        new_id, insight = insight_item(tenant, central_item, members, at)
        point = Point(new_id, central.dense, central.sparse, insight.to_payload())
        if ctx.insights is not None:
            sources = [m for _, m in members]
            insight, point = await _by_llm(ctx, tenant, sources, insight, point, counts)
        await ctx.store.upsert(ITEMS, [point])
        await ctx.events.emit(
            "item.stored", tenant, ItemStored(item=insight.snapshot(new_id)), new_id
        )
        for m, _ in members:
            marks.add(m.id, {INSIGHT_DONE: new_id})
        categories.add(insight.category)
    await ctx.events.flush()
    await marks.write()
    counts["insights"] = len(found)
    counts["insight_sources"] = sum(len(c.members) for c in found)
    return categories


async def _by_llm(
    ctx: JobContext,
    tenant: str,
    members: list[MemoryItem],
    insight: MemoryItem,
    point: Point,
    counts: Counts,
) -> tuple[MemoryItem, Point]:
    """The insight with the LLM's text (and its embedding), or both unchanged.

    The id stays the one of the central fact, so a rerun after a crash overwrites the same
    insight even though the model words it differently."""
    assert ctx.insights is not None
    worded = await ctx.insights(tenant, [m.text for m in members])
    if worded is None:
        counts["insights_offline"] += 1
        return insight, point
    try:
        [emb] = await ctx.embedder.embed([worded.text], "document")
    except EmbeddingClientError:
        counts["insights_offline"] += 1
        return insight, point
    insight = insight.with_changes(
        text=worded.text,
        insight_method="llm",
        insight_model=worded.model,
        embedding_model=emb.model,
    )
    counts["insights_llm"] += 1
    return insight, Point(point.id, emb.dense, emb.sparse, insight.to_payload())


def insight_item(
    tenant: str, central: MemoryItem, members: list[_Archived], at: float
) -> tuple[str, MemoryItem]:
    """The offline insight: the central fact, as a new item that cites every member."""
    items = [m for _, m in members]

    def merged(field: Callable[[MemoryItem], list[str]]) -> list[str]:
        out: list[str] = []
        for m in items:
            out = union(out, field(m))
        return out

    insight = central.with_changes(
        kind="insight",
        status="active",
        insight_method="central_fact",
        derived_from=[r.id for r, _ in members],
        confidence=max(m.confidence for m in items),
        retrieval_priority=1.0,
        created_at=at,
        updated_at=at,
        event_time=max(m.event_time or 0.0 for m in items) or at,
        last_accessed=None,
        access_count=0,
        archived_at=None,
        tags=union(merged(lambda m: m.tags), ["insight"]),
        entity_ids=merged(lambda m: m.entity_ids),
        source_resource_ids=merged(lambda m: m.source_resource_ids),
        source_external_ids=merged(lambda m: m.source_external_ids),
        supersedes=None,
        superseded_by=None,
        merged_from=[],
        insight_id=None,
        # The decay bookkeeping is the archived fact's; the insight starts its own.
        decay_base=None,
        decay_base_at=None,
        decay_written=None,
        decay_announced=None,
    )
    return insight_id(tenant, central.text), insight


async def _summaries(ctx: JobContext, tenant: str, categories: list[str], counts: Counts) -> None:
    summaries = SummaryStore(ctx.js, ctx.store, ctx.embedder)
    counts.update(dict.fromkeys(("summaries_llm", "summaries_rules", "summaries_kept"), 0))
    rebuilt = 0
    for category in categories:
        before = await summaries.current(tenant, category)
        item_ids: list[str] = []
        rewritten: str | None = None
        if ctx.summaries is not None:
            item_ids, rewritten = await _summary_by_llm(ctx, summaries, tenant, category, before)
            if rewritten is None and before is not None and before.summary.method == "llm":
                counts["summaries_kept"] += 1
                continue
        version = await summaries.update(
            tenant, category, item_ids, rewritten, ctx.settings.summary_facts
        )
        counts[f"summaries_{version.summary.method}"] += 1
        rebuilt += before is None or version.seq != before.seq
    counts["summaries"] = len(categories)
    counts["summaries_changed"] = rebuilt


async def _summary_by_llm(
    ctx: JobContext, summaries: SummaryStore, tenant: str, category: str, before: Versioned | None
) -> tuple[list[str], str | None]:
    """The ids of the facts the model was given and its summary (None: the call failed)."""
    assert ctx.summaries is not None
    top = rank(await summaries.top_items(tenant, category))[: ctx.settings.summary_llm_facts]
    facts = [
        DatedFact(
            str(r.payload.get("text", "")),
            datetime.fromtimestamp(
                float(r.payload.get("event_time") or r.payload.get("updated_at") or 0.0), UTC
            ),
        )
        for r in top
    ]
    current = before.summary.text if before is not None else None
    return [r.id for r in top], await ctx.summaries(tenant, category, current, facts)

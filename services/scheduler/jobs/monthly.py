"""The monthly job for one tenant (docs/architecture.md §12.4).

1. re-embed every item and episode whose `embedding_model` is not the embedder's current
   model (old embeddings drift); once all tenants are done, rebuild the indexes;
2. move items with no access for 6 months to the cold archive (Parquet, status `cold`);
3. write the tenant's health report (`<data_dir>/reports/<tenant>/<yyyy-mm>.json`).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from memstream.contracts.events import ItemUpdated
from memstream.contracts.scheduler import HealthReport
from memstream.services.common.stores.episodes import embedded_text
from memstream.services.common.stores.items import item_of, items_of
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, Point, PointFilter, Record
from memstream.services.scheduler.jobs.cold import write_cold
from memstream.services.scheduler.jobs.context import Counts, JobContext, Run
from memstream.services.scheduler.jobs.ttl import cold_due
from memstream.services.scheduler.shared.store_ops import PatchBatch, pages

# Statuses whose items are re-embedded: a superseded or deleted item is never searched.
_REEMBED_STATUSES = ("active", "archived", "cold")
_GET_BATCH = 256


async def current_model(ctx: JobContext) -> str:
    [probe] = await ctx.embedder.embed(["embedding model probe"], "document")
    return probe.model


async def run_monthly(ctx: JobContext, tenant: str, run: Run) -> Counts:
    counts: Counts = Counter()
    model = await current_model(ctx)
    counts["reembedded_items"] = await _reembed(ctx, tenant, ITEMS, model, _item_text)
    counts["reembedded_episodes"] = await _reembed(ctx, tenant, EPISODES, model, _episode_text)
    counts["cold"] = await _cold(ctx, tenant, run)
    if ctx.report is not None:
        built = await ctx.report(tenant)
        await asyncio.to_thread(_write_report, ctx.data_dir, tenant, run, built)
        counts["reports"] = 1
    return counts


async def reindex(ctx: JobContext, counts: Counts) -> None:
    """After every tenant: rebuild the indexes once for the whole store (re-embedded
    vectors and a month of payload writes leave parts of them unbuilt)."""
    if ctx.settings.reindex_monthly:
        await ctx.store.optimize()
        counts["reindexed"] = 1


def _item_text(rec: Record) -> str | None:
    item = item_of(rec)
    return None if item is None else item.text


def _episode_text(rec: Record) -> str | None:
    return embedded_text(rec.payload.get("speaker"), str(rec.payload.get("text", "")))


async def _reembed(
    ctx: JobContext,
    tenant: str,
    collection: str,
    model: str,
    text_of: Callable[[Record], str | None],
) -> int:
    """Re-embed the stale points of `collection`; those with no readable text are left."""
    statuses = _REEMBED_STATUSES if collection == ITEMS else ()
    flt = PointFilter(tenant_id=tenant, statuses=statuses)
    stale: list[tuple[Record, str]] = []
    done = 0
    async for page in pages(ctx.store, collection, flt, page_size=ctx.settings.page_size):
        for rec in page:
            # Items and episodes keep the model of their vectors under the same key.
            text = None if rec.payload.get("embedding_model") == model else text_of(rec)
            if text is not None:
                stale.append((rec, text))
        while len(stale) >= ctx.settings.embed_batch:
            batch, stale = stale[: ctx.settings.embed_batch], stale[ctx.settings.embed_batch :]
            done += await _embed_batch(ctx, collection, batch)
    if stale:
        done += await _embed_batch(ctx, collection, stale)
    return done


async def _embed_batch(ctx: JobContext, collection: str, batch: list[tuple[Record, str]]) -> int:
    embeddings = await ctx.embedder.embed([text for _, text in batch], "document")
    points = []
    for (rec, _), emb in zip(batch, embeddings, strict=True):
        # The whole stored point is rewritten: every key is kept, whoever wrote it.
        payload = {k: v for k, v in rec.payload.items() if k != "id"}
        payload["embedding_model"] = emb.model
        points.append(Point(rec.id, emb.dense, emb.sparse, payload))
    await ctx.store.upsert(collection, points)
    return len(points)


async def _cold(ctx: JobContext, tenant: str, run: Run) -> int:
    at = run.slot.timestamp()
    month = run.slot.astimezone(ctx.settings.zone).strftime("%Y-%m")
    flt = PointFilter(tenant_id=tenant, statuses=("active", "archived"))
    due_ids: list[str] = []
    async for page in pages(ctx.store, ITEMS, flt, page_size=ctx.settings.page_size):
        for rec_id, item in items_of(page):
            if cold_due(item, at, ctx.settings.cold_after_days):
                due_ids.append(rec_id)
    if not due_ids:
        return 0
    # Vectors only for what goes cold: the archive must hold whole points.
    due: list[Record] = []
    for start in range(0, len(due_ids), _GET_BATCH):
        due += await ctx.store.get(ITEMS, due_ids[start : start + _GET_BATCH], with_vectors=True)
    # The file first, durably renamed into place; only then are the items marked cold.
    await asyncio.to_thread(write_cold, ctx.data_dir, tenant, month, due, at)
    batch = PatchBatch(ctx.store, ITEMS)
    for rec in due:
        batch.add(rec.id, {"status": "cold", "cold_at": at})
        update = ItemUpdated(item_id=rec.id, changes={"status": "cold"}, reason="cold_archive")
        await ctx.events.emit("item.updated", tenant, update, "cold", rec.id, run.slot_key)
    await ctx.events.flush()
    await batch.write()
    return len(due)


def report_path(data_dir: Path, tenant: str, month: str) -> Path:
    return data_dir / "reports" / tenant / f"{month}.json"


def _write_report(data_dir: Path, tenant: str, run: Run, report: HealthReport) -> None:
    path = report_path(data_dir, tenant, run.slot.strftime("%Y-%m"))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(report.model_dump_json(indent=2))
    tmp.replace(path)

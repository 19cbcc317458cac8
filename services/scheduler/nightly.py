"""The nightly job for one tenant (seed 004 "Nightly", DESIGN.md §5 Scheduler).

1. merge active item pairs with cosine > 0.85 (highest confidence kept; the other is
   superseded with a link to the survivor);
2. boost the items created since the previous run (retrieval_priority +0.1, once per slot);
3. re-extract resources the extractor gave up on, and count those it has not reached;
4. Ebbinghaus decay with access reinforcement; soft-delete below 0.05.

All arithmetic is done as of the slot time, not the wall clock, so a late catch-up run
and a second run of the same slot give exactly the result of one on-time run.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

from contracts.events import ItemMerged, ItemSuperseded, ItemUpdated
from services.common.vectorstore import ITEMS, PointFilter
from services.extractor.items import snapshot
from services.scheduler import merge
from services.scheduler.context import Counts, JobContext, Run
from services.scheduler.decay import DecayParams, decay_item
from services.scheduler.store_ops import PatchBatch, pages, union

# Items changed this close before the previous run started are compared again: a write
# racing that run's scan may have been missed by it.
_RESCAN_MARGIN_S = 3600.0
BOOSTED = "boosted_slot"


def _since(run: Run) -> float | None:
    if run.previous_started_at is None:
        return None
    return run.previous_started_at.timestamp() - _RESCAN_MARGIN_S


def boost_window(run: Run) -> tuple[float, float]:
    """Items created in [start, end) are the run's "today": since the previous slot."""
    end = run.slot
    start = run.previous_slot if run.previous_slot is not None else end - timedelta(days=1)
    return start.timestamp(), end.timestamp()


def boost_patch(payload: dict[str, Any], run: Run, boost: float, ceiling: float) -> dict[str, Any]:
    start, end = boost_window(run)
    created = float(payload.get("created_at") or 0.0)
    if not start <= created < end or payload.get(BOOSTED) == run.slot_key:
        return {}
    priority = float(payload.get("retrieval_priority") or 1.0)
    return {"retrieval_priority": round(min(ceiling, priority + boost), 6), BOOSTED: run.slot_key}


async def run_nightly(ctx: JobContext, tenant: str, run: Run) -> Counts:
    counts: Counts = Counter()
    ids: list[str] = []
    payloads: list[dict[str, Any]] = []
    vectors: list[np.ndarray[Any, np.dtype[np.float32]]] = []
    has_vector: list[int] = []
    flt = PointFilter(tenant_id=tenant, statuses=("active",))
    async for page in pages(
        ctx.store, ITEMS, flt, page_size=ctx.settings.page_size, with_vectors=True
    ):
        for rec in page:
            if rec.dense is not None:
                has_vector.append(len(ids))
                vectors.append(rec.dense)
            ids.append(rec.id)
            payloads.append(rec.payload)
    counts["scanned"] = len(ids)
    losers = await _merge(ctx, tenant, run, ids, payloads, vectors, has_vector, counts)
    vectors.clear()
    await _boost(ctx, run, ids, payloads, losers, counts)
    if ctx.catch_up is not None:
        await ctx.catch_up(tenant, counts)
    await _decay(ctx, tenant, run, ids, payloads, losers, counts)
    return counts


async def _merge(
    ctx: JobContext,
    tenant: str,
    run: Run,
    ids: list[str],
    payloads: list[dict[str, Any]],
    vectors: list[np.ndarray[Any, np.dtype[np.float32]]],
    has_vector: list[int],
    counts: Counts,
) -> set[int]:
    counts["merged"] = 0
    if len(vectors) < 2:
        return set()
    matrix = await asyncio.to_thread(lambda: np.vstack(vectors).astype(np.float32, copy=False))
    since = _since(run)
    rows = np.array(
        [
            k
            for k, i in enumerate(has_vector)
            if since is None or float(payloads[i].get("updated_at") or 0.0) >= since
        ],
        dtype=np.int64,
    )
    counts["merge_compared"] = int(rows.size)
    threshold = ctx.settings.merge_threshold
    block = ctx.settings.block_rows
    found: list[tuple[int, int, float]] = []
    for start in range(0, rows.size, block):
        found += await asyncio.to_thread(
            merge.block_pairs, rows[start : start + block], matrix, threshold
        )
    if not found:
        return set()
    cands = [merge.MergeCandidate.of(ids[i], payloads[i]) for i in has_vector]
    decisions = merge.plan_merges(found, cands)
    at = run.slot.timestamp()
    winners: dict[int, dict[str, Any]] = {}
    losers: dict[int, int] = {}
    for d in decisions:
        w, lo = has_vector[d.winner], has_vector[d.loser]
        losers[lo] = w
        await _emit_merge(ctx, tenant, run, ids, payloads, w, lo, d.similarity, at)
        patch = winners.setdefault(w, {})
        base, gone = {**payloads[w], **patch}, payloads[lo]
        for key in ("source_resource_ids", "source_external_ids", "source_session_ids"):
            patch[key] = union(base.get(key), gone.get(key))
        patch["tags"] = union(base.get("tags"), gone.get("tags"))
        patch["entity_ids"] = union(base.get("entity_ids"), gone.get("entity_ids"))
        patch["merged_from"] = union(base.get("merged_from"), [ids[lo]])
    await ctx.events.flush()
    # Events first, then state: a crash in between re-emits (deduplicated) on the rerun
    # instead of leaving a merge the graph never heard of.
    for lo, w in sorted(losers.items()):
        await ctx.store.set_payload(
            ITEMS,
            ids[lo],
            {
                "status": "superseded",
                "superseded_by": ids[w],
                "valid_until": at,
                "updated_at": at,
            },
        )
    for w, patch in winners.items():
        await ctx.store.set_payload(ITEMS, ids[w], patch)
        payloads[w] = {**payloads[w], **patch}
    counts["merged"] = len(losers)
    return set(losers)


async def _emit_merge(
    ctx: JobContext,
    tenant: str,
    run: Run,
    ids: list[str],
    payloads: list[dict[str, Any]],
    w: int,
    lo: int,
    similarity: float,
    at: float,
) -> None:
    winner, loser = payloads[w], payloads[lo]
    conf = float(winner.get("confidence") or 0.0)
    await ctx.events.emit(
        "item.merged",
        tenant,
        ItemMerged(
            item=snapshot(ids[w], winner),
            merged_text=str(loser.get("text", "")),
            similarity=round(similarity, 6),
            confidence_before=conf,
            confirmation=False,
        ),
        "nightly-merge",
        ids[w],
        ids[lo],
    )
    await ctx.events.emit(
        "item.superseded",
        tenant,
        ItemSuperseded(
            old_item_id=ids[lo],
            new_item_id=ids[w],
            valid_until=datetime.fromtimestamp(at, UTC),
            relation="supersedes",
            confidence_after=float(loser.get("confidence") or 0.0),
        ),
        "nightly-merge",
        ids[lo],
        ids[w],
    )


async def _boost(
    ctx: JobContext,
    run: Run,
    ids: list[str],
    payloads: list[dict[str, Any]],
    losers: set[int],
    counts: Counts,
) -> None:
    batch = PatchBatch(ctx.store, ITEMS)
    cfg = ctx.settings
    for k, payload in enumerate(payloads):
        if k in losers:
            continue
        patch = boost_patch(payload, run, cfg.boost, cfg.max_priority)
        if patch:
            batch.add(ids[k], patch)
            payloads[k] = {**payload, **patch}
        if k % cfg.page_size == cfg.page_size - 1:
            await asyncio.sleep(0)
    counts["promoted"] = len(batch)
    await batch.write()


async def _decay(
    ctx: JobContext,
    tenant: str,
    run: Run,
    ids: list[str],
    payloads: list[dict[str, Any]],
    losers: set[int],
    counts: Counts,
) -> None:
    cfg = ctx.settings
    params = DecayParams(
        exponent=cfg.decay_exponent,
        weight=cfg.reinforce,
        scale=cfg.reinforce_scale,
        prune_below=cfg.prune_below,
        announce_delta=cfg.announce_delta,
    )
    at = run.slot.timestamp()
    batch = PatchBatch(ctx.store, ITEMS)
    decayed = pruned = 0
    for k, payload in enumerate(payloads):
        if k in losers:
            continue
        outcome = decay_item(payload, at, params)
        if outcome.changed:
            batch.add(ids[k], outcome.patch)
            if "confidence" in outcome.patch and outcome.confidence != payload.get("confidence"):
                decayed += 1
        if outcome.announce:
            changes: dict[str, Any] = {"confidence": outcome.confidence}
            if outcome.pruned:
                changes["status"] = "deleted"
            reason = "prune" if outcome.pruned else "decay"
            update = ItemUpdated(item_id=ids[k], changes=changes, reason=reason)
            await ctx.events.emit("item.updated", tenant, update, reason, ids[k], run.slot_key)
        pruned += outcome.pruned
        if k % cfg.page_size == cfg.page_size - 1:
            # ~1k items of pure arithmetic per slice keeps each slice well under 50 ms.
            await asyncio.sleep(0)
    await ctx.events.flush()
    await batch.write()
    counts["decayed"] = decayed
    counts["pruned"] = pruned

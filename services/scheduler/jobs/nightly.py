"""The nightly job for one tenant (docs/architecture.md §12.2).

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
import gc
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

from memstream.contracts.events import ItemMerged, ItemSuperseded, ItemUpdated
from memstream.contracts.items import MemoryItem
from memstream.services.common.stores.items import read_item
from memstream.services.common.stores.vectorstore import ITEMS, PointFilter
from memstream.services.scheduler.jobs import merge
from memstream.services.scheduler.jobs.context import Counts, JobContext, Run
from memstream.services.scheduler.jobs.decay import DecayParams, decay_item
from memstream.services.scheduler.shared.clock import DAY_S
from memstream.services.scheduler.shared.store_ops import PatchBatch, pages, union

# Items changed this close before the previous run started are compared again: a write
# racing that run's scan may have been missed by it.
_RESCAN_MARGIN_S = 3600.0
BOOSTED = "boosted_slot"
# Items handled between two yields to the event loop.
_SLICE = 128
# Items scanned between two moves of everything alive to the collector's permanent set.
_FREEZE_EVERY = 8192
# Payloads freed between two yields to the event loop.
_FREE_SLICE = 2048
# Changed items compared per matrix product (bounds memory: rows × items floats).
_BLOCK_ROWS = 512


def _since(run: Run) -> float | None:
    if run.previous_started_at is None:
        return None
    return run.previous_started_at.timestamp() - _RESCAN_MARGIN_S


def boost_window(run: Run) -> tuple[float, float]:
    """Items created in [start, end) are the run's "today": since the previous slot."""
    end = run.slot
    start = run.previous_slot if run.previous_slot is not None else end - timedelta(days=1)
    return start.timestamp(), end.timestamp()


def boost_patch(item: MemoryItem, run: Run, boost: float, ceiling: float) -> dict[str, Any]:
    start, end = boost_window(run)
    created = item.created_at or 0.0
    if not start <= created < end or item.boosted_slot == run.slot_key:
        return {}
    priority = item.retrieval_priority
    return {"retrieval_priority": round(min(ceiling, priority + boost), 6), BOOSTED: run.slot_key}


class _Matrix:
    """Unit vectors gathered page by page into one preallocated float32 matrix, so no
    single copy of every vector at once holds the GIL (and with it the event loop)."""

    def __init__(self, capacity: int) -> None:
        self._capacity = max(capacity, 1)
        self._data: np.ndarray[Any, np.dtype[np.float32]] | None = None
        self.rows = 0

    def add(self, vectors: list[np.ndarray[Any, np.dtype[np.float32]]]) -> None:
        if not vectors:
            return
        if self._data is None:
            self._data = np.empty((self._capacity, vectors[0].shape[0]), dtype=np.float32)
        if self.rows + len(vectors) > self._data.shape[0]:
            # Items added since the count: grow (rare, so the copy is acceptable).
            grown = np.empty((2 * (self.rows + len(vectors)), self._data.shape[1]), np.float32)
            grown[: self.rows] = self._data[: self.rows]
            self._data = grown
        self._data[self.rows : self.rows + len(vectors)] = np.stack(vectors)
        self.rows += len(vectors)

    def view(self) -> np.ndarray[Any, np.dtype[np.float32]]:
        if self._data is None:
            return np.empty((0, 0), dtype=np.float32)
        return self._data[: self.rows]

    def release(self) -> None:
        self._data, self.rows = None, 0


@dataclass(slots=True)
class _Scan:
    """The tenant's readable active items, column-wise (vectors only of items that have
    one). Payloads are kept as stored and read as items phase by phase: a hundred
    thousand MemoryItem objects would take three times the memory of their payloads."""

    matrix: _Matrix
    ids: list[str] = field(default_factory=list)
    payloads: list[dict[str, Any]] = field(default_factory=list)
    has_vector: list[int] = field(default_factory=list)
    updated: list[float] = field(default_factory=list)


async def _scan(ctx: JobContext, tenant: str) -> _Scan:
    flt = PointFilter(tenant_id=tenant, statuses=("active",))
    out = _Scan(_Matrix(await ctx.store.count(ITEMS, flt)))
    async for page in pages(
        ctx.store, ITEMS, flt, page_size=ctx.settings.page_size, with_vectors=True
    ):
        vectors = []
        for rec in page:
            item = read_item(rec.id, rec.payload)
            if item is None:
                continue
            if rec.dense is not None:
                out.has_vector.append(len(out.ids))
                vectors.append(rec.dense)
                out.updated.append(item.updated_at or 0.0)
            out.ids.append(rec.id)
            out.payloads.append(rec.payload)
        out.matrix.add(vectors)
        if len(out.ids) % _FREEZE_EVERY < len(page):
            # A large tenant's payloads are millions of tracked objects; each full
            # collection over them would stall the event loop for most of a second. They
            # live exactly as long as this run, so they are kept out of the collector
            # (run_nightly unfreezes at the end).
            gc.freeze()
    return out


async def run_nightly(ctx: JobContext, tenant: str, run: Run) -> Counts:
    counts: Counts = Counter()
    clock = _Phases(counts)
    try:
        scan = await _scan(ctx, tenant)
        counts["scanned"] = len(scan.ids)
        clock.lap("scan")
        losers = await _merge(ctx, tenant, run, scan, counts)
        scan.matrix.release()
        clock.lap("merge")
        await _boost(ctx, run, scan.ids, scan.payloads, losers, counts)
        clock.lap("boost")
        if ctx.catch_up is not None:
            await ctx.catch_up(tenant, counts)
            clock.lap("extract")
        await _decay(ctx, tenant, run, scan.ids, scan.payloads, losers, counts)
        clock.lap("decay")
        await _release(scan.payloads, scan.ids, scan.updated)
    finally:
        gc.unfreeze()
    return counts


async def _release(*columns: list[Any]) -> None:
    """Free scanned columns a slice at a time: dropped at once, a large tenant's millions
    of objects take a good part of a second to deallocate, on the loop."""
    for column in columns:
        while column:
            del column[-_FREE_SLICE:]
            await asyncio.sleep(0)


class _Phases:
    """Adds each phase's wall time to the counts (`<phase>_ms`): where a night went."""

    def __init__(self, counts: Counts) -> None:
        self._counts = counts
        self._t = time.perf_counter()

    def lap(self, phase: str) -> None:
        now = time.perf_counter()
        self._counts[f"{phase}_ms"] = round((now - self._t) * 1000)
        self._t = now


def changed_rows(updated: list[float], since: float) -> np.ndarray[Any, np.dtype[np.int64]]:
    """Positions (among items with a vector) of those updated at or after `since`."""
    return np.nonzero(np.asarray(updated, dtype=np.float64) >= since)[0].astype(np.int64)


async def _pairs(
    ctx: JobContext, scan: _Scan, rows: np.ndarray[Any, np.dtype[np.int64]]
) -> list[tuple[int, int, float]]:
    """Pairs above the threshold between a changed item and any active item, as positions
    in `scan` (not in the vector matrix)."""
    matrix = scan.matrix.view()
    block, threshold = _BLOCK_ROWS, ctx.settings.merge_threshold
    found: list[tuple[int, int, float]] = []
    for start in range(0, rows.size, block):
        found += await asyncio.to_thread(
            merge.block_pairs, rows[start : start + block], matrix, threshold
        )
    at = scan.has_vector
    return [(at[i], at[j], sim) for i, j, sim in found]


async def _merge(ctx: JobContext, tenant: str, run: Run, scan: _Scan, counts: Counts) -> set[int]:
    counts["merged"] = 0
    ids, payloads = scan.ids, scan.payloads
    since = _since(run)
    if since is None:
        # First run: older items went through the write path's own dedup already.
        since = run.slot.timestamp() - ctx.settings.merge_first_window_days * DAY_S
    rows = await asyncio.to_thread(changed_rows, scan.updated, since)
    counts["merge_compared"] = int(rows.size)
    if scan.matrix.rows < 2 or not rows.size:
        return set()
    found = await _pairs(ctx, scan, rows)
    if not found:
        return set()
    involved = {k for i, j, _ in found for k in (i, j)}
    items = {k: MemoryItem.from_payload(payloads[k]) for k in involved}
    cands = {k: merge.MergeCandidate.of(ids[k], item) for k, item in items.items()}
    decisions = merge.plan_merges(found, _Lookup(cands))
    at = run.slot.timestamp()
    winners: dict[int, MemoryItem] = {}
    losers: dict[int, int] = {}
    for d in decisions:
        w, lo = d.winner, d.loser
        losers[lo] = w
        await _emit_merge(ctx, tenant, ids, items[w], items[lo], w, lo, d.similarity, at)
        base, gone = winners.get(w, items[w]), items[lo]
        winners[w] = base.with_changes(
            source_resource_ids=union(base.source_resource_ids, gone.source_resource_ids),
            source_external_ids=union(base.source_external_ids, gone.source_external_ids),
            source_session_ids=union(base.source_session_ids, gone.source_session_ids),
            tags=union(base.tags, gone.tags),
            entity_ids=union(base.entity_ids, gone.entity_ids),
            merged_from=union(base.merged_from, [ids[lo]]),
        )
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
    for w, winner in winners.items():
        patch = {k: v for k, v in winner.to_payload().items() if k in _MERGE_UNIONS}
        await ctx.store.set_payload(ITEMS, ids[w], patch)
        payloads[w] = {**payloads[w], **patch}
    counts["merged"] = len(losers)
    return set(losers)


# What a merge folds from the loser into the winner.
_MERGE_UNIONS = frozenset(
    {
        "source_resource_ids",
        "source_external_ids",
        "source_session_ids",
        "tags",
        "entity_ids",
        "merged_from",
    }
)


class _Lookup:
    """Sequence-style access to the few candidates that appear in a pair."""

    def __init__(self, cands: dict[int, merge.MergeCandidate]) -> None:
        self._cands = cands

    def __getitem__(self, k: int) -> merge.MergeCandidate:
        return self._cands[k]


async def _emit_merge(
    ctx: JobContext,
    tenant: str,
    ids: list[str],
    winner: MemoryItem,
    loser: MemoryItem,
    w: int,
    lo: int,
    similarity: float,
    at: float,
) -> None:
    await ctx.events.emit(
        "item.merged",
        tenant,
        ItemMerged(
            item=winner.snapshot(ids[w]),
            merged_text=loser.text,
            similarity=round(similarity, 6),
            confidence_before=winner.confidence,
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
            confidence_after=loser.confidence,
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
        patch = boost_patch(MemoryItem.from_payload(payload), run, cfg.boost, cfg.max_priority)
        if patch:
            batch.add(ids[k], patch)
            payloads[k] = {**payload, **patch}
        if k % _SLICE == _SLICE - 1:
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
        write_delta=cfg.write_delta,
    )
    at = run.slot.timestamp()
    batch = PatchBatch(ctx.store, ITEMS)
    decayed = pruned = 0
    for k, payload in enumerate(payloads):
        if k in losers:
            continue
        item = MemoryItem.from_payload(payload)
        outcome = decay_item(item, at, params)
        if outcome.changed:
            batch.add(ids[k], outcome.patch)
            if "confidence" in outcome.patch and outcome.confidence != item.confidence:
                decayed += 1
        if outcome.announce:
            changes: dict[str, Any] = {"confidence": outcome.confidence}
            if outcome.pruned:
                changes["status"] = "deleted"
            reason = "prune" if outcome.pruned else "decay"
            update = ItemUpdated(item_id=ids[k], changes=changes, reason=reason)
            await ctx.events.emit("item.updated", tenant, update, reason, ids[k], run.slot_key)
        pruned += outcome.pruned
        if k % _SLICE == _SLICE - 1:
            # A few hundred items of arithmetic (and their events) per slice keeps every
            # slice well under 50 ms of loop time.
            await asyncio.sleep(0)
    await ctx.events.flush()
    await batch.write()
    counts["decayed"] = decayed
    counts["pruned"] = pruned

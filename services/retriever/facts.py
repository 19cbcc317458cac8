"""Facts before transcript (docs/architecture.md §5.6.5): where an item covers a shown turn,
the line is the fact, with its evidence turn; a superseded fact only ever stands after its
successor.

Selection (`rank.select`) picks the best memories, episodes and items alike. An episode is
raw transcript; when the extractor made a fact of that turn, the fact is what the agent
should read ("Caroline moved to Porto in June 2023", with its date and category), so the
episode's slot goes to the fact, which shows the turn it came from as its evidence and
keeps the slot's score (the turn's match is the fact's match). Of several facts from one
turn the one that matches the question best takes the slot.

A turn can tell two things of which one was superseded since: "I live in Lisbon with my
girlfriend Inês" after "we moved to Porto". Asked "where do I live?", the turn matches for
the superseded fact, and lifting the other ("Inês is User's girlfriend") would show the old
city's turn first under a fact that says nothing of it. Where a superseded fact of the turn
is closer to the question (cosine of the stored vectors) than its best current one, and the
selection found its successor on its own (so the question is about what changed), the
slot is the superseded fact's, after its successor.

A turn whose facts were all superseded ("I live in Lisbon" before "we moved to Porto")
is never shown as current: its slot shows the superseded fact tagged `[superseded]`,
directly after its successor, which is brought in when the selection lacks it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from memstream.services.common.stores.vectors import DenseVector
from memstream.services.common.stores.vectorstore import ITEMS, PointFilter, Record
from memstream.services.retriever.exchange import confirms
from memstream.services.retriever.fusion import Candidate
from memstream.services.retriever.rank import Factors, Scored, Selected
from memstream.services.retriever.run import Reads

ACTIVE = "active"
SUPERSEDED = "superseded"
# One page of covering items is plenty: a context shows at most 10 turns' worth.
COVER_PAGE = 256
# A superseded fact takes its turn's slot only when its successor was found at this share
# of the turn's score or more (the update rule's `update_score_share` by default).
SUCCESSOR_SHARE = 0.5

FactorsOf = Callable[[Candidate], Factors]


@dataclass(slots=True)
class Coverage:
    """Items extracted from the selected turns, by resource id, and the successors of the
    superseded ones."""

    active: dict[str, list[Record]] = field(default_factory=dict)
    superseded: dict[str, list[Record]] = field(default_factory=dict)
    successors: dict[str, Record] = field(default_factory=dict)


def episode_resources(chosen: Sequence[Selected]) -> list[str]:
    """The resource id of every selected episode's own turn, in order."""
    found = []
    for sel in chosen:
        rid = sel.scored.cand.payload.get("resource_id")
        if sel.is_episode and isinstance(rid, str):
            found.append(rid)
    return found


async def load_coverage(reads: Reads, base: PointFilter, resource_ids: Sequence[str]) -> Coverage:
    """Active and superseded items from `resource_ids` (two store calls at most). Only the
    items of turns that hold both come with their vectors: what `facts_first` compares
    with the question."""
    cover = Coverage()
    if not resource_ids:
        return cover
    wanted = set(resource_ids)
    spec = dataclasses.replace(
        base, statuses=(ACTIVE, SUPERSEDED), source_resource_ids=sorted(wanted), ids=None
    )
    records = await reads.scroll(ITEMS, spec, limit=COVER_PAGE)
    for record in records:
        status = record.payload.get("status")
        target = cover.active if status == ACTIVE else cover.superseded
        for rid in _sources(record):
            if rid in wanted:
                target.setdefault(rid, []).append(record)
    known = {r.id for found in cover.active.values() for r in found}
    missing = {
        str(r.payload["superseded_by"])
        for found in cover.superseded.values()
        for r in found
        if isinstance(r.payload.get("superseded_by"), str)
        and r.payload["superseded_by"] not in known
    }
    mixed = {
        r.id
        for rid, old in cover.superseded.items()
        if rid in cover.active
        for r in (*old, *cover.active[rid])
    }
    if missing or mixed:
        fetched = await reads.get(ITEMS, sorted(missing | mixed), with_vectors=bool(mixed))
        for record in fetched:
            if record.id in missing and record.payload.get("status") == ACTIVE:
                cover.successors[record.id] = record
        vectors = {r.id: r for r in fetched if r.id in mixed}
        for group in (cover.active, cover.superseded):
            for rid, found in group.items():
                group[rid] = [vectors.get(r.id, r) for r in found]
    for found in cover.active.values():
        for record in found:
            cover.successors.setdefault(record.id, record)
    return cover


def _sources(record: Record) -> list[str]:
    value = record.payload.get("source_resource_ids")
    return [str(v) for v in value] if isinstance(value, list | tuple) else []


def facts_first(
    chosen: Sequence[Selected],
    cover: Coverage,
    ranked: Mapping[str, Scored],
    factors_of: FactorsOf,
    limit: int,
    query: DenseVector | None = None,
) -> list[Selected]:
    """`chosen` with covered turns shown as their facts and superseded facts placed after
    their successors; at most `limit` entries.

    `ranked` holds the ranking's items by id (their own scores pick the best fact of a
    turn); `factors_of` gives the final-formula factors of an item the ranking lacks;
    `query`, the question's dense vector, tells a turn's superseded fact closer to the
    question than its current ones.
    """
    out: list[Selected] = []
    taken: set[str] = set()
    found = _found(chosen, cover)
    for sel in chosen:
        cand = sel.scored.cand
        if not sel.is_episode:
            if cand.id not in taken:
                taken.add(cand.id)
                out.append(sel)
            continue
        rid = cand.payload.get("resource_id")
        # The turn the fact was read from, and the confirmation that closes its exchange.
        evidence = [Record(cand.id, cand.payload), *(t for t in sel.turns if confirms(t))]
        facts = [r for r in cover.active.get(str(rid), []) if r.id not in taken]
        old = [
            r
            for r in cover.superseded.get(str(rid), [])
            if found.get(r.id, 0.0) >= SUCCESSOR_SHARE * sel.scored.score or not facts
        ]
        best = max(facts, key=lambda r: _own_score(r, ranked)) if facts else None
        closer = _closer(old, best, query)
        if best is not None and closer is None:
            taken.add(best.id)
            out.append(Selected(_lifted(best, sel.scored, ranked, factors_of), evidence))
            continue
        if old and (closer is not None or not cover.active.get(str(rid))):
            first = closer or old[0]
            lifted = _lifted(first, sel.scored, ranked, factors_of)
            out.append(Selected(lifted, evidence, superseded=True))
            continue
        out.append(sel)
    shown = _after_successors(out, cover, ranked, factors_of)
    # A fact whose own evidence beats its turn's keeps its own score, so it may now outrank
    # what stood above the turn: the list is put back in score order (stable, so a
    # superseded fact, which shows its successor's score, stays right behind it).
    shown.sort(key=lambda e: -e.scored.score)
    return shown[:limit]


def _found(chosen: Sequence[Selected], cover: Coverage) -> dict[str, float]:
    """Superseded facts whose successor the selection found on its own, with the score it
    found it at (the item's, or that of a turn it was read from). Only a successor found
    near the old turn's score says the question is about what changed ("where do I live?"
    finds "we moved to Porto"; "what's the dog called?" finds neither city, though a small
    tenant's selection holds every memory)."""
    scores: dict[str, float] = {}
    for sel in chosen:
        rid = sel.scored.cand.payload.get("resource_id")
        key = str(rid) if sel.is_episode else sel.scored.cand.id
        scores[key] = max(scores.get(key, 0.0), sel.scored.score)
    found = {}
    for records in cover.superseded.values():
        for record in records:
            successor = cover.successors.get(str(record.payload.get("superseded_by")))
            if successor is None:
                continue
            at = [scores[k] for k in (successor.id, *_sources(successor)) if k in scores]
            if at:
                found[record.id] = max(at)
    return found


def _closer(old: Sequence[Record], best: Record | None, query: DenseVector | None) -> Record | None:
    """The superseded fact closer to the question than `best`, the turn's current one."""
    if best is None or best.dense is None or query is None:
        return None
    current = float(np.dot(best.dense, query))
    scored = [(float(np.dot(r.dense, query)), r) for r in old if r.dense is not None]
    closest = max(scored, key=lambda pair: pair[0], default=None)
    return closest[1] if closest is not None and closest[0] > current else None


def _own_score(record: Record, ranked: Mapping[str, Scored]) -> tuple[float, float]:
    scored = ranked.get(record.id)
    confidence = record.payload.get("confidence")
    conf = float(confidence) if isinstance(confidence, int | float) else 0.0
    return (scored.score if scored is not None else -1.0, conf)


def _lifted(
    record: Record, slot: Scored, ranked: Mapping[str, Scored], factors_of: FactorsOf
) -> Scored:
    """The fact in the slot of its turn: the better of its own and the turn's scores."""
    own = ranked.get(record.id)
    if own is not None and own.score >= slot.score:
        return own
    cand = own.cand if own is not None else Candidate(ITEMS, record.id, dict(record.payload))
    parts = own.factors if own is not None else factors_of(cand)
    return Scored(cand, max(slot.raw, own.raw if own else 0.0), slot.score, parts)


def _after_successors(
    entries: list[Selected],
    cover: Coverage,
    ranked: Mapping[str, Scored],
    factors_of: FactorsOf,
) -> list[Selected]:
    """Each superseded fact right after its successor, the successor brought in if absent."""
    current = [e for e in entries if not e.superseded]
    for old in (e for e in entries if e.superseded):
        successor_id = old.scored.cand.payload.get("superseded_by")
        at = next((i for i, e in enumerate(current) if e.scored.cand.id == successor_id), None)
        if at is None:
            record = cover.successors.get(str(successor_id))
            if record is None:
                continue  # no current successor to stand behind: not shown at all
            place = _slot_of(old, entries, current)
            scored = _lifted(record, old.scored, ranked, factors_of)
            current.insert(place, Selected(scored, []))
            at = place
        # It stands in its successor's place, so it shows that place's score: the list's
        # scores stay non-increasing and the [superseded] tag says what it is.
        behind = Scored(
            old.scored.cand, old.scored.raw, current[at].scored.score, old.scored.factors
        )
        current.insert(at + 1, Selected(behind, old.turns, superseded=True))
    return current


def _slot_of(old: Selected, entries: Sequence[Selected], current: Sequence[Selected]) -> int:
    """Where `old` stood among the current entries (the count of current ones before it)."""
    before = entries[: entries.index(old)]
    ids = {id(e) for e in before}
    return sum(1 for e in current if id(e) in ids)

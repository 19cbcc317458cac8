"""What to do with a gated candidate given the stored items (docs/architecture.md §5.3-5.4).

A pure function of the candidate, the point at its own id (if any) and its nearest active
neighbours, so every branch is unit-tested without a store:

* its resources are already recorded on the matching item → `Idempotent` (a redelivery);
* the same text is stored and active → `Merge` at similarity 1 (confirmation if another
  session said it, else a restatement);
* a neighbour above `conflict_threshold` contradicts it (see `conflicts.py`) → `Reject`
  when the conflict cannot be resolved, else `Create` with supersede/contradict actions;
* a neighbour above `dedup_threshold` → `Merge` into it, same-session neighbours first;
* otherwise `Create` (reviving the point when the same text was stored before and later
  superseded or archived).

"Another source" means a session none of the item's evidence came from: repeating a
claim within one conversation is not independent confirmation.

Kinds never mix: only an item of the candidate's own kind can absorb it (merge) or show it
was already stored (idempotent). Lessons are not compared at all: they are rules for the
agent, owned by the behaviour loop (a newer lesson with the same key replaces one), so a
claim neither merges into a lesson nor contradicts one. A lesson derived from "I prefer
tea over coffee" and the preference extracted from the same message are two items.
Same-wording claims of different extracted kinds are still one point (the id rule).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal

from memstream.contracts.items import MEMORY_KINDS, MemoryItem, MemoryKind
from memstream.services.common.stores.items import item_of
from memstream.services.common.stores.vectorstore import Hit, Record
from memstream.services.extractor import conflicts
from memstream.services.extractor.confidence import confirmed, contradicted, merged
from memstream.services.extractor.items import Candidate
from memstream.services.extractor.settings import ExtractorSettings

# What a candidate is compared with (the store filter of the neighbour search).
COMPARED_KINDS: Final[tuple[MemoryKind, ...]] = tuple(k for k in MEMORY_KINDS if k != "lesson")


@dataclass(frozen=True, slots=True)
class ConflictAction:
    old_item_id: str
    rule: conflicts.ContradictionKind
    outcome: Literal["supersede", "contradict"]
    confidence_after: float
    similarity: float


@dataclass(frozen=True, slots=True)
class Create:
    conflicts: tuple[ConflictAction, ...] = ()
    revive: MemoryItem | None = None


@dataclass(frozen=True, slots=True)
class Merge:
    target_id: str
    target: MemoryItem
    similarity: float
    confirmation: bool
    confidence_before: float
    confidence_after: float
    reword: bool


@dataclass(frozen=True, slots=True)
class Idempotent:
    item_id: str
    item: MemoryItem


@dataclass(frozen=True, slots=True)
class Reject:
    reason: Literal["conflict"]
    detail: str
    against: str


Decision = Create | Merge | Idempotent | Reject


@dataclass(frozen=True, slots=True)
class Stored:
    """A stored item next to the candidate, with its cosine similarity (1 for the item at
    the candidate's own id)."""

    id: str
    item: MemoryItem
    score: float


def already_recorded(c: Candidate, item: MemoryItem) -> bool:
    recorded = set(item.source_resource_ids)
    return bool(c.source_resource_ids) and set(c.source_resource_ids) <= recorded


def other_source(c: Candidate, item: MemoryItem) -> bool:
    sessions = {*item.source_session_ids, item.session_id}
    return c.session_id not in sessions


def _merge(c: Candidate, target: Stored, reword: bool, settings: ExtractorSettings) -> Merge:
    before = target.item.confidence
    confirmation = other_source(c, target.item)
    after = confirmed(before, settings) if confirmation else merged(before, settings)
    return Merge(target.id, target.item, target.score, confirmation, before, after, reword)


def _conflicts(
    c: Candidate, neighbours: Sequence[Stored], settings: ExtractorSettings
) -> Reject | tuple[ConflictAction, ...]:
    actions: list[ConflictAction] = []
    for hit in neighbours:
        if hit.id == c.item_id or hit.score < settings.conflict_threshold:
            continue
        rule = conflicts.contradiction(c.text, hit.item.text)
        if rule is None:
            continue
        after = contradicted(hit.item.confidence, settings)
        outcome = conflicts.resolve(c.confidence, c.event_time, after, hit.item.event_time or 0.0)
        if outcome == "reject":
            return Reject(
                "conflict",
                f"contradicts the newer item {hit.id} ({rule}): {hit.item.text!r}",
                hit.id,
            )
        actions.append(ConflictAction(hit.id, rule, outcome, after, hit.score))
    return tuple(actions)


def _readable(neighbours: Sequence[Hit]) -> list[Stored]:
    out = []
    for hit in neighbours:
        item = item_of(hit)
        if item is not None and item.kind in COMPARED_KINDS:
            out.append(Stored(hit.id, item, hit.score))
    return out


def decide(
    c: Candidate,
    exact: Record | None,
    neighbours: Sequence[Hit],
    settings: ExtractorSettings,
) -> Decision:
    """The write decision for one candidate (see the module docstring).

    An unreadable point at the candidate's id is overwritten as if absent; unreadable
    neighbours are ignored."""
    own = None if exact is None else item_of(exact)
    if exact is not None and own is not None:
        if already_recorded(c, own):
            return Idempotent(exact.id, own)
        if own.status == "active":
            return _merge(c, Stored(exact.id, own, 1.0), False, settings)
    near = _readable(neighbours)
    same_kind = [h for h in near if h.item.kind == c.kind]
    for hit in same_kind:
        if hit.score > settings.dedup_threshold and already_recorded(c, hit.item):
            return Idempotent(hit.id, hit.item)
    found = _conflicts(c, near, settings)
    if isinstance(found, Reject):
        return found
    if found:
        return Create(found, revive=own)
    duplicates = [h for h in same_kind if h.score > settings.dedup_threshold and h.id != c.item_id]
    if duplicates:
        same_session = [h for h in duplicates if h.item.session_id == c.session_id]
        best = max(same_session or duplicates, key=lambda h: h.score)
        return _merge(c, best, True, settings)
    return Create((), revive=own)

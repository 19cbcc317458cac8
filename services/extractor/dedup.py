"""What to do with a gated candidate given the stored items (DESIGN.md §5.3-5.4).

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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from services.common.vectorstore import Hit, Record
from services.extractor import conflicts
from services.extractor.confidence import confirmed, contradicted, merged
from services.extractor.items import Candidate
from services.extractor.settings import ExtractorSettings


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
    revive: Record | None = None


@dataclass(frozen=True, slots=True)
class Merge:
    target_id: str
    target: Mapping[str, Any]
    similarity: float
    confirmation: bool
    confidence_before: float
    confidence_after: float
    reword: bool


@dataclass(frozen=True, slots=True)
class Idempotent:
    item_id: str
    payload: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Reject:
    reason: Literal["conflict"]
    detail: str
    against: str


Decision = Create | Merge | Idempotent | Reject


def already_recorded(c: Candidate, payload: Mapping[str, Any]) -> bool:
    recorded = set(payload.get("source_resource_ids") or ())
    return bool(c.source_resource_ids) and set(c.source_resource_ids) <= recorded


def other_source(c: Candidate, payload: Mapping[str, Any]) -> bool:
    sessions = set(payload.get("source_session_ids") or ())
    sessions.add(payload.get("session_id"))
    return c.session_id not in sessions


def _merge(
    c: Candidate, target_id: str, payload: Mapping[str, Any], similarity: float, reword: bool,
    settings: ExtractorSettings,
) -> Merge:  # fmt: skip
    before = float(payload.get("confidence", c.confidence))
    confirmation = other_source(c, payload)
    after = confirmed(before, settings) if confirmation else merged(before, settings)
    return Merge(target_id, payload, similarity, confirmation, before, after, reword)


def _conflicts(
    c: Candidate, neighbours: Sequence[Hit], settings: ExtractorSettings
) -> Reject | tuple[ConflictAction, ...]:
    actions: list[ConflictAction] = []
    for hit in neighbours:
        if hit.id == c.item_id or hit.score < settings.conflict_threshold:
            continue
        rule = conflicts.contradiction(c.text, str(hit.payload.get("text", "")))
        if rule is None:
            continue
        old_confidence = float(hit.payload.get("confidence", 0.0))
        after = contradicted(old_confidence, settings)
        outcome = conflicts.resolve(
            c.confidence, c.event_time, after, float(hit.payload.get("event_time") or 0.0)
        )
        if outcome == "reject":
            return Reject(
                "conflict",
                f"contradicts the newer item {hit.id} ({rule}): {hit.payload.get('text')!r}",
                hit.id,
            )
        actions.append(ConflictAction(hit.id, rule, outcome, after, hit.score))
    return tuple(actions)


def decide(
    c: Candidate,
    exact: Record | None,
    neighbours: Sequence[Hit],
    settings: ExtractorSettings,
) -> Decision:
    """The write decision for one candidate (see the module docstring)."""
    if exact is not None and already_recorded(c, exact.payload):
        return Idempotent(exact.id, exact.payload)
    if exact is not None and exact.payload.get("status") == "active":
        return _merge(c, exact.id, exact.payload, 1.0, False, settings)
    for hit in neighbours:
        if hit.score > settings.dedup_threshold and already_recorded(c, hit.payload):
            return Idempotent(hit.id, hit.payload)
    found = _conflicts(c, neighbours, settings)
    if isinstance(found, Reject):
        return found
    if found:
        return Create(found, revive=exact)
    duplicates = [h for h in neighbours if h.score > settings.dedup_threshold and h.id != c.item_id]
    if duplicates:
        same_session = [h for h in duplicates if h.payload.get("session_id") == c.session_id]
        best = max(same_session or duplicates, key=lambda h: h.score)
        return _merge(c, best.id, best.payload, best.score, True, settings)
    return Create((), revive=exact)

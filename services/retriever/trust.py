"""Trust pass over the memories about to be returned (docs/architecture.md §14).

Tags: `uncertain` below a confidence floor, `stale` when a claim has not been confirmed for
a configurable number of days (counted from when it was stored, if it never was),
`conflict` on both sides of a contradiction present in the set (and on claims already known
to be contradicted). A claim tagged `superseded` (set by the read path,
services/retriever/facts.py) is a resolved contradiction: it stays where it stands, after
its successor, and neither side is flagged as a conflict. Of two conflicting claims the one
with the higher confidence is surfaced: it is moved ahead of the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memstream.contracts.context import ItemKind, TrustTag

DAY_S = 86_400.0


@dataclass(slots=True)
class Claim:
    """What the trust pass needs of one memory: identity, kind, confidence, payload."""

    id: str
    kind: ItemKind
    confidence: float
    payload: Mapping[str, Any]
    tags: list[TrustTag]


def _as_ids(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, list | tuple | set):
        return {str(v) for v in value}
    return set()


def conflicting(a: Claim, b: Claim) -> bool:
    """Whether either claim names the other as contradicted or superseded."""
    links_a = _as_ids(a.payload.get("contradicts")) | _as_ids(a.payload.get("supersedes"))
    links_b = _as_ids(b.payload.get("contradicts")) | _as_ids(b.payload.get("supersedes"))
    return b.id in links_a or a.id in links_b


def last_confirmed(payload: Mapping[str, Any]) -> float | None:
    """Epoch seconds of the claim's latest confirmation.

    `last_confirmed_at` is written when the claim is confirmed (confirm_fact, the same claim
    from another source). A claim never confirmed was last asserted when it was stored: its
    creation, not its last write (decay, merges and contradictions write too, and none of
    them says the claim still holds). A claim confirmed before the time was recorded
    (`confirmations` but no `last_confirmed_at`) falls back to its last write.
    """
    value = payload.get("last_confirmed_at")
    if isinstance(value, int | float):
        return float(value)
    confirmations = payload.get("confirmations")
    legacy = isinstance(confirmations, int | float) and confirmations > 0
    for key in ("updated_at", "created_at") if legacy else ("created_at", "updated_at"):
        value = payload.get(key)
        if isinstance(value, int | float):
            return float(value)
    return None


def _add(claim: Claim, tag: TrustTag) -> None:
    if tag not in claim.tags:
        claim.tags.append(tag)


def trust_pass(
    claims: Sequence[Claim], now: float, *, uncertain_below: float, stale_after_days: float
) -> list[Claim]:
    """Tag every claim and return them with each conflict's stronger side first.

    Episodes are verbatim evidence: they are never uncertain, stale or in conflict.
    """
    ordered = list(claims)
    for claim in ordered:
        if claim.kind in ("episode", "summary"):
            continue
        if claim.confidence < uncertain_below:
            _add(claim, "uncertain")
        confirmed = last_confirmed(claim.payload)
        if confirmed is not None and (now - confirmed) / DAY_S > stale_after_days:
            _add(claim, "stale")
        contradictions = claim.payload.get("contradictions")
        if isinstance(contradictions, int | float) and contradictions > 0:
            _add(claim, "conflict")
    for i in range(len(ordered)):
        for j in range(i + 1, len(ordered)):
            a, b = ordered[i], ordered[j]
            if a.kind == "episode" or b.kind == "episode" or not conflicting(a, b):
                continue
            if "superseded" in a.tags or "superseded" in b.tags:
                continue  # resolved: the successor stands first, the old one is tagged
            _add(a, "conflict")
            _add(b, "conflict")
            if b.confidence > a.confidence:
                # Surface the stronger claim where the weaker one stood.
                ordered[i], ordered[j] = b, a
    return ordered

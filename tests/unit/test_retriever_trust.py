"""Trust pass: uncertain, stale, conflicts (stronger claim surfaced), episodes untouched."""

from __future__ import annotations

from typing import Any

from memstream.contracts.context import ItemKind
from memstream.services.retriever.trust import Claim, trust_pass

NOW = 1_700_000_000.0
DAY = 86_400.0


def claim(cid: str, confidence: float, kind: ItemKind = "fact", **payload: Any) -> Claim:
    return Claim(
        id=cid,
        kind=kind,
        confidence=confidence,
        payload={"created_at": NOW, **payload},
        tags=[],
    )


def run(*claims: Claim) -> list[Claim]:
    return trust_pass(claims, NOW, uncertain_below=0.3, stale_after_days=90)


def test_low_confidence_is_uncertain() -> None:
    low, ok = run(claim("low", 0.29), claim("ok", 0.3))
    assert low.tags == ["uncertain"]
    assert ok.tags == []


def test_unconfirmed_for_too_long_is_stale() -> None:
    old = claim("old", 0.9, created_at=NOW - 200 * DAY)
    confirmed = claim(
        "confirmed", 0.9, created_at=NOW - 200 * DAY, last_confirmed_at=NOW - 10 * DAY
    )
    edge = claim("edge", 0.9, created_at=NOW - 90 * DAY)
    tagged = {c.id: c.tags for c in run(old, confirmed, edge)}
    assert tagged == {"old": ["stale"], "confirmed": [], "edge": []}


def test_conflicting_claims_are_flagged_and_the_stronger_surfaced() -> None:
    weak = claim("weak", 0.4, text="Ana lives in Lisbon")
    other = claim("other", 0.8, text="Ana likes jazz")
    strong = claim("strong", 0.9, text="Ana lives in Porto", contradicts=["weak"])
    ordered = run(weak, other, strong)
    assert [c.id for c in ordered] == ["strong", "other", "weak"]
    tags = {c.id: c.tags for c in ordered}
    assert tags == {"strong": ["conflict"], "other": [], "weak": ["conflict"]}


def test_supersedes_links_count_as_conflicts_and_order_is_kept_when_already_right() -> None:
    new = claim("new", 0.9, supersedes="old")
    old = claim("old", 0.5)
    assert [(c.id, c.tags) for c in run(new, old)] == [("new", ["conflict"]), ("old", ["conflict"])]


def test_known_contradictions_flag_a_claim_alone() -> None:
    (disputed,) = run(claim("d", 0.7, contradictions=2))
    assert disputed.tags == ["conflict"]


def test_episodes_and_summaries_are_never_tagged() -> None:
    ep = claim("ep", 0.1, kind="episode", created_at=NOW - 900 * DAY, contradicts=["x"])
    summary = claim("x", 0.1, kind="summary", created_at=NOW - 900 * DAY)
    assert [(c.id, c.tags) for c in run(ep, summary)] == [("ep", []), ("x", [])]

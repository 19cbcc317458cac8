"""The off-domain penalty of a shared space: one factor of the final score, never a filter."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from memstream.services.common.stores.vectorstore import EPISODES, ITEMS
from memstream.services.retriever.answer import explain_of
from memstream.services.retriever.fusion import Candidate, Key
from memstream.services.retriever.rank import domain_factor, factors, rank
from memstream.services.retriever.settings import RetrieverSettings

S = RetrieverSettings()
NOW = datetime(2024, 1, 31, tzinfo=UTC).timestamp()
DAY = 86_400.0

DOMAINS = ("cooking", "coding", "travel")
factor_values = st.one_of(st.just(1.0), st.floats(min_value=1e-3, max_value=1.0, exclude_max=True))
collections = st.sampled_from([ITEMS, EPISODES])


def with_factor(f: float) -> RetrieverSettings:
    return S.model_copy(update={"off_domain_factor": f})


@st.composite
def payloads(draw: st.DrawFn) -> dict[str, Any]:
    """A memory's payload: age, confidence, priority, sentiment, and any event time."""
    return {
        "created_at": NOW - draw(st.floats(min_value=0, max_value=3000)) * DAY,
        "event_time": NOW - draw(st.floats(min_value=0, max_value=3000)) * DAY,
        "confidence": draw(st.floats(min_value=0, max_value=1)),
        "retrieval_priority": draw(st.floats(min_value=0, max_value=3)),
        "sentiment": draw(st.sampled_from(["neutral", "frustrated", "excited"])),
    }


@st.composite
def pools(draw: st.DrawFn) -> dict[Key, Candidate]:
    """Candidates of any fused evidence, tagged with a domain or none."""
    found: dict[Key, Candidate] = {}
    for i in range(draw(st.integers(min_value=0, max_value=12))):
        collection = draw(collections)
        payload = draw(payloads())
        payload["domain"] = draw(st.sampled_from([None, *DOMAINS]))
        cand = Candidate(collection, f"m{i}", payload, fused=draw(st.floats(-20, 20)))
        found[cand.key] = cand
    return found


def test_the_factor_applies_only_to_another_tagged_domain() -> None:
    assert domain_factor("coding", {"domain": "cooking"}, 0.5) == 0.5
    assert domain_factor("coding", {"domain": "coding"}, 0.5) == 1.0
    for untagged in ({}, {"domain": None}, {"domain": ""}, {"domain": 7}):
        assert domain_factor("coding", untagged, 0.5) == 1.0
    assert domain_factor(None, {"domain": "cooking"}, 0.5) == 1.0


def test_the_factor_is_a_share_of_the_score() -> None:
    for bad in (0.0, -0.1, 1.5):
        with pytest.raises(ValidationError):
            RetrieverSettings(off_domain_factor=bad)
    assert S.off_domain_factor == pytest.approx(0.5)


@given(
    collection=collections,
    payload=payloads(),
    fused=st.floats(-20, 20),
    f=factor_values,
    on_first=st.booleans(),
)
def test_an_on_domain_memory_never_loses_to_an_identical_off_domain_one(
    collection: str, payload: dict[str, Any], fused: float, f: float, on_first: bool
) -> None:
    settings = with_factor(f)
    # The ids decide ties last; either order of them must give the same answer.
    on_id, off_id = ("a", "b") if on_first else ("b", "a")
    on = Candidate(collection, on_id, {**payload, "domain": "coding"}, fused=fused)
    off = Candidate(collection, off_id, {**payload, "domain": "cooking"}, fused=fused)
    ranking = rank({on.key: on, off.key: off}, NOW, settings, domain="coding")
    assert len(ranking) == 2  # penalised, never dropped
    by_id = {s.cand.id: s for s in ranking}
    assert by_id[off_id].score == pytest.approx(by_id[on_id].score * f, rel=1e-9)
    assert by_id[on_id].score >= by_id[off_id].score
    assert by_id[off_id].factors.domain == f and by_id[on_id].factors.domain == 1.0
    if f < 1.0:
        assert ranking[0].cand.id == on_id
    # The reply shows the factor as a score component.
    assert explain_of(by_id[off_id], settings).domain == pytest.approx(f)
    assert explain_of(by_id[on_id], settings).domain == 1.0


@given(candidates=pools(), asked=st.sampled_from(DOMAINS))
def test_factor_one_changes_nothing(candidates: dict[Key, Candidate], asked: str) -> None:
    plain = rank(candidates, NOW, S)
    neutral = rank(candidates, NOW, with_factor(1.0), domain=asked)
    assert [s.cand.key for s in neutral] == [s.cand.key for s in plain]
    assert [s.score for s in neutral] == pytest.approx([s.score for s in plain])


@given(candidates=pools(), f=factor_values, asked=st.sampled_from(DOMAINS))
def test_each_off_domain_score_is_the_plain_one_times_the_factor(
    candidates: dict[Key, Candidate], f: float, asked: str
) -> None:
    plain = {s.cand.key: s for s in rank(candidates, NOW, S)}
    ranked = rank(candidates, NOW, with_factor(f), domain=asked)
    assert {s.cand.key for s in ranked} == set(plain)  # nothing dropped
    for s in ranked:
        tagged = s.cand.payload.get("domain")
        expected = f if tagged is not None and tagged != asked else 1.0
        assert s.factors.domain == expected
        assert s.score == pytest.approx(plain[s.cand.key].score * expected, rel=1e-9)


@given(candidates=pools())
def test_no_domain_asked_is_the_ranking_without_the_penalty(
    candidates: dict[Key, Candidate],
) -> None:
    """A request naming no domain ranks as before the penalty existed, at any factor."""
    strict = with_factor(0.1)
    assert [s.cand.key for s in rank(candidates, NOW, strict)] == [
        s.cand.key for s in rank(candidates, NOW, S)
    ]
    assert all(s.factors.domain == 1.0 for s in rank(candidates, NOW, strict))


def test_factors_of_an_episode_are_its_priority_and_domain() -> None:
    payload = {"retrieval_priority": 0.8, "domain": "cooking", "created_at": NOW - 50 * DAY}
    parts = factors(EPISODES, payload, NOW, S, domain="coding")
    assert parts.product == pytest.approx(0.8 * 0.5)
    assert parts.decay == 1.0 and parts.confidence == 1.0

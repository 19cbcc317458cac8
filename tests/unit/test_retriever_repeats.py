"""Repeats last (services/retriever/repeats.py): near-repeats of a better memory follow the
memories that add something; nothing is dropped and scores stay non-increasing."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.services.common.stores.vectorstore import EPISODES
from memstream.services.retriever.fusion import Candidate
from memstream.services.retriever.rank import Scored, Selected
from memstream.services.retriever.repeats import repeats_last

DINNER = np.array([1.0, 0.0, 0.0], dtype=np.float32)
DINNER_TOO = np.array([0.95, 0.31, 0.0], dtype=np.float32)  # cosine 0.95 with DINNER
PET = np.array([0.0, 0.0, 1.0], dtype=np.float32)


def entry(pid: str, score: float) -> Selected:
    return Selected(Scored(Candidate(EPISODES, pid, {}), score, score))


def ids(entries: list[Selected]) -> list[str]:
    return [e.scored.cand.id for e in entries]


def test_a_repeat_follows_what_adds_something_with_its_score_capped() -> None:
    chosen = [entry("quick dinner 1", 0.9), entry("quick dinner 2", 0.88), entry("my cat", 0.7)]
    vectors = {"quick dinner 1": DINNER, "quick dinner 2": DINNER_TOO, "my cat": PET}
    out = repeats_last(chosen, vectors, 0.9)
    assert ids(out) == ["quick dinner 1", "my cat", "quick dinner 2"]
    assert [e.scored.score for e in out] == [0.9, 0.7, 0.7]
    assert out[2].scored.raw == 0.88  # the relevance it earned is still what explain shows


def test_below_the_threshold_or_switched_off_nothing_moves() -> None:
    chosen = [entry("a", 0.9), entry("b", 0.8), entry("c", 0.7)]
    vectors = {"a": DINNER, "b": DINNER_TOO, "c": PET}
    assert ids(repeats_last(chosen, vectors, 0.99)) == ["a", "b", "c"]
    assert ids(repeats_last(chosen, vectors, 1.01)) == ["a", "b", "c"]
    assert ids(repeats_last(chosen, {}, 0.5)) == ["a", "b", "c"]  # no vectors, no repeats


_VECTOR = st.lists(st.floats(-1, 1, allow_nan=False, width=32), min_size=3, max_size=3)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.floats(0, 1, allow_nan=False), _VECTOR), max_size=12),
    st.floats(0.0, 1.01, allow_nan=False),
)
def test_a_permutation_that_keeps_the_first_and_the_scores_non_increasing(
    rows: list[tuple[float, list[float]]], threshold: float
) -> None:
    rows.sort(key=lambda row: -row[0])
    chosen = [entry(str(k), score) for k, (score, _) in enumerate(rows)]
    vectors = {str(k): np.array(v, dtype=np.float32) for k, (_, v) in enumerate(rows)}
    out = repeats_last(chosen, vectors, threshold)
    assert sorted(ids(out)) == sorted(ids(chosen))
    if chosen:
        assert out[0].scored.cand.id == chosen[0].scored.cand.id
    scores = [e.scored.score for e in out]
    assert all(a >= b for a, b in zip(scores, scores[1:], strict=False))
    assert all(
        e.scored.score <= c.scored.score
        for c in chosen
        for e in out
        if e.scored.cand is c.scored.cand
    )

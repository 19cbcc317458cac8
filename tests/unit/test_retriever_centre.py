"""Local centring of the dense query (services/retriever/centre.py), and the store returning
the vectors of query hits it is computed from, on both real Qdrant engines."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from memstream.services.common.stores.vectors import DenseVector, SparseVector
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    Hit,
    Point,
    PointFilter,
    QuerySpec,
    VectorStore,
)
from memstream.services.retriever.centre import centred, rescored
from memstream.services.retriever.topics import unit
from tests.support.fixtures import SMALL_DIM, small_store  # noqa: F401  (the `store` fixture)

DIM = SMALL_DIM
finite = st.floats(-4, 4, allow_nan=False, width=32)
vectors = arrays(np.float32, DIM, elements=finite).filter(lambda v: np.linalg.norm(v) > 0.1)


def hit(name: str, score: float, dense: DenseVector | None) -> Hit:
    return Hit(name, score, {"text": name}, None if dense is None else unit(dense))


def axis(i: int) -> DenseVector:
    v = np.zeros(DIM, dtype=np.float32)
    v[i] = 1.0
    return v


def test_a_hub_close_to_every_neighbour_loses_to_the_memory_specific_to_the_question() -> None:
    """Axis 0 is the common direction of chat: every short reply leans on it, and so does
    the question; the answer shares only the question's own axis 1."""
    question = unit(0.6 * axis(0) + axis(1))
    hubs = [unit(axis(0) + 0.6 * axis(k)) for k in range(2, 7)]  # "Of course, I'm listening."
    answer = unit(0.5 * axis(1) + axis(7))
    found = [hit(f"hub{k}", float(h @ question), h) for k, h in enumerate(hubs)]
    found.append(hit("answer", float(answer @ question), answer))
    assert max(found, key=lambda h: h.score).id != "answer"
    moved = centred(question, {EPISODES: found}, pool=10, weight=0.2)
    assert moved is not None
    assert rescored(found, moved)[0].id == "answer"


def test_nothing_to_centre_on_leaves_the_query_alone() -> None:
    q = axis(1)
    two = [hit("a", 0.9, axis(0)), hit("b", 0.8, axis(2))]
    assert centred(q, {EPISODES: two}, pool=10, weight=0.0) is None
    assert centred(q, {EPISODES: two[:1]}, pool=10, weight=0.5) is None
    assert centred(q, {EPISODES: [hit("a", 0.9, None), hit("b", 0.8, None)]}, 10, 0.5) is None
    # Centring on the query itself would cancel it.
    assert centred(q, {EPISODES: [hit("a", 1, q), hit("b", 1, q)]}, pool=10, weight=1.0) is None
    # Hits pointing opposite ways have no mean direction: their unit mean is rounding
    # noise, which must not move the query (hypothesis found [1]*8 against [-0.75]*8).
    ones = np.ones(DIM, dtype=np.float32)
    opposed = [hit("a", 0.5, ones), hit("b", -0.5, -0.75 * ones)]
    assert centred(q, {EPISODES: opposed}, pool=10, weight=1.0) is None


def test_the_mean_is_taken_over_the_best_hits_of_every_collection() -> None:
    q = axis(0)
    best = [hit("e", 0.9, axis(1))]
    items = [hit("i", 0.8, axis(2)), hit("worst", 0.1, axis(3))]
    moved = centred(q, {EPISODES: best, "items": items}, pool=2, weight=1.0)
    assert moved is not None
    expected = unit(axis(0) - unit(axis(1) + axis(2)))
    np.testing.assert_allclose(moved, expected, atol=1e-6)
    assert abs(float(moved @ axis(3))) < 1e-6  # beyond the pool: not in the mean


@settings(max_examples=200, deadline=None)
@given(
    st.lists(vectors, min_size=2, max_size=12),
    vectors,
    st.floats(0.05, 1.5),
)
def test_the_moved_query_ranks_by_similarity_less_weight_times_the_neighbourhood(
    docs: list[DenseVector], query: DenseVector, weight: float
) -> None:
    q = unit(query)
    found = [hit(f"d{i}", float(unit(d) @ q), d) for i, d in enumerate(docs)]
    moved = centred(q, {EPISODES: found}, pool=len(found), weight=weight)
    if moved is None:
        return
    assert float(np.linalg.norm(moved)) == pytest.approx(1.0, abs=1e-5)
    mean = unit(np.mean([unit(d) for d in docs], axis=0))
    ranked = rescored(found, moved)
    assert all(-1.0001 <= h.score <= 1.0001 for h in ranked)
    assert [h.score for h in ranked] == sorted((h.score for h in ranked), reverse=True)
    # Up to a positive factor, the new score is cos(q, d) - weight * cos(mean, d).
    target = {f"d{i}": float(unit(d) @ q - weight * unit(d) @ mean) for i, d in enumerate(docs)}
    norm = float(np.linalg.norm(q - weight * mean))
    for h in ranked:
        assert h.score * norm == pytest.approx(target[h.id], abs=1e-4)


def test_rescoring_keeps_the_score_of_a_hit_without_a_vector() -> None:
    out = rescored([hit("a", 0.3, None), hit("b", 0.1, axis(1))], axis(1))
    assert [(h.id, round(h.score, 6)) for h in out] == [("b", 1.0), ("a", 0.3)]
    assert all(h.dense is None for h in out)


async def test_query_hits_carry_unit_vectors_only_when_asked(store: VectorStore) -> None:
    payload = {"tenant_id": "t-vec", "session_id": "s", "turn_number": 1}
    await store.upsert(
        EPISODES,
        [
            Point("e1", 3 * axis(0) + 4 * axis(1), SparseVector([1], [1.0]), payload),
            Point("e2", axis(2), SparseVector([2], [1.0]), payload),
        ],
    )
    f = PointFilter(tenant_id="t-vec")
    plain = await store.query(EPISODES, QuerySpec(filter=f, dense=axis(1), limit=5))
    assert [h.id for h in plain] == ["e1", "e2"] and all(h.dense is None for h in plain)
    spec = QuerySpec(filter=f, dense=axis(1), limit=5, with_vectors=True)
    first, second = await store.query(EPISODES, spec)
    assert first.dense is not None and second.dense is not None
    np.testing.assert_allclose(first.dense, 0.6 * axis(0) + 0.8 * axis(1), atol=1e-6)
    hybrid = QuerySpec(
        filter=f, dense=axis(1), sparse=SparseVector([2], [1.0]), limit=5, with_vectors=True
    )
    both = await store.query(EPISODES, hybrid)
    assert {h.id for h in both} == {"e1", "e2"} and all(h.dense is not None for h in both)


async def test_centring_is_one_search_that_rescores_a_wider_list(store: VectorStore) -> None:
    """`Searches.dense` asks each collection once for `depth` × `width` hits with their
    vectors, rescores them by the centred vector and keeps the best `width`: the same order
    as scoring those hits by the moved vector directly, and one store call per collection."""
    from memstream.contracts.context import ChatMessage, ContextRequest
    from memstream.services.retriever.plan import plan_for
    from memstream.services.retriever.run import Reads, Run
    from memstream.services.retriever.search import Searches

    rng = np.random.default_rng(7)
    payload = {"tenant_id": "t-wide", "scope": "user", "session_id": "s", "status": "active"}
    docs = {f"d{i}": unit(rng.normal(size=DIM).astype(np.float32)) for i in range(40)}
    await store.upsert(
        EPISODES,
        [Point(i, v, SparseVector([1], [1.0]), {**payload, "turn_number": n})
         for n, (i, v) in enumerate(docs.items())],
    )  # fmt: skip
    request = ContextRequest(messages=[ChatMessage(role="user", content="q")])
    run = Run()
    find = Searches(Reads(store, run), plan_for("t-wide", request), width=6, summary_limit=1)
    question = unit(rng.normal(size=DIM).astype(np.float32))

    hits, scored_by = await find.dense(question, centre_weight=0.5, depth=2)
    found = hits[EPISODES]
    assert run.calls == len(hits) == 2  # items and episodes: one search each, no second pass
    assert scored_by is not None and not np.allclose(scored_by, question)
    assert len(found) == 6 and all(h.dense is None for h in found)
    wide = sorted(docs, key=lambda i: -float(docs[i] @ question))[:12]
    expected = sorted(wide, key=lambda i: -float(docs[i] @ scored_by))[:6]
    assert [h.id for h in found] == expected
    for h in found:
        assert h.score == pytest.approx(float(docs[h.id] @ unit(scored_by)), abs=1e-5)

    plain, same = await find.dense(question, centre_weight=0.0, depth=1)
    assert same is question and len(plain[EPISODES]) == 6
    assert [h.id for h in plain[EPISODES]] == wide[:6]

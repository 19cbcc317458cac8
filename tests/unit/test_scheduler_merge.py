"""Pair finding, merge planning and insight clustering on small hand-made vectors."""

from __future__ import annotations

import numpy as np

from memstream.services.scheduler.jobs import cluster, merge
from memstream.services.scheduler.jobs.merge import MergeCandidate, plan_merges


def unit(*rows: list[float]) -> np.ndarray:  # type: ignore[type-arg]
    m = np.array(rows, dtype=np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def cand(i: str, conf: float, **kw: object) -> MergeCandidate:
    fields: dict[str, object] = {
        "id": i,
        "confidence": conf,
        "created_at": 0.0,
        "kind": "fact",
        "project_id": None,
        "protected": False,
    }
    fields.update(kw)
    return MergeCandidate(**fields)  # type: ignore[arg-type]


MATRIX = unit([1, 0, 0], [0.99, 0.1, 0], [0, 1, 0], [0, 0.98, 0.2], [0, 0, 1])


def test_block_pairs_finds_each_pair_above_threshold_once() -> None:
    rows = np.arange(5, dtype=np.int64)
    pairs = merge.dedupe_pairs(merge.block_pairs(rows, MATRIX, 0.85))
    assert [(i, j) for i, j, _ in pairs] == [(0, 1), (2, 3)]


def test_only_changed_rows_are_compared_against_everything() -> None:
    pairs = merge.block_pairs(np.array([3], dtype=np.int64), MATRIX, 0.85)
    assert [(i, j) for i, j, _ in pairs] == [(2, 3)]


def test_each_pair_counts_once_most_similar_first() -> None:
    pairs = merge.dedupe_pairs([(2, 3, 0.9), (0, 1, 0.95), (2, 3, 0.91), (0, 4, 0.9)])
    assert pairs == [(0, 1, 0.95), (2, 3, 0.91), (0, 4, 0.9)]


def test_highest_confidence_wins_and_protected_beats_it() -> None:
    items = [cand("a", 0.6), cand("b", 0.9), cand("c", 0.9, protected=True), cand("d", 0.95)]
    plan = plan_merges([(0, 1, 0.9), (2, 3, 0.88)], items)
    assert [(d.winner, d.loser) for d in plan] == [(1, 0), (2, 3)]


def test_a_loser_merges_once_and_scopes_never_mix() -> None:
    items = [cand("a", 0.5), cand("b", 0.9), cand("c", 0.8), cand("d", 0.9, project_id="p")]
    plan = plan_merges([(0, 1, 0.95), (0, 2, 0.9), (1, 2, 0.86), (2, 3, 0.99)], items)
    assert [(d.winner, d.loser) for d in plan] == [(1, 0), (1, 2)]


def test_leader_clusters_and_most_central_member() -> None:
    m = unit([1, 0, 0], [0.9, 0.2, 0], [0.9, -0.2, 0], [0, 1, 0], [0, 0, 1], [0, 0.1, 1])
    found, alone = cluster.clusters(m, [0, 1, 2, 3, 4, 5], 0.7, 2)
    assert [c.members for c in found] == [(0, 1, 2), (4, 5)]
    assert found[0].central == 0
    assert alone == [3]


def test_vectors_gathered_page_by_page_grow_past_the_count() -> None:
    from memstream.services.scheduler.jobs.nightly import _Matrix

    m = _Matrix(capacity=2)
    m.add([MATRIX[0], MATRIX[1]])
    m.add([MATRIX[2], MATRIX[3], MATRIX[4]])  # more than counted: items arrived meanwhile
    assert m.rows == 5 and np.allclose(m.view(), MATRIX)
    m.release()
    assert m.view().shape == (0, 0)

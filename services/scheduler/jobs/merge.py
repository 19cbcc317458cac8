"""Nightly near-duplicate merging: which pairs are above the threshold, and who wins.

Only items changed since the previous run are compared, exactly, against every active
item: a pair of unchanged items was already compared by an earlier run. The comparison is
a NumPy matrix product (`block_pairs`, run off the event loop block by block), not index
searches: after a night of payload writes the index may be partly unbuilt, and a brute
force search per changed item would then cost far more than one pass over the vectors.
Pairs are merged greedily, most similar first, between items still standing — so an
item is never merged into one it is not itself similar to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

from memstream.contracts.items import MemoryItem

Matrix = npt.NDArray[np.float32]


def block_pairs(
    rows: npt.NDArray[np.int64], matrix: Matrix, threshold: float
) -> list[tuple[int, int, float]]:
    """Pairs (i, j, cosine), i in `rows`, j any other row, cosine > threshold, as
    (min, max, cosine). `matrix` rows are unit-norm (the store returns them so)."""
    if rows.size == 0 or matrix.shape[0] == 0:
        return []
    sims = matrix[rows] @ matrix.T
    hit_r, hit_c = np.nonzero(sims > threshold)
    out: list[tuple[int, int, float]] = []
    for r, c in zip(hit_r.tolist(), hit_c.tolist(), strict=True):
        i = int(rows[r])
        if c != i:
            out.append((min(i, c), max(i, c), float(sims[r, c])))
    return out


def dedupe_pairs(pairs: Sequence[tuple[int, int, float]]) -> list[tuple[int, int, float]]:
    """One entry per pair, most similar first (ties by index, for a deterministic order)."""
    best: dict[tuple[int, int], float] = {}
    for i, j, sim in pairs:
        key = (i, j)
        if sim > best.get(key, -2.0):
            best[key] = sim
    return sorted(((i, j, sim) for (i, j), sim in best.items()), key=lambda p: (-p[2], p[0], p[1]))


@dataclass(frozen=True, slots=True)
class MergeCandidate:
    id: str
    confidence: float
    created_at: float
    kind: str
    project_id: str | None
    protected: bool

    @classmethod
    def of(cls, item_id: str, item: MemoryItem) -> MergeCandidate:
        return cls(
            id=item_id,
            confidence=item.confidence,
            created_at=item.created_at or 0.0,
            kind=item.kind,
            project_id=item.project_id,
            protected=item.protected,
        )


@dataclass(frozen=True, slots=True)
class MergeDecision:
    winner: int
    loser: int
    similarity: float


def _wins(a: MergeCandidate, b: MergeCandidate) -> bool:
    """Protected first, then the highest confidence, then the older item, then the id."""
    return (not a.protected, -a.confidence, a.created_at, a.id) < (
        not b.protected,
        -b.confidence,
        b.created_at,
        b.id,
    )


class Candidates(Protocol):
    def __getitem__(self, index: int, /) -> MergeCandidate: ...


def plan_merges(pairs: Sequence[tuple[int, int, float]], items: Candidates) -> list[MergeDecision]:
    """Greedy merges over `pairs` (most similar first); each loser merges exactly once.

    Items of different kinds or project scopes are never merged, nor two protected items.
    """
    lost: set[int] = set()
    out: list[MergeDecision] = []
    for i, j, sim in dedupe_pairs(pairs):
        if i in lost or j in lost:
            continue
        a, b = items[i], items[j]
        if a.kind != b.kind or a.project_id != b.project_id or (a.protected and b.protected):
            continue
        winner, loser = (i, j) if _wins(a, b) else (j, i)
        lost.add(loser)
        out.append(MergeDecision(winner, loser, sim))
    return out

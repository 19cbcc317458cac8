"""Clustering archived items into insights, offline: greedy leader clustering by cosine.

Items are taken in a fixed order (highest confidence first, then id); each joins the first
cluster whose seed it is at least `threshold` similar to, else seeds a new one. The
insight of a cluster is its most central member (highest mean cosine to the others) — a
real sentence from the user, marked as an insight, never an invented one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

Matrix = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class Cluster:
    members: tuple[int, ...]
    central: int


def leader_clusters(matrix: Matrix, order: Sequence[int], threshold: float) -> list[list[int]]:
    seeds: list[int] = []
    clusters: list[list[int]] = []
    for i in order:
        if seeds:
            sims = matrix[seeds] @ matrix[i]
            best = int(np.argmax(sims))
            if float(sims[best]) >= threshold:
                clusters[best].append(i)
                continue
        seeds.append(i)
        clusters.append([i])
    return clusters


def most_central(matrix: Matrix, members: Sequence[int]) -> int:
    """The member with the highest mean cosine to the others (the first on ties)."""
    if len(members) == 1:
        return members[0]
    sub = matrix[list(members)]
    sims = sub @ sub.T
    scores = (sims.sum(axis=1) - np.diag(sims)) / (len(members) - 1)
    return members[int(np.argmax(scores))]


def clusters(
    matrix: Matrix, order: Sequence[int], threshold: float, min_size: int
) -> tuple[list[Cluster], list[int]]:
    """Clusters of at least `min_size` members, and the items left on their own."""
    found: list[Cluster] = []
    alone: list[int] = []
    for members in leader_clusters(matrix, order, threshold):
        if len(members) >= min_size:
            found.append(Cluster(tuple(members), most_central(matrix, members)))
        else:
            alone.extend(members)
    return found, alone

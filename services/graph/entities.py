"""Entities and their name vectors. A mention resolves (`resolve.py`) by exact canonical
name or alias first, then by name vector.

Resolution runs inside the partition's single writer and sees exactly the entities that
earlier events created, so replaying the same events (a rebuild) resolves every mention
the same way. Name vectors are stored in the partition (`entity_vectors`) rather than read
back from the shared `entities` collection for the same reason: the collection reflects
the present, a replay must see the past.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memstream.services.common.stores.vectorstore.base import point_id

_SPACE = re.compile(r"\s+")
_EDGE_PUNCT = " .,;:!?\"'()[]{}"

Vector = npt.NDArray[np.float32]


@functools.lru_cache(maxsize=65536)
def norm_name(name: str) -> str:
    """Comparison form of an entity name or alias: case, spacing and quotes do not matter.

    Cached: the same few names recur in almost every event, and NFKC + regex cost more
    than the rest of resolving a mention.
    """
    text = unicodedata.normalize("NFKC", name).lower()
    return _SPACE.sub(" ", text).strip(_EDGE_PUNCT)


def entity_id(tenant_id: str, name_norm: str) -> str:
    """Deterministic id of the entity first created under this normalised name."""
    return point_id(tenant_id, "entity", name_norm)


@dataclass(slots=True)
class EntityState:
    tenant_id: str
    entity_id: str
    canonical_name: str
    type: str
    aliases: list[str]
    summary: str | None
    mention_count: int
    protected: bool
    first_seen: datetime | None
    last_seen: datetime | None
    dirty: bool = False

    def copy(self) -> EntityState:
        """A private copy a batch may change without touching the committed state."""
        return replace(self, aliases=list(self.aliases), dirty=False)

    def row(self) -> tuple[object, ...]:
        return (
            self.tenant_id,
            self.entity_id,
            self.canonical_name,
            self.type,
            self.aliases,
            self.summary,
            self.mention_count,
            self.protected,
            self.first_seen,
            self.last_seen,
        )


class TenantVectors:
    """A tenant's entity name vectors, unit-normalised, growing as entities are created.

    Rows live in one preallocated matrix that doubles when full, so adding a name costs
    one row copy rather than restacking the tenant's whole matrix. Exact score ties go
    to the smallest entity id, so the answer does not depend on the order in which the
    rows were added (a rebuild adds them in another order than the incremental run).
    """

    __slots__ = ("_ids", "_matrix", "_n")

    def __init__(self) -> None:
        self._ids: list[str] = []
        self._matrix: Vector | None = None
        self._n = 0

    def __len__(self) -> int:
        return self._n

    @property
    def dim(self) -> int | None:
        return None if self._matrix is None else int(self._matrix.shape[1])

    def add(self, entity: str, vec: Vector) -> None:
        """Add a row; a vector of another dimension than the tenant's first is not comparable
        and is left out of resolution (it is still stored in `entity_vectors`)."""
        row = unit(vec)
        if self._matrix is None:
            self._matrix = np.empty((8, row.shape[0]), dtype=np.float32)
        elif row.shape[0] != self._matrix.shape[1]:
            return
        if self._n == self._matrix.shape[0]:
            grown = np.empty((2 * self._n, self._matrix.shape[1]), dtype=np.float32)
            grown[: self._n] = self._matrix
            self._matrix = grown
        self._matrix[self._n] = row
        self._ids.append(entity)
        self._n += 1

    def best(self, vec: Vector) -> tuple[str, float] | None:
        if self._matrix is None or self._n == 0:
            return None
        v = unit(vec)
        if v.shape[0] != self._matrix.shape[1]:
            return None
        scores = self._matrix[: self._n] @ v
        top = float(scores.max())
        tied = np.flatnonzero(scores == top)
        ent = self._ids[int(tied[0])] if len(tied) == 1 else min(self._ids[int(i)] for i in tied)
        return ent, top

    def entries(self) -> list[tuple[str, Vector]]:
        if self._matrix is None:
            return []
        return [(self._ids[i], self._matrix[i]) for i in range(self._n)]


def best_match(*candidates: tuple[str, float] | None) -> tuple[str, float] | None:
    """Highest score, ties to the smallest entity id."""
    found = [c for c in candidates if c is not None]
    if not found:
        return None
    return min(found, key=lambda c: (-c[1], c[0]))


def unit(vec: Vector) -> Vector:
    v = np.asarray(vec, dtype=np.float32)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v

"""Entity resolution: exact canonical name or alias first, then name vectors.

Resolution runs inside the partition's single writer and sees exactly the entities that
earlier events created, so replaying the same events (a rebuild) resolves every mention
the same way. Name vectors are stored in the partition (`entity_vectors`) rather than read
back from the shared `entities` collection for the same reason: the collection reflects
the present, a replay must see the past.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np
import numpy.typing as npt

from services.common.vectorstore.base import point_id

_SPACE = re.compile(r"\s+")
_EDGE_PUNCT = " .,;:!?\"'()[]{}"

Vector = npt.NDArray[np.float32]


def norm_name(name: str) -> str:
    """Comparison form of an entity name or alias: case, spacing and quotes do not matter."""
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


@dataclass(slots=True)
class TenantVectors:
    """A tenant's entity name vectors, unit-normalised, growing as entities are created."""

    ids: list[str] = field(default_factory=list)
    rows: list[Vector] = field(default_factory=list)
    _matrix: Vector | None = None

    def add(self, entity: str, vec: Vector) -> None:
        self.ids.append(entity)
        self.rows.append(unit(vec))
        self._matrix = None

    def best(self, vec: Vector) -> tuple[str, float] | None:
        if not self.rows:
            return None
        if self._matrix is None:
            self._matrix = np.vstack(self.rows)
        scores = self._matrix @ unit(vec)
        i = int(np.argmax(scores))
        return self.ids[i], float(scores[i])


def unit(vec: Vector) -> Vector:
    v = np.asarray(vec, dtype=np.float32)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v

"""Which episodes sit right before and after an episode in its session, and which hold an
item's source turns.

Episode point ids are deterministic (`<tenant>:<session>:<turn>:<part>`, plus `#<chunk>` for
long parts split into chunks), so the neighbours of a hit can be fetched by id without a
scan: the other parts of its turn, the parts of the previous turn and the first part of the
next. Whatever exists among those probes decides the previous and next episode.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from memstream.contracts.subjects import resource_msg_id

TurnKey = tuple[int, int, int]  # turn, part, chunk


@dataclass(frozen=True, slots=True)
class EpisodeRef:
    """Where an episode point sits: its tenant, session and (turn, part, chunk) position."""

    id: str
    tenant_id: str
    session_id: str
    key: TurnKey
    chunks: int

    @classmethod
    def from_payload(cls, point_id: str, payload: Mapping[str, Any]) -> EpisodeRef | None:
        try:
            return cls(
                id=point_id,
                tenant_id=str(payload["tenant_id"]),
                session_id=str(payload["session_id"]),
                key=(
                    int(payload["turn_number"]),
                    int(payload.get("part_index") or 0),
                    int(payload.get("chunk") or 0),
                ),
                chunks=int(payload.get("chunks") or 1),
            )
        except (KeyError, TypeError, ValueError):
            return None  # not an episode written by episode_docs: it has no neighbours


def _point(tenant: str, session: str, turn: int, part: int) -> str:
    return resource_msg_id(tenant, session, turn, part)


def probe_ids(ref: EpisodeRef, max_parts: int) -> list[str]:
    """Ids that may hold the episodes around `ref`; most of them will not exist."""
    turn, part, chunk = ref.key
    base = _point(ref.tenant_id, ref.session_id, turn, part)
    if ref.chunks > 1:
        # A chunked document: its neighbours are the chunks on either side.
        return [f"{base}#{c}" for c in (chunk - 1, chunk + 1) if 0 <= c < ref.chunks]
    ids = []
    if part > 0:
        ids.append(_point(ref.tenant_id, ref.session_id, turn, part - 1))
    elif turn > 0:
        ids += [_point(ref.tenant_id, ref.session_id, turn - 1, p) for p in range(max_parts)]
    ids.append(_point(ref.tenant_id, ref.session_id, turn, part + 1))
    ids.append(_point(ref.tenant_id, ref.session_id, turn + 1, 0))
    return ids


@dataclass(frozen=True, slots=True)
class Neighbours:
    previous: str | None
    next: str | None


def resolve(ref: EpisodeRef, found: Iterable[EpisodeRef]) -> Neighbours:
    """The closest existing episode before and after `ref` in the same session."""
    before: EpisodeRef | None = None
    after: EpisodeRef | None = None
    for other in found:
        if other.session_id != ref.session_id or other.tenant_id != ref.tenant_id:
            continue
        if other.key < ref.key and (before is None or other.key > before.key):
            before = other
        elif other.key > ref.key and (after is None or other.key < after.key):
            after = other
    return Neighbours(
        previous=before.id if before else None,
        next=after.id if after else None,
    )


def source_points(payload: Mapping[str, Any]) -> list[str]:
    """Episode ids that may hold an item's source turns, in source order.

    An item names its sources by resource id; a resource's episode point has the same id,
    or `<id>#<chunk>` when it was split into chunks, in which case the first chunk stands
    for it. Most of the `#0` probes will not exist.
    """
    sources = payload.get("source_resource_ids")
    if not isinstance(sources, list | tuple):
        return []
    ids: list[str] = []
    for source in sources:
        if source is not None:
            ids += [str(source), f"{source}#0"]
    return ids

"""Resolving an item's entity mention to an entity of its tenant.

A mention is the entity an exact name or alias of it names; failing that, the entity
whose name vector is nearest to the mention's, if at least `threshold` similar; failing
that, a new entity. Every name of the mention then becomes an alias of the entity unless
another entity owns it. All of it is read and recorded through the batch's changes
(`changes.py`), so mentions earlier in the same batch count.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

import numpy as np

from memstream.contracts.events import EntityRef
from memstream.services.graph.changes import BatchChanges
from memstream.services.graph.entities import (
    EntityState,
    Vector,
    best_match,
    entity_id,
    norm_name,
    unit,
)


def resolve(
    changes: BatchChanges,
    tenant: str,
    ref: EntityRef,
    at: datetime,
    vectors: Mapping[tuple[str, str], Vector],
    threshold: float,
) -> EntityState | None:
    """The entity `ref` names (found or created), or None for a mention without a name."""
    name_norm = norm_name(ref.name)
    if not name_norm:
        return None
    names = [(ref.name, name_norm)]
    if ref.aliases:
        names += [(a, norm_name(a)) for a in ref.aliases]
    found: str | None = None
    for _, n in names:
        found = changes.alias(tenant, n)
        if found is not None:
            break
    vec = vectors.get((tenant, name_norm))
    if found is None and vec is not None:
        best = _best_vector(changes, tenant, vec)
        if best is not None and best[1] >= threshold:
            found = best[0]
    if found is None:
        ent = EntityState(
            tenant_id=tenant,
            entity_id=ref.entity_id or entity_id(tenant, name_norm),
            canonical_name=ref.name.strip(),
            type=ref.type,
            aliases=[],
            summary=None,
            mention_count=0,
            protected=False,
            first_seen=at,
            last_seen=at,
            dirty=True,
        )
        changes.entities[(tenant, ent.entity_id)] = ent
        changes.new_entities.add((tenant, ent.entity_id))
        if vec is not None:
            changes.vectors.append((tenant, ent.entity_id, np.asarray(vec, dtype=np.float32)))
    else:
        ent = changes.entity(tenant, found)
    if ent.type in ("other", "") and ref.type not in ("other", ""):
        ent.type = ref.type
        ent.dirty = True
    # Every name of the mention becomes an alias of the entity unless another owns it.
    canonical = norm_name(ent.canonical_name)
    known: set[str] | None = None
    for name, n in names:
        if not n:
            continue
        owner = changes.alias(tenant, n)
        if owner is None:
            changes.aliases[(tenant, n)] = ent.entity_id
        if n == canonical or owner not in (None, ent.entity_id):
            continue
        if known is None:
            known = {canonical, *(norm_name(a) for a in ent.aliases)}
        if n not in known:
            ent.aliases.append(name.strip())
            known.add(n)
            ent.dirty = True
    return ent


def _best_vector(changes: BatchChanges, tenant: str, vec: Vector) -> tuple[str, float] | None:
    """The entity nearest to `vec`: committed, or new in this batch."""
    graph = changes.base.get(tenant)
    committed = graph.vectors.best(vec) if graph is not None else None
    pending = None
    if changes.vectors:
        v = unit(vec)
        for t, ent, other in changes.vectors:
            if t == tenant and other.shape == v.shape:
                pending = best_match(pending, (ent, float(unit(other) @ v)))
    return best_match(committed, pending)

"""Local centring of the dense query: what every nearby memory shares is no evidence.

A small sentence encoder puts short conversational sentences close to one another
whatever they say ("Of course, I'm listening.", "Nice, that's a relief.", "the office
coffee machine broke again"): the common direction of chat. Against a question, these
hubs score about as high as the turn that answers it, and in a tenant of a few hundred
turns they fill the dense branch's candidate list before the answer gets in.

So the dense search returns its hits with their vectors. Its best hits are the question's
neighbourhood, and their mean is what that neighbourhood has in common. The hits are then
rescored by the question's vector moved away from that mean, which ranks by
`cos(q, d) - weight * cos(mean, d)` up to a constant factor: a memory gains by what it
shares with the question beyond what every neighbour shares (local hubness reduction, as
in CSLS or the common-component removal of sentence embeddings). The rescoring changes the
order and the spread of the list the fusion reads; searching the index again with the moved
vector found no better answers (BENCHMARKS.md, small tenants).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

import numpy as np

from memstream.services.common.stores.vectors import DenseVector
from memstream.services.common.stores.vectorstore import Hit
from memstream.services.retriever.topics import unit

# Below this length the mean of the hits' unit vectors has no direction to move away from.
_NO_DIRECTION: Final = 1e-4


def centred(
    query: DenseVector, hits: Mapping[str, Sequence[Hit]], pool: int, weight: float
) -> DenseVector | None:
    """`query` moved away from the unit mean of the `pool` best hits (by score, every
    collection together) at unit length; None when there is nothing to centre on (weight
    0, fewer than two hits with vectors, hits whose directions cancel out) or the move
    would cancel the query."""
    if weight <= 0 or pool < 2:
        return None
    ranked = sorted(
        (h for found in hits.values() for h in found if h.dense is not None),
        key=lambda h: h.score,
        reverse=True,
    )[:pool]
    if len(ranked) < 2:
        return None
    raw_mean = np.mean(_unit_rows([h.dense for h in ranked if h.dense is not None]), axis=0)
    if float(np.linalg.norm(raw_mean)) < _NO_DIRECTION:
        # The hits point every way at once (their unit vectors cancel): what is left is
        # rounding noise, and scaling it to unit length would move the query at random.
        return None
    mean = unit(raw_mean)
    moved = unit(query) - np.float32(weight) * mean
    if float(np.linalg.norm(moved)) < 1e-6:
        return None
    return unit(moved)


def rescored(hits: Sequence[Hit], vector: DenseVector) -> list[Hit]:
    """`hits` scored by cosine to `vector` (their vectors are unit-norm), best first, without
    their vectors; a hit without a vector keeps its score."""
    with_vectors = [h.dense for h in hits if h.dense is not None]
    cosines = iter((_unit_rows(with_vectors) @ unit(vector)).tolist() if with_vectors else [])
    scored = [Hit(h.id, h.score if h.dense is None else next(cosines), h.payload) for h in hits]
    return sorted(scored, key=lambda h: h.score, reverse=True)


def _unit_rows(vectors: Sequence[DenseVector | None]) -> np.ndarray:
    """The vectors as the rows of one float32 matrix, each at unit length (a zero row stays
    zero): one pass over the matrix instead of one small array operation per hit."""
    rows = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.where(norms > 0.0, norms, np.float32(1.0))

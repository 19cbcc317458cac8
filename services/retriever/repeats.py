"""Repeats last: a memory that says nearly what a better one already says moves below the
memories that add something.

People say the same kind of thing many times: "what's a quick dinner with spinach and
rice?", then with leeks and feta, then with chickpeas; "my neighbour's dog barked all
night", then the cousin's. A question that matches one of them matches them all about
equally, and the first places of the context, the ones an agent reads first and a small
token budget keeps, go to one thought said three ways. The fact asked for, worded
differently, comes after them.

The rule: walking the selection best first, a memory whose stored vector is at cosine
`repeat_cosine` or more to one already kept is a repeat; repeats keep their order among
themselves and follow every memory that is not one. A repeat's score is capped at the
last kept memory's, so scores stay non-increasing down the list. Nothing leaves the
selection, so recall at the selection's size is untouched; only the order within it moves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from memstream.services.common.stores.vectors import DenseVector
from memstream.services.retriever.rank import Scored, Selected
from memstream.services.retriever.statements import cosine


def repeats_last(
    chosen: Sequence[Selected], vectors: Mapping[str, DenseVector], cosine_min: float
) -> list[Selected]:
    """`chosen` with every near-repeat of a better memory moved after the others."""
    if cosine_min > 1.0:
        return list(chosen)
    kept: list[Selected] = []
    repeats: list[Selected] = []
    seen: list[DenseVector] = []
    for c in chosen:
        vector = vectors.get(c.scored.cand.id)
        if vector is not None and any(cosine(vector, v) >= cosine_min for v in seen):
            repeats.append(c)
            continue
        kept.append(c)
        if vector is not None:
            seen.append(vector)
    if not repeats:
        return kept
    floor = kept[-1].scored.score
    return kept + [_capped(r, floor) for r in repeats]


def _capped(sel: Selected, score: float) -> Selected:
    if sel.scored.score <= score:
        return sel
    s = sel.scored
    return Selected(
        Scored(s.cand, s.raw, score, s.factors),
        sel.turns,
        sel.superseded,
        updates=sel.updates,
    )

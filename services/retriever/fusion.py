"""Candidate pool and score fusion: dense and BM25 lists, features, neighbour smoothing.

Each search branch returns its own score scale (cosine, BM25), so every score is turned into
a z-score against the statistics of its branch's candidate list (distribution-based fusion)
before weighting. A candidate missing from a full branch scored at most that branch's last
score, which is what it is given; a branch that came back short listed every match, so a
missing candidate has BM25 0 there.

Fusion is defined for lists of any length, 0, 1, 2 or 200 hits, because tenants come in
every size. A short list says little about its branch's spread (one keyword hit has none),
so the spread is estimated with a prior: `spread_prior_weight` pseudo-hits of spread
`spread_prior_dense` (cosine units) or `spread_prior_sparse` × the list's mean BM25 score. A long
list is barely moved by it; one or two hits get a sensible scale instead of a floor that
turns every non-match into z ≈ −3,500. Each z is then bounded softly,
`z_cap · tanh(z / z_cap)`: strictly monotone, so more evidence never scores lower, and finite,
so the squashed relevance never underflows to 0 for a candidate that matched anything.

On top of similarity come the bonuses and penalties of the question's signals (bonuses.py:
the speaker it names, its time window, a "when", an agent's reply, someone else's memory…)
and neighbour smoothing: an episode
whose previous or next turn matches is more likely the evidence (questions are answered in
the turn after them, topics span a few turns). An item is shown with its source turn, so it
is smoothed over that turn's neighbours the same way.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memstream.services.common.stores.vectorstore import EPISODES, Hit
from memstream.services.retriever.bonuses import Signals, question_bonus
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.speech import is_reply

Key = tuple[str, str]  # collection, point id


# Below this spread a list carries no scale at all (a prior of 0 and identical scores).
_TINY_SPREAD = 1e-9


@dataclass(frozen=True, slots=True)
class BranchStats:
    """Mean, spread, the score given to candidates a branch did not return, the z bound."""

    mean: float = 0.0
    std: float = 1.0
    fill: float = 0.0
    cap: float = 10.0
    # Lowest z of a candidate the branch did not return (None: no floor).
    miss_floor: float | None = None

    def z(self, value: float | None) -> float:
        """Bounded z-score of a raw score (the fill for a candidate the branch missed)."""
        raw = ((self.fill if value is None else value) - self.mean) / self.std
        if not math.isfinite(raw):
            raw = 0.0 if math.isnan(raw) else math.copysign(self.cap, raw)
        if value is None and self.miss_floor is not None:
            raw = max(raw, self.miss_floor)
        return self.cap * math.tanh(raw / self.cap)


def branch_stats(
    hits: Sequence[Hit],
    limit: int,
    *,
    missing_is_zero: bool,
    prior_std: float,
    prior_weight: float,
    cap: float,
) -> BranchStats | None:
    """Statistics of one branch's list; `None` for an empty list (no information).

    `prior_std` is the spread assumed before seeing the list, worth `prior_weight` hits.
    """
    scores = [h.score for h in hits if math.isfinite(h.score)]
    if not scores:
        return None
    n = len(scores)
    mean = sum(scores) / n
    variance = sum((s - mean) ** 2 for s in scores) / n
    pooled = (n * variance + prior_weight * prior_std**2) / (n + prior_weight)
    complete = len(hits) < limit
    fill = 0.0 if (complete and missing_is_zero) else min(scores)
    return BranchStats(mean=mean, std=max(math.sqrt(pooled), _TINY_SPREAD), fill=fill, cap=cap)


def dense_stats(hits: Sequence[Hit], limit: int, settings: RetrieverSettings) -> BranchStats | None:
    """Cosine lists: the prior spread is in cosine units; a missed point scored at most the
    list's last score."""
    return branch_stats(
        hits,
        limit,
        missing_is_zero=False,
        prior_std=settings.spread_prior_dense,
        prior_weight=settings.spread_prior_weight,
        cap=settings.z_cap,
    )


def sparse_stats(
    hits: Sequence[Hit], limit: int, settings: RetrieverSettings
) -> BranchStats | None:
    """BM25 lists: scores have no fixed scale (they grow with the query's terms and their
    rarity), so the prior spread is a share of the list's mean score (the mean, not the
    best, so one outstanding match does not widen the scale it stands out on); a short
    list is complete.

    Not sharing a word with the question is weak evidence against a memory (paraphrases
    share none), and a short list of one rare word's matches would make it strong: their
    spread is small, so 0 lies many spreads below them. A missed candidate is therefore
    never put below `sparse_miss_floor`, about where the last of a full list stands.
    """
    finite = [abs(h.score) for h in hits if math.isfinite(h.score)]
    typical = sum(finite) / len(finite) if finite else 0.0
    stats = branch_stats(
        hits,
        limit,
        missing_is_zero=True,
        prior_std=settings.spread_prior_sparse * typical,
        prior_weight=settings.spread_prior_weight,
        cap=settings.z_cap,
    )
    if stats is None:
        return None
    return dataclasses.replace(stats, miss_floor=settings.sparse_miss_floor)


@dataclass(slots=True)
class Candidate:
    """One point that some branch returned, with its scores as they are computed."""

    collection: str
    id: str
    payload: dict[str, Any]
    dense: float | None = None
    sparse: float | None = None
    dense_z: float | None = None
    sparse_z: float | None = None
    similarity: float = 0.0
    bonus: float = 0.0
    fused: float = 0.0
    previous: str | None = None
    next: str | None = None
    features: dict[str, float] = field(default_factory=dict)

    @property
    def key(self) -> Key:
        return self.collection, self.id


def best_first(cand: Candidate) -> tuple[float, str]:
    """Sort key of the strongest candidates first (similarity + bonus), ties by id."""
    return -(cand.similarity + cand.bonus), cand.id


def pool(
    dense: Mapping[str, Sequence[Hit]], sparse: Mapping[str, Sequence[Hit]]
) -> dict[Key, Candidate]:
    """Union of every branch's hits, per collection, with each branch's raw score."""
    found: dict[Key, Candidate] = {}
    for collection, hits in dense.items():
        for hit in hits:
            cand = found.setdefault(
                (collection, hit.id), Candidate(collection, hit.id, dict(hit.payload))
            )
            cand.dense = hit.score
    for collection, hits in sparse.items():
        for hit in hits:
            cand = found.setdefault(
                (collection, hit.id), Candidate(collection, hit.id, dict(hit.payload))
            )
            cand.sparse = hit.score
    return found


@dataclass(frozen=True, slots=True)
class CollectionStats:
    """The dense and sparse branch statistics a collection's candidates are scored with."""

    dense: BranchStats | None
    sparse: BranchStats | None


def shared_scale(own: CollectionStats, reference: CollectionStats) -> CollectionStats:
    """`own` fills with `reference`'s mean and spread.

    Items and episodes are searched with the same vectors; scaling both by the (larger)
    episode lists keeps a handful of items from being blown up by their own tiny spread.
    """

    def one(mine: BranchStats | None, ref: BranchStats | None) -> BranchStats | None:
        if ref is None:
            return mine
        return BranchStats(
            mean=ref.mean,
            std=ref.std,
            fill=(mine or ref).fill,
            cap=ref.cap,
            miss_floor=ref.miss_floor,
        )

    return CollectionStats(one(own.dense, reference.dense), one(own.sparse, reference.sparse))


def score_pool(
    candidates: Mapping[Key, Candidate],
    stats: Mapping[str, CollectionStats],
    signals: Signals,
    settings: RetrieverSettings,
) -> None:
    """Set `similarity` and `bonus` of every candidate (in place)."""
    for cand in candidates.values():
        own = stats.get(cand.collection, CollectionStats(None, None))
        dense_stats, sparse_stats = own.dense, own.sparse
        similarity = 0.0
        if dense_stats is not None:
            cand.dense_z = dense_stats.z(cand.dense)
            similarity += settings.weight_dense * cand.dense_z
        if sparse_stats is not None:
            weight = (
                settings.weight_sparse
                if cand.collection == EPISODES
                else settings.weight_sparse_items
            )
            cand.sparse_z = sparse_stats.z(cand.sparse)
            similarity += weight * cand.sparse_z
        cand.similarity = similarity
        cand.bonus = question_bonus(cand, signals, settings)


def fill_similarity(stats: CollectionStats, settings: RetrieverSettings) -> float:
    """Similarity of a point no branch returned: the most it can have."""
    value = 0.0
    if stats.dense is not None:
        value += settings.weight_dense * stats.dense.z(None)
    if stats.sparse is not None:
        value += settings.weight_sparse * stats.sparse.z(None)
    return value


def smooth(
    candidates: Mapping[Key, Candidate],
    unseen: float,
    settings: RetrieverSettings,
    replies: Collection[str] = frozenset(),
    of_agent: bool = False,
) -> None:
    """`fused` = similarity + shares of the neighbours' similarity + bonus (in place).

    A neighbour outside the pool counts with `unseen`; an episode with no neighbour on a
    side (session start or end) gets nothing from that side, and neither does one whose
    neighbour there is an agent's reply (`replies`): people carry a topic over their turns,
    while an agent's "Noted!" after a user's fact says nothing for or against it. A reply
    weighed down for a question about the asker's world gains nothing from a turn that told
    (the evidence, ranked on its own), only from one that asked ("write a sign: open 8am").

    For a question about what the agent said or did (`of_agent`: "what podcast did you
    suggest?") a reply to a request takes the request's whole similarity in place of its
    own, if higher: the request ("recommend a podcast for my runs?") matches the question's
    words, its reply ("try Ologies") holds the answer and shares none of them."""
    for cand in candidates.values():
        fused = cand.similarity + cand.bonus
        damped = cand.features.get("reply") == 1.0  # an agent's reply, weighed down
        answers = of_agent and cand.collection == EPISODES and is_reply(cand.payload)
        for neighbour, share in (
            (cand.previous, settings.neighbour_prev),
            (cand.next, settings.neighbour_next),
        ):
            if neighbour is None or share == 0.0 or neighbour in replies:
                continue
            # An item's neighbours are those of its source turn, episodes like an episode's.
            other = candidates.get((EPISODES, neighbour))
            # A request is marked by its penalty's feature, whatever the amount.
            if answers and neighbour == cand.previous and other and "request" in other.features:
                # In place of its own: the reply shares no word with the question.
                fused += max(other.similarity - cand.similarity, 0.0)
                continue
            gain = share * (other.similarity if other is not None else unseen)
            # A request that also tells (no penalty) told: its evidence ranks on its own.
            told = other is None or not other.features.get("request")
            fused += min(gain, 0.0) if damped and told else gain
        cand.fused = fused


def squash(value: float) -> float:
    """Fused z-score to a 0..1 relevance the multiplicative final formula can scale.

    Fused values are bounded (bounded z-scores, bonuses and shares), so this stays well
    inside (0, 1); a non-finite input is clamped rather than propagated.
    """
    if math.isnan(value):
        return 0.5
    value = max(-_SQUASH_LIMIT, min(_SQUASH_LIMIT, value))
    if value >= 0:
        return 1.0 / (1.0 + math.exp(-value))
    e = math.exp(value)
    return e / (1.0 + e)


# exp(-600) is still a normal double: nothing squashed underflows to 0.
_SQUASH_LIMIT = 600.0

"""Candidate pool and score fusion: dense and BM25 lists, features, neighbour smoothing.

Each search branch returns its own score scale (cosine, BM25), so every score is turned into
a z-score against the statistics of its branch's candidate list (distribution-based fusion)
before weighting. A candidate missing from a full branch scored at most that branch's last
score, which is what it is given; a branch that came back short listed every match, so a
missing candidate has BM25 0 there.

On top of similarity come the bonuses (speaker named in the question, event time inside the
question's window, time mentions for "when" questions) and neighbour smoothing: an episode
whose previous or next turn matches is more likely the evidence (questions are answered in
the turn after them, topics span a few turns). An item is shown with its source turn and
that turn's neighbours, so it is smoothed over those neighbours the same way.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from contracts.context import Intent
from services.common.timeparse import TimeRange
from services.common.vectorstore import EPISODES, Hit
from services.retriever.settings import RetrieverSettings

Key = tuple[str, str]  # collection, point id


@dataclass(frozen=True, slots=True)
class BranchStats:
    """Mean, spread and the score given to candidates a branch did not return."""

    mean: float = 0.0
    std: float = 1.0
    fill: float = 0.0

    def z(self, value: float | None) -> float:
        return ((self.fill if value is None else value) - self.mean) / self.std


def branch_stats(
    hits: Sequence[Hit], limit: int, *, missing_is_zero: bool, min_std: float
) -> BranchStats | None:
    """Statistics of one branch's list; `None` for an empty list (no information)."""
    if not hits:
        return None
    scores = [h.score for h in hits]
    mean = sum(scores) / len(scores)
    std = math.sqrt(sum((s - mean) ** 2 for s in scores) / len(scores))
    complete = len(hits) < limit
    fill = 0.0 if (complete and missing_is_zero) else min(scores)
    return BranchStats(mean=mean, std=max(std, min_std), fill=fill)


@dataclass(slots=True)
class Candidate:
    """One point that some branch returned, with its scores as they are computed."""

    collection: str
    id: str
    payload: dict[str, Any]
    dense: float | None = None
    sparse: float | None = None
    similarity: float = 0.0
    bonus: float = 0.0
    fused: float = 0.0
    previous: str | None = None
    next: str | None = None
    features: dict[str, float] = field(default_factory=dict)

    @property
    def key(self) -> Key:
        return self.collection, self.id


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
class Signals:
    """What the bonuses look at, from the query side."""

    speakers: tuple[str, ...] = ()
    window: TimeRange | None = None
    intent: Intent = "general"


def _mentions(text: str, name: str) -> bool:
    return name.lower() in text.lower()


def speaker_match(cand: Candidate, speakers: Sequence[str]) -> bool:
    """The question names exactly one speaker and this is their turn (or fact about them)."""
    if len(speakers) != 1:
        return False
    speaker = cand.payload.get("speaker")
    if cand.collection == EPISODES:
        return speaker == speakers[0]
    return speaker == speakers[0] or _mentions(str(cand.payload.get("text", "")), speakers[0])


def in_window(cand: Candidate, window: TimeRange, slack_days: float) -> bool:
    when = cand.payload.get("event_time")
    if not isinstance(when, int | float):
        return False
    start = window.start.timestamp()
    end = window.end.timestamp() + slack_days * 86_400
    return start <= float(when) < end


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
        return BranchStats(mean=ref.mean, std=ref.std, fill=(mine or ref).fill)

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
            similarity += settings.weight_dense * dense_stats.z(cand.dense)
        if sparse_stats is not None:
            weight = (
                settings.weight_sparse
                if cand.collection == EPISODES
                else settings.weight_sparse_items
            )
            similarity += weight * sparse_stats.z(cand.sparse)
        bonus = 0.0
        if speaker_match(cand, signals.speakers):
            bonus += settings.weight_speaker
            cand.features["speaker"] = 1.0
        if signals.window is not None and in_window(
            cand, signals.window, settings.time_window_slack_days
        ):
            bonus += settings.weight_time
            cand.features["time"] = 1.0
        if signals.intent == "when" and cand.payload.get("mentions_time"):
            bonus += settings.weight_when_mention
            cand.features["when"] = 1.0
        cand.similarity = similarity
        cand.bonus = bonus


def fill_similarity(stats: CollectionStats, settings: RetrieverSettings) -> float:
    """Similarity of a point no branch returned: the most it can have."""
    value = 0.0
    if stats.dense is not None:
        value += settings.weight_dense * stats.dense.z(None)
    if stats.sparse is not None:
        value += settings.weight_sparse * stats.sparse.z(None)
    return value


def smooth(candidates: Mapping[Key, Candidate], unseen: float, settings: RetrieverSettings) -> None:
    """`fused` = similarity + shares of the neighbours' similarity + bonus (in place).

    A neighbour outside the pool counts with `unseen`; an episode with no neighbour on a
    side (session start or end) gets nothing from that side.
    """
    for cand in candidates.values():
        fused = cand.similarity + cand.bonus
        for neighbour, share in (
            (cand.previous, settings.neighbour_prev),
            (cand.next, settings.neighbour_next),
        ):
            if neighbour is None or share == 0.0:
                continue
            # An item's neighbours are those of its source turn, episodes like an episode's.
            other = candidates.get((EPISODES, neighbour))
            fused += share * (other.similarity if other is not None else unseen)
        cand.fused = fused


def squash(value: float) -> float:
    """Fused z-score to a 0..1 relevance the multiplicative final formula can scale."""
    if value >= 0:
        return 1.0 / (1.0 + math.exp(-value))
    e = math.exp(value)
    return e / (1.0 + e)

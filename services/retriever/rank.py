"""Final scores (DESIGN section 5), selection with dedupe and the cap, episode context.

`final = raw × exp(−k × days_since_created) × confidence × retrieval_priority × sentiment`
for items and summaries; episodes never decay and are verbatim (confidence 1), so only
their retrieval priority scales them. `raw` is the fused relevance squashed to 0..1,
blended with the graph proximity for candidates the graph knows (`graph.blend`).

Selection walks the ranking best first: an episode already shown as the context of a better
episode is skipped, items with the same text are kept once, a few slots stay reserved for
episodes (the evidence share), an item whose source turns a selected episode shows is
left out, and the list stops at the cap. A selected episode shows its neighbouring turns
(not yet shown) with it, at most `max_sources` turns in all.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from services.common.vectorstore import EPISODES, Record
from services.retriever.fusion import Candidate, Key, squash
from services.retriever.graph import blend
from services.retriever.query import Sentiment
from services.retriever.settings import RetrieverSettings

DAY_S = 86_400.0


def _number(payload: Mapping[str, Any], key: str, default: float) -> float:
    value = payload.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    return float(value)


def confidence_of(collection: str, payload: Mapping[str, Any]) -> float:
    """Episodes are verbatim, so certain; other memories carry their own confidence."""
    if collection == EPISODES:
        return 1.0
    return min(1.0, max(0.0, _number(payload, "confidence", 1.0)))


def days_since(payload: Mapping[str, Any], keys: Sequence[str], now: float) -> float:
    """Days from the first of `keys` the payload has (epoch seconds) to `now`; 0 if none."""
    for key in keys:
        when = payload.get(key)
        if isinstance(when, int | float) and not isinstance(when, bool):
            return max(0.0, (now - float(when)) / DAY_S)
    return 0.0


def final_score(
    raw: float,
    collection: str,
    payload: Mapping[str, Any],
    now: float,
    settings: RetrieverSettings,
    sentiment: Sentiment = "neutral",
) -> float:
    """DESIGN section 5: raw × decay × confidence × priority × sentiment match."""
    priority = max(0.0, _number(payload, "retrieval_priority", 1.0))
    if collection == EPISODES:
        return raw * priority
    age = days_since(payload, ("created_at", "event_time"), now)
    decay = math.exp(-settings.decay_per_day * age)
    match = 1.0
    if sentiment != "neutral" and payload.get("sentiment") == sentiment:
        match += settings.sentiment_match_boost
    return raw * decay * confidence_of(collection, payload) * priority * match


@dataclass(slots=True)
class Scored:
    """A candidate with its final score."""

    cand: Candidate
    raw: float
    score: float


def rank(
    candidates: Mapping[Key, Candidate],
    now: float,
    settings: RetrieverSettings,
    sentiment: Sentiment = "neutral",
) -> list[Scored]:
    """Every candidate scored, best first (ties broken by id for determinism)."""
    scored = []
    for cand in candidates.values():
        raw = blend(squash(cand.fused), cand, settings.graph_weight)
        score = final_score(raw, cand.collection, cand.payload, now, settings, sentiment)
        scored.append(Scored(cand, raw, score))
    scored.sort(key=lambda s: (-s.score, s.cand.collection, s.cand.id))
    return scored


@dataclass(slots=True)
class Selected:
    """A memory chosen for the answer; episodes carry the turns they show, in order."""

    scored: Scored
    turns: list[Record] = field(default_factory=list)

    @property
    def is_episode(self) -> bool:
        return self.scored.cand.collection == EPISODES


def _text_key(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()


def _turn_key(record: Record) -> tuple[int, int, int]:
    p = record.payload
    return (int(p.get("turn_number") or 0), int(p.get("part_index") or 0), int(p.get("chunk") or 0))


def select(
    ranking: Sequence[Scored],
    records: Mapping[str, Record],
    *,
    limit: int,
    evidence_min: int,
    window: int,
    max_sources: int,
) -> list[Selected]:
    """The top `limit` memories after dedupe, with each episode's neighbouring turns.

    `records` holds the stored episodes by id (hits and their fetched neighbours).

    An item whose source turns are all shown by a selected episode (better or worse
    ranked) repeats that episode and gives up its slot to the next memory: measured on
    LoCoMo dev, half the items in a top 10 were such repeats, and the slots they held
    were what items cost in recall. The walk is redone without them until no selected
    item is covered; each round only removes items, so the episodes chosen stay the same
    and the loop ends within `limit` rounds.
    """
    covered: set[str] = set()
    while True:
        chosen = _walk(
            ranking,
            records,
            limit=limit,
            evidence_min=evidence_min,
            window=window,
            max_sources=max_sources,
            skip=covered,
        )
        shown = shown_resources(chosen)
        repeats = {
            c.scored.cand.id
            for c in chosen
            if not c.is_episode and covered_by(c.scored.cand.payload, shown)
        }
        if not repeats:
            return chosen
        covered |= repeats


def shown_resources(chosen: Sequence[Selected]) -> set[str]:
    """Resource ids of every turn the selected episodes show."""
    return {
        str(t.payload["resource_id"])
        for c in chosen
        if c.is_episode
        for t in c.turns
        if t.payload.get("resource_id")
    }


def covered_by(payload: Mapping[str, Any], shown: set[str]) -> bool:
    """Whether every source turn of an item is among `shown`; never for an unsourced one."""
    sources = payload.get("source_resource_ids")
    if not isinstance(sources, list | tuple) or not sources:
        return False
    return all(str(s) in shown for s in sources)


def _walk(
    ranking: Sequence[Scored],
    records: Mapping[str, Record],
    *,
    limit: int,
    evidence_min: int,
    window: int,
    max_sources: int,
    skip: set[str],
) -> list[Selected]:
    episodes_left = sum(1 for s in ranking if s.cand.collection == EPISODES)
    reserve = min(evidence_min, episodes_left)
    shown: set[str] = set()
    texts: set[str] = set()
    chosen: list[Selected] = []
    for scored in ranking:
        if len(chosen) >= limit:
            break
        cand = scored.cand
        if cand.collection == EPISODES:
            episodes_left -= 1
            if cand.id in shown:
                continue
            turns = episode_turns(cand, records, shown, window, max_sources)
            shown.update(t.id for t in turns)
            chosen.append(Selected(scored, turns))
            reserve = max(0, reserve - 1)
            continue
        if cand.id in skip:
            continue
        if limit - len(chosen) <= min(reserve, episodes_left):
            continue  # the remaining slots belong to evidence
        key = _text_key(str(cand.payload.get("text", "")))
        if key in texts:
            continue
        texts.add(key)
        chosen.append(Selected(scored))
    return chosen


def episode_turns(
    cand: Candidate,
    records: Mapping[str, Record],
    shown: set[str],
    window: int,
    max_sources: int,
) -> list[Record]:
    """The hit and its neighbours not shown yet, in conversation order."""
    hit = records.get(cand.id) or Record(cand.id, cand.payload)
    turns = [hit]
    if window > 0:
        neighbours = [
            records[n]
            for n in (cand.previous, cand.next)
            if n is not None and n in records and n not in shown
        ]
        turns += neighbours[: max(0, max_sources - 1)]
    return sorted(turns, key=_turn_key)

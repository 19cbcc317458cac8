"""Final scores (docs/architecture.md §5.6.5), selection with dedupe and the cap, episode context.

`final = raw × exp(−k × days_since_created) × confidence^e × retrieval_priority × sentiment
× domain` (e = `confidence_exponent`) for items and summaries; episodes never decay and are
verbatim (confidence 1), so only their retrieval priority and domain scale them. `domain`
is the off-domain penalty of a shared space (`domain_factor`). `raw` is the fused relevance
squashed to 0..1, blended with the graph proximity for candidates the graph knows (`graph.blend`).

Selection walks the ranking best first: an episode already shown by a better memory is
skipped, as is one repeating a better episode's words, items with the same text are kept
once, a few slots stay reserved for episodes
(the evidence share), an item whose source turns a better memory already shows is left out,
and the list stops at the cap. A selected episode shows its neighbouring turns (not yet
shown) with it; a selected item shows its source turns, its evidence, and not their
neighbours (the line is the fact, not a window of transcript); at most `max_sources`
turns per memory. Where a fact covers a selected episode's turn it takes that episode's
slot afterwards (`services.retriever.facts`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memstream.services.common.stores.vectorstore import EPISODES, Record
from memstream.services.retriever.exchange import with_confirmations
from memstream.services.retriever.fusion import Candidate, Key, squash
from memstream.services.retriever.graph import blend
from memstream.services.retriever.neighbours import Neighbours, source_points
from memstream.services.retriever.query import Sentiment
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.speech import request_words, same_frame

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


# Factors are floored so that a memory that matched anything never scores exactly 0:
# exp(-k × days) underflows for dates centuries away, and confidence or priority may be 0.
_MIN_DECAY = 1e-6
_MIN_CONFIDENCE = 1e-3
_MIN_PRIORITY = 0.1  # the scheduler's own floor of retrieval_priority


@dataclass(frozen=True, slots=True)
class Factors:
    """The multiplicative factors of the final formula, each positive."""

    decay: float = 1.0
    confidence: float = 1.0
    priority: float = 1.0
    sentiment: float = 1.0
    domain: float = 1.0

    @property
    def product(self) -> float:
        return self.decay * self.confidence * self.priority * self.sentiment * self.domain


def domain_factor(wanted: str | None, payload: Mapping[str, Any], off_domain: float) -> float:
    """`off_domain` for a memory tagged with another domain than the `wanted` one, else 1.

    A shared space holds the memories of agents of several domains; a request that names
    its domain scores the others lower and drops none (docs/architecture.md §6.1). A
    memory with no domain, or a request naming none, is not penalised.
    """
    tagged = payload.get("domain")
    if wanted is None or not isinstance(tagged, str) or not tagged or tagged == wanted:
        return 1.0
    return off_domain


def factors(
    collection: str,
    payload: Mapping[str, Any],
    now: float,
    settings: RetrieverSettings,
    sentiment: Sentiment = "neutral",
    domain: str | None = None,
) -> Factors:
    """Decay × confidence × priority × sentiment match × domain (episodes: priority ×
    domain) for a request of `domain`.

    See docs/architecture.md §5.6.5.
    """
    priority = max(_MIN_PRIORITY, _number(payload, "retrieval_priority", 1.0))
    on_domain = domain_factor(domain, payload, settings.off_domain_factor)
    if collection == EPISODES:
        return Factors(priority=priority, domain=on_domain)
    age = days_since(payload, ("created_at", "event_time"), now)
    decay = max(_MIN_DECAY, math.exp(-settings.decay_per_day * age))
    match = 1.0
    if sentiment != "neutral" and payload.get("sentiment") == sentiment:
        match += settings.sentiment_match_boost
    confidence = max(_MIN_CONFIDENCE, confidence_of(collection, payload))
    confidence **= settings.confidence_exponent
    return Factors(
        decay=decay, confidence=confidence, priority=priority, sentiment=match, domain=on_domain
    )


def shown_score(value: float) -> float:
    """The score a reply shows: the sort key bounded to [0, 1] (priority may exceed 1)."""
    return min(1.0, max(0.0, value))


@dataclass(slots=True)
class Scored:
    """A candidate with its relevance (raw), final score and the factors behind it."""

    cand: Candidate
    raw: float
    score: float
    factors: Factors = field(default_factory=Factors)


def rank(
    candidates: Mapping[Key, Candidate],
    now: float,
    settings: RetrieverSettings,
    sentiment: Sentiment = "neutral",
    domain: str | None = None,
) -> list[Scored]:
    """Every candidate scored for a request of `domain`, best first.

    Ties of the final score fall to the relevance, then to the memory of the asked domain
    (a product rounded to a tie must not undo the penalty), then to the newer memory (a
    later statement is the current one), and only then to the id, for determinism.
    """
    scored = []
    for cand in candidates.values():
        raw = blend(squash(cand.fused), cand, settings.graph_weight)
        parts = factors(cand.collection, cand.payload, now, settings, sentiment, domain)
        scored.append(Scored(cand, raw, raw * parts.product, parts))
    scored.sort(
        key=lambda s: (
            -s.score,
            -s.raw,
            -s.factors.domain,
            -_number(s.cand.payload, "event_time", 0.0),
            s.cand.collection,
            s.cand.id,
        )
    )
    return scored


@dataclass(slots=True)
class Selected:
    """A memory chosen for the answer with the turns it shows, in conversation order.

    An episode shows its own turn and its neighbours; an item shows the turns it was
    extracted from (its evidence) and their neighbours, or none when they are unknown.
    """

    scored: Scored
    turns: list[Record] = field(default_factory=list)
    # A superseded fact, shown only after its successor (services/retriever/facts.py).
    superseded: bool = False
    # The id of an earlier statement this later one was moved ahead of (updates.py).
    updates: str | None = None

    @property
    def is_episode(self) -> bool:
        return self.scored.cand.collection == EPISODES


def _text_key(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()


def _turn_key(record: Record) -> tuple[int, int, int]:
    p = record.payload
    return (int(p.get("turn_number") or 0), int(p.get("part_index") or 0), int(p.get("chunk") or 0))


def _conversation_order(record: Record) -> tuple[float, str, tuple[int, int, int]]:
    when = record.payload.get("event_time")
    at = float(when) if isinstance(when, int | float) and not isinstance(when, bool) else 0.0
    return (at, str(record.payload.get("session_id") or ""), _turn_key(record))


def select(
    ranking: Sequence[Scored],
    records: Mapping[str, Record],
    *,
    limit: int,
    evidence_min: int,
    window: int,
    max_sources: int,
    links: Mapping[str, Neighbours] | None = None,
) -> list[Selected]:
    """The top `limit` memories after dedupe, each with the turns it shows.

    `records` holds the stored episodes by id (hits, items' source turns and the
    neighbours fetched for them); `links` the episodes before and after each fetched
    source turn, which an item shows around it.

    A selected item claims its source turns (a fact is shown with its provenance), and an
    episode the item already shows is skipped. An item whose source turns a better memory
    shows repeats it and is left out.

    When an item's source turns are unknown (not fetched) it shows none, and an episode
    selected later may show them: the item then repeats that episode and gives up its
    slot. The walk is redone without such items until none is left; each round only
    removes items, so the loop ends within `limit` rounds.
    """
    covered: set[str] = set()
    while True:
        chosen = _walk(
            ranking,
            records,
            links or {},
            limit=limit,
            evidence_min=evidence_min,
            window=window,
            max_sources=max_sources,
            skip=covered,
        )
        repeats = set()
        for i, c in enumerate(chosen):
            if c.is_episode or c.turns:
                continue
            others = shown_resources(chosen[:i] + chosen[i + 1 :])
            if covered_by(c.scored.cand.payload, others):
                repeats.add(c.scored.cand.id)
        if not repeats:
            return chosen
        covered |= repeats


def shown_resources(chosen: Sequence[Selected]) -> set[str]:
    """Resource ids of every turn the selected memories show."""
    return {
        str(t.payload["resource_id"])
        for c in chosen
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
    links: Mapping[str, Neighbours],
    *,
    limit: int,
    evidence_min: int,
    window: int,
    max_sources: int,
    skip: set[str],
) -> list[Selected]:
    episodes_left = sum(1 for s in ranking if s.cand.collection == EPISODES)
    reserve = min(evidence_min, episodes_left)
    shown: set[str] = set()  # episode point ids
    resources: set[str] = set()  # their resource ids
    texts: set[str] = set()
    frames: list[frozenset[str]] = []  # the words of the requests shown
    chosen: list[Selected] = []

    def take(selected: Selected) -> None:
        chosen.append(selected)
        shown.update(t.id for t in selected.turns)
        resources.update(shown_resources([selected]))

    for scored in ranking:
        if len(chosen) >= limit:
            break
        cand = scored.cand
        if cand.collection == EPISODES:
            episodes_left -= 1
            if cand.id in shown:
                continue
            said = "episode:" + _text_key(str(cand.payload.get("text", "")))
            asked = request_words(cand.payload)
            if said in texts or (asked and any(same_frame(asked, a) for a in frames)):
                continue  # the same words said again, or one request in one frame: one slot
            texts.add(said)
            if asked:
                frames.append(asked)
            turns = episode_turns(cand, records, shown, window, max_sources)
            take(Selected(scored, with_confirmations(turns, records, shown)))
            reserve = max(0, reserve - 1)
            continue
        if cand.id in skip:
            continue
        if limit - len(chosen) <= min(reserve, episodes_left):
            continue  # the remaining slots belong to evidence
        key = _text_key(str(cand.payload.get("text", "")))
        if key in texts or covered_by(cand.payload, resources):
            continue
        texts.add(key)
        # A fact shows the turns it was extracted from, its evidence, not their neighbours:
        # the line is the fact, not a window of transcript.
        turns = item_turns(cand.payload, records, links, shown, 0, max_sources)
        take(Selected(scored, with_confirmations(turns, records, shown)))
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


def item_turns(
    payload: Mapping[str, Any],
    records: Mapping[str, Record],
    links: Mapping[str, Neighbours],
    shown: set[str],
    window: int,
    max_sources: int,
) -> list[Record]:
    """An item's source turns not shown yet, then their neighbours, in conversation order.

    Sources come first so the evidence is never cut for context; the neighbours fill the
    rest up to `max_sources`, previous and next of the first source before the second's.
    """
    turns: list[Record] = []
    taken: set[str] = set()

    def take(point: str | None) -> None:
        if (
            point is not None
            and len(turns) < max_sources
            and point in records
            and point not in shown
            and point not in taken
        ):
            taken.add(point)
            turns.append(records[point])

    sources = [p for p in source_points(payload) if p in records]
    for point in sources:
        take(point)
    if window > 0:
        for point in sources:
            near = links.get(point)
            if near is not None:
                take(near.previous)
                take(near.next)
    return sorted(turns, key=_conversation_order)


def ranking_items(ranking: Sequence[Scored], count: int) -> list[Scored]:
    """The best `count` items with source turns: those a selection of `count` can reach
    unless it skips many."""
    return [
        s
        for s in ranking
        if s.cand.collection != EPISODES and s.cand.payload.get("source_resource_ids")
    ][:count]

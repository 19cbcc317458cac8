"""From selected candidates to `ContextItem`s: trust pass, shown turns, provenance.

An episode's text is its turn with the neighbouring turns; an item's is the fact followed by
the turns it was extracted from and their neighbours, when they were fetched. Either way
the source ids list exactly the turns shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, get_args

from memstream.contracts.context import ContextItem, ItemKind, ScoreExplain
from memstream.services.common.stores.vectorstore import EPISODES, SUMMARIES, Hit, Record
from memstream.services.retriever.fusion import Candidate
from memstream.services.retriever.graph import GRAPH_FEATURE
from memstream.services.retriever.inject import event_datetime
from memstream.services.retriever.rank import (
    Scored,
    Selected,
    confidence_of,
    days_since,
    shown_score,
)
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.trust import Claim, trust_pass

_KINDS: dict[str, ItemKind] = {kind: kind for kind in get_args(ItemKind)}


def context_items(
    chosen: Sequence[Selected], now: datetime, settings: RetrieverSettings
) -> list[ContextItem]:
    """The chosen memories after the trust pass, in the order it leaves them."""
    claims = [
        Claim(
            id=c.scored.cand.id,
            kind=kind_of(c.scored.cand),
            confidence=confidence_of(c.scored.cand.collection, c.scored.cand.payload),
            payload=c.scored.cand.payload,
            tags=[],
        )
        for c in chosen
    ]
    for claim, c in zip(claims, chosen, strict=True):
        if c.superseded:
            claim.tags.append("superseded")
    by_id = {c.scored.cand.id: c for c in chosen}
    ordered = trust_pass(
        claims,
        now.timestamp(),
        uncertain_below=settings.uncertain_below,
        stale_after_days=settings.stale_after_days,
    )
    # Surfacing a conflict's stronger side puts it where the weaker one stood: it shows that
    # place's score, so the scores stay non-increasing down the list.
    places = [c.scored.score for c in chosen]
    return [
        context_item(by_id[c.id], c, now, settings, score)
        for c, score in zip(ordered, places, strict=True)
    ]


def summary_items(hits: Sequence[Hit], now: datetime, threshold: float) -> list[ContextItem]:
    """Tier 1's answer: the summaries that clear the threshold."""
    return [summary_item(hit, now) for hit in hits if hit.score >= threshold]


def kind_of(cand: Candidate) -> ItemKind:
    if cand.collection == EPISODES:
        return "episode"
    if cand.collection == SUMMARIES:
        return "summary"
    return _KINDS.get(str(cand.payload.get("kind")), "fact")


def _strings(value: Any, cap: int) -> list[str]:
    if not isinstance(value, list | tuple):
        return []
    return [str(v) for v in value if v is not None][:cap]


def _turn_line(record: Record) -> str:
    speaker = record.payload.get("speaker")
    text = str(record.payload.get("text", ""))
    return f"{speaker}: {text}" if speaker else text


def _turn_ids(turns: Sequence[Record], key: str) -> list[str]:
    return [str(t.payload[key]) for t in turns if t.payload.get(key)]


def context_item(
    chosen: Selected, claim: Claim, now: datetime, settings: RetrieverSettings, score: float
) -> ContextItem:
    max_sources = settings.max_sources
    cand = chosen.scored.cand
    explain = explain_of(chosen.scored, settings, chosen.updates)
    payload = cand.payload
    when = event_datetime(payload.get("event_time"))
    age = days_since(payload, ("event_time", "created_at"), now.timestamp())
    if chosen.is_episode:
        turns = chosen.turns or [Record(cand.id, payload)]
        return ContextItem(
            id=cand.id,
            kind="episode",
            text="\n".join(_turn_line(t) for t in turns),
            score=shown_score(score),
            confidence=1.0,
            age_days=age,
            category=None,
            trust=claim.tags,
            event_time=when,
            session_id=_opt_str(payload.get("session_id")),
            speaker=_opt_str(payload.get("speaker")),
            domain=_opt_str(payload.get("domain")),
            source_resource_ids=_turn_ids(turns, "resource_id"),
            source_external_ids=_turn_ids(turns, "external_id"),
            explain=explain,
        )
    text = str(payload.get("text", ""))
    resource_ids = _strings(payload.get("source_resource_ids"), max_sources)
    external_ids = _strings(payload.get("source_external_ids"), max_sources)
    if chosen.turns:
        # The fact, then the turns it was extracted from with their neighbours: the
        # evidence the agent can check it against, credited like an episode's turns.
        text = "\n".join([text, *(_turn_line(t) for t in chosen.turns)])
        resource_ids = _turn_ids(chosen.turns, "resource_id")
        external_ids = _turn_ids(chosen.turns, "external_id")
    return ContextItem(
        id=cand.id,
        kind=claim.kind,
        text=text,
        score=shown_score(score),
        confidence=claim.confidence,
        age_days=age,
        category=_opt_str(payload.get("category")),
        trust=claim.tags,
        event_time=when,
        session_id=_opt_str(payload.get("session_id")),
        speaker=_opt_str(payload.get("speaker")),
        domain=_opt_str(payload.get("domain")),
        source_resource_ids=resource_ids,
        source_external_ids=external_ids,
        explain=explain,
    )


def explain_of(
    scored: Scored, settings: RetrieverSettings, updates: str | None = None
) -> ScoreExplain:
    """The score's components, as computed (fusion.py, graph.py, rank.py)."""
    cand = scored.cand
    f = cand.features
    return ScoreExplain(
        dense=cand.dense,
        sparse=cand.sparse,
        dense_z=cand.dense_z,
        sparse_z=cand.sparse_z,
        speaker=settings.weight_speaker if f.get("speaker") else 0.0,
        time=settings.weight_time if f.get("time") else 0.0,
        when=settings.weight_when_mention if f.get("when") else 0.0,
        liking=settings.weight_liking if f.get("liking") else 0.0,
        request=-f.get("request", 0.0),
        reply=-settings.weight_agent_reply if f.get("reply") else 0.0,
        others=-settings.weight_about_others if f.get("others") else 0.0,
        slight=-settings.weight_slight if f.get("slight") else 0.0,
        amount=-settings.weight_no_amount if f.get("amountless") else 0.0,
        neighbours=cand.fused - cand.similarity - cand.bonus,
        graph=f.get(GRAPH_FEATURE),
        relevance=scored.raw,
        decay=scored.factors.decay,
        confidence=scored.factors.confidence,
        priority=scored.factors.priority,
        sentiment=scored.factors.sentiment,
        domain=scored.factors.domain,
        updates=updates,
    )


def summary_item(hit: Hit, now: datetime) -> ContextItem:
    payload = hit.payload
    return ContextItem(
        id=hit.id,
        kind="summary",
        text=str(payload.get("text", "")),
        score=hit.score,
        confidence=confidence_of(SUMMARIES, payload),
        age_days=days_since(payload, ("updated_at", "created_at"), now.timestamp()),
        category=_opt_str(payload.get("category")),
        event_time=event_datetime(payload.get("updated_at")),
    )


def _opt_str(value: Any) -> str | None:
    return None if value is None else str(value)

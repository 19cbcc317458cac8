"""A clause's claim: what the offline rules (rules.py) hand to the rewording step."""

from __future__ import annotations

from dataclasses import dataclass

from memstream.services.extractor.normalize import Kind, Strength


@dataclass(frozen=True, slots=True)
class Claim:
    """A candidate fact before rewording: the clause, its kind and its gate scores."""

    clause: str
    kind: Kind
    strength: Strength
    fact_score: float
    usefulness: float
    rule: str
    tags: tuple[str, ...] = ()
    relation: str | None = None
    relation_name: str | None = None

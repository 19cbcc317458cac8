"""What an extraction produces: the LLM's JSON schema, also the offline extractor's output.

Enumerated fields are plain strings here and normalised afterwards (`normalize.py`): a model
answering "Explicit" or "hobby" should not burn a retry, only unusable JSON should.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, field_validator


def _unit_interval(value: Any) -> Any:
    # Some models answer percentages; 85 means 0.85, anything else out of range is invalid.
    if isinstance(value, int | float) and 1 < value <= 100:
        return value / 100
    return value


class EntityOut(BaseModel):
    name: str = Field(min_length=1, description="Name as mentioned.")
    type: str = Field(default="other", description="person | place | org | product | date | …")
    aliases: list[str] = Field(default_factory=list, description="Other names for it.")


class FactOut(BaseModel):
    text: str = Field(min_length=1, description="One atomic, self-contained statement.")
    kind: str = Field(default="fact", description="fact | preference | procedure")
    strength: str = Field(default="explicit", description="explicit | implied | inferred")
    sentiment: str = Field(
        default="neutral", description="frustrated | excited | uncertain | neutral"
    )
    category: str = Field(default="general", description="work, health, preferences, …")
    tags: list[str] = Field(default_factory=list, description="2-5 lowercase tags.")
    entities: list[EntityOut] = Field(default_factory=list, description="Entities mentioned.")
    scope: str = Field(default="user", description="user | project")
    fact_score: float = Field(ge=0, le=1, description="1 = verifiable fact, 0 = opinion.")
    usefulness: float = Field(ge=0, le=1, description="1 = worth remembering, 0 = chatter.")
    sources: list[str] = Field(default_factory=list, description="Labels of the source parts.")

    _scores = field_validator("fact_score", "usefulness", mode="before")(_unit_interval)


class SummaryOut(BaseModel):
    category: str = Field(min_length=1, description="Category the summary covers.")
    text: str = Field(min_length=1, description="The full rewritten summary.")


class ExtractionOut(BaseModel):
    """The whole answer of one extraction call."""

    facts: list[FactOut] = Field(default_factory=list)
    summaries: list[SummaryOut] = Field(default_factory=list)

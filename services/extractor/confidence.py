"""Confidence arithmetic of the write path (docs/architecture.md §5.2-5.4)."""

from __future__ import annotations

from memstream.services.extractor.normalize import Strength
from memstream.services.extractor.settings import ExtractorSettings


def clamp(value: float) -> float:
    return round(min(1.0, max(0.0, value)), 6)


def starting_confidence(strength: Strength, settings: ExtractorSettings) -> float:
    """explicit 0.9, implied 0.7, inferred 0.5 by default."""
    return {
        "explicit": settings.confidence_explicit,
        "implied": settings.confidence_implied,
        "inferred": settings.confidence_inferred,
    }[strength]


def merged(confidence: float, settings: ExtractorSettings) -> float:
    """A near-duplicate restated in the same source context: +0.05, capped at 1."""
    return clamp(confidence + settings.merge_delta)


def confirmed(confidence: float, settings: ExtractorSettings) -> float:
    """The same claim from another source: +0.1, capped at 1."""
    return clamp(confidence + settings.confirm_delta)


def contradicted(confidence: float, settings: ExtractorSettings) -> float:
    """An item a new claim contradicts: −0.2, floored at 0."""
    return clamp(confidence - settings.contradict_delta)

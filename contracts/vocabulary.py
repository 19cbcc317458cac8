"""The memory vocabulary every contract shares: kinds, strengths, sentiments, statuses.

A module of its own with no imports from other contracts, so items, events and context
requests can all use it without importing each other.
"""

from __future__ import annotations

from typing import Literal

ExtractedKind = Literal["fact", "preference", "procedure"]
MemoryKind = Literal[ExtractedKind, "insight", "lesson"]
# What a context answer can hold: a memory item, a raw turn (episode), a category summary.
ItemKind = Literal[MemoryKind, "episode", "summary"]
Strength = Literal["explicit", "implied", "inferred"]
Sentiment = Literal["frustrated", "excited", "uncertain", "neutral"]
ItemStatus = Literal["active", "archived", "cold", "superseded", "deleted"]
ExtractorName = Literal["rules", "llm", "tools", "behaviour-loop"]
InsightMethod = Literal["central_fact", "llm"]

"""Normalised forms: item text (for ids and comparison), categories, tags and enumerations.

The vocabularies and the two text forms are the item contract's (contracts/items.py,
contracts/ids.py); this module maps what an extractor said onto them.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final, Literal, get_args

from memstream.contracts.ids import clean_text as clean_text
from memstream.contracts.ids import normalise_text as normalise_text
from memstream.contracts.items import EXTRACTED_KINDS, ExtractedKind
from memstream.contracts.items import GENERAL as GENERAL
from memstream.contracts.items import Sentiment as Sentiment
from memstream.contracts.items import Strength as Strength

Kind = ExtractedKind
ScopeName = Literal["user", "project"]

KINDS: Final[tuple[Kind, ...]] = EXTRACTED_KINDS
STRENGTHS: Final[tuple[Strength, ...]] = get_args(Strength)
SENTIMENTS: Final[tuple[Sentiment, ...]] = get_args(Sentiment)

# The open category set converges on these names; the TTLs are keyed by them
# (docs/architecture.md §12.3, §13.4).
_CATEGORY_SYNONYMS: Final[dict[str, str]] = {
    "job": "work",
    "jobs": "work",
    "career": "work",
    "professional": "work",
    "employment": "work",
    "business": "work",
    "hobby": "hobbies",
    "leisure": "hobbies",
    "interests": "hobbies",
    "interest": "hobbies",
    "activities": "hobbies",
    "sports": "hobbies",
    "sport": "hobbies",
    "family": "relationships",
    "friends": "relationships",
    "friendship": "relationships",
    "relationship": "relationships",
    "social": "relationships",
    "people": "relationships",
    "preference": "preferences",
    "likes": "preferences",
    "tastes": "preferences",
    "medical": "health",
    "fitness": "health",
    "wellness": "health",
    "wellbeing": "health",
    "travels": "travel",
    "trips": "travel",
    "trip": "travel",
    "school": "education",
    "learning": "education",
    "study": "education",
    "studies": "education",
    "money": "finance",
    "finances": "finance",
    "financial": "finance",
    "house": "home",
    "housing": "home",
    "living": "home",
    "plan": "plans",
    "schedule": "plans",
    "events": "plans",
    "misc": GENERAL,
    "other": GENERAL,
    "personal": GENERAL,
    "none": GENERAL,
}

_STRENGTH_SYNONYMS: Final[dict[str, Strength]] = {
    "direct": "explicit",
    "stated": "explicit",
    "explicitly": "explicit",
    "suggested": "implied",
    "implicit": "implied",
    "derived": "inferred",
    "inference": "inferred",
}
_SENTIMENT_SYNONYMS: Final[dict[str, Sentiment]] = {
    "frustration": "frustrated",
    "angry": "frustrated",
    "negative": "frustrated",
    "annoyed": "frustrated",
    "excitement": "excited",
    "positive": "excited",
    "happy": "excited",
    "unsure": "uncertain",
    "uncertainty": "uncertain",
}
_KIND_SYNONYMS: Final[dict[str, Kind]] = {
    "preferences": "preference",
    "procedures": "procedure",
    "instruction": "procedure",
    "howto": "procedure",
    "facts": "fact",
}

_NON_TOKEN = re.compile(r"[^a-z0-9_]+")


def slug(value: str, limit: int = 32) -> str:
    """A safe NATS subject token made of [a-z0-9_]."""
    ascii_value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
    return _NON_TOKEN.sub("_", ascii_value.lower()).strip("_")[:limit].strip("_")


def category(value: str) -> str:
    """Normalised category: lower-case token, synonyms folded onto the common names."""
    token = slug(value) or GENERAL
    return _CATEGORY_SYNONYMS.get(token, token)


def kind(value: str) -> Kind:
    token = slug(value)
    for known in KINDS:
        if token == known:
            return known
    return _KIND_SYNONYMS.get(token, "fact")


def strength(value: str) -> Strength:
    token = slug(value)
    for known in STRENGTHS:
        if token == known:
            return known
    return _STRENGTH_SYNONYMS.get(token, "inferred")


def sentiment(value: str) -> Sentiment:
    token = slug(value)
    for known in SENTIMENTS:
        if token == known:
            return known
    return _SENTIMENT_SYNONYMS.get(token, "neutral")


def scope(value: str) -> ScopeName:
    return "project" if slug(value) == "project" else "user"


def tags(values: list[str], limit: int = 8) -> list[str]:
    """Lower-case, de-duplicated tags in their given order."""
    out: dict[str, None] = {}
    for value in values:
        tag = slug(value.lstrip("#"), 48)
        if tag:
            out[tag] = None
    return list(out)[:limit]

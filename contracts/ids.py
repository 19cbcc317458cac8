"""Deterministic ids of stored points, and the text forms memory items are keyed by.

Ids are derived, never random: the same fact, entity or event produced twice (a redelivery,
a retried tool call, a rerun job) lands on the same point instead of a copy.
"""

from __future__ import annotations

import json
import re
import unicodedata
import uuid
from typing import Final

# Fixed forever: changing it would orphan every stored point.
POINT_NAMESPACE: Final = uuid.UUID("5b7f3c1e-9a4d-5e62-8f0b-6c2d1a9e4b73")

_SPACE = re.compile(r"\s+")
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def point_id(*parts: str) -> str:
    """Deterministic UUID string for an id made of one or more string parts."""
    if not parts:
        raise ValueError("point_id needs at least one part")
    # JSON keeps ("a:b",) and ("a", "b") apart, which a plain join would not.
    return str(uuid.uuid5(POINT_NAMESPACE, json.dumps(list(parts))))


def clean_text(text: str) -> str:
    """The wording to store: one line, straight quotes, single spaces, a final full stop."""
    text = _SPACE.sub(" ", text.translate(_QUOTES)).strip().rstrip("!?… ")
    if text and (text[-1].isalnum() or text[-1] in "\"')"):
        text += "."
    return text


def normalise_text(text: str) -> str:
    """Comparison form: case, spacing, quotes and final punctuation do not matter."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES).lower()
    return _SPACE.sub(" ", text).strip().rstrip(".!?;: ")


def event_id(source: str, event_type: str, tenant_id: str, *key: str) -> str:
    """The one event-id rule: what happened (source, type, tenant and the happening's key)
    names the event, so re-publishing the same happening is dropped by the EVENTS stream's
    duplicate window instead of counted twice."""
    if not key:
        raise ValueError("event_id needs a key naming the happening")
    return point_id("event", source, event_type, tenant_id, *key)

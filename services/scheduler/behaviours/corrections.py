"""Spotting the user correcting the agent, and the lesson each correction teaches.

Patterns (one lesson per matching sentence of a user message):
* prefer — "I prefer X over/to Y", "I'd rather X than Y"   → "User prefers X over Y."
* dont   — a sentence that *starts* with "don't / do not / never / stop / please don't"
           (an instruction to the agent, not "I don't like …")  → "Don't X."
* meant  — "no, I meant X", "that's not what I meant, X", "actually I meant X"
           → "User meant X, not what the agent assumed."
* wrong  — "that's wrong/incorrect/not right, X"              → "Correction: X."
A lesson's `key` groups lessons that compete: a later "I prefer Y over X" replaces
"I prefer X over Y".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")
_TRAIL = " \t.,;:!?\"'"

_PREFER = re.compile(
    r"\bI(?:'d| would)?\s+(?:really\s+)?(?:prefer|rather)\s+(?P<x>.+?)\s+"
    r"(?:over|to|than|instead of)\s+(?P<y>.+)$",
    re.IGNORECASE,
)
_DONT = re.compile(
    r"^(?:please\s*,?\s*)?(?P<verb>don'?t|do not|never|stop)\s+(?P<rest>.+)$", re.IGNORECASE
)
_MEANT = re.compile(
    # A bare "I meant it" is not a correction; "no, I meant …" is.
    r"^(?:(?:no|nope|actually|sorry)\s*[,!.]?\s*I meant\s+"
    r"|(?:no\s*[,!.]?\s*)?that'?s not what I meant\s*[,.:;-]?\s*)(?P<rest>.+)$",
    re.IGNORECASE,
)
_WRONG = re.compile(
    r"^(?:no\s*[,!.]?\s*)?(?:that'?s|that is|this is|you'?re|you are)\s+"
    r"(?:wrong|incorrect|not right|not correct|mistaken)\s*[,.:;-]\s*(?P<rest>.+)$",
    re.IGNORECASE,
)
# "Don't worry" and friends are courtesy, not instructions.
_COURTESY = re.compile(r"^(?:worry|mind|hesitate|bother|apologi[sz]e|be sorry)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Correction:
    pattern: str
    text: str
    key: str


def _clean(fragment: str) -> str:
    return " ".join(fragment.split()).strip(_TRAIL)


def _norm(fragment: str) -> str:
    return " ".join(_clean(fragment).lower().split())


def _one(sentence: str) -> Correction | None:
    s = sentence.strip()
    if m := _PREFER.search(s):
        x, y = _clean(m["x"]), _clean(m["y"])
        if x and y:
            key = "prefer:" + "|".join(sorted((_norm(x), _norm(y))))
            return Correction("prefer", f"User prefers {x} over {y}.", key)
    if m := _MEANT.match(s):
        rest = _clean(m["rest"])
        if rest:
            return Correction("meant", f"User meant {rest}, not what the agent assumed.", "")
    if m := _WRONG.match(s):
        rest = _clean(m["rest"])
        if rest:
            return Correction("wrong", f"Correction: {rest}.", "")
    if m := _DONT.match(s):
        rest = _clean(m["rest"])
        if rest and not _COURTESY.match(rest):
            verb = m["verb"].lower()
            lead = "Never" if verb == "never" else "Stop" if verb == "stop" else "Don't"
            return Correction("dont", f"{lead} {rest}.", "")
    return None


def find_corrections(text: str) -> list[Correction]:
    """The corrections in a user message, in order, each once."""
    out: dict[str, Correction] = {}
    for sentence in _SENTENCES.split(text):
        found = _one(sentence)
        if found is not None:
            out.setdefault(found.text.lower(), found)
    return list(out.values())

"""The write gate (docs/architecture.md §5.1): which candidate facts may become memory items.

Pure rules over one candidate and the source text it came from. Conflicts are the other
gate reason; they need the stored items and are decided in `conflicts.py`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal, Protocol

from memstream.services.extractor.settings import ExtractorSettings

RejectReason = Literal["opinion", "chatter", "transcript_echo", "conflict", "empty"]

_WORD: Final = re.compile(r"[a-z0-9']+")
_SPEAKER_LINE: Final = re.compile(r"(?:^|\n)\s*[A-Za-z][\w .-]{0,30}:\s", re.MULTILINE)
_SENTENCE_END: Final = re.compile(r"[.!?](?:\s|$)")
# A whole message copied as one "fact" only matters when the message is long.
_ECHO_MIN_SOURCE_WORDS: Final = 20


class Scored(Protocol):
    """A candidate as the gate sees it (an extracted fact or a normalised candidate)."""

    @property
    def text(self) -> str: ...

    @property
    def fact_score(self) -> float: ...

    @property
    def usefulness(self) -> float: ...


@dataclass(frozen=True, slots=True)
class GateDecision:
    accepted: bool
    reason: RejectReason | None = None
    detail: str = ""


ACCEPT: Final = GateDecision(True)


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def is_transcript_echo(
    text: str, sources: Sequence[str], max_words: int, overlap: float
) -> str | None:
    """Why `text` is a raw transcript rather than a fact, or None."""
    words = _words(text)
    if len(words) > max_words:
        return f"{len(words)} words; a fact has at most {max_words}"
    if len(_SPEAKER_LINE.findall(text)) >= 2:
        return "speaker-labelled dialogue"
    fact_set = set(words)
    for source in sources:
        source_words = _words(source)
        if len(source_words) < _ECHO_MIN_SOURCE_WORDS:
            continue
        if len(_SENTENCE_END.findall(source.strip() + " ")) < 2:
            continue
        covered = sum(1 for w in source_words if w in fact_set) / len(source_words)
        if covered >= overlap and len(words) >= overlap * len(source_words):
            return f"copies {covered:.0%} of a {len(source_words)}-word source"
    return None


def gate(fact: Scored, sources: Sequence[str], settings: ExtractorSettings) -> GateDecision:
    """Accept, or refuse with the first reason that applies (echo, opinion, chatter)."""
    if len(_words(fact.text)) < 2:
        return GateDecision(False, "empty", "fewer than two words")
    echo = is_transcript_echo(fact.text, sources, settings.max_fact_words, settings.echo_overlap)
    if echo is not None:
        return GateDecision(False, "transcript_echo", echo)
    if fact.fact_score < settings.fact_score_min:
        return GateDecision(
            False,
            "opinion",
            f"fact score {fact.fact_score:.2f} < {settings.fact_score_min:.2f}",
        )
    if fact.usefulness <= settings.usefulness_min:
        return GateDecision(
            False,
            "chatter",
            f"usefulness {fact.usefulness:.2f} <= {settings.usefulness_min:.2f}",
        )
    return ACCEPT

"""Sentence bounds around an expression: where its sentence starts and ends, and the
sentence quoted with it (cut to a window centred on the expression when it is long)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

MAX_SENTENCE_CHARS = 300

# A newline, or terminal punctuation (plus closing quotes/brackets) before whitespace.
# Leading with a character class lets ``re`` jump from candidate to candidate.
SENTENCE_BREAK = re.compile(r"[\n.!?](?:(?<=\n)|[.!?]*[\"')\]]*(?=\s|\Z))")


def sentence_span(
    break_starts: list[int], break_ends: list[int], length: int, start: int, end: int
) -> tuple[int, int]:
    # Breaks inside the match ("Dec.", "24.12.2026") are part of the date: the sentence
    # starts after the last break ending before it and ends with the first one after it.
    before = bisect_right(break_ends, start)
    after = bisect_left(break_starts, end)
    left = break_ends[before - 1] if before else 0
    right = break_ends[after] if after < len(break_ends) else length
    return left, right


def sentence_text(text: str, left: int, right: int, start: int, end: int) -> str:
    while left < start and text[left].isspace():
        left += 1
    while right > end and text[right - 1].isspace():
        right -= 1
    if right - left > MAX_SENTENCE_CHARS:
        # Keep the window centred on the expression so the context around it survives.
        room = max(MAX_SENTENCE_CHARS - (end - start), 0)
        left = max(left, start - room // 2)
        right = min(right, left + MAX_SENTENCE_CHARS)
        left = max(left, right - MAX_SENTENCE_CHARS)
    return text[left:right].strip()

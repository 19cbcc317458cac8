"""Where the forward rules can match: the token pre-check, windows and anchored scans.

Regex scans cost microseconds per rule per hundred characters, so they only run where
they can match. :func:`tokenize` turns the lower-cased text into tokens (str.translate +
split, C loops): letters are kept, ASCII digits become "#" (so "24th" reads "##th") and
everything else (punctuation, emoji, curly quotes...) separates tokens, as it ends a word
for \\b. A rule runs only when one of its trigger tokens is present, only on the
:func:`windows` of text around the occurrences of those tokens, and, where its matches
start near a trigger, only at those starts (:func:`anchored_matches`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable


class _TokenTable(dict[int, int]):
    """``str.translate`` table filled on demand, since it must cover every code point."""

    _MAX_CACHED = 4096  # bounds memory when fed every code point there is

    def __missing__(self, code: int) -> int:
        char = chr(code)
        if char.isalpha():
            value = code
        else:
            value = ord("#") if "0" <= char <= "9" else ord(" ")
        if len(self) < self._MAX_CACHED:
            self[code] = value
        return value


_TOKEN_TABLE = _TokenTable()
NUMERIC_DATE_SHAPE = re.compile(r"[0-9](?:[-/.][0-9]|st|nd|rd|th)")
# Longest prefix a rule puts before its trigger token ("within the next twenty-one" days)
# and longest tail plus look-ahead after it ("Friday of next week", "5th anniversary").
_WINDOW_SLACK = 32


def tokenize(lowered: str) -> tuple[set[str], bool]:
    """The text's tokens, and whether it holds an ASCII digit."""
    translated = lowered.translate(_TOKEN_TABLE)
    return set(translated.split()), "#" in translated


def windows(
    lowered: str, words: Iterable[str], numeric: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Regions around trigger occurrences, merged, each ending at whitespace.

    Linear in the text length however many occurrences there are: a point inside the
    current window only ever pushes its end further, past text not yet scanned.
    """
    points: list[tuple[int, int]] = []
    for word in words:
        at = lowered.find(word)
        while at >= 0:
            points.append((at, at + len(word)))
            at = lowered.find(word, at + 1)
    points.extend(numeric)
    points.sort()
    found: list[tuple[int, int]] = []
    for start, end in points:
        lo, hi = max(0, start - _WINDOW_SLACK), end + _WINDOW_SLACK
        if found and lo <= found[-1][1]:
            if hi > found[-1][1]:
                found[-1] = (found[-1][0], word_end(lowered, hi))
        else:
            found.append((_word_start(lowered, lo), word_end(lowered, hi)))
    return found


_WHITESPACE = re.compile(r"\s")


def word_end(lowered: str, at: int) -> int:
    # endpos makes the regex engine see the text as ending there: cutting a word would
    # turn "Fri" of "Friday" into a whole word and hide what look-aheads should see.
    found = _WHITESPACE.search(lowered, at) if at < len(lowered) else None
    return found.start() if found is not None else len(lowered)


def _word_start(lowered: str, at: int) -> int:
    # Starting inside a word is harmless (look-behinds and \b see the text before pos),
    # so only a bounded step back is taken, to keep a leading prefix word whole.
    floor = max(0, at - _WINDOW_SLACK)
    while at > floor and not lowered[at - 1].isspace():
        at -= 1
    return at


# --- Anchored scans ------------------------------------------------------------------
#
# A pattern opening with \b makes ``re`` attempt a match at every position of the text
# (the weekday rule alone cost a third of forward_signals on chat turns). Where a rule's
# matches hold one of its trigger tokens with at most ``lead_words`` words before it,
# each joined by whitespace only (\s+ in the pattern), a match can only start at a
# trigger occurrence or at the start of one of the words just before it. Trying
# ``match`` at those few positions, left to right and never inside the previous match,
# yields exactly what ``finditer`` yields (the tests compare the two). Rules whose lead
# is unbounded ("twenty - one" in QUANTITY allows any number of "-" words) keep
# ``finditer``.


def _lead_pattern(words: int) -> re.Pattern[str]:
    """Up to ``words`` whitespace-joined words, read backwards on the reversed text.

    Group k spans the k-th word before the starting point (as ``\\w+``: the word as
    ``\\b`` sees it, so "tomorrow’next week" has "next" before "week").
    """
    body = ""
    for _ in range(words):
        body = rf"(?:\s+(\w+){body})?"
    return re.compile(body)


_LEAD_PATTERNS = {words: _lead_pattern(words) for words in range(1, 5)}


def anchored_matches(
    pattern: re.Pattern[str],
    lead_words: int | None,
    lowered: str,
    lo: int,
    hi: int,
    anchors: Iterable[str],
) -> list[re.Match[str]]:
    """What ``pattern.finditer(lowered, lo, hi)`` yields, for a pattern whose matches
    start at most ``lead_words`` words before one of the ``anchors``."""
    lead_words = lead_words or 0
    lead = _LEAD_PATTERNS.get(lead_words)
    reverse = lowered[::-1] if lead is not None else ""
    length = len(lowered)
    starts: set[int] = set()
    for word in anchors:
        at = lowered.find(word, lo, hi)
        while at >= 0:
            starts.add(at)
            if lead is not None:
                words = lead.match(reverse, length - at, length - lo)
                for group in range(1, lead_words + 1):
                    end_of_word = words.end(group) if words is not None else -1
                    if end_of_word < 0:
                        break
                    starts.add(length - end_of_word)
            at = lowered.find(word, at + 1, hi)
    found: list[re.Match[str]] = []
    end = lo
    match_at = pattern.match
    for start in sorted(starts):
        if start >= end:
            match = match_at(lowered, start, hi)
            if match is not None:
                found.append(match)
                end = match.end()
    return found

"""Word tables and regex fragments shared by the parsers.

Patterns are written in lower case and run, without ``re.IGNORECASE``, on the copy made
by :func:`lower_aligned`: case-insensitive matching of large alternations is several
times slower in ``re``, and the copy keeps every offset valid for the original text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import Final, NamedTuple

MONTHS: Final[dict[str, int]] = {
    "january": 1, "jan": 1,
    "february": 2, "feb": 2,
    "march": 3, "mar": 3,
    "april": 4, "apr": 4,
    "may": 5,
    "june": 6, "jun": 6,
    "july": 7, "jul": 7,
    "august": 8, "aug": 8,
    "september": 9, "sept": 9, "sep": 9,
    "october": 10, "oct": 10,
    "november": 11, "nov": 11,
    "december": 12, "dec": 12,
}  # fmt: skip

# Month words that are also common English words ("this may take", "march on"): in lower
# case the query parser takes them as a month only after in/during/throughout.
AMBIGUOUS_MONTHS: Final = frozenset({"may", "mar", "march"})

WEEKDAYS: Final[dict[str, int]] = {
    "monday": 0, "mon": 0,
    "tuesday": 1, "tues": 1, "tue": 1,
    "wednesday": 2, "weds": 2, "wed": 2,
    "thursday": 3, "thurs": 3, "thur": 3, "thu": 3,
    "friday": 4, "fri": 4,
    "saturday": 5, "sat": 5,
    "sunday": 6, "sun": 6,
}  # fmt: skip

# "sat", "sun", "wed", "mon" are ordinary words; as weekdays they must be capitalised
# (and, in forward signals, follow a preposition: "on Sat").
AMBIGUOUS_WEEKDAYS: Final = frozenset({"mon", "wed", "sat", "sun"})

_SMALL_NUMBERS: Final[dict[str, int]] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}  # fmt: skip
_TENS: Final[dict[str, int]] = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
# Every number written as one word ("nine hens", "forty colonies"; also read by the
# retriever's measures).
NUMBER_WORDS: Final[dict[str, int]] = {**_SMALL_NUMBERS, **_TENS}
# Vague quantities: the value is the conventional reading, and the flag lets the query
# parser widen its window instead of pretending to know the exact day.
_VAGUE: Final[dict[str, int]] = {"couple": 2, "few": 3, "several": 3}

UNITS: Final[dict[str, str]] = {
    "day": "day",
    "night": "day",
    "week": "week",
    "fortnight": "fortnight",
    "month": "month",
    "year": "year",
}


def alternation(words: Iterable[str]) -> str:
    """Regex alternation trying longer words first, so "sept" is not cut to "sep"."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


MONTH: Final = rf"(?:{alternation(MONTHS)})\b"
WEEKDAY: Final = rf"(?:{alternation(WEEKDAYS)})\b"
UNIT: Final = rf"(?:{alternation(UNITS)})"
# Verbs that give something a new date ("they moved the launch to May 17"): the date they
# point at lies ahead (_tense.py), and the retriever reads the thing as rescheduled.
RESCHEDULING_VERBS: Final = frozenset(
    {"pushed", "moved", "postponed", "rescheduled", "delayed", "bumped", "shifted"}
)
RESCHEDULED: Final = rf"(?:{alternation(RESCHEDULING_VERBS)})"
_DIGIT_WORDS: Final = alternation(w for w, n in _SMALL_NUMBERS.items() if n < 10)
QUANTITY: Final = (
    r"(?:[0-9]{1,4}"
    rf"|(?:{alternation(_TENS)})(?:[-\s]+(?:{_DIGIT_WORDS}))?"
    rf"|{alternation(_SMALL_NUMBERS)}"
    r"|(?:an?\s+)?couple(?:\s+of)?|(?:a\s+)?few|several|an?)"
)


class Quantity(NamedTuple):
    value: int
    vague: bool


def lower_aligned(text: str) -> str:
    """Lower-cased copy of ``text`` with the same length, so match offsets carry over.

    U+0130 (capital I with dot) is the only code point whose ``lower()`` is two
    characters long.
    """
    return text.replace("\u0130", "I").lower()


@functools.lru_cache(maxsize=4096)
def fold(word: str) -> str:
    """Normalise a matched word for table lookups.

    Cached: handlers fold the same few words ("next", "friday") over and over, and a
    cache hit costs a fraction of casefold + split + join.
    """
    return " ".join(word.casefold().split())


def parse_quantity(raw: str) -> Quantity | None:
    """Value of a string matched by :data:`QUANTITY`; None if it is not one after all."""
    words = [w for w in fold(raw).replace("-", " ").split() if w not in ("a", "an", "of")]
    if not words:
        # "a"/"an" alone, as in "in a week".
        return Quantity(1, vague=False)
    if len(words) == 1:
        word = words[0]
        if word.isascii() and word.isdigit():
            return Quantity(int(word), vague=False)
        if word in _VAGUE:
            return Quantity(_VAGUE[word], vague=True)
        if word in _SMALL_NUMBERS:
            return Quantity(_SMALL_NUMBERS[word], vague=False)
        if word in _TENS:
            return Quantity(_TENS[word], vague=False)
        return None
    if len(words) == 2 and words[0] in _TENS and _SMALL_NUMBERS.get(words[1], 10) < 10:
        return Quantity(_TENS[words[0]] + _SMALL_NUMBERS[words[1]], vague=False)
    return None

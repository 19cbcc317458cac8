"""Calendar dates written out in text: numeric forms and month names."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from memstream.services.common.timeparse._calendar import latest_occurrence, next_occurrence
from memstream.services.common.timeparse._lexicon import MONTH, MONTHS, fold, lower_aligned
from memstream.services.common.timeparse._spans import Hit, select_longest


@dataclass(frozen=True, slots=True)
class DateMention:
    """A date as written; ``year`` None when omitted, ``day`` None for a whole month."""

    start: int
    end: int
    year: int | None
    month: int
    day: int | None


_ORDINAL = r"(?:st|nd|rd|th)"
# A period after a month abbreviation belongs to the date only when a number follows;
# at the end of a sentence it is the full stop.
_MONTH_DOT = r"(?:\.(?=\s*[0-9]))?"
_YEAR_TAIL = r"(?:,?\s+|,)(?P<y>[0-9]{4})(?![0-9])"

# Patterns that start with a digit test the preceding character with a look-behind
# placed after that first digit: a leading character class lets ``re`` skip straight to
# digits, which a leading look-behind would prevent.
_ISO = re.compile(
    r"(?P<y>[0-9](?<![0-9/.-][0-9])[0-9]{3})(?P<sep>[-/.])(?P<m>[0-9]{1,2})(?P=sep)"
    r"(?P<d>[0-9]{1,2})(?![0-9])"
)
_NUMERIC = re.compile(
    r"(?P<a>[0-9](?<![0-9/.-][0-9])[0-9]?)(?P<sep>[/.])(?P<b>[0-9]{1,2})(?P=sep)"
    r"(?P<y>[0-9]{4}|[0-9]{2})(?![0-9])(?!(?P=sep)[0-9])"
)
_MONTH_DAY = re.compile(
    rf"(?<!\w)(?P<mon>{MONTH}){_MONTH_DOT}\s+(?:the\s+)?(?P<d>[0-9]{{1,2}})(?P<ord>{_ORDINAL})?"
    rf"(?!\w)(?!:[0-9])(?:{_YEAR_TAIL})?",
)
_DAY_MONTH = re.compile(
    rf"(?P<d>[0-9](?<![\w.,/-][0-9])[0-9]?)(?P<ord>{_ORDINAL})?(?:\s+of)?\s+"
    rf"(?P<mon>{MONTH}){_MONTH_DOT}(?:{_YEAR_TAIL})?",
)
# _DAY_MONTH starts at the digit for speed, so the article of "the 24th of December" is
# added to the span afterwards.
_ARTICLE_BEFORE = re.compile(r"(?<!\w)the\s+\Z")
_MONTH_YEAR = re.compile(
    rf"(?<!\w)(?P<mon>{MONTH}){_MONTH_DOT},?\s+(?:of\s+)?(?P<y>[0-9]{{4}})(?![0-9])",
)


def _numeric(match: re.Match[str]) -> DateMention | None:
    first, second = int(match["a"]), int(match["b"])
    raw_year = match["y"]
    if match["sep"] == ".":
        # Two-digit dotted triples are far more often version numbers than dates.
        if len(raw_year) == 2:
            return None
        day, month = first, second  # d.m.y is the dotted convention
        if month > 12 >= day:
            day, month = month, day
    else:
        month, day = first, second  # m/d/y, unless it can only be d/m/y
        if month > 12 >= day:
            day, month = month, day
    year = int(raw_year) + (2000 if len(raw_year) == 2 else 0)
    return _checked(match, year, month, day)


def _named(match: re.Match[str], text: str) -> DateMention | None:
    token = text[match.start("mon") : match.end("mon")]
    month = MONTHS.get(fold(token))
    if month is None:
        return None
    groups = match.groupdict()
    day = int(groups["d"]) if groups.get("d") else None
    year = int(groups["y"]) if groups.get("y") else None
    if fold(token) == "may" and token.islower():
        # "2 may be enough", "they may 2x it": lower-case "may" next to a bare number is
        # the verb; it needs an ordinal ("may 5th") or a full date ("may 5, 2026").
        if not (groups.get("ord") or (day is not None and year is not None)):
            return None
    start = match.start()
    if match.re is _DAY_MONTH:
        article = _ARTICLE_BEFORE.search(match.string, max(0, start - 12), start)
        if article is not None:
            start = article.start()
    return _checked(match, year, month, day, start)


def _checked(
    match: re.Match[str], year: int | None, month: int, day: int | None, start: int = -1
) -> DateMention | None:
    if not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31):
        return None
    return DateMention(start if start >= 0 else match.start(), match.end(), year, month, day)


def find_dates(
    text: str,
    spans: Sequence[tuple[int, int]] | None = None,
    *,
    named: bool = True,
    numeric: bool = True,
    lowered: str | None = None,
) -> list[DateMention]:
    """Candidate date mentions, overlapping ones included (callers pick the longest).

    ``spans`` limits the scan to those regions of ``text`` (each must end at whitespace
    or the end of the text); ``named``/``numeric`` switch off pattern families the
    caller already knows cannot match; ``lowered`` is ``lower_aligned(text)`` if the
    caller has it.
    """
    regions = spans if spans is not None else ((0, len(text)),)
    scan = lowered if lowered is not None else lower_aligned(text)
    found: list[DateMention] = []
    for lo, hi in regions:
        if numeric:
            for match in _ISO.finditer(scan, lo, hi):
                mention = _checked(match, int(match["y"]), int(match["m"]), int(match["d"]))
                if mention is not None:
                    found.append(mention)
            for match in _NUMERIC.finditer(scan, lo, hi):
                mention = _numeric(match)
                if mention is not None:
                    found.append(mention)
        if named:
            for pattern in (_MONTH_DAY, _DAY_MONTH, _MONTH_YEAR):
                for match in pattern.finditer(scan, lo, hi):
                    mention = _named(match, text)
                    if mention is not None:
                        found.append(mention)
    return found


def mentioned_dates(text: str, reference: datetime) -> list[date]:
    """Calendar days written out in ``text``, in order of appearance, without repeats.

    Only explicit dates count ("2023-05-08", "May 8", "8/5/2023"); relative phrases are
    the business of :func:`forward_signals` and :func:`query_time_range`. A date without
    a year is the occurrence nearest to the reference's local date (ties go forward);
    month-only mentions ("May 2023") and impossible dates are skipped.
    """
    today = reference.date()
    hits = [Hit(m.start, m.end, m) for m in find_dates(text)]
    days: list[date] = []
    for hit in select_longest(hits):
        mention = hit.value
        if mention.day is None:
            continue
        try:
            if mention.year is not None:
                day = date(mention.year, mention.month, mention.day)
            else:
                day = _nearest(today, mention.month, mention.day)
        except (OverflowError, ValueError):
            continue
        if day not in days:
            days.append(day)
    return days


def _nearest(today: date, month: int, day: int) -> date:
    candidates: list[date] = []
    for finder in (next_occurrence, latest_occurrence):
        # A day that does not exist in that month/year is simply not a candidate.
        with contextlib.suppress(OverflowError, ValueError):
            candidates.append(finder(today, month, day))
    if not candidates:
        raise ValueError(f"{month}/{day} does not occur near {today}")
    # min() keeps the first of equal distances, and the forward candidate comes first.
    return min(candidates, key=lambda c: abs((c - today).days))

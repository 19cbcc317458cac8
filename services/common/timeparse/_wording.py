"""How :mod:`.absolute` words the result of each forward and query rule.

Each rule's handler resolves its match as it always does; the functions here turn the
resolved day or window into words (a preposition and a body), or return None to leave the
expression as written. See :mod:`.absolute` for the wording conventions.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Final

from memstream.services.common.timeparse import _forward_rules as forward_rules
from memstream.services.common.timeparse import query
from memstream.services.common.timeparse._calendar import (
    add_days,
    latest_occurrence,
    next_occurrence,
    week_start,
)
from memstream.services.common.timeparse._explicit import DateMention
from memstream.services.common.timeparse._lexicon import (
    MONTHS,
    UNITS,
    WEEKDAYS,
    fold,
    parse_quantity,
)
from memstream.services.common.timeparse._sentences import SENTENCE_BREAK
from memstream.services.common.timeparse._tense import Tense, points_ahead, sentence_tense

_MONTH_NAMES: Final = {
    n: max((w for w, m in MONTHS.items() if m == n), key=len).capitalize() for n in range(1, 13)
}
_WEEKDAY_NAMES: Final = {
    n: max((w for w, d in WEEKDAYS.items() if d == n), key=len).capitalize() for n in range(7)
}


@dataclass(frozen=True, slots=True)
class Words:
    """A resolved expression: ``prep`` places ``body`` in time ("" when it needs none)."""

    prep: str
    body: str
    # Names a single day, so it may stand as a subject or a possessive.
    day: bool = False


@dataclass(slots=True)
class Context:
    """The text being rewritten, its reference day, and the tense of each sentence."""

    text: str
    lowered: str
    today: date
    _breaks: list[tuple[int, int]] | None = None
    _break_ends: list[int] = field(default_factory=list)
    _tenses: dict[int, Tense | None] = field(default_factory=dict)

    def _break_spans(self) -> list[tuple[int, int]]:
        if self._breaks is None:
            self._breaks = [m.span() for m in SENTENCE_BREAK.finditer(self.text)]
            self._break_ends = [end for _, end in self._breaks]
        return self._breaks

    def sentence_start(self, at: int) -> int:
        self._break_spans()
        before = bisect_right(self._break_ends, at)
        return self._break_ends[before - 1] if before else 0

    def tense(self, at: int) -> Tense | None:
        start = self.sentence_start(at)
        if start not in self._tenses:
            self._tenses[start] = sentence_tense(self.sentence(at))
        return self._tenses[start]

    def sentence(self, at: int) -> str:
        """The lowered sentence around `at`."""
        breaks = self._break_spans()
        after = bisect_right(self._break_ends, at)
        end = breaks[after][0] if after < len(breaks) else len(self.text)
        return self.lowered[self.sentence_start(at) : end]

    def date_tense(self, at: int) -> Tense | None:
        """The direction of a date that starts at `at`: ahead when a deadline or a
        rescheduling points at it, else its sentence's tense."""
        start = self.sentence_start(at)
        if points_ahead(self.lowered[start:at], self.sentence(at)):
            return "future"
        return self.tense(at)


def _iso(day: date) -> str:
    return day.isoformat()


def _year(year: int) -> str:
    return f"{year:04d}"


def _month_year(day: date) -> str:
    return f"{_MONTH_NAMES[day.month]} {_year(day.year)}"


def _week_of(monday: date) -> Words:
    return Words("in", f"the week of {_iso(monday)}")


def _weekend_of(saturday: date) -> Words:
    return Words("on", f"the weekend of {_iso(saturday)}")


def _on_day(day: date, phrase: str, weekday: bool = False) -> Words:
    """A single day, keeping the part of the day the phrase named."""
    named = f"{_WEEKDAY_NAMES[day.weekday()]} {_iso(day)}" if weekday else _iso(day)
    for word, part in (("night", "night"), ("tonight", "night"), ("morning", "morning"),
                       ("afternoon", "afternoon"), ("evening", "evening")):  # fmt: skip
        if re.search(rf"\b{word}\b", phrase):
            return Words("on", f"the {part} of {named}", day=True)
    for word in ("earlier", "later"):
        if phrase.startswith(word):
            return Words("", f"{word} on {named}")
    return Words("on", named, day=True)


def _period(period: str, start: date) -> Words:
    if period == "week":
        return _week_of(start)
    if period == "weekend":
        return _weekend_of(start)
    if period == "month":
        return Words("in", _month_year(start))
    return Words("in", _year(start.year))


# --- Wording of the forward rules (a plan's day) ---------------------------------------

ForwardWording = Callable[[re.Match[str], date, Context], Words | None]


def _f_day(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    return _on_day(due, match[0])


def _f_weekday(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    if not (match["mod"] or match["suffix"]) and ctx.tense(match.start()) != "future":
        return None  # "on Friday": the coming one only in a plan
    return _on_day(due, "", weekday=True)


def _f_next_week(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    return _week_of(due)


def _f_next_month(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    return _period("month", due)


def _f_next_year(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    return _period("year", due)


def _f_weekend(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    saturday = add_days(week_start(due), 5)
    if not match["next"] and saturday > ctx.today and ctx.tense(match.start()) == "past":
        saturday = add_days(saturday, -7)  # "went camping this weekend", said on a Monday
    return _weekend_of(saturday)


def _f_end_of(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    what = _month_year(due) if fold(match["period"]) == "month" else _year(due.year)
    return Words("", f"the end of {what}")


def _f_quantity(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    unit = UNITS.get(fold(match["u"]))
    lead = match[0][: match.start("q") - match.start()]
    if re.search(r"\b(?:within|next|coming)\b", lead):
        return Words("by", _iso(due))
    if unit == "day":
        return Words("on", _iso(due), day=True)
    if unit in ("week", "fortnight"):
        return Words("around", _iso(due))
    return _period(unit or "year", due)


def _f_day_of_month(match: re.Match[str], due: date, ctx: Context) -> Words | None:
    return _on_day(due, "") if ctx.tense(match.start()) == "future" else None


FORWARD: Final[dict[object, ForwardWording]] = {
    forward_rules.day_after_tomorrow: _f_day,
    forward_rules.tomorrow: _f_day,
    forward_rules.same_day: _f_day,
    forward_rules.weekday: _f_weekday,
    forward_rules.next_week: _f_next_week,
    forward_rules.next_month: _f_next_month,
    forward_rules.next_year: _f_next_year,
    forward_rules.weekend: _f_weekend,
    forward_rules.end_of: _f_end_of,
    forward_rules.in_quantity: _f_quantity,
    forward_rules.from_now: _f_quantity,
    forward_rules.day_of_month: _f_day_of_month,
}

# --- Wording of the query rules (a past window) ----------------------------------------

Window = tuple[date, date]
QueryWording = Callable[[re.Match[str], Window, Context], Words | None]


def _q_day(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    return _on_day(window[0], match[0])


def _q_weekday(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    return _on_day(window[0], "", weekday=True)


def _q_period(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    return _period(fold(match["period"]), window[0])


def _q_rolling_period(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    period = fold(match["period"])
    if period == "weekend":
        return _weekend_of(window[0])
    return Words("in", f"the {period} before {_iso(ctx.today)}")


def _q_rolling_quantity(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    counted = ctx.text[match.start("q") : match.end()]
    return Words("in", f"the {' '.join(counted.split())} before {_iso(ctx.today)}")


def _q_earlier_this(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    placed = _period(fold(match["period"]), window[0])
    return Words("", f"earlier {placed.prep} {placed.body}")


def _q_ago(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    quantity = parse_quantity(match["q"])
    unit = UNITS.get(fold(match["u"]))
    if quantity is None or unit is None:
        return None
    if quantity.vague:
        counted = re.sub(r"\s+(?:ago|back|before\s+now)\Z", "", match[0])
        counted = ctx.text[match.start() : match.start() + len(counted)]
        return Words("", f"{' '.join(counted.split())} before {_iso(ctx.today)}")
    if unit == "day":
        return _on_day(window[0], match[0])
    return _period("week" if unit == "fortnight" else unit, window[0])


def _q_month(match: re.Match[str], window: Window, ctx: Context) -> Words | None:
    start = window[0]
    if fold(match["pre"]) in ("last", "this"):
        return Words("in", _month_year(start))
    tense = ctx.tense(match.start())
    if tense is None:
        return None  # "in May" of a plan is next May, of a memory the last one
    year = start.year
    if tense == "future":
        year = ctx.today.year + (start.month < ctx.today.month)
    return Words("", f"{ctx.text[match.start() : match.end()]} {_year(year)}")


QUERY: Final[dict[object, QueryWording]] = {
    query._day_before_yesterday: _q_day,
    query._yesterday: _q_day,
    query._today: _q_day,
    query._calendar_period: _q_period,
    query._before_last: _q_period,
    query._rolling_period: _q_rolling_period,
    query._rolling_quantity: _q_rolling_quantity,
    query._earlier_this: _q_earlier_this,
    query._ago: _q_ago,
    query._last_weekday: _q_weekday,
    query._weekday_before_last: _q_weekday,
    query._month: _q_month,
    # query._recently, query._other_day (vague) and query._year (already absolute) are
    # not reworded: their spans are only kept from other rules.
}
WEEKDAY_RULES: Final = frozenset(
    {forward_rules.weekday, query._last_weekday, query._weekday_before_last}
)


def explicit_words(mention: DateMention, ctx: Context) -> Words | None:
    """A date without its year gets the year its tense implies ("December 24, 2026")."""
    if mention.year is not None or mention.day is None:
        return None
    tense = ctx.date_tense(mention.start)
    if tense is None:
        return None  # "the birthday is on June 5" recurs: no year is right
    finder = next_occurrence if tense == "future" else latest_occurrence
    day = finder(ctx.today, mention.month, mention.day)
    written = ctx.text[mention.start : mention.end]
    month_first = written[:1].isalpha() and not fold(written).startswith("the ")
    return Words("", f"{written}{', ' if month_first else ' '}{_year(day.year)}")

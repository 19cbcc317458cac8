"""Time windows named in a question, for filtering or boosting memories by event time.

Questions look back, so every rule resolves into the past (or the period under way):

* "yesterday", "last night" -> yesterday; "the day before yesterday" -> two days ago;
  "today", "tonight", "this morning/afternoon/evening" -> today.
* "this week/month/year/weekend" -> the whole calendar period containing today (ISO
  weeks, Monday-Sunday); "last/previous week/month/year/weekend" -> the one before it;
  "the week/month/year before last" -> the one before that.
* "(the/this) past week/month/year/fortnight" and "the past/last N days/weeks/..." ->
  a rolling window ending with today; "this past weekend" = "last weekend".
* "earlier this week/month/year" -> from the start of the period through today.
* "N days/nights/weeks/months/years ago" (also "... back") -> the day / ISO week /
  month / year containing the point N units back. Vague counts widen it: "a couple
  of" covers 1-3 units back, "a few"/"several" 2-4.
* "last/past/previous Friday" -> the most recent Friday strictly before today (a week
  ago when said on a Friday); "Friday before last" -> the one before; "Friday last
  week" -> the Friday of the previous ISO week.
* "recently", "lately", "of late", "in recent days/weeks" -> from 30 days before today
  through today; "the other day" -> the 7 days before today.
* Explicit dates ("2023-05-08", "May 8, 2023", "on 8 May 2023", "5/8/2023") -> that day;
  without a year -> its most recent occurrence on or before today. "May 2023" -> that
  month. "in/during/throughout/of 2022" -> that year (1800-2199, and not "in 2000 words").
  "in/during/throughout/back in/early/mid/late May" -> the most recent May that began on
  or before today (this May while it lasts); "last May" -> the most recent May before
  the current month; "this May" -> May of this year.

Forward-looking phrases ("tomorrow", "next week") name no past event and are ignored,
as are bare weekdays ("on Monday"), which a question uses in both directions.
When several expressions occur, the narrowest window wins, then the earliest.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime

from memstream.services.common.timeparse._calendar import (
    add_days,
    add_months,
    latest_occurrence,
    period_bounds,
    previous_weekday,
    shift,
    week_start,
)
from memstream.services.common.timeparse._explicit import DateMention, find_dates
from memstream.services.common.timeparse._lexicon import (
    AMBIGUOUS_MONTHS,
    AMBIGUOUS_WEEKDAYS,
    MONTH,
    MONTHS,
    QUANTITY,
    UNIT,
    UNITS,
    WEEKDAY,
    WEEKDAYS,
    fold,
    lower_aligned,
    parse_quantity,
)
from memstream.services.common.timeparse._model import TimeRange
from memstream.services.common.timeparse._spans import Hit, select_longest

RECENT_DAYS = 30
OTHER_DAY_DAYS = 7

_Window = tuple[date, date]
# Handlers get the match on the lower-cased copy, the reference date and the original
# text (for checks that depend on capitalisation).
_Rule = Callable[[re.Match[str], date, str], _Window | None]
_RULES: list[tuple[re.Pattern[str], _Rule]] = []


def _rule(pattern: str) -> Callable[[_Rule], _Rule]:
    compiled = re.compile(pattern)

    def register(handler: _Rule) -> _Rule:
        _RULES.append((compiled, handler))
        return handler

    return register


def _day(day: date) -> _Window:
    return day, add_days(day, 1)


def _through_today(start: date, today: date) -> _Window:
    return start, add_days(today, 1)


@_rule(r"\b(?:the\s+)?day\s+before\s+yesterday\b")
def _day_before_yesterday(match: re.Match[str], today: date, text: str) -> _Window | None:
    return _day(add_days(today, -2))


@_rule(r"\b(?:yesterday|last\s+night)\b")
def _yesterday(match: re.Match[str], today: date, text: str) -> _Window | None:
    return _day(add_days(today, -1))


@_rule(r"\b(?:(?:earlier|later)\s+)?(?:today|tonight)\b|\bthis\s+(?:morning|afternoon|evening)\b")
def _today(match: re.Match[str], today: date, text: str) -> _Window | None:
    return _day(today)


@_rule(r"\b(?P<which>last|previous|this|current)\s+(?P<period>week|month|year|weekend)\b")
def _calendar_period(match: re.Match[str], today: date, text: str) -> _Window | None:
    back = 0 if fold(match["which"]) in ("this", "current") else 1
    return _period_back(today, fold(match["period"]), back)


@_rule(r"\b(?:the\s+)?(?P<period>week|month|year|weekend)\s+before\s+last\b")
def _before_last(match: re.Match[str], today: date, text: str) -> _Window | None:
    return _period_back(today, fold(match["period"]), 2)


def _period_back(today: date, period: str, back: int) -> _Window:
    if period == "weekend":
        saturday = add_days(week_start(today), 5 - 7 * back)
        return saturday, add_days(saturday, 2)
    return period_bounds(shift(today, period, -back), period)


@_rule(r"\b(?:the\s+|this\s+)?past\s+(?P<period>week|fortnight|month|year|weekend)\b")
def _rolling_period(match: re.Match[str], today: date, text: str) -> _Window | None:
    period = fold(match["period"])
    if period == "weekend":
        return _period_back(today, "weekend", 1)
    return _through_today(shift(today, period, -1), today)


@_rule(rf"\b(?:the\s+)?(?:past|last|previous)\s+(?P<q>{QUANTITY})\s+(?P<u>{UNIT})s?\b")
def _rolling_quantity(match: re.Match[str], today: date, text: str) -> _Window | None:
    quantity = parse_quantity(match["q"])
    unit = UNITS.get(fold(match["u"]))
    if quantity is None or unit is None:
        return None
    return _through_today(shift(today, unit, -quantity.value), today)


@_rule(r"\bearlier\s+this\s+(?P<period>week|month|year)\b")
def _earlier_this(match: re.Match[str], today: date, text: str) -> _Window | None:
    start, _ = period_bounds(today, fold(match["period"]))
    return _through_today(start, today)


@_rule(rf"(?<!\w)(?P<q>{QUANTITY})\s+(?P<u>{UNIT})s?\s+(?:ago|back|before\s+now)\b")
def _ago(match: re.Match[str], today: date, text: str) -> _Window | None:
    quantity = parse_quantity(match["q"])
    unit = UNITS.get(fold(match["u"]))
    if quantity is None or unit is None:
        return None
    if unit == "fortnight":
        unit, amount = "week", 2 * quantity.value
    else:
        amount = quantity.value
    # Vague counts cover the neighbouring units too: "a few weeks ago" is 2-4 weeks back.
    spread = 1 if quantity.vague else 0
    earliest, _ = period_bounds(shift(today, unit, -(amount + spread)), unit)
    _, latest = period_bounds(shift(today, unit, -(amount - spread)), unit)
    return earliest, latest


def _weekday_number(token: str) -> int | None:
    key = fold(token)
    if key in AMBIGUOUS_WEEKDAYS and not token[:1].isupper():
        return None  # "the past sun", "last sat"
    return WEEKDAYS.get(key)


@_rule(rf"\b(?:last|past|previous|this\s+past)\s+(?P<wd>{WEEKDAY})")
def _last_weekday(match: re.Match[str], today: date, text: str) -> _Window | None:
    weekday = _weekday_number(text[match.start("wd") : match.end("wd")])
    return None if weekday is None else _day(previous_weekday(today, weekday))


@_rule(rf"(?<!\w)(?P<wd>{WEEKDAY})\s+(?:(?P<before>before\s+last)|(?:of\s+)?last\s+week)\b")
def _weekday_before_last(match: re.Match[str], today: date, text: str) -> _Window | None:
    weekday = _weekday_number(text[match.start("wd") : match.end("wd")])
    if weekday is None:
        return None
    if match["before"]:
        return _day(add_days(previous_weekday(today, weekday), -7))
    return _day(add_days(week_start(today), weekday - 7))


@_rule(r"\b(?:recently|lately|of\s+late|in\s+recent\s+(?:days|weeks))\b")
def _recently(match: re.Match[str], today: date, text: str) -> _Window | None:
    return _through_today(add_days(today, -RECENT_DAYS), today)


@_rule(r"\bthe\s+other\s+day\b")
def _other_day(match: re.Match[str], today: date, text: str) -> _Window | None:
    return add_days(today, -OTHER_DAY_DAYS), today


# Words ending in "s" that may follow a year ("in 2022 was ...") without making it a
# count of plural things ("in 2000 words").
_NOT_PLURAL = r"was|is|has|does|his|its|as|us|this|thus|plus|always|perhaps|unless|besides"


@_rule(
    r"(?<!\w)(?:in|during|throughout|of|back\s+in)\s+(?:the\s+year\s+)?"
    r"(?P<y>(?:18|19|20|21)[0-9]{2})(?![0-9])(?![.,][0-9])(?!\s*%)"
    rf"(?!\s+(?!(?:{_NOT_PLURAL})\b)[a-z]+s\b)"
)
def _year(match: re.Match[str], today: date, text: str) -> _Window | None:
    year = int(match["y"])
    return date(year, 1, 1), date(year + 1, 1, 1)


_UNAMBIGUOUS_PREPOSITIONS = ("in", "during", "throughout", "back in")


@_rule(
    r"(?<!\w)(?P<pre>in|during|throughout|back\s+in|early|late|mid|last|this)[\s-]+"
    rf"(?P<mon>{MONTH})(?!\.?\s*[0-9])"
)
def _month(match: re.Match[str], today: date, text: str) -> _Window | None:
    token, pre = text[match.start("mon") : match.end("mon")], fold(match["pre"])
    month = MONTHS.get(fold(token))
    if month is None:
        return None
    if fold(token) in AMBIGUOUS_MONTHS and token.islower() and pre not in _UNAMBIGUOUS_PREPOSITIONS:
        return None  # "this may take a while", "last march on Washington"
    if pre == "this":
        year = today.year
    elif pre == "last":
        year = today.year if month < today.month else today.year - 1
    else:
        year = today.year if month <= today.month else today.year - 1
    start = date(year, month, 1)
    return start, add_months(start, 1)


def _explicit_window(mention: DateMention, today: date) -> _Window:
    if mention.day is None:
        if mention.year is None:
            raise ValueError("a month without a year is handled by the month rule")
        start = date(mention.year, mention.month, 1)
        return start, add_months(start, 1)
    if mention.year is None:
        return _day(latest_occurrence(today, mention.month, mention.day))
    return _day(date(mention.year, mention.month, mention.day))


def _candidates(text: str, lowered: str, today: date) -> list[Hit[_Window | None]]:
    """Every rule's matches; a None value marks a time expression with no usable window."""
    hits: list[Hit[_Window | None]] = []
    for pattern, handler in _RULES:
        for match in pattern.finditer(lowered):
            try:
                window = handler(match, today, text)
            except (OverflowError, ValueError):
                hits.append(Hit(match.start(), match.end(), None))
                continue
            if window is not None:
                hits.append(Hit(match.start(), match.end(), window))
    for mention in find_dates(text, lowered=lowered):
        try:
            explicit: _Window | None = _explicit_window(mention, today)
        except (OverflowError, ValueError):
            explicit = None
        hits.append(Hit(mention.start, mention.end, explicit))
    return hits


def query_time_range(text: str, reference: datetime) -> TimeRange | None:
    """The narrowest time window named in a question, or None if it names none.

    ``reference`` is the time the question is asked; the window is computed on its local
    calendar and returned as ``[start, end)`` midnights carrying its tzinfo (naive if the
    reference is naive). See the module docstring for the rules.
    """
    today = reference.date()
    best: tuple[int, int, int, _Window] | None = None
    for hit in select_longest(_candidates(text, lower_aligned(text), today)):
        if hit.value is None:
            continue
        start, end = hit.value
        key = ((end - start).days, hit.start, hit.end, hit.value)
        if best is None or key[:2] < best[:2]:
            best = key
    if best is None:
        return None
    _, start_offset, end_offset, (start, end) = best
    tz = reference.tzinfo
    return TimeRange(
        start=datetime(start.year, start.month, start.day, tzinfo=tz),
        end=datetime(end.year, end.month, end.day, tzinfo=tz),
        expression=text[start_offset:end_offset],
    )

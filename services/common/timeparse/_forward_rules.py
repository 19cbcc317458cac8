"""The forward rules: one pattern and one handler per kind of expression naming a day.

A handler gets the match on the lower-cased copy, the reference date and the original
text (for checks that depend on capitalisation), and resolves the match to a day, or to
:attr:`Skip.REJECT` (not a time expression after all: the span is left to other rules)
or :attr:`Skip.CONSUME` (a time expression naming no forward day, such as "last Friday":
the span is claimed so the weekday inside cannot match alone). :mod:`.forward` runs the
rules for forward signals and :mod:`.absolute` for rewriting stored facts; the
resolution rules are documented in :mod:`.forward`.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date

from memstream.services.common.timeparse._calendar import (
    add_days,
    add_months,
    following_week_weekday,
    month_end,
    next_day_of_month,
    shift,
    upcoming_weekday,
    week_start,
)
from memstream.services.common.timeparse._lexicon import (
    AMBIGUOUS_WEEKDAYS,
    MONTHS,
    QUANTITY,
    UNIT,
    UNITS,
    WEEKDAY,
    WEEKDAYS,
    fold,
    parse_quantity,
)


class Skip(enum.Enum):
    REJECT = enum.auto()  # not a time expression after all: leave the span to other rules
    CONSUME = enum.auto()  # a time expression naming no forward day: claim the span


Outcome = date | Skip
Handler = Callable[[re.Match[str], date, str], Outcome]


@dataclass(frozen=True, slots=True)
class Rule:
    pattern: re.Pattern[str]
    handler: Handler
    # The rule can only match text containing one of these tokens (see _prescan.tokenize)...
    triggers: frozenset[str]
    # ...and all of these...
    requires: frozenset[str]
    # ...and one of these, if any are given.
    requires_any: frozenset[str]
    # Most whitespace-separated words a match can have before a trigger token, when that
    # is bounded (see _prescan.anchored_matches); None: scan with finditer.
    lead_words: int | None


RULES: list[Rule] = []


def _rule(
    pattern: str,
    triggers: Iterable[str],
    requires: Iterable[str] = (),
    lead_words: int | None = None,
    requires_any: Iterable[str] = (),
) -> Callable[[Handler], Handler]:
    compiled = re.compile(pattern)

    def register(handler: Handler) -> Handler:
        rule = Rule(
            compiled,
            handler,
            frozenset(triggers),
            frozenset(requires),
            frozenset(requires_any),
            lead_words,
        )
        RULES.append(rule)
        return handler

    return register


# Trigger tokens in the pre-check's form: ASCII digits read "#" ("24th" is "##th").
_UNIT_TOKENS = frozenset(UNITS) | {unit + "s" for unit in UNITS}
_ORDINAL_TOKENS = frozenset(
    digits + suffix for digits in ("#", "##") for suffix in ("st", "nd", "rd", "th")
)


@_rule(r"\b(?:the\s+)?day\s+after\s+tomorrow\b", {"tomorrow"}, requires={"after"}, lead_words=3)
def day_after_tomorrow(match: re.Match[str], today: date, text: str) -> Outcome:
    return add_days(today, 2)


@_rule(r"\b(?:tomorrow|tmrw)\b", {"tomorrow", "tmrw"}, lead_words=0)
def tomorrow(match: re.Match[str], today: date, text: str) -> Outcome:
    return add_days(today, 1)


@_rule(
    r"\b(?:today|tonight|this\s+(?:afternoon|evening))\b",
    {"today", "tonight", "afternoon", "evening"},
    lead_words=1,
)
def same_day(match: re.Match[str], today: date, text: str) -> Outcome:
    return today


@_rule(
    r"\b(?:(?P<past>last|past|previous|this\s+past)\s+"
    r"|(?:(?:on|by|until|till|before|for)\s+)?(?:(?P<mod>this\s+coming|this|next|coming|upcoming)\s+)?)"
    rf"(?P<wd>{WEEKDAY})"
    r"(?:(?P<past_suffix>\s+(?:before\s+last|(?:of\s+)?last\s+week|(?:just\s+)?gone)\b)"
    r"|(?P<suffix>\s+after\s+next\b|\s+(?:of\s+)?next\s+week\b))?",
    WEEKDAYS,
    lead_words=3,  # "on this coming Friday"
)
def weekday(match: re.Match[str], today: date, text: str) -> Outcome:
    token = text[match.start("wd") : match.end("wd")]
    day = WEEKDAYS.get(fold(token))
    if day is None:
        return Skip.REJECT
    if fold(token) in AMBIGUOUS_WEEKDAYS and (
        match.start("wd") == match.start() or not token[:1].isupper()
    ):
        return Skip.REJECT  # "I sat down", "the sun": abbreviations need "on Sat" etc.
    if match["past"] or match["past_suffix"]:
        return Skip.CONSUME
    suffix = fold(match["suffix"] or "")
    if fold(match["mod"] or "") == "next" or suffix.endswith("week"):
        due = following_week_weekday(today, day)
    else:
        due = upcoming_weekday(today, day)
    if suffix.startswith("after"):
        due = add_days(due, 7)
    return due


@_rule(
    r"\b(?:next\s+week|(?P<after>(?:the\s+)?week\s+after\s+next))\b",
    {"week"},
    requires={"next"},
    lead_words=1,
)
def next_week(match: re.Match[str], today: date, text: str) -> Outcome:
    return add_days(week_start(today), 14 if match["after"] else 7)


@_rule(r"\bnext\s+month\b", {"month"}, requires={"next"}, lead_words=1)
def next_month(match: re.Match[str], today: date, text: str) -> Outcome:
    return add_months(today.replace(day=1), 1)


@_rule(r"\bnext\s+year\b", {"year"}, requires={"next"}, lead_words=1)
def next_year(match: re.Match[str], today: date, text: str) -> Outcome:
    return date(today.year + 1, 1, 1)


@_rule(
    r"\b(?:(?P<next>next)\s+|this\s+(?:coming\s+)?|by\s+the\s+)weekend\b",
    {"weekend"},
    lead_words=2,
)
def weekend(match: re.Match[str], today: date, text: str) -> Outcome:
    saturday = add_days(week_start(today), 5)
    if match["next"]:
        return add_days(saturday, 7)
    return max(saturday, today)


@_rule(
    r"\b(?:the\s+)?end\s+of\s+(?:(?P<which>the|this|next)\s+)?(?P<period>month|year)\b",
    {"month", "year"},
    requires={"end"},
    lead_words=4,  # "the end of next month"
)
def end_of(match: re.Match[str], today: date, text: str) -> Outcome:
    ahead = 1 if fold(match["which"] or "") == "next" else 0
    if fold(match["period"]) == "month":
        return month_end(add_months(today.replace(day=1), ahead))
    return date(today.year + ahead, 12, 31)


@_rule(
    r"\b(?:(?:in|within|over)\s+the\s+(?:next|coming)|in|within)\s+"
    rf"(?P<q>{QUANTITY})\s+(?P<u>{UNIT})s?\b(?:'s?)?(?!\s+(?:ago|back|earlier|old|of)\b)",
    _UNIT_TOKENS,
    # Chat text is full of unit words ("the day before") but these lead words are rarer.
    requires_any={"in", "within", "over"},
)
def in_quantity(match: re.Match[str], today: date, text: str) -> Outcome:
    return _shifted(match, today)


@_rule(
    # Not a count inside a written date ("2000-01-02 day from now" is no "2 days from now").
    rf"(?<![\w/-])(?P<q>{QUANTITY})\s+(?P<u>{UNIT})s?\s+from\s+(?P<base>now|today|tomorrow)\b",
    _UNIT_TOKENS,
    requires={"from"},
)
def from_now(match: re.Match[str], today: date, text: str) -> Outcome:
    base = add_days(today, 1) if fold(match["base"]) == "tomorrow" else today
    return _shifted(match, base)


def _shifted(match: re.Match[str], base: date) -> Outcome:
    quantity = parse_quantity(match["q"])
    unit = UNITS.get(fold(match["u"]))
    if quantity is None or unit is None:
        return Skip.REJECT
    return shift(base, unit, quantity.value)


# Ordinals that count floors, attempts or birthdays rather than days of the month.
_ORDINAL_NOUNS = (
    r"of|floor|time|times|try|attempt|grade|place|row|street|avenue|edition|anniversary|"
    r"birthday|century|round|level|step|page|chapter|line|person|one|day|week|month|year|"
    r"lap|pick|season|episode|book|draft|version|birth|gen|generation|percentile|inning"
)


@_rule(
    r"\b(?:on|by|before|until|till|due)\s+the\s+(?P<d>[0-9]{1,2})(?:st|nd|rd|th)\b"
    rf"(?!\s+(?:{_ORDINAL_NOUNS})\b)",
    _ORDINAL_TOKENS,
)
def day_of_month(match: re.Match[str], today: date, text: str) -> Outcome:
    day = int(match["d"])
    return next_day_of_month(today, day) if 1 <= day <= 31 else Skip.REJECT


# Every token some rule or a named date needs: text holding none names no forward day
# (numeric dates aside).
TRIGGERS = frozenset().union(*(rule.triggers for rule in RULES), MONTHS)

"""Tests of services.common.timeparse: forward signals, query windows, mentioned dates."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from unittest import mock
from zoneinfo import ZoneInfo

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstream.services.common.timeparse import (
    ForwardSignal,
    TimeRange,
    _prescan,
    forward_signals,
    mentioned_dates,
    query_time_range,
)
from memstream.services.common.timeparse import forward as forward_module
from memstream.services.common.timeparse._forward_rules import RULES
from memstream.services.common.timeparse._spans import select_longest

LOS_ANGELES = ZoneInfo("America/Los_Angeles")
AUCKLAND = ZoneInfo("Pacific/Auckland")

FRI = datetime(2026, 3, 13, 10, 0, tzinfo=UTC)
SAT = datetime(2026, 3, 14, 10, 0, tzinfo=UTC)
SUN = datetime(2026, 3, 15, 10, 0, tzinfo=UTC)
WED = datetime(2026, 3, 11, 10, 0, tzinfo=UTC)
JAN31 = datetime(2026, 1, 31, 12, 0, tzinfo=UTC)  # a Saturday, end of a 31-day month
NEW_YEARS_EVE = datetime(2026, 12, 31, 12, 0, tzinfo=UTC)  # a Thursday
LEAP_DAY = datetime(2028, 2, 29, 12, 0, tzinfo=UTC)  # a Tuesday
DAY_BEFORE_LEAP = datetime(2028, 2, 28, 12, 0, tzinfo=UTC)
# Friday 23:30 in Los Angeles is already Saturday in UTC.
LA_FRIDAY_NIGHT = datetime(2026, 3, 13, 23, 30, tzinfo=LOS_ANGELES)
# Saturday 08:00 in Auckland is still Friday in UTC.
AUCKLAND_SATURDAY_MORNING = datetime(2026, 3, 14, 8, 0, tzinfo=AUCKLAND)


def test_reference_weekdays_are_what_the_tables_assume() -> None:
    assert [ref.date().strftime("%a") for ref in (FRI, SAT, SUN, WED)] == [
        "Fri",
        "Sat",
        "Sun",
        "Wed",
    ]
    assert JAN31.date().strftime("%a") == "Sat"
    assert NEW_YEARS_EVE.date().strftime("%a") == "Thu"
    assert LEAP_DAY.date().strftime("%a") == "Tue"
    assert LA_FRIDAY_NIGHT.astimezone(UTC).date() == date(2026, 3, 14)
    assert AUCKLAND_SATURDAY_MORNING.astimezone(UTC).date() == date(2026, 3, 13)


def _found(text: str, reference: datetime) -> list[tuple[str, date]]:
    return [(s.expression, s.due_date) for s in forward_signals(text, reference)]


# --- forward_signals: relative days ------------------------------------------------------

RELATIVE_DAYS = [
    ("See you tomorrow at 5pm.", FRI, [("tomorrow", date(2026, 3, 14))]),
    ("Let's do it the day after tomorrow.", FRI, [("the day after tomorrow", date(2026, 3, 15))]),
    ("day after tomorrow works", NEW_YEARS_EVE, [("day after tomorrow", date(2027, 1, 2))]),
    ("I'll call you tonight.", FRI, [("tonight", date(2026, 3, 13))]),
    ("Can we finish this today?", FRI, [("today", date(2026, 3, 13))]),
    ("Let's talk this afternoon", FRI, [("this afternoon", date(2026, 3, 13))]),
    ("ok tmrw then", FRI, [("tmrw", date(2026, 3, 14))]),
    ("TOMORROW!", FRI, [("TOMORROW", date(2026, 3, 14))]),
    ("What’s tomorrow’s plan?", FRI, [("tomorrow", date(2026, 3, 14))]),
    ("tomorrow", NEW_YEARS_EVE, [("tomorrow", date(2027, 1, 1))]),
    ("tomorrow", JAN31, [("tomorrow", date(2026, 2, 1))]),
    ("tomorrow", DAY_BEFORE_LEAP, [("tomorrow", date(2028, 2, 29))]),
    ("tomorrow", LEAP_DAY, [("tomorrow", date(2028, 3, 1))]),
    # The local date decides, not the UTC one.
    ("tomorrow", LA_FRIDAY_NIGHT, [("tomorrow", date(2026, 3, 14))]),
    ("today", LA_FRIDAY_NIGHT, [("today", date(2026, 3, 13))]),
    ("tomorrow", AUCKLAND_SATURDAY_MORNING, [("tomorrow", date(2026, 3, 15))]),
]


@pytest.mark.parametrize(("text", "reference", "expected"), RELATIVE_DAYS)
def test_forward_relative_days(
    text: str, reference: datetime, expected: list[tuple[str, date]]
) -> None:
    assert _found(text, reference) == expected


# --- forward_signals: weekdays -----------------------------------------------------------

WEEKDAY_CASES = [
    # Bare/on/this/by weekday: next occurrence strictly after today.
    ("Let's meet Friday.", FRI, [("Friday", date(2026, 3, 20))]),
    ("Let's meet on Friday.", FRI, [("on Friday", date(2026, 3, 20))]),
    ("this Friday", FRI, [("this Friday", date(2026, 3, 20))]),
    ("by Monday", FRI, [("by Monday", date(2026, 3, 16))]),
    ("Friday", WED, [("Friday", date(2026, 3, 13))]),
    ("this Friday", WED, [("this Friday", date(2026, 3, 13))]),
    ("on Wednesday", WED, [("on Wednesday", date(2026, 3, 18))]),
    ("this coming Tuesday", WED, [("this coming Tuesday", date(2026, 3, 17))]),
    ("Monday", SUN, [("Monday", date(2026, 3, 16))]),
    ("Sunday", SUN, [("Sunday", date(2026, 3, 22))]),
    ("until Friday", NEW_YEARS_EVE, [("until Friday", date(2027, 1, 1))]),
    # "next <weekday>": that weekday in the following ISO (Mon-Sun) week.
    ("next Friday", WED, [("next Friday", date(2026, 3, 20))]),
    ("next Wednesday", WED, [("next Wednesday", date(2026, 3, 18))]),
    ("next Friday", FRI, [("next Friday", date(2026, 3, 20))]),
    ("next Monday", FRI, [("next Monday", date(2026, 3, 16))]),
    ("next Monday", SAT, [("next Monday", date(2026, 3, 16))]),
    ("next Monday", SUN, [("next Monday", date(2026, 3, 16))]),
    ("next Sunday", SUN, [("next Sunday", date(2026, 3, 22))]),
    ("next Monday", NEW_YEARS_EVE, [("next Monday", date(2027, 1, 4))]),
    ("by next Thursday", WED, [("by next Thursday", date(2026, 3, 19))]),
    ("Friday next week", WED, [("Friday next week", date(2026, 3, 20))]),
    ("Friday after next", WED, [("Friday after next", date(2026, 3, 20))]),
    ("Friday after next", FRI, [("Friday after next", date(2026, 3, 27))]),
    # Abbreviations; the ambiguous ones ("sat", "sun") need a capital and a preposition.
    ("See you Thurs", FRI, [("Thurs", date(2026, 3, 19))]),
    ("due fri", FRI, [("fri", date(2026, 3, 20))]),
    ("see you on Sat", FRI, [("on Sat", date(2026, 3, 14))]),
    ("Sunday school starts soon", FRI, [("Sunday", date(2026, 3, 15))]),
    ("Friday—Saturday", FRI, [("Friday", date(2026, 3, 20)), ("Saturday", date(2026, 3, 14))]),
]


@pytest.mark.parametrize(("text", "reference", "expected"), WEEKDAY_CASES)
def test_forward_weekdays(text: str, reference: datetime, expected: list[tuple[str, date]]) -> None:
    assert _found(text, reference) == expected


# --- forward_signals: weeks, months, years, weekends -------------------------------------

PERIOD_CASES = [
    ("next week", FRI, [("next week", date(2026, 3, 16))]),
    ("next week", SUN, [("next week", date(2026, 3, 16))]),
    ("next week", NEW_YEARS_EVE, [("next week", date(2027, 1, 4))]),
    ("the week after next", FRI, [("the week after next", date(2026, 3, 23))]),
    ("next month", FRI, [("next month", date(2026, 4, 1))]),
    ("next month", JAN31, [("next month", date(2026, 2, 1))]),
    ("next month", NEW_YEARS_EVE, [("next month", date(2027, 1, 1))]),
    ("next year", FRI, [("next year", date(2027, 1, 1))]),
    ("this weekend", WED, [("this weekend", date(2026, 3, 14))]),
    ("this weekend", SAT, [("this weekend", date(2026, 3, 14))]),
    ("this weekend", SUN, [("this weekend", date(2026, 3, 15))]),
    ("by the weekend", FRI, [("by the weekend", date(2026, 3, 14))]),
    ("next weekend", WED, [("next weekend", date(2026, 3, 21))]),
    ("next weekend", SUN, [("next weekend", date(2026, 3, 21))]),
    ("by the end of the month", FRI, [("the end of the month", date(2026, 3, 31))]),
    ("end of the month", LEAP_DAY, [("end of the month", date(2028, 2, 29))]),
    ("end of next month", JAN31, [("end of next month", date(2026, 2, 28))]),
    ("before the end of the year", FRI, [("the end of the year", date(2026, 12, 31))]),
]


@pytest.mark.parametrize(("text", "reference", "expected"), PERIOD_CASES)
def test_forward_periods(text: str, reference: datetime, expected: list[tuple[str, date]]) -> None:
    assert _found(text, reference) == expected


# --- forward_signals: quantities ---------------------------------------------------------

QUANTITY_CASES = [
    ("in 3 days", FRI, [("in 3 days", date(2026, 3, 16))]),
    ("in two weeks", FRI, [("in two weeks", date(2026, 3, 27))]),
    ("in 6 months", FRI, [("in 6 months", date(2026, 9, 13))]),
    ("in a month", JAN31, [("in a month", date(2026, 2, 28))]),
    ("in a month", FRI, [("in a month", date(2026, 4, 13))]),
    ("in a year", FRI, [("in a year", date(2027, 3, 13))]),
    ("in a year", LEAP_DAY, [("in a year", date(2029, 2, 28))]),
    ("in a couple of days", FRI, [("in a couple of days", date(2026, 3, 15))]),
    ("in a couple days", FRI, [("in a couple days", date(2026, 3, 15))]),
    ("in a few weeks", FRI, [("in a few weeks", date(2026, 4, 3))]),
    ("in several days", FRI, [("in several days", date(2026, 3, 16))]),
    ("in one week", FRI, [("in one week", date(2026, 3, 20))]),
    ("in twelve days", FRI, [("in twelve days", date(2026, 3, 25))]),
    ("in twenty days", FRI, [("in twenty days", date(2026, 4, 2))]),
    ("in thirty days", FRI, [("in thirty days", date(2026, 4, 12))]),
    ("in forty-five days", FRI, [("in forty-five days", date(2026, 4, 27))]),
    ("in 10 days", NEW_YEARS_EVE, [("in 10 days", date(2027, 1, 10))]),
    ("in a week's time", FRI, [("in a week's", date(2026, 3, 20))]),
    ("within 2 weeks", FRI, [("within 2 weeks", date(2026, 3, 27))]),
    ("in the next few days", FRI, [("in the next few days", date(2026, 3, 16))]),
    ("in a fortnight", FRI, [("in a fortnight", date(2026, 3, 27))]),
    ("two weeks from now", FRI, [("two weeks from now", date(2026, 3, 27))]),
    ("a week from tomorrow", FRI, [("a week from tomorrow", date(2026, 3, 21))]),
    ("In 3 Days", FRI, [("In 3 Days", date(2026, 3, 16))]),
]


@pytest.mark.parametrize(("text", "reference", "expected"), QUANTITY_CASES)
def test_forward_quantities(
    text: str, reference: datetime, expected: list[tuple[str, date]]
) -> None:
    assert _found(text, reference) == expected


# --- forward_signals: explicit dates -----------------------------------------------------

EXPLICIT_CASES = [
    ("on 2026-12-24", FRI, [("2026-12-24", date(2026, 12, 24))]),
    ("at 2026-12-24T10:00Z", FRI, [("2026-12-24", date(2026, 12, 24))]),
    ("12/24/2026", FRI, [("12/24/2026", date(2026, 12, 24))]),
    ("12/24/26", FRI, [("12/24/26", date(2026, 12, 24))]),
    ("13/12/2026", FRI, [("13/12/2026", date(2026, 12, 13))]),
    ("24.12.2026.", FRI, [("24.12.2026", date(2026, 12, 24))]),
    ("December 24", FRI, [("December 24", date(2026, 12, 24))]),
    ("Dec 24th", FRI, [("Dec 24th", date(2026, 12, 24))]),
    ("Dec. 24", FRI, [("Dec. 24", date(2026, 12, 24))]),
    ("24 December", FRI, [("24 December", date(2026, 12, 24))]),
    ("24th of December 2026", FRI, [("24th of December 2026", date(2026, 12, 24))]),
    ("on the 24th of December", FRI, [("the 24th of December", date(2026, 12, 24))]),
    ("December 24, 2027", FRI, [("December 24, 2027", date(2027, 12, 24))]),
    ("may 5th", FRI, [("may 5th", date(2026, 5, 5))]),
    # Without a year: the next occurrence on or after today.
    ("March 13", FRI, [("March 13", date(2026, 3, 13))]),
    ("March 12", FRI, [("March 12", date(2027, 3, 12))]),
    ("January 2", NEW_YEARS_EVE, [("January 2", date(2027, 1, 2))]),
    ("February 29", FRI, [("February 29", date(2028, 2, 29))]),
    ("Feb 29", LEAP_DAY, [("Feb 29", date(2028, 2, 29))]),
    ("on the 5th", FRI, [("on the 5th", date(2026, 4, 5))]),
    ("on the 13th", FRI, [("on the 13th", date(2026, 3, 13))]),
    ("by the 31st", FRI, [("by the 31st", date(2026, 3, 31))]),
    ("by the 31st", datetime(2026, 4, 10, tzinfo=UTC), [("by the 31st", date(2026, 5, 31))]),
    ("on the 30th", DAY_BEFORE_LEAP, [("on the 30th", date(2028, 3, 30))]),
    # Month and year: the 1st, or today while that month is under way.
    ("May 2027", FRI, [("May 2027", date(2027, 5, 1))]),
    ("January 2027", NEW_YEARS_EVE, [("January 2027", date(2027, 1, 1))]),
    ("March 2026", FRI, [("March 2026", date(2026, 3, 13))]),
]


@pytest.mark.parametrize(("text", "reference", "expected"), EXPLICIT_CASES)
def test_forward_explicit_dates(
    text: str, reference: datetime, expected: list[tuple[str, date]]
) -> None:
    assert _found(text, reference) == expected


# --- forward_signals: what must not match ------------------------------------------------

NEGATIVE_FORWARD = [
    "May I help you?",
    "I may go later.",
    "March on, soldiers!",
    "That was a few weeks ago.",
    "last Friday was great",
    "this past Monday",
    "the Friday before last",
    "Friday last week",
    "3 days ago I left",
    "We moved in 3 years ago",
    "That was in 2019.",
    "I have 5 apples and 12 pears.",
    "Let's try it a second time.",
    "the office is on the 5th floor",
    "He came in on the 2nd attempt.",
    "I sat in the sun on the porch.",
    "on sat",
    "The meeting was on 2025-12-24.",
    "December 24, 2025",
    "May 2025",
    "2 may be enough",
    "you may 2 it",
    "the version is 1.2.26",
    "Fridays are busy",
    "in 3 months of training",
    "a three-year-old in 2 years of school",
    "in 9999 years",
    "February 30",
    "",
]


@pytest.mark.parametrize("text", NEGATIVE_FORWARD)
def test_forward_negatives(text: str) -> None:
    assert forward_signals(text, FRI) == []


def test_forward_out_of_range_is_dropped_not_raised() -> None:
    end_of_time = datetime(9999, 12, 31, 12, tzinfo=UTC)
    assert _found("tomorrow or today", end_of_time) == [("today", date(9999, 12, 31))]
    assert forward_signals("next year in 5 days", end_of_time) == []


# --- forward_signals: offsets, sentences, de-duplication ---------------------------------


def test_forward_signal_fields() -> None:
    text = "I went shopping. Remind me tomorrow to call Bob! Thanks."
    [signal] = forward_signals(text, FRI)
    assert signal == ForwardSignal(
        expression="tomorrow",
        due_date=date(2026, 3, 14),
        start=27,
        end=35,
        sentence="Remind me tomorrow to call Bob!",
    )
    assert text[signal.start : signal.end] == signal.expression


def test_forward_sentence_ignores_periods_inside_the_date() -> None:
    [signal] = forward_signals("Done. Meet on Dec. 24 at noon. Bring food.", FRI)
    assert signal.sentence == "Meet on Dec. 24 at noon."


def test_forward_sentence_stops_at_newlines() -> None:
    [signal] = forward_signals("shopping list\n  call mom tomorrow  \nbuy milk", FRI)
    assert signal.sentence == "call mom tomorrow"


def test_forward_long_sentence_is_cut_around_the_expression() -> None:
    text = "blah " * 100 + "we leave next Friday and " + "more " * 100
    [signal] = forward_signals(text, WED)
    assert len(signal.sentence) <= 300
    assert "we leave next Friday and" in signal.sentence
    assert text[signal.start : signal.end] == "next Friday"


def test_forward_several_mentions_in_order() -> None:
    text = "Dinner on Friday, December 25th? Or the day after tomorrow."
    assert _found(text, FRI) == [
        ("on Friday", date(2026, 3, 20)),
        ("December 25th", date(2026, 12, 25)),
        ("the day after tomorrow", date(2026, 3, 15)),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Call me tomorrow, yes tomorrow.", [("tomorrow", date(2026, 3, 14))]),
        ("today and tonight", [("today", date(2026, 3, 13))]),
        ("Friday or next Friday", [("Friday", date(2026, 3, 20))]),
        (
            "Call me tomorrow. Really, tomorrow.",
            [("tomorrow", date(2026, 3, 14)), ("tomorrow", date(2026, 3, 14))],
        ),
        (
            "12/24/2026 (24.12.2026) or 2026-12-25",
            [("12/24/2026", date(2026, 12, 24)), ("2026-12-25", date(2026, 12, 25))],
        ),
    ],
)
def test_forward_deduplicates_within_a_sentence(
    text: str, expected: list[tuple[str, date]]
) -> None:
    assert _found(text, FRI) == expected


def test_forward_naive_reference_uses_its_own_date() -> None:
    assert _found("tomorrow", datetime(2026, 3, 13, 23, 59)) == [("tomorrow", date(2026, 3, 14))]


# --- query_time_range --------------------------------------------------------------------


def _window(text: str, reference: datetime) -> tuple[date, date, str] | None:
    found = query_time_range(text, reference)
    if found is None:
        return None
    assert found.start.tzinfo is reference.tzinfo
    assert found.end.tzinfo is reference.tzinfo
    assert (found.start.time(), found.end.time()) == (datetime.min.time(), datetime.min.time())
    return found.start.date(), found.end.date(), found.expression


QUERY_CASES = [
    ("What did I do yesterday?", FRI, (date(2026, 3, 12), date(2026, 3, 13), "yesterday")),
    ("yesterday", JAN31, (date(2026, 1, 30), date(2026, 1, 31), "yesterday")),
    (
        "yesterday",
        datetime(2026, 1, 1, tzinfo=UTC),
        (date(2025, 12, 31), date(2026, 1, 1), "yesterday"),
    ),
    (
        "yesterday",
        datetime(2028, 3, 1, tzinfo=UTC),
        (date(2028, 2, 29), date(2028, 3, 1), "yesterday"),
    ),
    ("what about last night", FRI, (date(2026, 3, 12), date(2026, 3, 13), "last night")),
    (
        "the day before yesterday",
        FRI,
        (date(2026, 3, 11), date(2026, 3, 12), "the day before yesterday"),
    ),
    ("What happened today?", FRI, (date(2026, 3, 13), date(2026, 3, 14), "today")),
    ("this morning", FRI, (date(2026, 3, 13), date(2026, 3, 14), "this morning")),
    ("last week", FRI, (date(2026, 3, 2), date(2026, 3, 9), "last week")),
    ("last week", SUN, (date(2026, 3, 2), date(2026, 3, 9), "last week")),
    (
        "last week",
        datetime(2026, 1, 2, tzinfo=UTC),
        (date(2025, 12, 22), date(2025, 12, 29), "last week"),
    ),
    ("this week", FRI, (date(2026, 3, 9), date(2026, 3, 16), "this week")),
    ("the week before last", FRI, (date(2026, 2, 23), date(2026, 3, 2), "the week before last")),
    ("last month", FRI, (date(2026, 2, 1), date(2026, 3, 1), "last month")),
    ("last month", JAN31, (date(2025, 12, 1), date(2026, 1, 1), "last month")),
    ("this month", NEW_YEARS_EVE, (date(2026, 12, 1), date(2027, 1, 1), "this month")),
    ("this month", LEAP_DAY, (date(2028, 2, 1), date(2028, 3, 1), "this month")),
    ("last year", FRI, (date(2025, 1, 1), date(2026, 1, 1), "last year")),
    ("this year", FRI, (date(2026, 1, 1), date(2027, 1, 1), "this year")),
    ("last weekend", FRI, (date(2026, 3, 7), date(2026, 3, 9), "last weekend")),
    ("last weekend", SUN, (date(2026, 3, 7), date(2026, 3, 9), "last weekend")),
    ("this weekend", SUN, (date(2026, 3, 14), date(2026, 3, 16), "this weekend")),
    ("this past weekend", FRI, (date(2026, 3, 7), date(2026, 3, 9), "this past weekend")),
    # N units ago: the day / ISO week / month / year containing that point.
    ("3 days ago", FRI, (date(2026, 3, 10), date(2026, 3, 11), "3 days ago")),
    (
        "two days ago",
        datetime(2026, 3, 1, tzinfo=UTC),
        (date(2026, 2, 27), date(2026, 2, 28), "two days ago"),
    ),
    ("a week ago", FRI, (date(2026, 3, 2), date(2026, 3, 9), "a week ago")),
    ("two weeks ago", FRI, (date(2026, 2, 23), date(2026, 3, 2), "two weeks ago")),
    ("6 months ago", FRI, (date(2025, 9, 1), date(2025, 10, 1), "6 months ago")),
    (
        "a month ago",
        datetime(2026, 3, 31, tzinfo=UTC),
        (date(2026, 2, 1), date(2026, 3, 1), "a month ago"),
    ),
    ("dinner two nights ago", FRI, (date(2026, 3, 11), date(2026, 3, 12), "two nights ago")),
    ("2 years ago", FRI, (date(2024, 1, 1), date(2025, 1, 1), "2 years ago")),
    ("a few days ago", FRI, (date(2026, 3, 9), date(2026, 3, 12), "a few days ago")),
    ("a couple of weeks ago", FRI, (date(2026, 2, 16), date(2026, 3, 9), "a couple of weeks ago")),
    # Rolling windows ending today.
    ("over the past week", FRI, (date(2026, 3, 6), date(2026, 3, 14), "the past week")),
    ("in the last 3 days", FRI, (date(2026, 3, 10), date(2026, 3, 14), "the last 3 days")),
    ("the past few months", FRI, (date(2025, 12, 13), date(2026, 3, 14), "the past few months")),
    ("recently", FRI, (date(2026, 2, 11), date(2026, 3, 14), "recently")),
    ("What have I been up to lately?", FRI, (date(2026, 2, 11), date(2026, 3, 14), "lately")),
    ("the other day", FRI, (date(2026, 3, 6), date(2026, 3, 13), "the other day")),
    ("earlier this year", FRI, (date(2026, 1, 1), date(2026, 3, 14), "earlier this year")),
    (
        "earlier this year",
        datetime(2026, 1, 1, tzinfo=UTC),
        (date(2026, 1, 1), date(2026, 1, 2), "earlier this year"),
    ),
    ("earlier this week", FRI, (date(2026, 3, 9), date(2026, 3, 14), "earlier this week")),
    # Months and years.
    ("What did we do in May 2023?", FRI, (date(2023, 5, 1), date(2023, 6, 1), "May 2023")),
    ("May 2023", FRI, (date(2023, 5, 1), date(2023, 6, 1), "May 2023")),
    ("December 2025", FRI, (date(2025, 12, 1), date(2026, 1, 1), "December 2025")),
    ("What happened in 2022?", FRI, (date(2022, 1, 1), date(2023, 1, 1), "in 2022")),
    ("during 2022", FRI, (date(2022, 1, 1), date(2023, 1, 1), "during 2022")),
    ("in May", FRI, (date(2025, 5, 1), date(2025, 6, 1), "in May")),
    ("in may", FRI, (date(2025, 5, 1), date(2025, 6, 1), "in may")),
    ("in March", FRI, (date(2026, 3, 1), date(2026, 4, 1), "in March")),
    ("in May", datetime(2026, 5, 20, tzinfo=UTC), (date(2026, 5, 1), date(2026, 6, 1), "in May")),
    ("last May", FRI, (date(2025, 5, 1), date(2025, 6, 1), "last May")),
    ("last March", FRI, (date(2025, 3, 1), date(2025, 4, 1), "last March")),
    ("this May", FRI, (date(2026, 5, 1), date(2026, 6, 1), "this May")),
    # Days.
    ("on 8 May 2023", FRI, (date(2023, 5, 8), date(2023, 5, 9), "8 May 2023")),
    ("May 8, 2023", FRI, (date(2023, 5, 8), date(2023, 5, 9), "May 8, 2023")),
    ("2023-05-08", FRI, (date(2023, 5, 8), date(2023, 5, 9), "2023-05-08")),
    ("the 8th of May 2023", FRI, (date(2023, 5, 8), date(2023, 5, 9), "the 8th of May 2023")),
    ("5/8/2023", FRI, (date(2023, 5, 8), date(2023, 5, 9), "5/8/2023")),
    ("What did I say on May 8?", FRI, (date(2025, 5, 8), date(2025, 5, 9), "May 8")),
    ("on March 13", FRI, (date(2026, 3, 13), date(2026, 3, 14), "March 13")),
    ("Feb 29", FRI, (date(2024, 2, 29), date(2024, 3, 1), "Feb 29")),
    ("last Friday", FRI, (date(2026, 3, 6), date(2026, 3, 7), "last Friday")),
    ("last Friday", WED, (date(2026, 3, 6), date(2026, 3, 7), "last Friday")),
    ("last Friday", SAT, (date(2026, 3, 13), date(2026, 3, 14), "last Friday")),
    ("last Sat", FRI, (date(2026, 3, 7), date(2026, 3, 8), "last Sat")),
    ("Friday before last", SAT, (date(2026, 3, 6), date(2026, 3, 7), "Friday before last")),
    ("Friday last week", WED, (date(2026, 3, 6), date(2026, 3, 7), "Friday last week")),
    # Local calendar of the reference.
    ("yesterday", LA_FRIDAY_NIGHT, (date(2026, 3, 12), date(2026, 3, 13), "yesterday")),
    ("yesterday", AUCKLAND_SATURDAY_MORNING, (date(2026, 3, 13), date(2026, 3, 14), "yesterday")),
    # Several expressions: the narrowest wins, then the first.
    (
        "Last year, around May 2025, specifically on 2025-05-08",
        FRI,
        (date(2025, 5, 8), date(2025, 5, 9), "2025-05-08"),
    ),
    ("last week or yesterday", FRI, (date(2026, 3, 12), date(2026, 3, 13), "yesterday")),
    ("in 2022 or in 2023", FRI, (date(2022, 1, 1), date(2023, 1, 1), "in 2022")),
]


@pytest.mark.parametrize(("text", "reference", "expected"), QUERY_CASES)
def test_query_time_range(text: str, reference: datetime, expected: tuple[date, date, str]) -> None:
    assert _window(text, reference) == expected


def test_query_returns_aware_midnights_in_the_reference_zone() -> None:
    found = query_time_range("yesterday", LA_FRIDAY_NIGHT)
    assert found == TimeRange(
        start=datetime(2026, 3, 12, tzinfo=LOS_ANGELES),
        end=datetime(2026, 3, 13, tzinfo=LOS_ANGELES),
        expression="yesterday",
    )


def test_query_naive_reference_gives_naive_range() -> None:
    found = query_time_range("yesterday", datetime(2026, 3, 13, 9))
    assert found is not None
    assert (found.start, found.end) == (datetime(2026, 3, 12), datetime(2026, 3, 13))


NEGATIVE_QUERY = [
    "What is the capital of France?",
    "What should I do tomorrow?",
    "What's the plan for next week?",
    "May I ask something?",
    "This may take a while.",
    "I wrote it in 2000 words",
    "How many days are in a year?",
    "the sun was out",
    "",
]


@pytest.mark.parametrize("text", NEGATIVE_QUERY)
def test_query_negatives(text: str) -> None:
    assert query_time_range(text, FRI) is None


def test_query_out_of_range_is_ignored_not_raised() -> None:
    assert query_time_range("yesterday", datetime(1, 1, 1, tzinfo=UTC)) is None
    assert query_time_range("this year", datetime(9999, 12, 31, tzinfo=UTC)) is None


# --- mentioned_dates ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Flights on 2026-05-08 and May 10; also 5/8/2026.",
            [date(2026, 5, 8), date(2026, 5, 10)],
        ),
        ("Dec 24", [date(2025, 12, 24)]),  # 79 days back is nearer than 286 ahead
        ("the 20th of March", [date(2026, 3, 20)]),
        ("May 2023", []),
        ("February 30, 2026", []),
        ("nothing here, tomorrow or next Friday", []),
    ],
)
def test_mentioned_dates(text: str, expected: list[date]) -> None:
    assert mentioned_dates(text, FRI) == expected


# --- properties --------------------------------------------------------------------------

_VOCABULARY = [
    "tomorrow", "today", "tonight", "day", "after", "the", "next", "last", "this", "past",
    "coming", "on", "by", "until", "in", "within", "over", "from", "now", "ago", "a", "an", "few",
    "couple", "of", "several", "two", "twenty-one", "3", "12", "31", "29", "0", "9999",
    "days", "weeks", "months", "years", "fortnight", "week", "month", "year", "weekend",
    "end", "Friday", "friday", "Sat", "sun", "Mon", "next", "May", "may", "march", "Dec.",
    "December", "Feb", "24th", "5th", "1st", "2nd", "2026", "2019", "12/24/2026",
    "24.12.2026", "2026-12-24", "13/13/2026", "yesterday", "recently", "earlier", "before",
    "floor", "İ", "ſ", "K", "é", "!", "?", ".", ",",
]  # fmt: skip
# Separators include what a chat turn has between words besides spaces: each must split
# tokens in the fast path exactly where \b splits words in the regexes.
_SEPARATORS = [" ", " ", " ", ", ", ". ", "\n", "  ", "", "’", "—", "😀", "\u00a0", "_", "½"]

_vocabulary_text = st.lists(
    st.tuples(st.sampled_from(_VOCABULARY), st.sampled_from(_SEPARATORS)), max_size=14
).map(lambda parts: "".join(word + sep for word, sep in parts))
_any_text = st.one_of(_vocabulary_text, st.text(max_size=200))
_references = st.datetimes(timezones=st.one_of(st.none(), st.timezones()))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_any_text, reference=_references)
def test_forward_signals_property(text: str, reference: datetime) -> None:
    signals = forward_signals(text, reference)
    today = reference.date()
    for signal in signals:
        assert signal.due_date >= today
        assert text[signal.start : signal.end] == signal.expression
        assert len(signal.sentence) <= 300
    assert [s.start for s in signals] == sorted(s.start for s in signals)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_vocabulary_text, reference=_references)
def test_forward_fast_path_matches_exhaustive_scan(text: str, reference: datetime) -> None:
    today = reference.date()

    def forward_hits(exhaustive: bool) -> list[tuple[int, int, date]]:
        hits = select_longest(forward_module._candidates(text, today, exhaustive=exhaustive))
        return [(h.start, h.end, h.value) for h in hits if h.value is not None]

    assert forward_hits(False) == forward_hits(True)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_vocabulary_text, reference=_references)
def test_forward_windowed_path_matches_exhaustive_scan(text: str, reference: datetime) -> None:
    # Chat-sized texts are scanned whole; long ones through windows around trigger words.
    # Lowering the threshold runs the windowed path on these short texts.
    today = reference.date()
    with mock.patch.object(forward_module, "_WHOLE_TEXT_CHARS", 0):
        windowed = select_longest(forward_module._candidates(text, today))
    exhaustive = select_longest(forward_module._candidates(text, today, exhaustive=True))
    assert [(h.start, h.end, h.value) for h in windowed if h.value is not None] == [
        (h.start, h.end, h.value) for h in exhaustive if h.value is not None
    ]


# The words rules allow before their trigger tokens, the triggers, and near misses ("th",
# "x", punctuation-joined words) so anchored scans meet every shape of lead.
_RULE_VOCABULARY = [
    "last", "past", "previous", "this", "on", "by", "until", "till", "before", "for",
    "coming", "upcoming", "next", "week", "weeks", "month", "year", "the", "after", "gone",
    "just", "of", "end", "in", "a", "3", "day", "tomorrow", "tmrw", "today", "tonight",
    "afternoon", "evening", "Monday", "mon", "Mon", "Thurs", "thu", "wednesday", "Sat",
    "sun", "Friday", "weekend", "th", "x", "1", "on-Friday", "next,week",
]  # fmt: skip
_rule_text = st.lists(
    st.tuples(st.sampled_from(_RULE_VOCABULARY), st.sampled_from(_SEPARATORS)), max_size=12
).map(lambda parts: "".join(word + sep for word, sep in parts))


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_rule_text, bounds=st.tuples(st.integers(0, 40), st.integers(0, 200)))
def test_anchored_scans_find_what_finditer_finds(text: str, bounds: tuple[int, int]) -> None:
    lowered = text.lower()
    # Scan regions end at whitespace or at the end of the text, as the windows do.
    lo = min(bounds[0], len(lowered))
    hi = _prescan.word_end(lowered, min(max(bounds), len(lowered)))
    tokens, _ = _prescan.tokenize(lowered)
    for rule in RULES:
        if rule.lead_words is None:
            continue
        anchors = [word for word in rule.triggers if word in tokens]
        anchored = _prescan.anchored_matches(
            rule.pattern, rule.lead_words, lowered, lo, hi, anchors
        )
        expected = list(rule.pattern.finditer(lowered, lo, hi))
        assert [m.span() for m in anchored] == [m.span() for m in expected], rule.handler
        assert [m.groupdict() for m in anchored] == [m.groupdict() for m in expected]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_any_text, reference=_references)
def test_query_time_range_property(text: str, reference: datetime) -> None:
    found = query_time_range(text, reference)
    if found is not None:
        assert found.start < found.end
        assert found.start.tzinfo is reference.tzinfo
        assert found.expression in text


@settings(max_examples=200, deadline=None)
@given(text=_any_text, reference=_references)
def test_mentioned_dates_property(text: str, reference: datetime) -> None:
    days = mentioned_dates(text, reference)
    assert len(days) == len(set(days))


@given(
    offset_minutes=st.integers(min_value=-14 * 60, max_value=14 * 60),
    moment=st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1)),
)
def test_forward_uses_local_date_of_any_offset(offset_minutes: int, moment: datetime) -> None:
    reference = moment.replace(tzinfo=timezone(timedelta(minutes=offset_minutes)))
    [signal] = forward_signals("tomorrow", reference)
    assert signal.due_date == reference.date() + timedelta(days=1)


@pytest.mark.parametrize(
    "text",
    [
        "I have been thinking about the garden project and the soil, honestly.",
        "Mayday! The monitor shows 3 warnings and a 404 error.",
        "Das Wetter ist schön — 😀 ✓",
    ],
)
def test_forward_precheck_skips_regex_work_for_date_free_text(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_scan(*args: object, **kwargs: object) -> list[tuple[int, int]]:
        raise AssertionError("date-free text reached the window scan")

    # Windows are computed for texts longer than this, so lowering it reaches them.
    monkeypatch.setattr(forward_module, "_WHOLE_TEXT_CHARS", 0)
    monkeypatch.setattr(forward_module, "windows", no_scan)
    assert forward_signals(text, FRI) == []


@pytest.mark.parametrize(
    ("text", "expected_signals"),
    [
        ("may " + "may" * 30_000, 0),  # one trigger word, then 30k occurrences inside one token
        ("1/2/2026" * 5_000, 0),  # 5k numeric shapes with no whitespace
        ("Call me tomorrow. " * 3_000, 3_000),  # 3k signals in 3k sentences
    ],
)
def test_forward_handles_pathological_input(text: str, expected_signals: int) -> None:
    # These inputs took minutes with quadratic window/overlap handling; the linear code is
    # fast, and its speed is a benchmark matter, so here only the answers are checked.
    signals = forward_signals(text, FRI)
    assert len(signals) == expected_signals
    assert all(s.due_date == date(2026, 3, 14) for s in signals)

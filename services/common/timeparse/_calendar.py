"""Date arithmetic on plain ``date`` values.

Every function may raise ``OverflowError`` or ``ValueError`` near ``date.min``/``date.max``
or for impossible dates; the parsers treat that as "no usable date".
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta

# Feb 29 recurs at most 8 years apart (1896 -> 1904 skips 1900), so this bounds the
# search for the next or previous occurrence of any valid month/day pair.
_MAX_YEARS_BETWEEN_OCCURRENCES = 8


def add_days(day: date, days: int) -> date:
    return day + timedelta(days=days)


def add_months(day: date, months: int) -> date:
    """Shift by whole months, clamping the day (Jan 31 + 1 month -> Feb 28/29)."""
    year, month0 = divmod(day.year * 12 + day.month - 1 + months, 12)
    last = calendar.monthrange(year, month0 + 1)[1]
    return date(year, month0 + 1, min(day.day, last))


def shift(day: date, unit: str, amount: int) -> date:
    """Move ``amount`` units (day/week/fortnight/month/year) from ``day``; negative goes back."""
    if unit == "day":
        return add_days(day, amount)
    if unit == "week":
        return add_days(day, 7 * amount)
    if unit == "fortnight":
        return add_days(day, 14 * amount)
    if unit == "month":
        return add_months(day, amount)
    if unit == "year":
        return add_months(day, 12 * amount)
    raise ValueError(f"unknown unit {unit!r}")


def week_start(day: date) -> date:
    """Monday of the ISO (Mon-Sun) week containing ``day``."""
    return add_days(day, -day.weekday())


def month_start(day: date) -> date:
    return day.replace(day=1)


def month_end(day: date) -> date:
    """Last day of the month containing ``day``."""
    return day.replace(day=calendar.monthrange(day.year, day.month)[1])


def period_bounds(day: date, unit: str) -> tuple[date, date]:
    """Half-open calendar period (ISO week, month or year) containing ``day``."""
    if unit == "day":
        return day, add_days(day, 1)
    if unit == "week":
        start = week_start(day)
        return start, add_days(start, 7)
    if unit == "month":
        start = month_start(day)
        return start, add_months(start, 1)
    if unit == "year":
        return date(day.year, 1, 1), date(day.year + 1, 1, 1)
    raise ValueError(f"unknown unit {unit!r}")


def upcoming_weekday(today: date, weekday: int) -> date:
    """Next ``weekday`` strictly after today (1..7 days ahead)."""
    return add_days(today, (weekday - today.weekday()) % 7 or 7)


def following_week_weekday(today: date, weekday: int) -> date:
    """``weekday`` of the ISO week after the one containing today (1..13 days ahead)."""
    return add_days(week_start(today), 7 + weekday)


def previous_weekday(today: date, weekday: int) -> date:
    """Most recent ``weekday`` strictly before today (1..7 days back)."""
    return add_days(today, -((today.weekday() - weekday) % 7 or 7))


def _valid(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def next_occurrence(today: date, month: int, day: int) -> date:
    """First ``month``/``day`` on or after today; ValueError if the pair never occurs."""
    for year in range(today.year, today.year + _MAX_YEARS_BETWEEN_OCCURRENCES + 1):
        found = _valid(year, month, day)
        if found is not None and found >= today:
            return found
    raise ValueError(f"no occurrence of {month}/{day} after {today}")


def latest_occurrence(today: date, month: int, day: int) -> date:
    """Last ``month``/``day`` on or before today; ValueError if the pair never occurs."""
    for year in range(today.year, today.year - _MAX_YEARS_BETWEEN_OCCURRENCES - 1, -1):
        found = _valid(year, month, day)
        if found is not None and found <= today:
            return found
    raise ValueError(f"no occurrence of {month}/{day} before {today}")


def next_day_of_month(today: date, day: int) -> date:
    """First date on or after today whose day of the month is ``day``."""
    year, month = today.year, today.month
    for _ in range(13):
        found = _valid(year, month, day)
        if found is not None and found >= today:
            return found
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    raise ValueError(f"no day {day} after {today}")

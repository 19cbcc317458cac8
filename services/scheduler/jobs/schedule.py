"""When jobs are due: scheduled slots in a local time zone, overdue checks, next runs.

A *slot* is one scheduled occurrence of a job (e.g. nightly 2024-03-05 02:00 Europe/Berlin),
kept in UTC. A job is overdue when a slot passed and it did not run: a slot later than the
last slot it ran, or, for a job that never ran, later than when the scheduler first saw it
(`first_seen`, recorded in KV `jobs` at start). A fresh install therefore runs nothing at
once: each job waits for its next slot, as scheduled, instead of all of them running
together while the first data is being ingested.
Local times that a DST change skips or repeats resolve like `zoneinfo` does (fold=0), so a
slot never disappears: 02:30 on a spring-forward night is 03:30 local.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

JobName = Literal["nightly", "weekly", "monthly"]
JOBS: tuple[JobName, ...] = ("nightly", "weekly", "monthly")


@dataclass(frozen=True, slots=True)
class Schedule:
    job: JobName
    at: time
    zone: ZoneInfo
    weekday: int = 0  # weekly: Monday = 0 … Sunday = 6
    day: int = 1  # monthly: day of month (1..28, so every month has it)


def _at(day: date, at: time, zone: ZoneInfo) -> datetime:
    local = datetime.combine(day, at, tzinfo=zone)
    # A round trip through UTC normalises a local time a DST gap skipped.
    return local.astimezone(UTC)


def _month_day(year: int, month: int, day: int) -> date:
    return date(year, month, min(day, calendar.monthrange(year, month)[1]))


def _shift_month(year: int, month: int, by: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + by
    return index // 12, index % 12 + 1


def slot_on(schedule: Schedule, day: date) -> datetime:
    """The slot of the period containing local `day` (its day, week or month)."""
    if schedule.job == "nightly":
        return _at(day, schedule.at, schedule.zone)
    if schedule.job == "weekly":
        start = day - timedelta(days=(day.weekday() - schedule.weekday) % 7)
        return _at(start, schedule.at, schedule.zone)
    return _at(_month_day(day.year, day.month, schedule.day), schedule.at, schedule.zone)


def _previous_period(schedule: Schedule, slot: datetime) -> datetime:
    local = slot.astimezone(schedule.zone).date()
    if schedule.job == "nightly":
        return slot_on(schedule, local - timedelta(days=1))
    if schedule.job == "weekly":
        return slot_on(schedule, local - timedelta(days=7))
    year, month = _shift_month(local.year, local.month, -1)
    return slot_on(schedule, date(year, month, 1))


def _next_period(schedule: Schedule, slot: datetime) -> datetime:
    local = slot.astimezone(schedule.zone).date()
    if schedule.job == "nightly":
        return slot_on(schedule, local + timedelta(days=1))
    if schedule.job == "weekly":
        return slot_on(schedule, local + timedelta(days=7))
    year, month = _shift_month(local.year, local.month, 1)
    return slot_on(schedule, date(year, month, 1))


def latest_slot(schedule: Schedule, now: datetime) -> datetime:
    """The most recent slot at or before `now`."""
    slot = slot_on(schedule, now.astimezone(schedule.zone).date())
    return slot if slot <= now else _previous_period(schedule, slot)


def previous_slot(schedule: Schedule, slot: datetime) -> datetime:
    """The slot one period before `slot`."""
    return _previous_period(schedule, slot)


def next_slot(schedule: Schedule, now: datetime) -> datetime:
    """The first slot strictly after `now`."""
    return _next_period(schedule, latest_slot(schedule, now))


def is_overdue(schedule: Schedule, since: datetime, now: datetime) -> bool:
    """True when a slot passed after `since` (the last slot run, or when a job that never
    ran was first seen) and no run covered it."""
    return since < latest_slot(schedule, now)


def missed_slots(schedule: Schedule, since: datetime, now: datetime) -> int:
    """How many slots passed after `since` without a run (capped at 1000)."""
    count, slot = 0, latest_slot(schedule, now)
    while slot > since and count < 1000:
        count += 1
        slot = _previous_period(schedule, slot)
    return count


def schedules(
    zone: ZoneInfo,
    nightly_at: time,
    weekly_weekday: int,
    weekly_at: time,
    monthly_day: int,
    monthly_at: time,
) -> dict[JobName, Schedule]:
    return {
        "nightly": Schedule("nightly", nightly_at, zone),
        "weekly": Schedule("weekly", weekly_at, zone, weekday=weekly_weekday),
        "monthly": Schedule("monthly", monthly_at, zone, day=monthly_day),
    }

"""Slots, overdue detection and next runs, at chosen dates and across DST changes."""

from __future__ import annotations

from datetime import UTC, datetime, time
from zoneinfo import ZoneInfo

from memstream.services.scheduler.jobs.schedule import (
    Schedule,
    is_overdue,
    latest_slot,
    missed_slots,
    next_slot,
    previous_slot,
    schedules,
)
from memstream.services.scheduler.shared.clock import ManualClock

BERLIN = ZoneInfo("Europe/Berlin")
UTCZ = ZoneInfo("UTC")


def at(*args: int, tz: ZoneInfo = UTCZ) -> datetime:
    return datetime(*args, tzinfo=tz)  # type: ignore[misc]


NIGHTLY = Schedule("nightly", time(2, 0), UTCZ)
WEEKLY = Schedule("weekly", time(1, 0), UTCZ, weekday=6)
MONTHLY = Schedule("monthly", time(3, 0), UTCZ, day=1)


def test_nightly_slot_is_todays_2am_once_it_has_passed() -> None:
    assert latest_slot(NIGHTLY, at(2024, 3, 5, 2, 0)) == at(2024, 3, 5, 2, 0)
    assert latest_slot(NIGHTLY, at(2024, 3, 5, 13, 0)) == at(2024, 3, 5, 2, 0)
    assert latest_slot(NIGHTLY, at(2024, 3, 5, 1, 59)) == at(2024, 3, 4, 2, 0)


def test_weekly_slot_is_the_last_sunday_1am() -> None:
    # 2024-03-10 is a Sunday.
    assert latest_slot(WEEKLY, at(2024, 3, 10, 1, 0)) == at(2024, 3, 10, 1, 0)
    assert latest_slot(WEEKLY, at(2024, 3, 10, 0, 30)) == at(2024, 3, 3, 1, 0)
    assert latest_slot(WEEKLY, at(2024, 3, 13, 9, 0)) == at(2024, 3, 10, 1, 0)


def test_monthly_slot_is_the_first_of_the_month() -> None:
    assert latest_slot(MONTHLY, at(2024, 3, 1, 3, 0)) == at(2024, 3, 1, 3, 0)
    assert latest_slot(MONTHLY, at(2024, 3, 1, 2, 59)) == at(2024, 2, 1, 3, 0)
    assert latest_slot(MONTHLY, at(2024, 1, 1, 0, 0)) == at(2023, 12, 1, 3, 0)


def test_next_slot_is_strictly_after_now() -> None:
    assert next_slot(NIGHTLY, at(2024, 3, 5, 2, 0)) == at(2024, 3, 6, 2, 0)
    assert next_slot(NIGHTLY, at(2024, 3, 5, 1, 0)) == at(2024, 3, 5, 2, 0)
    assert next_slot(WEEKLY, at(2024, 3, 13, 9, 0)) == at(2024, 3, 17, 1, 0)
    assert next_slot(MONTHLY, at(2024, 12, 15)) == at(2025, 1, 1, 3, 0)
    assert previous_slot(MONTHLY, at(2024, 3, 1, 3, 0)) == at(2024, 2, 1, 3, 0)


def test_slots_follow_the_local_zone_across_dst() -> None:
    nightly = Schedule("nightly", time(2, 0), BERLIN)
    # Winter: 02:00 CET is 01:00 UTC; summer: 02:00 CEST is 00:00 UTC.
    assert latest_slot(nightly, at(2024, 1, 10, 12, 0)) == at(2024, 1, 10, 1, 0)
    assert latest_slot(nightly, at(2024, 7, 10, 12, 0)) == at(2024, 7, 10, 0, 0)
    # 2024-03-31: 02:00 local does not exist; the slot still exists, once.
    spring = latest_slot(nightly, at(2024, 3, 31, 12, 0))
    assert spring.date() == datetime(2024, 3, 31).date()
    assert latest_slot(nightly, spring) == spring
    assert next_slot(nightly, spring) == at(2024, 4, 1, 0, 0)


def test_overdue_when_a_slot_passed_without_a_run() -> None:
    now = at(2024, 3, 5, 9, 0)
    assert not is_overdue(NIGHTLY, at(2024, 3, 5, 2, 0), now)
    assert is_overdue(NIGHTLY, at(2024, 3, 4, 2, 0), now)
    assert missed_slots(NIGHTLY, at(2024, 3, 1, 2, 0), now) == 4
    assert missed_slots(NIGHTLY, at(2024, 3, 5, 2, 0), now) == 0


def test_a_fresh_install_runs_each_job_at_its_next_slot_not_at_once() -> None:
    # First seen on Tuesday 2024-03-05 at 09:00: every job's latest slot is before that.
    clock = ManualClock(at(2024, 3, 5, 9, 0))
    first_seen = clock.now()

    def due() -> list[str]:
        return [j.job for j in (NIGHTLY, WEEKLY, MONTHLY) if is_overdue(j, first_seen, clock.now())]

    assert due() == []
    clock.set(at(2024, 3, 6, 1, 59))
    assert due() == []
    clock.set(at(2024, 3, 6, 2, 0))  # the first nightly slot after the start
    assert due() == ["nightly"]
    clock.set(at(2024, 3, 10, 1, 0))  # Sunday 01:00, the first weekly slot
    assert due() == ["nightly", "weekly"]
    clock.set(at(2024, 4, 1, 3, 0))  # the 1st, 03:00, the first monthly slot
    assert due() == ["nightly", "weekly", "monthly"]
    assert missed_slots(NIGHTLY, first_seen, clock.now()) == 27


def test_a_slot_at_the_very_moment_of_the_first_sighting_is_not_missed() -> None:
    # Seen a second before 02:00: the 02:00 slot comes after, so it is due at 02:00.
    seen = at(2024, 3, 5, 1, 59, 59)
    assert not is_overdue(NIGHTLY, seen, seen)
    assert is_overdue(NIGHTLY, seen, at(2024, 3, 5, 2, 0))
    # Seen exactly at 02:00: that slot was not missed (nothing was there to run yet).
    assert not is_overdue(NIGHTLY, at(2024, 3, 5, 2, 0), at(2024, 3, 5, 12, 0))


def test_schedules_from_settings_values() -> None:
    built = schedules(BERLIN, time(2), 6, time(1), 1, time(3))
    assert set(built) == {"nightly", "weekly", "monthly"}
    assert built["weekly"].weekday == 6
    assert built["monthly"].zone == BERLIN
    assert latest_slot(built["monthly"], at(2024, 5, 20)).tzinfo == UTC

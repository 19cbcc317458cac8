"""The scheduler's sense of time, injected so every job can be run at any date in tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    def now(self) -> datetime:
        """The current time, timezone-aware UTC."""
        ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)


class ManualClock:
    """A clock that only moves when told to."""

    def __init__(self, start: datetime) -> None:
        self._now = _aware(start)

    def now(self) -> datetime:
        return self._now

    def set(self, value: datetime) -> None:
        self._now = _aware(value)

    def advance(self, delta: timedelta) -> datetime:
        self._now += delta
        return self._now


def _aware(value: datetime) -> datetime:
    if value.tzinfo is None:
        raise ValueError("naive datetime: give the clock a timezone-aware time")
    return value.astimezone(UTC)


DAY_S = 86_400.0


def days_between(earlier: float, later: float) -> float:
    """Days from `earlier` to `later` (epoch seconds), never negative."""
    return max(0.0, (later - earlier) / DAY_S)


class OffsetClock:
    """The system clock shifted by an adjustable offset: time keeps running, tests can
    move a running service to another day."""

    def __init__(self, offset: timedelta = timedelta(0)) -> None:
        self.offset = offset

    def now(self) -> datetime:
        return datetime.now(UTC) + self.offset

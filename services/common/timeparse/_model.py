"""Result types of the temporal parsers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime


@dataclass(frozen=True, slots=True)
class ForwardSignal:
    """A mention of a day that is today or later, as found in a conversation turn.

    ``start``/``end`` are offsets into the parsed text, so ``text[start:end] == expression``.
    """

    expression: str
    due_date: date
    start: int
    end: int
    sentence: str


@dataclass(frozen=True, slots=True)
class TimeRange:
    """A half-open ``[start, end)`` window in the reference's timezone."""

    start: datetime
    end: datetime
    expression: str

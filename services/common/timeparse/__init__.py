"""Deterministic parsing of English temporal expressions (standard library only).

* :func:`forward_signals` finds mentions of today or a later day in a conversation turn
  (ingest hot path: a keyword pre-check makes date-free text nearly free).
* :func:`query_time_range` turns the time words of a question into an event-time window.
* :func:`mentioned_dates` lists the calendar dates written out in a text.
* :func:`absolute_dates` rewrites the relative dates of a stored fact as absolute ones.
* ``RESCHEDULED`` is the regex alternation of the verbs that give something a new date.

No function reads the clock: the reference time is always an argument, and dates are
computed on the reference's local calendar. The resolution rules are documented in
:mod:`.forward`, :mod:`.query` and :mod:`.absolute`.
"""

from memstream.services.common.timeparse._explicit import mentioned_dates
from memstream.services.common.timeparse._lexicon import (
    MONTH,
    NUMBER_WORDS,
    RESCHEDULED,
    UNITS,
    WEEKDAY,
    alternation,
)
from memstream.services.common.timeparse._model import ForwardSignal, TimeRange
from memstream.services.common.timeparse.absolute import absolute_dates
from memstream.services.common.timeparse.forward import forward_signals
from memstream.services.common.timeparse.query import query_time_range

__all__ = [
    "MONTH",
    "NUMBER_WORDS",
    "RESCHEDULED",
    "UNITS",
    "WEEKDAY",
    "alternation",
    "ForwardSignal",
    "TimeRange",
    "absolute_dates",
    "forward_signals",
    "mentioned_dates",
    "query_time_range",
]

"""Dates at the edges: every instant the contracts admit stays computable downstream.

The contracts accept event times and reference times only inside [EARLIEST, LATEST); what
they accept, every date computation after them (local calendars from UTC-12 to UTC+14,
relative dates, time ranges of questions) handles without an exception.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from memstream.contracts.common import EARLIEST, LATEST
from memstream.contracts.context import ContextRequest
from memstream.contracts.turns import TurnIn
from memstream.services.common.timeparse import (
    absolute_dates,
    forward_signals,
    mentioned_dates,
    query_time_range,
)

# Every whole-hour offset a real zone has, from Etc/GMT+12 (UTC-12) to Kiritimati (UTC+14).
OFFSETS = st.integers(min_value=-12 * 4, max_value=14 * 4).map(
    lambda quarter: timezone(timedelta(minutes=15 * quarter))
)
ZONES = st.sampled_from(
    ["Etc/GMT+12", "Pacific/Kiritimati", "Pacific/Chatham", "Asia/Kathmandu", "UTC"]
)
TEXTS = st.sampled_from(
    [
        "in 99999999 days",
        "99999 years ago I was there",
        "see you the day after tomorrow",
        "next year in March",
        "on 31 December 9999",
        "last week, on Monday",
        "by the end of next month",
    ]
)
# Half anywhere datetime can go (years 1 to 9999), half around and inside the window.
INSTANTS = st.one_of(
    st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31, 23, 59)),
    st.datetimes(min_value=datetime(1899, 12, 30), max_value=datetime(2200, 1, 2)),
)


def _turn(event_time: datetime, zone: str) -> dict[str, object]:
    return {
        "tenant_id": "t",
        "agent_id": "a",
        "session_id": "s",
        "turn_number": 0,
        "user_input": "hello",
        "event_time": event_time.isoformat(),
        "timezone": zone,
    }


def _inside(value: datetime) -> bool:
    try:
        utc = value.astimezone(UTC)
    except OverflowError:
        return False
    return EARLIEST <= utc < LATEST


@settings(max_examples=300, deadline=None)
@given(naive=INSTANTS, offset=OFFSETS, zone=ZONES, text=TEXTS)
def test_an_event_time_is_refused_by_name_or_usable_in_every_zone(
    naive: datetime, offset: timezone, zone: str, text: str
) -> None:
    value = naive.replace(tzinfo=offset)
    if not _inside(value):
        with pytest.raises(ValidationError) as refused:
            TurnIn.model_validate(_turn(value, zone))
        assert [e["loc"] for e in refused.value.errors()] == [("event_time",)]
        return
    turn = TurnIn.model_validate(_turn(value, zone))
    local = turn.local_event_time()
    assert local.utcoffset() is not None
    assert EARLIEST <= turn.event_time < LATEST
    # What ingest and the extractor compute from it must not raise.
    forward_signals(text, local)
    mentioned_dates(text, local)
    absolute_dates(text, local)


@settings(max_examples=300, deadline=None)
@given(naive=INSTANTS, offset=OFFSETS, text=TEXTS)
def test_a_context_now_is_refused_by_name_or_usable(
    naive: datetime, offset: timezone, text: str
) -> None:
    value = naive.replace(tzinfo=offset)
    body = {"query": text, "now": value.isoformat()}
    if not _inside(value):
        with pytest.raises(ValidationError) as refused:
            ContextRequest.model_validate(body)
        assert [e["loc"] for e in refused.value.errors()] == [("now",)]
        return
    request = ContextRequest.model_validate(body)
    assert request.now is not None
    for zone in ("Etc/GMT+12", "Pacific/Kiritimati"):
        query_time_range(text, request.now.astimezone(ZoneInfo(zone)))


@pytest.mark.parametrize(
    ("value", "accepted"),
    [
        ("1899-12-31T23:59:59+00:00", False),
        ("1900-01-01T00:00:00+00:00", True),
        ("1900-01-01T00:00:00+14:00", False),  # 1899-12-31T10:00Z
        ("2199-12-31T23:59:59+00:00", True),
        ("2200-01-01T00:00:00+00:00", False),
        ("2199-12-31T23:00:00-12:00", False),  # 2200-01-01T11:00Z
        ("0001-01-01T00:00:00+14:00", False),  # before year 1 in UTC
        ("9999-12-31T23:59:59-12:00", False),  # after year 9999 in UTC
    ],
)
def test_the_window_edges(value: str, accepted: bool) -> None:
    body = {"query": "q", "now": value}
    if accepted:
        assert ContextRequest.model_validate(body).now is not None
    else:
        with pytest.raises(ValidationError, match="1900-01-01"):
            ContextRequest.model_validate(body)

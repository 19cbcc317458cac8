"""Tool schemas an agent registers, and the human time fields of results."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from memstream.contracts import subjects as s
from memstream.contracts.graph import partition_of
from memstream.contracts.tools import TOOLS, openai_tools
from memstream.services.tools.timefmt import offset_label, parse_bound, relative, time_info


def test_every_tool_has_an_openai_function_schema() -> None:
    tools = openai_tools()
    assert [t["function"]["name"] for t in tools] == list(s.TOOL_NAMES) == list(TOOLS)
    for tool in tools:
        params = tool["function"]["parameters"]
        assert tool["type"] == "function" and params["type"] == "object"
        assert params["additionalProperties"] is False
        assert "schema_version" not in params["properties"]
    search = tools[0]["function"]["parameters"]
    assert search["required"] == ["query"]
    assert search["properties"]["limit"]["maximum"] == 50


def test_relative_and_offset_labels() -> None:
    now = datetime(2026, 3, 1, 12, tzinfo=UTC)
    assert relative(now - timedelta(hours=3), now) == "3 hours ago"
    assert relative(now - timedelta(seconds=5), now) == "just now"
    assert relative(now + timedelta(days=2), now) == "in 2 days"
    assert offset_label(timedelta(hours=3)) == "UTC+3"
    assert offset_label(timedelta(hours=-5, minutes=-30)) == "UTC-5:30"
    info = time_info(now - timedelta(days=1), now, timezone(timedelta(hours=3)))
    assert info.iso == "2026-02-28T12:00:00+00:00"
    assert info.local == "2026-02-28 15:00:00 UTC+3" and info.relative == "1 day ago"
    assert time_info(None, now, None).iso == "" and time_info(0, now, None).relative == ""


def test_time_bounds() -> None:
    now = datetime(2026, 3, 1, tzinfo=UTC)
    assert parse_bound("last_week", now) == now - timedelta(days=7)
    assert parse_bound("2026-02-01", now) == datetime(2026, 2, 1, tzinfo=UTC)
    assert parse_bound(None, now) is None
    with pytest.raises(ValueError):
        parse_bound("soonish", now)


def test_partition_rule_is_stable_and_spreads_tenants() -> None:
    assert partition_of("tenant0", 7) == partition_of("tenant0", 7)
    spread = {partition_of(f"tenant{i}", 4) for i in range(64)}
    assert spread == {0, 1, 2, 3}
    with pytest.raises(ValueError):
        partition_of("x", 0)

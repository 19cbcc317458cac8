"""Category summaries' pure parts (services/common/memory/summaries.py)."""

from __future__ import annotations

from memstream.services.common.memory.summaries import latest_event_time
from memstream.services.common.stores.vectorstore import Record


def test_a_summary_is_as_recent_as_its_newest_item() -> None:
    items = [
        Record("a", {"event_time": 100.0}),
        Record("b", {"event_time": 250}),
        Record("c", {}),
        Record("d", {"event_time": True}),  # not a time
    ]
    assert latest_event_time(items) == 250.0
    assert latest_event_time([Record("c", {})]) is None

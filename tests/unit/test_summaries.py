"""Category summaries' pure parts (services/common/memory/summaries.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.memory.summaries import latest_event_time, mean_confidence
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


def test_a_summary_is_as_sure_as_the_facts_it_lists() -> None:
    """The mean of the listed facts' confidences (the top `limit` by confidence), so a
    summary does not outrank its own facts by their confidence factor."""
    items = [
        Record("a", {"confidence": 0.9, "text": "a"}),
        Record("b", {"confidence": 0.8, "text": "b"}),
        Record("c", {"confidence": 0.5, "text": "c"}),  # not listed at limit 2
        Record("d", {"text": "d"}),  # none of its own
    ]
    assert mean_confidence(items, limit=2) == pytest.approx(0.85)
    assert mean_confidence([Record("d", {"confidence": True})], limit=3) is None


@given(st.lists(st.floats(0, 1), min_size=1, max_size=20), st.integers(1, 20))
def test_a_summary_is_never_surer_than_its_surest_fact(values: list[float], limit: int) -> None:
    items = [Record(str(i), {"confidence": v, "text": str(i)}) for i, v in enumerate(values)]
    found = mean_confidence(items, limit)
    assert found is not None
    assert min(values) - 1e-12 <= found <= max(values) + 1e-12

"""Served memories count as accessed: reading context.served events, tallying, patching."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts import subjects as s
from memstream.contracts.events import ContextServed
from memstream.contracts.items import MemoryItem
from memstream.services.common.messaging.events import envelope
from memstream.services.scheduler.behaviours.access import (
    ACCESSED_SEQ,
    Serving,
    access_patch,
    consumer_config,
    serving,
    tally,
)

AT = datetime(2026, 3, 1, 12, tzinfo=UTC)


def item(**fields: Any) -> MemoryItem:
    return MemoryItem(tenant_id="t1", text="User plays chess.", **fields)


def served_event(tenant: str, ids: list[str], kinds: list[Any] | None = None) -> bytes:
    payload = ContextServed(
        tier="hybrid",
        item_ids=ids,
        scores=[1.0] * len(ids),
        latency_ms=3.0,
        kinds=kinds if kinds is not None else [],
        origin="search",
    )
    event = envelope("context.served", tenant, "retriever", payload)
    return event.model_copy(update={"occurred_at": AT}).model_dump_json().encode()


def test_only_item_ids_of_the_subjects_tenant_are_read() -> None:
    subject = s.event("t1", "context.served")
    data = served_event("t1", ["i1", "e1", "s1", "i2"], ["fact", "episode", "summary", "lesson"])
    assert serving(subject, 7, data) == Serving(7, "t1", AT.timestamp(), ("i1", "i2"))
    # Events from before kinds were recorded: every id, the store knows which are items.
    older = serving(subject, 8, served_event("t1", ["i1", "e1"]))
    assert older is not None and older.item_ids == ("i1", "e1")
    # The body naming another tenant than the subject, or no event at all: skipped.
    assert serving(s.event("t2", "context.served"), 9, data) is None
    assert serving(subject, 10, b"{not json") is None
    assert serving(subject, 11, b'{"type": "context.served"}') is None


def test_the_consumer_reads_context_served_with_one_batch_pending() -> None:
    config = consumer_config(batch=32)
    assert config.filter_subject == s.event_filter("*", "context.served")
    assert config.max_ack_pending == 32 and config.durable_name == s.DURABLE_ACCESS


def test_a_batch_counts_each_serving_once_and_keeps_the_latest_time() -> None:
    batch = [
        Serving(5, "t1", 100.0, ("a", "b")),
        Serving(6, "t2", 110.0, ("a",)),
        Serving(7, "t1", 120.0, ("a",)),
    ]
    counted = tally(batch)
    assert counted == {
        ("t1", "a"): [(5, 100.0), (7, 120.0)],
        ("t1", "b"): [(5, 100.0)],
        ("t2", "a"): [(6, 110.0)],
    }
    before = item(access_count=3, last_accessed=50.0)
    patch = access_patch(before, counted[("t1", "a")])
    assert patch == {"access_count": 5, "last_accessed": 120.0, ACCESSED_SEQ: 7}
    # A later access recorded meanwhile (echo feedback) is not moved back.
    newer = access_patch(item(last_accessed=500.0), counted[("t1", "b")])
    assert newer == {"access_count": 1, "last_accessed": 500.0, ACCESSED_SEQ: 5}
    # Redelivered after it was applied: nothing.
    assert access_patch(before.with_changes(**patch), counted[("t1", "a")]) == {}


servings = st.lists(
    st.tuples(st.integers(1, 10_000), st.floats(0, 2e9, allow_nan=False)),
    max_size=30,
    unique_by=lambda x: x[0],
).map(lambda xs: sorted(xs))
payloads = st.fixed_dictionaries(
    {
        "access_count": st.integers(0, 1000),
        "last_accessed": st.none() | st.floats(0, 2e9, allow_nan=False),
    }
)


def applied(payload: dict[str, Any], batches: list[list[tuple[int, float]]]) -> dict[str, Any]:
    out = item(**payload)
    for batch in batches:
        out = out.with_changes(**access_patch(out, batch))
    return {k: getattr(out, k) for k in ("access_count", "last_accessed", ACCESSED_SEQ)}


@given(payloads, servings, st.integers(0, 30))
def test_batches_in_stream_order_equal_one_batch_and_redelivery_counts_nothing(
    payload: dict[str, Any], events: list[tuple[int, float]], cut: int
) -> None:
    whole = applied(payload, [events])
    split = applied(payload, [events[:cut], events[cut:]])
    assert split == whole
    # A failed batch comes back whole, after part of it may have been written.
    assert applied(whole, [events]) == whole
    assert whole["access_count"] == payload["access_count"] + len(events)
    if events:
        latest = max(at for _, at in events)
        before = payload["last_accessed"]
        assert whole["last_accessed"] == pytest.approx(
            latest if before is None else max(before, latest)
        )

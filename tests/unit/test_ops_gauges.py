"""The operations gauges' pure parts: snapshot gauges, item counts, DLQ subjects, consumers."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st
from nats.js.api import ConsumerConfig, ConsumerInfo
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from memstream.contracts import subjects as s
from memstream.services.common.runtime.snapshot import SnapshotGauge
from memstream.services.common.runtime.streammetrics import (
    OTHER,
    Snapshot,
    dlq_depth,
    dlq_service,
)
from memstream.services.graph.itemcounts import item_samples


def scraped(registry: CollectorRegistry, name: str) -> dict[tuple[tuple[str, str], ...], float]:
    """Samples of one metric as Prometheus would read them: sorted label pairs -> value."""
    text = generate_latest(registry).decode()
    return {
        tuple(sorted(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == name
    }


def test_a_snapshot_gauge_replaces_one_source_and_keeps_the_others() -> None:
    registry = CollectorRegistry()
    gauge = SnapshotGauge("test_items", "Items.", ["partition", "status"], registry)
    gauge.replace({("0", "active"): 3, ("0", "superseded"): 1}, source="0")
    gauge.replace({("1", "active"): 5}, source="1")
    assert scraped(registry, "test_items") == {
        (("partition", "0"), ("status", "active")): 3.0,
        (("partition", "0"), ("status", "superseded")): 1.0,
        (("partition", "1"), ("status", "active")): 5.0,
    }
    # Partition 0's superseded items are gone (say, deleted): the label set goes with them.
    gauge.replace({("0", "active"): 4}, source="0")
    assert scraped(registry, "test_items") == {
        (("partition", "0"), ("status", "active")): 4.0,
        (("partition", "1"), ("status", "active")): 5.0,
    }
    gauge.clear("1")
    assert scraped(registry, "test_items") == {(("partition", "0"), ("status", "active")): 4.0}
    gauge.clear()
    assert scraped(registry, "test_items") == {}
    with pytest.raises(ValueError, match="takes labels"):
        gauge.replace({("0",): 1.0})


def test_item_rows_become_samples_of_their_partition() -> None:
    rows = [("active", "fact", 7), ("superseded", "fact", 2), ("active", "preference", 1)]
    assert item_samples(3, rows) == {
        ("3", "active", "fact"): 7.0,
        ("3", "superseded", "fact"): 2.0,
        ("3", "active", "preference"): 1.0,
    }
    assert item_samples(0, []) == {}


def test_dlq_subjects_name_their_service() -> None:
    assert dlq_service(s.dlq("indexer", "t1")) == "indexer"
    assert dlq_service(s.dlq(s.DLQ_EXTRACTOR, s.DLQ_UNKNOWN_TENANT)) == "extractor"
    assert dlq_service("mem.dlq.indexer.t1.extra") == "indexer"
    assert dlq_service("mem.dlq.indexer") is None, "no tenant token: not a DLQ entry"
    assert dlq_service("mem.resource.t1.user_input") is None
    assert dlq_service("other.dlq.indexer.t1") is None


def test_dlq_depth_sums_tenants_per_service_and_bounds_the_labels() -> None:
    counts = {
        "mem.dlq.indexer.t1": 3,
        "mem.dlq.indexer.t2": 4,
        "mem.dlq.extractor.t1": 1,
        "mem.dlq.Weird$Token.t1": 5,  # not a service name: never a label value
    }
    assert dlq_depth(counts) == {"indexer": 7, "extractor": 1, OTHER: 5}
    many = {f"mem.dlq.svc{i}.t": i + 1 for i in range(10)}
    capped = dlq_depth(many, max_services=3)
    assert capped == {"svc9": 10, "svc8": 9, "svc7": 8, OTHER: sum(range(1, 8))}
    assert dlq_depth({}) == {}


subjects = st.dictionaries(
    st.builds(
        lambda svc, tenant: f"mem.dlq.{svc}.{tenant}",
        st.text("abcdefXY$-_0", min_size=1, max_size=6),
        st.text("abc", min_size=1, max_size=3),
    ),
    st.integers(min_value=0, max_value=10_000),
    max_size=40,
)


@given(subjects, st.integers(min_value=1, max_value=8))
def test_dlq_depth_keeps_every_message_and_at_most_the_cap(
    counts: dict[str, int], cap: int
) -> None:
    depth = dlq_depth(counts, max_services=cap)
    assert sum(depth.values()) == sum(counts.values())
    assert len([name for name in depth if name != OTHER]) <= cap


def consumer(name: str, durable: bool, pending: int, acks: int, redelivered: int) -> ConsumerInfo:
    return ConsumerInfo(
        name=name,
        stream_name="RESOURCES",
        config=ConsumerConfig(durable_name=name if durable else None, name=name),
        created=datetime.now(UTC),
        num_pending=pending,
        num_ack_pending=acks,
        num_redelivered=redelivered,
    )


def test_only_durable_consumers_become_label_sets() -> None:
    snap = Snapshot()
    snap.add_consumers(
        "RESOURCES",
        [
            consumer("episode-indexer", True, 12, 3, 1),
            consumer("Xk3j9ephemeral", False, 99, 0, 0),  # a CLI's reader: random name
        ],
    )
    key = ("RESOURCES", "episode-indexer")
    assert snap.pending == {key: 12.0}
    assert snap.ack_pending == {key: 3.0}
    assert snap.redelivered == {key: 1.0}

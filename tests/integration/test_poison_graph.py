"""One event the graph can never project is parked; every other event still reaches it."""

from __future__ import annotations

import asyncio
import json
from collections import Counter

from nats.aio.client import Client
from nats.js.api import PubAck

from memstream.contracts import subjects as s
from memstream.contracts.events import EntityRef, EventEnvelope, ItemStored
from memstream.contracts.graph import partition_of
from memstream.services.common.messaging.events import EventSink, envelope
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.graph.app import GraphApp
from memstream.services.graph.writer import PartitionStore
from tests.integration.test_graph import PARTITIONS, expected_tables
from tests.support.graph_events import snapshot
from tests.support.polling import eventually

TENANTS = 20
PER_TENANT = 500
PLACES = ["Lisbon", "Berlin", "Porto", "Oslo", "Rome"]


def fact(tenant: str, i: int, turn: int) -> EventEnvelope:
    place = EntityRef(name=PLACES[i % len(PLACES)], type="place")
    item = snapshot(
        tenant,
        f"it{i}",
        f"I lived in {place.name} in {2000 + i}.",
        [place],
        [f"{tenant}:s1:{turn}:0"],
    )
    return envelope("item.stored", tenant, "test", ItemStored(item=item))


def poison_total() -> float:
    return REGISTRY.get_sample_value("memstream_poison_total", {"consumer": s.DLQ_GRAPH}) or 0.0


def item_counts(store: PartitionStore, tenants: list[str]) -> dict[str, int]:
    marks = ", ".join("?" for _ in tenants)
    rows = (
        store.cursor()
        .execute(
            f"SELECT tenant_id, count(*) FROM items WHERE tenant_id IN ({marks}) GROUP BY 1",
            tenants,
        )
        .fetchall()
    )
    return {str(t): int(n) for t, n in rows}


async def test_one_poison_event_among_ten_thousand_is_parked_and_the_rest_reach_the_graph(
    graph_app: GraphApp, nc: Client, settings: CommonSettings, unique: str
) -> None:
    assert settings.partitions == PARTITIONS
    tenants = [f"t{unique}p{k}" for k in range(TENANTS)]
    culprit = tenants[7]
    partition = partition_of(culprit, settings.partitions)
    neighbours = [t for t in tenants if partition_of(t, settings.partitions) == partition]
    assert len(neighbours) > 1, "other tenants share the culprit's partition"
    before = poison_total()
    js = nc.jetstream()
    sink = EventSink(js, "test", timeout=30.0)
    # The turn number fits the contract's int but not the graph's 32-bit column: ingest
    # refuses such a turn now, but one already in EVENTS (or any other event the graph
    # cannot hold) must not stop the partition.
    poison = fact(culprit, PER_TENANT, 2**31)
    poison_ack: asyncio.Future[PubAck] | None = None
    for i in range(PER_TENANT):
        for tenant in tenants:
            await sink.send(fact(tenant, i, i))
            if i == PER_TENANT // 2 and tenant == culprit:
                poison_ack = await sink.send(poison)
    last = await sink.send(fact(culprit, PER_TENANT + 1, 1))
    await sink.flush()
    assert poison_ack is not None
    poison_seq, last_seq = (await poison_ack).seq, (await last).seq

    async def applied() -> list[int]:
        return [w.applied_seq for w in graph_app.writers.values()]

    await eventually(applied, until=lambda seqs: min(seqs) >= last_seq, timeout=120)

    counts: dict[str, int] = {}
    for writer in graph_app.writers.values():
        counts.update(await asyncio.to_thread(item_counts, writer.store, tenants))
    # Every good fact of every tenant, the culprit's one after its poison included.
    want = {t: PER_TENANT for t in tenants}
    want[culprit] += 1
    assert counts == want

    parked = await js.get_last_msg(s.STREAM_DLQ, s.dlq(s.DLQ_GRAPH, culprit))
    headers = parked.headers or {}
    assert parked.data == poison.model_dump_json().encode()
    assert headers[s.HEADER_DLQ_REASON] == "invalid_data"
    assert "2147483648" in headers[s.HEADER_DLQ_ERROR]
    assert headers[s.HEADER_DLQ_SERVICE] == s.DLQ_GRAPH
    assert headers[s.HEADER_DLQ_SUBJECT] == s.event(culprit, "item.stored")
    assert headers[s.HEADER_DLQ_STREAM] == s.STREAM_EVENTS
    assert headers[s.HEADER_DLQ_SEQ] == str(poison_seq)
    # At least this one (the metric counts every tenant's, and the suite's other tests
    # leave events the graph parks too); exactly one entry of the culprit's is below.
    assert poison_total() >= before + 1

    # A rebuild of the partition from EVENTS passes over the same event; the DLQ keeps the
    # one entry (a second parking of the same event is a duplicate).
    rebuilt = await expected_tables(nc, partition)
    rebuilt_items = Counter(str(row[0]) for row in rebuilt["items"])
    assert {t: rebuilt_items[t] for t in neighbours} == {t: want[t] for t in neighbours}
    info = await js.stream_info(s.STREAM_DLQ, subjects_filter=s.dlq(s.DLQ_GRAPH, culprit))
    assert sum((info.state.subjects or {}).values()) == 1


async def test_unreadable_events_are_parked_with_their_reason_not_dropped(
    graph_app: GraphApp, nc: Client, settings: CommonSettings, unique: str
) -> None:
    """Not JSON, another schema version, a body naming another tenant than its subject:
    each is parked in the DLQ with why, and the facts around them still reach the graph."""
    tenant, other = f"t{unique}u", f"t{unique}v"
    js = nc.jetstream()
    subject = s.event(tenant, "item.stored")
    newer = fact(tenant, 1, 1).model_dump(mode="json")
    newer["schema_version"] = 2
    forged = fact(other, 2, 2).model_dump_json().encode()  # another tenant's body
    unreadable = {
        "invalid_json": b'{"type": "item.stored", ',
        "schema_mismatch": json.dumps(newer).encode(),
        "tenant_mismatch": forged,
    }
    before = poison_total()
    await js.publish(subject, fact(tenant, 0, 0).model_dump_json().encode())
    seqs = {}
    for reason, body in unreadable.items():
        seqs[reason] = (await js.publish(subject, body)).seq
    last = await js.publish(subject, fact(tenant, 3, 3).model_dump_json().encode())

    async def applied() -> list[int]:
        return [w.applied_seq for w in graph_app.writers.values()]

    await eventually(applied, until=lambda got: min(got) >= last.seq, timeout=60)
    writer = graph_app.writers[partition_of(tenant, settings.partitions)]
    counts = await asyncio.to_thread(item_counts, writer.store, [tenant, other])
    assert counts == {tenant: 2}

    letters = {}
    dlq_seq = 1
    for _ in unreadable:
        parked = await js.get_msg(
            s.STREAM_DLQ, dlq_seq, subject=s.dlq(s.DLQ_GRAPH, tenant), next=True
        )
        headers = parked.headers or {}
        letters[headers[s.HEADER_DLQ_REASON]] = (int(headers[s.HEADER_DLQ_SEQ]), parked.data)
        assert parked.seq is not None
        dlq_seq = parked.seq + 1
    info = await js.stream_info(s.STREAM_DLQ, subjects_filter=s.dlq(s.DLQ_GRAPH, tenant))
    assert sum((info.state.subjects or {}).values()) == len(unreadable)
    assert letters == {reason: (seqs[reason], unreadable[reason]) for reason in unreadable}
    assert poison_total() >= before + len(unreadable)  # other tests' events count too

"""Operations gauges against the real server and stack: lag, DLQ depth, freshness, items."""

from __future__ import annotations

import nats
from nats.aio.client import Client
from nats.js.api import AckPolicy, ConsumerConfig, StreamConfig
from prometheus_client import generate_latest
from prometheus_client.parser import text_string_to_metric_families

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.graph import partition_of
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.runtime.metrics import ITEMS, REGISTRY
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.runtime.streammetrics import StreamMetrics
from memstream.services.common.stores.vectorstore import EPISODES, VectorStore
from memstream.services.graph.app import GraphApp
from memstream.services.graph.itemcounts import count_items
from memstream.services.scheduler.app import SchedulerApp
from tests.support.graph_events import story
from tests.support.polling import eventually

Labels = tuple[tuple[str, str], ...]


def scrape() -> dict[str, dict[Labels, float]]:
    """`/metrics` of this process, parsed: metric name -> sorted label pairs -> value."""
    out: dict[str, dict[Labels, float]] = {}
    for family in text_string_to_metric_families(generate_latest(REGISTRY).decode()):
        for sample in family.samples:
            out.setdefault(sample.name, {})[tuple(sorted(sample.labels.items()))] = sample.value
    return out


async def test_lag_ack_pending_dlq_depth_and_storage_come_from_jetstream(
    nc: Client, settings: CommonSettings, unique: str
) -> None:
    js = nc.jetstream()
    await provision(js, settings)  # the DLQ stream
    stream, subject = f"TLAG{unique}", f"tlag.{unique}"
    await js.add_stream(StreamConfig(name=stream, subjects=[f"{subject}.>"]))
    try:
        durable = f"lagging-{unique}"
        await js.add_consumer(
            stream, ConsumerConfig(durable_name=durable, ack_policy=AckPolicy.EXPLICIT)
        )
        for i in range(5):
            await js.publish(f"{subject}.m{i}", b"x")
        sub = await js.pull_subscribe(f"{subject}.>", durable=durable, stream=stream)
        fetched = await sub.fetch(2, timeout=5)
        assert len(fetched) == 2  # delivered, never acknowledged
        # An ordered (ephemeral) reader: its random name must never become a label.
        reader = await js.subscribe(f"{subject}.>", ordered_consumer=True)
        service = f"zt{unique}"
        for tenant in ("t1", "t2", "t2"):
            await js.publish(s.dlq(service, tenant), b"{}")

        exporter = StreamMetrics(js, streams=[stream, s.STREAM_DLQ])
        assert await exporter.refresh()
        got = scrape()  # no await in between: no other refresh can interleave
        key = (("consumer", durable), ("stream", stream))
        assert got["memstream_consumer_pending"][key] == 3
        assert got["memstream_consumer_ack_pending"][key] == 2
        assert got["memstream_consumer_redelivered"][key] == 0
        # The ordered reader is a consumer of the stream too, but not a durable one.
        ours = [k for k in got["memstream_consumer_pending"] if dict(k)["stream"] == stream]
        assert ours == [key]
        assert got["memstream_stream_messages"][(("stream", stream),)] == 5
        assert got["memstream_stream_messages"][(("stream", s.STREAM_DLQ),)] >= 3
        assert got["memstream_dlq_messages"][(("service", service),)] == 3
        assert got["memstream_dlq_messages"][(("service", s.DLQ_INDEXER),)] >= 0, "always shown"
        assert got["memstream_jetstream_up"][()] == 1
        assert got["memstream_jetstream_storage_bytes"][()] > 0
        await reader.unsubscribe()
    finally:
        await js.delete_stream(stream)


async def test_an_unreachable_jetstream_sets_up_to_0_and_empties_the_lag(
    nats_server: EmbeddedNatsServer,
) -> None:
    conn = await nats.connect(nats_server.url)
    exporter = StreamMetrics(conn.jetstream(timeout=1))
    assert await exporter.refresh()
    assert scrape()["memstream_stream_messages"], "the streams were read"
    await conn.close()
    assert not await exporter.refresh(), "a failure is reported, never raised"
    got = scrape()
    assert got["memstream_jetstream_up"][()] == 0
    assert not got.get("memstream_consumer_pending") and not got.get("memstream_stream_messages")


def _freshness() -> tuple[float, float]:
    """(observations, observations within a minute) of the freshness histogram."""
    count = REGISTRY.get_sample_value("memstream_freshness_seconds_count") or 0.0
    minute = REGISTRY.get_sample_value("memstream_freshness_seconds_bucket", {"le": "60.0"})
    return count, minute or 0.0


async def test_an_ingested_turn_is_observed_once_searchable(
    client: MemoryClient, vector_store: VectorStore
) -> None:
    count_before, minute_before = _freshness()
    ack = await client.publish_turn("s1", 0, "I moved to Porto last spring.", "Nice city!")
    parts = len(ack.resource_ids)
    assert parts == 2
    reply = await client.wait_for(ack)
    assert reply.complete
    assert len(await vector_store.get(EPISODES, ack.resource_ids)) == parts, "searchable"
    _, minute_after = await eventually(
        lambda: _async(_freshness()),
        until=lambda v: v[0] >= count_before + parts,
        what="freshness observed for every part of the turn",
    )
    assert minute_after >= minute_before + parts, "each part searchable within a minute"


async def _async(value: tuple[float, float]) -> tuple[float, float]:
    return value


async def test_item_counts_follow_the_graph_tables_of_each_owned_partition(
    graph_app: GraphApp, nc: Client, settings: CommonSettings, unique: str
) -> None:
    counts = graph_app.item_counts
    assert counts is not None
    # Refreshed once right after start: every owned partition has its set.
    await eventually(
        lambda: _async_set({p for p, *_ in ITEMS.samples()}),
        until=lambda parts: (
            parts >= {str(p) for p in graph_app.writers if _has_items(graph_app, p)}
        ),
        what="a first count of every partition",
    )
    tenant = f"t{unique}"
    partition = partition_of(tenant, settings.partitions)
    store = graph_app.writers[partition].store
    sink = EventSink(nc.jetstream(), "test")
    for event in story(tenant):
        await sink.publish_envelope(event)

    def mine() -> dict[tuple[str, str], int]:
        rows = store.cursor().execute(
            "SELECT status, kind, count(*) FROM items WHERE tenant_id = ? GROUP BY ALL", [tenant]
        )
        return {(st, kind): n for st, kind, n in rows.fetchall()}

    await eventually(
        lambda: _async_dict(mine()),
        until=lambda got: sum(got.values()) >= 3,
        what="the story's items in the graph",
    )

    async def refreshed() -> tuple[dict[tuple[str, ...], float], list[tuple[str, str, int]]]:
        await counts.refresh()
        gauge = {k: v for k, v in ITEMS.samples().items() if k[0] == str(partition)}
        return gauge, count_items(store.cursor())

    gauge, table = await eventually(
        refreshed,
        until=lambda pair: pair[0] == {(str(partition), st, k): float(n) for st, k, n in pair[1]},
        what="the gauge equal to the partition's items table",
    )
    for (status, kind), n in mine().items():
        assert gauge[(str(partition), status, kind)] >= n
    assert {status for status, _ in mine()} >= {"active", "superseded"}


def _has_items(graph_app: GraphApp, partition: int) -> bool:
    return bool(count_items(graph_app.writers[partition].store.cursor()))


async def _async_set(value: set[str]) -> set[str]:
    return value


async def _async_dict(value: dict[tuple[str, str], int]) -> dict[tuple[str, str], int]:
    return value


async def test_the_scheduler_exports_the_memstream_streams_and_their_consumers(
    scheduler_app: SchedulerApp,
) -> None:
    """Wiring: the stack's scheduler refreshes the gauges (at start, then on its timer)."""

    async def exported() -> dict[str, dict[Labels, float]]:
        return scrape()

    got = await eventually(
        exported,
        until=lambda m: (
            (("stream", s.STREAM_RESOURCES),) in m.get("memstream_stream_messages", {})
            and (("consumer", s.DURABLE_EPISODE_INDEXER), ("stream", s.STREAM_RESOURCES))
            in m.get("memstream_consumer_pending", {})
        ),
        timeout=30,
        what="the scheduler's stream gauges",
    )
    assert got["memstream_jetstream_up"][()] == 1
    assert {dict(k)["stream"] for k in got["memstream_stream_messages"]} >= {
        s.STREAM_RESOURCES,
        s.STREAM_EVENTS,
        s.STREAM_DLQ,
    }

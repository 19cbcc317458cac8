"""The graph projection against a real JetStream: resume after kill -9, rebuild, locks."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import duckdb
import pytest
from nats.aio.client import Client
from nats.js.api import StreamConfig, SubjectTransform

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorReply
from memstream.contracts.events import EventEnvelope
from memstream.contracts.graph import CountsQuery, GraphRequest, partition_of
from memstream.services.cli.stack import Stack
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.messaging.graph_client import GraphClient
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.graph.app import GraphApp
from memstream.services.graph.partitions import PartitionBusy, PartitionLock, partition_file
from memstream.services.graph.projection import Projector
from memstream.services.graph.rebuild import rebuild, replay
from memstream.services.graph.schema import TABLES, create_schema, dump
from memstream.services.graph.settings import GraphSettings
from memstream.services.graph.writer import PartitionStore, PartitionWriter
from tests.support.graph_events import story, synthetic

PARTITIONS = 4
ROOT = Path(__file__).resolve().parents[2]


def tenant_in(partition: int, unique: str) -> str:
    for i in range(1000):
        tenant = f"t{unique}{i}"
        if partition_of(tenant, PARTITIONS) == partition:
            return tenant
    raise AssertionError("no tenant found")


async def publish(nc: Client, events: list[EventEnvelope]) -> int:
    sink = EventSink(nc.jetstream(), "test")
    ack = None
    for event in events:
        ack = await sink.publish_envelope(event)
    assert ack is not None
    return ack.seq


async def wait_for(predicate: object, deadline_s: float = 30.0) -> None:
    deadline = time.monotonic() + deadline_s
    while True:
        if await predicate():  # type: ignore[operator]
            return
        if time.monotonic() > deadline:
            raise AssertionError("condition not met before the deadline")
        await asyncio.sleep(0.05)


async def until_applied(writer: PartitionWriter, last: int) -> None:
    """Wait until `writer` has applied the stream up to `last`."""

    async def caught_up() -> bool:
        return writer.applied_seq >= last

    await wait_for(caught_up)


def graph_settings(unique: str, **extra: object) -> GraphSettings:
    return GraphSettings(durable_prefix=f"g{unique}-", vector_resolution=False, **extra)  # type: ignore[arg-type]


async def expected_tables(nc: Client, partition: int) -> dict[str, list[tuple[object, ...]]]:
    """What a projection of the whole stream from scratch writes, in memory."""
    con = duckdb.connect()
    create_schema(con)
    projector = Projector(con, partition)
    await replay(nc, nc.jetstream(), projector, PARTITIONS, GraphSettings(batch_size=333))
    return {t: dump(con, t) for t in TABLES}


def tables_of(store: PartitionStore) -> dict[str, list[tuple[object, ...]]]:
    cur = store.cursor()
    return {t: dump(cur, t) for t in TABLES}


async def test_killed_projector_resumes_without_loss_or_duplication(
    stack: Stack, nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    tenant = tenant_in(0, unique)
    other = tenant_in(1, unique)
    await publish(nc, story(tenant) + list(synthetic(other, 50)))
    last = await publish(nc, list(synthetic(tenant, 3000)))
    cfg = graph_settings(unique, batch_size=100)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.support.graph_proc",
            str(settings.nats_url),
            str(tmp_path),
            "0",
            str(PARTITIONS),
            cfg.durable_prefix,
            "100",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
    )
    try:
        assert proc.stdout is not None
        assert (await asyncio.to_thread(proc.stdout.readline)).strip() == b"ready"
        js = nc.jetstream()
        durable = s.graph_durable(0, cfg.durable_prefix)

        async def some_acked() -> bool:
            info = await js.consumer_info(s.STREAM_EVENTS, durable)
            return info.ack_floor is not None and (info.ack_floor.stream_seq or 0) > 0

        await wait_for(some_acked)
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    writer = PartitionWriter(nc, nc.jetstream(), tmp_path, 0, PARTITIONS, cfg)
    await writer.open()
    writer.start()
    try:
        await until_applied(writer, last)
        got = await writer.store.run(lambda: tables_of(writer.store))
    finally:
        await writer.stop(5)
    want = await expected_tables(nc, 0)
    for table in TABLES:
        if table == "applied":
            continue  # the replay stops at the stream's end, which may have grown since
        assert got[table] == want[table], table
    items = [r for r in got["items"] if r[0] == tenant]
    assert len(items) == len({r[1] for r in items}) > 2000
    assert not [r for r in got["items"] if r[0] == other]


async def test_rebuild_equals_incremental(nc: Client, unique: str, tmp_path: Path) -> None:
    tenant = tenant_in(2, unique)
    last = await publish(nc, story(tenant) + list(synthetic(tenant, 400)))
    cfg = graph_settings(unique, batch_size=50)
    writer = PartitionWriter(nc, nc.jetstream(), tmp_path, 2, PARTITIONS, cfg)
    await writer.open()
    writer.start()
    try:
        await until_applied(writer, last)
    finally:
        await writer.stop(5)
    store = PartitionStore(partition_file(tmp_path, 2), 2, cfg)
    store.open()
    incremental = tables_of(store)
    store.close()
    result = await rebuild(nc, nc.jetstream(), tmp_path, 2, PARTITIONS, graph_settings(unique))
    assert result.events >= len(story(tenant)) + 400
    store.open()
    rebuilt = tables_of(store)
    store.close()
    for table in TABLES:
        if table == "applied":
            continue
        assert rebuilt[table] == incremental[table], table
    assert any(r[0] == tenant for r in rebuilt["edges"])


async def test_partitions_never_share_a_file_and_a_second_writer_is_refused(
    tmp_path: Path,
) -> None:
    cfg = GraphSettings(vector_resolution=False)
    files = {partition_file(tmp_path, p) for p in range(PARTITIONS)}
    assert len(files) == PARTITIONS
    first = PartitionStore(partition_file(tmp_path, 0), 0, cfg)
    other = PartitionStore(partition_file(tmp_path, 1), 1, cfg)
    first.open()
    other.open()
    try:
        with pytest.raises(PartitionBusy):
            PartitionStore(partition_file(tmp_path, 0), 0, cfg).open()
        probe = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from pathlib import Path; "
                "from memstream.services.graph.partitions import PartitionLock, PartitionBusy\n"
                "try:\n PartitionLock(Path(sys.argv[1])).acquire()\n"
                "except PartitionBusy:\n sys.exit(3)",
                str(partition_file(tmp_path, 0)),
            ],
            cwd=ROOT,
            check=False,
        )
        assert probe.returncode == 3
    finally:
        first.close()
        other.close()
    with PartitionLock(partition_file(tmp_path, 0)):
        pass  # released by close(): the partition can be taken over


async def test_replicas_split_partitions_like_a_statefulset() -> None:
    owned = [GraphSettings(replica_index=k, replicas=3).owned(8) for k in range(3)]
    assert owned == [[0, 3, 6], [1, 4, 7], [2, 5]]
    assert sorted(p for ps in owned for p in ps) == list(range(8))
    with pytest.raises(ValueError):
        GraphSettings(replica_index=3, replicas=3).owned(8)


async def test_rule_matches_the_nats_partition_transform(
    stack: Stack, nc: Client, unique: str
) -> None:
    js = nc.jetstream()
    name = f"PT{unique}"
    await js.add_stream(
        StreamConfig(
            name=name,
            subjects=[f"pt{unique}.>"],
            subject_transform=SubjectTransform(
                src=f"pt{unique}.*", dest=f"pt{unique}.{{{{partition(7,1)}}}}.{{{{wildcard(1)}}}}"
            ),
        )
    )
    try:
        tenants = [f"tenant{i}" for i in range(40)] + ["a", "Z-9_x"]
        for tenant in tenants:
            await js.publish(f"pt{unique}.{tenant}", b"x")
        for seq, tenant in enumerate(tenants, start=1):
            stored = await js.get_msg(name, seq)
            assert stored.subject == f"pt{unique}.{partition_of(tenant, 7)}.{tenant}"
    finally:
        await js.delete_stream(name)


async def test_neighbourhood_over_nats_and_partition_checks(
    graph_app: GraphApp, nc: Client, settings: CommonSettings, unique: str
) -> None:
    tenant = f"n{unique}"
    await publish(nc, story(tenant))
    graph = GraphClient(nc, settings.partitions, timeout=5)

    async def projected() -> bool:
        return (await graph.counts(tenant)).items_by_status.get("superseded") == 1

    await wait_for(projected)
    near = await graph.neighbourhood(tenant, ["my boss"])
    assert {i.item_id: i.proximity for i in near.items if i.hops == 1} == {"i1": 1.0, "i3": 1.0}
    assert await graph.proximity(tenant, ["nobody"]) == {}
    chain = await graph.supersedes(tenant, "i3")
    assert [i.item_id for i in chain.items] == ["i2", "i3"]
    wrong = (graph.partition(tenant) + 1) % settings.partitions
    raw = await nc.request(
        s.graph_query(wrong),
        GraphRequest(query=CountsQuery(tenant_id=tenant)).model_dump_json().encode(),
        timeout=5,
    )
    assert ErrorReply.model_validate_json(raw.data).code == "tenant_mismatch"
    bad = await nc.request(s.graph_query(0), b'{"query": {"op": "teleport"}}', timeout=5)
    assert ErrorReply.model_validate_json(bad.data).code == "validation_error"


def test_cli_rebuild_refuses_a_partition_its_owner_holds(
    graph_app: GraphApp, settings: CommonSettings
) -> None:
    env = {
        **os.environ,
        "MEMSTREAM_NATS_URL": str(settings.nats_url),
        "MEMSTREAM_DATA_DIR": str(settings.data_dir),
        "MEMSTREAM_PARTITIONS": str(settings.partitions),
        "MEMSTREAM_GRAPH_VECTOR_RESOLUTION": "false",
    }
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "memstream.services.cli.main",
            "graph",
            "rebuild",
            "--partition",
            "0",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        check=False,
    )
    assert done.returncode == 1
    assert b"another writer" in done.stderr + done.stdout

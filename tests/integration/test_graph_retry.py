"""A batch the projector fails to apply is retried before anything after it is applied."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import nats
from nats.aio.client import Client
from nats.errors import FlushTimeoutError

from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.graph.decode import Event
from memstream.services.graph.entities import Vector
from memstream.services.graph.schema import TABLES
from memstream.services.graph.settings import GraphSettings
from memstream.services.graph.writer import PartitionWriter
from tests.integration.test_graph import (
    PARTITIONS,
    expected_tables,
    publish,
    tables_of,
    tenant_in,
    until_applied,
)
from tests.support.graph_events import story, synthetic


async def test_a_failed_batch_is_retried_not_skipped(
    stack: Stack, nc: Client, unique: str, tmp_path: Path
) -> None:
    tenant = tenant_in(3, unique)
    last = await publish(nc, story(tenant) + list(synthetic(tenant, 300)))
    cfg = GraphSettings(
        durable_prefix=f"r{unique}-",
        vector_resolution=False,
        batch_size=50,
        retry_backoff_s=0.05,
    )
    writer = PartitionWriter(nc, nc.jetstream(), tmp_path, 3, PARTITIONS, cfg)
    await writer.open()
    projector = writer.store.projector
    real = projector.apply
    failures = []

    def flaky(
        events: Sequence[Event],
        last_seq: int,
        vectors: Mapping[tuple[str, str], Vector] | None = None,
    ) -> int:
        if len(failures) < 3:
            failures.append(last_seq)
            raise RuntimeError("disk full")
        return real(events, last_seq, vectors)

    projector.apply = flaky  # type: ignore[method-assign]
    writer.start()
    try:
        await until_applied(writer, last)
        got = await writer.store.run(lambda: tables_of(writer.store))
    finally:
        await writer.stop(5)
    assert len(failures) == 3
    want = await expected_tables(nc, 3)
    for table in TABLES:
        if table != "applied":
            assert got[table] == want[table], table


async def test_a_broker_call_that_fails_does_not_end_the_writer(
    stack: Stack, nats_server: EmbeddedNatsServer, unique: str, tmp_path: Path
) -> None:
    """An ack's flush that times out (the broker away for a moment) ended the writer's task
    with nobody to notice: its partition stopped projecting until a restart."""
    conn = await nats.connect(nats_server.url)
    tenant = tenant_in(2, unique)
    last = await publish(conn, story(tenant) + list(synthetic(tenant, 300)))
    cfg = GraphSettings(durable_prefix=f"b{unique}-", vector_resolution=False, batch_size=50)
    writer = PartitionWriter(conn, conn.jetstream(), tmp_path, 2, PARTITIONS, cfg)
    await writer.open()
    real_flush = conn.flush
    failed: list[int] = []

    async def failing_flush(timeout: int = 10) -> None:
        if len(failed) < 2:
            failed.append(writer.applied_seq)
            raise FlushTimeoutError()
        await real_flush(timeout)

    conn.flush = failing_flush  # type: ignore[method-assign]
    writer.start()
    try:
        await until_applied(writer, last)
    finally:
        await writer.stop(5)
        await conn.close()
    assert len(failed) == 2

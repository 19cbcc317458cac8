"""Rebuilding a partition from EVENTS: the same projection, from sequence 1, into a new file.

The rebuild takes the partition's writer lock (so it refuses to run beside the owning
replica), projects every event up to the stream's last sequence at the start into
`p<k>.duckdb.rebuild`, and then swaps it in; the old file stays until the swap, so an
interrupted rebuild leaves the partition as it was.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nats.aio.client import Client
from nats.js import JetStreamContext
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy

from memstream.contracts import subjects as s
from memstream.services.common.messaging.rawpull import RawBatchPuller
from memstream.services.graph.decode import RawEvent
from memstream.services.graph.partitions import PartitionLock, connect, partition_file
from memstream.services.graph.poison import Isolation
from memstream.services.graph.projection import Projector
from memstream.services.graph.schema import create_schema
from memstream.services.graph.settings import GraphSettings
from memstream.services.graph.writer import NameEmbedder, project


@dataclass(frozen=True, slots=True)
class RebuildResult:
    partition: int
    path: str
    applied_seq: int
    events: int


async def _in_thread(fn: Callable[[], Any]) -> Any:
    return await asyncio.to_thread(fn)


async def replay(
    nc: Client,
    js: JetStreamContext,
    projector: Projector,
    partitions: int,
    settings: GraphSettings,
    embed: NameEmbedder | None = None,
    run: Callable[[Callable[[], Any]], Awaitable[Any]] = _in_thread,
) -> tuple[int, int]:
    """Project EVENTS from the start up to its last sequence now; (applied seq, events)."""
    info = await js.stream_info(s.STREAM_EVENTS)
    last = info.state.last_seq
    applied = await run(projector.applied_seq)
    if last <= applied:
        return applied, 0
    consumer = await js.add_consumer(
        s.STREAM_EVENTS,
        ConsumerConfig(
            filter_subject=s.EVENTS_SUBJECTS,
            deliver_policy=DeliverPolicy.BY_START_SEQUENCE,
            opt_start_seq=applied + 1,
            ack_policy=AckPolicy.NONE,
            inactive_threshold=60.0,
        ),
    )
    assert consumer.name is not None
    puller = RawBatchPuller(nc, s.STREAM_EVENTS, consumer.name, settings.pull_expires_s, RawEvent)
    await puller.start()
    # What the live writer parks (graph/poison.py) a rebuild parks too: the DLQ keeps one
    # entry per event while its duplicate window lasts.
    isolation = Isolation(js, projector, run, partitions, settings, asyncio.sleep)

    async def apply(part: Sequence[RawEvent]) -> tuple[int, int]:
        return await project(projector, run, part, partitions, embed)

    total = 0
    try:
        while applied < last:
            pulled = await puller.next_batch(settings.batch_size, wait=settings.pull_expires_s)
            raws = [r for r in pulled.messages if r.seq <= last]
            if not raws:
                continue
            applied, n = await isolation.project(pulled, raws, apply)
            total += n
    finally:
        await puller.stop()
        await js.delete_consumer(s.STREAM_EVENTS, consumer.name)
    return applied, total


async def rebuild(
    nc: Client,
    js: JetStreamContext,
    data_dir: Path,
    partition: int,
    partitions: int,
    settings: GraphSettings,
    embed: NameEmbedder | None = None,
) -> RebuildResult:
    target = partition_file(data_dir, partition)
    tmp = target.with_name(target.name + ".rebuild")
    with PartitionLock(target):
        for leftover in (tmp, tmp.with_name(tmp.name + ".wal")):
            leftover.unlink(missing_ok=True)
        con = connect(tmp, settings.checkpoint_threshold_mb)
        try:
            create_schema(con)
            projector = Projector(
                con,
                partition,
                protect_mentions=settings.protect_mentions,
                vector_threshold=settings.entity_vector_threshold,
            )
            applied, events = await replay(nc, js, projector, partitions, settings, embed)
            con.execute("CHECKPOINT")
        finally:
            con.close()
        target.with_name(target.name + ".wal").unlink(missing_ok=True)
        os.replace(tmp, target)
    return RebuildResult(partition, str(target), applied, events)

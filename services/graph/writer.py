"""The single writer of one graph partition: lock, DuckDB file, consumer, projection loop.

DuckDB work runs on one dedicated thread per partition (DuckDB releases the GIL while it
executes, so the event loop keeps pulling the next batch meanwhile); graph queries read
through their own cursors on a separate pool, or for the neighbourhood from the writer's
in-memory state (`state.py`), and see committed batches only either way.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import duckdb
from nats.aio.client import Client
from nats.errors import Error as NatsError
from nats.js import JetStreamContext
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy
from nats.js.errors import NotFoundError

from memstream.contracts import subjects as s
from memstream.services.common.messaging.poison import Stopped, pause_unless_stopped
from memstream.services.common.messaging.rawpull import Pulled, RawBatchPuller
from memstream.services.common.runtime import metrics
from memstream.services.graph import gcpause
from memstream.services.graph.decode import Event, RawEvent, decode, subject_tenant
from memstream.services.graph.entities import Vector, norm_name
from memstream.services.graph.partitions import PartitionLock, connect, partition_file, partition_of
from memstream.services.graph.poison import Isolation
from memstream.services.graph.projection import Projector
from memstream.services.graph.schema import create_schema
from memstream.services.graph.settings import GraphSettings

log = logging.getLogger(__name__)
# Pause before the next pull after a failed broker call.
_BROKER_RETRY_S = 1.0

T = TypeVar("T")

# Embeds entity names; None disables the vector step of entity resolution.
NameEmbedder = Callable[[Sequence[str]], Awaitable[list[Vector]]]


class PartitionStore:
    """A partition's DuckDB file opened by its only writer (lock first, then the file)."""

    def __init__(self, path: Path, partition: int, settings: GraphSettings) -> None:
        self.path = path
        self.partition = partition
        self.settings = settings
        self._lock = PartitionLock(path)
        self._thread = ThreadPoolExecutor(1, thread_name_prefix=f"graph-p{partition}")
        self.con: duckdb.DuckDBPyConnection | None = None
        self._projector: Projector | None = None

    @property
    def projector(self) -> Projector:
        if self._projector is None:
            raise RuntimeError(f"partition {self.partition} is not open")
        return self._projector

    def open(self) -> None:
        self._lock.acquire()
        try:
            self.con = connect(self.path, self.settings.checkpoint_threshold_mb)
            create_schema(self.con)
            self._projector = Projector(
                self.con,
                self.partition,
                protect_mentions=self.settings.protect_mentions,
                vector_threshold=self.settings.entity_vector_threshold,
            )
        except BaseException:
            self.close()
            raise
        gcpause.settle()

    def close(self) -> None:
        if self.con is not None:
            self.con.close()
            self.con = None
            self._projector = None
            gcpause.unsettle()
        self._lock.release()

    def cursor(self) -> duckdb.DuckDBPyConnection:
        if self.con is None:
            raise RuntimeError(f"partition {self.partition} is not open")
        return self.con.cursor()

    async def run(self, fn: Callable[[], T]) -> T:
        """Run `fn` on the partition's writer thread."""
        return await asyncio.get_running_loop().run_in_executor(self._thread, fn)

    def shutdown(self) -> None:
        self._thread.shutdown(wait=True)


def select(raws: Sequence[RawEvent], partition: int, partitions: int) -> list[Event]:
    """The events of this partition's tenants, in stream order; raises `UnreadableEvent`
    for one that can never be read (the isolation parks it, poison.py)."""
    out = []
    mine: dict[str, bool] = {}  # partition_of is pure Python; a batch has few tenants
    with gcpause.paused():
        for raw in raws:
            tenant = subject_tenant(raw.subject)
            owned = mine.get(tenant)
            if owned is None:
                owned = mine[tenant] = partition_of(tenant, partitions) == partition
            if not owned:
                continue
            out.append(decode(raw, tenant))
    return out


def select_and_apply(
    projector: Projector, raws: Sequence[RawEvent], partitions: int
) -> tuple[int, int]:
    """Decode and apply a batch without name vectors; returns (applied seq, events).

    In one collector pause: the decoded events die inside it. Left alive past a pause
    (decoding in one call, applying in the next), they were all young objects the first
    collection after it walked (measured: about a tenth of the projection's time).
    """
    last_seq = max(r.seq for r in raws)
    with gcpause.paused():
        events = select(raws, projector.partition, partitions)
        n = len(events)
        applied = projector.apply(events, last_seq)
        del events
    return applied, n


async def project(
    projector: Projector,
    run: Callable[[Callable[[], Any]], Awaitable[Any]],
    raws: Sequence[RawEvent],
    partitions: int,
    embed: NameEmbedder | None,
) -> tuple[int, int]:
    """Decode, resolve names, apply one batch; returns (applied seq, events of this partition).

    `run` executes DuckDB work where the connection lives (the partition's writer thread).
    """
    if not raws:
        return await run(projector.applied_seq), 0
    if embed is None:
        done: tuple[int, int] = await run(lambda: select_and_apply(projector, raws, partitions))
        return done
    last_seq = max(r.seq for r in raws)
    events: list[Event] = await run(lambda: select(raws, projector.partition, partitions))
    vectors: dict[tuple[str, str], Vector] = {}
    if embed is not None and events:
        names: list[tuple[str, str]] = await run(lambda: projector.unresolved_names(events))
        if names:
            vecs = await embed([name for _, name in names])
            # An empty answer means no embedder: exact names and aliases only, this batch.
            if len(vecs) == len(names):
                vectors = {
                    (t, norm_name(name)): v for (t, name), v in zip(names, vecs, strict=True)
                }
    applied: int = await run(lambda: projector.apply(events, last_seq, vectors))
    return applied, len(events)


class PartitionWriter:
    """Consumes EVENTS into one partition until stopped."""

    def __init__(
        self,
        nc: Client,
        js: JetStreamContext,
        data_dir: Path,
        partition: int,
        partitions: int,
        settings: GraphSettings,
        embed: NameEmbedder | None = None,
    ) -> None:
        self.partition = partition
        self.partitions = partitions
        self.settings = settings
        self.store = PartitionStore(partition_file(data_dir, partition), partition, settings)
        self._nc = nc
        self._js = js
        self._embed = embed
        self._task: asyncio.Task[None] | None = None
        self._stopping = asyncio.Event()
        self.applied_seq = 0

    async def open(self) -> None:
        """Lock and open the file, then (re)create the durable just past what is applied.

        The DuckDB file decides where to resume: a consumer whose ack floor ran ahead of
        it (the file was lost, or restored from an older copy) would otherwise skip events.
        """
        await asyncio.to_thread(self.store.open)
        self.applied_seq = await self.store.run(self.store.projector.applied_seq)
        durable = s.graph_durable(self.partition, self.settings.durable_prefix)
        with contextlib.suppress(NotFoundError):  # first start: no durable yet
            await self._js.delete_consumer(s.STREAM_EVENTS, durable)
        await self._js.add_consumer(
            s.STREAM_EVENTS,
            ConsumerConfig(
                durable_name=durable,
                description=f"graph partition {self.partition} of {self.partitions}",
                filter_subject=s.EVENTS_SUBJECTS,
                deliver_policy=DeliverPolicy.BY_START_SEQUENCE,
                opt_start_seq=self.applied_seq + 1,
                # One ack per batch, through its highest sequence. The writer looks at
                # every message in stream order and acks only after the batch's
                # transaction moved `applied.stream_seq`, so everything up to that
                # sequence is in the file: the ack floor follows it. Acking each message
                # cost the writer's process 1.2 µs per event on its one GIL and
                # nats-server ten thousand acks per batch (through JetStream: 19.2–20.1k
                # vs 20.4–20.8k events/s, three interleaved pairs).
                ack_policy=AckPolicy.ALL,
                ack_wait=self.settings.ack_wait_s,
                max_ack_pending=max(4 * self.settings.batch_size, 10_000),
                max_deliver=-1,
            ),
        )

    def start(self) -> None:
        self._task = asyncio.create_task(self._loop(), name=f"graph-p{self.partition}")

    async def _loop(self) -> None:
        puller = RawBatchPuller(
            self._nc,
            s.STREAM_EVENTS,
            s.graph_durable(self.partition, self.settings.durable_prefix),
            self.settings.pull_expires_s,
            RawEvent,
        )
        await puller.start()
        isolation = Isolation(
            self._js,
            self.store.projector,
            self.store.run,
            self.partitions,
            self.settings,
            self._pause,
        )
        try:
            while not self._stopping.is_set():
                try:
                    if not await self._next(puller, isolation):
                        break  # stopping: unacked, redelivered to whoever resumes from the file
                except (NatsError, TimeoutError) as exc:
                    # The broker away for a moment (a reconnect, a flush that timed out).
                    # What was applied is in the file and what was not acked comes back,
                    # so the writer goes on rather than ending with nobody to notice.
                    log.warning(
                        "graph writer: broker call failed, retrying",
                        extra={"partition": self.partition, "error": repr(exc)},
                    )
                    try:
                        await self._pause(_BROKER_RETRY_S)
                    except Stopped:
                        break
        finally:
            with contextlib.suppress(NatsError):
                await puller.stop()

    async def _next(self, puller: RawBatchPuller[RawEvent], isolation: Isolation) -> bool:
        """Pull, apply and ack one batch (if any came); False once stopping."""
        pulled = await puller.next_batch(
            self.settings.batch_size, wait=0.5, linger=self.settings.linger_s
        )
        if not pulled.messages:
            return True
        await puller.request(self.settings.batch_size)
        n = await self._project_until_applied(isolation, pulled)
        if n is None:
            return False
        await puller.ack_through(pulled)
        label = str(self.partition)
        metrics.GRAPH_EVENTS.labels(label).inc(n)
        metrics.GRAPH_APPLIED_SEQ.labels(label).set(self.applied_seq)
        return True

    async def _project_until_applied(
        self, isolation: Isolation, pulled: Pulled[RawEvent]
    ) -> int | None:
        """Apply this batch, parking the events that fail alone (graph/poison.py); returns
        the events of this partition applied, or None if stopped meanwhile.

        The same batch is retried, then split, rather than the next one pulled: the next
        batch would record its higher sequence as applied, and this batch's events,
        redelivered after `ack_wait`, would then be skipped as already applied.
        """

        async def apply(part: Sequence[RawEvent]) -> tuple[int, int]:
            return await project(
                self.store.projector, self.store.run, part, self.partitions, self._embed
            )

        try:
            self.applied_seq, n = await isolation.project(pulled, pulled.messages, apply)
        except Stopped:
            return None
        return n

    async def _pause(self, seconds: float) -> None:
        """Wait before a retry; raises `Stopped` if the writer stops meanwhile."""
        await pause_unless_stopped(self._stopping, seconds)

    async def stop(self, timeout: float) -> None:
        self._stopping.set()
        if self._task is not None:
            try:
                await asyncio.wait_for(self._task, timeout)
            except TimeoutError:
                self._task.cancel()
            except Exception:
                # It ended on its own with an error: the file must still be closed.
                log.exception("graph writer ended with an error", extra={"p": self.partition})
            self._task = None
        await asyncio.to_thread(self.store.shutdown)
        self.store.close()

"""Batches handled in tasks of their own, a bounded number at once, so a consumer's loop
fetches the next batch while the last one is still being handled.

A batch handler that waits on another service (the episode indexer waits on the embedder)
leaves that service idle between two of its batches: while it upserts, acknowledges and
fetches again, nothing of its own is queued there, and lower-priority work fills the gap
or the gap stays empty. With `depth` 2 the next batch is fetched and its request queued
while the last one is still being answered, so the service behind has the consumer's
next work in hand the moment it finishes the current one (BENCHMARKS.md, "The indexer two
batches deep").

A pipeline given `extra` starts a batch beside another one only once `extra()` returns;
until then, or until the batches in flight are done, the batch waits in hand. The extractor
waits so for an idle indexer: two batches of enrichment at once only when no turn is
waiting to become searchable (BENCHMARKS.md, "The extractor two batches deep").

The handler settles its own messages (acks, naks, dead letters), as every batch handler of
a `BatchConsumer` without a poison rule does; a batch still running when `drain` times
out is cancelled, and its `Settler.working` hands the unsettled messages back at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence

from nats.aio.msg import Msg

from memstream.services.common.messaging.consumer import release

log = logging.getLogger(__name__)


class Pipelined:
    """`handle` run on each batch in a task, at most `depth` batches at once."""

    def __init__(
        self,
        handle: Callable[[Sequence[Msg]], Awaitable[None]],
        depth: int,
        name: str,
        extra: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        if depth < 1:
            raise ValueError("depth must be >= 1")
        self._handle = handle
        self.depth = depth
        self._name = name
        self._extra = extra
        self._slots = asyncio.Semaphore(depth)
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def in_flight(self) -> int:
        return len(self._tasks)

    async def ready(self) -> None:
        """Until a batch could start at once (a slot is free); takes nothing.

        For the consumer's loop to await before it fetches (`BatchConsumer(ready=...)`):
        a batch fetched while every slot is busy would wait in hand, and would hold only
        what had arrived by then, while the stream keeps what comes after for the batch
        after it (the episode indexer's calls to the embedder then carried a few turns
        each; BENCHMARKS.md).
        """
        if self._slots.locked():
            await self._slots.acquire()
            self._slots.release()

    async def __call__(self, msgs: Sequence[Msg]) -> None:
        """Start handling `msgs` once a slot is free; returns without waiting for it."""
        try:
            await self._slots.acquire()
        except asyncio.CancelledError:
            # The consumer stops while every slot is taken: this batch was never started.
            await asyncio.shield(release(msgs))
            raise
        try:
            if self._extra is not None and self._tasks:
                await self._beside(self._extra)
        except asyncio.CancelledError:
            self._slots.release()
            await asyncio.shield(release(msgs))
            raise
        task = asyncio.create_task(self._run(msgs), name=f"{self._name}-batch")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _beside(self, extra: Callable[[], Awaitable[None]]) -> None:
        """Until `extra()` returns or every batch in flight is done."""
        allowed = asyncio.ensure_future(extra())
        waits: set[asyncio.Future[None]] = {allowed, *self._tasks}
        try:
            while not allowed.done() and self._tasks:
                await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
                waits = {allowed, *self._tasks}
        finally:
            allowed.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await allowed

    async def _run(self, msgs: Sequence[Msg]) -> None:
        try:
            await self._handle(msgs)
        except Exception:
            # The handler settles what it can; whatever it left unsettled comes back after
            # ack_wait. Logged, so that one bad batch never ends the pipeline.
            log.exception("%s: a batch handler failed", self._name)
        finally:
            self._slots.release()

    async def drain(self, timeout: float) -> None:
        """Wait for the batches in flight, at most `timeout`; cancel the rest."""
        if not self._tasks:
            return
        _, pending = await asyncio.wait(set(self._tasks), timeout=timeout)
        for task in pending:
            task.cancel()
        if pending:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait(pending)

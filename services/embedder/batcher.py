"""Micro-batching of dense embedding calls.

A model embeds 32 texts in far less than 32 times the cost of one (one matrix product
instead of 32), so texts of requests that arrive close together share one backend call.
The first text to arrive at an idle backend waits at most `window_s` for company; a full
batch goes at once, and so does a query when no call is running (the read path is waiting
on it). While every call slot is busy (one, with `max_concurrency=1`), new texts queue up
and form the next batch, which goes as soon as a slot frees, so batches grow with load by
themselves and load adds no window. The backend sorts a batch by length and embeds it in
groups of similar length (models/embedding/grouping.py), so mixing long and short texts in
one batch wastes no padding.

Requests larger than `max_batch` are split across calls, and a request's texts may share
a call with others'; each request gets its rows back in its own order. Requests carry a
priority class (queues.py): a retriever's query goes ahead of the indexer's episodes
(tenants' queries in turns, at most `query_batch` a call), and those ahead of
enrichment, so no query or turn waits behind item texts and an aged enrichment request is
promoted rather than starved. With the query lane on (the service's default), a query
that finds every slot busy does not wait for the running call either: it gets a call of
its own beside it. With the backlog lane on (also the default), a full batch that finds
every slot busy gets a call of its own beside the running one: a backlog (a bulk import, a
burst past the indexing rate) is embedded on both cores, while a service that keeps up
never makes a second call. A failed backend call fails every request that had texts in
it (with `BatchEmbedError`), never leaves one waiting; a call the backend refused for its
texts (`refused`) is retried text by text, so one request's bad text fails only that
request (`_one_by_one`). A request whose caller would stop waiting before a call could end
(`until` sooner than a recent call takes; the service gives it for queries) fails with
`DeadlinePassed` unembedded: work for nobody.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from typing import get_args

import numpy as np

from memstream.contracts.embed import EmbedPriority
from memstream.services.common.models.embedding import AsyncDenseEmbedder, DenseMatrix
from memstream.services.common.runtime import metrics
from memstream.services.embedder.jobs import (
    BatchEmbedError,
    BatchEmbedRefused,
    BatcherClosed,
    BatcherStats,
    DeadlinePassed,
    Failure,
    Job,
)
from memstream.services.embedder.queues import ClassQueues, QueryOrder, Slice, Until

log = logging.getLogger(__name__)
_Slice = Slice[Job]
_BACKEND_TEXTS = {p: metrics.EMBED_BACKEND_TEXTS.labels(p) for p in get_args(EmbedPriority)}


class MicroBatcher:
    """Merges concurrent `embed()` calls into backend calls of up to `max_batch` texts."""

    def __init__(
        self,
        embedder: AsyncDenseEmbedder,
        *,
        window_s: float = 0.002,
        max_batch: int = 64,
        max_concurrency: int = 1,
        promote_after_s: float = 2.0,
        hold_s: float = 0.0,
        backlog_texts: int = 8,
        query_lane: bool = False,
        backlog_lane: bool = False,
        queries: QueryOrder | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if max_batch < 1 or max_concurrency < 1 or window_s < 0 or hold_s < 0:
            raise ValueError("need max_batch, max_concurrency >= 1 and window_s, hold_s >= 0")
        self.embedder = embedder
        self.window_s = window_s
        self.max_batch = max_batch
        self.stats = BatcherStats()
        self.queries = queries or QueryOrder()
        self._queues: ClassQueues[Job] = ClassQueues(promote_after_s, self.queries, lane=query_lane)
        self.hold_s = hold_s
        self.backlog_texts = backlog_texts
        # Until then, enrichment waits for the indexer's next batch (see `_hold`).
        self._hold_until = 0.0
        self._first_class = asyncio.Event()
        self._clock = clock
        self._arrived = asyncio.Event()
        self._full = asyncio.Event()
        self._slots = asyncio.Semaphore(max_concurrency)
        self._calls: set[asyncio.Task[None]] = set()
        self._worker: asyncio.Task[None] | None = None
        self.query_lane = query_lane
        self._query_arrived = asyncio.Event()
        self._lane: asyncio.Task[None] | None = None
        self.backlog_lane = backlog_lane
        self._backlog = asyncio.Event()
        self._backlog_worker: asyncio.Task[None] | None = None

    @property
    def model_name(self) -> str:
        return self.embedder.model_name

    @property
    def dim(self) -> int:
        return self.embedder.dim

    @property
    def running(self) -> bool:
        return self._worker is not None and not self._worker.done()

    def start(self) -> None:
        if not self.running:
            self._worker = asyncio.create_task(self._run(), name="embed-batcher")
            if self.query_lane:
                self._lane = asyncio.create_task(self._run_query_lane(), name="embed-queries")
            if self.backlog_lane:
                self._backlog_worker = asyncio.create_task(
                    self._run_backlog_lane(), name="embed-backlog"
                )

    @property
    def promoted(self) -> int:
        """Enrichment requests served at index rank because they had waited too long."""
        return self._queues.promoted

    async def embed(
        self,
        texts: Sequence[str],
        *,
        priority: EmbedPriority = "index",
        until: Until | None = None,
        tenant: str | None = None,
    ) -> DenseMatrix:
        """Dense vectors of `texts`, in order, computed together with concurrent callers';
        `DeadlinePassed` if they could not be ready by `until` (the callers' wait, on
        `now()`'s clock). `tenant` is whose work they are (queries take turns by it)."""
        if not self.running:
            raise BatcherClosed("the embedding batcher is not running")
        items = list(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        future = asyncio.get_running_loop().create_future()
        job = Job(items, priority, self._clock(), until=until, tenant=tenant, future=future)
        self._queues.push(job)
        self._arrived.set()
        if priority != "enrich":
            self._first_class.set()
        if priority == "query":
            self._query_arrived.set()
        if self._queues.pending >= self.max_batch:
            self._full.set()
            if self._slots.locked():
                self._backlog.set()
        return await job.future

    async def _run(self) -> None:
        while True:
            await self._arrived.wait()
            # A query arriving at an idle backend goes at once: the read path waits on it,
            # and company only pays off while a call is already running (texts that arrive
            # meanwhile form the next batch anyway).
            idle_query = self._queues.waiting("query") and not self._calls
            # With every call slot taken, waiting for one gathers the next batch anyway:
            # under load the texts go the moment the backend is free, with no window added.
            gathering = not self._slots.locked()
            if (
                gathering
                and self._queues.pending < self.max_batch
                and self.window_s > 0
                and not idle_query
            ):
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._full.wait(), self.window_s)
            await self._slots.acquire()
            await self._hold()
            batch = self._take()
            if not batch:
                self._slots.release()
                continue
            task = asyncio.create_task(self._call(batch))
            self._calls.add(task)
            task.add_done_callback(self._call_done)
            if self._queues.pending >= self.max_batch:
                self._backlog.set()  # a full batch is still waiting behind this call

    async def _run_query_lane(self) -> None:
        """Queries that arrive while every call slot is busy get a call of their own.

        A context request waits on its query, and behind an indexer's batch of 64 that
        wait is the batch's whole call. One query call at a time beside the running one
        (queries only, so indexer batches stay whole): a forward pass of a few texts on
        the core the backlog leaves, not a second share of the same one.
        """
        while True:
            await self._query_arrived.wait()
            self._query_arrived.clear()
            # With a slot free the main loop takes the query at once (an idle backend).
            while self._queues.waiting("query") and self._slots.locked():
                batch = self._queues.take_queries(self.max_batch, self._clock())
                self._expire()
                if not batch:
                    break
                await self._call_beside(batch)

    async def _run_backlog_lane(self) -> None:
        """A full batch that waits while every call slot is busy gets a call beside them.

        One call at a time runs on one backend thread, which leaves the other core idle
        while the indexer works off a backlog (a bulk import: 0.85 of a core for the
        embedder, 0.3 for the rest of the stack). A second call of a full batch embeds at
        nearly the first one's rate on that core. Only full batches: a service that keeps
        up hands over a few texts at a time and never gets here, so its latency is
        untouched; and one such call at a time, so the calls never outnumber the cores.
        """
        while True:
            await self._backlog.wait()
            self._backlog.clear()
            while self._slots.locked() and self._queues.pending >= self.max_batch:
                batch = self._take()
                if not batch:
                    break
                await self._call_beside(batch)

    async def _call_beside(self, batch: list[_Slice]) -> None:
        """A lane's call beside the slots' calls, awaited.

        A task among `_calls`, as the main loop's are: the backend counts as busy
        meanwhile, and `stop` lets it finish rather than cancel it with the lane (which
        would fail its texts).
        """
        task = asyncio.create_task(self._call(batch))
        self._calls.add(task)
        task.add_done_callback(self._calls.discard)
        await asyncio.wait({task})

    def _call_done(self, task: asyncio.Task[None]) -> None:
        self._calls.discard(task)
        self._slots.release()

    async def _hold(self) -> None:
        """With only enrichment waiting right after a backlog of episodes, give the
        indexer `hold_s` to send its next batch before the backend takes item texts."""
        now = self._clock()
        if now >= self._hold_until or not self._queues.only_enrichment(now):
            return
        self._first_class.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._first_class.wait(), self._hold_until - now)

    def _take(self) -> list[_Slice]:
        now = self._clock()
        # While the hold lasts, a call for queries or episodes takes no item texts along:
        # they would lengthen it, and the indexer's next batch would wait out the rest.
        batch = self._queues.take(self.max_batch, now, young_enrich=now >= self._hold_until)
        self._expire()
        if self.query_lane and self._queues.waiting("query"):
            self._query_arrived.set()  # left for a lane call of their own, or still to come
        if self._queues.pending < self.max_batch:
            self._full.clear()
        if self._queues.pending <= 0:
            self._arrived.clear()
        return batch

    async def _call(self, batch: list[_Slice]) -> None:
        texts = [t for part in batch for t in part.job.texts[part.start : part.end]]
        started, began = time.perf_counter(), self._clock()
        try:
            matrix = await self._embed(texts)
        except asyncio.CancelledError:
            self._fail(batch, BatcherClosed, "the embedder stopped before the batch finished")
            raise
        except Exception as exc:
            metrics.EMBED_BACKEND_SECONDS.labels("error").observe(time.perf_counter() - started)
            self.stats.failures += 1
            log.warning("dense embedding batch failed", exc_info=True)
            if getattr(exc, "refused", False) and len(texts) > 1:
                await self._one_by_one(batch)
                return
            self._fail(
                batch,
                BatchEmbedError,
                f"dense backend {self.model_name!r} failed on a batch of {len(texts)} "
                f"texts: {type(exc).__name__}: {exc}",
            )
            return
        took = time.perf_counter() - started
        metrics.EMBED_BACKEND_SECONDS.labels("ok").observe(took)
        if any(part.job.until is not None for part in batch):
            # Calls that carried deadlines only (queries: often a call of a few texts in
            # the query lane), not a backlog's full batches, which would set aside queries
            # their own short call still serves in time.
            now = self._clock()
            self._queues.observe(now - began, now, len(texts))
        episodes = sum(p.end - p.start for p in batch if p.job.priority == "index")
        if self.hold_s > 0 and episodes >= self.backlog_texts:
            self._hold_until = self._clock() + self.hold_s
        elif episodes:
            # A batch of one or two episodes: the indexer has caught up, the hold is over.
            self._hold_until = 0.0
        metrics.EMBED_BATCH_SIZE.observe(len(texts))
        for part in batch:
            _BACKEND_TEXTS[part.job.priority].inc(part.end - part.start)
        self.stats.calls += 1
        self.stats.texts += len(texts)
        self.stats.sizes.append(len(texts))
        self._deliver(batch, matrix)

    async def _one_by_one(self, batch: list[_Slice]) -> None:
        """A request with a text refused alone while another went through is at fault, for
        good (its caller, e.g. the indexer, then sends its messages one by one, so the
        refusal ends on the one with the text); every text refused: the backend's fault."""
        refused: list[_Slice] = []
        went_through = False
        for at, part in enumerate(batch):
            if not part.job.live:
                continue
            rows: list[DenseMatrix] = []
            at_fault = False
            for text in part.job.texts[part.start : part.end]:
                try:
                    row = await self._embed([text])
                except asyncio.CancelledError:
                    self._fail(batch[at:], BatcherClosed, "the embedder stopped before the batch")
                    raise
                except Exception as exc:
                    if not getattr(exc, "refused", False):
                        failure = f"dense backend {self.model_name!r} failed: {exc!r}"
                        self._fail(refused + batch[at:], BatchEmbedError, failure)
                        return
                    at_fault = True
                    continue
                went_through = True
                rows.append(row)
            if at_fault:
                refused.append(part)
            else:
                self._deliver([part], np.vstack(rows))
        error = BatchEmbedRefused if went_through else BatchEmbedError
        self._fail(refused, error, f"dense backend {self.model_name!r} refused a text of these")

    async def _embed(self, texts: list[str]) -> DenseMatrix:
        matrix = await self.embedder.aembed(texts)
        if matrix.shape[0] != len(texts):
            raise ValueError(f"backend returned {matrix.shape[0]} rows for {len(texts)}")
        return matrix

    def _deliver(self, batch: list[_Slice], matrix: DenseMatrix) -> None:
        offset = 0
        for part in batch:
            n = part.end - part.start
            job = part.job
            if job.live:
                if job.rows is None:
                    job.rows = np.empty((len(job.texts), matrix.shape[1]), dtype=np.float32)
                job.rows[part.start : part.end] = matrix[offset : offset + n]
                job.completed += n
                if job.completed == len(job.texts):
                    job.future.set_result(job.rows)
            offset += n

    def now(self) -> float:
        """The clock `until` is read on."""
        return self._clock()

    def _expire(self) -> None:
        for job in self._queues.take_hopeless():
            if job.live:
                job.future.set_exception(DeadlinePassed("not embeddable before the caller's wait"))

    @staticmethod
    def _fail(batch: list[_Slice], error: Failure, message: str) -> None:
        for part in batch:
            if part.job.live:
                part.job.future.set_exception(error(message))

    async def stop(self, timeout: float) -> None:
        """Stop taking work; in-flight calls get `timeout` seconds, queued work fails."""
        for worker in (self._worker, self._lane, self._backlog_worker):
            if worker is not None:
                worker.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await worker
        self._worker = self._lane = self._backlog_worker = None
        if self._calls:
            _, pending = await asyncio.wait(set(self._calls), timeout=timeout)
            for task in pending:
                task.cancel()
            if pending:
                await asyncio.wait(pending)
        for job in self._queues.clear():
            job.future.set_exception(BatcherClosed("the embedder is shutting down"))
        self._arrived.clear()
        self._full.clear()

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
a call with others'; each request gets its rows back in its own order. Query requests go
ahead of document requests, so a retriever's query is never stuck behind an indexing
backlog. A failed backend call fails every request that had texts in it (with
`BatchEmbedError`), never leaves one waiting.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from memstream.services.common.messaging.errors import TransientError
from memstream.services.common.models.embedding import AsyncDenseEmbedder, DenseMatrix
from memstream.services.common.runtime import metrics

log = logging.getLogger(__name__)


class BatchEmbedError(TransientError):
    """The dense backend failed on a batch this request had texts in."""


class BatcherClosed(BatchEmbedError):
    """The batcher is stopped (or stopping) and takes no more work."""


@dataclass(eq=False)
class _Job:
    texts: list[str]
    future: asyncio.Future[DenseMatrix]
    rows: DenseMatrix | None = None
    dispatched: int = 0
    completed: int = 0

    @property
    def live(self) -> bool:
        # Done means answered, failed, or abandoned by a caller that timed out.
        return not self.future.done()


@dataclass(frozen=True, slots=True)
class _Slice:
    job: _Job
    start: int
    end: int


@dataclass
class BatcherStats:
    calls: int = 0
    texts: int = 0
    failures: int = 0
    sizes: deque[int] = field(default_factory=lambda: deque(maxlen=1024))


class MicroBatcher:
    """Merges concurrent `embed()` calls into backend calls of up to `max_batch` texts."""

    def __init__(
        self,
        embedder: AsyncDenseEmbedder,
        *,
        window_s: float = 0.002,
        max_batch: int = 64,
        max_concurrency: int = 1,
    ) -> None:
        if max_batch < 1 or max_concurrency < 1 or window_s < 0:
            raise ValueError("need max_batch >= 1, max_concurrency >= 1 and window_s >= 0")
        self.embedder = embedder
        self.window_s = window_s
        self.max_batch = max_batch
        self.stats = BatcherStats()
        self._queries: deque[_Job] = deque()
        self._documents: deque[_Job] = deque()
        self._pending = 0  # texts queued and not yet dispatched
        self._arrived = asyncio.Event()
        self._full = asyncio.Event()
        self._slots = asyncio.Semaphore(max_concurrency)
        self._calls: set[asyncio.Task[None]] = set()
        self._worker: asyncio.Task[None] | None = None

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

    async def embed(self, texts: Sequence[str], *, priority: bool = False) -> DenseMatrix:
        """Dense vectors of `texts`, in order, computed together with concurrent callers'."""
        if not self.running:
            raise BatcherClosed("the embedding batcher is not running")
        items = list(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        job = _Job(items, asyncio.get_running_loop().create_future())
        (self._queries if priority else self._documents).append(job)
        self._pending += len(items)
        self._arrived.set()
        if self._pending >= self.max_batch:
            self._full.set()
        return await job.future

    async def _run(self) -> None:
        while True:
            await self._arrived.wait()
            # A query arriving at an idle backend goes at once: the read path waits on it,
            # and company only pays off while a call is already running (texts that arrive
            # meanwhile form the next batch anyway).
            idle_query = bool(self._queries) and not self._calls
            # With every call slot taken, waiting for one gathers the next batch anyway:
            # under load the texts go the moment the backend is free, with no window added.
            gathering = not self._slots.locked()
            if (
                gathering
                and self._pending < self.max_batch
                and self.window_s > 0
                and not idle_query
            ):
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._full.wait(), self.window_s)
            await self._slots.acquire()
            batch = self._take()
            if not batch:
                self._slots.release()
                continue
            task = asyncio.create_task(self._call(batch))
            self._calls.add(task)
            task.add_done_callback(self._call_done)

    def _call_done(self, task: asyncio.Task[None]) -> None:
        self._calls.discard(task)
        self._slots.release()

    def _take(self) -> list[_Slice]:
        batch: list[_Slice] = []
        room = self.max_batch
        for queue in (self._queries, self._documents):
            while queue and room > 0:
                job = queue[0]
                left = len(job.texts) - job.dispatched
                if not job.live:
                    queue.popleft()
                    self._pending -= left
                    continue
                n = min(left, room)
                batch.append(_Slice(job, job.dispatched, job.dispatched + n))
                job.dispatched += n
                self._pending -= n
                room -= n
                if job.dispatched == len(job.texts):
                    queue.popleft()
        if self._pending < self.max_batch:
            self._full.clear()
        if self._pending == 0:
            self._arrived.clear()
        return batch

    async def _call(self, batch: list[_Slice]) -> None:
        texts = [t for part in batch for t in part.job.texts[part.start : part.end]]
        started = time.perf_counter()
        try:
            matrix = await self.embedder.aembed(texts)
            if matrix.shape[0] != len(texts):
                raise ValueError(f"backend returned {matrix.shape[0]} rows for {len(texts)}")
        except asyncio.CancelledError:
            self._fail(batch, BatcherClosed, "the embedder stopped before the batch finished")
            raise
        except Exception as exc:
            metrics.EMBED_BACKEND_SECONDS.labels("error").observe(time.perf_counter() - started)
            self.stats.failures += 1
            log.warning("dense embedding batch failed", exc_info=True)
            self._fail(
                batch,
                BatchEmbedError,
                f"dense backend {self.model_name!r} failed on a batch of {len(texts)} "
                f"texts: {type(exc).__name__}: {exc}",
            )
            return
        metrics.EMBED_BACKEND_SECONDS.labels("ok").observe(time.perf_counter() - started)
        metrics.EMBED_BATCH_SIZE.observe(len(texts))
        self.stats.calls += 1
        self.stats.texts += len(texts)
        self.stats.sizes.append(len(texts))
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

    @staticmethod
    def _fail(batch: list[_Slice], error: type[BatchEmbedError], message: str) -> None:
        for part in batch:
            if part.job.live:
                part.job.future.set_exception(error(message))

    async def stop(self, timeout: float) -> None:
        """Stop taking work; in-flight calls get `timeout` seconds, queued work fails."""
        if self._worker is not None:
            self._worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker
            self._worker = None
        if self._calls:
            _, pending = await asyncio.wait(set(self._calls), timeout=timeout)
            for task in pending:
                task.cancel()
            if pending:
                await asyncio.wait(pending)
        for queue in (self._queries, self._documents):
            while queue:
                job = queue.popleft()
                if job.live:
                    job.future.set_exception(BatcherClosed("the embedder is shutting down"))
        self._pending = 0
        self._arrived.clear()
        self._full.clear()

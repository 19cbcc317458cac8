"""Enrichment gives way to indexing when the cores are short (docs/architecture.md §5.9).

A turn is searchable once the episode indexer has embedded it; extraction and the graph
only enrich it. In the embedded default every service shares one process, and the
embedder's priority classes order only its own queue: the extractor's rules, writes and
summaries still take the same cores (and the GIL) while the indexer falls behind. So the
indexer reports what it still has to index whenever a batch arrives or is finished
(`IndexerHoldings`): the messages JetStream has not delivered to it yet (`num_pending` of
the latest batch's last message, for free) plus those it has fetched and not finished.
The second part matters since the indexer works two batches deep: it fetches up to
three batches ahead, so a backlog sits in its hands, not in JetStream's count. The
extractor, before each batch, waits while the indexer is behind, at most `max_wait_s` a
batch, so that enrichment slows down under a write burst but never stops
(`memstream_extractor_gave_way_seconds_total` counts the waits). In split mode the two run
in different processes, nothing is reported to the extractor's copy, and the OS priority
of the enrichment processes does this job instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

from memstream.services.common.runtime import metrics

# A report older than this says nothing about now (the indexer stopped, or went idle and
# gets no batches to report from).
FRESH_S = 5.0


class IndexingBacklog:
    """The latest backlog the indexer of this process reported, for others to give way to."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, fresh_s: float = FRESH_S):
        self._clock = clock
        self._fresh_s = fresh_s
        self._reported_at: float | None = None
        self._pending = 0
        self._limit = 0
        self._caught_up = asyncio.Event()
        self._caught_up.set()
        self._idle = asyncio.Event()
        self._idle.set()

    def report(self, pending: int, limit: int) -> None:
        """The indexer holds `pending` more messages; it is behind above `limit`."""
        self._reported_at = self._clock()
        self._pending, self._limit = pending, limit
        if self.behind():
            self._caught_up.clear()
        else:
            self._caught_up.set()
        if pending:
            self._idle.clear()
        else:
            self._idle.set()

    def _fresh(self) -> bool:
        """The latest report still says something about now."""
        return self._reported_at is not None and self._clock() - self._reported_at <= self._fresh_s

    def behind(self) -> bool:
        return self._fresh() and self._pending > self._limit

    def idle(self) -> bool:
        """The indexer has nothing to index (or has not reported lately)."""
        return not self._fresh() or self._pending == 0

    async def until_idle(self) -> None:
        """Wait until the indexer has nothing to index. Unbounded: for work that may as
        well wait, such as the extractor's second batch in hand."""
        while not self.idle():
            # Re-checked at the freshness bound: an indexer that stopped reporting is idle.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._idle.wait(), self._fresh_s)

    async def give_way(self, max_wait_s: float) -> bool:
        """Wait while the indexer is behind, at most `max_wait_s`; True if it waited."""
        if max_wait_s <= 0 or not self.behind():
            return False
        started = self._clock()
        # Bounded: enrichment slows down under a burst, it never stops.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._caught_up.wait(), max_wait_s)
        metrics.EXTRACTOR_GAVE_WAY.inc(max(0.0, self._clock() - started))
        return True


class IndexerHoldings:
    """One indexer's count of what it has still to index, reported to `backlog`."""

    def __init__(self, backlog: IndexingBacklog, limit: int) -> None:
        self._backlog = backlog
        self._limit = limit
        self._undelivered = 0
        self.held = 0  # fetched and not finished

    def fetched(self, count: int, undelivered: int) -> None:
        """A batch of `count` arrived; JetStream holds `undelivered` more behind it."""
        self.held += count
        self._undelivered = undelivered
        self._report()

    def finished(self, count: int) -> None:
        """A batch of `count` is settled (indexed, handed back or dead-lettered)."""
        self.held = max(0, self.held - count)
        self._report()

    def reset(self) -> None:
        """The consumer stopped: what it held went back to JetStream."""
        self.held = self._undelivered = 0

    def _report(self) -> None:
        self._backlog.report(self._undelivered + self.held, self._limit)

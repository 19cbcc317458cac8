"""Enrichment gives way to indexing when the cores are short (docs/architecture.md §5.9).

A turn is searchable once the episode indexer has embedded it; extraction and the graph
only enrich it. In the embedded default every service shares one process, and the
embedder's priority classes order only its own queue: the extractor's rules, writes and
summaries still take the same cores (and the GIL) while the indexer falls behind. So the
indexer reports what it still has to index whenever a batch arrives or is finished
(`IndexerHoldings`): the messages JetStream has not delivered to it yet (`num_pending` of
the latest batch's last message, for free) plus those it has fetched and not finished,
and since when it holds the batch it has held longest. It is behind when either is large:
more than a quarter batch held, or a batch held for longer than `BEHIND_S`. The count sees
a backlog that has just arrived; the time sees a steady rate near the indexer's capacity,
where the indexer takes every message the moment it can start a batch (its fetch waits
for a free slot) and so never holds many, while each batch waits out the one before it.
The time is this process's own clock, from fetch to settle: no clock of another host.
The extractor, before each batch, waits while the indexer is behind, at most `max_wait_s` a
batch, so that enrichment slows down under a write burst but never stops
(`memstream_extractor_gave_way_seconds_total` counts the waits). In split mode the two run
in different processes, nothing is reported to the extractor's copy, and the OS priority
of the enrichment processes does this job instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Sized

from memstream.services.common.runtime import metrics

# A report older than this says nothing about now (the indexer stopped, or went idle and
# gets no batches to report from).
FRESH_S = 5.0
# A batch held this long means the indexer is behind: the count's bound (a quarter batch,
# 16 turns) in time, at the 60-70 turns/s a 2-core host indexes (BENCHMARKS.md, freshness).
# Keeping up, a batch of a few turns is embedded, stored and acked in 50-150 ms.
BEHIND_S = 0.25


class IndexingBacklog:
    """The latest backlog the indexer of this process reported, for others to give way to.

    `clock` (monotonic) times the reports and the batches held.
    """

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        fresh_s: float = FRESH_S,
        *,
        behind_s: float = BEHIND_S,
    ):
        self.clock = clock
        self._fresh_s = fresh_s
        self._behind_s = behind_s
        self._reported_at: float | None = None
        self._pending = 0
        self._limit = 0
        self._held_since: float | None = None
        self._reported = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()

    def report(self, pending: int, limit: int, held_since: float | None = None) -> None:
        """The indexer has `pending` more messages to index and has held a batch since
        `held_since` (`clock`); it is behind above `limit`, or once that batch has been
        held `behind_s`."""
        self._reported_at = self.clock()
        self._pending, self._limit, self._held_since = pending, limit, held_since
        self._reported.set()
        if pending:
            self._idle.clear()
        else:
            self._idle.set()

    def _fresh(self) -> bool:
        """The latest report still says something about now."""
        return self._reported_at is not None and self.clock() - self._reported_at <= self._fresh_s

    def behind(self) -> bool:
        if not self._fresh():
            return False
        if self._pending > self._limit:
            return True
        held_since = self._held_since
        return held_since is not None and self.clock() - held_since > self._behind_s

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
        started = self.clock()
        # Bounded: enrichment slows down under a burst, it never stops.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._until_caught_up(), max_wait_s)
        metrics.EXTRACTOR_GAVE_WAY.inc(max(0.0, self.clock() - started))
        return True

    async def _until_caught_up(self) -> None:
        # Re-checked at each report (a batch fetched or finished), and at the freshness
        # bound: an indexer that stopped reporting is no longer behind.
        while self.behind():
            self._reported.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._reported.wait(), self._fresh_s)


class IndexerHoldings:
    """One indexer's batches in hand and what JetStream still holds, reported to `backlog`."""

    def __init__(self, backlog: IndexingBacklog, limit: int) -> None:
        self._backlog = backlog
        self._limit = limit
        self._undelivered = 0
        # Each batch fetched and not finished, by identity: its size and when it came.
        self._in_hand: dict[int, tuple[int, float]] = {}

    @property
    def held(self) -> int:
        """Messages fetched and not finished."""
        return sum(count for count, _ in self._in_hand.values())

    def fetched(self, batch: Sized, undelivered: int) -> None:
        """`batch` arrived, JetStream holding `undelivered` more behind it; the same object
        goes to `finished`."""
        self._in_hand[id(batch)] = (len(batch), self._backlog.clock())
        self._undelivered = undelivered
        self._report()

    def finished(self, batch: Sized) -> None:
        """`batch` is settled: indexed, handed back or dead-lettered (or a batch from
        before a `reset`, which counts no more)."""
        self._in_hand.pop(id(batch), None)
        self._report()

    def reset(self) -> None:
        """The consumer stopped: what it held went back to JetStream."""
        self._in_hand.clear()
        self._undelivered = 0

    def _report(self) -> None:
        since = min((at for _, at in self._in_hand.values()), default=None)
        self._backlog.report(self._undelivered + self.held, self._limit, since)

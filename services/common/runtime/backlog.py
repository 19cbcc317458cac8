"""Enrichment gives way to indexing when the cores are short (docs/architecture.md §5.9).

A turn is searchable once the episode indexer has embedded it; extraction and the graph
only enrich it. In the embedded default every service shares one process, and the
embedder's priority classes order only its own queue: the extractor's rules, writes and
summaries still take the same cores (and the GIL) while the indexer falls behind. So the
indexer reports how many messages its consumer still holds after each batch (JetStream
tells it for free: `num_pending` of the batch's last message), and the extractor, before
each batch, waits while the indexer is behind, at most `max_wait_s` a batch, so that
enrichment slows down under a write burst but never stops. In split mode the two run in
different processes, nothing is reported to the extractor's copy, and the OS priority of
the enrichment processes does this job instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

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
        self.waits = 0  # batches that waited (bench/freshness.py reports it)

    def report(self, pending: int, limit: int) -> None:
        """The indexer holds `pending` more messages; it is behind above `limit`."""
        self._reported_at = self._clock()
        self._pending, self._limit = pending, limit
        if self.behind():
            self._caught_up.clear()
        else:
            self._caught_up.set()

    def behind(self) -> bool:
        if self._reported_at is None or self._clock() - self._reported_at > self._fresh_s:
            return False
        return self._pending > self._limit

    async def give_way(self, max_wait_s: float) -> bool:
        """Wait while the indexer is behind, at most `max_wait_s`; True if it waited."""
        if max_wait_s <= 0 or not self.behind():
            return False
        self.waits += 1
        # Bounded: enrichment slows down under a burst, it never stops.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._caught_up.wait(), max_wait_s)
        return True

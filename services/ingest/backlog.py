"""A tenant far ahead of the episode indexer waits for it, so nobody else waits behind it.

The indexer reads RESOURCES in stream order, so a turn waits behind every turn stored
before it. A tenant that floods (an unpaced history import, many agents at once) would put
every other tenant's turns seconds behind its own: 3,000 turns acked in 0.6 s made a
chatting tenant's turns searchable 19 s late (BENCHMARKS.md, "Bulk import").

So ingest counts the turns it acked that the indexer has not passed yet, all together
and per tenant. While more than `limit` are ahead of the indexer, a tenant with more than
its share of them (`PendingTurns.target`) gets its ack once it is back within its share or
all are back within the limit, or after `hold_s` at most. The turn is stored before the
hold, so nothing waits undurable and a client that gives up and re-sends stores nothing
twice; the hold only slows the tenants that are ahead, to the indexer's pace, as
`import_turns` does on the client side. A tenant within its share is never held, and about
`limit` turns (plus the held tenants' concurrent requests) are queued ahead of its turns.

Counts are per ingest replica (each counts its own acks); the indexer's progress is the
watermark of its durable consumer, polled rarely: only for a tenant over the limit, and
once every `sweep_s` to forget turns already passed. Without an indexer consumer nothing
is held.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable

from memstream.services.common.messaging.watermark import ConsumerWatermark
from memstream.services.common.runtime import metrics


class PendingTurns:
    """The turns acked here that the indexer has not passed yet: the highest RESOURCES
    sequence of each, in ack order, all together and per tenant."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        self.limit = limit
        self._all: deque[int] = deque()
        self._turns: dict[str, deque[int]] = {}

    def add(self, tenant: str, seq: int, floor: int) -> int:
        """Count a turn ending at `seq` (turns at or below `floor` are indexed); the
        watermark the tenant's ack must wait for, 0 for none (`target`).

        Concurrent turns may be acked slightly out of sequence order; one left behind a
        later one is forgotten a little late, which only errs towards holding.
        """
        turns = self._turns.get(tenant)
        if turns is None:
            turns = self._turns[tenant] = deque()
        turns.append(seq)
        _drop_indexed(turns, floor)
        self._all.append(seq)
        _drop_indexed(self._all, floor)
        return self.target(tenant)

    def target(self, tenant: str) -> int:
        """The watermark `tenant`'s ack waits for (0: none).

        Nothing waits while at most `limit` turns are ahead of the indexer. Past that, a
        tenant with more than its share of them (`limit` divided among the tenants with
        turns ahead, at least 1) waits until it is back within its share or all of them are
        back within the limit, whichever comes first: one flooding tenant keeps up to the
        limit queued, twenty keep a twentieth each, and a tenant within its share never
        waits.
        """
        total = len(self._all)
        if total <= self.limit:
            return 0
        turns = self._turns.get(tenant)
        share = max(1, self.limit // len(self._turns))
        if turns is None or len(turns) <= share:
            return 0
        return min(turns[len(turns) - share - 1], self._all[total - self.limit - 1])

    def forget(self, floor: int) -> None:
        """Drop the turns at or below `floor`, and tenants left with none."""
        _drop_indexed(self._all, floor)
        for name in list(self._turns):
            turns = self._turns[name]
            _drop_indexed(turns, floor)
            if not turns:
                del self._turns[name]

    def clear(self) -> None:
        self._all.clear()
        self._turns.clear()

    def count(self, tenant: str | None = None) -> int:
        """Turns counted ahead of the indexer, of one tenant or of all."""
        if tenant is None:
            return len(self._all)
        return len(self._turns.get(tenant, ()))

    def __len__(self) -> int:
        """Tenants with turns counted."""
        return len(self._turns)


def _drop_indexed(turns: deque[int], floor: int) -> None:
    while turns and turns[0] <= floor:
        turns.popleft()


class BacklogHold:
    """Holds the acks of a tenant over the limit until the indexer catches up with it."""

    def __init__(
        self,
        indexer: ConsumerWatermark,
        limit: int,
        hold_s: float,
        *,
        sweep_s: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._indexer = indexer
        self.pending = PendingTurns(limit)
        self._hold_s = hold_s
        self._sweep_s = sweep_s
        self._clock = clock
        self._swept_at = clock()
        self._sweep: asyncio.Task[None] | None = None

    async def admit(self, tenant: str, seq: int) -> float:
        """Count the tenant's turn ending at `seq`; returns after any hold, its length in s."""
        indexer = self._indexer
        target = self.pending.add(tenant, seq, indexer.seen)
        self._maybe_sweep()
        if not target:
            return 0.0
        started = self._clock()
        await indexer.observe()
        if indexer.exists is False:
            # No indexer consumer (ingest deployed alone): nothing to wait for or count.
            self.pending.clear()
            return 0.0
        # Counts and shares as of now: the floor seen before may have been old.
        self.pending.forget(indexer.seen)
        target = self.pending.target(tenant)
        if indexer.seen >= target:
            return 0.0
        caught_up = await indexer.wait(target, self._hold_s)
        self.pending.forget(indexer.seen)
        held = self._clock() - started
        metrics.INGEST_HOLDS.labels("caught_up" if caught_up else "expired").inc()
        metrics.INGEST_HOLD_SECONDS.observe(held)
        return held

    def _maybe_sweep(self) -> None:
        now = self._clock()
        if now - self._swept_at < self._sweep_s or (self._sweep and not self._sweep.done()):
            return
        self._swept_at = now
        self._sweep = asyncio.create_task(self._forget_indexed())

    async def _forget_indexed(self) -> None:
        # observe() logs and swallows a failed read; an unknown state keeps the counts.
        await self._indexer.observe()
        if self._indexer.exists is False:
            self.pending.clear()
        else:
            self.pending.forget(self._indexer.seen)

    async def close(self) -> None:
        task, self._sweep = self._sweep, None
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        await self._indexer.close()

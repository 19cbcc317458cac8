"""A tenant far ahead of the episode indexer waits for it, so nobody else waits behind it.

The indexer reads RESOURCES in stream order, so a turn waits behind every turn stored
before it. A tenant that floods (an unpaced history import, many agents at once) would put
every other tenant's turns seconds behind its own: 3,000 turns acked in 0.6 s made a
chatting tenant's turns searchable 19 s late (BENCHMARKS.md, "Bulk import").

So ingest counts, per tenant, the turns it acked that the indexer has not passed yet. A
tenant with more than `limit` of them gets its ack once the indexer is back within `limit`
of its turns, or after `hold_s` at most. The turn is stored before the hold, so nothing
waits undurable and a client that gives up and re-sends stores nothing twice; the hold
only slows the tenant that is ahead, to the indexer's pace, as `import_turns` does on the
client side. Every other tenant's acks do not wait, and at most `limit` (plus the flooding
tenant's concurrent requests) of a flooding tenant's turns are ever queued ahead of theirs.

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
    """Per tenant, the highest RESOURCES sequence of each turn acked and not yet indexed."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        self.limit = limit
        self._turns: dict[str, deque[int]] = {}

    def add(self, tenant: str, seq: int, floor: int) -> int:
        """Count a turn ending at `seq`; the watermark the tenant must wait for (0: none).

        Turns at or below `floor` are indexed and forgotten. Past the limit, the answer is
        the sequence that leaves `limit` turns (this one among them) ahead of the indexer.
        Concurrent turns of a tenant may be acked slightly out of sequence order; one left
        behind a later one is forgotten a little late, which only errs towards holding.
        """
        turns = self._turns.get(tenant)
        if turns is None:
            turns = self._turns[tenant] = deque()
        turns.append(seq)
        _drop_indexed(turns, floor)
        if len(turns) <= self.limit:
            return 0
        return turns[len(turns) - self.limit - 1]

    def forget(self, floor: int, tenant: str | None = None) -> None:
        """Drop turns at or below `floor`, of one tenant or of all (then empty tenants too)."""
        if tenant is not None:
            turns = self._turns.get(tenant)
            if turns is not None:
                _drop_indexed(turns, floor)
            return
        for name in list(self._turns):
            turns = self._turns[name]
            _drop_indexed(turns, floor)
            if not turns:
                del self._turns[name]

    def clear(self) -> None:
        self._turns.clear()

    def count(self, tenant: str) -> int:
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
        if indexer.seen >= target:
            self.pending.forget(indexer.seen, tenant)
            return 0.0
        caught_up = await indexer.wait(target, self._hold_s)
        self.pending.forget(indexer.seen, tenant)
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

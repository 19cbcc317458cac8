"""A tenant far ahead of the episode indexer waits for it, so nobody else waits behind it.

The indexer reads RESOURCES in stream order, so a turn waits behind every turn stored
before it. A tenant that floods (an unpaced history import, many agents at once) would put
every other tenant's turns seconds behind its own: 3,000 turns acked in 0.6 s made a
chatting tenant's turns searchable 19 s late (BENCHMARKS.md, "Bulk import").

So ingest counts the turns it wrote that the indexer has not passed yet, all together and
per tenant, and admits a turn to be written only while the counts allow it
(`PendingTurns.target`): past `limit` turns ahead of the indexer, a tenant with its share
of them (`limit` divided among the tenants with turns ahead, at least an eighth) waits
until it is below its share or everyone is below the limit, or `hold_s` at most. A turn
admitted is counted at once, before its write, so however many requests of a tenant wait
together, they are let through one place at a time. The turn is validated before it waits
and written after: a client that gives up and re-sends stores nothing twice (message ids),
and what is acked is stored. The hold slows only the tenants that are ahead, to the
indexer's pace, as `import_turns` does on the client side; a tenant below its share never
waits.

A hold that runs out without the indexer moving at all means it is stuck, not slow (the
embedder down, a message waiting for redelivery holds its consumer's floor): then nothing
waits until it moves again, so an outage of the indexer slows ingest's writes by that one
hold, not by one for every turn; and the turns written meanwhile are not counted, so their
writers are not held while the backlog the outage left drains.

Counts are per ingest replica (each counts its own writes); the indexer's progress is how
far its durable consumer has taken RESOURCES out of the stream (acknowledged, or delivered
and in its hands: the queue a new turn waits behind starts there, and a document one tenant
has in the indexer's hands, embedded chunk by chunk beside the others' turns, queues
nobody), read only when a tenant may be past its share, and once every `sweep_s` to forget
turns already passed. Without an indexer consumer nothing waits.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import sys
import time
from collections import deque
from collections.abc import Callable
from typing import Final, Literal, NamedTuple

from memstream.services.common.messaging.watermark import ConsumerWatermark
from memstream.services.common.runtime import metrics

# A place taken by a turn admitted and not written yet: no watermark passes it.
RESERVED: Final = sys.maxsize
# A tenant's share of the limit is never below limit / 8 (`PendingTurns.target`).
MIN_SHARE_DIVISOR: Final = 8


class PendingTurns:
    """The turns written here and not yet passed by the indexer (the highest RESOURCES
    sequence of each, or RESERVED while it is written), all together and per tenant."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        self.limit = limit
        self._all: deque[int] = deque()
        self._turns: dict[str, deque[int]] = {}
        # The highest floor forgotten. The watermark never goes back, and a turn settled at
        # or below it is not kept (`settle`), so forgetting it again would find nothing:
        # many held requests of one tenant each forget after every step.
        self._floor = 0

    def target(self, tenant: str) -> int:
        """The watermark from which `tenant` may write one more turn (0: now; RESERVED:
        not before one of the turns admitted earlier is written).

        While fewer than `limit` turns are ahead of the indexer, any tenant may. Past that,
        a tenant below its share may; one at its share waits until it is below it or all
        are below the limit, whichever comes first. The share is `limit` divided among the
        tenants with turns ahead (this one included), but never below an eighth of it: a
        steady load spread over many tenants keeps each one's turns ahead below that (3 at
        62 turns/s over 20 tenants, where 64 ahead is the indexer's ordinary two batches in
        hand), so only a tenant sending far more than the others waits. One flooding tenant
        keeps about `limit` turns queued; twenty keep 8 each.
        """
        everyone = self._all
        if len(everyone) < self.limit:
            return 0
        turns = self._turns.get(tenant)
        mine = len(turns) if turns else 0
        tenants = len(self._turns) + (0 if turns else 1)
        share = max(1, self.limit // MIN_SHARE_DIVISOR, self.limit // tenants)
        if turns is None or mine < share:
            return 0
        return min(_passing(turns, mine - share), _passing(everyone, len(everyone) - self.limit))

    def reserve(self, tenant: str) -> None:
        """Count a turn of `tenant` admitted, before its write."""
        turns = self._turns.get(tenant)
        if turns is None:
            turns = self._turns[tenant] = deque()
        turns.append(RESERVED)
        self._all.append(RESERVED)

    def settle(self, tenant: str, seq: int | None) -> None:
        """The admitted turn is written, its highest sequence `seq`; None: not written."""
        turns = self._turns.get(tenant)
        if turns is None or RESERVED not in turns:
            return  # forgotten meanwhile (`clear`)
        if seq is not None and seq <= self._floor:
            seq = None  # the indexer took it before it was settled here: passed already
        _replace_reserved(turns, seq)
        _replace_reserved(self._all, seq)
        if not turns:
            del self._turns[tenant]

    def forget(self, floor: int) -> None:
        """Drop the turns at or below `floor`, and tenants left with none."""
        if floor <= self._floor:
            return
        self._floor = floor
        self._all = _above(self._all, floor)
        for name in list(self._turns):
            turns = _above(self._turns[name], floor)
            if turns:
                self._turns[name] = turns
            else:
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


def _passing(turns: deque[int], k: int) -> int:
    """The watermark that passes the k+1 oldest of `turns` (acks may come out of order)."""
    return heapq.nsmallest(k + 1, turns)[-1]


def _replace_reserved(turns: deque[int], seq: int | None) -> None:
    at = turns.index(RESERVED)
    if seq is None:
        del turns[at]
    else:
        turns[at] = seq


def _above(turns: deque[int], floor: int) -> deque[int]:
    return deque(seq for seq in turns if seq > floor)


# How a wait ended (`BacklogHold._wait`); the last two are also the metric's outcomes.
_Outcome = Literal["free", "uncounted", "unread", "caught_up", "expired"]


class Admitted(NamedTuple):
    """A turn let through: how long it waited, and whether it is counted (then settle it)."""

    held_s: float
    counted: bool


class BacklogHold:
    """Admits the turns of tenants ahead of the indexer at its pace; others at once."""

    def __init__(
        self,
        indexer: ConsumerWatermark,
        limit: int,
        hold_s: float,
        *,
        sweep_s: float = 5.0,
        step_s: float = 0.25,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._indexer = indexer
        self.pending = PendingTurns(limit)
        self._hold_s = hold_s
        self._sweep_s = sweep_s
        self._step_s = step_s
        self._clock = clock
        self._swept_at = clock()
        self._sweep: asyncio.Task[bool] | None = None
        self._settled = asyncio.Event()
        # The watermark at which a hold ran out without the indexer moving (None: it moves).
        self._stalled_at: int | None = None
        # Until then no turn waits for a reading: the last one took a whole hold.
        self._unread_until = 0.0

    async def admit(self, tenant: str) -> Admitted:
        """Wait until `tenant` may write a turn (or `hold_s` passed) and count it, unless
        the indexer is missing or stuck. A counted turn must be settled (`settle`)."""
        pending = self.pending
        self._maybe_sweep()
        if not pending.target(tenant):
            pending.reserve(tenant)
            return Admitted(0.0, counted=True)
        started = self._clock()
        outcome = await self._wait(tenant, started + self._hold_s)
        if outcome == "uncounted":
            # A backlog written while the indexer is missing or stuck is nobody's flood,
            # and holding its writers once the indexer moves would help no one.
            return Admitted(0.0, counted=False)
        if outcome == "unread":
            held = self._clock() - started
            metrics.INGEST_HOLDS.labels(outcome).inc()
            metrics.INGEST_HOLD_SECONDS.observe(held)
            return Admitted(held, counted=False)
        pending.reserve(tenant)
        if outcome == "free":
            return Admitted(0.0, counted=True)  # a reading of the indexer, no wait
        held = self._clock() - started
        metrics.INGEST_HOLDS.labels(outcome).inc()
        metrics.INGEST_HOLD_SECONDS.observe(held)
        return Admitted(held, counted=True)

    async def _wait(self, tenant: str, deadline: float) -> _Outcome:
        """Until the tenant may write: `free` if it need not wait after all (the counts
        were old), `uncounted` if the indexer is missing or stuck, `unread` if its state
        did not come within the hold, else whether it got there before the deadline."""
        indexer, pending = self._indexer, self.pending
        now = self._clock()
        if now < self._unread_until:
            return "uncounted"
        try:
            # Bounded by the hold: a reading that does not come (the consumer's leader
            # lost, the JetStream API slow while writes go on) must not hold every turn
            # for the read's own timeout, which is as long as the agent's.
            if not await asyncio.wait_for(self._refresh(), max(0.0, deadline - now)):
                return "uncounted"
        except TimeoutError:
            # One hold per outage: the turns after it are written uncounted until the
            # periodic sweep's reading is due (it runs apart from any turn).
            self._unread_until = self._clock() + self._sweep_s
            return "unread"
        if self._stalled_at is not None:
            if indexer.seen <= self._stalled_at:
                return "uncounted"
            self._stalled_at = None  # it moves again: so do the holds
        started_at = indexer.seen
        waited = False
        while True:
            target = pending.target(tenant)
            if not target:
                return "caught_up" if waited else "free"
            step = min(deadline - self._clock(), self._step_s)
            if step <= 0:
                if indexer.seen <= started_at:
                    # A whole hold without the indexer moving: it is stuck (the embedder
                    # down, a message waiting for redelivery), not slow. Holding more turns
                    # would only slow every busy tenant's writes; none waits until it moves.
                    self._stalled_at = indexer.seen
                return "expired"
            waited = True
            if target == RESERVED:
                # Its place is taken by turns being written: they settle in milliseconds.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._settled.wait(), step)
            else:
                # In steps, so that a share grown meanwhile (tenants gone) is seen.
                await indexer.wait(target, step)
            # Counts and shares as of this reading.
            pending.forget(indexer.seen)

    async def _refresh(self) -> bool:
        """Read the indexer's progress and forget what it passed; False (and no counts)
        when it has no consumer (ingest deployed alone). A failed read keeps the counts:
        observe() logs it and answers the last watermark seen."""
        indexer = self._indexer
        await indexer.observe()
        if indexer.exists is False:
            self.pending.clear()
            return False
        self.pending.forget(indexer.seen)
        return True

    def settle(self, tenant: str, seq: int | None) -> None:
        """The admitted turn was written (its highest RESOURCES sequence) or not (None)."""
        self.pending.settle(tenant, seq)
        settled, self._settled = self._settled, asyncio.Event()
        settled.set()

    def _maybe_sweep(self) -> None:
        now = self._clock()
        if now - self._swept_at < self._sweep_s or (self._sweep and not self._sweep.done()):
            return
        self._swept_at = now
        self._sweep = asyncio.create_task(self._refresh())

    async def close(self) -> None:
        task, self._sweep = self._sweep, None
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        await self._indexer.close()

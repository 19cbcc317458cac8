"""Which queued texts the next backend call embeds: priority classes with an age bound.

Three classes (`contracts/embed.py`, `EmbedPriority`), best first:
- `query`: a retriever's query, with a read path waiting on it;
- `index`: the episode indexer's turns, which are not searchable until embedded;
- `enrich`: the extractor's, graph's and scheduler's item texts, which nobody waits on.

A batch is filled from the best class waiting, oldest job first within a class, so item
texts queued behind a burst of episodes wait until the burst is embedded. An `enrich` job
that has waited `promote_after_s` ranks as `index` from then on (ordered among the index
jobs by arrival), so a steady stream of episodes cannot starve enrichment forever: its
callers time out (the client's default is 5 s) and resend the same texts, which would cost
the embedding twice and stall the extractor's consumer behind redeliveries. Queries never
age into anything: they are few and already first.

Pure logic on a caller-given clock, no asyncio, so the ordering is testable exactly.
"""

from __future__ import annotations

import itertools
import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from memstream.contracts.embed import EmbedPriority

RANKS: Final[dict[EmbedPriority, int]] = {"query": 0, "index": 1, "enrich": 2}
_INDEX: Final = RANKS["index"]
_ENRICH: Final = RANKS["enrich"]


@dataclass(eq=False)
class Pending:
    """One request's texts; `dispatched` of them are in backend calls already."""

    texts: list[str]
    priority: EmbedPriority
    arrived: float
    seq: int = 0
    dispatched: int = 0

    @property
    def live(self) -> bool:
        """Still wanted (the batcher's jobs turn False once answered or abandoned)."""
        return True

    @property
    def left(self) -> int:
        return len(self.texts) - self.dispatched


J = TypeVar("J", bound=Pending)


@dataclass(frozen=True, slots=True)
class Slice(Generic[J]):
    """Texts `start:end` of `job`, in one backend call."""

    job: J
    start: int
    end: int


class _Call(Generic[J]):
    """What a backend call being filled has room for, and what it took so far."""

    __slots__ = ("budget", "left", "room", "slices")

    def __init__(self, room: int, budget: float) -> None:
        self.room = room
        self.budget = self.left = budget
        # id(job) -> [job, start, end]: one contiguous slice per job, in the order taken.
        self.slices: dict[int, list[Any]] = {}


def token_cost(max_tokens: int | None) -> Callable[[str], int]:
    """A text's cost in a backend call, in the model's tokens: about one word piece per
    four characters plus the two it adds, and no more than it reads (`max_tokens`). The
    forward pass costs about this (BENCHMARKS.md: a 1,660-character chunk embeds in 6.2
    times the time of a 163-character turn, whatever the call size)."""
    cap = math.inf if max_tokens is None else max_tokens + 2

    def cost(text: str) -> int:
        return int(min(len(text) // 4 + 2, cap))

    return cost


def _one(_text: str) -> int:
    return 1


class ClassQueues(Generic[J]):
    """FIFO queues per priority class; `take` fills a batch best class first."""

    def __init__(self, promote_after_s: float, cost: Callable[[str], int] = _one) -> None:
        if promote_after_s < 0:
            raise ValueError("promote_after_s must be >= 0")
        self.promote_after_s = promote_after_s
        self._cost = cost
        self._queues: tuple[deque[J], ...] = tuple(deque() for _ in RANKS)
        self._seq = 0
        self.pending = 0  # texts queued and not yet dispatched (abandoned ones included)
        self.promoted = 0  # enrich jobs that were served at index rank because of their age

    def __bool__(self) -> bool:
        return any(self._queues)

    def waiting(self, priority: EmbedPriority) -> bool:
        return bool(self._queues[RANKS[priority]])

    def push(self, job: J) -> None:
        job.seq = self._seq
        self._seq += 1
        self._queues[RANKS[job.priority]].append(job)
        self.pending += job.left

    def rank(self, job: Pending, now: float) -> int:
        """The class rank `job` is served at, at time `now`."""
        base = RANKS[job.priority]
        if base == _ENRICH and now - job.arrived >= self.promote_after_s:
            return _INDEX
        return base

    def only_enrichment(self, now: float) -> bool:
        """Nothing but enrich jobs young enough to keep their rank is waiting."""
        queries, index, enrich = self._queues
        for queue in (queries, index, enrich):
            self._drop_dead(queue)
        return not queries and not index and bool(enrich) and self.rank(enrich[0], now) == _ENRICH

    def take(
        self, room: int, now: float, *, budget: float = math.inf, young_enrich: bool = True
    ) -> list[Slice[J]]:
        """Up to `room` texts costing up to `budget` together, best rank first, oldest
        first within a rank, except that while other jobs of its rank wait a job first
        gets at most half the budget (`_serve`); enrich jobs that still rank as `enrich`
        only if `young_enrich`. The first text of a call goes whatever it costs."""
        queries, index, enrich = self._queues
        for queue in self._queues:
            self._drop_dead(queue)
        # Aged enrich jobs form a prefix of their FIFO queue; they are served among the
        # index jobs by arrival order.
        aged = list(itertools.takewhile(lambda j: self.rank(j, now) == _INDEX, enrich))
        call: _Call[J] = _Call(room, budget)
        self._serve(list(queries), call)
        self._serve(sorted([*index, *aged], key=lambda j: j.seq), call, promoting=True)
        if young_enrich:
            self._serve(list(enrich), call)
        return self._dispatched(call)

    def take_queries(self, room: int, now: float, *, budget: float = math.inf) -> list[Slice[J]]:
        """Up to `room` query texts within `budget`, oldest first; nothing of the other
        classes."""
        queries = self._queues[RANKS["query"]]
        self._drop_dead(queries)
        call: _Call[J] = _Call(room, budget)
        self._serve(list(queries), call)
        return self._dispatched(call)

    def _serve(self, jobs: list[J], call: _Call[J], *, promoting: bool = False) -> None:
        """One rank's jobs, oldest first. While others of the rank wait, each first gets
        at most half the call's budget, so a long request (a document's chunks) cannot
        fill a call and keep the short ones that arrived beside it (other tenants' turns)
        out of it; what is left then goes to them oldest first."""
        jobs = [job for job in jobs if job.left > 0 and job.live]
        if len(jobs) > 1 and call.budget < math.inf:
            for job in jobs:
                self._give(job, call, call.budget / 2, promoting)
        for job in jobs:
            self._give(job, call, math.inf, promoting)

    def _give(self, job: J, call: _Call[J], cap: float, promoting: bool) -> None:
        start = job.dispatched
        n, spent = 0, 0
        while n < len(job.texts) - start and call.room > n:
            cost = self._cost(job.texts[start + n])
            if spent + cost > min(cap, call.left) and (call.slices or n):
                break
            n, spent = n + 1, spent + cost
        if not n:
            return
        if promoting and start == 0 and job.priority == "enrich":
            self.promoted += 1
        job.dispatched += n
        self.pending -= n
        call.room -= n
        call.left -= spent
        call.slices.setdefault(id(job), [job, start, start])[2] = start + n

    def _dispatched(self, call: _Call[J]) -> list[Slice[J]]:
        for queue in self._queues:
            if any(job.left == 0 for job in queue):
                kept = [job for job in queue if job.left > 0]
                queue.clear()
                queue.extend(kept)
        return [Slice(job, start, end) for job, start, end in call.slices.values()]

    def _drop_dead(self, queue: deque[J]) -> None:
        while queue and not queue[0].live:
            self.pending -= queue.popleft().left

    def clear(self) -> list[J]:
        """Empties every queue; the live jobs that were in them."""
        jobs = [job for queue in self._queues for job in queue if job.live]
        for queue in self._queues:
            queue.clear()
        self.pending = 0
        return jobs

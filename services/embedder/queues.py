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

Two rules keep one tenant's flood of context requests from becoming everyone's problem:
- queries are served tenant by tenant in turns (`TenantTurns`), oldest first within a
  tenant, so another tenant's query goes in the next call instead of behind the flood;
- a call takes at most `query_batch` query texts, the rest of its room going to the other
  classes: a query's caller waits for the whole call (MiniLM on a CPU embeds about as many
  texts per second in calls of 16 as of 64, so a long call buys little), and however
  many queries arrive, episodes keep a place in every call and turns keep becoming
  searchable.

Pure logic on a caller-given clock, no asyncio, so the ordering is testable exactly.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final, Generic, Protocol, TypeVar

from memstream.contracts.embed import EmbedPriority

RANKS: Final[dict[EmbedPriority, int]] = {"query": 0, "index": 1, "enrich": 2}
_INDEX: Final = RANKS["index"]
# Seconds without a measured call after which the expected call time starts to fade.
FADE_AFTER_S: Final = 2.0
_ENRICH: Final = RANKS["enrich"]


@dataclass(slots=True)
class Until:
    """When the callers waiting on a job stop waiting (the batcher's clock); None once one
    of them does not say. A request that joins the job's texts extends it."""

    at: float | None

    def extend(self, at: float | None) -> None:
        if self.at is not None:
            self.at = None if at is None else max(self.at, at)


@dataclass(eq=False)
class Pending:
    """One request's texts; `dispatched` of them are in backend calls already."""

    texts: list[str]
    priority: EmbedPriority
    arrived: float
    seq: int = 0
    dispatched: int = 0
    # When its callers stop waiting (None: they do not say).
    until: Until | None = None
    # Whose work it is (None: the system's); queries are served tenant by tenant.
    tenant: str | None = None

    @property
    def live(self) -> bool:
        """Still wanted (the batcher's jobs turn False once answered or abandoned)."""
        return True

    @property
    def left(self) -> int:
        return len(self.texts) - self.dispatched


J = TypeVar("J", bound=Pending)


@dataclass(frozen=True, slots=True)
class QueryOrder:
    """How the query class is served (see the module docstring)."""

    fair: bool = True  # tenants take turns (`TenantTurns`); False: first come, first served
    batch: int | None = None  # most query texts in one call; None: the call's whole room
    # Newest first while the oldest live query has waited this long (fair only; None: never).
    newest_first_after_s: float | None = None

    def __post_init__(self) -> None:
        if (self.batch is not None and self.batch < 1) or (
            self.newest_first_after_s is not None and self.newest_first_after_s < 0
        ):
            raise ValueError("need a query batch >= 1 and newest_first_after_s >= 0")


@dataclass(frozen=True, slots=True)
class Slice(Generic[J]):
    """Texts `start:end` of `job`, in one backend call."""

    job: J
    start: int
    end: int


class _Fifo(Protocol[J]):
    """What a class's queue offers `ClassQueues`: a deque's head operations."""

    def __len__(self) -> int: ...
    def __getitem__(self, index: int, /) -> J: ...
    def __iter__(self) -> Iterator[J]: ...
    def append(self, job: J, /) -> None: ...
    def popleft(self) -> J: ...
    def clear(self) -> None: ...


def _passed(until: Until, now: float) -> bool:
    return until.at is not None and until.at <= now


class TenantTurns(Generic[J]):
    """A queue per tenant, the tenants served in turns: the head is the oldest job of the
    tenant whose turn it is (its newest while `newest_first`), and taking it passes the
    turn on. A tenant with 500 queries waiting and one with a single query each get one
    into the next call."""

    def __init__(self) -> None:
        self._tenants: OrderedDict[str | None, deque[J]] = OrderedDict()
        self.newest_first = False

    def __bool__(self) -> bool:  # what `ClassQueues` asks, without counting every job
        return bool(self._tenants)

    def __len__(self) -> int:
        return sum(len(jobs) for jobs in self._tenants.values())

    def __getitem__(self, index: int, /) -> J:
        if index != 0 or not self._tenants:
            raise IndexError("only the head of a non-empty queue is read")
        return next(iter(self._tenants.values()))[-1 if self.newest_first else 0]

    def __iter__(self) -> Iterator[J]:
        for jobs in self._tenants.values():
            yield from jobs

    def append(self, job: J, /) -> None:
        jobs = self._tenants.get(job.tenant)
        if jobs is None:
            jobs = self._tenants[job.tenant] = deque()
        jobs.append(job)

    def popleft(self) -> J:
        if not self._tenants:
            raise IndexError("pop from an empty queue")
        tenant, jobs = next(iter(self._tenants.items()))
        job = jobs.pop() if self.newest_first else jobs.popleft()
        if jobs:
            self._tenants.move_to_end(tenant)
        else:
            del self._tenants[tenant]
        return job

    def clear(self) -> None:
        self._tenants.clear()

    def prune(self, now: float) -> tuple[list[J], list[J]]:
        """Takes out of every tenant's queue the jobs no longer live, and those whose callers
        stopped waiting (`until` passed, none of their texts in a call yet): served newest
        first, nothing else reaches them however long they stay. (Dead, expired.)"""
        dead: list[J] = []
        expired: list[J] = []
        for tenant, jobs in list(self._tenants.items()):
            kept: deque[J] = deque()
            for job in jobs:
                if not job.live:
                    dead.append(job)
                elif job.dispatched == 0 and job.until is not None and _passed(job.until, now):
                    expired.append(job)
                else:
                    kept.append(job)
            if kept:
                self._tenants[tenant] = kept  # keeps the tenant's place in the turns
            else:
                del self._tenants[tenant]
        return dead, expired

    def oldest(self) -> float | None:
        """When the longest-waiting job arrived (None: no job waits)."""
        return min((jobs[0].arrived for jobs in self._tenants.values()), default=None)


class ClassQueues(Generic[J]):
    """Queues per priority class; `take` fills a batch best class first."""

    def __init__(
        self, promote_after_s: float, queries: QueryOrder | None = None, *, lane: bool = False
    ) -> None:
        """`lane`: the batcher gives waiting queries calls of their own beside a running one
        (its query lane), so `take` may leave them a query such a call still serves."""
        if promote_after_s < 0:
            raise ValueError("promote_after_s must be >= 0")
        self.promote_after_s = promote_after_s
        self.lane = lane
        order = queries or QueryOrder()
        self.query_batch = order.batch
        self.newest_first_after_s = order.newest_first_after_s
        self._turns: TenantTurns[J] | None = TenantTurns[J]() if order.fair else None
        first: _Fifo[J] = self._turns if self._turns is not None else deque[J]()
        self._queues: tuple[_Fifo[J], _Fifo[J], _Fifo[J]] = (first, deque[J](), deque[J]())
        self._seq = 0
        # Texts queued per class and not yet dispatched (abandoned ones included).
        self._pending = [0] * len(RANKS)
        self.promoted = 0  # enrich jobs that were served at index rank because of their age
        # Seconds per text of the backend calls with deadlines lately (`observe`): a job
        # whose callers stop waiting sooner than the call it would go in takes is set aside
        # (`take_hopeless`). Per text, since a lane's query call and a call of queries and
        # episodes differ threefold in size and time.
        self.per_text_s = 0.0
        self._expected_at = 0.0
        self._hopeless: list[J] = []

    def __bool__(self) -> bool:
        return any(self._queues)

    @property
    def pending(self) -> int:
        """Texts queued and not yet dispatched (abandoned ones included)."""
        return sum(self._pending)

    def _uncount(self, job: J) -> None:
        self._pending[RANKS[job.priority]] -= job.left

    def waiting(self, priority: EmbedPriority) -> bool:
        return bool(self._queues[RANKS[priority]])

    def push(self, job: J) -> None:
        job.seq = self._seq
        self._seq += 1
        self._queues[RANKS[job.priority]].append(job)
        self._pending[RANKS[job.priority]] += job.left

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

    def take(self, room: int, now: float, *, young_enrich: bool = True) -> list[Slice[J]]:
        """Up to `room` texts, best rank first, oldest first within a rank (queries in
        tenant turns, at most `query_batch` of them); enrich jobs that still rank as
        `enrich` only if `young_enrich`."""
        batch: list[Slice[J]] = []
        queries, index, enrich = self._queues
        self._order_queries(now)
        allowed = self._query_room(room)
        waiting_q, waiting_i, waiting_e = self._pending
        # The call's size as its queries are judged: what waits, up to the room.
        size = min(room, min(waiting_q, allowed) + waiting_i + (waiting_e if young_enrich else 0))
        lane = min(waiting_q, self._query_room(room, alone=True)) if self.lane else None
        room -= allowed - self._drain(queries, None, allowed, now, batch, size, lane)
        # Aged enrich jobs form a prefix of their FIFO queue; they are merged with the
        # index jobs by arrival order.
        room = self._drain(index, enrich, room, now, batch, size)
        if young_enrich:
            self._drain(enrich, None, room, now, batch, size)
        return batch

    def take_queries(self, room: int, now: float) -> list[Slice[J]]:
        """Up to `room` query texts (at most `query_batch`), in tenant turns; nothing of
        the other classes."""
        batch: list[Slice[J]] = []
        self._order_queries(now)
        allowed = self._query_room(room, alone=True)
        size = min(allowed, self._pending[RANKS["query"]])
        self._drain(self._queues[RANKS["query"]], None, allowed, now, batch, size)
        return batch

    def _query_room(self, room: int, *, alone: bool = False) -> int:
        """The query texts a call of `room` takes; with a query batch, one text fewer than
        `room` at least (unless `alone`: a lane's call of queries only), so episodes keep a
        place however `max_batch` is set."""
        if self.query_batch is None:
            return room
        return min(room if alone or room == 1 else room - 1, self.query_batch)

    def _order_queries(self, now: float) -> None:
        """Newest queries first while the oldest live one has waited `newest_first_after_s`:
        past its capacity the embedder otherwise serves only the queries closest to their
        callers' deadlines, many of which then end just too late, while the new ones age
        into the same fate. Served newest first, the queries answered have time to spare,
        and the old ones expire unembedded. Tenants still take turns."""
        turns = self._turns
        if turns is None or self.newest_first_after_s is None:
            return
        dead, expired = turns.prune(now)
        for job in dead + expired:
            self._uncount(job)
        self._hopeless += expired
        oldest = turns.oldest()
        turns.newest_first = oldest is not None and now - oldest >= self.newest_first_after_s

    def _drain(
        self,
        queue: _Fifo[J],
        aged_from: _Fifo[J] | None,
        room: int,
        now: float,
        batch: list[Slice[J]],
        size: int,
        lane: int | None = None,
    ) -> int:
        """Takes up to `room` texts into `batch`; `size` is the call's, which a job's wait
        must outlast; with `lane` (a lane call's size), queries that would miss this call
        but make a lane's are left queued for it."""
        while room > 0:
            source = queue
            if aged_from is not None:
                self._drop_dead(aged_from)
                if aged_from and self.rank(aged_from[0], now) == _INDEX:
                    self._drop_dead(queue)
                    if not queue or aged_from[0].seq < queue[0].seq:
                        source = aged_from
            self._drop_dead(source)
            if not source:
                return room
            job = source[0]
            until = job.until.at if job.until is not None and job.dispatched == 0 else None
            if until is not None and until - now < self.expected(now, size):
                if lane is not None and until - now >= self.expected(now, lane):
                    return room
                # Embedded, it would reach its callers too late: work for nobody, ahead of
                # jobs that can still make it.
                self._uncount(source.popleft())
                self._hopeless.append(job)
                continue
            if source is aged_from and job.dispatched == 0:
                self.promoted += 1
            n = min(job.left, room)
            batch.append(Slice(job, job.dispatched, job.dispatched + n))
            job.dispatched += n
            self._pending[RANKS[job.priority]] -= n
            room -= n
            if job.left == 0:
                source.popleft()
        return room

    def observe(self, seconds: float, now: float, texts: int = 1) -> None:
        """A backend call of `texts` that carried deadlines took `seconds`: a recent
        average per text."""
        expected = self.expected(now)
        self.per_text_s = expected + (seconds / max(1, texts) - expected) / 4
        self._expected_at = now

    def expected(self, now: float, texts: int = 1) -> float:
        """How long a call of `texts` takes lately; once `FADE_AFTER_S` pass without a
        call to measure it, halved for every further second: when every job is set aside
        no call measures it again, and a spell of slow calls must not set aside every later
        job for good. (Not sooner: under load calls measure it all the time, and an
        estimate that fades between them lets through jobs that then reach their callers
        just too late.)"""
        idle = now - self._expected_at - FADE_AFTER_S
        per_text = self.per_text_s * 0.5**idle if idle > 0 else self.per_text_s
        return float(per_text * max(1, texts))

    def take_hopeless(self) -> list[J]:
        """The jobs set aside since the last call, their callers' waits too short."""
        hopeless, self._hopeless = self._hopeless, []
        return hopeless

    def _drop_dead(self, queue: _Fifo[J]) -> None:
        while queue and not queue[0].live:
            self._uncount(queue.popleft())

    def clear(self) -> list[J]:
        """Empties every queue; the live jobs that were in them."""
        jobs = [job for queue in self._queues for job in queue if job.live]
        for queue in self._queues:
            queue.clear()
        self._pending = [0] * len(RANKS)
        return jobs

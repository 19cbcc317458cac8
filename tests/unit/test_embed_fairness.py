"""One tenant's query flood in the embedder: tenants' queries take turns, and a call takes
at most `query_batch` queries, the rest of its room going to episodes (queues.py)."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.contracts.embed import EmbedPriority
from memstream.services.common.models.embedding import DenseMatrix
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.queues import (
    ClassQueues,
    Pending,
    QueryOrder,
    Slice,
    TenantTurns,
    Until,
)
from tests.unit.test_embed_batcher import DEADLINE, RecordingEmbedder
from tests.unit.test_embedder_deadlines import turns
from tests.unit.test_embedder_service import make_service

PROMOTE = 2.0


def job(priority: EmbedPriority, n: int, name: str, tenant: str | None = None) -> Pending:
    return Pending([f"{name}-{i}" for i in range(n)], priority, 0.0, tenant=tenant)


def names(batch: list[Slice[Pending]]) -> list[str]:
    return [t for part in batch for t in part.job.texts[part.start : part.end]]


def flood(q: ClassQueues[Pending]) -> None:
    """Tenant a's five queries, then b's one and c's two."""
    for i in range(5):
        q.push(job("query", 1, f"a{i}", tenant="a"))
    q.push(job("query", 1, "b0", tenant="b"))
    for i in range(2):
        q.push(job("query", 1, f"c{i}", tenant="c"))


def test_queries_take_turns_by_tenant_oldest_first_within_each() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    flood(q)
    assert names(q.take(4, now=0.0)) == ["a0-0", "b0-0", "c0-0", "a1-0"]
    assert names(q.take(4, now=0.0)) == ["c1-0", "a2-0", "a3-0", "a4-0"]
    assert q.pending == 0 and not q


def test_without_fair_queries_they_are_first_come_first_served() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, QueryOrder(fair=False))
    flood(q)
    assert names(q.take(4, now=0.0)) == ["a0-0", "a1-0", "a2-0", "a3-0"]


def test_a_job_larger_than_the_room_is_finished_before_the_turn_passes() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    q.push(job("query", 3, "big", tenant="a"))
    q.push(job("query", 1, "small", tenant="b"))
    assert names(q.take(2, now=0.0)) == ["big-0", "big-1"]
    assert names(q.take(2, now=0.0)) == ["big-2", "small-0"]


def test_a_call_takes_at_most_query_batch_queries_and_gives_the_rest_to_episodes() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, QueryOrder(batch=4))
    for i in range(20):
        q.push(job("query", 1, f"q{i}", tenant="a"))
    q.push(job("index", 8, "ep"))
    assert names(q.take(8, now=0.0)) == [f"q{i}-0" for i in range(4)] + [
        f"ep-{i}" for i in range(4)
    ]
    assert names(q.take(8, now=0.0)) == [f"q{i}-0" for i in range(4, 8)] + [
        f"ep-{i}" for i in range(4, 8)
    ]
    # Without episodes waiting, the call is a short one of queries only.
    assert names(q.take(8, now=0.0)) == [f"q{i}-0" for i in range(8, 12)]
    assert names(q.take_queries(8, now=0.0)) == [f"q{i}-0" for i in range(12, 16)]


def test_a_query_batch_as_large_as_the_call_still_leaves_episodes_a_place() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, QueryOrder(batch=16))
    for i in range(10):
        q.push(job("query", 1, f"q{i}", tenant="a"))
    q.push(job("index", 2, "ep"))
    assert names(q.take(8, now=0.0)) == [f"q{i}-0" for i in range(7)] + ["ep-0"]
    assert names(q.take_queries(8, now=0.0)) == ["q7-0", "q8-0", "q9-0"]  # a lane's call
    assert names(q.take(1, now=0.0)) == ["ep-1"]


def test_without_query_batch_queries_fill_the_call_first() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE)
    for i in range(10):
        q.push(job("query", 1, f"q{i}", tenant="a"))
    q.push(job("index", 8, "ep"))
    assert names(q.take(8, now=0.0)) == [f"q{i}-0" for i in range(8)]


def test_query_batch_changes_nothing_for_fewer_queries() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, QueryOrder(batch=4))
    q.push(job("index", 10, "ep"))
    q.push(job("enrich", 2, "item"))
    q.push(job("query", 2, "q", tenant="a"))
    assert names(q.take(8, now=0.0)) == ["q-0", "q-1"] + [f"ep-{i}" for i in range(6)]
    assert names(q.take(8, now=0.0)) == [f"ep-{i}" for i in range(6, 10)] + ["item-0", "item-1"]


def test_aged_enrichment_is_served_in_the_room_queries_leave() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, QueryOrder(batch=3))
    q.push(job("enrich", 4, "item"))  # arrived at 0.0: aged by 3.0
    for i in range(8):
        q.push(job("query", 1, f"q{i}", tenant="a"))
    assert names(q.take(5, now=3.0)) == ["q0-0", "q1-0", "q2-0", "item-0", "item-1"]
    assert q.promoted == 1


@dataclass(eq=False)
class Abandonable(Pending):
    gone: bool = False

    @property
    def live(self) -> bool:
        return not self.gone


def test_past_the_age_bound_the_newest_queries_go_first_tenants_still_in_turns() -> None:
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, QueryOrder(newest_first_after_s=0.25))
    for i in range(4):
        q.push(Pending([f"a{i}"], "query", 0.1 * i, tenant="a"))
    q.push(Pending(["b0"], "query", 0.35, tenant="b"))
    assert names(q.take(1, now=0.2)) == ["a0"]  # the oldest has waited 0.2 s: in order
    # At 0.4 the oldest left (a1, from 0.1) has waited 0.3 s: newest first.
    assert names(q.take(2, now=0.4)) == ["b0", "a3"]
    assert names(q.take(1, now=0.4)) == ["a2"]
    q.push(Pending(["a4"], "query", 0.45, tenant="a"))
    assert names(q.take(1, now=0.45)) == ["a4"]
    assert q.pending == 1


def test_queries_given_up_at_the_old_end_are_dropped_and_stop_counting_as_waiting() -> None:
    q: ClassQueues[Abandonable] = ClassQueues(PROMOTE, QueryOrder(newest_first_after_s=0.25))
    stale = [Abandonable([f"old{i}"], "query", 0.0, tenant="a") for i in range(3)]
    for j in stale:
        q.push(j)
    q.push(Abandonable(["new"], "query", 0.9, tenant="a"))
    q.push(Abandonable(["later"], "query", 0.95, tenant="a"))
    assert names(q.take(1, now=1.0)) == ["later"]  # type: ignore[arg-type]
    for j in stale:  # their callers stopped waiting
        j.gone = True
    # Only "new" is live: waited 0.1 s, so oldest first again, and nothing counts the rest.
    assert names(q.take(4, now=1.0)) == ["new"]  # type: ignore[arg-type]
    assert q.pending == 0 and not q


@pytest.mark.parametrize("order", [{"batch": 0}, {"newest_first_after_s": -1.0}])
def test_a_query_batch_below_one_or_a_negative_age_is_refused(order: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        QueryOrder(**order)


def test_tenant_turns_reads_only_the_head_of_a_non_empty_queue() -> None:
    turns: TenantTurns[Pending] = TenantTurns()
    with pytest.raises(IndexError):
        turns[0]
    with pytest.raises(IndexError):
        turns.popleft()
    turns.append(job("query", 1, "x", tenant="a"))
    with pytest.raises(IndexError):
        turns[1]
    turns.append(job("query", 1, "y", tenant="b"))
    assert turns[0].texts == ["x-0"] and len(turns) == 2
    assert [j.texts for j in turns] == [["x-0"], ["y-0"]]


# --- property: every text once, tenants' FIFO order kept, turns fair, share kept ---------

_requests = st.lists(
    st.tuples(
        st.sampled_from(["query", "index"]),
        st.sampled_from(["a", "b", "c"]),
        st.integers(min_value=1, max_value=4),
    ),
    min_size=1,
    max_size=40,
)


@settings(max_examples=300, deadline=None)
@given(
    requests=_requests,
    room=st.integers(min_value=1, max_value=10),
    query_batch=st.sampled_from([None, 1, 3]),
    newest_first=st.booleans(),  # from the start: every job arrives at 0, taken at 0
    takes_per_request=st.integers(min_value=0, max_value=2),
)
def test_fair_queues_serve_every_text_once_and_in_turns(
    requests: list[tuple[EmbedPriority, str, int]],
    room: int,
    query_batch: int | None,
    newest_first: bool,
    takes_per_request: int,
) -> None:
    order = QueryOrder(batch=query_batch, newest_first_after_s=0.0 if newest_first else None)
    q: ClassQueues[Pending] = ClassQueues(PROMOTE, order)
    # With a query batch, a call of more than one text leaves an episode its place.
    cap = room if query_batch is None else min(query_batch, room if room == 1 else room - 1)
    jobs: list[Pending] = []
    served: list[tuple[str, int]] = []  # (text, job seq) in the order taken

    def take() -> None:
        waiting = [j for j in jobs if j.left > 0]
        queries = sum(j.left for j in waiting if j.priority == "query")
        episodes = sum(j.left for j in waiting if j.priority == "index")
        batch = q.take(room, now=0.0)
        assert sum(p.end - p.start for p in batch) == min(room, min(queries, cap) + episodes)
        got = Counter(p.job.priority for p in batch for _ in range(p.start, p.end))
        # Queries first, at most `cap` of them; episodes all the rest.
        assert got["query"] == min(queries, cap, room)
        assert got["index"] == min(episodes, room - got["query"])
        # Turns: among tenants still waiting after the batch, the jobs served differ by one
        # at most.
        served_jobs = {(p.job.tenant, p.job.seq) for p in batch if p.job.priority == "query"}
        per_tenant = Counter(tenant for tenant, _ in served_jobs)
        still = {j.tenant for j in jobs if j.priority == "query" and j.left > 0}
        counts = [per_tenant[t] for t in still]
        assert not counts or max(counts) - min(counts) <= 1
        served.extend((t, p.job.seq) for p in batch for t in p.job.texts[p.start : p.end])

    for n, (priority, tenant, size) in enumerate(requests):
        j = Pending([f"{n}-{i}" for i in range(size)], priority, 0.0, tenant=tenant)
        jobs.append(j)
        q.push(j)
        for _ in range(takes_per_request):
            take()
    while q:
        take()
    assert sorted(t for t, _ in served) == sorted(t for j in jobs for t in j.texts)
    if newest_first:
        return
    for tenant in "abc":  # a tenant's queries in the order they came
        seqs = [seq for _, seq in served if jobs[seq].tenant == tenant]
        seqs = [s for s in seqs if jobs[s].priority == "query"]
        assert seqs == sorted(seqs)


async def test_another_tenants_query_and_the_episodes_go_in_the_call_after_a_flood() -> None:
    async def next_call(fair: bool, query_batch: int | None) -> list[str]:
        backend = RecordingEmbedder()
        backend.gate = asyncio.Event()
        batcher = MicroBatcher(
            backend, window_s=0.0, max_batch=8, queries=QueryOrder(fair=fair, batch=query_batch)
        )
        batcher.start()
        try:
            running = asyncio.create_task(batcher.embed(["running"]))
            await asyncio.wait_for(backend.started.wait(), DEADLINE)
            waiting = [
                asyncio.create_task(batcher.embed([f"a{i}"], priority="query", tenant="a"))
                for i in range(20)
            ]
            waiting.append(asyncio.create_task(batcher.embed(["b"], priority="query", tenant="b")))
            waiting.append(asyncio.create_task(batcher.embed(["ep0", "ep1", "ep2"])))
            await asyncio.sleep(0)  # let them queue behind the running call
            backend.gate.set()
            await asyncio.wait_for(asyncio.gather(running, *waiting), DEADLINE)
            return backend.calls[1]
        finally:
            await batcher.stop(timeout=5)

    fair = await next_call(True, 4)
    assert fair == ["a0", "b", "a1", "a2", "ep0", "ep1", "ep2"]
    assert await next_call(False, None) == [f"a{i}" for i in range(8)]


async def test_the_service_serves_queries_by_the_tenant_their_request_names() -> None:
    backend = RecordingEmbedder()
    backend.gate = asyncio.Event()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=4)
    batcher.start()
    service = make_service(batcher)

    def query(text: str, tenant: str) -> asyncio.Task[bytes]:
        body = {"texts": [text], "purpose": "query", "tenant_id": tenant, "sparse": False}
        return asyncio.create_task(service.handle(tenant, json.dumps(body).encode()))

    try:
        running = asyncio.create_task(batcher.embed(["running"]))
        await asyncio.wait_for(backend.started.wait(), DEADLINE)
        waiting = [query(f"flood {i}", "tenant-a") for i in range(10)]
        waiting.append(query("the other tenant", "tenant-b"))
        # The same text as one of the flood's, still waiting its tenant's turn: not joined.
        waiting.append(query("flood 8", "tenant-c"))
        await turns()  # each request's handler takes loop turns to reach the batcher
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(running, *waiting), DEADLINE)
        assert backend.calls[1] == ["flood 0", "the other tenant", "flood 8", "flood 1"]
    finally:
        await batcher.stop(timeout=5)


def test_jobs_nobody_waits_for_are_pruned_behind_one_that_stays() -> None:
    """Served newest first, the old end is never reached under load: every job there whose
    callers are gone, or whose wait has passed, is taken out, whatever sits in front."""
    q: ClassQueues[Abandonable] = ClassQueues(PROMOTE, QueryOrder(newest_first_after_s=0.25))
    stays = Abandonable(["no deadline"], "query", 0.0, tenant="a")  # says no wait: kept
    gone = Abandonable(["gone"], "query", 0.1, tenant="a", gone=True)
    passed = Abandonable(["passed"], "query", 0.2, tenant="a", until=Until(0.9))
    fresh = Abandonable(["fresh"], "query", 0.95, tenant="a", until=Until(2.0))
    for j in (stays, gone, passed, fresh):
        q.push(j)
    assert names(q.take(1, now=1.0)) == ["fresh"]  # type: ignore[arg-type]
    assert q.take_hopeless() == [passed]
    assert q.pending == 1  # only the job that still waits
    assert names(q.take(4, now=1.0)) == ["no deadline"]  # type: ignore[arg-type]
    assert q.pending == 0 and not q


class GatedPerText(RecordingEmbedder):
    """Calls take 10 ms of a fake clock per text; a call whose first text has a gate waits
    for it, and `seen` tells which calls have started."""

    def __init__(self) -> None:
        super().__init__()
        self.now = 0.0
        self.gates: dict[str, asyncio.Event] = {}
        self.seen: dict[str, asyncio.Event] = {}

    def clock(self) -> float:
        return self.now

    def started_with(self, text: str) -> asyncio.Event:
        return self.seen.setdefault(text, asyncio.Event())

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        self.started_with(texts[0]).set()
        gate = self.gates.get(texts[0])
        if gate is not None:
            await gate.wait()
        rows = await super().aembed(texts)
        self.now += 0.01 * len(texts)
        return rows


async def test_the_lane_serves_a_query_the_call_of_episodes_would_make_late() -> None:
    backend = GatedPerText()
    batcher = MicroBatcher(
        backend,
        window_s=0.0,
        max_batch=64,
        query_lane=True,
        queries=QueryOrder(batch=16),
        clock=backend.clock,
    )
    batcher.start()
    far = Until(1e9)
    try:
        for i in range(20):  # calls with deadlines measure 10 ms a text
            await batcher.embed([f"warm {i}"], priority="query", until=far)
        main, lane, episodes_call = (
            backend.gates.setdefault(t, asyncio.Event()) for t in ("ep", "lane", "ep0")
        )
        running = asyncio.create_task(batcher.embed(["ep"]))
        await asyncio.wait_for(backend.started_with("ep").wait(), DEADLINE)
        beside = asyncio.create_task(batcher.embed(["lane"], priority="query", until=far))
        await asyncio.wait_for(backend.started_with("lane").wait(), DEADLINE)
        episodes = asyncio.create_task(batcher.embed([f"ep{i}" for i in range(48)]))
        # 0.3 s left: more than a lane call of one text, less than a call with 48 episodes.
        tight = asyncio.create_task(
            batcher.embed(["tight"], priority="query", until=Until(backend.now + 0.3))
        )
        await asyncio.sleep(0)
        main.set()  # the main loop's next call: the episodes, the query left for the lane
        await asyncio.wait_for(backend.started_with("ep0").wait(), DEADLINE)
        lane.set()  # the lane, free again while the episodes' call runs, takes the query
        rows = await asyncio.wait_for(tight, DEADLINE)
        assert rows.shape == (1, 16) and ["tight"] in backend.calls
        episodes_call.set()
        await asyncio.wait_for(asyncio.gather(running, beside, episodes), DEADLINE)
    finally:
        for gate in backend.gates.values():
            gate.set()
        await batcher.stop(timeout=5)

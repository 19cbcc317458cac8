"""The micro-batcher, against a hashing backend that records its calls."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstream.contracts.embed import EmbedPriority
from memstream.services.common.models.embedding import DenseMatrix, HashEmbedder
from memstream.services.common.runtime import metrics
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.jobs import BatchEmbedError, BatcherClosed, DeadlinePassed
from memstream.services.embedder.queues import Until

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0


class RecordingEmbedder(HashEmbedder):
    """Counts backend calls; `gate` (when set) holds every call until it is opened."""

    def __init__(self) -> None:
        super().__init__(dim=16)
        self.calls: list[list[str]] = []
        self.gate: asyncio.Event | None = None
        self.started = asyncio.Event()
        self.fail_with: Exception | None = None

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        self.calls.append(list(texts))
        self.started.set()
        if self.gate is not None:
            await self.gate.wait()
        if self.fail_with is not None:
            raise self.fail_with
        return self.embed(texts)


@pytest.fixture
def backend() -> RecordingEmbedder:
    return RecordingEmbedder()


@pytest.fixture
async def batcher(backend: RecordingEmbedder) -> AsyncIterator[MicroBatcher]:
    b = MicroBatcher(backend, window_s=0.0, max_batch=8)
    b.start()
    yield b
    await b.stop(timeout=5)


async def test_concurrent_requests_share_one_backend_call(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    texts = [f"text number {i}" for i in range(5)]
    results = await asyncio.wait_for(asyncio.gather(*(batcher.embed([t]) for t in texts)), DEADLINE)
    assert backend.calls == [texts]
    for text, rows in zip(texts, results, strict=True):
        assert np.array_equal(rows, backend.embed([text]))


async def test_requests_queued_during_a_call_form_the_next_batch(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    backend.gate = asyncio.Event()
    first = asyncio.create_task(batcher.embed(["a"]))
    await asyncio.wait_for(backend.started.wait(), DEADLINE)
    rest = [asyncio.create_task(batcher.embed([t])) for t in ("b", "c", "d")]
    await asyncio.sleep(0)  # let them queue behind the running call
    backend.gate.set()
    await asyncio.wait_for(asyncio.gather(first, *rest), DEADLINE)
    assert backend.calls == [["a"], ["b", "c", "d"]]


async def test_large_requests_are_split_and_rows_come_back_in_order(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    texts = [f"document {i} words {i * 7}" for i in range(20)]
    other = ["a short one"]
    big, small = await asyncio.wait_for(
        asyncio.gather(batcher.embed(texts), batcher.embed(other)), DEADLINE
    )
    assert [len(c) for c in backend.calls] == [8, 8, 5]
    assert np.array_equal(big, backend.embed(texts))
    assert np.array_equal(small, backend.embed(other))


async def test_queries_go_ahead_of_queued_documents(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    backend.gate = asyncio.Event()
    running = asyncio.create_task(batcher.embed(["running"]))
    await asyncio.wait_for(backend.started.wait(), DEADLINE)
    docs = asyncio.create_task(batcher.embed([f"doc {i}" for i in range(10)]))
    await asyncio.sleep(0)
    query = asyncio.create_task(batcher.embed(["the query"], priority="query"))
    await asyncio.sleep(0)
    backend.gate.set()
    await asyncio.wait_for(asyncio.gather(running, docs, query), DEADLINE)
    assert backend.calls[1][0] == "the query"


async def test_backend_failure_fails_every_request_of_the_batch(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    backend.fail_with = RuntimeError("model exploded")
    outcomes = await asyncio.wait_for(
        asyncio.gather(*(batcher.embed([f"t{i}"]) for i in range(3)), return_exceptions=True),
        DEADLINE,
    )
    assert len(backend.calls) == 1
    assert all(isinstance(o, BatchEmbedError) for o in outcomes)
    assert "model exploded" in str(outcomes[0])
    # The batcher itself survives: the next request works.
    backend.fail_with = None
    rows = await asyncio.wait_for(batcher.embed(["fine again"]), DEADLINE)
    assert rows.shape == (1, 16)


async def test_abandoned_request_does_not_hold_up_others(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    backend.gate = asyncio.Event()
    blocker = asyncio.create_task(batcher.embed(["blocker"]))
    await asyncio.wait_for(backend.started.wait(), DEADLINE)
    abandoned = asyncio.create_task(batcher.embed(["nobody waits for me"]))
    kept = asyncio.create_task(batcher.embed(["I wait"]))
    await asyncio.sleep(0)
    abandoned.cancel()
    backend.gate.set()
    rows = await asyncio.wait_for(kept, DEADLINE)
    await asyncio.wait_for(blocker, DEADLINE)
    assert rows.shape == (1, 16)
    assert ["nobody waits for me"] not in backend.calls and ["I wait"] in backend.calls


async def test_a_request_that_could_not_be_ready_in_time_fails_without_a_call(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    backend.gate = asyncio.Event()
    blocker = asyncio.create_task(batcher.embed(["blocker"]))
    await asyncio.wait_for(backend.started.wait(), DEADLINE)
    now = batcher.now()
    late = asyncio.create_task(batcher.embed(["too late"], priority="query", until=Until(now - 1)))
    kept = asyncio.create_task(
        batcher.embed(["in time"], priority="query", until=Until(now + 3600))
    )
    await asyncio.sleep(0)
    backend.gate.set()
    with pytest.raises(DeadlinePassed):
        await asyncio.wait_for(late, DEADLINE)
    assert (await asyncio.wait_for(kept, DEADLINE)).shape == (1, 16)
    await asyncio.wait_for(blocker, DEADLINE)
    assert all("too late" not in call for call in backend.calls)


class ClockedEmbedder(RecordingEmbedder):
    """A call of several texts takes a second of a fake clock the batcher reads; one, 10 ms."""

    def __init__(self) -> None:
        super().__init__()
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        self.now += 1.0 if len(texts) > 1 else 0.01  # a full batch, or a lone query
        return await super().aembed(texts)


async def test_a_backlogs_long_calls_do_not_set_aside_a_query_its_own_call_can_serve() -> None:
    backend = ClockedEmbedder()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=8, clock=backend.clock)
    batcher.start()
    try:
        for _ in range(4):  # episodes in full batches: a second of the clock each
            await asyncio.wait_for(batcher.embed([f"ep{i}" for i in range(8)]), DEADLINE)
        # Half a second left: more than a lone query's call, less than a batch's.
        rows = await asyncio.wait_for(
            batcher.embed(["query"], priority="query", until=Until(backend.now + 0.5)), DEADLINE
        )
        assert rows.shape == (1, 16)
        for _ in range(8):  # queries that take their calls' time, ten ms each
            await batcher.embed(["q"], priority="query", until=Until(backend.now + 5.0))
        with pytest.raises(DeadlinePassed):  # less left than such a call takes
            await asyncio.wait_for(
                batcher.embed(["late"], priority="query", until=Until(backend.now + 0.001)),
                DEADLINE,
            )
    finally:
        await batcher.stop(timeout=5)


async def test_full_batch_goes_without_waiting_for_the_window(backend: RecordingEmbedder) -> None:
    batcher = MicroBatcher(backend, window_s=3600.0, max_batch=4)
    batcher.start()
    try:
        rows = await asyncio.wait_for(batcher.embed(["a", "b", "c", "d"]), DEADLINE)
        assert rows.shape == (4, 16)
    finally:
        await batcher.stop(timeout=5)


async def test_window_gathers_requests_that_arrive_later(backend: RecordingEmbedder) -> None:
    # A long window: the first request waits until the batch is full.
    batcher = MicroBatcher(backend, window_s=3600.0, max_batch=3)
    batcher.start()
    try:
        first = asyncio.create_task(batcher.embed(["one"]))
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        second = asyncio.create_task(batcher.embed(["two", "three"]))
        await asyncio.wait_for(asyncio.gather(first, second), DEADLINE)
        assert backend.calls == [["one", "two", "three"]]
    finally:
        await batcher.stop(timeout=5)


async def test_stop_fails_queued_requests_and_refuses_new_ones(
    backend: RecordingEmbedder,
) -> None:
    batcher = MicroBatcher(backend, window_s=3600.0, max_batch=100)
    batcher.start()
    queued = asyncio.create_task(batcher.embed(["waiting for company"]))
    await asyncio.sleep(0)
    await batcher.stop(timeout=5)
    with pytest.raises(BatcherClosed):
        await asyncio.wait_for(queued, DEADLINE)
    with pytest.raises(BatcherClosed):
        await batcher.embed(["too late"])
    assert backend.calls == []


async def test_empty_request_needs_no_backend_call(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    rows = await batcher.embed([])
    assert rows.shape == (0, 16) and backend.calls == []


async def test_query_at_an_idle_backend_does_not_wait_for_the_window(
    backend: RecordingEmbedder,
) -> None:
    batcher = MicroBatcher(backend, window_s=3600.0, max_batch=100)
    batcher.start()
    try:
        rows = await asyncio.wait_for(batcher.embed(["a query"], priority="query"), DEADLINE)
        assert rows.shape == (1, 16) and backend.calls == [["a query"]]
    finally:
        await batcher.stop(timeout=5)


async def test_query_behind_a_running_call_joins_the_next_batch(
    backend: RecordingEmbedder,
) -> None:
    backend.gate = asyncio.Event()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=100)
    batcher.start()
    try:
        running = asyncio.create_task(batcher.embed(["document"]))
        await asyncio.wait_for(backend.started.wait(), DEADLINE)
        queries = [asyncio.create_task(batcher.embed([q], priority="query")) for q in ("q1", "q2")]
        await asyncio.sleep(0)
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(running, *queries), DEADLINE)
        assert backend.calls == [["document"], ["q1", "q2"]]
    finally:
        await batcher.stop(timeout=5)


async def test_texts_queued_behind_a_busy_backend_go_when_it_frees_without_a_window(
    backend: RecordingEmbedder,
) -> None:
    # Under load the wait for the busy backend gathers the batch: no window on top of it.
    backend.gate = asyncio.Event()
    batcher = MicroBatcher(backend, window_s=3600.0, max_batch=3)
    batcher.start()
    try:
        running = asyncio.create_task(batcher.embed(["a", "b", "c"]))  # full: goes at once
        await asyncio.wait_for(backend.started.wait(), DEADLINE)
        queued = [asyncio.create_task(batcher.embed([t])) for t in ("d", "e")]
        await asyncio.sleep(0)
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(running, *queued), DEADLINE)
        assert backend.calls == [["a", "b", "c"], ["d", "e"]]
    finally:
        await batcher.stop(timeout=5)


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_episodes_go_ahead_of_enrichment_queued_before_them(
    backend: RecordingEmbedder,
) -> None:
    backend.gate = asyncio.Event()
    clock = FakeClock()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=2, promote_after_s=2.0, clock=clock)
    batcher.start()
    try:
        running = asyncio.create_task(batcher.embed(["running"], priority="index"))
        await asyncio.wait_for(backend.started.wait(), DEADLINE)
        item = asyncio.create_task(batcher.embed(["item"], priority="enrich"))
        await asyncio.sleep(0)
        episodes = [
            asyncio.create_task(batcher.embed([f"ep{i}"], priority="index")) for i in range(4)
        ]
        await asyncio.sleep(0)
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(running, item, *episodes), DEADLINE)
        assert backend.calls == [["running"], ["ep0", "ep1"], ["ep2", "ep3"], ["item"]]
        assert batcher.promoted == 0
    finally:
        await batcher.stop(timeout=5)


async def test_enrichment_that_waited_past_the_age_bound_is_not_starved(
    backend: RecordingEmbedder,
) -> None:
    backend.gate = asyncio.Event()
    clock = FakeClock()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=2, promote_after_s=2.0, clock=clock)
    batcher.start()
    try:
        running = asyncio.create_task(batcher.embed(["running"], priority="index"))
        await asyncio.wait_for(backend.started.wait(), DEADLINE)
        item = asyncio.create_task(batcher.embed(["item"], priority="enrich"))
        await asyncio.sleep(0)
        clock.now = 2.5  # the item has waited past the bound; the episodes arrive later
        episodes = [
            asyncio.create_task(batcher.embed([f"ep{i}"], priority="index")) for i in range(3)
        ]
        await asyncio.sleep(0)
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(running, item, *episodes), DEADLINE)
        assert backend.calls == [["running"], ["item", "ep0"], ["ep1", "ep2"]]
        assert batcher.promoted == 1
    finally:
        await batcher.stop(timeout=5)


@settings(max_examples=60, deadline=None)
@given(
    requests=st.lists(
        st.tuples(
            st.sampled_from(["query", "index", "enrich"]),
            st.lists(st.sampled_from(["a", "b", "c", "dd", "eee"]), min_size=1, max_size=6),
        ),
        min_size=1,
        max_size=12,
    ),
    max_batch=st.integers(min_value=1, max_value=5),
)
def test_every_request_is_answered_once_with_its_own_rows(
    requests: list[tuple[EmbedPriority, list[str]]], max_batch: int
) -> None:
    async def run() -> None:
        backend = RecordingEmbedder()
        backend.gate = asyncio.Event()
        batcher = MicroBatcher(backend, window_s=0.0, max_batch=max_batch, clock=lambda: 0.0)
        batcher.start()
        try:
            blocker = asyncio.create_task(batcher.embed(["blocker"]))
            await asyncio.wait_for(backend.started.wait(), DEADLINE)
            tasks = [asyncio.create_task(batcher.embed(t, priority=p)) for p, t in requests]
            await asyncio.sleep(0)
            backend.gate.set()
            results = await asyncio.wait_for(asyncio.gather(blocker, *tasks), DEADLINE)
        finally:
            await batcher.stop(timeout=5)
        for (_, texts), rows in zip(requests, results[1:], strict=True):
            assert np.allclose(rows, backend.embed(texts))
        sent = [t for call in backend.calls[1:] for t in call]
        assert len(sent) == sum(len(t) for _, t in requests)  # every text embedded once
        # Everything was queued before the first batch formed: full batches, by class, and
        # in arrival order within a class (the clock stands still: nothing ages).
        assert [len(c) for c in backend.calls[1:]] == [
            min(max_batch, len(sent) - i) for i in range(0, len(sent), max_batch)
        ]
        order = {"query": 0, "index": 1, "enrich": 2}
        by_class = sorted(requests, key=lambda r: order[r[0]])
        assert sent == [t for _, texts in by_class for t in texts]

    asyncio.run(run())


async def test_backend_texts_are_counted_by_priority_class(
    batcher: MicroBatcher, backend: RecordingEmbedder
) -> None:
    def counted() -> dict[str, float]:
        return {
            p: metrics.REGISTRY.get_sample_value(
                "memstream_embed_backend_texts_total", {"priority": p}
            )
            or 0.0
            for p in ("query", "index", "enrich")
        }

    before = counted()
    backend.gate = asyncio.Event()
    first = asyncio.create_task(batcher.embed(["running"], priority="index"))
    await asyncio.wait_for(backend.started.wait(), DEADLINE)
    # Queued together behind the running call, so one call holds all three classes.
    queued = [
        asyncio.create_task(batcher.embed(["q"], priority="query")),
        asyncio.create_task(batcher.embed(["e1", "e2", "e3"], priority="enrich")),
        asyncio.create_task(batcher.embed(["i1", "i2"], priority="index")),
    ]
    await asyncio.sleep(0)
    backend.gate.set()
    await asyncio.wait_for(asyncio.gather(first, *queued), DEADLINE)
    assert len(backend.calls) == 2
    after = counted()
    grown = {p: after[p] - before[p] for p in before}
    assert grown == {"query": 1, "index": 3, "enrich": 3}

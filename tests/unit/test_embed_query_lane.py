"""The query lane: a query that arrives while the backend is busy gets a call of its own."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence

import numpy as np
import pytest

from memstream.services.common.models.embedding import DenseMatrix, HashEmbedder
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.jobs import BatcherClosed

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0


class SlowEpisodes(HashEmbedder):
    """Holds every call that embeds an episode ("ep…") until `gate` opens; records calls."""

    def __init__(self) -> None:
        super().__init__(dim=16)
        self.calls: list[list[str]] = []
        self.gate = asyncio.Event()
        self.episode_call_started = asyncio.Event()

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        self.calls.append(list(texts))
        if any(t.startswith("ep") for t in texts):
            self.episode_call_started.set()
            await self.gate.wait()
        return self.embed(texts)


@pytest.fixture
def backend() -> SlowEpisodes:
    return SlowEpisodes()


async def started(backend: SlowEpisodes, lane: bool) -> MicroBatcher:
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=100, query_lane=lane)
    batcher.start()
    return batcher


@pytest.fixture
async def laned(backend: SlowEpisodes) -> AsyncIterator[MicroBatcher]:
    batcher = await started(backend, lane=True)
    yield batcher
    backend.gate.set()
    await batcher.stop(timeout=5)


async def test_a_query_behind_a_running_batch_is_answered_before_the_batch_ends(
    laned: MicroBatcher, backend: SlowEpisodes
) -> None:
    running = asyncio.create_task(laned.embed(["ep one", "ep two"]))
    await asyncio.wait_for(backend.episode_call_started.wait(), DEADLINE)
    rows = await asyncio.wait_for(laned.embed(["a query"], priority="query"), DEADLINE)
    assert np.array_equal(rows, backend.embed(["a query"]))
    assert not running.done()  # the episodes' call is still held
    backend.gate.set()
    await asyncio.wait_for(running, DEADLINE)
    assert backend.calls == [["ep one", "ep two"], ["a query"]]


async def test_the_lane_takes_queries_only_and_episodes_wait_for_the_slot(
    laned: MicroBatcher, backend: SlowEpisodes
) -> None:
    running = asyncio.create_task(laned.embed(["ep one"]))
    await asyncio.wait_for(backend.episode_call_started.wait(), DEADLINE)
    episodes = asyncio.create_task(laned.embed(["ep two", "ep three"]))
    items = asyncio.create_task(laned.embed(["an item"], priority="enrich"))
    queries = [asyncio.create_task(laned.embed([q], priority="query")) for q in ("q1", "q2")]
    await asyncio.wait_for(asyncio.gather(*queries), DEADLINE)
    assert not episodes.done() and not items.done()
    backend.gate.set()
    await asyncio.wait_for(asyncio.gather(running, episodes, items), DEADLINE)
    # Both queries arrived in the same loop step, so they share the lane's one call.
    assert backend.calls[1] == ["q1", "q2"]
    assert backend.calls[2] == ["ep two", "ep three", "an item"]


async def test_without_the_lane_a_query_waits_for_the_running_batch(
    backend: SlowEpisodes,
) -> None:
    batcher = await started(backend, lane=False)
    try:
        running = asyncio.create_task(batcher.embed(["ep one"]))
        await asyncio.wait_for(backend.episode_call_started.wait(), DEADLINE)
        query = asyncio.create_task(batcher.embed(["a query"], priority="query"))
        done, _ = await asyncio.wait({query}, timeout=0.2)
        assert not done  # held behind the episodes' call (the lane would have answered it)
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(running, query), DEADLINE)
        assert backend.calls == [["ep one"], ["a query"]]
    finally:
        backend.gate.set()
        await batcher.stop(timeout=5)


async def test_a_query_at_an_idle_backend_still_takes_the_main_slot(
    laned: MicroBatcher, backend: SlowEpisodes
) -> None:
    await asyncio.wait_for(laned.embed(["a query"], priority="query"), DEADLINE)
    running = asyncio.create_task(laned.embed(["ep one"]))
    await asyncio.wait_for(backend.episode_call_started.wait(), DEADLINE)
    # The main slot is busy now: the next query goes through the lane.
    await asyncio.wait_for(laned.embed(["another query"], priority="query"), DEADLINE)
    backend.gate.set()
    await asyncio.wait_for(running, DEADLINE)
    assert laned.stats.calls == 3
    assert backend.calls == [["a query"], ["ep one"], ["another query"]]


async def test_stop_ends_the_lane_and_refuses_new_queries(backend: SlowEpisodes) -> None:
    before = asyncio.all_tasks()
    batcher = await started(backend, lane=True)
    # This batcher's lane (other tests' services may run lanes on the same loop).
    [lane] = [t for t in asyncio.all_tasks() - before if t.get_name() == "embed-queries"]
    backend.gate.set()
    await batcher.stop(timeout=5)
    assert lane.done() and not batcher.running
    with pytest.raises(BatcherClosed):
        await batcher.embed(["a query"], priority="query")

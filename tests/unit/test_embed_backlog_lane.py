"""The backlog lane: a full batch waiting behind a running call gets a call beside it."""

from __future__ import annotations

import asyncio
from asyncio import Task
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager

import numpy as np
import pytest

from memstream.services.common.models.embedding import DenseMatrix, HashEmbedder
from memstream.services.embedder.backend import backlog_lane_fits
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.settings import EmbedderSettings

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0
BATCH = 4


class GatedBackend(HashEmbedder):
    """Holds every call until `gate` opens; counts the calls running at once."""

    def __init__(self) -> None:
        super().__init__(dim=16)
        self.calls: list[list[str]] = []
        self.gate = asyncio.Event()
        self.running = 0
        self.most_at_once = 0
        self.changed = asyncio.Condition()

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        self.calls.append(list(texts))
        async with self.changed:
            self.running += 1
            self.most_at_once = max(self.most_at_once, self.running)
            self.changed.notify_all()
        try:
            await self.gate.wait()
        finally:
            async with self.changed:
                self.running -= 1
                self.changed.notify_all()
        return self.embed(texts)

    async def wait_running(self, count: int) -> None:
        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(lambda: self.running >= count), DEADLINE)


def episodes(prefix: str, count: int) -> list[str]:
    return [f"{prefix} {i}" for i in range(count)]


async def started(backend: GatedBackend, lane: bool) -> MicroBatcher:
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=BATCH, backlog_lane=lane)
    batcher.start()
    return batcher


async def settle() -> None:
    """A few turns of the event loop: whatever the batcher would start, it has started."""
    for _ in range(5):
        await asyncio.sleep(0)


@asynccontextmanager
async def one_call_held(lane: bool) -> AsyncIterator[tuple[MicroBatcher, GatedBackend, Task]]:
    """A batcher whose backend holds a running call of a full batch ("a 0" ...)."""
    backend = GatedBackend()
    batcher = await started(backend, lane)
    try:
        first = asyncio.create_task(batcher.embed(episodes("a", BATCH)))
        await backend.wait_running(1)
        yield batcher, backend, first
    finally:
        backend.gate.set()
        await batcher.stop(timeout=5)


async def test_a_full_batch_behind_a_running_call_runs_beside_it() -> None:
    async with one_call_held(lane=True) as (batcher, backend, first):
        second = asyncio.create_task(batcher.embed(episodes("b", BATCH)))
        await backend.wait_running(2)  # the lane took the full batch; the slot is still busy
        third = asyncio.create_task(batcher.embed(episodes("c", BATCH)))
        await settle()
        assert backend.running == 2, "two calls at most: one per slot, one in the lane"
        backend.gate.set()
        rows = await asyncio.wait_for(asyncio.gather(first, second, third), DEADLINE)
    for prefix, got in zip("abc", rows, strict=True):
        assert np.array_equal(got, backend.embed(episodes(prefix, BATCH)))
    assert backend.most_at_once == 2
    assert sorted(map(sorted, backend.calls)) == sorted(sorted(episodes(p, BATCH)) for p in "abc")


@pytest.mark.parametrize(
    ("lane", "size"),
    [(True, BATCH - 1), (False, BATCH)],
    ids=["less than a full batch", "a full batch without the lane"],
)
async def test_otherwise_the_next_texts_wait_for_the_slot(lane: bool, size: int) -> None:
    async with one_call_held(lane) as (batcher, backend, first):
        second = asyncio.create_task(batcher.embed(episodes("b", size)))
        await settle()
        assert backend.running == 1 and len(backend.calls) == 1
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(first, second), DEADLINE)
    assert backend.most_at_once == 1
    assert backend.calls == [episodes("a", BATCH), episodes("b", size)]


async def test_stop_lets_a_lane_call_finish() -> None:
    backend = GatedBackend()
    batcher = await started(backend, lane=True)
    first = asyncio.create_task(batcher.embed(episodes("a", BATCH)))
    await backend.wait_running(1)
    second = asyncio.create_task(batcher.embed(episodes("b", BATCH)))
    await backend.wait_running(2)
    stopping = asyncio.create_task(batcher.stop(timeout=DEADLINE))
    await settle()
    backend.gate.set()
    await asyncio.wait_for(stopping, DEADLINE)
    rows = await asyncio.wait_for(asyncio.gather(first, second), DEADLINE)
    assert [r.shape for r in rows] == [(BATCH, 16), (BATCH, 16)]


@pytest.mark.parametrize(
    ("cores", "threads", "concurrency", "fits"),
    [
        (2, None, 1, True),  # the default on two cores: one thread per call, two calls
        (1, None, 1, False),  # one core: no idle core to use
        (4, None, 1, True),  # two threads per call
        (2, 2, 1, False),  # one call already takes both cores
        (4, 1, 3, True),
        (4, 1, 4, False),
    ],
)
def test_the_lane_runs_only_where_its_call_has_cores(
    cores: int, threads: int | None, concurrency: int, fits: bool
) -> None:
    settings = EmbedderSettings(threads=threads, max_concurrency=concurrency)
    assert backlog_lane_fits(settings, cores) is fits

"""Item texts give the indexer its next batch first while it works off a backlog."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Sequence

from memstream.contracts.embed import EmbedPriority
from memstream.services.common.models.embedding import DenseMatrix, HashEmbedder
from memstream.services.embedder.batcher import MicroBatcher

# Failure bounds, never measurements: a hold this long would fail the test that must not hold.
HOLD_S = 60.0
DEADLINE = 10.0


class Recording(HashEmbedder):
    def __init__(self) -> None:
        super().__init__(dim=8)
        self.calls: list[list[str]] = []

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        self.calls.append(list(texts))
        return self.embed(texts)


@contextlib.asynccontextmanager
async def running(hold_s: float = HOLD_S) -> AsyncIterator[tuple[MicroBatcher, Recording]]:
    backend = Recording()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=8, hold_s=hold_s, backlog_texts=2)
    batcher.start()
    try:
        yield batcher, backend
    finally:
        await batcher.stop(timeout=5)


async def embed(batcher: MicroBatcher, texts: list[str], priority: EmbedPriority) -> None:
    await asyncio.wait_for(batcher.embed(texts, priority=priority), DEADLINE)


async def test_after_a_backlog_call_item_texts_wait_for_the_next_episodes() -> None:
    async with running() as (batcher, backend):
        await embed(batcher, ["e0", "e1"], "index")
        item = asyncio.create_task(batcher.embed(["item"], priority="enrich"))
        for _ in range(10):
            await asyncio.sleep(0)  # let the batcher run: it must hold the item back
        assert not item.done()
        assert backend.calls == [["e0", "e1"]]
        # The indexer's next batch goes first, without the item (it would lengthen the
        # call); one episode says the indexer has caught up, so the item goes next.
        await embed(batcher, ["e2"], "index")
        await asyncio.wait_for(item, DEADLINE)
        assert backend.calls == [["e0", "e1"], ["e2"], ["item"]]


async def test_a_query_goes_at_once_and_alone_during_the_hold() -> None:
    async with running() as (batcher, backend):
        await embed(batcher, ["e0", "e1"], "index")
        item = asyncio.create_task(batcher.embed(["item"], priority="enrich"))
        await embed(batcher, ["q"], "query")
        assert backend.calls == [["e0", "e1"], ["q"]]
        assert not item.done()
        # A second backlog batch keeps the hold; the item still waits.
        await embed(batcher, ["e2", "e3"], "index")
        assert not item.done()
        await embed(batcher, ["e4"], "index")
        await asyncio.wait_for(item, DEADLINE)
        assert backend.calls[-2:] == [["e4"], ["item"]]


async def test_the_hold_ends_on_its_own() -> None:
    async with running(hold_s=0.05) as (batcher, backend):
        await embed(batcher, ["e0", "e1"], "index")
        await embed(batcher, ["item"], "enrich")
        assert backend.calls == [["e0", "e1"], ["item"]]


async def test_an_indexer_that_keeps_up_holds_nothing_back() -> None:
    async with running() as (batcher, backend):
        # One episode at a time is an indexer keeping up: the item goes at once.
        await embed(batcher, ["e0"], "index")
        await embed(batcher, ["item"], "enrich")
        assert backend.calls == [["e0"], ["item"]]


async def test_no_hold_when_it_is_off() -> None:
    async with running(hold_s=0.0) as (batcher, backend):
        await embed(batcher, ["e0", "e1"], "index")
        await embed(batcher, ["item"], "enrich")
        assert backend.calls == [["e0", "e1"], ["item"]]

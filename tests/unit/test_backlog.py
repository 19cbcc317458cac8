"""Enrichment gives way to indexing (services/common/runtime/backlog.py)."""

from __future__ import annotations

import asyncio

from memstream.services.common.runtime.backlog import IndexingBacklog


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def test_nobody_waits_while_the_indexer_keeps_up_or_has_not_reported() -> None:
    backlog = IndexingBacklog(Clock())
    assert not backlog.behind()
    assert await backlog.give_way(5.0) is False
    backlog.report(pending=64, limit=64)  # a batch's worth is not behind
    assert not backlog.behind()
    assert await backlog.give_way(5.0) is False
    assert backlog.waits == 0


async def test_a_batch_waits_until_the_indexer_catches_up() -> None:
    backlog = IndexingBacklog(Clock())
    backlog.report(pending=500, limit=64)
    assert backlog.behind()
    waiting = asyncio.create_task(backlog.give_way(60.0))
    await asyncio.sleep(0)  # let it start waiting
    assert not waiting.done()
    backlog.report(pending=3, limit=64)
    assert await asyncio.wait_for(waiting, 5.0) is True
    assert backlog.waits == 1


async def test_the_wait_is_bounded_and_zero_never_waits() -> None:
    backlog = IndexingBacklog(Clock())
    backlog.report(pending=500, limit=64)
    assert await backlog.give_way(0.0) is False
    # Still behind after the bound: the batch goes ahead anyway.
    assert await asyncio.wait_for(backlog.give_way(0.01), 5.0) is True
    assert backlog.behind()


async def test_an_old_report_says_nothing_about_now() -> None:
    clock = Clock()
    backlog = IndexingBacklog(clock, fresh_s=5.0)
    backlog.report(pending=500, limit=64)
    clock.now += 6.0  # the indexer stopped reporting (stopped, or idle)
    assert not backlog.behind()
    assert await backlog.give_way(60.0) is False

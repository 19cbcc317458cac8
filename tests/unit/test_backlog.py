"""Enrichment gives way to indexing (services/common/runtime/backlog.py)."""

from __future__ import annotations

import asyncio

from memstream.services.common.runtime import metrics
from memstream.services.common.runtime.backlog import IndexerHoldings, IndexingBacklog


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def gave_way_seconds() -> float:
    value = metrics.REGISTRY.get_sample_value("memstream_extractor_gave_way_seconds_total")
    return value or 0.0


async def test_nobody_waits_while_the_indexer_keeps_up_or_has_not_reported() -> None:
    backlog = IndexingBacklog(Clock())
    assert not backlog.behind()
    assert await backlog.give_way(5.0) is False
    backlog.report(pending=64, limit=64)  # a batch's worth is not behind
    assert not backlog.behind()
    assert await backlog.give_way(5.0) is False


async def test_a_batch_waits_until_the_indexer_catches_up() -> None:
    clock = Clock()
    backlog = IndexingBacklog(clock)
    backlog.report(pending=500, limit=64)
    assert backlog.behind()
    waited_before = gave_way_seconds()
    waiting = asyncio.create_task(backlog.give_way(60.0))
    await asyncio.sleep(0)  # let it start waiting
    assert not waiting.done()
    clock.now += 2.5
    backlog.report(pending=3, limit=64)
    assert await asyncio.wait_for(waiting, 5.0) is True
    # Operators (and bench/freshness.py) see how long enrichment gave way.
    assert gave_way_seconds() - waited_before == 2.5


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


def batch(size: int) -> list[None]:
    """A fetched batch stand-in: the holdings count it and know it by identity."""
    return [None] * size


def test_the_indexer_counts_what_it_holds_beside_what_jetstream_holds() -> None:
    """Batches in hand are part of the backlog: JetStream's undelivered count alone reads
    0 while fetched batches wait to be indexed."""
    backlog = IndexingBacklog(Clock())
    holdings = IndexerHoldings(backlog, limit=16)
    a, b, c, d = batch(10), batch(10), batch(4), batch(2)
    holdings.fetched(a, undelivered=0)
    assert not backlog.behind()  # one batch of 10 is within a quarter batch
    holdings.fetched(b, undelivered=0)
    assert backlog.behind()  # 20 fetched and not finished, though JetStream holds none
    holdings.finished(a)
    assert not backlog.behind()
    holdings.fetched(c, undelivered=40)
    assert backlog.behind()  # 14 held and 40 not yet delivered
    holdings.finished(b)
    holdings.finished(c)
    assert holdings.held == 0
    holdings.fetched(d, undelivered=0)
    assert not backlog.behind()


async def test_a_batch_held_past_a_quarter_second_means_behind_however_few_it_holds() -> None:
    """Near capacity the indexer takes every message the moment it can start a batch, so
    it holds few while each batch waits out the one before it: the time in hand says
    behind, the count does not. The time is this process's clock, fetch to settle."""
    clock = Clock()
    backlog = IndexingBacklog(clock, behind_s=0.25)
    holdings = IndexerHoldings(backlog, limit=16)
    first, second = batch(6), batch(5)
    holdings.fetched(first, undelivered=0)
    clock.now += 0.1
    holdings.fetched(second, undelivered=0)
    assert not backlog.behind()  # 11 held, the first for 0.1 s
    clock.now += 0.2  # the first batch has been held 0.3 s
    assert backlog.behind()
    waiting = asyncio.create_task(backlog.give_way(60.0))
    for _ in range(5):
        await asyncio.sleep(0)
    assert not waiting.done()
    holdings.finished(first)
    assert not backlog.behind()  # the second one has been held 0.2 s
    assert await asyncio.wait_for(waiting, 5.0) is True
    clock.now += 0.1
    assert backlog.behind()  # now 0.3 s
    holdings.finished(second)
    assert not backlog.behind() and backlog.idle()


async def test_a_batch_held_on_makes_a_waiting_extractor_wait_for_the_next_report() -> None:
    """Time in hand grows between reports: a give-way that finds the indexer caught up
    at its last report but behind by the clock waits for the next report."""
    clock = Clock()
    backlog = IndexingBacklog(clock, behind_s=0.25)
    backlog.report(pending=3, limit=16, held_since=clock.now)
    assert not backlog.behind()
    clock.now += 1.0
    waiting = asyncio.create_task(backlog.give_way(60.0))
    for _ in range(5):
        await asyncio.sleep(0)
    assert not waiting.done()
    backlog.report(pending=2, limit=16, held_since=clock.now - 0.1)
    assert await asyncio.wait_for(waiting, 5.0) is True


def test_a_stopped_indexer_holds_nothing() -> None:
    backlog = IndexingBacklog(Clock())
    holdings = IndexerHoldings(backlog, limit=16)
    handed_back = batch(64)
    holdings.fetched(handed_back, undelivered=100)
    holdings.reset()  # the consumer stopped: its batches went back to JetStream
    assert holdings.held == 0
    latest = batch(1)
    holdings.fetched(latest, undelivered=0)
    assert not backlog.behind()
    holdings.finished(handed_back)  # a late finish of a batch handed back counts no more
    assert holdings.held == 1


async def test_until_idle_waits_for_an_indexer_with_nothing_to_index() -> None:
    clock = Clock()
    backlog = IndexingBacklog(clock, fresh_s=5.0)
    assert backlog.idle()  # no report yet
    await asyncio.wait_for(backlog.until_idle(), 5.0)
    backlog.report(pending=3, limit=64)  # keeping up, but not idle
    assert not backlog.behind() and not backlog.idle()
    waiting = asyncio.create_task(backlog.until_idle())
    for _ in range(5):
        await asyncio.sleep(0)
    assert not waiting.done()
    backlog.report(pending=0, limit=64)
    await asyncio.wait_for(waiting, 5.0)
    backlog.report(pending=3, limit=64)
    clock.now += 6.0  # an indexer that stopped reporting is idle
    assert backlog.idle()
    await asyncio.wait_for(backlog.until_idle(), 5.0)

"""Counting a tenant's turns ahead of the indexer, and when its ack waits (ingest/backlog.py)."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.messaging.progress import ConsumerProgress
from memstream.services.common.messaging.watermark import ConsumerWatermark
from memstream.services.common.runtime import metrics
from memstream.services.ingest.backlog import RESERVED, BacklogHold, PendingTurns


def plain_target(acked: dict[str, list[int]], floor: int, limit: int, tenant: str) -> int:
    """PendingTurns.target's rule, recomputed from every turn ever written."""
    ahead = {t: [x for x in seqs if x > floor] for t, seqs in acked.items()}
    ahead = {t: seqs for t, seqs in ahead.items() if seqs}
    everyone = sorted(x for seqs in ahead.values() for x in seqs)
    if len(everyone) < limit:
        return 0
    mine = sorted(ahead.get(tenant, []))
    share = max(1, limit // 8, limit // (len(ahead) + (0 if mine else 1)))
    if len(mine) < share:
        return 0
    return min(mine[len(mine) - share], everyone[len(everyone) - limit])


@given(
    limit=st.integers(1, 12),
    steps=st.lists(
        st.tuples(st.sampled_from("abcd"), st.integers(0, 3), st.booleans()), max_size=80
    ),
)
def test_pending_turns_follow_the_rule_recomputed_from_scratch(
    limit: int, steps: list[tuple[str, int, bool]]
) -> None:
    """Turns written in sequence order, some acked out of it (a pair swapped), the floor
    moving up now and then (as read at a poll, after which the counts are brought up to
    date): every answer is the rule's recomputed from every turn, the counts are exact, and
    the watermark answered lets the tenant write (below its share, or all below the limit).
    """
    pending = PendingTurns(limit)
    acked: dict[str, list[int]] = {}
    floor = 0
    seq = 0
    for tenant, advance, swapped in steps:
        floor = min(floor + advance, seq)
        pending.forget(floor)
        target = pending.target(tenant)
        assert target == plain_target(acked, floor, limit, tenant)
        if target:
            ahead = {t: [x for x in xs if x > target] for t, xs in acked.items()}
            mine = len(ahead.get(tenant, []))
            tenants = sum(1 for xs in ahead.values() if xs) + (0 if mine else 1)
            share = max(1, limit // 8, limit // tenants)
            assert mine < share or sum(map(len, ahead.values())) < limit
        # Two turns admitted together, written in one order and settled in the other.
        pending.reserve(tenant)
        pending.reserve(tenant)
        first, second = seq + 1, seq + 2
        seq += 2
        for done in (second, first) if swapped else (first, second):
            pending.settle(tenant, done)
            acked.setdefault(tenant, []).append(done)
        assert pending.count() == sum(x > floor for xs in acked.values() for x in xs)
        assert pending.count(tenant) == sum(x > floor for x in acked[tenant])


def test_one_flooding_tenant_keeps_the_limit_queued_and_twenty_keep_an_eighth_each() -> None:
    alone = PendingTurns(64)
    for seq in range(1, 65):
        assert alone.target("import") == 0
        alone.reserve("import")
        alone.settle("import", seq)
    assert alone.target("import") == 1  # the 65th waits for the first
    many = PendingTurns(64)
    seq = 0
    for _ in range(8):
        for tenant in range(20):
            seq += 1
            many.reserve(f"t{tenant}")
            many.settle(f"t{tenant}", seq)
    # 160 ahead, 8 each: at the floor of a share (64 // 8), t1 waits until its first turn
    # (seq 2) is passed, or until everyone is below 64 (seq 97), whichever comes first.
    assert many.target("t1") == 2
    # A tenant with no turn ahead: below its share.
    assert many.target("chat") == 0


def test_a_steady_load_over_many_tenants_never_waits() -> None:
    """Twenty tenants, 80 turns ahead (more than the limit: the indexer's batches in hand
    at a busy moment), four each: every tenant is below its share, so nobody waits."""
    pending = PendingTurns(64)
    for seq in range(1, 81):
        pending.reserve(f"t{seq % 20}")
        pending.settle(f"t{seq % 20}", seq)
    assert pending.count() == 80
    assert all(pending.target(f"t{n}") == 0 for n in range(20))


def test_a_turn_not_written_gives_its_place_back_and_a_turn_being_written_holds_it() -> None:
    pending = PendingTurns(1)
    pending.reserve("a")
    assert pending.target("a") == RESERVED  # no watermark passes a turn not yet written
    pending.settle("a", None)
    assert pending.target("a") == 0 and pending.count() == 0


def test_forget_drops_indexed_turns_and_empty_tenants() -> None:
    pending = PendingTurns(2)
    for seq, tenant in enumerate("aabab", start=1):
        pending.reserve(tenant)
        pending.settle(tenant, seq)
    pending.forget(3)
    assert pending.count("a") == 1 and pending.count("b") == 1 and len(pending) == 2
    assert pending.count() == 2
    pending.forget(4)
    assert pending.count("a") == 0 and pending.count("b") == 1 and len(pending) == 1
    pending.forget(5)
    assert len(pending) == 0 and pending.count() == 0


def test_a_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="limit"):
        PendingTurns(0)


class Indexer:
    """The indexer consumer's state as JetStream would report it, moved by the test."""

    def __init__(self, exists: bool = True) -> None:
        self.exists = exists
        self.floor = 0
        self.reads = 0

    async def read(self) -> ConsumerProgress | None:
        self.reads += 1
        if not self.exists:
            return None
        return ConsumerProgress(ack_floor=self.floor, delivered=self.floor, idle=False)


def hold(indexer: Indexer, limit: int, hold_s: float, sleep_moves: int = 0) -> BacklogHold:
    """A hold on `indexer`; each wait between polls moves its floor up by `sleep_moves`."""

    async def sleep(_: float) -> None:
        indexer.floor += sleep_moves

    watermark = ConsumerWatermark(
        "episode-indexer", indexer.read, poll_s=0, poll_max_s=0, sleep=sleep
    )
    return BacklogHold(watermark, limit, hold_s)


async def admit_and_write(backlog: BacklogHold, tenant: str, seq: int) -> float:
    admitted = await backlog.admit(tenant)
    if admitted.counted:
        backlog.settle(tenant, seq)
    return admitted.held_s


async def test_below_the_limit_the_indexer_is_not_even_asked() -> None:
    indexer = Indexer()
    backlog = hold(indexer, limit=3, hold_s=10)
    assert [await admit_and_write(backlog, "a", seq) for seq in (1, 2, 3)] == [0.0] * 3
    assert indexer.reads == 0


async def test_at_the_limit_a_turn_waits_until_the_indexer_passes_the_oldest() -> None:
    indexer = Indexer()
    backlog = hold(indexer, limit=2, hold_s=60, sleep_moves=1)
    caught_up = metrics.INGEST_HOLDS.labels("caught_up")._value.get()
    for seq in (1, 2):
        await admit_and_write(backlog, "a", seq)
    assert (await backlog.admit("a")).counted
    # Let through as soon as the floor passed the first turn: the second and this one ahead.
    assert indexer.floor == 1 and backlog.pending.count("a") == 2
    assert metrics.INGEST_HOLDS.labels("caught_up")._value.get() == caught_up + 1


async def test_a_turn_waits_for_the_write_of_one_admitted_before_it() -> None:
    indexer = Indexer()
    backlog = hold(indexer, limit=1, hold_s=60, sleep_moves=1)
    await backlog.admit("a")  # admitted, being written
    second = asyncio.create_task(backlog.admit("a"))
    await asyncio.sleep(0)
    assert not second.done()
    backlog.settle("a", 1)
    # Written: now it waits for the indexer to pass it, which moves on each poll's wait.
    await asyncio.wait_for(second, 10)
    assert indexer.floor == 1 and backlog.pending.count("a") == 1


async def test_no_indexer_consumer_holds_nothing_and_forgets_the_counts() -> None:
    indexer = Indexer(exists=False)
    backlog = hold(indexer, limit=1, hold_s=60)
    assert await admit_and_write(backlog, "a", 1) == 0.0
    assert await admit_and_write(backlog, "a", 2) == 0.0
    # The first turn was counted before the indexer was read; once it is known to be
    # missing, the counts are dropped and later turns are not counted.
    assert backlog.pending.count() == 0 and indexer.reads == 1
    await backlog.close()


async def test_every_sweep_s_the_counts_forget_what_the_indexer_passed() -> None:
    """A tenant that never reaches its share never makes the indexer be read on its
    behalf; the sweep does, once every `sweep_s`, and drops what was passed."""
    indexer = Indexer()
    now = [0.0]
    watermark = ConsumerWatermark("episode-indexer", indexer.read, poll_s=0, poll_max_s=0)
    backlog = BacklogHold(watermark, 64, 2.0, sweep_s=5.0, clock=lambda: now[0])
    for seq in (1, 2, 3):
        await admit_and_write(backlog, f"t{seq}", seq)
    assert indexer.reads == 0 and backlog.pending.count() == 3
    indexer.floor = 2
    now[0] = 5.0
    await admit_and_write(backlog, "t4", 4)  # starts the sweep in the background
    sweep = backlog._sweep
    assert sweep is not None
    await asyncio.wait_for(sweep, 10)
    assert indexer.reads == 1
    assert backlog.pending.count() == 2 and len(backlog.pending) == 2  # t3 and t4 left
    await backlog.close()


async def test_a_stuck_indexer_costs_one_hold_then_none_until_it_moves() -> None:
    indexer = Indexer()  # its floor moves only when the test moves it
    backlog = hold(indexer, limit=1, hold_s=0.05)
    expired = metrics.INGEST_HOLDS.labels("expired")._value.get()
    await admit_and_write(backlog, "a", 1)
    assert await admit_and_write(backlog, "a", 2) > 0  # waited out its hold
    assert metrics.INGEST_HOLDS.labels("expired")._value.get() == expired + 1
    # The indexer did not move during a whole hold: stuck, so the next turns do not wait,
    # and are not counted (a backlog left by an outage is nobody's flood).
    assert await admit_and_write(backlog, "a", 3) == 0.0
    assert await admit_and_write(backlog, "a", 4) == 0.0
    assert backlog.pending.count("a") == 2
    indexer.floor = 1
    # It moved: turns wait for it again.
    assert await admit_and_write(backlog, "a", 5) > 0
    assert metrics.INGEST_HOLDS.labels("expired")._value.get() == expired + 2


class Unanswered(Indexer):
    """An indexer consumer whose state reads go unanswered while `answering` is clear."""

    def __init__(self) -> None:
        super().__init__()
        self.answering = asyncio.Event()
        self.answering.set()

    async def read(self) -> ConsumerProgress | None:
        await self.answering.wait()
        return await super().read()


async def test_an_unanswered_reading_costs_one_hold_not_the_reads_timeout() -> None:
    """The read's own timeout is as long as the agent's: a turn must not wait for it, and
    while readings do not come, only one turn per sweep period waits at all."""
    indexer = Unanswered()
    now = [0.0]
    watermark = ConsumerWatermark("episode-indexer", indexer.read, poll_s=0, poll_max_s=0)
    backlog = BacklogHold(watermark, 1, 0.05, sweep_s=5.0, clock=lambda: now[0])
    await admit_and_write(backlog, "a", 1)  # below its share: no reading
    indexer.answering.clear()
    first = await asyncio.wait_for(backlog.admit("a"), 10)
    assert first.counted is False  # not counted: nothing is known of the indexer
    reads = indexer.reads
    second = await asyncio.wait_for(backlog.admit("a"), 10)
    assert second == (0.0, False) and indexer.reads == reads  # no wait, no new reading
    # Readings come again and the period is over: the tenant at its share waits again.
    indexer.answering.set()
    now[0] += 6.0
    indexer.floor = 1
    third = await asyncio.wait_for(backlog.admit("a"), 10)
    assert third.counted is True


def test_a_turn_the_indexer_took_before_it_settled_is_not_counted() -> None:
    """The indexer can take a turn between its write's ack and its settling here; counted
    then, nothing would forget it until the floor moved again."""
    pending = PendingTurns(4)
    pending.reserve("a")
    pending.forget(10)  # the indexer already took the turn written as sequence 10
    pending.settle("a", 10)
    assert pending.count() == 0 and pending.count("a") == 0
    pending.reserve("a")
    pending.settle("a", 11)
    pending.forget(10)
    assert pending.count("a") == 1

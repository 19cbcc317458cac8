"""Counting a tenant's turns ahead of the indexer, and when its ack waits (ingest/backlog.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.messaging.progress import ConsumerProgress
from memstream.services.common.messaging.watermark import ConsumerWatermark
from memstream.services.ingest.backlog import BacklogHold, PendingTurns


def plain_target(acked: dict[str, list[int]], floor: int, limit: int, tenant: str) -> int:
    """PendingTurns.target's rule, recomputed from every turn ever acked."""
    ahead = {t: [x for x in seqs if x > floor] for t, seqs in acked.items()}
    ahead = {t: seqs for t, seqs in ahead.items() if seqs}
    everyone = sorted(x for seqs in ahead.values() for x in seqs)
    if len(everyone) <= limit:
        return 0
    share = max(1, limit // len(ahead))
    mine = ahead.get(tenant, [])
    if len(mine) <= share:
        return 0
    return min(mine[len(mine) - share - 1], everyone[len(everyone) - limit - 1])


@given(
    limit=st.integers(1, 12),
    steps=st.lists(st.tuples(st.sampled_from("abcd"), st.integers(0, 3)), max_size=80),
)
def test_pending_turns_follow_the_rule_recomputed_from_scratch(
    limit: int, steps: list[tuple[str, int]]
) -> None:
    """Turns acked in sequence order, the floor moving up now and then (as seen at a
    poll, after which the counts are brought up to date): the counts and every answer are
    those of the rule recomputed from every turn, and a wait for the answer ends with the
    tenant within its share or everyone within the limit."""
    pending = PendingTurns(limit)
    acked: dict[str, list[int]] = {}
    floor = 0
    for seq, (tenant, advance) in enumerate(steps, start=1):
        floor = min(floor + advance, seq - 1)
        pending.forget(floor)
        target = pending.add(tenant, seq, floor)
        acked.setdefault(tenant, []).append(seq)
        assert target == plain_target(acked, floor, limit, tenant)
        assert pending.count() == sum(x > floor for seqs in acked.values() for x in seqs)
        assert pending.count(tenant) == sum(x > floor for x in acked[tenant])
        if target:
            share = max(1, limit // len(pending))
            mine = sum(x > target for x in acked[tenant])
            everyone = sum(x > target for seqs in acked.values() for x in seqs)
            assert mine <= share or everyone <= limit


def test_one_flooding_tenant_keeps_the_limit_queued_and_twenty_keep_a_share_each() -> None:
    alone = PendingTurns(60)
    assert [alone.add("import", seq, 0) for seq in range(1, 62)][-2:] == [0, 1]
    many = PendingTurns(60)
    for seq in range(1, 61):
        many.add(f"t{seq % 20}", seq, 0)  # three turns each: within the limit
    # One more turn of t1 (its fourth): more than its share of 3, so it waits for its first.
    assert many.add("t1", 61, 0) == 1
    # A tenant with no turn ahead sends one: within its share (now 60 // 21 = 2).
    assert many.add("chat", 62, 0) == 0


def test_forget_drops_indexed_turns_and_empty_tenants() -> None:
    pending = PendingTurns(2)
    for seq, tenant in enumerate("aabab", start=1):
        pending.add(tenant, seq, 0)
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


async def test_within_the_limit_the_indexer_is_not_even_asked() -> None:
    indexer = Indexer()
    backlog = hold(indexer, limit=3, hold_s=10)
    assert [await backlog.admit("a", seq) for seq in (1, 2, 3)] == [0.0] * 3
    assert indexer.reads == 0


async def test_over_the_limit_the_ack_waits_until_the_indexer_passes_the_oldest() -> None:
    indexer = Indexer()
    backlog = hold(indexer, limit=2, hold_s=60, sleep_moves=1)
    for seq in (1, 2):
        await backlog.admit("a", seq)
    await backlog.admit("a", 3)
    # Released as soon as the floor reached the first turn: two of the three left ahead.
    assert indexer.floor == 1 and backlog.pending.count("a") == 2


async def test_no_indexer_consumer_holds_nothing_and_forgets_the_counts() -> None:
    indexer = Indexer(exists=False)
    backlog = hold(indexer, limit=1, hold_s=60)
    assert await backlog.admit("a", 1) == 0.0
    assert await backlog.admit("a", 2) == 0.0
    assert len(backlog.pending) == 0 and indexer.reads == 1
    await backlog.close()

"""Counting a tenant's turns ahead of the indexer, and when its ack waits (ingest/backlog.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.messaging.progress import ConsumerProgress
from memstream.services.common.messaging.watermark import ConsumerWatermark
from memstream.services.ingest.backlog import BacklogHold, PendingTurns


@given(
    limit=st.integers(1, 8),
    steps=st.lists(st.tuples(st.sampled_from("ab"), st.integers(0, 3)), max_size=60),
)
def test_pending_turns_match_a_plain_count(limit: int, steps: list[tuple[str, int]]) -> None:
    """Turns acked in sequence order, the floor moving up now and then: the count per
    tenant is exactly its turns above the floor, and waiting for the answer leaves
    `limit` of them."""
    pending = PendingTurns(limit)
    acked: dict[str, list[int]] = {"a": [], "b": []}
    floor = 0
    for seq, (tenant, advance) in enumerate(steps, start=1):
        floor = min(floor + advance, seq - 1)
        target = pending.add(tenant, seq, floor)
        acked[tenant].append(seq)
        ahead = [x for x in acked[tenant] if x > floor]
        assert pending.count(tenant) == len(ahead)
        if len(ahead) <= limit:
            assert target == 0
        else:
            assert target in ahead
            assert len([x for x in ahead if x > target]) == limit


def test_forget_drops_indexed_turns_and_empty_tenants() -> None:
    pending = PendingTurns(2)
    for seq, tenant in enumerate("aabab", start=1):
        pending.add(tenant, seq, 0)
    pending.forget(3, "a")
    assert pending.count("a") == 1 and pending.count("b") == 2 and len(pending) == 2
    pending.forget(4)
    assert pending.count("a") == 0 and pending.count("b") == 1 and len(pending) == 1
    pending.forget(5)
    assert len(pending) == 0


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

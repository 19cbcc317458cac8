"""`paced`: a history import never more than its window ahead of the indexer
(contracts/pacing.py), checked against a stand-in indexer that settles items on demand."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.pacing import paced


class Indexer:
    """Settles items in order, one per `settled` call's need: the watermark only moves
    when someone waits on it, so the bound is what `paced` enforces, not luck."""

    def __init__(self) -> None:
        self.sent: list[int] = []
        self.done = 0  # items 0 .. done-1 are settled
        self.most_ahead = 0

    async def send(self, item: int) -> int:
        self.sent.append(item)
        self.most_ahead = max(self.most_ahead, len(self.sent) - self.done)
        await asyncio.sleep(0)  # a real send yields to the loop
        return item

    async def settled(self, ack: int) -> None:
        assert ack < len(self.sent), "waited on an item not sent yet"
        self.done = max(self.done, ack + 1)


@given(count=st.integers(0, 200), window=st.integers(2, 40))
def test_never_more_than_the_window_ahead_and_everything_settled(count: int, window: int) -> None:
    indexer = Indexer()
    acks = asyncio.run(paced(range(count), indexer.send, indexer.settled, window))
    assert acks == list(range(count))
    assert indexer.sent == list(range(count))  # in order, each once
    assert indexer.most_ahead <= window
    assert indexer.done == count  # returns only once the last one is settled
    if count > window:
        assert indexer.most_ahead >= window - 1  # and it does use the window


def test_a_settle_that_fails_stops_the_import_where_it_is() -> None:
    sent: list[int] = []

    async def send(item: int) -> int:
        sent.append(item)
        return item

    async def stuck(ack: int) -> None:
        raise TimeoutError(f"item {ack} not indexed")

    with pytest.raises(TimeoutError, match="item 1 not indexed"):
        asyncio.run(paced(range(10), send, stuck, window=4))
    # Steps of two: items 0-3 went out, the first wait (on item 1) failed before item 4.
    assert sent == [0, 1, 2, 3]


def test_a_window_below_two_is_refused() -> None:
    async def nothing(item: int) -> int:
        return item

    async def settled(ack: int) -> None:
        return None

    with pytest.raises(ValueError, match="window"):
        asyncio.run(paced([1], nothing, settled, window=1))

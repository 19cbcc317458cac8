"""A tenant's batches in fetch order, however they reach the pipeline; a batch in parts."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import cast

import pytest
from hypothesis import given
from hypothesis import strategies as st
from nats.aio.msg import Msg

from memstream.services.extractor.service import in_parts
from memstream.services.extractor.tenant_order import Claim, TenantOrder

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0


async def settle() -> None:
    """A few turns of the event loop: whatever could run, has run."""
    for _ in range(5):
        await asyncio.sleep(0)


async def worked(claim: Claim, tenant: str, log: list[str], name: str, gate: asyncio.Event) -> None:
    await claim.turn(tenant)
    try:
        log.append(f"{name} starts {tenant}")
        await gate.wait()
        log.append(f"{name} ends {tenant}")
    finally:
        claim.done(tenant)


async def test_a_later_batch_waits_for_the_earlier_one_on_a_shared_tenant_only() -> None:
    order = TenantOrder()
    first = order.claim(["a", "b"])
    second = order.claim(["b", "c"])
    log: list[str] = []
    hold_first, hold_second = asyncio.Event(), asyncio.Event()
    # The later batch asks for its turns first: the claims, not the asking, set the order.
    later_b = asyncio.create_task(worked(second, "b", log, "second", hold_second))
    later_c = asyncio.create_task(worked(second, "c", log, "second", hold_second))
    await settle()
    assert log == ["second starts c"], "c is the later batch's alone; b waits for the first"
    earlier_b = asyncio.create_task(worked(first, "b", log, "first", hold_first))
    await settle()
    assert log[-1] == "first starts b"
    hold_first.set()
    await asyncio.wait_for(earlier_b, DEADLINE)
    await settle()
    assert log[-1] == "second starts b", "b's turn passes once the first batch is done with it"
    hold_second.set()
    await asyncio.wait_for(asyncio.gather(later_b, later_c), DEADLINE)
    first.release()
    second.release()
    assert order.claimed == 0


async def test_release_passes_every_turn_on_also_when_a_batch_never_reached_a_tenant() -> None:
    order = TenantOrder()
    first = order.claim(["a"])  # e.g. every message of "a" was dead-lettered
    second = order.claim(["a"])
    waiting = asyncio.create_task(second.turn("a"))
    await settle()
    assert not waiting.done()
    first.release()
    await asyncio.wait_for(waiting, DEADLINE)
    second.release()
    assert order.claimed == 0


async def test_a_batch_cancelled_while_it_waits_leaves_the_line_intact() -> None:
    order = TenantOrder()
    first, second, third = (order.claim(["a"]) for _ in range(3))
    cancelled = asyncio.create_task(second.turn("a"))
    await settle()
    cancelled.cancel()
    with pytest.raises(asyncio.CancelledError):
        await cancelled
    second.release()  # as the batch's `finally` does
    third_turn = asyncio.create_task(third.turn("a"))
    await settle()
    assert not third_turn.done(), "the first batch still holds a; a cancelled waiter frees nothing"
    first.release()
    await asyncio.wait_for(third_turn, DEADLINE)
    third.release()
    assert order.claimed == 0


async def test_an_unclaimed_tenant_and_a_repeated_tenant_wait_for_nothing() -> None:
    order = TenantOrder()
    held = order.claim(["a"])
    claim = order.claim(["b", "b"])
    await asyncio.wait_for(claim.turn("b"), DEADLINE)
    await asyncio.wait_for(claim.turn("z"), DEADLINE)
    claim.release()
    held.release()
    assert order.claimed == 0


@given(count=st.integers(0, 300), size=st.integers(1, 200))
def test_parts_keep_every_message_once_in_order_and_within_the_size(count: int, size: int) -> None:
    msgs = cast(Sequence[Msg], list(range(count)))
    parts = in_parts(msgs, size)
    assert [m for part in parts for m in part] == list(range(count))
    assert all(1 <= len(part) <= size for part in parts)
    assert len(parts) == -(-count // size)

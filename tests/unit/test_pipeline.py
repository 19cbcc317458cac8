"""Batches handled a bounded number at once, the loop free to fetch the next one."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, cast

import pytest
from nats.aio.msg import Msg

from memstream.services.common.messaging.pipeline import Pipelined

DEADLINE = 10.0  # a failure bound, never a measurement


class Held:
    """A message stand-in that records being handed back (a nak without delay)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.is_acked = False
        self.naked = 0

    async def nak(self, delay: float | None = None) -> None:
        self.naked += 1


def batch(*names: str) -> Sequence[Msg]:
    return cast(Sequence[Msg], [Held(n) for n in names])


class Gate:
    """A handler that records each batch and waits for its release."""

    def __init__(self) -> None:
        self.started: list[str] = []
        self.done: list[str] = []
        self.release: dict[str, asyncio.Event] = {}
        self.fail: set[str] = set()

    async def __call__(self, msgs: Sequence[Msg]) -> None:
        name = cast(Any, msgs[0]).name
        self.started.append(name)
        event = self.release.setdefault(name, asyncio.Event())
        await event.wait()
        if name in self.fail:
            raise RuntimeError(f"{name} failed")
        self.done.append(name)

    def let_go(self, name: str) -> None:
        self.release.setdefault(name, asyncio.Event()).set()


async def until(predicate: Any) -> None:
    async def poll() -> None:
        while not predicate():
            await asyncio.sleep(0)

    await asyncio.wait_for(poll(), DEADLINE)


async def test_the_loop_gets_control_back_before_the_batch_is_handled() -> None:
    gate = Gate()
    pipeline = Pipelined(gate, depth=2, name="t")
    await asyncio.wait_for(pipeline(batch("a")), DEADLINE)
    await until(lambda: gate.started == ["a"])
    assert gate.done == [] and pipeline.in_flight == 1
    gate.let_go("a")
    await pipeline.drain(DEADLINE)
    assert gate.done == ["a"] and pipeline.in_flight == 0


async def test_at_most_depth_batches_at_once() -> None:
    gate = Gate()
    pipeline = Pipelined(gate, depth=2, name="t")
    await pipeline(batch("a"))
    await pipeline(batch("b"))
    third = asyncio.create_task(pipeline(batch("c")))
    await until(lambda: gate.started == ["a", "b"])
    assert not third.done()  # the loop waits: no third batch is fetched meanwhile
    gate.let_go("b")
    await asyncio.wait_for(third, DEADLINE)
    await until(lambda: gate.started == ["a", "b", "c"])
    gate.let_go("a")
    gate.let_go("c")
    await pipeline.drain(DEADLINE)
    assert sorted(gate.done) == ["a", "b", "c"]


async def test_ready_says_when_a_batch_could_start_and_takes_no_slot() -> None:
    """The consumer's loop awaits `ready` before it fetches, so it never holds a batch
    fetched while every slot is busy (services/common/messaging/consumer.py)."""
    gate = Gate()
    pipeline = Pipelined(gate, depth=2, name="t")
    await asyncio.wait_for(pipeline.ready(), DEADLINE)  # idle: at once
    await pipeline(batch("a"))
    await asyncio.wait_for(pipeline.ready(), DEADLINE)  # one slot still free
    await pipeline(batch("b"))
    waiting = asyncio.create_task(pipeline.ready())
    await until(lambda: gate.started == ["a", "b"])
    assert not waiting.done()  # both slots busy: the loop would not fetch now
    gate.let_go("b")
    await asyncio.wait_for(waiting, DEADLINE)
    # ready took nothing: the freed slot goes to the next batch at once.
    await asyncio.wait_for(pipeline(batch("c")), DEADLINE)
    await until(lambda: gate.started == ["a", "b", "c"])
    gate.let_go("a")
    gate.let_go("c")
    await pipeline.drain(DEADLINE)
    assert sorted(gate.done) == ["a", "b", "c"]


async def test_a_failing_batch_frees_its_slot() -> None:
    gate = Gate()
    gate.fail.add("a")
    pipeline = Pipelined(gate, depth=1, name="t")
    await pipeline(batch("a"))
    gate.let_go("a")
    gate.let_go("b")
    await asyncio.wait_for(pipeline(batch("b")), DEADLINE)
    await pipeline.drain(DEADLINE)
    assert gate.done == ["b"]


async def test_drain_cancels_a_batch_still_running_at_the_timeout() -> None:
    gate = Gate()
    pipeline = Pipelined(gate, depth=2, name="t")
    await pipeline(batch("stuck"))
    await until(lambda: gate.started == ["stuck"])
    await pipeline.drain(0.01)
    assert pipeline.in_flight == 0 and gate.done == []


async def test_a_batch_waiting_for_a_slot_when_the_loop_stops_is_handed_back() -> None:
    gate = Gate()
    pipeline = Pipelined(gate, depth=1, name="t")
    await pipeline(batch("a"))
    waiting = batch("b", "c")
    loop_call = asyncio.create_task(pipeline(waiting))
    await until(lambda: gate.started == ["a"])
    loop_call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await loop_call
    assert [cast(Any, m).naked for m in waiting] == [1, 1]
    assert gate.started == ["a"]
    gate.let_go("a")
    await pipeline.drain(DEADLINE)


async def test_a_batch_beside_another_waits_for_extra_or_for_the_others() -> None:
    gate = Gate()
    allowed = asyncio.Event()
    pipeline = Pipelined(gate, depth=2, name="t", extra=allowed.wait)
    await pipeline(batch("a"))  # alone: extra is not asked
    await until(lambda: gate.started == ["a"])
    second = asyncio.create_task(pipeline(batch("b")))
    await until(lambda: pipeline.in_flight == 1 and not second.done())
    for _ in range(5):
        await asyncio.sleep(0)
    assert gate.started == ["a"] and not second.done(), "b waits in hand while extra waits"
    allowed.set()
    await asyncio.wait_for(second, DEADLINE)
    await until(lambda: gate.started == ["a", "b"])
    allowed.clear()
    third = asyncio.create_task(pipeline(batch("c")))  # both slots taken: waits for one
    gate.let_go("a")
    await until(lambda: gate.started == ["a", "b"] and gate.done == ["a"])
    for _ in range(5):
        await asyncio.sleep(0)
    assert not third.done(), "beside b, c still waits for extra"
    gate.let_go("b")
    await asyncio.wait_for(third, DEADLINE)  # b is done: c runs alone, extra or not
    await until(lambda: gate.started == ["a", "b", "c"])
    gate.let_go("c")
    await pipeline.drain(DEADLINE)
    assert gate.done == ["a", "b", "c"]


async def test_a_batch_waiting_for_extra_when_the_loop_stops_is_handed_back() -> None:
    gate = Gate()
    pipeline = Pipelined(gate, depth=2, name="t", extra=asyncio.Event().wait)
    await pipeline(batch("a"))
    waiting = batch("b")
    loop_call = asyncio.create_task(pipeline(waiting))
    await until(lambda: gate.started == ["a"])
    for _ in range(5):
        await asyncio.sleep(0)
    loop_call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await loop_call
    assert cast(Any, waiting[0]).naked == 1
    gate.let_go("a")
    await pipeline.drain(DEADLINE)
    # Its slot was given back: a batch after it runs.
    gate.let_go("d")
    await asyncio.wait_for(pipeline(batch("d")), DEADLINE)
    await pipeline.drain(DEADLINE)
    assert gate.done == ["a", "d"]


def test_depth_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="depth"):
        Pipelined(Gate(), depth=0, name="t")

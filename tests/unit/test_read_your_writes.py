"""Read-your-writes logic without a broker: watermarks, shared polls, contracts, SDK steps."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from memstream.contracts.context import ContextRequest
from memstream.contracts.turns import TurnAck
from memstream.contracts.watermark import (
    MAX_AFTER_SEQS,
    MAX_WATERMARK_WAIT_S,
    WatermarkReply,
    WatermarkRequest,
    after_seqs,
    wait_in_steps,
)
from memstream.services.common.messaging.progress import ConsumerProgress
from memstream.services.common.messaging.watermark import ConsumerWatermark

# --- the watermark of one consumer state ----------------------------------------------


def test_busy_consumer_is_at_its_ack_floor() -> None:
    # A message above the floor is still out (or waits for redelivery): delivered does
    # not count.
    assert ConsumerProgress(ack_floor=7, delivered=12, idle=False).watermark == 7


def test_idle_consumer_has_finished_everything_delivered() -> None:
    assert ConsumerProgress(ack_floor=7, delivered=12, idle=True).watermark == 12
    assert ConsumerProgress(ack_floor=0, delivered=0, idle=True).watermark == 0


@given(
    floor=st.integers(min_value=0, max_value=2**63 - 1),
    ahead=st.integers(min_value=0, max_value=1000),
    idle=st.booleans(),
)
def test_watermark_is_between_the_floor_and_what_was_delivered(
    floor: int, ahead: int, idle: bool
) -> None:
    progress = ConsumerProgress(ack_floor=floor, delivered=floor + ahead, idle=idle)
    assert floor <= progress.watermark <= floor + ahead
    assert (progress.watermark == floor + ahead) is (idle or ahead == 0)


# --- one consumer's watermark, shared among waiters ------------------------------------


class Reader:
    """Consumer states handed out one poll at a time; a poll can be held at a gate."""

    def __init__(self, *states: ConsumerProgress | None | Exception) -> None:
        self.states = list(states)
        self.calls = 0
        self.entered = asyncio.Event()  # a poll reached the broker
        self.gate = asyncio.Event()
        self.gate.set()

    async def __call__(self) -> ConsumerProgress | None:
        self.calls += 1
        self.entered.set()
        await self.gate.wait()
        state = self.states[min(self.calls, len(self.states)) - 1]
        if isinstance(state, Exception):
            raise state
        return state


def at(seq: int) -> ConsumerProgress:
    return ConsumerProgress(ack_floor=seq, delivered=seq, idle=False)


async def test_concurrent_waiters_share_one_poll() -> None:
    reader = Reader(at(50))
    reader.gate.clear()
    watermark = ConsumerWatermark("idx", reader, poll_s=0.01, poll_max_s=0.1)
    waiters = [asyncio.create_task(watermark.wait(seq, timeout=30)) for seq in range(1, 41)]
    # The poll task runs after every waiter asked for the state (no await comes first).
    await asyncio.wait_for(reader.entered.wait(), 10)
    assert reader.calls == 1
    reader.gate.set()
    assert await asyncio.gather(*waiters) == [True] * 40
    assert reader.calls == 1 and watermark.polls == 1 and watermark.seen == 50


async def test_a_passed_sequence_costs_no_poll() -> None:
    reader = Reader(at(9))
    watermark = ConsumerWatermark("idx", reader, poll_s=0.01, poll_max_s=0.1)
    assert await watermark.wait(9, timeout=5)
    assert await watermark.wait(3, timeout=5)
    assert reader.calls == 1


async def test_waiter_polls_again_with_growing_delays_until_passed() -> None:
    delays: list[float] = []

    async def record(delay: float) -> None:
        delays.append(delay)
        await asyncio.sleep(0.02)  # past the freshness window: the next one is a real poll

    reader = Reader(at(1), at(2), at(3), at(4), at(5), at(6), at(7), at(8))
    watermark = ConsumerWatermark("idx", reader, poll_s=0.01, poll_max_s=0.05, sleep=record)
    assert await watermark.wait(8, timeout=30)
    assert reader.calls == 8
    assert delays == pytest.approx([0.01, 0.02, 0.04, 0.05, 0.05, 0.05, 0.05])


async def test_waiter_stops_at_its_deadline_and_leaves_the_poll_to_others() -> None:
    reader = Reader(at(10))
    reader.gate.clear()  # the broker does not answer
    watermark = ConsumerWatermark("idx", reader, poll_s=0.01, poll_max_s=0.1)
    assert await watermark.wait(5, timeout=0.05) is False
    assert reader.calls == 1
    # The abandoned poll is still in flight: the next waiter joins it instead of adding one.
    later = asyncio.create_task(watermark.wait(5, timeout=30))
    reader.gate.set()
    assert await later
    assert reader.calls == 1


async def test_missing_consumer_never_passes() -> None:
    watermark = ConsumerWatermark("gone", Reader(None), poll_s=0.005, poll_max_s=0.01)
    assert await watermark.wait(1, timeout=0.05) is False
    assert watermark.exists is False and watermark.seen == 0


async def test_failed_poll_keeps_what_was_seen() -> None:
    reader = Reader(at(4), ConnectionError("broker gone"), at(6))
    watermark = ConsumerWatermark("idx", reader, poll_s=0.001, poll_max_s=0.002)
    assert await watermark.observe() == 4
    await asyncio.sleep(0.002)
    assert await watermark.observe() == 4
    assert watermark.exists is None
    assert await watermark.wait(6, timeout=30)
    assert watermark.exists is True


async def test_floor_going_down_does_not_undo_what_was_seen() -> None:
    # A recreated consumer starts again from 0; what it once passed stays stored.
    reader = Reader(at(20), at(3))
    watermark = ConsumerWatermark("idx", reader, poll_s=0.001, poll_max_s=0.002)
    assert await watermark.observe() == 20
    await asyncio.sleep(0.002)
    assert await watermark.observe() == 20
    assert reader.calls == 2


# --- contracts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        pytest.param(["7"], id="string"),
        pytest.param([7.5], id="float"),
        pytest.param([True], id="bool"),
        pytest.param([0], id="zero"),
        pytest.param([-3], id="negative"),
        pytest.param([2**64], id="past-uint64"),
        pytest.param(7, id="not-a-list"),
        pytest.param(list(range(1, MAX_AFTER_SEQS + 2)), id="too-many"),
    ],
)
def test_after_seqs_are_validated(bad: object) -> None:
    for model, extra in ((ContextRequest, {"query": "q"}), (WatermarkRequest, {})):
        with pytest.raises(ValidationError) as err:
            model.model_validate({**extra, "after_seqs": bad})
        assert err.value.errors()[0]["loc"][0] == "after_seqs"


def test_after_timeout_must_be_positive_and_bounded() -> None:
    for bad in (0, -1, 61):
        with pytest.raises(ValidationError):
            ContextRequest(query="q", after_seqs=[1], after_timeout_s=bad)
    with pytest.raises(ValidationError):
        WatermarkRequest(timeout_s=MAX_WATERMARK_WAIT_S + 1)


def test_valid_after_seqs_round_trip() -> None:
    request = ContextRequest(query="q", after_seqs=[3, 9], after_timeout_s=1.5)
    assert ContextRequest.model_validate_json(request.model_dump_json()) == request


# --- the SDK's side ----------------------------------------------------------------------


def ack(*seqs: int) -> TurnAck:
    return TurnAck(
        tenant_id="t",
        session_id="s",
        turn_number=0,
        resource_ids=[f"t:s:0:{n}" for n in range(len(seqs))],
        resource_seqs=list(seqs),
        checkpoint_seq=1,
        duplicate=False,
    )


def test_acks_become_their_highest_sequence() -> None:
    assert after_seqs(ack(4, 5)) == [5]
    assert after_seqs([ack(4, 5), ack(11), ack(8)]) == [11]
    assert after_seqs(None) == []
    assert after_seqs([ack()]) == []
    assert after_seqs([]) == []


def reply(target: int, complete: bool, timeout: float) -> WatermarkReply:
    return WatermarkReply(
        target_seq=target,
        indexed_seq=target if complete else 0,
        indexed=complete,
        complete=complete,
        waited_ms=timeout * 1000,
    )


async def test_long_waits_go_out_in_capped_steps() -> None:
    sent: list[WatermarkRequest] = []

    async def send(request: WatermarkRequest) -> WatermarkReply:
        sent.append(request)
        return reply(9, complete=len(sent) == 3, timeout=request.timeout_s)

    result = await wait_in_steps(send, ack(9), extracted=True, timeout=3 * MAX_WATERMARK_WAIT_S)
    assert result.complete
    assert [r.after_seqs for r in sent] == [[9]] * 3
    assert all(r.extracted for r in sent)
    assert all(0 < r.timeout_s <= MAX_WATERMARK_WAIT_S for r in sent)


async def test_an_incomplete_reply_at_the_deadline_is_returned() -> None:
    sent: list[WatermarkRequest] = []

    async def send(request: WatermarkRequest) -> WatermarkReply:
        sent.append(request)
        return reply(9, complete=False, timeout=request.timeout_s)

    result = await wait_in_steps(send, None, extracted=False, timeout=0)
    assert not result.complete
    assert len(sent) == 1 and sent[0].after_seqs == [] and sent[0].timeout_s == 0


async def test_acks_without_stored_parts_need_no_request() -> None:
    async def send(request: WatermarkRequest) -> WatermarkReply:
        raise AssertionError("nothing to wait for, nothing to ask")

    result = await wait_in_steps(send, [ack()], extracted=True, timeout=5)
    assert result.complete and result.extracted and result.target_seq == 0

"""The batch consumers' poison rule: retry, split, park; and which errors are final."""

from __future__ import annotations

import asyncio
import math
from collections.abc import Sequence

import duckdb
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from memstream.contracts.turns import MAX_TURN_NUMBER, TurnIn
from memstream.services.common.messaging.dlq import DeadLetter
from memstream.services.common.messaging.errors import (
    PermanentError,
    TransientError,
    failure_reason,
    should_retry,
)
from memstream.services.common.messaging.poison import RetryBound, Stopped, isolate_poison

BOUND = RetryBound(attempts=3, delay_s=0.5, delay_max_s=2.0)


class Unhandleable(PermanentError):
    reason = "unhandleable"


class Ledger:
    """A transactional sink: a batch holding a poison message applies nothing."""

    def __init__(self, poison: set[int], error: type[Exception] = Unhandleable) -> None:
        self.poison = poison
        self.error = error
        self.applied: list[int] = []
        self.parked: list[tuple[int, DeadLetter]] = []
        self.calls = 0
        self.pauses: list[float] = []

    async def apply(self, part: Sequence[int]) -> None:
        self.calls += 1
        bad = self.poison.intersection(part)
        if bad:
            raise self.error(f"cannot handle {sorted(bad)}")
        self.applied.extend(part)

    async def park(self, item: int, letter: DeadLetter) -> None:
        self.parked.append((item, letter))

    async def pause(self, seconds: float) -> None:
        self.pauses.append(seconds)


def run(batch: Sequence[int], ledger: Ledger, bound: RetryBound = BOUND) -> int:
    return asyncio.run(isolate_poison(batch, ledger.apply, ledger.park, bound, ledger.pause))


def test_a_good_batch_is_applied_once_as_a_whole() -> None:
    ledger = Ledger(set())
    assert run(range(100), ledger) == 0
    assert ledger.applied == list(range(100)) and ledger.calls == 1 and not ledger.pauses


def test_one_poison_among_ten_thousand_is_found_by_splitting_without_retries() -> None:
    ledger = Ledger({6_123})
    assert run(range(10_000), ledger) == 1
    assert ledger.applied == [i for i in range(10_000) if i != 6_123]
    [(item, letter)] = ledger.parked
    assert item == 6_123
    assert letter.reason == "unhandleable" and "6123" in letter.error
    # A final error is never retried: one failed try per level, one success per sibling.
    assert ledger.calls <= 2 * math.ceil(math.log2(10_000)) + 1
    assert not ledger.pauses


def test_a_retryable_failure_that_passes_is_retried_whole_with_a_growing_delay() -> None:
    ledger = Ledger(set())
    failures = [RuntimeError("busy"), TransientError("peer down")]

    async def flaky(part: Sequence[int]) -> None:
        if failures:
            raise failures.pop(0)
        await ledger.apply(part)

    parked = asyncio.run(isolate_poison(range(10), flaky, ledger.park, BOUND, ledger.pause))
    assert parked == 0 and ledger.applied == list(range(10))
    assert ledger.pauses == [pytest.approx(0.5), pytest.approx(1.0)]


def test_a_message_that_keeps_failing_for_an_unknown_reason_is_parked_after_n_tries_alone() -> None:
    ledger = Ledger({7}, error=RuntimeError)
    assert run(range(16), ledger) == 1
    assert ledger.applied == [i for i in range(16) if i != 7]
    [(item, letter)] = ledger.parked
    assert item == 7 and letter.reason == "retries_exhausted"
    assert "failed 3 times" in letter.error and "RuntimeError" in letter.error
    # Three tries of the whole batch (two pauses), then the search (parts of several get
    # one try each), then three tries of the message alone (two more pauses).
    assert ledger.pauses == [pytest.approx(d) for d in (0.5, 1.0, 0.5, 1.0)]


def test_delay_doubles_up_to_its_cap() -> None:
    assert [BOUND.delay(n) for n in range(1, 6)] == [
        pytest.approx(d) for d in (0.5, 1.0, 2.0, 2.0, 2.0)
    ]


def test_stopping_during_a_pause_ends_the_search_with_nothing_parked() -> None:
    ledger = Ledger({3}, error=RuntimeError)

    async def stop(_seconds: float) -> None:
        raise Stopped

    with pytest.raises(Stopped):
        asyncio.run(isolate_poison(range(8), ledger.apply, ledger.park, BOUND, stop))
    assert ledger.parked == [] and ledger.applied == []


@settings(max_examples=200, deadline=None)
@given(
    size=st.integers(min_value=1, max_value=300),
    picks=st.lists(st.integers(min_value=0, max_value=299), max_size=8),
)
def test_every_good_message_is_applied_once_in_order_and_only_poison_is_parked(
    size: int, picks: list[int]
) -> None:
    poison = {p for p in picks if p < size}
    ledger = Ledger(poison)
    assert run(range(size), ledger) == len(poison)
    assert ledger.applied == [i for i in range(size) if i not in poison]
    assert [item for item, _ in ledger.parked] == sorted(poison)


class Model(BaseModel):
    n: int


def _validation_error() -> ValidationError:
    try:
        Model.model_validate({"n": "x"})
    except ValidationError as exc:
        return exc
    raise AssertionError("validated")


def _duckdb_error(sql: str) -> duckdb.Error:
    con = duckdb.connect()
    con.execute("CREATE TABLE t (n INTEGER NOT NULL)")
    try:
        con.execute(sql)
    except duckdb.Error as exc:
        return exc
    raise AssertionError(f"{sql} succeeded")


def _arrow_error() -> pa.ArrowInvalid:
    try:
        pa.array([2**31], type=pa.int32())
    except pa.ArrowInvalid as exc:
        return exc
    raise AssertionError("converted")


def test_errors_about_the_data_are_final_and_environmental_ones_are_retried() -> None:
    final = {
        "validation_error": _validation_error(),
        "conversion": _duckdb_error(f"INSERT INTO t VALUES ({2**31})"),
        "constraint": _duckdb_error("INSERT INTO t VALUES (NULL)"),
        "arrow": _arrow_error(),
        "permanent": Unhandleable("no"),
    }
    for name, exc in final.items():
        assert not should_retry(exc), name
    assert failure_reason(final["validation_error"]) == "validation_error"
    assert failure_reason(final["conversion"]) == "invalid_data"
    assert failure_reason(final["arrow"]) == "invalid_data"
    assert failure_reason(final["permanent"]) == "unhandleable"
    for exc in (
        TransientError("peer down"),
        RuntimeError("a bug"),
        TimeoutError(),
        duckdb.IOException("disk full"),
        duckdb.TransactionException("conflict"),
    ):
        assert should_retry(exc), exc


def test_a_turn_number_is_bounded_to_what_the_graph_stores_hold() -> None:
    turn = {"tenant_id": "t1", "agent_id": "a", "session_id": "s", "user_input": "hi"}
    assert TurnIn.model_validate({**turn, "turn_number": MAX_TURN_NUMBER}).turn_number == 2**31 - 1
    with pytest.raises(ValidationError) as info:
        TurnIn.model_validate({**turn, "turn_number": 2**31})
    [error] = info.value.errors()
    assert error["loc"] == ("turn_number",) and error["type"] == "less_than_equal"

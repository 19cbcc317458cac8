"""The mirror generator's checked mode: what it carries over from a contract, what it runs
after the decode, and what it refuses rather than mirror loosely."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import msgspec
import pytest
from pydantic import Field, ValidationInfo, field_validator

from memstream.contracts.common import Message, UtcDatetime
from memstream.services.common.messaging.mirror import (
    CheckFailed,
    Unmirrorable,
    checked_mirror,
    exact_time,
    mirror,
)


class Stamped(Message):
    at: UtcDatetime = Field(description="a time")
    note: str | None = Field(default=None, max_length=3, description="bounded, optional")
    label: str = Field(default="x", description="validated")

    @field_validator("label")
    @classmethod
    def _upper(cls, value: str) -> str:
        if value == "bad":
            raise ValueError("bad label")
        return value.upper()

    def shout(self) -> str:
        return self.label + "!"


def decode(body: bytes) -> Any:
    checked = checked_mirror(Stamped, methods=("shout",))
    value = msgspec.json.decode(body, type=checked.struct)
    checked.check(value)
    return value


def test_times_become_utc_validators_run_and_methods_are_shared() -> None:
    value = decode(b'{"at": "2026-05-04T12:00:00+02:00", "label": "ab", "note": null}')
    assert value.at == datetime(2026, 5, 4, 10, 0, tzinfo=UTC)
    assert value.at.utcoffset().total_seconds() == 0
    assert value.label == "AB"
    assert value.shout() == "AB!"
    model = Stamped.model_validate_json(b'{"at": "2026-05-04T12:00:00+02:00", "label": "ab"}')
    assert (model.at, model.label) == (value.at, value.label)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (b'{"at": "1899-12-31T23:59:59Z"}', "at"),
        (b'{"at": "2200-01-01T00:00:00Z"}', "at"),
        (b'{"at": "2026-05-04T10:00:00Z", "label": "bad"}', "label"),
    ],
)
def test_a_failed_check_names_its_field(body: bytes, field: str) -> None:
    with pytest.raises(CheckFailed) as info:
        decode(body)
    assert info.value.field == field
    with pytest.raises(ValueError, match=field):
        Stamped.model_validate_json(body)


def test_an_optional_field_keeps_its_bound() -> None:
    assert decode(b'{"at": "2026-05-04T10:00:00Z", "note": "abc"}').note == "abc"
    with pytest.raises(msgspec.ValidationError, match="note"):
        decode(b'{"at": "2026-05-04T10:00:00Z", "note": "abcd"}')


@pytest.mark.parametrize(
    ("raw", "accepted"),
    [
        (b'"2026-05-04T10:00:00.123456Z"', True),
        (b'"2026-05-04T10:00:00.1234567Z"', False),  # msgspec rounds, pydantic truncates
        (b'"2026-05-04"', False),
        (b"1714816800", False),
    ],
)
def test_exact_time_leaves_to_pydantic_what_msgspec_reads_differently(
    raw: bytes, accepted: bool
) -> None:
    read = msgspec.json.decode(raw, type=msgspec.Raw)
    if accepted:
        assert exact_time(read) == datetime(2026, 5, 4, 10, 0, 0, 123456, tzinfo=UTC)
    else:
        with pytest.raises(ValueError):
            exact_time(read)


def test_what_a_checked_mirror_cannot_run_is_refused() -> None:
    class Nested(Message):
        inner: list[Stamped] = Field(default_factory=list)

    class WithInfo(Message):
        name: str

        @field_validator("name")
        @classmethod
        def _needs_info(cls, value: str, info: ValidationInfo) -> str:
            return value

    class Before(Message):
        name: str

        @field_validator("name", mode="before")
        @classmethod
        def _before(cls, value: Any) -> Any:
            return value

    class OptionalTime(Message):
        at: UtcDatetime | None = None

    for model in (Nested, WithInfo, Before, OptionalTime):
        with pytest.raises(Unmirrorable):
            checked_mirror(model)
    # A plain mirror still refuses any validator, and keeps a time's offset.
    with pytest.raises(Unmirrorable):
        mirror(Stamped)

"""Ingest's msgspec mirror of TurnIn against the pydantic contract: the same verdict on any
body, naming the same field, and the same values when accepted."""

from __future__ import annotations

import json
import math
import re
from datetime import UTC, datetime
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from memstream.contracts.common import MAX_TURN_NUMBER
from memstream.contracts.turns import TurnIn
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.common.messaging.mirror import CheckFailed
from memstream.services.ingest.structs import TURN, decode_turn
from tests.support.turn_bodies import TIMES, VALUES, ZONES, valid_body


def plain(value: Any) -> Any:
    """A decoded value as builtins, so a model and its mirror compare field by field."""
    if isinstance(value, BaseModel):
        value = {k: getattr(value, k) for k in type(value).model_fields}
    elif isinstance(value, msgspec.Struct):
        value = {k: getattr(value, k) for k in value.__struct_fields__}
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, datetime):
        return (value.isoformat(), value.utcoffset())  # the instant and the offset
    if isinstance(value, float) and math.isnan(value):
        return "nan"  # equal to itself
    return value


_AT = re.compile(r"at `\$(.*)`$")
# The key may hold a backtick itself: it ends where the path (or the message) begins.
_NAMED = re.compile(r"(?:unknown|missing required) field `(.*?)`(?: - at `|$)", re.DOTALL)


def mirror_field(exc: Exception) -> str | None:
    """The dotted field path a mirror refusal names (pydantic's `loc` format)."""
    if isinstance(exc, CheckFailed):
        return exc.field
    message = str(exc)
    tokens: list[str] = []
    at = _AT.search(message)
    if at:
        tokens += [t for t in re.split(r"[.\[\]]", at.group(1)) if t]
    named = _NAMED.search(message)
    if named:
        tokens.append(named.group(1))
    return ".".join(tokens) or None


def by_mirror(body: bytes) -> tuple[Any, str | None]:
    """(turn, None) when the mirror alone accepts `body`, else (None, field it names)."""
    try:
        turn = msgspec.json.decode(body, type=TURN.struct)
        TURN.check(turn)
    except (msgspec.DecodeError, ValueError) as exc:
        return None, mirror_field(exc)
    return turn, None


def by_pydantic(body: bytes) -> tuple[TurnIn | None, list[str | None]]:
    """(model, []) when pydantic accepts `body`, else (None, every field it names)."""
    try:
        return TurnIn.model_validate_json(body), []
    except ValidationError as exc:
        return None, [".".join(str(p) for p in e["loc"]) or None for e in exc.errors()]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def mutated(body: dict[str, Any], path: tuple[Any, ...], value: Any, how: str) -> dict[str, Any]:
    """`body` with the value at `path` replaced, removed, or a sibling key added."""
    target: Any = body
    for key in path[:-1]:
        target = target[key]
    last = path[-1]
    if how == "drop" and isinstance(target, dict):
        target.pop(last)
    elif how == "add" and isinstance(target, dict):
        target["unknown_" + str(last)] = value
    else:
        target[last] = value
    return body


def values(turn: Any, body: bytes) -> Any:
    """A turn's values; a defaulted `event_time` (now) is the one field left out."""
    out = plain(turn)
    try:
        given = json.loads(body)
    except ValueError:
        given = None
    if isinstance(given, dict) and "event_time" not in given:
        out.pop("event_time")
    return out


def assert_same_verdict(body: bytes) -> None:
    fast, fast_field = by_mirror(body)
    slow, slow_fields = by_pydantic(body)
    if fast is not None:
        # Whatever the mirror accepts, pydantic accepts, with the same values.
        assert slow is not None, body
        assert values(fast, body) == values(slow, body), body
    elif slow is None:
        # Both refuse, the mirror naming a field pydantic names, or a field in a form only
        # pydantic's lax mode takes (the mirror stops at the first fault it reads, and that
        # may be one pydantic accepts while it refuses another field).
        assert fast_field in slow_fields or lax_field(fast_field, body), (
            fast_field,
            slow_fields,
            body,
        )
    # Whatever the verdict, ingest's decode is pydantic's: same model or same error reply.
    try:
        served: Any = decode_turn(body)
    except ValidationError as exc:
        assert slow is None
        with pytest.raises(ValidationError) as expected:
            TurnIn.model_validate_json(body)
        assert reply_from_validation(exc) == reply_from_validation(expected.value)
    else:
        assert slow is not None and values(served, body) == values(slow, body), body


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), VALUES, st.sampled_from(["set", "set", "drop", "add"]))
def test_one_fault_gets_the_same_verdict_and_field(
    data: st.DataObject, value: Any, how: str
) -> None:
    body = valid_body()
    path = data.draw(st.sampled_from(_paths(body)[1:]))
    body = mutated(body, path, value, how)
    fast, _ = by_mirror(json.dumps(body).encode())
    slow, _ = by_pydantic(json.dumps(body).encode())
    # msgspec is strict where pydantic is lax: those bodies are served by pydantic, and
    # only a lax form may be accepted by one and not the other.
    if fast is None and slow is not None:
        assert is_lax(path, value, how), (path, value)
    assert_same_verdict(json.dumps(body).encode())


def is_lax(path: tuple[Any, ...], value: Any, how: str) -> bool:
    """A form pydantic's lax mode takes that the strict mirror refuses: for an int a bool,
    a whole float or a numeric string; for a time a number (Unix time) or a string that
    is not RFC 3339 as msgspec reads it (a bare date, a space for `T`, seven or more
    fractional digits)."""
    if how != "set" or len(path) != 1:
        return False
    if path[0] in ("turn_number", "schema_version"):
        return isinstance(value, bool | float | str)
    if path[0] == "event_time":
        return isinstance(value, int | float | str)
    return False


def lax_field(field: str | None, body: bytes) -> bool:
    """Whether `body` sets the top-level `field` in a form only the lax mode takes."""
    given = json.loads(body)
    if not (isinstance(given, dict) and field in given):
        return False
    alone = json.dumps({**valid_body(), field: given[field]}).encode()
    accepted, _ = by_pydantic(alone)
    return is_lax((field,), given[field], "set") and accepted is not None


FULL = st.fixed_dictionaries(
    {
        # Mostly valid, so that both verdicts are common.
        "tenant_id": st.sampled_from(["t1"] * 8 + ["a" * 64, "a" * 65, "t1\n", "", "é"]),
        "agent_id": st.from_regex(r"[A-Za-z0-9_-]{1,64}", fullmatch=True),
        "session_id": st.from_regex(r"[A-Za-z0-9_-]{1,64}", fullmatch=True)
        | st.sampled_from(["a.b", "", "a" * 65, "s*"]),
        "turn_number": st.integers(0, MAX_TURN_NUMBER)
        | st.sampled_from([MAX_TURN_NUMBER, MAX_TURN_NUMBER + 1, -1, 2**64]),
    },
    optional={
        "project_id": st.none() | st.sampled_from(["p1", "p 1"]),
        "event_time": st.sampled_from(TIMES)
        | st.datetimes(
            min_value=datetime(1800, 1, 1), max_value=datetime(2300, 1, 1), timezones=st.just(UTC)
        ).map(lambda d: d.isoformat()),
        "timezone": st.none() | st.sampled_from(ZONES),
        "user_input": st.text(max_size=40),
        "user_input_external_id": st.none() | st.text(max_size=300),
        "speaker": st.none() | st.text(max_size=8) | st.text(min_size=127, max_size=130),
        "tool_calls": st.lists(
            st.fixed_dictionaries(
                {"name": st.text(max_size=3) | st.just("x" * 257)},
                optional={
                    "arguments": st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
                    "result": st.text(max_size=5) | st.integers(),
                    "external_id": st.none() | st.text(max_size=3),
                },
            ),
            max_size=2,
        ),
        "llm_output": st.text(max_size=40),
        "documents": st.lists(
            st.fixed_dictionaries(
                {"text": st.text(max_size=5)},
                optional={"title": st.text(max_size=5) | st.just("x" * 513)},
            ),
            max_size=2,
        ),
        "internal_state": st.dictionaries(st.text(max_size=3), VALUES, max_size=3),
        "metadata": st.dictionaries(st.text(max_size=3), VALUES, max_size=3) | st.just([]),
        "unknown": st.integers(),
    },
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(FULL)
@example(  # the mirror refuses the seven-digit fraction, pydantic only the zone
    {
        "tenant_id": "t1",
        "agent_id": "0",
        "session_id": "0",
        "turn_number": 0,
        "event_time": "2026-05-04T10:00:00.1234567Z",
        "timezone": "Etc/GMT+14",
    }
)
def test_random_and_extreme_bodies_get_the_same_verdict(body: dict[str, Any]) -> None:
    assert_same_verdict(json.dumps(body).encode())


@pytest.mark.parametrize(
    "raw",
    [
        b"{not json",
        b'["a list"]',
        b"null",
        b"",
        b'{"tenant_id":"t1","tenant_id":"t2","agent_id":"a","session_id":"s","turn_number":1}',
        b'{"tenant_id":"t1","agent_id":"a","session_id":"s","turn_number":1,"metadata":{"x":1e400}}',
        b'{"tenant_id":"t1","agent_id":"a","session_id":"s","turn_number":1,"metadata":{"x":NaN}}',
        b'{"tenant_id":"t1","agent_id":"a","session_id":"s","turn_number":1,"user_input":"\\ud800"}',
        b'{"tenant_id":"t1","agent_id":"a","session_id":"s","turn_number":1} trailing',
        b'{"tenant_id":"t1","agent_id":"a","session_id":"s","turn_number":1e2}',
    ],
    ids=[
        "not-json",
        "list",
        "null",
        "empty",
        "duplicate-key",
        "float-overflow",
        "nan",
        "lone-surrogate",
        "trailing-bytes",
        "exponent-int",
    ],
)
def test_raw_bodies_get_the_same_verdict(raw: bytes) -> None:
    assert_same_verdict(raw)


def test_the_bounds_are_the_contracts() -> None:
    """The mirror's bounds come from the pydantic model: a change there moves them here."""
    fields = dict(
        zip(TURN.struct.__struct_fields__, TURN.struct.__annotations__.values(), strict=True)
    )
    metas = [m for m in getattr(fields["turn_number"], "__metadata__", ())]
    assert {m.le for m in metas if m.le is not None} == {MAX_TURN_NUMBER}
    assert {m.ge for m in metas if m.ge is not None} == {0}
    for n, accepted in [(MAX_TURN_NUMBER, True), (MAX_TURN_NUMBER + 1, False), (-1, False)]:
        body = json.dumps({**valid_body(), "turn_number": n}).encode()
        assert (by_mirror(body)[0] is not None) is accepted
        assert (by_pydantic(body)[0] is not None) is accepted


def test_times_are_utc_and_lax_forms_are_served_by_pydantic() -> None:
    body = {**valid_body(), "event_time": "2026-05-04T12:00:00+02:00"}
    turn = decode_turn(json.dumps(body).encode())
    assert isinstance(turn, msgspec.Struct)
    assert turn.event_time == datetime(2026, 5, 4, 10, 0, tzinfo=UTC)
    assert turn.event_time.utcoffset().total_seconds() == 0  # type: ignore[union-attr]
    # Seven fractional digits: msgspec would round up, pydantic truncates; pydantic serves.
    body["event_time"] = "2026-05-04T10:00:00.9999999Z"
    turn = decode_turn(json.dumps(body).encode())
    assert isinstance(turn, TurnIn)
    assert turn.event_time == datetime(2026, 5, 4, 10, 0, 0, 999999, tzinfo=UTC)

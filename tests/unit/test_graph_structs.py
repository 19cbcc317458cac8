"""The msgspec mirrors of the event contracts: they accept nothing pydantic refuses, read
the same values, and what they refuse still reaches the projection through pydantic."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Annotated, Any

import duckdb
import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
)

from memstream.contracts.common import Identifier, Message
from memstream.contracts.events import PAYLOADS, EventEnvelope
from memstream.services.graph import decode as decoding
from memstream.services.graph import structs
from memstream.services.graph.decode import RawEvent, UnreadableEvent, decode, naive_utc
from memstream.services.graph.projection import Projector
from memstream.services.graph.schema import TABLES, create_schema, dump
from tests.support.graph_events import story, synthetic

ENVELOPES = story("ta") + list(synthetic("ta", 80))


def subject(tenant: str, event_type: str) -> str:
    return f"mem.event.{tenant}.{event_type.replace('.', '_')}"


def plain(value: Any) -> Any:
    """A decoded value as JSON-able builtins, times as naive UTC (how the projection reads
    them), so a model and its mirror compare field by field."""
    if isinstance(value, BaseModel):
        value = {k: getattr(value, k) for k in type(value).model_fields}
    elif isinstance(value, msgspec.Struct):
        value = {k: getattr(value, k) for k in value.__struct_fields__}
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, datetime):
        return naive_utc(value).isoformat()
    return value


def both(data: bytes) -> tuple[Any, Any]:
    """(mirror, model) of `data`, each None where that decoder refuses it."""
    try:
        fast = structs.decoder().decode(data)
    except msgspec.DecodeError:
        fast = None
    try:
        slow = decoding._adapter().validate_json(data)
    except ValidationError:
        slow = None
    return fast, slow


def fields_of(env: Any) -> dict[str, Any]:
    out = plain(env)
    out["type"] = env.type if isinstance(env, BaseModel) else structs.envelopes()[type(env)]
    return out


def test_every_event_type_has_a_mirror_with_its_payload() -> None:
    mirrored = {t: s for s, t in structs.envelopes().items()}
    assert set(mirrored) == set(EventEnvelope.model_fields["type"].annotation.__args__)  # type: ignore[union-attr]
    for event_type, model in PAYLOADS.items():
        payload_type = mirrored[event_type].__annotations__["payload"]
        assert payload_type is structs.mirror(model)
        assert set(payload_type.__struct_fields__) == set(model.model_fields)


@pytest.mark.parametrize("env", ENVELOPES, ids=lambda e: e.type)
def test_mirror_reads_the_values_pydantic_reads(env: EventEnvelope) -> None:
    fast, slow = both(env.model_dump_json().encode())
    assert fast is not None and slow is not None
    assert fields_of(fast) == fields_of(slow)


def _json(env: EventEnvelope) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(env.model_dump_json())
    return out


@pytest.mark.parametrize(
    ("change", "accepted_by_pydantic"),
    [
        (lambda d: d.update(extra=1), False),
        (lambda d: d["payload"]["item"].update(extra=1), False),
        (lambda d: d["payload"]["item"]["entities"][0].update(extra=1), False),
        (lambda d: d.update(tenant_id="bad tenant"), False),
        # Python's `$` also matches before a final newline; pydantic's does not.
        (lambda d: d.update(tenant_id="ta\n"), False),
        (lambda d: d.update(type="item.unknown"), False),
        (lambda d: d["payload"]["item"].pop("text"), False),
        (lambda d: d["payload"]["item"].update(confidence="high"), False),
        (lambda d: d["payload"]["item"].update(tags="t"), False),
        # Lax forms pydantic takes and msgspec does not: they must still be decoded.
        (lambda d: d["payload"]["item"].update(confidence="0.5"), True),
        (lambda d: d.update(schema_version="1"), True),
        (lambda d: d.update(occurred_at="2026-03-01T11:00:00+02:00"), True),
        (lambda d: d.update(occurred_at="2026-03-01T09:00:00"), True),
    ],
)
def test_refusals_match_and_lax_forms_fall_back_to_pydantic(
    change: Any, accepted_by_pydantic: bool
) -> None:
    env = ENVELOPES[0]
    assert env.type == "item.stored"
    body = _json(env)
    change(body)
    data = json.dumps(body).encode()
    fast, slow = both(data)
    assert (slow is not None) == accepted_by_pydantic
    if fast is not None:
        assert slow is not None and fields_of(fast) == fields_of(slow)
    if not accepted_by_pydantic:
        with pytest.raises(UnreadableEvent):
            decode(RawEvent(1, subject("ta", env.type), data))
        return
    decoded = decode(RawEvent(1, subject("ta", env.type), data))
    assert decoded.payload.item.item_id == env.payload["item"]["item_id"]
    assert decoded.occurred_at == datetime(2026, 3, 1, 9, 0)


_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False),
    st.text(max_size=8),
    st.sampled_from(
        [
            "0.5",
            "1",
            "true",
            "2026-03-01T09:00:00Z",
            "2026-03-01T11:00:00.25+02:00",
            "2026-03-01",
            "ta",
            "a b",
            "ta\n",
            "é",
            "",
        ]
    ),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(ENVELOPES), st.data(), _VALUES)
def test_the_mirror_never_accepts_what_pydantic_refuses(
    env: EventEnvelope, data: st.DataObject, value: Any
) -> None:
    """Replace any one part of a valid event with any JSON value: whenever the mirror still
    accepts it, pydantic accepts it too and reads the same values."""
    body = _json(env)
    path = data.draw(st.sampled_from(_paths(body)[1:]))
    target = body
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    fast, slow = both(json.dumps(body).encode())
    if fast is not None:
        assert slow is not None, path
        assert fields_of(fast) == fields_of(slow), path


def _tables(data: list[bytes]) -> dict[str, list[tuple[object, ...]]]:
    con = duckdb.connect()
    create_schema(con)
    projector = Projector(con, 0)
    evs = []
    for seq, (env, body) in enumerate(zip(ENVELOPES, data, strict=True), start=1):
        evs.append(decode(RawEvent(seq, subject(env.tenant_id, env.type), body)))
    projector.apply(evs, len(evs))
    return {t: dump(con, t) for t in TABLES}


def test_times_beyond_microseconds_are_at_most_a_microsecond_apart() -> None:
    body = _json(ENVELOPES[0])
    body["occurred_at"] = "2026-03-01T09:00:00.9999995+02:00"
    fast, slow = both(json.dumps(body).encode())
    assert fast is not None and slow is not None
    apart = abs(naive_utc(fast.occurred_at) - naive_utc(slow.occurred_at))
    assert apart.total_seconds() <= 1e-6
    assert naive_utc(slow.occurred_at) == datetime(2026, 3, 1, 7, 0, 0, 999999)


def test_events_pydantic_decodes_project_like_their_mirrors() -> None:
    strict = [env.model_dump_json().encode() for env in ENVELOPES]
    lax = []
    for env in ENVELOPES:
        body = _json(env)
        body["schema_version"] = "1"  # refused by the mirror, so every event takes pydantic
        lax.append(json.dumps(body).encode())
    for body in lax:
        with pytest.raises(msgspec.ValidationError):
            structs.decoder().decode(body)
    assert _tables(lax) == _tables(strict)


def test_models_the_mirror_cannot_enforce_are_refused() -> None:
    class Validated(Message):
        name: str

        @field_validator("name")
        @classmethod
        def _strip(cls, value: str) -> str:
            return value.strip()

    class Aliased(Message):
        name: str = Field(alias="Name")

    class Stripped(Message):
        model_config = ConfigDict(str_strip_whitespace=True)
        name: str

    class Bounded(Message):
        name: str = Field(json_schema_extra={"x": 1})
        weight: float = Field(ge=0)

    class Pattern(Message):
        name: Identifier

    class Alternation(Message):
        name: Annotated[str, StringConstraints(pattern=r"^a$|^b$")]

    for model in (Validated, Aliased, Stripped, Alternation):
        with pytest.raises(structs.Unmirrorable):
            structs.mirror(model)
    bounded = structs.mirror(Bounded)
    assert msgspec.json.decode(b'{"name": "a", "weight": 0}', type=bounded).weight == 0  # type: ignore[attr-defined]
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"name": "a", "weight": -1}', type=bounded)
    mirrored = structs.mirror(Pattern)
    assert msgspec.json.decode(b'{"name": "ok_1"}', type=mirrored).name == "ok_1"  # type: ignore[attr-defined]
    for refused in (b'{"name": "not ok"}', b'{"name": "ok\\n"}'):
        with pytest.raises(msgspec.ValidationError):
            msgspec.json.decode(refused, type=mirrored)

"""A turn's free-form JSON (metadata, internal_state, tool call arguments) nests at most
MAX_JSON_DEPTH levels, and ingest's msgspec decode refuses exactly what pydantic refuses:
a turn nested past pydantic's parser limit must not be stored for consumers that read it
with pydantic, and one past msgspec's recursion limit must not be an internal error."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from memstream.contracts.turns import MAX_JSON_DEPTH, TurnIn
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.ingest.structs import decode_turn

HEAD = b'{"tenant_id":"t","agent_id":"a","session_id":"s","turn_number":1,"user_input":"x",'


def _body(field: str, levels: int) -> bytes:
    """A turn whose `field` is `levels` objects deep (itself included)."""
    inner = b'{"a":' * (levels - 1) + b"{}" + b"}" * (levels - 1)
    if field == "tool_calls":
        return HEAD + b'"tool_calls":[{"name":"n","arguments":' + inner + b"}]}"
    return HEAD + b'"' + field.encode() + b'":' + inner + b"}"


def _verdict(decode: object, body: bytes) -> tuple[str, str | None]:
    try:
        decode(body)  # type: ignore[operator]
    except ValidationError as exc:
        reply = reply_from_validation(exc)
        return reply.code, reply.field
    return "ok", None


@pytest.mark.parametrize("field", ["metadata", "internal_state", "tool_calls"])
@pytest.mark.parametrize(
    ("levels", "expected"),
    [
        (MAX_JSON_DEPTH, "ok"),
        (MAX_JSON_DEPTH + 1, "validation_error"),
        (250, "invalid_json"),  # past pydantic's JSON parser
        (5000, "invalid_json"),  # past msgspec's recursion limit too
    ],
)
def test_nesting_is_bounded_alike_by_the_contract_and_the_hot_path(
    field: str, levels: int, expected: str
) -> None:
    body = _body(field, levels)
    contract = _verdict(TurnIn.model_validate_json, body)
    assert contract[0] == expected
    if expected == "validation_error":
        assert contract[1] == field
    assert _verdict(decode_turn, body) == contract

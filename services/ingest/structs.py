"""The turn contracts on the hot path: a TurnIn decoded, and what it becomes encoded, by msgspec.

Each is a Struct generated from its pydantic contract (messaging/mirror.py), so fields,
defaults and bounds have one definition. A TurnIn is decoded by its checked mirror: the
identifier pattern, the turn number's and texts' bounds and unknown fields are msgspec's
to refuse, and the contract's own validators (times to UTC within memstream's range of
dates, a known time zone) run after the decode. Whatever the mirror refuses is decoded
again by pydantic, which has the last word: a lax form it accepts (`"turn_number": "3"`)
is served as the pydantic model, and a refusal is its ValidationError, naming the field
as it always has. What ingest builds from a decoded turn (resources, the checkpoint,
triggers, the ack) is already valid, so it is made as a Struct and encoded without being
validated again; the JSON is what pydantic writes for the same model, and its consumers
read it with the pydantic contracts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Protocol, cast

import msgspec
from pydantic import BaseModel

from memstream.contracts.turns import Checkpoint, Resource, TurnAck, TurnIn
from memstream.services.common.messaging.mirror import checked_mirror, mirror


class ToolCallView(Protocol):
    """What the hot path reads of a tool call, model or Struct."""

    @property
    def name(self) -> str: ...
    @property
    def arguments(self) -> dict[str, Any]: ...
    @property
    def result(self) -> str: ...
    @property
    def external_id(self) -> str | None: ...


class DocumentView(Protocol):
    """What the hot path reads of a document, model or Struct."""

    @property
    def title(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def external_id(self) -> str | None: ...


class TurnView(Protocol):
    """A validated turn: the `TurnIn` model or its checked mirror (same attributes)."""

    @property
    def tenant_id(self) -> str: ...
    @property
    def agent_id(self) -> str: ...
    @property
    def project_id(self) -> str | None: ...
    @property
    def session_id(self) -> str: ...
    @property
    def turn_number(self) -> int: ...
    @property
    def event_time(self) -> datetime: ...
    @property
    def timezone(self) -> str | None: ...
    @property
    def user_input(self) -> str: ...
    @property
    def user_input_external_id(self) -> str | None: ...
    @property
    def speaker(self) -> str | None: ...
    @property
    def tool_calls(self) -> Sequence[ToolCallView]: ...
    @property
    def llm_output(self) -> str: ...
    @property
    def llm_output_external_id(self) -> str | None: ...
    @property
    def internal_state(self) -> dict[str, Any]: ...
    @property
    def documents(self) -> Sequence[DocumentView]: ...
    @property
    def metadata(self) -> dict[str, Any]: ...


TURN = checked_mirror(TurnIn)
_TURN_DECODER = msgspec.json.Decoder(TURN.struct)
# msgspec's ValidationError is a DecodeError; a contract validator raises ValueError;
# JSON nested past msgspec's recursion limit raises RecursionError (pydantic's parser
# stops earlier and calls it invalid JSON).
_MIRROR_REFUSED = (msgspec.DecodeError, ValueError, RecursionError)

# Built from validated values, so constructed without validation (keyword arguments of
# the contract's fields).
RESOURCE: Callable[..., Any] = mirror(Resource)
CHECKPOINT: Callable[..., Any] = mirror(Checkpoint)
ACK: Callable[..., Any] = mirror(TurnAck)


def decode_turn(body: bytes) -> TurnView:
    """The turn in `body`; raises pydantic's ValidationError when the contract refuses it."""
    try:
        turn = _TURN_DECODER.decode(body)
        TURN.check(turn)
    except _MIRROR_REFUSED:
        return TurnIn.model_validate_json(body)
    return cast(TurnView, turn)


def _model_fields(value: object) -> object:
    # The tool calls of a turn pydantic decoded (a lax form) are models.
    if isinstance(value, BaseModel):
        return value.model_dump()
    raise TypeError(f"cannot encode {type(value).__name__}")


encode = msgspec.json.Encoder(enc_hook=_model_fields).encode

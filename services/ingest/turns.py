"""Pure hot-path logic: limit checks, splitting a turn into resources, its checkpoint.

The functions read a turn as `TurnView` (the `TurnIn` model or its msgspec mirror) and
build records with the constructor they are given: the contract model, or on the hot
path its Struct, which takes the same keyword arguments without validating them again.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from memstream.contracts import subjects as s
from memstream.contracts.turns import Checkpoint, Resource, ResourceKind
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.ingest.settings import IngestSettings
from memstream.services.ingest.structs import TurnView

R = TypeVar("R")


# Not frozen: a frozen dataclass sets each field through `object.__setattr__`, several
# times the cost of a plain one, paid per part.
@dataclass(slots=True)
class Part:
    """One non-empty part of a turn before it becomes a `Resource`."""

    kind: ResourceKind
    speaker: str
    text: str
    field: str
    external_id: str | None = None
    title: str | None = None
    tool_name: str | None = None


def tool_call_text(name: str, arguments: dict[str, object], result: str) -> str:
    args = json.dumps(arguments, ensure_ascii=False, sort_keys=True) if arguments else ""
    return f"{name}({args}) -> {result}" if result else f"{name}({args})"


def turn_parts(turn: TurnView) -> list[Part]:
    """Non-empty parts in conversation order: input, documents, tool calls, output."""
    parts: list[Part] = []
    if turn.user_input.strip():
        parts.append(
            Part(
                "user_input",
                turn.speaker or "user",
                turn.user_input,
                "user_input",
                turn.user_input_external_id,
            )
        )
    for i, doc in enumerate(turn.documents):
        if doc.text.strip():
            parts.append(
                Part(
                    "document",
                    turn.speaker or "user",
                    doc.text,
                    f"documents.{i}.text",
                    doc.external_id,
                    title=doc.title or None,
                )
            )
    for i, call in enumerate(turn.tool_calls):
        parts.append(
            Part(
                "tool_call",
                call.name,
                tool_call_text(call.name, call.arguments, call.result),
                f"tool_calls.{i}",
                call.external_id,
                tool_name=call.name,
            )
        )
    if turn.llm_output.strip():
        parts.append(
            Part(
                "llm_output",
                turn.agent_id,
                turn.llm_output,
                "llm_output",
                turn.llm_output_external_id,
            )
        )
    return parts


def check_limits(parts: list[Part], turn: TurnView, limits: IngestSettings) -> None:
    """Refuse turns over the configured limits, naming the offending field."""
    count = len(turn.documents) + len(turn.tool_calls) + 2
    if count > limits.max_parts:
        raise RequestRejected(
            "too_many_parts",
            f"turn has {count} parts (input, output, {len(turn.tool_calls)} tool calls, "
            f"{len(turn.documents)} documents); the limit is {limits.max_parts}",
        )
    for part in parts:
        if len(part.text) > limits.max_text_chars:
            raise RequestRejected(
                "text_too_long",
                f"{part.field} has {len(part.text)} characters; "
                f"the limit is {limits.max_text_chars}",
                field=part.field,
            )
    if not parts:
        raise RequestRejected(
            "validation_error",
            "turn has no content: user_input, llm_output, tool_calls and documents are empty",
        )


def resource_records(
    turn: TurnView, parts: list[Part], received_at: datetime, make: Callable[..., R]
) -> list[R]:
    """One record per part, made by `make` from the `Resource` fields."""
    tenant, session, number = turn.tenant_id, turn.session_id, turn.turn_number
    return [
        make(
            resource_id=s.resource_msg_id(tenant, session, number, i),
            tenant_id=tenant,
            agent_id=turn.agent_id,
            project_id=turn.project_id,
            session_id=session,
            turn_number=number,
            part_index=i,
            kind=part.kind,
            speaker=part.speaker,
            text=part.text,
            title=part.title,
            tool_name=part.tool_name,
            event_time=turn.event_time,
            received_at=received_at,
            external_id=part.external_id,
            metadata=turn.metadata,
        )
        for i, part in enumerate(parts)
    ]


def checkpoint_record(
    turn: TurnView, resource_ids: list[str], received_at: datetime, make: Callable[..., R]
) -> R:
    """The turn's checkpoint, made by `make` from the `Checkpoint` fields."""
    return make(
        tenant_id=turn.tenant_id,
        agent_id=turn.agent_id,
        project_id=turn.project_id,
        session_id=turn.session_id,
        turn_number=turn.turn_number,
        event_time=turn.event_time,
        timezone=turn.timezone,
        user_input=turn.user_input,
        tool_calls=turn.tool_calls,
        llm_output=turn.llm_output,
        internal_state=turn.internal_state,
        resource_ids=resource_ids,
        created_at=received_at,
    )


def build_resources(turn: TurnView, parts: list[Part], received_at: datetime) -> list[Resource]:
    """The turn's resources as contract models (for code that replays turns in process)."""
    return resource_records(turn, parts, received_at, Resource)


def build_checkpoint(turn: TurnView, resource_ids: list[str], received_at: datetime) -> Checkpoint:
    return checkpoint_record(turn, resource_ids, received_at, Checkpoint)

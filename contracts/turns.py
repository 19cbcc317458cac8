"""Turns, the resources they are split into, checkpoints and forward triggers."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator

from memstream.contracts.common import (
    MAX_TURN_NUMBER,
    Identifier,
    Message,
    UtcDatetime,
    utc_now,
)

ResourceKind = Literal["user_input", "llm_output", "tool_call", "document"]

# Deepest nesting of the free-form JSON a turn carries (metadata, internal_state, a tool
# call's arguments). The consumers read what a turn becomes with pydantic, whose JSON
# parser stops at 200 levels; no caller's data needs more than a few.
MAX_JSON_DEPTH = 32


def _nested_within(values: list[Any], field: str) -> None:
    """Refuses `values` when the dicts and lists of one of them nest deeper than
    MAX_JSON_DEPTH levels (the value itself is the first)."""
    level = list(values)
    for _ in range(MAX_JSON_DEPTH):
        level = [
            child
            for item in level
            for child in (item.values() if isinstance(item, dict) else item)
            if isinstance(child, dict | list)
        ]
        if not level:
            return
    raise ValueError(f"{field} nests deeper than {MAX_JSON_DEPTH} levels")


class ToolCall(Message):
    """One tool invocation the agent made during the turn."""

    name: str = Field(min_length=1, max_length=256, description="Tool name.")
    arguments: dict[str, Any] = Field(
        default_factory=dict, description="Arguments the tool was called with."
    )
    result: str = Field(default="", description="Tool result as text.")
    external_id: str | None = Field(
        default=None, max_length=256, description="Caller's own id for this part, echoed back."
    )


class Document(Message):
    """A document the user attached to the turn."""

    title: str = Field(default="", max_length=512, description="Document title.")
    text: str = Field(description="Document body.")
    external_id: str | None = Field(
        default=None, max_length=256, description="Caller's own id for this part, echoed back."
    )


class TurnIn(Message):
    """One conversation turn as an agent publishes it."""

    tenant_id: Identifier = Field(description="Tenant (end user or organisation) id.")
    agent_id: Identifier = Field(description="Agent that had the conversation.")
    project_id: Identifier | None = Field(
        default=None, description="Project scope; null means user-scoped and portable."
    )
    session_id: Identifier = Field(description="Conversation session id.")
    turn_number: int = Field(
        ge=0, le=MAX_TURN_NUMBER, description="Position of the turn in its session (0 … 2³¹−1)."
    )
    event_time: UtcDatetime = Field(
        default_factory=utc_now, description="When the turn happened (UTC if naive)."
    )
    timezone: str | None = Field(
        default=None,
        description="IANA time zone of the user (e.g. Europe/Berlin); relative dates such as "
        "'tomorrow' are resolved in it. Null means UTC.",
    )
    user_input: str = Field(default="", description="What the user said.")
    user_input_external_id: str | None = Field(
        default=None, max_length=256, description="Caller's id for the user input part."
    )
    speaker: str | None = Field(
        default=None,
        max_length=128,
        description="Name of whoever spoke user_input; defaults to 'user'.",
    )
    tool_calls: list[ToolCall] = Field(default_factory=list, description="Tool calls made.")
    llm_output: str = Field(default="", description="What the agent answered.")
    llm_output_external_id: str | None = Field(
        default=None, max_length=256, description="Caller's id for the agent output part."
    )
    internal_state: dict[str, Any] = Field(
        default_factory=dict, description="Agent state to restore on replay or recovery."
    )
    documents: list[Document] = Field(default_factory=list, description="Attached documents.")
    metadata: dict[str, Any] = Field(default_factory=dict, description="Free-form caller data.")

    @field_validator("metadata")
    @classmethod
    def _shallow_metadata(cls, value: dict[str, Any]) -> dict[str, Any]:
        _nested_within([value], "metadata")
        return value

    @field_validator("internal_state")
    @classmethod
    def _shallow_state(cls, value: dict[str, Any]) -> dict[str, Any]:
        _nested_within([value], "internal_state")
        return value

    @field_validator("tool_calls")
    @classmethod
    def _shallow_arguments(cls, value: list[Any]) -> list[Any]:
        # The turn's checked mirror runs this too, on Structs: both have `arguments`.
        _nested_within([call.arguments for call in value], "tool_calls.arguments")
        return value

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown IANA time zone {value!r}") from None
        return value

    def local_event_time(self) -> datetime:
        """`event_time` in the user's zone, the reference for relative dates."""
        return self.event_time.astimezone(ZoneInfo(self.timezone or "UTC"))


class Resource(Message):
    """One non-empty part of a turn, as appended to the RESOURCES stream."""

    resource_id: str = Field(description="Deterministic id `<tenant>:<session>:<turn>:<part>`.")
    tenant_id: Identifier = Field(description="Tenant id.")
    agent_id: Identifier = Field(description="Agent id.")
    project_id: Identifier | None = Field(default=None, description="Project scope or null.")
    session_id: Identifier = Field(description="Session id.")
    turn_number: int = Field(ge=0, description="Turn the part belongs to.")
    part_index: int = Field(ge=0, description="Position of the part within its turn.")
    kind: ResourceKind = Field(description="Which part of the turn this is.")
    speaker: str = Field(description="Who produced the text (user name, agent id, tool name).")
    text: str = Field(description="The part's text.")
    title: str | None = Field(default=None, description="Document title, for documents.")
    tool_name: str | None = Field(default=None, description="Tool name, for tool calls.")
    event_time: UtcDatetime = Field(description="When the turn happened.")
    received_at: UtcDatetime = Field(default_factory=utc_now, description="When ingest took it.")
    external_id: str | None = Field(default=None, description="Caller's id for the part.")
    metadata: dict[str, Any] = Field(default_factory=dict, description="Turn metadata.")


class Checkpoint(Message):
    """The full state of a turn, one per turn on the CHECKPOINTS stream."""

    tenant_id: Identifier = Field(description="Tenant id.")
    agent_id: Identifier = Field(description="Agent id.")
    project_id: Identifier | None = Field(default=None, description="Project scope or null.")
    session_id: Identifier = Field(description="Session id.")
    turn_number: int = Field(ge=0, description="Turn number.")
    event_time: UtcDatetime = Field(description="When the turn happened.")
    timezone: str | None = Field(
        default=None,
        description="IANA time zone of the user, as the turn gave it (null: UTC); the "
        "scheduler reads the turn's relative dates ('tomorrow') in it to file forward triggers.",
    )
    user_input: str = Field(default="", description="User input of the turn.")
    tool_calls: list[ToolCall] = Field(default_factory=list, description="Tool calls made.")
    llm_output: str = Field(default="", description="Agent output of the turn.")
    internal_state: dict[str, Any] = Field(
        default_factory=dict, description="Agent state after the turn."
    )
    resource_ids: list[str] = Field(default_factory=list, description="Resources of the turn.")
    created_at: UtcDatetime = Field(default_factory=utc_now, description="When it was saved.")

    # No validator of its own (ingest builds checkpoints without validating them again):
    # the zone is the validated turn's.
    def local_event_time(self) -> datetime:
        """`event_time` in the user's zone, the reference for relative dates."""
        return self.event_time.astimezone(ZoneInfo(self.timezone or "UTC"))


class ForwardTrigger(Message):
    """A future date mentioned in a turn, to surface the turn again when it comes due.

    The scheduler files it from the turn's checkpoint, after ingest has acknowledged the
    turn: the days ahead are read off the agent's write path."""

    trigger_id: str = Field(description="Deterministic id of the trigger.")
    tenant_id: Identifier = Field(description="Tenant id.")
    agent_id: Identifier = Field(description="Agent id.")
    session_id: Identifier = Field(description="Session the mention came from.")
    turn_number: int = Field(ge=0, description="Turn the mention came from.")
    resource_id: str = Field(description="Resource holding the mention.")
    due_date: date = Field(description="Day the trigger comes due.")
    expression: str = Field(description="The temporal expression as written.")
    text: str = Field(description="The sentence around the expression.")
    event_time: UtcDatetime = Field(description="Time of the turn the due date is relative to.")
    created_at: UtcDatetime = Field(default_factory=utc_now, description="When it was detected.")


class TurnAck(Message):
    """Ingest's reply: what was appended, where, and whether it was a re-send."""

    type: Literal["turn_ack"] = Field(default="turn_ack", description="Reply discriminator.")
    tenant_id: Identifier = Field(description="Tenant id.")
    session_id: Identifier = Field(description="Session id.")
    turn_number: int = Field(description="Turn number.")
    resource_ids: list[str] = Field(description="Ids of the appended resources, in part order.")
    resource_seqs: list[int] = Field(description="RESOURCES stream sequence of each resource.")
    checkpoint_seq: int = Field(description="CHECKPOINTS stream sequence of the checkpoint.")
    duplicate: bool = Field(description="True when the turn had already been stored.")
    received_at: datetime = Field(default_factory=utc_now, description="When ingest took it.")

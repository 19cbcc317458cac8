"""The agent's memory tools: arguments, results, OpenAI function schemas and a dispatcher.

An agent registers `openai_tools()` with its model and hands every tool call to
`dispatch(client, name, arguments_json)`, which validates the arguments, calls the
memstream service (`mem.tool.<tenant>.<name>`) and returns the result as JSON text, or a
JSON error object the model can read (bad arguments, unknown id, service unavailable).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from memstream.contracts.common import Message
from memstream.contracts.context import TrustTag
from memstream.contracts.errors import MemstreamError
from memstream.contracts.items import MemoryKind
from memstream.contracts.keys import Domain

if TYPE_CHECKING:
    from memstream.contracts.client import MemoryClient

Kind = MemoryKind


# As long as a name `get_entity_info` can look up.
EntityName = Annotated[str, StringConstraints(max_length=256)]


class ToolArgs(BaseModel):
    """Arguments of a tool: what the model fills in (no envelope fields)."""

    model_config = ConfigDict(extra="forbid")


class SearchMemoryArgs(ToolArgs):
    query: str = Field(min_length=1, max_length=2000, description="What to look for.")
    kind: Kind | None = Field(default=None, description="Only memories of this kind.")
    tag: str | None = Field(default=None, max_length=64, description="Only with this tag.")
    entity: str | None = Field(
        default=None, max_length=256, description="Only memories about this entity (name/alias)."
    )
    after: str | None = Field(
        default=None, description="Only after: YYYY-MM-DD, an ISO time, last_week or last_month."
    )
    before: str | None = Field(default=None, description="Only before: same formats as after.")
    limit: int = Field(default=10, ge=1, le=50, description="Most memories to return.")
    domain: Domain | None = Field(
        default=None,
        description="Prefer memories of this domain (shared space): others score lower, "
        "none is dropped.",
    )


class RememberFactArgs(ToolArgs):
    content: str = Field(min_length=1, max_length=2000, description="The fact, one sentence.")
    confidence: float = Field(default=1.0, ge=0.0, le=1.0, description="How sure, 0..1.")
    entity_names: list[EntityName] = Field(
        default_factory=list, max_length=16, description="People, places, things it is about."
    )


class CorrectFactArgs(ToolArgs):
    memory_id: str = Field(min_length=1, max_length=128, description="Id from search_memory.")
    new_content: str = Field(min_length=1, max_length=2000, description="The corrected fact.")


class ConfirmFactArgs(ToolArgs):
    memory_id: str = Field(min_length=1, max_length=128, description="Id from search_memory.")


class ForgetMemoryArgs(ToolArgs):
    memory_id: str = Field(
        min_length=1,
        max_length=128,
        description="Id from search_memory: a fact's, or a conversation excerpt's (kind "
        "'episode').",
    )


class GetEntityInfoArgs(ToolArgs):
    name: str = Field(min_length=1, max_length=256, description="Entity name or alias.")


class MemoryStatsArgs(ToolArgs):
    """memory_stats takes no arguments: its request is `{}` (an empty body is not JSON and
    is refused with `invalid_json`)."""


class ExplainFactArgs(ToolArgs):
    memory_id: str = Field(min_length=1, max_length=128, description="Id from search_memory.")


class WeakFactsArgs(ToolArgs):
    """Every argument is optional, so `{}` is a valid request; an empty body is not JSON and
    is refused (`invalid_json`)."""

    limit: int = Field(default=10, ge=1, le=50, description="Most memories to return.")


# --- results -------------------------------------------------------------------------


class TimeInfo(Message):
    """A time for people: all fields are empty strings when the time is unknown."""

    iso: str = Field(default="", description="RFC 3339, UTC.")
    local: str = Field(default="", description="Local wall time with its offset label.")
    timezone: str = Field(default="", description="Offset label, e.g. UTC+3.")
    relative: str = Field(default="", description="E.g. '3 hours ago'.")


class MemoryOut(Message):
    id: str
    text: str
    kind: str
    category: str = "general"
    tags: list[str] = Field(default_factory=list)
    confidence: float
    status: str = "active"
    protected: bool = False
    score: float | None = Field(default=None, description="Search score, for search results.")
    event_time: TimeInfo = Field(default_factory=TimeInfo)
    created_at: TimeInfo = Field(default_factory=TimeInfo)
    supersedes: str | None = None
    superseded_by: str | None = None
    trust: list[TrustTag] = Field(
        default_factory=list, description="Trust tags of the retrieval, for search results."
    )
    domain: str | None = Field(
        default=None, description="Domain the memory was written under (shared space)."
    )


class EntityOut(Message):
    id: str
    name: str
    type: str
    aliases: list[str] = Field(default_factory=list)
    summary: str | None = None
    mention_count: int = 0
    protected: bool = False
    first_seen: TimeInfo = Field(default_factory=TimeInfo)
    last_seen: TimeInfo = Field(default_factory=TimeInfo)


class SourceOut(Message):
    resource_id: str
    session_id: str | None = None
    turn_number: int | None = None
    speaker: str | None = None
    text: str = Field(default="", description="The resource's text, when still indexed.")
    time: TimeInfo = Field(default_factory=TimeInfo)


class SearchMemoryResult(Message):
    type: Literal["search_memory"] = "search_memory"
    memories: list[MemoryOut] = Field(default_factory=list)
    degraded: list[str] = Field(default_factory=list, description="Skipped parts, e.g. dense.")


class RememberFactResult(Message):
    type: Literal["remember_fact"] = "remember_fact"
    memory: MemoryOut
    created: bool = Field(description="False when the same fact was already stored.")


class CorrectFactResult(Message):
    type: Literal["correct_fact"] = "correct_fact"
    old: MemoryOut
    new: MemoryOut


class ConfirmFactResult(Message):
    type: Literal["confirm_fact"] = "confirm_fact"
    memory: MemoryOut


class ForgetMemoryResult(Message):
    type: Literal["forget_memory"] = "forget_memory"
    facts: list[str] = Field(
        default_factory=list, description="Ids of the facts forgotten (status deleted)."
    )
    excerpts: list[str] = Field(
        default_factory=list,
        description="Ids of the conversation excerpts no longer shown: the forgotten fact's "
        "sources, or the excerpt asked for.",
    )
    summaries: list[str] = Field(
        default_factory=list, description="Categories whose summary was rebuilt without them."
    )


class EntityInfoOut(Message):
    type: Literal["get_entity_info"] = "get_entity_info"
    found: bool
    entity: EntityOut | None = None
    facts: list[MemoryOut] = Field(default_factory=list)
    related: list[EntityOut] = Field(default_factory=list)
    timeline: list[SourceOut] = Field(default_factory=list)


class JobRunOut(Message):
    job: str
    finished_at: TimeInfo
    counts: dict[str, int] = Field(default_factory=dict)


class MemoryStatsResult(Message):
    type: Literal["memory_stats"] = "memory_stats"
    items_by_kind: dict[str, int] = Field(default_factory=dict)
    items_by_status: dict[str, int] = Field(default_factory=dict)
    edges_by_type: dict[str, int] = Field(default_factory=dict)
    entities: int = 0
    protected_entities: int = 0
    orphan_items: int = 0
    avg_edges_per_item: float = 0.0
    sessions: int = Field(default=0, description="Sessions with at least one checkpoint.")
    unextracted_sessions: int = Field(default=0, description="Sessions not yet extracted.")
    last_job_runs: list[JobRunOut] = Field(default_factory=list)
    storage_bytes: int = Field(default=0, description="Graph partition file size.")
    vector_items: int = Field(default=0, description="Items in the vector store, any status.")


class ExplainFactResult(Message):
    type: Literal["explain_fact"] = "explain_fact"
    memory: MemoryOut
    sources: list[SourceOut] = Field(default_factory=list)
    supersedes_chain: list[MemoryOut] = Field(default_factory=list, description="Oldest first.")
    entities: list[EntityOut] = Field(default_factory=list)


class WeakFactsResult(Message):
    type: Literal["weak_facts"] = "weak_facts"
    memories: list[MemoryOut] = Field(default_factory=list, description="Weakest first.")


class ToolSpec(BaseModel):
    name: str
    description: str
    args: type[ToolArgs]
    result: type[Message]


TOOLS: dict[str, ToolSpec] = {
    spec.name: spec
    for spec in (
        ToolSpec(
            name="search_memory",
            description="Search long-term memory (hybrid semantic + keyword): remembered "
            "facts and conversation excerpts (kind 'episode'), ranked as the context is; "
            "filter by kind, tag, entity and time. Fact ids work with the other tools.",
            args=SearchMemoryArgs,
            result=SearchMemoryResult,
        ),
        ToolSpec(
            name="remember_fact",
            description="Save an important fact the user stated, with the entities it is about.",
            args=RememberFactArgs,
            result=RememberFactResult,
        ),
        ToolSpec(
            name="correct_fact",
            description="Replace a remembered fact by a corrected one; the old one is kept as "
            "history (superseded) and the new one links back to it.",
            args=CorrectFactArgs,
            result=CorrectFactResult,
        ),
        ToolSpec(
            name="confirm_fact",
            description="Mark a fact as confirmed by the user: confidence 1, never decays.",
            args=ConfirmFactArgs,
            result=ConfirmFactResult,
        ),
        ToolSpec(
            name="forget_memory",
            description="Forget a memory when the user asks you to: a fact with the "
            "conversation excerpts it came from, or an excerpt with the facts drawn only from "
            "it. It stops appearing in context, search and summaries; other facts stay.",
            args=ForgetMemoryArgs,
            result=ForgetMemoryResult,
        ),
        ToolSpec(
            name="get_entity_info",
            description="Everything known about a person, place or thing: summary, facts, "
            "related entities and when it came up.",
            args=GetEntityInfoArgs,
            result=EntityInfoOut,
        ),
        ToolSpec(
            name="memory_stats",
            description="How much is remembered: items by kind and status, graph edges, "
            "entities, sessions not yet processed, last maintenance runs.",
            args=MemoryStatsArgs,
            result=MemoryStatsResult,
        ),
        ToolSpec(
            name="explain_fact",
            description="Why a fact is remembered: its source messages, what it replaced, "
            "and the entities it is about.",
            args=ExplainFactArgs,
            result=ExplainFactResult,
        ),
        ToolSpec(
            name="weak_facts",
            description="The least certain facts, closest to being forgotten: candidates to "
            "confirm or correct.",
            args=WeakFactsArgs,
            result=WeakFactsResult,
        ),
    )
}


def _clean(schema: dict[str, Any]) -> dict[str, Any]:
    """Pydantic's schema minus titles, which function-calling models do not need."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "title":
            continue
        if isinstance(value, dict):
            # `properties` maps names to schemas: a property called "title" must survive.
            if key == "properties":
                out[key] = {k: _clean(v) for k, v in value.items()}
            else:
                out[key] = _clean(value)
        elif isinstance(value, list):
            out[key] = [_clean(v) if isinstance(v, dict) else v for v in value]
        else:
            out[key] = value
    return out


def function_schema(name: str) -> dict[str, Any]:
    """One tool as an OpenAI function tool (`{"type": "function", "function": {...}}`)."""
    spec = TOOLS[name]
    parameters = _clean(spec.args.model_json_schema())
    parameters.setdefault("properties", {})
    parameters["additionalProperties"] = False
    return {
        "type": "function",
        "function": {"name": name, "description": spec.description, "parameters": parameters},
    }


def openai_tools() -> list[dict[str, Any]]:
    """Every memory tool, ready for `tools=` of a chat completion."""
    return [function_schema(name) for name in TOOLS]


def _error(code: str, message: str, field: str | None = None) -> str:
    body: dict[str, Any] = {"error": code, "message": message}
    if field:
        body["field"] = field
    return json.dumps(body)


async def dispatch(client: MemoryClient, name: str, arguments_json: str | None) -> str:
    """Run one tool call of the model; always returns JSON text, never raises for bad input."""
    spec = TOOLS.get(name)
    if spec is None:
        return _error("unknown_tool", f"no memory tool named {name!r}; known: {sorted(TOOLS)}")
    try:
        args = spec.args.model_validate_json(arguments_json or "{}")
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in first["loc"]) or None
        return _error("invalid_arguments", first["msg"], where)
    call: Callable[[Any], Awaitable[Message]] = getattr(client, f"{name}_call")
    try:
        result = await call(args)
    except MemstreamError as exc:
        return _error(exc.reply.code, exc.reply.message, exc.reply.field)
    return result.model_dump_json()

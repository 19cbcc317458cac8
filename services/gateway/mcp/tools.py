"""The MCP tool layer: the memory tools and `context`, for any transport.

One definition of each tool: the eight memory tools are `contracts.tools.TOOLS` (their
argument schemas, descriptions, and `dispatch`, which validates and calls the service),
plus `context` (a query → the inject block and the items behind it). `memory_server`
builds an MCP server over a `ClientFor`: how a call gets the `MemoryClient` it acts
through — a fixed one over stdio, the verified key's over HTTP.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any, Final

import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError
from mcp_types.jsonrpc import INVALID_PARAMS
from pydantic import Field, ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.common import Identifier
from memstream.contracts.context import ContextRequest, ContextResponse
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.keys import Scope
from memstream.contracts.tools import TOOLS, ToolArgs, dispatch, function_schema
from memstream.services.common.messaging.errors import RequestRejected

CONTEXT_TOOL: Final = "context"
INSTRUCTIONS = (
    "Long-term memory. Call `context` with the user's message before answering to get the "
    "memories relevant to it; use search_memory for more, remember_fact to save what the "
    "user states, correct_fact/confirm_fact when the user corrects or confirms a memory, "
    "forget_memory when the user asks you to forget something."
)


class ContextArgs(ToolArgs):
    query: str = Field(
        min_length=1, max_length=20_000, description="The user's message or a question."
    )
    limit: int = Field(default=10, ge=1, le=10, description="Most memories to return.")
    session_id: Identifier | None = Field(default=None, description="Current session.")
    token_budget: int | None = Field(
        default=None, gt=0, description="Most tokens the inject block may take."
    )


CONTEXT_DESCRIPTION = (
    "The memories relevant to the next answer: `inject` is a short block to put in the "
    "prompt (one line per memory), `items` the memories behind it (id, kind, text, score, "
    "confidence, trust tags), best first."
)


def scope_of(tool: str) -> Scope:
    return "write" if tool in s.WRITE_TOOL_NAMES else "read"


def tool_list() -> list[types.Tool]:
    """Every tool with its JSON schema (the same schemas as the OpenAI function tools)."""
    tools = [
        types.Tool(
            name=name,
            description=TOOLS[name].description,
            input_schema=function_schema(name)["function"]["parameters"],
        )
        for name in TOOLS
    ]
    schema = ContextArgs.model_json_schema()
    schema.pop("title", None)
    schema["additionalProperties"] = False
    tools.append(
        types.Tool(name=CONTEXT_TOOL, description=CONTEXT_DESCRIPTION, input_schema=schema)
    )
    return tools


def context_result(response: ContextResponse) -> dict[str, Any]:
    """What a model needs of a context answer (the score breakdowns stay out)."""
    return {
        "inject": response.inject,
        "items": [
            item.model_dump(
                mode="json",
                include={"id", "kind", "text", "score", "confidence", "trust", "event_time"},
            )
            for item in response.items
        ],
        "tier": response.tier,
        "degraded": response.degraded,
    }


def _error(reply: ErrorReply) -> str:
    body: dict[str, Any] = {"error": reply.code, "message": reply.message}
    if reply.field:
        body["field"] = reply.field
    if reply.retry_after_s is not None:
        body["retry_after_s"] = reply.retry_after_s
    return json.dumps(body)


async def run_context(client: MemoryClient, arguments: dict[str, Any]) -> str:
    try:
        args = ContextArgs.model_validate(arguments)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in first["loc"]) or None
        return json.dumps({"error": "invalid_arguments", "message": first["msg"], "field": where})
    request = ContextRequest(
        query=args.query,
        limit=args.limit,
        session_id=args.session_id,
        token_budget=args.token_budget,
    )
    try:
        response = await client.context_request(request)
    except MemstreamError as exc:
        return _error(exc.reply)
    return json.dumps(context_result(response))


ClientFor = Callable[[ServerRequestContext[Any, Any], str], Awaitable[MemoryClient]]
"""`(ctx, tool name) -> client` for one call; raises `RequestRejected` to refuse it."""


async def call_tool(
    client_for: ClientFor,
    ctx: ServerRequestContext[Any, Any],
    name: str,
    arguments: dict[str, Any] | None,
) -> types.CallToolResult:
    """Run one tool call; a refusal or a failure comes back as an `is_error` result the
    model can read (an unknown tool is a protocol error, as MCP wants)."""
    if name != CONTEXT_TOOL and name not in TOOLS:
        known = sorted([*TOOLS, CONTEXT_TOOL])
        raise MCPError(INVALID_PARAMS, f"no memory tool named {name!r}; known: {known}")
    try:
        client = await client_for(ctx, name)
    except RequestRejected as exc:
        text = _error(exc.reply)
    else:
        if name == CONTEXT_TOOL:
            text = await run_context(client, arguments or {})
        else:
            text = await dispatch(client, name, json.dumps(arguments or {}))
    body: dict[str, Any] = json.loads(text)
    return types.CallToolResult(
        content=[types.TextContent(text=text)],
        structured_content=body,
        # Results always name their `type`; error bodies name the `error` instead.
        is_error="error" in body,
    )


def memory_server(client_for: ClientFor, version: str = "0.1.0") -> Server[Any]:
    """An MCP server exposing the memory tools and `context` through `client_for`."""

    async def list_tools(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tool_list())

    async def on_call_tool(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        return await call_tool(client_for, ctx, params.name, params.arguments)

    return Server(
        "memstream",
        version=version,
        title="memstream memory",
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=on_call_tool,
    )

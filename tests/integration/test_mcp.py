"""MCP with the SDK's own clients: streamable HTTP on the gateway and stdio (`memstream mcp`)."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from memstream.contracts.tools import TOOLS, function_schema
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.gateway.app import GatewayApp
from tests.support.gateway import make_key
from tests.support.polling import eventually

ROOT = Path(__file__).resolve().parents[2]


@asynccontextmanager
async def http_session(gateway: GatewayApp, key: str) -> AsyncIterator[ClientSession]:
    headers = {"Authorization": f"Bearer {key}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=30.0) as http,
        streamable_http_client(f"{gateway.url}/mcp", http_client=http) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        yield session


def result_body(result: Any) -> dict[str, Any]:
    text = result.content[0].text
    body: dict[str, Any] = json.loads(text)
    assert result.structured_content == body
    return body


async def remember_then_find(session: ClientSession, fact: str, word: str) -> str:
    """remember_fact, then search_memory and context both find it; returns its id."""
    remembered = await session.call_tool("remember_fact", {"content": fact})
    assert not remembered.is_error, remembered.content
    memory_id = str(result_body(remembered)["memory"]["id"])

    async def search() -> list[str]:
        found = await session.call_tool("search_memory", {"query": fact})
        assert not found.is_error, found.content
        return [m["id"] for m in result_body(found)["memories"]]

    await eventually(search, until=lambda ids: memory_id in ids, what="search finds the fact")
    context = await session.call_tool("context", {"query": f"What about {word}?"})
    assert not context.is_error, context.content
    body = result_body(context)
    assert word in body["inject"]
    assert memory_id in [item["id"] for item in body["items"]]
    return memory_id


async def test_tools_listed_with_the_contract_schemas(
    stack: Stack,
    running_gateway: GatewayApp,
    unique: str,
) -> None:
    key = await make_key(stack, f"t{unique}")
    async with http_session(running_gateway, key.key) as session:
        listed = await session.list_tools()
    by_name = {tool.name: tool for tool in listed.tools}
    assert set(by_name) == {*TOOLS, "context"}
    for name in TOOLS:
        assert by_name[name].input_schema == function_schema(name)["function"]["parameters"]
        assert by_name[name].description == TOOLS[name].description
    assert by_name["context"].input_schema["required"] == ["query"]


async def test_remember_then_search_and_context_over_http(
    stack: Stack,
    running_gateway: GatewayApp,
    unique: str,
) -> None:
    key = await make_key(stack, f"t{unique}")
    async with http_session(running_gateway, key.key) as session:
        await remember_then_find(session, "Priya's favourite tea is genmaicha.", "genmaicha")
        bad = await session.call_tool("search_memory", {"query": ""})
        assert bad.is_error and result_body(bad)["error"] == "invalid_arguments"
        try:
            await session.call_tool("no_such_tool", {})
        except MCPError as exc:
            assert "no memory tool named" in exc.message
        else:
            raise AssertionError("an unknown tool must be a protocol error")
    # Another tenant's key sees none of it.
    other = await make_key(stack, f"o{unique}")
    async with http_session(running_gateway, other.key) as session:
        found = await session.call_tool("search_memory", {"query": "favourite tea genmaicha"})
        assert not found.is_error
        assert all("genmaicha" not in m["text"] for m in result_body(found)["memories"])


async def test_scopes_are_enforced_per_tool(
    stack: Stack,
    running_gateway: GatewayApp,
    unique: str,
) -> None:
    key = await make_key(stack, f"t{unique}", scopes=["read"])
    async with http_session(running_gateway, key.key) as session:
        refused = await session.call_tool("remember_fact", {"content": "Read-only keys write."})
        assert refused.is_error and result_body(refused)["error"] == "forbidden"
        stats = await session.call_tool("memory_stats", {})
        assert not stats.is_error and result_body(stats)["type"] == "memory_stats"


async def test_wrong_or_missing_key_is_refused(
    stack: Stack,
    running_gateway: GatewayApp,
    unique: str,
) -> None:
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "test", "version": "0"},
        },
    }
    accept = {"Accept": "application/json, text/event-stream"}
    async with httpx.AsyncClient(base_url=running_gateway.url, timeout=30.0) as http:
        for headers in ({}, {"Authorization": "Bearer msk_0123456789abcdef_wrong"}):
            reply = await http.post("/mcp", json=initialize, headers=accept | headers)
            assert reply.status_code == 401
            assert reply.json()["code"] == "unauthorized"
            assert reply.headers["WWW-Authenticate"].startswith("Bearer")
        key = await make_key(stack, f"t{unique}")
        ok = await http.post(
            "/mcp", json=initialize, headers=accept | {"Authorization": f"Bearer {key.key}"}
        )
        assert ok.status_code == 200 and ok.json()["result"]["serverInfo"]["name"] == "memstream"
    # The SDK's client fails to initialise (it reports the 401 as an error response).
    with pytest.raises(BaseExceptionGroup) as refused:
        async with http_session(running_gateway, "msk_0123456789abcdef_wrong"):
            pass
    assert refused.group_contains(MCPError, depth=None)


async def test_stdio_server_over_nats(
    stack: Stack, nats_server: EmbeddedNatsServer, unique: str
) -> None:
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-m",
            "memstream.services.cli.main",
            "mcp",
            "--url",
            nats_server.url,
            "--tenant",
            f"t{unique}",
            "--agent",
            "desk",
        ],
        env={"PYTHONPATH": str(ROOT)},
        cwd=str(ROOT),
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        listed = await session.list_tools()
        assert {tool.name for tool in listed.tools} == {*TOOLS, "context"}
        await remember_then_find(session, "The staging database runs on port 6543.", "6543")

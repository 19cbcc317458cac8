"""MCP over stdio (`memstream mcp`): the same tools, acting through one `MemoryClient`."""

from __future__ import annotations

from typing import Any

from mcp.server.context import ServerRequestContext
from mcp.server.stdio import stdio_server

from memstream.contracts.client import MemoryClient
from memstream.services.gateway.mcp.tools import memory_server


async def serve_stdio(client: MemoryClient) -> None:
    """Serve MCP on this process's stdin/stdout until the client closes it."""

    async def client_for(ctx: ServerRequestContext[Any, Any], tool: str) -> MemoryClient:
        # The connection is the client's identity: with an API key the NATS server
        # enforces its tenant and scopes on every request.
        return client

    server = memory_server(client_for)
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())

"""MCP over streamable HTTP at `/mcp` on the gateway, behind the Bearer API key.

Stateless: every POST is served on its own (no MCP session lives in a replica), so the
gateway scales like the rest of its API. Each request's key is checked before the MCP
transport sees it (no or a wrong key: 401 `ErrorReply`); the tool layer then acts for the
key's identity — its tenant, its scopes, its agent's write limit.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any, Final

from fastapi import FastAPI
from mcp.server.context import ServerRequestContext
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from starlette.requests import Request
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from memstream.contracts.client import MemoryClient
from memstream.contracts.keys import Identity
from memstream.services.common.security.keys import Unauthorized
from memstream.services.gateway.http.errors import error_response
from memstream.services.gateway.mcp.tools import ClientFor, memory_server, scope_of
from memstream.services.gateway.state import GatewayState, resolve_tenant

PATH: Final = "/mcp"
# Where the verified identity rides from the key check to the tool call.
_IDENTITY: Final = "memstream.identity"


def _bearer(scope: Scope) -> str | None:
    for name, value in scope.get("headers", []):
        if name == b"authorization":
            text: str = value.decode("latin-1")
            kind, _, token = text.partition(" ")
            if kind.lower() == "bearer" and token.strip():
                return token.strip()
    return None


def _client_for(state: GatewayState) -> ClientFor:
    async def client_for(ctx: ServerRequestContext[Any, Any], tool: str) -> MemoryClient:
        request = ctx.request
        identity = request.scope.get(_IDENTITY) if isinstance(request, Request) else None
        if not isinstance(identity, Identity):
            raise Unauthorized()
        scope = scope_of(tool)
        tenant = resolve_tenant(identity, scope)
        if scope == "write":
            await state.limiter.hit(tenant, identity.agent_id)
        return await state.client(identity, tenant)

    return client_for


class McpEndpoint:
    """The ASGI app at `/mcp`: the key check in front of the SDK's transport."""

    def __init__(self, state: GatewayState, manager: StreamableHTTPSessionManager) -> None:
        self.state = state
        self.manager = manager

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        key = _bearer(scope)
        try:
            if key is None:
                raise Unauthorized()
            identity = await self.state.verifier.verify(key)
        except Unauthorized as exc:
            await error_response(exc.reply)(scope, receive, send)
            return
        scope[_IDENTITY] = identity
        scope.setdefault("state", {})["key_id"] = identity.key_id
        await self.manager.handle_request(scope, receive, send)


def mount_mcp(app: FastAPI, state: GatewayState, version: str = "0.1.0") -> None:
    """Serve MCP at `/mcp` of `app`, its session manager running with the app."""
    server = memory_server(_client_for(state), version)
    manager = StreamableHTTPSessionManager(app=server, stateless=True, json_response=True)
    # A plain route (not a mount): `/mcp` itself, without a redirect to `/mcp/`.
    app.router.routes.append(Route(PATH, endpoint=McpEndpoint(state, manager)))
    inner = app.router.lifespan_context

    @contextlib.asynccontextmanager
    async def lifespan(asgi: Any) -> AsyncIterator[Any]:
        async with manager.run(), inner(asgi) as inner_state:
            yield inner_state

    app.router.lifespan_context = lifespan

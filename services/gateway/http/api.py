"""The FastAPI app of the gateway: routes, error bodies, and the OpenAPI document."""

from __future__ import annotations

from fastapi import FastAPI

from memstream.services.gateway.http import errors
from memstream.services.gateway.http.routes import keys, memory, sessions, tools
from memstream.services.gateway.mcp.http import mount_mcp
from memstream.services.gateway.state import GatewayState
from memstream.services.gateway.ui import routes as ui

API_TITLE = "memstream"
API_DESCRIPTION = (
    "Long-term memory for AI agents over HTTP. Every route maps onto the NATS endpoint of "
    "the service that owns it. Authenticate with `Authorization: Bearer <API key>`; the "
    "tenant and agent of every call are the key's. Errors are `ErrorReply` bodies "
    "(`code`, `message`, `field`)."
)


def create_api(state: GatewayState, version: str = "0.1.0") -> FastAPI:
    app = FastAPI(
        title=API_TITLE,
        description=API_DESCRIPTION,
        version=version,
        docs_url="/docs",
        redoc_url=None,
    )
    app.state.gateway = state
    errors.install(app)
    app.include_router(memory.router)
    app.include_router(tools.router)
    app.include_router(sessions.router)
    app.include_router(keys.router)
    app.include_router(ui.router)
    mount_mcp(app, state, version)
    return app

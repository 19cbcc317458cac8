"""The gateway: memstream over HTTP, API keys, and the memory health page.

`GatewayApp` (app.py) serves the HTTP API (FastAPI on uvicorn; `http/`), checks every
request's `Authorization: Bearer <key>` with the shared `KeyVerifier`, and maps each route
onto the existing NATS endpoint of the service that owns it: it never implements a second
copy of a service. The tenant of every call comes from the verified key. It also serves
MCP (`mcp/`: `/mcp` on the gateway, and `serve_stdio` for `memstream mcp`) and the memory
health page (`ui/`: `/ui/<tenant>`). The NATS auth callout (`callout.py`, started by
`start_auth` in auth.py) turns an agent's API key into a NATS user confined to its tenant.
"""

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names
from memstream.services.gateway.settings import GatewaySettings

if TYPE_CHECKING:
    from memstream.services.gateway.app import GatewayApp
    from memstream.services.gateway.auth import GatewayAuth, start_auth
    from memstream.services.gateway.callout import AuthCallout
    from memstream.services.gateway.mcp.stdio import serve_stdio

__all__ = [
    "AuthCallout",
    "GatewayApp",
    "GatewayAuth",
    "GatewaySettings",
    "serve_stdio",
    "start_auth",
]

__getattr__ = lazy_names(
    __name__,
    {
        "AuthCallout": "callout",
        "GatewayApp": "app",
        "GatewayAuth": "auth",
        "serve_stdio": "mcp.stdio",
        "start_auth": "auth",
    },
)

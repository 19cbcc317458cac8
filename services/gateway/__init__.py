"""The gateway: memstream over HTTP, API keys, and the memory health page.

`GatewayApp` (app.py) serves the HTTP API (FastAPI on uvicorn; `http/`), checks every
request's `Authorization: Bearer <key>` with the shared `KeyVerifier`, and maps each route
onto the existing NATS endpoint of the service that owns it: it never implements a second
copy of a service. The tenant of every call comes from the verified key. It also serves
MCP (`mcp/`: `/mcp` on the gateway, and `serve_stdio` for `memstream mcp`) and the memory
health page (`ui/`: `/ui/<tenant>`).
"""

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names
from memstream.services.gateway.settings import GatewaySettings

if TYPE_CHECKING:
    from memstream.services.gateway.app import GatewayApp
    from memstream.services.gateway.mcp.stdio import serve_stdio

__all__ = ["GatewayApp", "GatewaySettings", "serve_stdio"]

__getattr__ = lazy_names(__name__, {"GatewayApp": "app", "serve_stdio": "mcp.stdio"})

"""The tools service: one queue-group endpoint per memory tool."""

from __future__ import annotations

from memstream.contracts import subjects as s
from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.messaging.graph_client import GraphClient
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.runtime import Runtime
from memstream.services.common.security.guards import write_guard
from memstream.services.common.security.ratelimit import RateLimiter
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.tools.service import ToolsService
from memstream.services.tools.settings import ToolsSettings

# `mem.tool.<tenant>.<name>`: where the tenant token sits.
_TENANT_TOKEN = 2


class ToolsApp:
    name = "tools"

    def __init__(self, settings: ToolsSettings | None = None) -> None:
        self.settings = settings or ToolsSettings()
        self._endpoints: list[RequestEndpoint] = []

    async def setup(self, rt: Runtime) -> None:
        async def store() -> VectorStore:
            # Opened on first use: the process shares one embedded engine among services.
            return await rt.stores.vector_store(rt.settings)

        service = ToolsService(
            rt.nc,
            rt.js,
            store,
            EmbeddingClient(rt.nc, rt.settings.request_timeout_s),
            GraphClient(rt.nc, rt.settings.partitions, self.settings.graph_timeout_s),
            self.settings,
        )
        # An agent's writing tool calls count against its write limit.
        limiter = RateLimiter(rt.nc, rt.settings.agent_writes_per_minute)
        guard = write_guard(limiter)
        self._endpoints = [
            RequestEndpoint(
                rt.nc,
                s.tool("*", name),
                s.QUEUE_TOOLS,
                service.handler(name),
                tenant_index=_TENANT_TOKEN,
                name=f"tool-{name}",
                guard=guard if name in s.WRITE_TOOL_NAMES else None,
            )
            for name in s.TOOL_NAMES
        ]

    async def start(self) -> None:
        for endpoint in self._endpoints:
            await endpoint.start()

    async def stop(self, timeout: float) -> None:
        for endpoint in self._endpoints:
            await endpoint.stop(timeout)

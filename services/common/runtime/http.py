"""A tiny HTTP endpoint for `/metrics`, `/healthz` and `/readyz`.

Kept on asyncio's own server so every service process can expose it without an ASGI
stack; Kubernetes probes and Prometheus only need these three GETs.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

log = logging.getLogger(__name__)

ReadinessCheck = Callable[[], Awaitable[dict[str, bool]]]
# Liveness: every check False means "restart me" (Kubernetes' liveness probe, systemd).
LivenessCheck = Callable[[], dict[str, bool]]


class HealthServer:
    """Serves metrics and health on host:port until stopped."""

    def __init__(
        self,
        host: str,
        port: int,
        registry: CollectorRegistry,
        readiness: ReadinessCheck,
        liveness: LivenessCheck | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self._registry = registry
        self._readiness = readiness
        self._liveness = liveness
        self._server: asyncio.Server | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._handle, self.host, self.port)
        sock = self._server.sockets[0]
        self.port = sock.getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            request_line = await asyncio.wait_for(reader.readline(), timeout=5)
            while (await asyncio.wait_for(reader.readline(), timeout=5)) not in (b"\r\n", b""):
                continue
            parts = request_line.decode("latin-1").split()
            method, path = (parts[0], parts[1].split("?")[0]) if len(parts) >= 2 else ("", "")
            status, ctype, body = await self._route(method, path)
            head = (
                f"HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\n"
                f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
            )
            writer.write(head.encode() + body)
            await writer.drain()
        except (TimeoutError, ConnectionError):
            log.debug("health connection dropped")
        finally:
            writer.close()

    async def _route(self, method: str, path: str) -> tuple[str, str, bytes]:
        if method != "GET":
            return "405 Method Not Allowed", "application/json", b'{"error":"GET only"}'
        if path == "/metrics":
            return "200 OK", CONTENT_TYPE_LATEST, generate_latest(self._registry)
        if path == "/healthz":
            checks = self._liveness() if self._liveness is not None else {}
            ok = all(checks.values())
            body = json.dumps({"status": "ok" if ok else "unhealthy", "checks": checks})
            status = "200 OK" if ok else "503 Service Unavailable"
            return status, "application/json", body.encode()
        if path == "/readyz":
            checks = await self._readiness()
            ok = all(checks.values())
            body = json.dumps({"status": "ready" if ok else "not ready", "checks": checks})
            return (
                ("200 OK" if ok else "503 Service Unavailable"),
                "application/json",
                body.encode(),
            )
        return "404 Not Found", "application/json", b'{"error":"not found"}'

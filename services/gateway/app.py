"""The gateway service: the HTTP API on uvicorn, inside the process's event loop."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Generator

import nats
import uvicorn
from nats.aio.client import Client

from memstream.services.common.runtime import Runtime
from memstream.services.common.runtime.natsconf import NatsSecrets, read_secrets
from memstream.services.common.security.keys import KeyStore
from memstream.services.common.security.ratelimit import RateLimiter
from memstream.services.common.security.verifier import KeyVerifier
from memstream.services.gateway.auth import GatewayAuth, start_auth
from memstream.services.gateway.http.api import create_api
from memstream.services.gateway.http.limits import BodyLimits
from memstream.services.gateway.http.metrics import HttpMetrics
from memstream.services.gateway.settings import GatewaySettings
from memstream.services.gateway.state import GatewayState

log = logging.getLogger(__name__)


class _EmbeddedServer(uvicorn.Server):
    """uvicorn without its signal handlers: the process runner owns SIGINT/SIGTERM and
    stops the gateway with the other services."""

    @contextlib.contextmanager
    def capture_signals(self) -> Generator[None, None, None]:
        yield


class GatewayApp:
    name = "gateway"

    def __init__(self, settings: GatewaySettings | None = None) -> None:
        self.settings = settings or GatewaySettings()
        self.state: GatewayState | None = None
        self._server: _EmbeddedServer | None = None
        self._task: asyncio.Task[None] | None = None
        self._rt: Runtime | None = None
        self._secrets: NatsSecrets | None = None
        self._system_nc: Client | None = None
        self.auth: GatewayAuth | None = None

    @property
    def url(self) -> str:
        return f"http://{self.settings.host}:{self.port}"

    @property
    def port(self) -> int:
        server = self._server
        if server is not None and server.servers:
            sockets = server.servers[0].sockets
            if sockets:
                port: int = sockets[0].getsockname()[1]
                return port
        return self.settings.port

    async def setup(self, rt: Runtime) -> None:
        keys = await KeyStore.open(rt.js)
        verifier = KeyVerifier(keys, self.settings.key_staleness_s, self.settings.key_failure_limit)
        limiter = RateLimiter(
            rt.nc,
            self.settings.writes_per_minute or rt.settings.agent_writes_per_minute,
        )
        self.state = GatewayState(rt.nc, keys, verifier, limiter, self.settings)
        self._rt = rt
        if self.settings.callout:
            self._secrets = read_secrets(rt.settings.secrets_dir)

    async def start(self) -> None:
        state = self.state
        assert state is not None, "setup() first"
        await state.verifier.start()
        if self._secrets is not None:
            await self._start_callout(self._secrets)
        app = create_api(state)
        api = HttpMetrics(
            BodyLimits(app, self.settings.max_body_bytes, self.settings.body_timeout_s),
            app,
        )
        config = uvicorn.Config(
            api,
            host=self.settings.host,
            port=self.settings.port,
            log_config=None,
            # Request lines would name tenants in query strings; the access log stays off
            # and the gateway's own metrics carry no key or tenant label.
            access_log=False,
            limit_concurrency=self.settings.max_connections,
            timeout_keep_alive=5,
            timeout_graceful_shutdown=5,
            # Headers larger than this are refused before a route runs.
            h11_max_incomplete_event_size=32 * 1024,
        )
        # uvicorn logs requests whenever its access logger has a handler (one attached by a
        # logging setup is enough), and a request line can carry anything a client typed
        # into a URL; the gateway's own metrics and logs name routes by template instead.
        logging.getLogger("uvicorn.access").disabled = True
        self._server = server = _EmbeddedServer(config)
        self._task = asyncio.create_task(server.serve(), name="gateway-http")
        while not server.started:
            if self._task.done():
                self._task.result()  # raises the start-up error (e.g. port in use)
                raise RuntimeError("gateway HTTP server stopped during start-up")
            await asyncio.sleep(0.01)
        log.info("gateway listening", extra={"url": self.url})

    async def _start_callout(self, secrets: NatsSecrets) -> None:
        """Answer the server's authorization requests: an agent's key becomes a NATS user
        confined to its tenant (docs/architecture.md §6.3). The system user closes the
        connections of revoked keys."""
        rt = self._rt
        assert rt is not None
        url = rt.nc.connected_url
        assert url is not None, "the runtime's connection is up"
        self._system_nc = await nats.connect(
            f"{url.scheme}://{url.hostname}:{url.port}",
            name="memstream-gateway-system",
            user=secrets.system_user,
            password=secrets.system_password,
            max_reconnect_attempts=-1,
            reconnect_time_wait=0.5,
        )
        assert self.state is not None, "setup() first"
        self.auth = await start_auth(
            rt.nc, secrets.callout_seed, self.state.verifier, system_nc=self._system_nc
        )
        log.info("gateway answers the NATS auth callout")

    async def stop(self, timeout: float) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._task is not None:
            try:
                await asyncio.wait_for(self._task, timeout)
            except TimeoutError:
                self._task.cancel()
            self._task = None
        if self.state is not None:
            await self.state.verifier.stop()
        if self.auth is not None:
            await self.auth.stop()
            self.auth = None
        if self._system_nc is not None and not self._system_nc.is_closed:
            await self._system_nc.close()
        self._system_nc = None

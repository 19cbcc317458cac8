"""Starts and stops a set of services in one process, with an embedded NATS if asked."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import nats
from faststream.nats import NatsBroker
from faststream.nats.security import NatsUserPassword
from nats.aio.client import Client
from nats.errors import Error as NatsError
from pydantic import SecretStr

from memstream.services.cli.apart import ApartProcesses
from memstream.services.cli.secure import ensure_admin_key
from memstream.services.cli.split_plan import ProcessSpec
from memstream.services.common.runtime import Runtime, Service
from memstream.services.common.runtime.http import HealthServer
from memstream.services.common.runtime.keeper import Liveness, NatsServerKeeper
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer, NatsServerError
from memstream.services.common.runtime.natsconf import (
    NatsSecrets,
    load_or_create_secrets,
    read_secrets,
)
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.security.keys import KeyStore
from memstream.services.common.stores import StoreHandle

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class StackInfo:
    nats_url: str
    metrics_url: str
    data_dir: str
    services: list[str]
    nats_server_pid: int | None
    # Secure embedded server: the operator key's file (None when open or external).
    admin_key_file: str | None = None
    # The gateway's HTTP API (None when it does not run in this process).
    gateway_url: str | None = None
    # Services run in child processes of this one: (name, pid, metrics URL).
    children: list[tuple[str, int | None, str]] = field(default_factory=list)


def _http_url(services: Sequence[Service]) -> str | None:
    """The URL of the service that serves HTTP (the gateway), if one runs here."""
    for service in services:
        url = getattr(service, "url", None)
        if isinstance(url, str):
            return url
    return None


def credentials(settings: CommonSettings | None) -> dict[str, str]:
    """nats.py connect options of the service user: the one settings name, else the one a
    local `memstream up` generated under the data dir (none: an open server)."""
    if settings is None:
        return {}
    if settings.nats_user:
        password = settings.nats_password.get_secret_value() if settings.nats_password else ""
        return {"user": settings.nats_user, "password": password}
    local = read_secrets(settings.secrets_dir)
    if local is None:
        return {}
    return {"user": local.service_user, "password": local.service_password}


async def connect(
    url: str, name: str, timeout: float, settings: CommonSettings | None = None
) -> Client:
    """One NATS connection that keeps reconnecting for as long as the process lives,
    logged in as the service user of `settings` (if any)."""
    last_error = "no answer"

    async def remember(exc: Exception) -> None:
        nonlocal last_error
        last_error = f"{type(exc).__name__}: {exc}"
        log.warning("nats: %s", last_error, extra={"connection": name})

    attempt = nats.connect(
        url,
        name=name,
        connect_timeout=max(1, int(timeout)),
        max_reconnect_attempts=-1,
        reconnect_time_wait=0.5,
        error_cb=remember,
        **credentials(settings),
    )
    return await first_connect(
        attempt, f"could not connect to {url}", settings, lambda: f" ({last_error})"
    )


async def first_connect(
    attempt: Awaitable[T],
    what: str,
    settings: CommonSettings | None,
    detail: Callable[[], str] = lambda: "",
) -> T:
    """`attempt`, a first connect, within `first_connect_s`.

    With unbounded reconnects (what a long-lived connection wants), nats.py also retries
    the first connect forever: a refused login or a wrong address would hang a start-up
    silently."""
    field = CommonSettings.model_fields["first_connect_s"]
    deadline = settings.first_connect_s if settings is not None else float(field.default)
    try:
        return await asyncio.wait_for(attempt, timeout=deadline)
    except TimeoutError:
        raise NatsServerError(f"{what} within {deadline:.0f} s{detail()}") from None


class Stack:
    """The runner behind `memstream up` and `memstream run <service>`."""

    def __init__(
        self,
        settings: CommonSettings,
        services: Sequence[Service],
        embedded_nats: bool,
        apart: Sequence[ProcessSpec] = (),
    ) -> None:
        self.services = list(services)
        # Services in supervised children (cli/apart.py), up before the in-process ones.
        self.apart = ApartProcesses(apart, settings.data_dir) if apart else None
        self.server: EmbeddedNatsServer | None = None
        # Secure embedded server (the default): generated users, callout key, admin key.
        self.nats_secrets: NatsSecrets | None = None
        if embedded_nats:
            if not settings.nats_open:
                self.nats_secrets = secrets = load_or_create_secrets(settings.secrets_dir)
                settings = settings.model_copy(
                    update={
                        "nats_user": secrets.service_user,
                        "nats_password": SecretStr(secrets.service_password),
                    }
                )
            self.server = EmbeddedNatsServer(
                store_dir=settings.jetstream_dir,
                host=settings.embedded_nats_host,
                port=settings.embedded_nats_port,
                log_file=settings.data_dir / "nats-server.log",
                nats_secrets=self.nats_secrets,
            )
        self.settings = settings
        self._nc: Client | None = None
        self._broker: NatsBroker | None = None
        self._health: HealthServer | None = None
        self.stores = StoreHandle()
        self.runtime: Runtime | None = None
        # Brings the embedded nats-server back if it dies (None: an external server).
        self.keeper: NatsServerKeeper | None = None

    @property
    def nats_url(self) -> str:
        if self.server is not None:
            return self.server.url
        if not self.settings.nats_url:
            raise ValueError("MEMSTREAM_NATS_URL is not set and no embedded server was asked")
        return self.settings.nats_url

    async def start(self) -> StackInfo:
        settings = self.settings
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        if self.server is not None:
            await asyncio.to_thread(self.server.start)
        url = self.nats_url
        self._nc = nc = await connect(url, "memstream", settings.request_timeout_s, settings)
        js = nc.jetstream(timeout=settings.request_timeout_s)
        await provision(js, settings)
        admin_key = await self._admin_key() if self.nats_secrets is not None else None
        password = settings.nats_password.get_secret_value() if settings.nats_password else ""
        self._broker = broker = NatsBroker(
            url,
            security=NatsUserPassword(settings.nats_user, password) if settings.nats_user else None,
            graceful_timeout=settings.graceful_timeout_s,
            # No FastStream metrics middleware: it labels by the concrete subject, which
            # carries the tenant id, so its series would grow with every tenant. The
            # consumers count their own outcomes (memstream_*_messages_total).
            max_reconnect_attempts=-1,
            # Through our handler, so its lines are structured like every other log line.
            logger=logging.getLogger("memstream.broker"),
        )
        self.runtime = rt = Runtime(
            settings=settings, nc=nc, js=js, broker=broker, stores=self.stores
        )
        if self.apart is not None:
            await self.apart.start(url, settings.nats_user, password or None)
        for service in self.services:
            await service.setup(rt)
        await first_connect(broker.start(), f"the broker could not connect to {url}", settings)
        for service in self.services:
            await service.start()
        if self.server is not None:
            self.keeper = NatsServerKeeper(
                self.server,
                max_failures=settings.nats_restart_attempts,
                first_backoff_s=settings.nats_restart_backoff_s,
            )
            self.keeper.start()
        liveness = Liveness(
            lambda: [self._nc, broker.connection], settings.liveness_grace_s, self.keeper
        )
        self._health = HealthServer(
            settings.http_host, settings.http_port, REGISTRY, self.ready, liveness.checks
        )
        await self._health.start()
        info = StackInfo(
            nats_url=url,
            metrics_url=f"{self._health.url}/metrics",
            data_dir=str(settings.data_dir.resolve()),
            services=[svc.name for svc in self.services],
            nats_server_pid=self.server.pid if self.server else None,
            admin_key_file=str(admin_key) if admin_key else None,
            gateway_url=_http_url(self.services),
            children=[
                (c.spec.name, c.pid, c.metrics_url)
                for c in (self.apart.children if self.apart is not None else [])
            ],
        )
        log.info("memstream started", extra={"nats": url, "services": info.services})
        return info

    async def _admin_key(self) -> Path:
        """The operator key of the secure embedded server, created on first start."""
        assert self._nc is not None
        js = self._nc.jetstream(timeout=self.settings.request_timeout_s)
        path = self.settings.admin_key_file
        if await ensure_admin_key(await KeyStore.open(js), path):
            log.info("operator key created", extra={"path": str(path)})
        return path

    async def ready(self) -> dict[str, bool]:
        nc = self._nc
        checks = {"nats": bool(nc is not None and nc.is_connected)}
        if nc is not None and nc.is_connected:
            try:
                await nc.jetstream().account_info()
                checks["jetstream"] = True
            except Exception:
                checks["jetstream"] = False
        return checks

    async def stop(self) -> None:
        """Reverse order: stop taking work, drain, then stop the server."""
        timeout = self.settings.graceful_timeout_s
        if self._health is not None:
            await self._health.stop()
        for service in reversed(self.services):
            try:
                await service.stop(timeout)
            except Exception:
                log.exception("service stop failed", extra={"service": service.name})
        # With the server gone (and not coming back) nothing can be drained: close.
        if self._broker is not None:
            try:
                await self._broker.stop()
            except (NatsError, OSError):
                log.warning("broker not drained: NATS unreachable")
                with contextlib.suppress(NatsError, OSError):
                    await self._broker.connection.close()
        if self.apart is not None:
            # After the in-process services drained: they may still be waiting on it.
            await self.apart.stop(timeout + 5)
        if self.keeper is not None:
            await self.keeper.stop()
        # After every service and subscriber stopped, so no handler still writes to a store.
        await self.stores.close()
        if self._nc is not None and not self._nc.is_closed:
            try:
                await self._nc.drain()
            except (NatsError, OSError):
                with contextlib.suppress(NatsError, OSError):
                    await self._nc.close()
        if self.server is not None:
            await asyncio.to_thread(self.server.stop)
        log.info("memstream stopped")

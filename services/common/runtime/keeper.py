"""Self-healing for a process's broker side: the embedded nats-server child and liveness.

`NatsServerKeeper` brings a dead embedded `nats-server` back with the same store and port
(so every client reconnects to where it was, and every durable consumer resumes at its
acknowledged position), pausing longer after each failed start, and gives up after a
number of failures in a row, so the process can exit non-zero instead of answering
`/readyz` 503 forever.

`Liveness` is what `/healthz` answers: unhealthy once the process has been cut off from
NATS for longer than a grace period, or its server could not be brought back, so a real
supervisor (Kubernetes' liveness probe, systemd) restarts it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence

from nats.aio.client import Client

from memstream.services.common.runtime.background import BackgroundTask
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer, NatsServerError

log = logging.getLogger(__name__)


class NatsServerKeeper:
    def __init__(
        self,
        server: EmbeddedNatsServer,
        *,
        max_failures: int = 5,
        check_interval_s: float = 0.5,
        first_backoff_s: float = 0.5,
        max_backoff_s: float = 10.0,
        stable_after_s: float = 10.0,
    ) -> None:
        self.server = server
        self.max_failures = max_failures
        self.check_interval_s = check_interval_s
        self.first_backoff_s = first_backoff_s
        self.max_backoff_s = max_backoff_s
        # A server that dies again within this long of its restart failed to come back.
        self.stable_after_s = stable_after_s
        self.restarts = 0
        # Set when the server is dead and could not be started again.
        self.gave_up = asyncio.Event()
        self._loop = BackgroundTask("nats-server-keeper", self._watch)

    def start(self) -> None:
        self._loop.start()

    async def stop(self) -> None:
        await self._loop.stop()

    async def _watch(self) -> None:
        failures = 0
        started = time.monotonic()
        while True:
            await asyncio.sleep(self.check_interval_s)
            code = self.server.exit_code()
            if code is None:
                if failures and time.monotonic() - started > self.stable_after_s:
                    failures = 0
                continue
            log.error("nats-server exited; restarting it", extra={"exit_code": code})
            while True:
                failures += 1
                if failures > self.max_failures:
                    log.error("nats-server could not be restarted", extra={"failures": failures})
                    self.gave_up.set()
                    return
                pause = min(self.max_backoff_s, self.first_backoff_s * 2 ** (failures - 1))
                await asyncio.sleep(pause)
                try:
                    await asyncio.to_thread(self.server.start)
                except (NatsServerError, OSError):
                    log.warning("nats-server restart failed", exc_info=True)
                    continue
                break
            self.restarts += 1
            started = time.monotonic()
            log.info("nats-server restarted", extra={"pid": self.server.pid})


class Liveness:
    """Whether this process is alive in the sense a supervisor needs: connected to NATS
    (or cut off for less than `grace_s`) and not given up on its server."""

    def __init__(
        self,
        connections: Callable[[], Sequence[Client | None]],
        grace_s: float,
        keeper: NatsServerKeeper | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._connections = connections
        self._grace_s = grace_s
        self._keeper = keeper
        self._clock = clock
        self._down_since: float | None = None

    def checks(self) -> dict[str, bool]:
        connected = all(nc is not None and nc.is_connected for nc in self._connections())
        now = self._clock()
        if connected:
            self._down_since = None
        elif self._down_since is None:
            self._down_since = now
        cut_off = self._down_since is not None and now - self._down_since > self._grace_s
        checks = {"nats": not cut_off}
        if self._keeper is not None:
            checks["nats_server"] = not self._keeper.gave_up.is_set()
        return checks

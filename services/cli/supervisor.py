"""Runs the child processes of `memstream up --split`: start by stage, restart, stop.

Each child is `memstream run <services...>` in its own session (a terminal's Ctrl-C
reaches only the supervisor, which stops the children in order) that dies with the
supervisor even when the supervisor is killed (PR_SET_PDEATHSIG). A child that exits
unexpectedly is restarted after a doubling pause; one that keeps failing stops the whole
run with a non-zero exit.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memstream.services.cli.split_plan import ProcessSpec, SplitSettings, child_env
from memstream.services.common.messaging.errors import PermanentError
from memstream.services.common.runtime.nats_server import die_with_parent

log = logging.getLogger(__name__)

HOST = "127.0.0.1"
# Who runs where, for scripts and tests: in the data dir of every supervising process.
STATUS_FILE = "processes.json"


def restart_delay(failures: int, settings: SplitSettings) -> float | None:
    """Pause before restarting a process after its `failures`-th consecutive failure;
    None once it has failed more often than `max_failures`."""
    if failures > settings.max_failures:
        return None
    return float(min(settings.restart_backoff_s * 2 ** (failures - 1), settings.max_backoff_s))


def consecutive_failures(previous: int, uptime_s: float, settings: SplitSettings) -> int:
    """The failure count after an exit: a process that ran stably starts again at one."""
    return 1 if uptime_s >= settings.stable_after_s else previous + 1


def child_setup(nice: int) -> Callable[[], None] | None:
    """What a child runs between fork and exec: die with the supervisor (Linux), and
    lower its own priority by `nice` (so every thread it starts inherits it)."""
    linux = sys.platform.startswith("linux")
    if nice == 0:
        return die_with_parent if linux else None

    def setup() -> None:
        if linux:
            die_with_parent()
        os.nice(nice)

    return setup


def command(spec: ProcessSpec) -> list[str]:
    """The child's command line: this Python, this package."""
    return [sys.executable, "-m", "memstream.services.cli.main", "run", *spec.services]


async def http_status(url: str, timeout: float = 2.0) -> int | None:
    """Status code of a GET (None when nothing answers): enough for /readyz."""
    host_port, _, path = url.removeprefix("http://").partition("/")
    host, _, port = host_port.partition(":")
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, int(port)), timeout)
    except (OSError, TimeoutError):
        return None
    try:
        writer.write(f"GET /{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        line = await asyncio.wait_for(reader.readline(), timeout)
        parts = line.split()
        return int(parts[1]) if len(parts) >= 2 and parts[1].isdigit() else None
    except (OSError, TimeoutError):
        return None
    finally:
        writer.close()


@dataclass(slots=True)
class Child:
    """One planned process and its current OS process."""

    spec: ProcessSpec
    env: Mapping[str, str]
    proc: asyncio.subprocess.Process | None = None
    started_at: float = 0.0
    restarts: int = 0
    failures: int = 0
    watcher: asyncio.Task[None] | None = field(default=None, repr=False)

    @property
    def metrics_url(self) -> str:
        return f"http://{HOST}:{self.spec.http_port}/metrics"

    @property
    def ready_url(self) -> str:
        return f"http://{HOST}:{self.spec.http_port}/readyz"

    @property
    def gateway_url(self) -> str | None:
        port = self.spec.gateway_port
        return None if port is None else f"http://{HOST}:{port}"

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc is not None else None

    def status(self) -> dict[str, Any]:
        return {
            "name": self.spec.name,
            "services": list(self.spec.services),
            "pid": self.pid,
            "metrics_url": self.metrics_url,
            "gateway_url": self.gateway_url,
            "restarts": self.restarts,
        }


class SupervisorFailed(PermanentError, RuntimeError):
    """A child kept failing, or did not get ready in time."""

    reason = "supervisor_failed"


class Supervisor:
    """Starts the children stage by stage, keeps them running, stops them in reverse."""

    def __init__(
        self,
        children: Sequence[Child],
        settings: SplitSettings,
        status_file: Path,
        header: Mapping[str, Any],
        on_restart: Callable[[Child, int | None], None] | None = None,
        command: Callable[[ProcessSpec], list[str]] = command,
    ) -> None:
        self.children = list(children)
        self.settings = settings
        self.status_file = status_file
        self._header = dict(header)
        self._on_restart = on_restart
        self._command = command
        self._stopping = False
        # Set with the reason when a child gave up: the run ends with a non-zero exit.
        self.failed: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    @property
    def stages(self) -> list[int]:
        return sorted({c.spec.stage for c in self.children})

    async def start(self) -> None:
        """Start every stage and wait for its /readyz before the next one."""
        for stage in self.stages:
            members = [c for c in self.children if c.spec.stage == stage]
            for child in members:
                await self._spawn(child)
                child.watcher = asyncio.create_task(self._watch(child), name=child.spec.name)
            await self._wait_ready(members)

    async def _spawn(self, child: Child) -> None:
        # Created on the event loop's thread, which lives as long as the process:
        # PDEATHSIG fires when the creating thread ends, not only the process.
        child.proc = await asyncio.create_subprocess_exec(
            *self._command(child.spec),
            env=dict(child.env),
            stdin=asyncio.subprocess.DEVNULL,
            preexec_fn=child_setup(child.spec.nice),
            start_new_session=True,
        )
        child.started_at = time.monotonic()
        log.info("process started", extra={"child": child.spec.name, "pid": child.pid})
        self.write_status()

    async def _wait_ready(self, members: Sequence[Child]) -> None:
        deadline = time.monotonic() + self.settings.ready_timeout_s
        waiting = list(members)
        while waiting:
            if self.failed.done():
                raise SupervisorFailed(self.failed.result())
            statuses = await asyncio.gather(*(http_status(c.ready_url) for c in waiting))
            waiting = [c for c, code in zip(waiting, statuses, strict=True) if code != 200]
            if waiting and time.monotonic() > deadline:
                names = ", ".join(c.spec.name for c in waiting)
                raise SupervisorFailed(
                    f"not ready after {self.settings.ready_timeout_s:.0f}s: {names}"
                )
            if waiting:
                await asyncio.sleep(0.2)  # polling interval of an HTTP probe

    async def _watch(self, child: Child) -> None:
        """Restart the child whenever it exits while the supervisor is not stopping."""
        while True:
            proc = child.proc
            assert proc is not None
            code = await proc.wait()
            if self._stopping:
                return
            uptime = time.monotonic() - child.started_at
            child.failures = consecutive_failures(child.failures, uptime, self.settings)
            delay = restart_delay(child.failures, self.settings)
            log.warning(
                "process exited",
                extra={"child": child.spec.name, "pid": proc.pid, "code": code},
            )
            if delay is None:
                if not self.failed.done():
                    self.failed.set_result(
                        f"{child.spec.name} failed {child.failures} times in a row "
                        f"(last exit code {code})"
                    )
                return
            await asyncio.sleep(delay)
            if self._stopping:
                return
            try:
                await self._spawn(child)
            except OSError as exc:
                if not self.failed.done():
                    self.failed.set_result(f"{child.spec.name} could not be started: {exc}")
                return
            child.restarts += 1
            self.write_status()
            if self._on_restart is not None:
                self._on_restart(child, code)

    def write_status(self) -> None:
        """`processes.json`: who runs where, for scripts and tests (rewritten atomically)."""
        doc = {**self._header, "processes": [c.status() for c in self.children]}
        tmp = self.status_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(doc, indent=2) + "\n")
        os.replace(tmp, self.status_file)

    async def stop(self, timeout: float) -> None:
        """SIGTERM each stage, last stage first; SIGKILL what outlives `timeout`."""
        self._stopping = True
        for child in self.children:
            if child.watcher is not None:
                child.watcher.cancel()
        for stage in reversed(self.stages):
            members = [c for c in self.children if c.spec.stage == stage and c.proc is not None]
            await asyncio.gather(*(_terminate(c, timeout) for c in members))
        with contextlib.suppress(FileNotFoundError):
            self.status_file.unlink()


async def _terminate(child: Child, timeout: float) -> None:
    proc = child.proc
    if proc is None or proc.returncode is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        proc.send_signal(signal.SIGTERM)
    try:
        await asyncio.wait_for(proc.wait(), timeout)
    except TimeoutError:
        log.warning("process did not stop in time; killed", extra={"child": child.spec.name})
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        await proc.wait()


def supervisor_for(
    plan: Sequence[ProcessSpec],
    settings: SplitSettings,
    data_dir: Path,
    nats_url: str,
    user: str | None,
    password: str | None,
    on_restart: Callable[[Child, int | None], None] | None = None,
) -> Supervisor:
    """A supervisor of `plan`'s processes, each logged in to `nats_url` as the service user,
    its status in `data_dir`'s STATUS_FILE (not started yet)."""
    children = [Child(spec, child_env(spec, os.environ, nats_url, user, password)) for spec in plan]
    return Supervisor(
        children,
        settings,
        data_dir / STATUS_FILE,
        {"supervisor_pid": os.getpid(), "nats_url": nats_url},
        on_restart=on_restart,
    )

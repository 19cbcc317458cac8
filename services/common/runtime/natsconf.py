"""The nats-server configuration memstream runs with, rendered by one function.

Open mode (loopback only: the test suite, `MEMSTREAM_NATS_OPEN=true`): one account, no
users. Secure mode (the default of `memstream up`, and infra/nats-server.conf):

- `MEMSTREAM`: the services' account, JetStream enabled; the service user logs in with a
  password and bypasses the callout. It exports the agent-facing request subjects (and
  the preload stream), nothing else.
- `AGENTS`: where the auth callout places every API-key connection. It imports those
  subjects with `share: true`, so each request reaches the service with a
  `Nats-Request-Info` header naming the calling user, which the caller cannot forge.
  No JetStream, so no `$JS.API` and no KV bucket exists for an agent even to ask for;
  the user JWT's permissions narrow it further to the key's tenant and inbox.
- `SYS`: the system account; its user lets the callout close a revoked key's connections.
"""

from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from memstream.contracts import subjects as s
from memstream.services.common.security.natsjwt import new_account_seed, public_key

SERVICE_USER = "memstream"
SYSTEM_USER = "sys"
_SERVICE_PASSWORD_FILE = "nats-service.password"
_SYSTEM_PASSWORD_FILE = "nats-system.password"
_CALLOUT_SEED_FILE = "callout-issuer.seed"


@dataclass(frozen=True, slots=True)
class NatsSecrets:
    """Passwords of the service and system users, and the callout's signing seed."""

    service_password: str
    system_password: str
    callout_seed: bytes
    service_user: str = SERVICE_USER
    system_user: str = SYSTEM_USER

    @property
    def issuer(self) -> str:
        """Public account nkey the server trusts to sign callout users."""
        return public_key(self.callout_seed)


def write_secret(path: Path, data: bytes) -> None:
    """Create `path` readable by its owner only (0600), never briefly wider."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, data)
    finally:
        os.close(fd)
    os.chmod(path, 0o600)


def _read_or_create(path: Path, make: bytes) -> bytes:
    if path.exists():
        return path.read_bytes().strip()
    write_secret(path, make)
    return make


def load_or_create_secrets(directory: Path) -> NatsSecrets:
    """The secrets under `directory`, generated on first use (files of mode 0600)."""
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(directory, 0o700)
    service = _read_or_create(
        directory / _SERVICE_PASSWORD_FILE, secrets.token_urlsafe(32).encode()
    )
    system = _read_or_create(directory / _SYSTEM_PASSWORD_FILE, secrets.token_urlsafe(32).encode())
    seed = _read_or_create(directory / _CALLOUT_SEED_FILE, new_account_seed())
    return NatsSecrets(service.decode(), system.decode(), seed)


def read_secrets(directory: Path) -> NatsSecrets | None:
    """The secrets a local `memstream up` generated, or None if there are none."""
    paths = [directory / name for name in (_SERVICE_PASSWORD_FILE, _SYSTEM_PASSWORD_FILE)]
    seed = directory / _CALLOUT_SEED_FILE
    if not all(p.is_file() for p in (*paths, seed)):
        return None
    service, system = (p.read_text().strip() for p in paths)
    return NatsSecrets(service, system, seed.read_bytes().strip())


def _q(value: str) -> str:
    """A config string literal (JSON quoting is valid nats-server syntax)."""
    return json.dumps(value)


def render_config(
    *,
    host: str,
    port: int,
    store_dir: Path,
    max_payload: int,
    nats_secrets: NatsSecrets | None,
    monitor_port: int | None = None,
    max_file_store: int | None = None,
    ports_file_dir: Path | None = None,
) -> str:
    """nats-server config text; `nats_secrets=None` is the open loopback mode.

    `port=-1` lets the server pick a free port itself; with `ports_file_dir` it writes the
    ports it listens on to `<dir>/nats-server_<pid>.ports` once it is ready."""
    limit = f", max_file_store: {max_file_store}" if max_file_store is not None else ""
    lines = [
        f"listen: {_q(f'{host}:{port}')}",
        f"max_payload: {max_payload}",
        f"jetstream {{ store_dir: {_q(str(store_dir))}{limit} }}",
    ]
    if ports_file_dir is not None:
        lines.append(f"ports_file_dir: {_q(str(ports_file_dir))}")
    if monitor_port is not None:
        lines.append(f"http: {_q(f'{host}:{monitor_port}')}")
    if nats_secrets is None:
        return "\n".join(lines) + "\n"
    subjects = s.agent_service_subjects()
    exports = [f"{{ service: {_q(subject)} }}" for subject in subjects]
    exports.append(f"{{ stream: {_q(s.preload('*'))} }}")
    imports = [
        f"{{ service: {{ account: {s.ACCOUNT_SERVICES}, subject: {_q(subject)} }}, share: true }}"
        for subject in subjects
    ]
    preload = _q(s.preload("*"))
    imports.append(f"{{ stream: {{ account: {s.ACCOUNT_SERVICES}, subject: {preload} }} }}")
    sep = "\n      "
    lines += [
        "accounts {",
        f"  {s.ACCOUNT_SERVICES} {{",
        "    jetstream: enabled",
        f"    users: [ {{ user: {_q(nats_secrets.service_user)}, "
        f"password: {_q(nats_secrets.service_password)} }} ]",
        f"    exports: [{sep}{sep.join(exports)}\n    ]",
        "  }",
        f"  {s.ACCOUNT_AGENTS} {{",
        f"    imports: [{sep}{sep.join(imports)}\n    ]",
        "  }",
        f"  {s.ACCOUNT_SYSTEM} {{",
        f"    users: [ {{ user: {_q(nats_secrets.system_user)}, "
        f"password: {_q(nats_secrets.system_password)} }} ]",
        "  }",
        "}",
        f"system_account: {s.ACCOUNT_SYSTEM}",
        "authorization {",
        "  auth_callout {",
        f"    issuer: {_q(nats_secrets.issuer)}",
        f"    account: {s.ACCOUNT_SERVICES}",
        f"    auth_users: [ {_q(nats_secrets.service_user)}, {_q(nats_secrets.system_user)} ]",
        "  }",
        "}",
    ]
    return "\n".join(lines) + "\n"

"""Settings shared by every service; each service adds its own class with its own prefix."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class CommonSettings(BaseSettings):
    """Process-wide settings, read from `MEMSTREAM_*` environment variables."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_", extra="ignore")

    nats_url: str | None = Field(
        default=None,
        description="NATS server URL; unset means `memstream up` starts an embedded server.",
    )
    nats_user: str | None = Field(
        default=None, description="Service user on a secure NATS server (bypasses the callout)."
    )
    nats_password: SecretStr | None = Field(default=None, description="Its password.")
    nats_open: bool = Field(
        default=False,
        description="`memstream up` runs its embedded server without accounts or auth; "
        "refused unless the server binds to a loopback address.",
    )
    agent_writes_per_minute: int = Field(
        default=120,
        ge=1,
        description="Writes (turns, remember/correct/confirm) one agent may make per minute, "
        "over NATS and HTTP together.",
    )
    data_dir: Path = Field(default=Path("data"), description="Root of all local state.")
    embedded_nats_host: str = Field(default="127.0.0.1", description="Embedded server bind.")
    embedded_nats_port: int = Field(
        default=4222, ge=0, le=65535, description="Embedded server port; 0 picks a free one."
    )
    stream_replicas: int = Field(default=1, ge=1, le=5, description="JetStream replicas.")
    duplicate_window_s: float = Field(
        default=3600.0, gt=0, description="JetStream de-duplication window for re-sent turns."
    )
    partitions: int = Field(default=4, ge=1, description="Graph partitions (DuckDB files).")
    http_host: str = Field(default="127.0.0.1", description="Metrics/health bind address.")
    http_port: int = Field(default=9464, ge=0, le=65535, description="Metrics/health port.")
    banner: bool = Field(
        default=True,
        description="Print the `memstream is up` banner (the children `memstream up` "
        "supervises do not: its own banner names them).",
    )
    embedder_apart: bool = Field(
        default=True,
        description="`memstream up` runs the embedder as a supervised child process with "
        "its own interpreter and core (its metrics on the next port); false keeps every "
        "service in one process.",
    )
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(default="INFO")
    log_format: Literal["json", "text"] = Field(default="json")
    nats_restart_attempts: int = Field(
        default=5,
        ge=1,
        le=100,
        description="Starts in a row the embedded nats-server gets after it died, before the "
        "process gives up and exits non-zero.",
    )
    nats_restart_backoff_s: float = Field(
        default=0.5,
        gt=0,
        le=60,
        description="Pause before the first restart of a dead embedded nats-server; it "
        "doubles after each failed start, up to 10 s.",
    )
    liveness_grace_s: float = Field(
        default=30.0,
        gt=0,
        description="How long the process may be cut off from NATS before /healthz says "
        "unhealthy (so a supervisor restarts it).",
    )
    graceful_timeout_s: float = Field(
        default=15.0, gt=0, description="Time in-flight handlers get to finish on shutdown."
    )
    request_timeout_s: float = Field(
        default=5.0, gt=0, description="Timeout of every request a service makes."
    )
    first_connect_s: float = Field(
        default=60.0,
        gt=0,
        description="How long a process tries to reach NATS at start-up before it exits "
        "with an error (once connected, it reconnects for as long as it lives).",
    )
    qdrant_url: str | None = Field(
        default=None,
        description="Qdrant server URL; set means the distributed backend (qdrant-client).",
    )
    qdrant_path: Path | None = Field(
        default=None,
        description="Directory of the embedded Qdrant engine; unset means <data_dir>/qdrant.",
    )
    vector_backend: Literal["edge", "server", "memory"] | None = Field(
        default=None,
        description="Force a vector store backend; unset picks `server` when qdrant_url is "
        "set, else the embedded `edge` engine. `memory` is an in-process store for tests.",
    )
    vector_dim: int = Field(
        default=384,
        gt=0,
        description="Dense vector size of the collections; must match the embedder's model.",
    )

    @property
    def jetstream_dir(self) -> Path:
        return self.data_dir / "jetstream"

    @property
    def secrets_dir(self) -> Path:
        """Generated secrets of the embedded secure server and the operator key (0600)."""
        return self.data_dir / "secrets"

    @property
    def admin_key_file(self) -> Path:
        return self.secrets_dir / "admin.key"

    @property
    def vector_store_backend(self) -> Literal["edge", "server", "memory"]:
        if self.vector_backend is not None:
            return self.vector_backend
        return "server" if self.qdrant_url else "edge"

    @property
    def vector_store_location(self) -> str | None:
        """What `open_vector_store` takes: the URL, the data directory, or None (memory)."""
        backend = self.vector_store_backend
        if backend == "server":
            if not self.qdrant_url:
                raise ValueError("vector_backend=server needs MEMSTREAM_QDRANT_URL")
            return self.qdrant_url
        if backend == "edge":
            return str(self.qdrant_path or self.data_dir / "qdrant")
        return None

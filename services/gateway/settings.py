"""Gateway settings, read from `MEMSTREAM_GATEWAY_*` environment variables."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.services.common.security.verifier import FailureLimit


class GatewaySettings(BaseSettings):
    """The HTTP API, its limits, and how keys are checked."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_GATEWAY_", extra="ignore")

    host: str = Field(default="127.0.0.1", description="HTTP bind address.")
    port: int = Field(default=8080, ge=0, le=65535, description="HTTP port; 0 picks a free one.")
    writes_per_minute: int | None = Field(
        default=None,
        ge=1,
        description="Override of MEMSTREAM_AGENT_WRITES_PER_MINUTE for this gateway; unset "
        "(the default) means the one limit every endpoint applies. The count is shared: "
        "HTTP and NATS writes of an agent draw from the same per-minute counter.",
    )
    max_body_bytes: int = Field(
        default=1024 * 1024,
        gt=0,
        description="Largest request body; a larger one is refused with 413 before it is "
        "read whole (NATS refuses messages over 1 MiB anyway).",
    )
    body_timeout_s: float = Field(
        default=10.0,
        gt=0,
        description="Time a client gets to send its whole request body; a slower one (a "
        "slowloris) gets 408 and the connection is closed.",
    )
    request_timeout_s: float = Field(
        default=30.0,
        gt=0,
        description="Timeout of the NATS request behind an HTTP request (a session end waits "
        "for extraction, so this is longer than the services' own timeout).",
    )
    max_wait_s: float = Field(
        default=25.0,
        gt=0,
        le=600,
        description="Longest an HTTP request may ask the services to wait (watermark "
        "`timeout_s`, context `after_timeout_s`, session-end flush); a longer ask is cut to "
        "this and the reply says whether the wait completed.",
    )
    key_staleness_s: float = Field(
        default=2.0,
        gt=0,
        le=5.0,
        description="Longest a cached key check is trusted without re-reading its KV entry "
        "(revocation also arrives at once through a KV watch).",
    )
    key_max_failures: int = Field(
        default=5,
        ge=1,
        description="Unverified checks of one key id per window before it is rate limited "
        "(a flood of wrong secrets for one key id cannot keep the slow hashes busy).",
    )
    key_failure_window_s: float = Field(
        default=60.0, gt=0, description="Window over which a key id's failed checks count."
    )
    key_locked_check_every_s: float = Field(
        default=1.0,
        gt=0,
        description="A rate-limited key id is still checked this often (its holder gets in).",
    )

    @property
    def key_failure_limit(self) -> FailureLimit:
        return FailureLimit(
            self.key_max_failures, self.key_failure_window_s, self.key_locked_check_every_s
        )

    callout: bool = Field(
        default=True,
        description="Answer the NATS server's auth callout (agents' API keys) when the "
        "server's secrets are in <data_dir>/secrets (the issuer seed and the system user's "
        "password: `memstream up` writes them; a Kubernetes Secret mounts them).",
    )
    max_connections: int = Field(
        default=1000, ge=1, description="Concurrent HTTP connections before 503."
    )

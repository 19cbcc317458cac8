"""Episode indexer settings (`MEMSTREAM_INDEXER_*`)."""

from __future__ import annotations

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.contracts import subjects as s


class IndexerSettings(BaseSettings):
    """Batching, redelivery and timeouts of the RESOURCES consumer."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_INDEXER_", extra="ignore")

    durable: str = Field(
        default=s.DURABLE_EPISODE_INDEXER,
        pattern=r"^[A-Za-z0-9_-]{1,64}$",
        description="Durable consumer name; replicas sharing it share the work.",
    )
    filter_tenant: str = Field(
        default="*",
        pattern=r"^(?:\*|[A-Za-z0-9_-]{1,64})$",
        description="Consume one tenant's resources only (`*`: every tenant).",
    )
    batch_size: int = Field(default=64, ge=1, description="Most messages fetched per batch.")
    fetch_timeout_s: float = Field(
        default=0.1,
        gt=0,
        description="Longest wait to fill a batch; a partial batch is handled after it.",
    )
    embed_timeout_s: float = Field(
        default=30.0, gt=0, description="Timeout of each request to the embedder."
    )
    ack_wait_s: float = Field(
        default=60.0,
        gt=0,
        description="Redelivery timeout of an unacknowledged message; the handler also "
        "reports progress every third of it, so only a stuck handler hits it.",
    )
    max_deliver: int = Field(
        default=1000,
        ge=2,
        description="Deliveries before a message is given up; the last failed one is "
        "dead-lettered, so a message is never dropped silently.",
    )
    max_ack_pending: int = Field(
        default=1024, ge=1, description="Messages out unacknowledged at once (all replicas)."
    )
    nack_delay_s: float = Field(
        default=1.0, gt=0, description="Redelivery delay after the first transient failure."
    )
    nack_delay_max_s: float = Field(
        default=60.0,
        gt=0,
        description="Cap of the redelivery delay, which doubles with every delivery.",
    )
    max_chunk_tokens: int = Field(
        default=400, ge=16, description="Episode chunk size in model tokens (about)."
    )
    publish_timeout_s: float = Field(
        default=5.0, gt=0, description="How long to wait for the DLQ to acknowledge a write."
    )

    @model_validator(mode="after")
    def _ack_wait_outlasts_embedding(self) -> IndexerSettings:
        if self.ack_wait_s <= self.embed_timeout_s:
            raise ValueError("ack_wait_s must be longer than embed_timeout_s")
        return self

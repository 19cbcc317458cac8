"""Episode indexer settings (`MEMSTREAM_INDEXER_*`)."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from memstream.contracts import subjects as s
from memstream.services.common.messaging.settings import ConsumerSettings, Durable


class IndexerSettings(ConsumerSettings):
    """Batching, redelivery and timeouts of the RESOURCES consumer, and the chunk size."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_INDEXER_", extra="ignore")

    durable: Durable = s.DURABLE_EPISODE_INDEXER
    max_chunk_tokens: int = Field(
        default=400, ge=16, description="Episode chunk size in model tokens (about)."
    )

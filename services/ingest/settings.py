"""Ingest settings (`MEMSTREAM_INGEST_*`)."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.contracts import subjects as s
from memstream.services.common.messaging.settings import Durable


class IngestSettings(BaseSettings):
    """Limits and timeouts of the hot path."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_INGEST_", extra="ignore")

    max_message_bytes: int = Field(
        default=512 * 1024, gt=0, description="Largest accepted TurnIn body, in bytes."
    )
    max_parts: int = Field(
        default=64, gt=0, description="Most parts (input, output, tool calls, documents) a turn."
    )
    max_text_chars: int = Field(
        default=100_000, gt=0, description="Longest accepted text of any single part."
    )
    publish_timeout_s: float = Field(
        default=5.0, gt=0, description="How long to wait for JetStream to ack the turn's writes."
    )
    backlog_turns: int = Field(
        default=64,
        ge=0,
        description="Turns written by this replica and not yet indexed from which a tenant "
        "with its share of them (this many divided among the tenants with turns ahead) "
        "waits for the episode indexer before its next turn is written (ingest/backlog.py): "
        "a flood is slowed to the indexer's pace instead of queuing every other tenant's "
        "turns behind it. 0: never wait.",
    )
    backlog_hold_s: float = Field(
        default=2.0,
        gt=0,
        le=30,
        description="Longest a turn waits for the indexer; then it is written anyway. Below "
        "the SDK's 5 s request timeout.",
    )
    indexer_durable: Durable = Field(
        default=s.DURABLE_EPISODE_INDEXER,
        description="Durable RESOURCES consumer of the episode indexer the hold waits for.",
    )

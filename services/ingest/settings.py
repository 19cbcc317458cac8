"""Ingest settings (`MEMSTREAM_INGEST_*`)."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


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
    detect_triggers: bool = Field(default=True, description="Detect forward temporal signals.")

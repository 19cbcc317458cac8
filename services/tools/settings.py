"""Tools settings (`MEMSTREAM_TOOLS_*`)."""

from __future__ import annotations

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class ToolsSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_TOOLS_", extra="ignore")

    timezone: str | None = Field(
        default=None,
        description="IANA zone for the `local` time of results; unset uses the host's zone.",
    )
    graph_timeout_s: float = Field(default=2.0, gt=0, description="Graph query timeout.")
    search_timeout_s: float = Field(
        default=5.0, gt=0, description="How long search_memory waits for the retriever."
    )
    remember_decay_rate: float = Field(
        default=0.1, ge=0, description="Decay rate of facts stored by remember_fact."
    )
    summary_facts: int = Field(
        default=12,
        ge=1,
        description="Top facts in the offline summary a category gets after forget_memory.",
    )

    @field_validator("timezone")
    @classmethod
    def _known(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                ZoneInfo(value)
            except (ZoneInfoNotFoundError, ValueError):
                raise ValueError(f"unknown IANA time zone {value!r}") from None
        return value

"""Shared field types and the base model of every memstream message."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

SCHEMA_VERSION = 1

ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"

# Ids become NATS subject tokens, so they are restricted to characters that can never
# form a wildcard or a token separator.
Identifier = Annotated[str, StringConstraints(pattern=ID_PATTERN)]


def _as_utc(value: datetime) -> datetime:
    """Naive datetimes are taken as UTC; aware ones are converted to UTC."""
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


UtcDatetime = Annotated[datetime, AfterValidator(_as_utc)]


def utc_now() -> datetime:
    """Current time, timezone-aware UTC."""
    return datetime.now(UTC)


class Message(BaseModel):
    """Base of every contract: versioned, strict about unknown fields."""

    model_config = ConfigDict(extra="forbid", frozen=False)

    schema_version: int = Field(
        default=SCHEMA_VERSION,
        description="Version of this message's schema; bumped on incompatible changes.",
    )

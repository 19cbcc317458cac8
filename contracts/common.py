"""Shared field types and the base model of every memstream message."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Final

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

SCHEMA_VERSION = 1

ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"

# Ids become NATS subject tokens, so they are restricted to characters that can never
# form a wildcard or a token separator.
Identifier = Annotated[str, StringConstraints(pattern=ID_PATTERN)]


# Turn numbers are stored as 32-bit integers downstream (the graph's `resources` table), so
# the edge refuses a turn number no store can hold rather than let it fail there.
MAX_TURN_NUMBER: Final = 2**31 - 1

# The instants memstream accepts. Python's datetime stops at years 1 and 9999, and date
# arithmetic near either end (a local time zone, "in 3 weeks", a decay window, a TTL)
# overflows; no conversation turn, question or schedule needs a date outside this window.
EARLIEST: Final = datetime(1900, 1, 1, tzinfo=UTC)
LATEST: Final = datetime(2200, 1, 1, tzinfo=UTC)


def _as_utc(value: datetime) -> datetime:
    """Naive datetimes are taken as UTC; aware ones are converted to UTC. Refuses an
    instant outside [EARLIEST, LATEST), so every later date computation stays in range."""
    try:
        utc = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    except OverflowError:  # e.g. 0001-01-01 at UTC+14 is before year 1 in UTC
        utc = None
    if utc is None or not EARLIEST <= utc < LATEST:
        raise ValueError(
            f"date-time must be on or after {EARLIEST.isoformat()} and before {LATEST.isoformat()}"
        )
    return utc


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

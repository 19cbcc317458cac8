"""Times for people: RFC 3339, local wall time with its offset label, and '3 hours ago'."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, tzinfo

from memstream.contracts.tools import TimeInfo

_UNITS = (
    ("year", 365 * 86400),
    ("month", 30 * 86400),
    ("week", 7 * 86400),
    ("day", 86400),
    ("hour", 3600),
    ("minute", 60),
)


def relative(value: datetime, now: datetime) -> str:
    seconds = (now - value).total_seconds()
    future = seconds < 0
    seconds = abs(seconds)
    if seconds < 45:
        return "just now"
    for name, size in _UNITS:
        if seconds >= size:
            n = int(seconds // size)
            unit = name if n == 1 else name + "s"
            return f"in {n} {unit}" if future else f"{n} {unit} ago"
    return "in 1 minute" if future else "1 minute ago"


def offset_label(offset: timedelta | None) -> str:
    if not offset:
        return "UTC"
    minutes = int(offset.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    hours, rest = divmod(abs(minutes), 60)
    return f"UTC{sign}{hours}" + (f":{rest:02d}" if rest else "")


def time_info(value: datetime | float | None, now: datetime, zone: tzinfo | None) -> TimeInfo:
    """All four fields, or all empty when `value` is missing or zero."""
    if value is None or value == 0:
        return TimeInfo()
    if isinstance(value, int | float):
        value = datetime.fromtimestamp(float(value), UTC)
    elif value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    local = value.astimezone(zone) if zone is not None else value.astimezone()
    label = offset_label(local.utcoffset())
    return TimeInfo(
        iso=value.astimezone(UTC).isoformat(timespec="seconds"),
        local=f"{local.strftime('%Y-%m-%d %H:%M:%S')} {label}",
        timezone=label,
        relative=relative(value, now),
    )


def parse_bound(text: str | None, now: datetime) -> datetime | None:
    """`after`/`before` of search_memory: YYYY-MM-DD, an ISO time, last_week, last_month."""
    if text is None or not text.strip():
        return None
    token = text.strip().lower().replace(" ", "_")
    if token == "last_week":
        return now - timedelta(days=7)
    if token == "last_month":
        return now - timedelta(days=30)
    if token == "yesterday":
        return now - timedelta(days=1)
    value = datetime.fromisoformat(text.strip())
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)

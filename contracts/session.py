"""Session lifecycle (`mem.session.<tenant>.start | heartbeat | end`), request-reply.

Every start and heartbeat first runs the tenant's overdue maintenance jobs (the cron
fallback), then returns the forward triggers due today (once per session) and, on start,
the tenant's lessons. `end` replies once every resource of the session was extracted.
"""

from __future__ import annotations

from datetime import date
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator

from memstream.contracts.common import Identifier, Message, UtcDatetime
from memstream.contracts.scheduler import JobName
from memstream.contracts.turns import ForwardTrigger

SessionAction = Literal["start", "heartbeat", "end"]


class SessionRequest(Message):
    """Body of start, heartbeat and end; fields an action does not use are ignored."""

    session_id: Identifier = Field(description="Session id.")
    agent_id: Identifier | None = Field(default=None, description="Agent id.")
    timezone: str | None = Field(
        default=None,
        description="IANA zone of the user: which day is 'today' for forward triggers "
        "(default: the scheduler's zone).",
    )
    lessons_limit: int | None = Field(
        default=None, ge=0, le=100, description="Most lessons to return on start."
    )
    last_resource_seq: int | None = Field(
        default=None,
        ge=0,
        le=2**63 - 1,
        description="end: RESOURCES sequence of the session's last resource (the SDK "
        "tracks it from TurnAcks); default: the tenant's last resource. A sequence past the "
        "end of RESOURCES is refused.",
    )
    flush_timeout_s: float | None = Field(
        default=None, gt=0, le=600, description="end: longest wait for extraction."
    )

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                ZoneInfo(value)
            except (ZoneInfoNotFoundError, ValueError):
                raise ValueError(f"unknown IANA time zone {value!r}") from None
        return value


class JobCheck(Message):
    """An overdue job the request found for this tenant, and what was done about it."""

    job: JobName = Field(description="Job.")
    outcome: Literal["ran", "covered", "busy", "failed"] = Field(
        description="ran: run now; covered: done meanwhile; busy: still running elsewhere "
        "after the wait; failed: it raised (retried next time)."
    )
    counts: dict[str, int] = Field(default_factory=dict, description="What the run did.")


class PreloadMemory(Message):
    """A memory to put in context because a due trigger points at its source."""

    id: str = Field(description="Item or episode id.")
    kind: str = Field(description="Item kind, or 'episode'.")
    text: str = Field(description="Text.")
    source_resource_id: str = Field(description="The trigger's resource.")


class DueTrigger(Message):
    """A forward trigger due today, with the memories it asks to preload."""

    trigger: ForwardTrigger = Field(description="The trigger as ingest filed it.")
    memories: list[PreloadMemory] = Field(
        default_factory=list, description="Items and episodes from its source resource."
    )


class Preload(Message):
    """Published on `mem.preload.<tenant>` when a session receives due triggers."""

    tenant_id: Identifier = Field(description="Tenant.")
    session_id: Identifier = Field(description="Session that received them.")
    due_date: date = Field(description="The day they are due.")
    triggers: list[DueTrigger] = Field(description="Due triggers with their memories.")


class Lesson(Message):
    """A behaviour-loop lesson: a correction the user made, as a rule for the agent."""

    id: str = Field(description="Lesson item id.")
    text: str = Field(description="The lesson, e.g. 'User prefers tea over coffee.'")
    pattern: str = Field(description="Which correction pattern produced it.")
    created_at: UtcDatetime = Field(description="When it was learned.")
    source_resource_id: str | None = Field(default=None, description="The correcting turn.")


class FlushStatus(Message):
    """end: whether the session's resources were all extracted before the reply."""

    complete: bool = Field(description="Every resource up to target_seq was extracted.")
    target_seq: int = Field(description="RESOURCES sequence waited for (0: none).")
    acked_seq: int = Field(description="Extractor's acknowledged floor when replying.")
    waited_ms: float = Field(description="Time spent waiting.")
    message: str = Field(default="", description="Why it is incomplete, or how it completed.")
    extracted_here: int = Field(
        default=0,
        description="Resources the extractor extracted at the scheduler's request because "
        "its consumer's acknowledgements were held back by other work.",
    )


class SessionReply(Message):
    type: Literal["session"] = Field(default="session", description="Reply discriminator.")
    action: SessionAction = Field(description="What was asked.")
    tenant_id: Identifier = Field(description="Tenant.")
    session_id: Identifier = Field(description="Session.")
    jobs: list[JobCheck] = Field(
        default_factory=list, description="Overdue jobs found (and run) before answering."
    )
    triggers: list[DueTrigger] = Field(
        default_factory=list, description="Forward triggers due today, not yet delivered."
    )
    lessons: list[Lesson] = Field(default_factory=list, description="Newest first (start).")
    lessons_block: str = Field(default="", description="Lessons formatted for the prompt.")
    flush: FlushStatus | None = Field(default=None, description="end: extraction flush.")

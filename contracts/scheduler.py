"""Scheduler state in KV `jobs`, admin requests (`mem.scheduler.*`) and the health report."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints, field_validator

from memstream.contracts.common import Identifier, Message, UtcDatetime

JobName = Literal["nightly", "weekly", "monthly"]
JobStatus = Literal["never", "running", "ok", "partial", "failed"]


class LeaseRecord(Message):
    """KV `jobs` key `lease`: which scheduler replica is the active one, until when."""

    holder: str = Field(description="Replica id of the holder.")
    acquired_at: UtcDatetime = Field(description="When this holder took the lease.")
    expires_at: UtcDatetime = Field(description="Unrenewed past this time, it may be taken.")


class JobRecord(Message):
    """KV `jobs` key `<job>`: the last completed run and any run in progress."""

    job: JobName = Field(description="Job name.")
    status: JobStatus = Field(default="never", description="Outcome of the last run.")
    last_slot: UtcDatetime | None = Field(
        default=None, description="Scheduled time the last completed run covered."
    )
    last_run_at: UtcDatetime | None = Field(default=None, description="When it finished.")
    first_seen_at: UtcDatetime | None = Field(
        default=None,
        description="When a scheduler first saw the job; one that never ran is due at the "
        "first slot after it.",
    )
    last_started_at: UtcDatetime | None = Field(default=None, description="When it started.")
    counts: dict[str, int] = Field(default_factory=dict, description="What it did, summed.")
    tenants: int = Field(default=0, description="Tenants it ran for.")
    failed_tenants: list[str] = Field(default_factory=list, description="Tenants that failed.")
    running_slot: UtcDatetime | None = Field(default=None, description="Slot being run now.")
    runner: str | None = Field(default=None, description="Replica running it now.")
    heartbeat_at: UtcDatetime | None = Field(
        default=None, description="Last sign of life of the running replica."
    )


class JobRunRequest(Message):
    """`mem.scheduler.run`: run a job now (admin; the CLI's `memstream jobs run`)."""

    job: JobName = Field(description="Job to run.")
    force: bool = Field(
        default=False, description="Run even if the current slot was already covered."
    )
    tenants: list[Identifier] | None = Field(
        default=None,
        max_length=100,
        description="Only these tenants, at most 100, each once (default: every tenant).",
    )

    @field_validator("tenants")
    @classmethod
    def _each_once(cls, value: list[str] | None) -> list[str] | None:
        return None if value is None else list(dict.fromkeys(value))


class JobRunReply(Message):
    type: Literal["job_run"] = Field(default="job_run", description="Reply discriminator.")
    job: JobName = Field(description="Job.")
    ran: bool = Field(description="False when the slot was already covered or it was busy.")
    status: JobStatus = Field(description="Outcome.")
    slot: UtcDatetime = Field(description="Slot the run covered.")
    counts: dict[str, int] = Field(default_factory=dict, description="What it did.")
    tenants: int = Field(default=0, description="Tenants processed.")
    failed_tenants: list[str] = Field(default_factory=list, description="Tenants that failed.")
    duration_s: float = Field(default=0.0, description="Run time.")
    message: str = Field(default="", description="Why it did not run, when it did not.")


class JobProgress(Message):
    """Published on `mem.scheduler.progress.<job>` after each tenant of a run."""

    job: JobName = Field(description="Job.")
    slot: UtcDatetime = Field(description="Slot being run.")
    done: int = Field(description="Tenants finished.")
    total: int = Field(description="Tenants to do.")
    tenant: str | None = Field(default=None, description="Tenant just finished.")
    finished: bool = Field(default=False, description="The run is over.")


class RestoreRequest(Message):
    """`mem.scheduler.restore.<tenant>`: bring items back from the cold archive.

    Every field is optional, so `{}` is a valid request; an empty body is not JSON and is
    refused (`invalid_json`)."""

    item_ids: list[Annotated[str, StringConstraints(min_length=1, max_length=128)]] | None = Field(
        default=None,
        max_length=1000,
        description="Items to restore, at most 1,000 (default: all of the tenant's cold items).",
    )


class RestoreReply(Message):
    type: Literal["restore"] = Field(default="restore", description="Reply discriminator.")
    tenant_id: Identifier = Field(description="Tenant.")
    restored: int = Field(description="Items set active again.")
    reinserted: int = Field(description="Of those, points re-created from the archive.")
    files: list[str] = Field(default_factory=list, description="Archive files read.")


class ReportRequest(Message):
    """`mem.scheduler.report.<tenant>`: the tenant's health report, built now.

    Every field is optional, so `{}` is a valid request; an empty body is not JSON and is
    refused (`invalid_json`)."""

    days: int = Field(default=30, ge=1, le=366, description="Analytics window in days.")


class JobHistoryRow(Message):
    """One job run as the analytics recorded it."""

    job: str = Field(description="Job name.")
    started_at: UtcDatetime = Field(description="Start.")
    finished_at: UtcDatetime = Field(description="End.")
    counts: dict[str, int] = Field(default_factory=dict, description="What it did.")


class UsedMemory(Message):
    """One of a tenant's most-used memories: served in contexts or searches, or echoed."""

    id: str = Field(description="Item id (explain_fact takes it).")
    text: str = Field(description="The memory text.")
    kind: str = Field(description="Item kind.")
    access_count: int = Field(description="Times it was served or echoed.")
    last_accessed: UtcDatetime | None = Field(default=None, description="Last such time.")
    confidence: float = Field(description="Confidence 0..1.")


class HealthReport(Message):
    """The health report (docs/architecture.md §9), as JSON; `memstream report` prints it."""

    type: Literal["health_report"] = Field(default="health_report", description="Discriminator.")
    tenant_id: Identifier = Field(description="Tenant.")
    generated_at: UtcDatetime = Field(description="When it was built.")
    window_days: int = Field(description="Analytics window.")
    items_by_status: dict[str, int] = Field(default_factory=dict, description="Qdrant counts.")
    active_items: int = Field(default=0, description="Active items.")
    episodes: int = Field(default=0, description="Episode points.")
    stale_by_age: dict[str, int] = Field(
        default_factory=dict, description="Active items by days since last access (buckets)."
    )
    growth_by_week: list[tuple[str, int]] = Field(
        default_factory=list, description="Items created per ISO week, oldest first."
    )
    tier_hits: dict[str, int] = Field(default_factory=dict, description="Contexts by tier.")
    tier_hit_rates: dict[str, float] = Field(default_factory=dict, description="Share by tier.")
    contexts: int = Field(default=0, description="Contexts served in the window.")
    cost_units: float = Field(default=0.0, description="Cost units spent in the window.")
    cost_per_turn: float = Field(default=0.0, description="Cost units per served context.")
    llm_tokens: int = Field(default=0, description="LLM tokens in the window.")
    merges: int = Field(default=0, description="Merges in the window.")
    gate_rejections: dict[str, int] = Field(
        default_factory=dict, description="Write-gate rejections by reason in the window."
    )
    most_used: list[UsedMemory] = Field(
        default_factory=list, description="Active items served most often, most first."
    )
    job_history: list[JobHistoryRow] = Field(
        default_factory=list, description="Recent job runs: job, finished_at, counts."
    )
    jobs: list[JobRecord] = Field(default_factory=list, description="KV job records.")

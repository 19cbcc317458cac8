"""Scheduler settings (`MEMSTREAM_SCHEDULER_*`): job times, job arithmetic, lease, sessions."""

from __future__ import annotations

from datetime import time
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.contracts import subjects as s

DEFAULT_CATEGORY_TTLS: dict[str, int] = {
    "work": 90,
    "preferences": 180,
    "health": 365,
    "hobbies": 60,
    "relationships": 180,
}


# The name the scheduler signs its events and cost records with.
SOURCE = "scheduler"


class SchedulerSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_SCHEDULER_", extra="ignore")

    # --- when ----------------------------------------------------------------------
    timezone: str = Field(default="UTC", description="IANA zone the job times are in.")
    nightly_at: time = Field(default=time(2, 0), description="Nightly job, local time.")
    weekly_weekday: int = Field(
        default=6, ge=0, le=6, description="Weekly job's day (Monday = 0, Sunday = 6)."
    )
    weekly_at: time = Field(default=time(1, 0), description="Weekly job, local time.")
    monthly_day: int = Field(default=1, ge=1, le=28, description="Monthly job's day of month.")
    monthly_at: time = Field(default=time(3, 0), description="Monthly job, local time.")
    tick_s: float = Field(
        default=30.0, gt=0, description="How often the active replica checks for due jobs."
    )

    namespace: str = Field(
        default="",
        pattern=r"^[A-Za-z0-9_-]{0,32}$",
        description="Prefix of this scheduler's KV keys (lease, job records): schedulers "
        "with different namespaces share the `jobs` bucket without seeing each other.",
    )
    cron_enabled: bool = Field(
        default=True,
        description="Run due jobs on a timer while holding the lease; off leaves only the "
        "session-driven catch-up (cron fallback) and admin runs.",
    )
    catch_up_on_session: bool = Field(
        default=True,
        description="Run a tenant's overdue jobs on its session start and heartbeat.",
    )

    # --- lease (one active replica) -----------------------------------------------------
    lease_ttl_s: float = Field(
        default=30.0, gt=0, description="A lease not renewed for this long may be taken over."
    )
    lease_renew_s: float = Field(default=10.0, gt=0, description="Lease renewal interval.")
    claim_ttl_s: float = Field(
        default=900.0,
        gt=0,
        description="A job run not heard from for this long is presumed crashed and re-run.",
    )

    # --- nightly -----------------------------------------------------------------------
    merge_threshold: float = Field(
        default=0.85, gt=0, le=1, description="Cosine above which two items are merged."
    )
    merge_first_window_days: float = Field(
        default=7.0,
        gt=0,
        description="First run ever: items changed in this many days are compared (older "
        "ones passed the write path's own dedup).",
    )
    boost: float = Field(default=0.1, ge=0, description="Priority boost of the day's items.")
    max_priority: float = Field(default=2.0, gt=0, description="Ceiling of retrieval_priority.")
    min_priority: float = Field(default=0.1, ge=0, description="Floor of retrieval_priority.")
    decay_exponent: float = Field(default=0.8, gt=0, description="Ebbinghaus days exponent.")
    reinforce: float = Field(default=0.05, ge=0, description="Access reinforcement weight.")
    reinforce_scale: float = Field(
        default=20.0, gt=0, description="Access count that gives log(2) reinforcement."
    )
    prune_below: float = Field(
        default=0.05, ge=0, le=1, description="Decayed items below this are soft-deleted."
    )
    write_delta: float = Field(
        default=0.02,
        ge=0,
        description="A decayed confidence is written once it moved this far from the stored "
        "one (pruning always is): most items then need no write on most nights, and the "
        "stored value never lags the formula by more than this.",
    )
    announce_delta: float = Field(
        default=0.05,
        gt=0,
        description="Decay is announced as item.updated once confidence moved this far since "
        "the last announcement (status changes always are): keeps EVENTS from carrying "
        "every item every night.",
    )
    page_size: int = Field(
        default=64,
        ge=16,
        description="Items per scroll page: the embedded engine holds the GIL for a whole "
        "call, and a page of 64 with vectors keeps that near 10-15 ms (larger pages were no "
        "faster).",
    )

    # --- weekly ------------------------------------------------------------------------
    archive_after_days: int = Field(
        default=90, ge=1, description="Default TTL: days without access before archiving."
    )
    category_ttls: dict[str, int] = Field(
        default_factory=lambda: dict(DEFAULT_CATEGORY_TTLS),
        description="Per-category TTL in days (JSON in the environment).",
    )
    insight_threshold: float = Field(
        default=0.7, gt=0, le=1, description="Cosine to a cluster's seed to join the cluster."
    )
    insight_min_cluster: int = Field(
        default=2, ge=2, description="Archived items a cluster needs to yield an insight."
    )
    summary_facts: int = Field(
        default=12, ge=1, description="Facts in a summary rebuilt without the LLM."
    )
    summaries_llm: bool = Field(
        default=True,
        description="Rebuild weekly category summaries with the LLM when one is configured "
        "(one call per category; a failed call keeps an LLM-written summary); off: the "
        "rule-based list of top facts.",
    )
    summary_llm_facts: int = Field(
        default=40,
        ge=1,
        description="A category's active facts (by confidence) the LLM rebuilds its summary from.",
    )
    insights_llm: bool = Field(
        default=True,
        description="Word weekly insights with the LLM when one is configured "
        "(MEMSTREAM_LLM_BASE_URL / OPENAI_BASE_URL); off: always the central fact.",
    )
    llm_units_per_1k_tokens: float = Field(
        default=1.0,
        ge=0,
        description="Budget cost units per 1000 LLM tokens of the scheduler's calls "
        "(summaries and insights).",
    )

    # --- monthly -----------------------------------------------------------------------
    cold_after_days: int = Field(
        default=180, ge=1, description="Days without access before the cold archive."
    )
    reindex_monthly: bool = Field(
        default=True,
        description="Rebuild the vector indexes after the monthly run (the embedded engine "
        "pauses store calls while it does).",
    )
    embed_batch: int = Field(default=128, ge=1, description="Texts per re-embedding request.")
    embed_timeout_s: float = Field(default=30.0, gt=0, description="Embedder request timeout.")

    # --- sessions ----------------------------------------------------------------------
    catch_up_timeout_s: float = Field(
        default=120.0,
        gt=0,
        description="Longest a session start/heartbeat waits for overdue jobs it runs or "
        "another replica is running; past it the reply says they are still running.",
    )
    flush_timeout_s: float = Field(
        default=30.0, gt=0, description="Default wait for a session's resources on `end`."
    )
    flush_poll_s: float = Field(default=0.1, gt=0, description="Flush progress poll interval.")
    flush_grace_s: float = Field(
        default=2.0,
        ge=0,
        description="How long `end` waits for the extractor's acknowledgements before "
        "asking the extractor to extract the session's remaining resources at once.",
    )
    flush_recover_timeout_s: float = Field(
        default=10.0,
        gt=0,
        description="Longest a start/heartbeat spends finishing one of the tenant's earlier "
        "session ends that never confirmed extraction (a crash or a timed-out flush).",
    )
    flush_recover_attempts: int = Field(
        default=3,
        ge=1,
        description="Attempts at such an unconfirmed flush before it is left to the nightly "
        "catch-up.",
    )
    extract_timeout_s: float = Field(
        default=120.0,
        gt=0,
        description="Longest the scheduler waits for the extractor to answer a request to "
        "extract resources now (a session flush, the nightly catch-up of dead letters).",
    )
    extractor_durable: str = Field(
        default=s.DURABLE_EXTRACTOR, description="Durable consumer whose acks mean 'extracted'."
    )
    lessons_limit: int = Field(default=10, ge=0, description="Lessons returned at start.")
    preload_limit: int = Field(default=10, ge=0, description="Memories per due trigger.")
    detect_triggers: bool = Field(
        default=True,
        description="File the days ahead that turns mention (forward triggers), read from "
        "each turn's checkpoint after ingest acknowledged it.",
    )
    max_triggers: int = Field(
        default=32,
        gt=0,
        description="Most forward triggers filed for one turn, the first in its order: a "
        "list of more days ahead is a schedule, better read from the turn itself.",
    )
    trigger_scan_chars: int = Field(
        default=8_000,
        gt=0,
        description="Characters of a turn's input and of its output read for days ahead; "
        "a longer text is read like a document, whose dates file no triggers.",
    )
    session_ttl_s: float = Field(
        default=7 * 86_400.0, gt=0, description="How long per-session delivery records live."
    )
    graph_timeout_s: float = Field(default=2.0, gt=0, description="Graph query timeout.")

    # --- echo / fizzle -------------------------------------------------------------------
    echo_delta: float = Field(default=0.1, ge=0, description="Priority gain of a used memory.")
    fizzle_delta: float = Field(default=0.05, ge=0, description="Priority loss of an unused one.")
    costly_fizzle_delta: float = Field(
        default=0.1, ge=0, description="Priority loss of an unused memory that was costly."
    )
    costly_tokens: int = Field(
        default=40, ge=1, description="Inject tokens above which a memory counts as costly."
    )
    echo_lexical: float = Field(
        default=0.6,
        gt=0,
        le=1,
        description="Share of a memory's content words in the response that alone means used.",
    )
    echo_semantic: float = Field(
        default=0.75, gt=0, le=1, description="Cosine of memory and a response sentence …"
    )
    echo_semantic_lexical: float = Field(
        default=0.2, ge=0, le=1, description="… with at least this word overlap, means used."
    )

    # --- budgets -----------------------------------------------------------------------
    budget_units: float | None = Field(
        default=None,
        gt=0,
        description="Default daily budget in cost units per tenant (none: unlimited); a "
        "tenant's ledger may carry its own limit.",
    )

    # --- metrics -----------------------------------------------------------------------
    stream_metrics_s: float = Field(
        default=10.0,
        ge=0,
        description="How often every replica refreshes the stream and consumer gauges "
        "(lag, ack-pending, DLQ depth) from JetStream; 0 = not at all.",
    )

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown IANA time zone {value!r}") from None
        return value

    @model_validator(mode="after")
    def _consistent(self) -> SchedulerSettings:
        if self.lease_renew_s >= self.lease_ttl_s:
            raise ValueError("lease_renew_s must be shorter than lease_ttl_s")
        if self.min_priority > self.max_priority:
            raise ValueError("min_priority must not exceed max_priority")
        return self

    @property
    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.timezone)

    def ttl_days(self, category: str) -> int:
        return self.category_ttls.get(category, self.archive_after_days)

"""Extractor settings (`MEMSTREAM_EXTRACTOR_*`): every write-path threshold of DESIGN.md §5."""

from __future__ import annotations

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.contracts import subjects as s


class ExtractorSettings(BaseSettings):
    """Consumer tuning, write-gate thresholds and confidence arithmetic."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_EXTRACTOR_", extra="ignore")

    # --- consumer ----------------------------------------------------------------------
    durable: str = Field(
        default=s.DURABLE_EXTRACTOR,
        pattern=r"^[A-Za-z0-9_-]{1,64}$",
        description="Durable consumer name; replicas sharing it share the work.",
    )
    filter_tenant: str = Field(
        default="*",
        pattern=r"^(?:\*|[A-Za-z0-9_-]{1,64})$",
        description="Consume one tenant's resources only (`*`: every tenant).",
    )
    batch_size: int = Field(default=32, ge=1, description="Messages fetched per pull.")
    fetch_timeout_s: float = Field(
        default=0.5, gt=0, description="Longest wait to fill a batch before processing it."
    )
    ack_wait_s: float = Field(
        default=300.0,
        gt=0,
        description="Redelivery timer; must exceed the LLM timeout times its attempts.",
    )
    max_deliver: int = Field(
        default=20,
        ge=2,
        description="Deliveries before a message is given up; the last failed one is "
        "dead-lettered, so nothing is dropped silently.",
    )
    max_ack_pending: int = Field(
        default=512, ge=1, description="Messages out unacknowledged at once (all replicas)."
    )
    nack_delay_s: float = Field(
        default=5.0, gt=0, description="Redelivery delay after the first transient failure."
    )
    nack_delay_max_s: float = Field(
        default=300.0, gt=0, description="Cap of the redelivery delay, which doubles per try."
    )
    embed_timeout_s: float = Field(
        default=30.0, gt=0, description="Timeout of each request to the embedder."
    )
    publish_timeout_s: float = Field(
        default=5.0, gt=0, description="How long to wait for EVENTS, SUMMARIES or the DLQ."
    )
    max_prompt_tokens: int = Field(
        default=6000, gt=0, description="Source text per LLM call; larger groups are split."
    )
    chunk_tokens: int = Field(
        default=400, gt=0, description="Documents and long parts are cut into chunks this size."
    )
    chunk_overlap: float = Field(default=0.1, ge=0, lt=1, description="Overlap between chunks.")
    use_llm: bool | None = Field(
        default=None,
        description="Force the LLM (true) or the rule-based extractor (false); unset follows "
        "whether an LLM endpoint is configured.",
    )

    # --- write gate --------------------------------------------------------------------
    fact_score_min: float = Field(
        default=0.5, ge=0, le=1, description="Facts scored below this are opinions: rejected."
    )
    usefulness_min: float = Field(
        default=0.7, ge=0, le=1, description="Facts at or below this usefulness are chatter."
    )
    max_fact_words: int = Field(
        default=60, gt=0, description="Longer candidates are transcript echoes, not facts."
    )
    echo_overlap: float = Field(
        default=0.9,
        gt=0,
        le=1,
        description="Share of a multi-sentence source a candidate may copy before it is "
        "refused as a transcript echo.",
    )

    # --- confidence --------------------------------------------------------------------
    confidence_explicit: float = Field(default=0.9, ge=0, le=1)
    confidence_implied: float = Field(default=0.7, ge=0, le=1)
    confidence_inferred: float = Field(default=0.5, ge=0, le=1)
    merge_delta: float = Field(default=0.05, ge=0, le=1, description="Near-duplicate merge.")
    confirm_delta: float = Field(
        default=0.1, ge=0, le=1, description="Same claim from another source."
    )
    contradict_delta: float = Field(
        default=0.2, ge=0, le=1, description="Penalty on an item a new claim contradicts."
    )
    default_decay_rate: float = Field(default=0.1, ge=0, description="Ebbinghaus decay rate.")

    # --- dedup and conflicts -----------------------------------------------------------
    dedup_threshold: float = Field(
        default=0.85, gt=0, le=1, description="Cosine above which two facts are one item."
    )
    conflict_threshold: float = Field(
        default=0.45,
        gt=0,
        le=1,
        description="Cosine above which an item is checked for a contradiction (MiniLM "
        "puts 'works at Google' and 'works at Meta as an engineer' at 0.53).",
    )
    neighbours: int = Field(default=8, ge=1, description="Active items compared per fact.")

    # --- summaries ---------------------------------------------------------------------
    summary_facts: int = Field(
        default=12, ge=1, description="Top facts (by confidence) in an offline summary."
    )
    summary_prompt_chars: int = Field(
        default=12_000,
        ge=0,
        description="Characters of current category summaries an extraction call shows the "
        "LLM; beyond it the likeliest categories go first and the rest are named only (a "
        "touched category left out gets a summary call of its own).",
    )

    @model_validator(mode="after")
    def _consistent(self) -> ExtractorSettings:
        if self.conflict_threshold > self.dedup_threshold:
            raise ValueError("conflict_threshold must not exceed dedup_threshold")
        if self.ack_wait_s <= self.embed_timeout_s:
            raise ValueError("ack_wait_s must be longer than embed_timeout_s")
        return self

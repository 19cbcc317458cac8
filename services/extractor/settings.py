"""Extractor settings (`MEMSTREAM_EXTRACTOR_*`): every write-path threshold
(docs/architecture.md §5.1-5.5)."""

from __future__ import annotations

from pydantic import Field, model_validator
from pydantic_settings import SettingsConfigDict

from memstream.contracts import subjects as s
from memstream.services.common.messaging.settings import (
    AckWait,
    BatchSize,
    ConsumerSettings,
    Durable,
    FetchTimeout,
    MaxAckPending,
    MaxDeliver,
    NackDelay,
    NackDelayMax,
)

# The name the extractor signs its events and cost records with.
SOURCE = "extractor"


class ExtractorSettings(ConsumerSettings):
    """Consumer tuning, write-gate thresholds and confidence arithmetic."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_EXTRACTOR_", extra="ignore")

    # --- consumer (bounds and meanings in messaging/settings.py) -----------------------
    durable: Durable = s.DURABLE_EXTRACTOR
    # 128, not 32: working off a backlog (a bulk import, after every turn is searchable),
    # a tenant's groups are four times larger, so the embedder, the dedup searches and the
    # upserts get fewer, fuller calls (BENCHMARKS.md). While the indexer has work, a batch
    # goes in parts of `busy_part_size`, giving way before each.
    batch_size: BatchSize = 128
    busy_part_size: int = Field(
        default=32,
        ge=1,
        description="While the episode indexer of the same process has work, a fetched batch "
        "is extracted this many messages at a time, giving way to the indexer before each "
        "part, as batches of this size did (a whole batch of 128 at once took the embedder "
        "from the indexer near capacity: BENCHMARKS.md).",
    )
    pipeline_depth: int = Field(
        default=2,
        ge=1,
        description="Batches handled at once: with 2 the next batch is extracted while the "
        "last one waits on the embedder or the store, a tenant's batches still in fetch "
        "order (tenant_order.py), and only while the indexer of the same process has "
        "nothing to index (a write burst keeps enrichment one batch at a time). 1: one batch "
        "at a time.",
    )
    fetch_timeout_s: FetchTimeout = 0.5
    # A long LLM call keeps its batch through the progress beats (every third of this).
    ack_wait_s: AckWait = 15.0
    max_deliver: MaxDeliver = 20
    max_ack_pending: MaxAckPending = 512
    nack_delay_s: NackDelay = 5.0
    nack_delay_max_s: NackDelayMax = 300.0
    give_way_s: float = Field(
        default=10.0,
        ge=0,
        description="Longest wait before a batch while the episode indexer of the same process "
        "is behind (indexing first when the cores are short); 0 never waits. Long enough for "
        "the indexer to catch up: with 1 s the extractor went ahead while it was still "
        "behind (BENCHMARKS.md, 'Enrichment gives way again').",
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
        default=0.2,
        gt=0,
        le=1,
        description="Cosine above which an item is checked for a contradiction. The check "
        "itself is strict (same subject and single-valued predicate), so this only bounds "
        "the work: MiniLM puts 'works at Google' and 'works at Meta as an engineer' at "
        "0.53, but 'User works at Cyberdyne.' and 'User works at Stark Logistics as a data "
        "engineer, started in the week of 2024-01-01.' at 0.38, and 'User works at Hooli.' "
        "and 'User works at Globex as a data engineer, started in the week of 2024-03-11.' "
        "at 0.28.",
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
        return self

"""Episode indexer settings (`MEMSTREAM_INDEXER_*`)."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from memstream.contracts import subjects as s
from memstream.services.common.messaging.settings import ConsumerSettings, Durable


class IndexerSettings(ConsumerSettings):
    """Batching, redelivery and timeouts of the RESOURCES consumer, and the chunk size."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_INDEXER_", extra="ignore")

    durable: Durable = s.DURABLE_EPISODE_INDEXER
    hand_over_at_once: bool = Field(
        default=True,
        description="Hand a batch to the handler as soon as it holds a message (plus what "
        "the stream holds then) rather than waiting up to fetch_timeout_s for it to fill: "
        "a turn is searchable once indexed (median freshness 0.19 s -> 0.06 s at 20 turns/s, "
        "BENCHMARKS.md). False trades that for fewer, fuller batches on a saturated process.",
    )
    pipeline_depth: int = Field(
        default=2,
        ge=1,
        description="Batches handled at once: with 2, the next batch is fetched and its "
        "texts queued at the embedder while the last one is still embedded, so the embedder "
        "never idles (or takes item texts) between the indexer's batches "
        "(messaging/pipeline.py). 1: one batch at a time.",
    )
    max_chunk_tokens: int = Field(
        default=400, ge=16, description="Episode chunk size in model tokens (about)."
    )
    long_request_texts: int = Field(
        default=1,
        ge=1,
        description="Texts per embedder request for a tenant's texts that span several "
        "chunks (a document, a long tool result), sent a few requests at a time "
        "(long_requests_out): other tenants' turns are embedded between two of them "
        "(service.py). A chunk embeds as fast alone as in company; with 2 a document's "
        "chunks delayed other tenants' turns twice as long and the document was not "
        "indexed sooner (BENCHMARKS.md).",
    )
    long_requests_out: int = Field(
        default=2,
        ge=1,
        description="Requests of such texts out at once: with 2 the next chunk already "
        "waits at the embedder when one is done, so no enrichment call slips in between "
        "and the document is searchable sooner (2.1 s against 2.8-3.4 s for 14 chunks in "
        "the full stack), while other tenants' turns wait behind at most two chunks "
        "(BENCHMARKS.md).",
    )

"""Embedder settings (`MEMSTREAM_EMBEDDER_*`; the OpenAI URL and key also from `OPENAI_*`)."""

from __future__ import annotations

from typing import Literal

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

_PREFIX = "MEMSTREAM_EMBEDDER_"


class EmbedderSettings(BaseSettings):
    """Backend choice, micro-batching and cache of the embedder."""

    model_config = SettingsConfigDict(env_prefix=_PREFIX, extra="ignore", populate_by_name=True)

    backend: Literal["minilm-onnx", "minilm", "openai", "sentence-transformers"] = Field(
        default="minilm-onnx",
        description="Dense backend. minilm-onnx (ONNX Runtime) and minilm (NumPy) run the same "
        "pinned all-MiniLM-L6-v2 offline, without torch, and give the same vectors; "
        "minilm-onnx is about twice as fast.",
    )
    threads: int | None = Field(
        default=None,
        ge=1,
        description="Cores one backend call may use (ONNX Runtime intra-op threads; BLAS "
        "threads of the process for the NumPy pass). Unset: half the cores this process may "
        "run on, at least 1, so the event loop and the services beside the embedder (all of "
        "them in `memstream up`) keep the rest. threads x max_concurrency should not exceed "
        "the cores; the backlog lane's call takes the rest only where threads x "
        "(max_concurrency + 1) fits in them.",
    )
    max_batch_tokens: int = Field(
        default=256,
        ge=1,
        description="Padded tokens (rows x longest) of one forward pass: a backend call's "
        "texts are sorted by length and embedded in groups of similar length under this "
        "budget, then put back in order.",
    )
    openai_base_url: str | None = Field(
        default=None,
        validation_alias=AliasChoices(f"{_PREFIX}OPENAI_BASE_URL", "OPENAI_BASE_URL"),
        description="OpenAI-compatible endpoint; unset means api.openai.com.",
    )
    openai_api_key: SecretStr | None = Field(
        default=None,
        validation_alias=AliasChoices(f"{_PREFIX}OPENAI_API_KEY", "OPENAI_API_KEY"),
        description="API key of the endpoint.",
    )
    openai_model: str = Field(default="text-embedding-3-small", description="Embedding model.")
    openai_dimensions: int | None = Field(
        default=None, gt=0, description="Matryoshka size sent to the API (`dimensions`)."
    )
    openai_dim: int | None = Field(
        default=None,
        gt=0,
        description="Output size for servers that do not take `dimensions` and whose model "
        "is not a known OpenAI one.",
    )
    openai_timeout_s: float = Field(default=30.0, gt=0, description="Per-request timeout.")
    openai_retries: int = Field(default=4, ge=0, description="Retries of transient failures.")
    st_model: str = Field(
        default="sentence-transformers/all-MiniLM-L6-v2",
        description="Model name or path for the sentence-transformers backend.",
    )
    st_device: str = Field(default="cpu", description="Torch device of that backend.")
    batch_window_ms: float = Field(
        default=2.0,
        ge=0,
        description="How long the first pending text waits for others to share its backend "
        "call; 0 sends at once (still merging whatever is already queued).",
    )
    max_batch: int = Field(default=64, ge=1, description="Most texts per backend call.")
    max_concurrency: int = Field(
        default=1,
        ge=1,
        description="Backend calls in flight at once; 1 suits in-process models (a second "
        "call would only compete for the same cores), more suits a remote API.",
    )
    query_lane: bool = Field(
        default=True,
        description="A query that arrives while every call slot is busy gets a backend call "
        "of its own beside the running one (queries only, one such call at a time), instead "
        "of waiting out an indexer batch: a context request's query costs a forward pass of "
        "a few texts on the other core (BENCHMARKS.md, 'Queries in a lane of their own').",
    )
    backlog_lane: bool = Field(
        default=True,
        description="A full batch (max_batch texts) that waits while every call slot is "
        "busy gets a backend call of its own beside the running one (one such call at a "
        "time): a backlog is embedded on two cores, where one call on one thread leaves the "
        "other idle; a service that keeps up never fills a batch and never makes the second "
        "call (BENCHMARKS.md, 'Bulk import').",
    )
    fair_queries: bool = Field(
        default=True,
        description="Queries are served tenant by tenant in turns (oldest first within a "
        "tenant), so one tenant's flood of context requests does not queue every other "
        "tenant's query behind it; false = first come, first served.",
    )
    query_batch: int = Field(
        default=16,
        ge=1,
        description="Most query texts in one backend call (and, where max_batch is above 1, "
        "one fewer than it at most); the rest of its room goes to episodes and item texts. "
        "A query's caller waits for the whole call, and the pinned MiniLM embeds 0.83x the "
        "texts/s in calls of 16 as in calls of 64 at 0.3x the call time; and a flood of "
        "context requests leaves episodes a place in every call (BENCHMARKS.md, 'One "
        "tenant's query flood').",
    )
    query_newest_first_ms: float = Field(
        default=250.0,
        ge=0,
        description="Once the oldest waiting query has waited this long (the embedder is past "
        "its capacity), queries are served newest first, tenants still in turns: the ones "
        "answered then have time to spare, and the oldest expire unembedded instead of being "
        "embedded just too late (BENCHMARKS.md, 'The embedder past its capacity'). 0 = always "
        "oldest first.",
    )
    enrich_promote_s: float = Field(
        default=2.0,
        ge=0,
        description="An `enrich` request waiting this long is served as `index` (queues.py): "
        "below the clients' 5 s embed timeout, so a waiting extractor is answered before it "
        "gives up and sends the same texts again.",
    )
    enrich_hold_ms: float = Field(
        default=100.0,
        ge=0,
        description="After a backend call with `backlog_texts` or more episodes (the indexer "
        "is working off a backlog), item texts wait this long for the indexer's next batch "
        "before the backend takes them: enrichment uses the idle core, not the gaps between "
        "the indexer's batches (BENCHMARKS.md). 0 = no wait.",
    )
    backlog_texts: int = Field(
        default=8,
        ge=1,
        description="Episodes in one backend call that mark the indexer as behind (it hands "
        "over one or two at a time while it keeps up).",
    )
    cache_size: int = Field(
        default=20_000, ge=0, description="Entries of each LRU cache (dense, sparse); 0 = off."
    )
    max_text_chars: int = Field(
        default=100_000, gt=0, description="Longest accepted text (ingest's own limit)."
    )
    bm25_avg_len: float = Field(
        default=256.0,
        gt=0,
        description="BM25 average document length; changing it means re-embedding documents.",
    )
    bm25_language: str = Field(default="english", description="BM25 stemmer and stop words.")
    units_per_1k_tokens: float = Field(
        default=0.1,
        ge=0,
        description="Budget cost units per 1000 embedded tokens of a tenant's document "
        "embeddings (query embeddings are priced by the retriever per turn).",
    )
    cost_flush_s: float = Field(
        default=5.0,
        gt=0,
        description="Embedding spend is published to the cost ledger per tenant at most this "
        "often (or at cost_flush_calls), never per call.",
    )
    cost_flush_calls: int = Field(
        default=1000, ge=1, description="Calls after which the spend is published early."
    )
    class_cache_s: float = Field(
        default=60.0, gt=0, description="How long a tenant's class (KV budgets) is cached."
    )
    honour_deadlines: bool = Field(
        default=True,
        description="Drop a request once its caller stops waiting (the `Memstream-Timeout-S` "
        "header `EmbeddingClient` sends), instead of embedding its texts for nobody.",
    )

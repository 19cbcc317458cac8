"""The retriever's read-your-writes settings (writes.py, own_writes.py), a base of
`RetrieverSettings`, so they read `MEMSTREAM_RETRIEVER_*` like the rest."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings

from memstream.contracts import subjects as s
from memstream.services.common.messaging.settings import Durable


class ReadYourWritesSettings(BaseSettings):
    """How long and how a request waits for its writes to be searchable."""

    read_your_writes_timeout_s: float = Field(
        default=2.0,
        gt=0,
        le=60,
        description="Longest a context request naming after_seqs waits for the indexer before "
        "it is answered with degraded=['stale'] (a request may ask for less).",
    )
    watermark_poll_s: float = Field(
        default=0.01,
        gt=0,
        description="First delay between consumer-state polls of a waiting request, and the "
        "shortest interval between two polls of one consumer (all requests share them).",
    )
    watermark_poll_max_s: float = Field(
        default=0.25, gt=0, description="Cap of the poll delay, which doubles while waiting."
    )
    own_writes_poll_s: float = Field(
        default=0.1,
        gt=0,
        description="While a read-your-writes wait has not seen the indexer's watermark pass, "
        "how often it checks whether the tenant's own resources above the watermark are "
        "searchable already (another tenant's message being indexed holds the watermark for "
        "everyone; own_writes.py). The first check comes after one interval, so a watermark "
        "that moves as usual answers without one.",
    )
    indexer_durable: Durable = Field(
        default=s.DURABLE_EPISODE_INDEXER,
        description="Durable RESOURCES consumer of the episode indexer whose progress "
        "read-your-writes waits for.",
    )
    extractor_durable: Durable = Field(
        default=s.DURABLE_EXTRACTOR,
        description="Durable RESOURCES consumer of the extractor (watermark requests).",
    )

"""Graph settings (`MEMSTREAM_GRAPH_*`)."""

from __future__ import annotations

import os
import re

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

_ORDINAL = re.compile(r"-(\d+)$")


class GraphSettings(BaseSettings):
    """Partition ownership, batching and entity-resolution thresholds."""

    model_config = SettingsConfigDict(env_prefix="MEMSTREAM_GRAPH_", extra="ignore")

    replica_index: int | None = Field(
        default=None,
        ge=0,
        description="This replica's index k; unset takes the StatefulSet ordinal from "
        "HOSTNAME (graph-3 → 3), else 0.",
    )
    replicas: int = Field(default=1, ge=1, description="Replica count R; k owns p ≡ k (mod R).")
    # A full batch only forms under a backlog (catch-up, rebuild), where DuckDB's fixed
    # costs per batch (a COMMIT, a scan of `items` per keyed update, ~0.2 ms per
    # statement) weigh most: 10,000 projects about a fifth faster than 2,000 and takes
    # about half a second, far inside `ack_wait_s`.
    batch_size: int = Field(default=10_000, ge=1, le=20_000, description="Events per pull.")
    linger_s: float = Field(
        default=0.2,
        ge=0,
        le=5,
        description="After the first event of a partial batch, how long to wait for more "
        "before projecting (fewer, larger DuckDB transactions under a trickle).",
    )
    # DuckDB checkpoints (folds its WAL into the file) at 16 MB of WAL by default. Each
    # checkpoint rewrites the partly filled row groups of every table, so on a growing
    # partition frequent small ones cost more in total than fewer larger ones: over 160k
    # events, 15.6k events/s at 16 MB, 17.3k at 64 MB, 17.9k at 256 MB, each including a
    # final checkpoint. A larger WAL means a longer replay when the file is reopened
    # after a crash; 64 MB keeps that to about a second.
    checkpoint_threshold_mb: int = Field(
        default=64, ge=1, le=4096, description="WAL size (MB) at which DuckDB checkpoints."
    )
    pull_expires_s: float = Field(
        default=2.0, gt=0, description="Lifetime of one lingering pull request."
    )
    ack_wait_s: float = Field(default=60.0, gt=0, description="Consumer ack wait.")
    retry_backoff_s: float = Field(
        default=1.0,
        gt=0,
        description="Pause before retrying a batch that failed to apply; doubles with "
        "every failed try.",
    )
    retry_backoff_max_s: float = Field(
        default=30.0, gt=0, description="Cap of the pause between tries of a failing batch."
    )
    poison_attempts: int = Field(
        default=5,
        ge=1,
        description="Tries of a failing batch as a whole, and of an event alone, before it "
        "is split in halves or the event is parked in the DLQ (an error that can never "
        "pass, such as a value a column cannot hold, splits and parks at once).",
    )
    publish_timeout_s: float = Field(
        default=5.0, gt=0, description="How long to wait for the DLQ to take a parked event."
    )
    entity_vector_threshold: float = Field(
        default=0.85,
        ge=0.0,
        le=1.0,
        description="Cosine above which an unknown name joins an existing entity.",
    )
    vector_resolution: bool = Field(
        default=True, description="Use entity-name embeddings after exact/alias match."
    )
    protect_mentions: int = Field(
        default=5, ge=1, description="Entities mentioned more than this are protected from decay."
    )
    durable_prefix: str = Field(
        default="graph-p",
        pattern=r"^[A-Za-z0-9_-]{1,32}$",
        description="Durable consumer name prefix; `<prefix><partition>`.",
    )
    query_threads: int = Field(default=2, ge=1, le=16, description="Read threads per replica.")
    items_refresh_s: float = Field(
        default=15.0,
        ge=0,
        description="How often `memstream_items` is recounted from each owned partition's "
        "items table (on the read threads); 0 = never.",
    )

    def index(self) -> int:
        if self.replica_index is not None:
            return self.replica_index
        if self.replicas == 1:
            return 0  # a host name that happens to end in -<n> must not matter then
        match = _ORDINAL.search(os.environ.get("HOSTNAME", ""))
        return int(match.group(1)) if match else 0

    def owned(self, partitions: int) -> list[int]:
        """Partitions this replica writes: p ≡ k (mod R), as a StatefulSet assigns pods."""
        k = self.index()
        if k >= self.replicas:
            raise ValueError(f"replica index {k} is not below the replica count {self.replicas}")
        return [p for p in range(partitions) if p % self.replicas == k]

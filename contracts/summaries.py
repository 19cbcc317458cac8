"""Category summaries: one per (tenant, category), versioned on the SUMMARIES stream.

The last message of `mem.summary.<tenant>.<category>` is the current summary; earlier
messages on the subject are its timestamped archive. The same text is upserted into the
`summaries` collection for tier-1 retrieval.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from memstream.contracts.common import Identifier, Message, UtcDatetime, utc_now


class CategorySummary(Message):
    """One version of a category summary."""

    tenant_id: Identifier = Field(description="Tenant id.")
    category: Identifier = Field(description="Normalised category (a subject token).")
    text: str = Field(description="The full summary, a few sentences or bullet lines.")
    method: Literal["llm", "rules"] = Field(
        description="`llm`: rewritten by the model; `rules`: built from the top facts."
    )
    item_ids: list[str] = Field(
        default_factory=list, description="Items folded in by this version (new or changed)."
    )
    event_time: float | None = Field(
        default=None,
        description="Latest event time (epoch seconds) of the category's items when this "
        "version was written: what it says is at most this recent; null when unknown.",
    )
    confidence: float | None = Field(
        default=None,
        ge=0,
        le=1,
        description="Mean confidence of the facts this version was built from: a summary is "
        "no surer than what it sums up, so it does not outrank its own facts by their "
        "confidence factor; null when unknown (read as 1).",
    )
    previous_seq: int | None = Field(
        default=None, description="Stream sequence of the version this one replaces."
    )
    created_at: UtcDatetime = Field(default_factory=utc_now, description="When it was written.")

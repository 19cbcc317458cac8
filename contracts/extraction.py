"""Extraction on request (`mem.extractor.extract.<tenant>`), request-reply.

The extractor's durable consumer extracts every resource in its own time. This request
has the extractor extract some of the tenant's resources now, through the same pipeline
and under the same per-tenant lock as its consumer: the scheduler asks for a session's
resources when `end` finds the consumer's acknowledgements held back by other work, and
for the resources the extractor dead-lettered (the nightly catch-up).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from memstream.contracts.common import Identifier, Message
from memstream.contracts.watermark import ResourceSeq

# One request names at most this many resources; a caller with more sends several.
MAX_EXTRACT_SEQS = 1000

ExtractSeqs = Annotated[list[ResourceSeq], Field(max_length=MAX_EXTRACT_SEQS)]


class ExtractRequest(Message):
    """Which of the tenant's resources to extract now: named ones, a session's, or both."""

    resource_seqs: ExtractSeqs = Field(
        default_factory=list,
        description="RESOURCES sequences of the tenant's resources to extract, whatever the "
        "extractor's consumer did with them (e.g. dead-lettered them). A sequence that "
        "holds no resource of this tenant is counted as not_found.",
    )
    session_id: Identifier | None = Field(
        default=None,
        description="Also extract this session's resources that the extractor's consumer "
        "has not acknowledged: those above its acknowledged floor, up to up_to_seq.",
    )
    up_to_seq: ResourceSeq | None = Field(
        default=None,
        description="With session_id: the last RESOURCES sequence to look at (default: the "
        "tenant's last resource).",
    )

    @model_validator(mode="after")
    def _something_to_extract(self) -> Self:
        if not self.resource_seqs and self.session_id is None:
            raise ValueError("name resource_seqs, a session_id, or both")
        if self.up_to_seq is not None and self.session_id is None:
            raise ValueError("up_to_seq bounds a session_id; none was given")
        return self


class ExtractReply(Message):
    """What the extraction did; the resources it counts are the tenant's only."""

    type: Literal["extracted"] = Field(default="extracted", description="Reply discriminator.")
    tenant_id: Identifier = Field(description="Tenant.")
    extracted: int = Field(
        description="Resources run through the extraction pipeline (facts stored or rejected)."
    )
    already_done: int = Field(
        default=0,
        description="Session resources the extractor's consumer had handled by the time "
        "they were looked at: not extracted again.",
    )
    failed: int = Field(
        default=0,
        description="Resources whose extraction failed (e.g. the model or the embedder was "
        "unavailable); nothing is lost, they can be asked for again.",
    )
    not_found: int = Field(
        default=0,
        description="Named sequences that hold no readable resource of this tenant.",
    )
    items_written: int = Field(
        default=0, description="Facts stored as new items, merged into or confirming old ones."
    )
    message: str = Field(default="", description="Why some failed, when some did.")

"""Read-your-writes: which stored turns the indexer and the extractor have passed.

Ingest acknowledges a turn once JetStream stored it (`TurnAck.resource_seqs`, RESOURCES
stream sequences); the episode indexer and the extractor consume RESOURCES afterwards. A
consumer's watermark is the RESOURCES sequence up to which it has handled every message
(stored it, or dead-lettered it with a reason), so a turn is indexed once the indexer's
watermark reaches the highest sequence of its ack, or sooner, once each of the tenant's own
resources above the watermark has its episode points: the watermark is one number across
tenants, and another tenant's long document being embedded holds it for everyone.

`mem.watermark.<tenant>` answers those watermarks, waiting (bounded) until they pass the
sequences named; `ContextRequest.after_seqs` makes a context request wait the same way.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Annotated, Literal

from pydantic import Field

from memstream.contracts.common import Message
from memstream.contracts.turns import TurnAck

# JetStream sequences are unsigned 64-bit; strict so that "7", 7.5 or true are refused
# rather than coerced.
ResourceSeq = Annotated[int, Field(strict=True, ge=1, le=2**63 - 1)]

# Enough for every part of the largest turn ingest accepts (64 parts) several times over.
MAX_AFTER_SEQS = 256

AfterSeqs = Annotated[list[ResourceSeq], Field(max_length=MAX_AFTER_SEQS)]

# Longest a watermark request may hold its reply.
MAX_WATERMARK_WAIT_S = 600.0


class WatermarkRequest(Message):
    """Wait until the tenant's writes are indexed (and, if asked, extracted).

    Every field is optional, so `{}` is a valid request; an empty body is not JSON and is
    refused (`invalid_json`)."""

    after_seqs: AfterSeqs = Field(
        default_factory=list,
        description="RESOURCES sequences to wait for (TurnAck.resource_seqs); every one up "
        "to the highest counts. Empty: the tenant's last stored resource.",
    )
    extracted: bool = Field(
        default=False, description="Also wait for the extractor, not only the indexer."
    )
    timeout_s: float = Field(
        default=0.0,
        ge=0,
        le=MAX_WATERMARK_WAIT_S,
        description="Longest wait before replying; 0 answers with the current watermarks. "
        "The NATS request's own timeout must be longer.",
    )


class WatermarkReply(Message):
    """How far the consumers of RESOURCES got, against the sequence waited for."""

    type: Literal["watermark"] = Field(default="watermark", description="Reply discriminator.")
    target_seq: int = Field(
        description="Highest RESOURCES sequence waited for (0: the tenant stored nothing)."
    )
    indexed_seq: int = Field(
        description="The episode indexer handled every RESOURCES message up to this one."
    )
    extracted_seq: int | None = Field(
        default=None,
        description="The extractor handled every RESOURCES message up to this one; null "
        "when `extracted` was not asked.",
    )
    indexed: bool = Field(
        description="The tenant's resources up to target_seq are searchable as episodes: "
        "indexed_seq reached target_seq, or each of the tenant's own resources above "
        "indexed_seq has its episode points (another tenant's message still being indexed "
        "holds indexed_seq for everyone)."
    )
    extracted: bool | None = Field(
        default=None,
        description="extracted_seq reached target_seq: facts stored or rejected; null when "
        "not asked.",
    )
    complete: bool = Field(description="Everything asked for is passed.")
    waited_ms: float = Field(description="Time the reply waited for the consumers.")
    message: str = Field(default="", description="Why it is not complete, when it is not.")


# What the SDK's `after=` takes: the ack of a turn, or the acks of several.
Acks = TurnAck | Iterable[TurnAck]


def after_seqs(after: Acks | None) -> list[int]:
    """The sequence to wait for, from acks: their highest (a watermark covers every
    sequence below it), or none when no ack has a stored part."""
    if after is None:
        return []
    acks = [after] if isinstance(after, TurnAck) else list(after)
    highest = max((seq for ack in acks for seq in ack.resource_seqs), default=None)
    return [] if highest is None else [highest]


async def wait_in_steps(
    send: Callable[[WatermarkRequest], Awaitable[WatermarkReply]],
    after: Acks | None,
    *,
    extracted: bool,
    timeout: float,
) -> WatermarkReply:
    """Watermark requests until complete or `timeout` (one waits at most the cap).

    `after=None` waits for the tenant's last resource; acks without a stored part have
    nothing to wait for.
    """
    seqs = after_seqs(after)
    if after is not None and not seqs:
        return WatermarkReply(
            target_seq=0,
            indexed_seq=0,
            extracted_seq=0 if extracted else None,
            indexed=True,
            extracted=True if extracted else None,
            complete=True,
            waited_ms=0.0,
        )
    started = time.monotonic()
    while True:
        left = max(0.0, timeout - (time.monotonic() - started))
        step = min(left, MAX_WATERMARK_WAIT_S)
        reply = await send(WatermarkRequest(after_seqs=seqs, extracted=extracted, timeout_s=step))
        if reply.complete or step >= left:
            reply.waited_ms = round((time.monotonic() - started) * 1000, 3)
            return reply

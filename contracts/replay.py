"""Replay of a session up to a turn, and recovery of its last checkpoint."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from memstream.contracts.common import MAX_TURN_NUMBER, Identifier, Message
from memstream.contracts.turns import Checkpoint


class ReplayRequest(Message):
    """Ask for a session's state at a turn, or for its last checkpoint."""

    session_id: Identifier = Field(description="Session to read.")
    mode: Literal["replay", "recover"] = Field(
        default="replay",
        description="replay: state at `turn_number`; recover: the last saved checkpoint.",
    )
    turn_number: int | None = Field(
        default=None,
        ge=0,
        le=MAX_TURN_NUMBER,
        description="Turn to replay up to (inclusive); null = latest.",
    )
    after_turn: int | None = Field(
        default=None,
        ge=-1,
        le=MAX_TURN_NUMBER,
        description="Paging cursor of replay: null asks for the first page (with "
        "`checkpoint`); a page's `next_after_turn` asks for the turns after it (-1: from the "
        "first turn, without `checkpoint`).",
    )


class ReplayResponse(Message):
    """The checkpoint asked for, and for replay the ordered turns up to it."""

    type: Literal["replay"] = Field(default="replay", description="Reply discriminator.")
    tenant_id: Identifier = Field(description="Tenant id.")
    session_id: Identifier = Field(description="Session id.")
    found: bool = Field(description="False when the session has no checkpoint at or before N.")
    checkpoint: Checkpoint | None = Field(
        default=None, description="Checkpoint of turn N (replay) or the last one (recover)."
    )
    turns: list[Checkpoint] = Field(
        default_factory=list,
        description="The turns up to and including N, in turn order: all of them, or one page "
        "when `next_after_turn` is set.",
    )
    next_after_turn: int | None = Field(
        default=None,
        description="Set when more turns follow than fit in one message: send the request "
        "again with `after_turn` = this for the next page. Null on the last page.",
    )

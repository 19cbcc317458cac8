"""Echo/fizzle feedback (`mem.feedback.<tenant>`): the agent's response and what was injected.

Publish it, or send it as a request to get the verdicts back. Each injected item that the
response used gains retrieval priority, each ignored one loses some (more when it was
costly to inject); every adjustment is an `item.updated` event.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from memstream.contracts.common import Identifier, Message


class FeedbackIn(Message):
    response: str = Field(max_length=100_000, description="The agent's response text.")
    injected_ids: list[str] = Field(
        max_length=50, description="Ids of the memories injected for this response."
    )
    session_id: Identifier | None = Field(default=None, description="Session.")
    feedback_id: str | None = Field(
        default=None,
        max_length=128,
        description="Caller's id of this feedback; the same id twice is applied once.",
    )
    costs: dict[str, float] = Field(
        default_factory=dict,
        description="Optional inject cost per memory id (tokens); default: estimated from "
        "the memory's text.",
    )


class MemoryVerdict(Message):
    id: str = Field(description="Injected memory id.")
    outcome: Literal["echo", "fizzle", "costly_fizzle", "skipped"] = Field(
        description="echo: used; fizzle: ignored; costly_fizzle: ignored and costly; "
        "skipped: not an item of this tenant (episodes, summaries, unknown ids)."
    )
    lexical: float = Field(default=0.0, description="Share of its content words in the response.")
    semantic: float | None = Field(
        default=None, description="Best cosine to a response sentence (None: not computed)."
    )
    delta: float = Field(default=0.0, description="Priority change applied.")
    priority: float | None = Field(default=None, description="Priority after the change.")


class FeedbackReply(Message):
    type: Literal["feedback"] = Field(default="feedback", description="Reply discriminator.")
    verdicts: list[MemoryVerdict] = Field(default_factory=list, description="Per memory.")
    duplicate: bool = Field(default=False, description="This feedback id was already applied.")
    degraded: list[str] = Field(
        default_factory=list, description="Skipped parts, e.g. ['semantic'] without embedder."
    )


class FeedbackReceived(Message):
    """Payload of the `feedback.received` event (the graph's feedback_log)."""

    session_id: Identifier | None = Field(default=None, description="Session.")
    injected_ids: list[str] = Field(default_factory=list, description="Injected memories.")
    used_ids: list[str] = Field(default_factory=list, description="Echoed ones.")
    ignored_ids: list[str] = Field(default_factory=list, description="Fizzled ones.")
    response_chars: int = Field(default=0, description="Length of the response.")

"""Typed error reply returned by every request-reply endpoint."""

from __future__ import annotations

import functools
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, Field, TypeAdapter

from memstream.contracts.common import Message

T = TypeVar("T", bound=BaseModel)

ErrorCode = Literal[
    "invalid_json",
    "validation_error",
    "message_too_large",
    "too_many_parts",
    "text_too_long",
    "tenant_mismatch",
    "not_found",
    "unauthorized",
    "forbidden",
    "rate_limited",
    "unavailable",
    "internal",
]


class ErrorReply(Message):
    """A request was refused; nothing it asked for was written."""

    type: Literal["error"] = Field(default="error", description="Reply discriminator.")
    code: ErrorCode = Field(description="Machine-readable reason.")
    message: str = Field(description="Human-readable explanation of what was wrong.")
    field: str | None = Field(
        default=None, description="Dotted path of the offending field, when one is to blame."
    )
    retry_after_s: float | None = Field(
        default=None, ge=0, description="With `rate_limited`: seconds until a retry can pass."
    )


class MemstreamError(Exception):
    """Raised by the SDK when a service answers with an `ErrorReply`."""

    def __init__(self, reply: ErrorReply) -> None:
        where = f" ({reply.field})" if reply.field else ""
        super().__init__(f"{reply.code}{where}: {reply.message}")
        self.reply = reply

    @property
    def code(self) -> str:
        return self.reply.code


@functools.cache
def reply_adapter(reply_type: type[T]) -> TypeAdapter[T | ErrorReply]:
    """A reply is a `reply_type` or an ErrorReply, told apart by their `type` field."""
    union = Annotated[reply_type | ErrorReply, Field(discriminator="type")]  # type: ignore[valid-type]
    return TypeAdapter(union)

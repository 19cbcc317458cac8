"""The service error hierarchy, and validation failures as typed `ErrorReply`s.

Every error a service raises on purpose derives from `ServiceError`, and its class says what a
consumer does with the message whose handling raised it:

- `retry = True` (the default, and `TransientError`): the cause may pass (a peer is down, a
  lock is held, a call timed out), so the message is nak'ed with a growing delay and comes
  back; the last allowed delivery is dead-lettered instead of dropped.
- `retry = False` (`PermanentError`): the message itself can never succeed (the embedder
  refused its text, the model keeps answering unusable JSON), so it is dead-lettered at once
  with `reason`, the short machine-readable tag the DLQ entry carries.

`Settler.fail` (messaging/consumer.py) applies this rule, so no consumer restates it.
Exceptions from outside the hierarchy (a library's, a bug) are retried: a message is never
lost to an error nobody classified, and `max_deliver` bounds the retries.

Request-reply endpoints answer a `RequestRejected` with its `ErrorReply`.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import ValidationError

from memstream.contracts.errors import ErrorCode, ErrorReply


class ServiceError(Exception):
    """Base of every error a memstream service raises on purpose."""

    retry: ClassVar[bool] = True
    reason: ClassVar[str] = "error"

    def detail(self) -> str:
        """What the DLQ entry records as the error text."""
        return str(self)


class TransientError(ServiceError):
    """The cause may pass: retry the message later."""

    retry = True
    reason = "transient"


class PermanentError(ServiceError):
    """The message can never succeed: dead-letter it with `reason`."""

    retry = False
    reason = "permanent"


class RequestRejected(PermanentError):
    """Raised by domain code to refuse a request with a typed reason."""

    reason = "rejected"

    def __init__(self, code: ErrorCode, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.reply = ErrorReply(code=code, message=message, field=field)


def should_retry(exc: BaseException) -> bool:
    """The one retry-or-dead-letter rule: only a `ServiceError` that says so is final."""
    return not isinstance(exc, ServiceError) or exc.retry


def reply_from_validation(exc: ValidationError) -> ErrorReply:
    """The first validation error, with its field path, as an `ErrorReply`."""
    errors = exc.errors(include_url=False)
    if not errors:
        return ErrorReply(code="validation_error", message=str(exc))
    first = errors[0]
    if first["type"] == "json_invalid":
        return ErrorReply(code="invalid_json", message=f"body is not valid JSON: {first['msg']}")
    path = ".".join(str(p) for p in first["loc"]) or None
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return ErrorReply(code="validation_error", message=f"{first['msg']}{more}", field=path)

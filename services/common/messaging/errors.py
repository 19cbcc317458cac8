"""The service error hierarchy, and validation failures as typed `ErrorReply`s.

Every error a service raises on purpose derives from `ServiceError`, and its class says what a
consumer does with the message whose handling raised it:

- `retry = True` (the default, and `TransientError`): the cause may pass (a peer is down, a
  lock is held, a call timed out), so the message is nak'ed with a growing delay and comes
  back; the last allowed delivery is dead-lettered instead of dropped.
- `retry = False` (`PermanentError`): the message itself can never succeed (the embedder
  refused its text, the model keeps answering unusable JSON), so it is dead-lettered at once
  with `reason`, the short machine-readable tag the DLQ entry carries.

`Settler.fail` (messaging/consumer.py) and the batch consumers' `isolate_poison`
(messaging/poison.py) apply this rule, so no consumer restates it. A few library errors
say the data itself is bad, whatever the moment: a pydantic or msgspec validation error,
a DuckDB conversion, range or constraint error, a value Arrow cannot hold. They count as
permanent too, with the reason `invalid_data` (`validation_error` for pydantic's).
Every other exception from outside the hierarchy (a library's, a bug) is retried: a
message is never lost to an error nobody classified, and the consumer's bound on
attempts (`max_deliver`, or a batch consumer's `poison_attempts`) ends the retries.

Request-reply endpoints answer a `RequestRejected` with its `ErrorReply`.
"""

from __future__ import annotations

import sys
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


# Library exceptions (module, class names) that mean the data can never be handled. They
# are looked up only in modules already imported: a process that never loaded DuckDB or
# Arrow cannot have raised their errors, and need not pay for loading them.
_DATA_ERRORS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("msgspec", ("ValidationError", "DecodeError")),
    # DataError covers conversion, out-of-range and type mismatches; IntegrityError the
    # constraints. Not IO, transaction or memory errors: those may pass.
    ("duckdb", ("DataError", "IntegrityError", "InvalidInputException")),
    ("pyarrow", ("ArrowInvalid", "ArrowTypeError")),
)


def _is_data_error(exc: BaseException) -> bool:
    for module_name, names in _DATA_ERRORS:
        module = sys.modules.get(module_name)
        if module is None:
            continue
        for name in names:
            kind = getattr(module, name, None)
            if isinstance(kind, type) and isinstance(exc, kind):
                return True
    return False


def should_retry(exc: BaseException) -> bool:
    """The one retry-or-dead-letter rule: only a `ServiceError` that says so, or a library
    error about the data itself, is final."""
    if isinstance(exc, ServiceError):
        return exc.retry
    return not (isinstance(exc, ValidationError) or _is_data_error(exc))


def failure_reason(exc: BaseException) -> str:
    """The DLQ reason of a final failure (`should_retry` is False)."""
    if isinstance(exc, ServiceError):
        return exc.reason
    if isinstance(exc, ValidationError):
        return "validation_error"
    return "invalid_data"


def failure_detail(exc: BaseException) -> str:
    """What a DLQ entry records as the error text."""
    if isinstance(exc, ServiceError):
        return exc.detail()
    return f"{type(exc).__name__}: {exc}"


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

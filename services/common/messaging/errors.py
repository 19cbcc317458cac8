"""Turning validation failures into typed `ErrorReply`s."""

from __future__ import annotations

from pydantic import ValidationError

from memstream.contracts.errors import ErrorCode, ErrorReply


class RequestRejected(Exception):
    """Raised by domain code to refuse a request with a typed reason."""

    def __init__(self, code: ErrorCode, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.reply = ErrorReply(code=code, message=message, field=field)


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

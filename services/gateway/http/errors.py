"""Every HTTP error is an `ErrorReply` body (`code`, `message`, `field`), as on NATS."""

from __future__ import annotations

import logging
from typing import Any, Final

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from nats.errors import NoRespondersError
from nats.errors import TimeoutError as NatsTimeoutError
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from memstream.contracts.errors import ErrorCode, ErrorReply, MemstreamError
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation

log = logging.getLogger(__name__)

STATUS_OF: Final[dict[ErrorCode, int]] = {
    "invalid_json": 422,
    "validation_error": 422,
    "message_too_large": 413,
    "too_many_parts": 413,
    "text_too_long": 413,
    "tenant_mismatch": 403,
    "not_found": 404,
    "unauthorized": 401,
    "forbidden": 403,
    "rate_limited": 429,
    "unavailable": 503,
    "internal": 500,
}

_MEANING: Final[dict[int, str]] = {
    401: "Missing, malformed, unknown or revoked API key.",
    403: "The key lacks the scope, or names another tenant.",
    404: "No such route or memory.",
    413: "Body or turn over the size limits.",
    422: "Body does not match the schema.",
    429: "Over the agent's writes per minute, or too many failed checks of the key; "
    "see Retry-After.",
    503: "The service behind the route is not available.",
}
# What every route may answer besides success, for the OpenAPI document.
ERROR_RESPONSES: Final[dict[int | str, dict[str, Any]]] = {
    status: {"model": ErrorReply, "description": meaning} for status, meaning in _MEANING.items()
}

# Starlette's own errors (unknown route, wrong method, …) in the same body.
_CODE_OF_STATUS: Final[dict[int, ErrorCode]] = {
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "validation_error",
    408: "unavailable",
    413: "message_too_large",
    415: "validation_error",
    422: "validation_error",
    429: "rate_limited",
}


def retry_after(seconds: float) -> str:
    """A `Retry-After` value: whole seconds, rounded up, as RFC 9110 wants."""
    return str(max(1, int(-(-seconds // 1))))


def error_response(reply: ErrorReply, status: int | None = None) -> JSONResponse:
    headers = {}
    if reply.code == "unauthorized":
        headers["WWW-Authenticate"] = 'Bearer realm="memstream"'
    if reply.retry_after_s is not None:
        headers["Retry-After"] = retry_after(reply.retry_after_s)
    return JSONResponse(
        reply.model_dump(mode="json", exclude={"schema_version"}),
        status_code=status or STATUS_OF.get(reply.code, 500),
        headers=headers,
    )


def validation_reply(exc: RequestValidationError) -> ErrorReply:
    errors = exc.errors()
    if not errors:
        return ErrorReply(code="validation_error", message="invalid request")
    first = errors[0]
    if first.get("type") == "json_invalid":
        return ErrorReply(code="invalid_json", message="body is not valid JSON")
    # ("body", "query", "path", "header") then the field path.
    loc = [str(p) for p in first.get("loc", ())]
    path = ".".join(loc[1:]) if len(loc) > 1 else (loc[0] if loc else None)
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return ErrorReply(
        code="validation_error", message=f"{first.get('msg', 'invalid')}{more}", field=path
    )


def install(app: FastAPI) -> None:
    """Register the handlers that turn every failure into an `ErrorReply` body."""

    @app.exception_handler(RequestRejected)
    async def rejected(_: Request, exc: RequestRejected) -> JSONResponse:
        return error_response(exc.reply)

    @app.exception_handler(MemstreamError)
    async def service_error(_: Request, exc: MemstreamError) -> JSONResponse:
        return error_response(exc.reply)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        return error_response(validation_reply(exc))

    @app.exception_handler(ValidationError)
    async def invalid_model(_: Request, exc: ValidationError) -> JSONResponse:
        # A body that passed the route's schema but not the NATS contract it becomes.
        return error_response(reply_from_validation(exc))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400:
            # FastAPI's answer to a body it could not parse (not UTF-8, not JSON): the same
            # 422 `invalid_json` as a body that is not JSON.
            return error_response(ErrorReply(code="invalid_json", message=str(exc.detail)))
        code = _CODE_OF_STATUS.get(exc.status_code, "internal")
        reply = ErrorReply(code=code, message=str(exc.detail))
        return error_response(reply, exc.status_code)

    @app.exception_handler(NatsTimeoutError)
    async def timed_out(_: Request, exc: NatsTimeoutError) -> JSONResponse:
        reply = ErrorReply(code="unavailable", message="the service did not answer in time")
        return error_response(reply, 504)

    @app.exception_handler(NoRespondersError)
    async def no_responders(_: Request, exc: NoRespondersError) -> JSONResponse:
        reply = ErrorReply(code="unavailable", message="no service is serving this request")
        return error_response(reply, 503)

    @app.exception_handler(Exception)
    async def unexpected(_: Request, exc: Exception) -> JSONResponse:
        log.exception("gateway request failed")
        return error_response(ErrorReply(code="internal", message="internal error"), 500)

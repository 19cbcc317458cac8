"""Asking the extractor to extract resources now (`mem.extractor.extract.<tenant>`).

The scheduler never extracts: a session flush whose resources the extractor's consumer
has not acknowledged, and the nightly catch-up of dead-lettered resources, ask the
extractor, which runs them through its own pipeline under its own per-tenant lock.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Annotated

from nats.aio.client import Client
from nats.errors import Error as NatsError
from pydantic import Field, TypeAdapter, ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorReply
from memstream.contracts.extraction import ExtractReply, ExtractRequest
from memstream.services.common.messaging.errors import TransientError

# What the flush and the catch-up call: tenant and request in, the extractor's counts out.
Extract = Callable[[str, ExtractRequest], Awaitable[ExtractReply]]

_Reply = Annotated[ExtractReply | ErrorReply, Field(discriminator="type")]


@functools.cache
def _adapter() -> TypeAdapter[ExtractReply | ErrorReply]:
    return TypeAdapter(_Reply)


class ExtractionFailed(TransientError):
    """No extractor answered in time, it refused the request, or its reply was unreadable;
    nothing was extracted that the caller can count on."""


class ExtractorClient:
    """Sends `ExtractRequest`s; `timeout` bounds each request (extraction included)."""

    def __init__(self, nc: Client, timeout: float) -> None:
        self._nc = nc
        self.timeout = timeout

    async def extract(self, tenant: str, request: ExtractRequest) -> ExtractReply:
        try:
            msg = await self._nc.request(
                s.extract(tenant), request.model_dump_json().encode(), timeout=self.timeout
            )
        except (NatsError, TimeoutError) as exc:
            raise ExtractionFailed(
                f"no extractor answered within {self.timeout:g}s ({type(exc).__name__})"
            ) from exc
        return parse_reply(msg.data)


def parse_reply(data: bytes) -> ExtractReply:
    """The extractor's reply; `ExtractionFailed` for an ErrorReply or an unreadable one."""
    try:
        reply = _adapter().validate_json(data)
    except ValidationError as exc:
        raise ExtractionFailed(f"unreadable reply from the extractor: {exc}") from exc
    if isinstance(reply, ErrorReply):
        raise ExtractionFailed(f"the extractor refused the request: {reply.code}: {reply.message}")
    return reply

"""Request bodies are bounded in size and in time before any route sees them.

Wraps the whole ASGI app, so a body over `max_bytes` is refused with 413 as soon as its
`Content-Length` says so, or as soon as the bytes received pass the limit when it is sent
chunked without one; it is never read whole. A client that takes longer than `timeout_s`
to send its body (a slowloris) gets 408 and the connection is closed.
"""

from __future__ import annotations

import asyncio
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memstream.services.common.messaging.errors import RequestRejected


class BodyTooLarge(RequestRejected):
    """413: the body passed `max_bytes` (declared or received)."""

    status = 413

    def __init__(self, max_bytes: int) -> None:
        super().__init__("message_too_large", f"request body is larger than {max_bytes} bytes")


class BodyTimeout(RequestRejected):
    """408: the body did not arrive within `timeout_s`."""

    status = 408

    def __init__(self, timeout_s: float) -> None:
        super().__init__("unavailable", f"request body not received in {timeout_s:g} s")


class BodyLimits:
    def __init__(self, app: ASGIApp, max_bytes: int, timeout_s: float) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.timeout_s = timeout_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await _refuse(send, BodyTooLarge(self.max_bytes))
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.timeout_s
        received = 0
        started = False
        body_done = False

        async def bounded_receive() -> Message:
            nonlocal received, body_done
            if body_done:
                # The body is in: no deadline for what the route does next (a streaming
                # response may wait on `http.disconnect` for as long as it likes).
                return await receive()
            remaining = deadline - loop.time()
            try:
                message = await asyncio.wait_for(receive(), timeout=max(remaining, 0.001))
            except TimeoutError:
                raise BodyTimeout(self.timeout_s) from None
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise BodyTooLarge(self.max_bytes)
                body_done = not message.get("more_body", False)
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, bounded_receive, tracking_send)
        except (BodyTooLarge, BodyTimeout) as exc:
            if not started:
                await _refuse(send, exc)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _refuse(send: Send, exc: BodyTooLarge | BodyTimeout) -> None:
    body = exc.reply.model_dump_json(exclude={"schema_version"}).encode()
    headers: list[Any] = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        # The rest of the body is never read: the connection cannot be reused.
        (b"connection", b"close"),
    ]
    await send({"type": "http.response.start", "status": exc.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})

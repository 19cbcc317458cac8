"""Request bodies are bounded in size and in time before any route sees them.

Wraps the whole ASGI app and receives the body itself, before the app runs: a body over
`max_bytes` is refused with 413 as soon as its `Content-Length` says so, or as soon as the
bytes received pass the limit when it is sent chunked without one, so it is never read
whole. A client that takes longer than `timeout_s` to send its body (a slowloris) gets 408.
Either way the connection is closed, since the rest of the body is never read. The app
then receives the body as usual (`max_bytes` is small: NATS refuses messages over 1 MiB).

Refusing here, rather than raising from inside the app's `receive`, matters: FastAPI turns
any exception raised while it reads a body into its own 400.
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
        try:
            first = await asyncio.wait_for(self._read_body(receive), timeout=self.timeout_s)
        except TimeoutError:
            await _refuse(send, BodyTimeout(self.timeout_s))
            return
        except BodyTooLarge as exc:
            await _refuse(send, exc)
            return
        delivered = False

        async def replay_then_receive() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return first
            # After the body: what the route waits for next (`http.disconnect`), unbounded.
            return await receive()

        await self.app(scope, replay_then_receive, send)

    async def _read_body(self, receive: Receive) -> Message:
        """The whole body as one `http.request` message (or the disconnect that cut it)."""
        chunks: list[bytes] = []
        received = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return message
            chunk = message.get("body", b"")
            received += len(chunk)
            if received > self.max_bytes:
                raise BodyTooLarge(self.max_bytes)
            chunks.append(chunk)
            if not message.get("more_body", False):
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}


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

"""A real HTTP server on 127.0.0.1 that speaks enough of the OpenAI API for client tests.

Tests point the genuine ``openai`` client at it, so request building, retries, timeouts and
response parsing are exercised end to end, with no network and no mocks of the client.

Served routes (all under ``/v1``):

* ``POST /embeddings``: deterministic vectors derived from a SHA-256 of each input
  (:func:`stub_embedding`), honouring ``dimensions`` and both ``encoding_format`` values,
  with a ``usage`` block. Scripted failures (:meth:`OpenAIStub.script_embeddings_errors`)
  are served first, in order.
* ``POST /chat/completions``: replies come from a queue the test fills with
  :meth:`OpenAIStub.script_chat` (a content string, an HTTP status code, or a
  :class:`StubReply` for latency, headers, tool calls...). ``stream: true`` is answered with
  server-sent events. An empty queue is answered with HTTP 400 (not retried by clients), so a
  test that under-scripts fails loudly instead of hanging.
* ``GET /models``: the model ids the stub was built with.

Every request is recorded, in arrival order, in :attr:`OpenAIStub.requests`.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import socket
import threading
import time
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

import numpy as np

DEFAULT_EMBEDDING_DIM = 1536
_DISCONNECTS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)


def stub_embedding(text: str, dim: int) -> list[float]:
    """The unit vector the stub returns for ``text`` when truncated to ``dim`` dimensions.

    Truncate-then-renormalise is how Matryoshka models (OpenAI's ``dimensions``) behave, so
    the first ``d`` components of every size agree up to scale.
    """
    seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")
    vec = np.random.default_rng(seed).standard_normal(dim)
    vec /= np.linalg.norm(vec)
    return [float(v) for v in vec]


@dataclass(frozen=True)
class StubReply:
    """One scripted answer. ``status != 200`` sends an OpenAI-style error body instead."""

    content: str | None = None
    status: int = 200
    latency: float = 0.0
    headers: Mapping[str, str] = field(default_factory=dict)
    tool_calls: list[dict[str, Any]] | None = None
    finish_reason: str | None = None
    error_message: str | None = None
    error_code: str | None = None  # the error body's `code`; default: its type
    usage: Mapping[str, int] | None = None


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]
    body: Any  # parsed JSON, or None when the body was empty or not JSON
    received_at: float


def _as_reply(item: str | int | StubReply) -> StubReply:
    if isinstance(item, StubReply):
        return item
    if isinstance(item, bool):
        raise TypeError("script items are str (content), int (HTTP status) or StubReply")
    if isinstance(item, int):
        return StubReply(status=item)
    if isinstance(item, str):
        return StubReply(content=item)
    raise TypeError("script items are str (content), int (HTTP status) or StubReply")


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    stub: OpenAIStub

    def __init__(self, address: tuple[str, int]) -> None:
        super().__init__(address, _Handler)
        self.open_connections: set[socket.socket] = set()
        self.connections_lock = threading.Lock()

    def process_request(self, request: Any, client_address: Any) -> None:
        with self.connections_lock:
            self.open_connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self.connections_lock:
            self.open_connections.discard(request)
        super().shutdown_request(request)

    def drop_connections(self) -> None:
        """Hang up on keep-alive clients so their handler threads end with the stub."""
        with self.connections_lock:
            connections = list(self.open_connections)
        for conn in connections:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that timed out and hung up is expected here, not a test failure.
        return


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"  # keep-alive, like the real API: exercises connection reuse

    def log_message(self, format: str, *args: Any) -> None:
        return  # keep pytest output clean

    def do_GET(self) -> None:
        self.server.stub._dispatch(self, "GET")

    def do_POST(self) -> None:
        self.server.stub._dispatch(self, "POST")


class OpenAIStub:
    """The stub server; use it as a context manager or through the ``openai_stub`` fixture."""

    def __init__(
        self,
        *,
        embedding_dim: int = DEFAULT_EMBEDDING_DIM,
        models: Iterable[str] = ("text-embedding-3-small", "gpt-4o-mini"),
        api_key: str | None = None,
    ) -> None:
        self.embedding_dim = embedding_dim
        self.models = list(models)
        self.api_key = api_key  # when set, other bearer tokens get 401
        self.embeddings_latency = 0.0  # seconds added to every embeddings response
        # Some compatible servers return unnormalised vectors; != 1.0 imitates them.
        self.embedding_scale = 1.0
        self._lock = threading.Lock()
        self._requests: list[RecordedRequest] = []
        self._chat_script: deque[StubReply] = deque()
        self._embedding_script: deque[StubReply] = deque()
        self._release = threading.Event()  # cuts latency sleeps short on close()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------------

    def start(self) -> OpenAIStub:
        if self._server is not None:
            return self
        server = _Server(("127.0.0.1", 0))
        server.stub = self
        self._server = server
        self._release.clear()
        self._thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.05},
            daemon=True,
            name="openai-stub",
        )
        self._thread.start()
        return self

    def close(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        self._release.set()
        server.shutdown()
        server.drop_connections()
        server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> OpenAIStub:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("stub is not running")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        """What to pass as the client's ``base_url``."""
        return f"http://127.0.0.1:{self.port}/v1"

    # -- scripting and inspection ----------------------------------------------------------

    def script_chat(self, replies: Iterable[str | int | StubReply]) -> None:
        """Queue chat replies: str = assistant content, int = HTTP error status."""
        with self._lock:
            self._chat_script.extend(_as_reply(r) for r in replies)

    def script_embeddings(self, replies: Iterable[int | StubReply]) -> None:
        """Queue embeddings replies served before the default vectors (status 200 = vectors)."""
        with self._lock:
            for r in replies:
                if isinstance(r, str):
                    raise TypeError("embeddings replies are HTTP statuses or StubReply")
                self._embedding_script.append(_as_reply(r))

    def script_embeddings_errors(self, statuses: Iterable[int], *, latency: float = 0.0) -> None:
        self.script_embeddings(StubReply(status=s, latency=latency) for s in statuses)

    @property
    def requests(self) -> list[RecordedRequest]:
        """A snapshot of every request received so far."""
        with self._lock:
            return list(self._requests)

    def requests_to(self, path_suffix: str) -> list[RecordedRequest]:
        return [r for r in self.requests if r.path.endswith(path_suffix)]

    def pending_chat_replies(self) -> int:
        with self._lock:
            return len(self._chat_script)

    def reset(self) -> None:
        with self._lock:
            self._requests.clear()
            self._chat_script.clear()
            self._embedding_script.clear()
        self.embeddings_latency = 0.0
        self.embedding_scale = 1.0

    # -- request handling (runs on the server's handler threads) ---------------------------

    def _dispatch(self, handler: _Handler, method: str) -> None:
        try:
            self._handle(handler, method)
        except _DISCONNECTS:
            handler.close_connection = True

    def _handle(self, handler: _Handler, method: str) -> None:
        length = int(handler.headers.get("Content-Length") or 0)
        raw = handler.rfile.read(length) if length else b""
        try:
            body: Any = json.loads(raw) if raw else None
        except ValueError:
            body = None
        path = handler.path.split("?", 1)[0]
        with self._lock:
            self._requests.append(
                RecordedRequest(
                    method=method,
                    path=path,
                    headers={k.lower(): v for k, v in handler.headers.items()},
                    body=body,
                    received_at=time.monotonic(),
                )
            )
        if self.api_key is not None:
            if handler.headers.get("Authorization") != f"Bearer {self.api_key}":
                self._send_error(handler, StubReply(status=401, error_message="bad api key"))
                return
        route = (method, path.rstrip("/"))
        if route == ("POST", "/v1/embeddings"):
            self._embeddings(handler, body)
        elif route == ("POST", "/v1/chat/completions"):
            self._chat(handler, body)
        elif route == ("GET", "/v1/models"):
            data = [
                {"id": m, "object": "model", "created": 0, "owned_by": "stub"} for m in self.models
            ]
            self._send_json(handler, 200, {"object": "list", "data": data})
        else:
            self._send_error(handler, StubReply(status=404, error_message=f"no route {path}"))

    def _embeddings(self, handler: _Handler, body: Any) -> None:
        with self._lock:
            scripted = self._embedding_script.popleft() if self._embedding_script else None
        self._sleep(self.embeddings_latency + (scripted.latency if scripted else 0.0))
        if scripted is not None and scripted.status != 200:
            self._send_error(handler, scripted)
            return
        if not isinstance(body, dict) or "input" not in body or "model" not in body:
            self._send_error(handler, StubReply(status=400, error_message="need model and input"))
            return
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        dim = body.get("dimensions") or self.embedding_dim
        if not isinstance(dim, int) or dim < 1 or dim > self.embedding_dim:
            self._send_error(handler, StubReply(status=400, error_message=f"bad dimensions {dim}"))
            return
        data = []
        tokens = 0
        for index, item in enumerate(inputs):
            text = item if isinstance(item, str) else json.dumps(item)
            if text == "":
                self._send_error(handler, StubReply(status=400, error_message="empty input"))
                return
            tokens += max(1, len(text.split()))
            vector = [v * self.embedding_scale for v in stub_embedding(text, dim)]
            encoded: Any = vector
            if body.get("encoding_format") == "base64":
                encoded = base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode()
            data.append({"object": "embedding", "index": index, "embedding": encoded})
        self._send_json(
            handler,
            200,
            {
                "object": "list",
                "data": data,
                "model": body["model"],
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )

    def _chat(self, handler: _Handler, body: Any) -> None:
        with self._lock:
            reply = self._chat_script.popleft() if self._chat_script else None
        if reply is None:
            self._send_error(
                handler, StubReply(status=400, error_message="stub: no scripted chat reply left")
            )
            return
        self._sleep(reply.latency)
        if reply.status != 200:
            self._send_error(handler, reply)
            return
        request = body if isinstance(body, dict) else {}
        model = str(request.get("model", "stub-model"))
        content = reply.content
        prompt_tokens = sum(
            len(str(m.get("content") or "").split())
            for m in request.get("messages", [])
            if isinstance(m, dict)
        )
        completion_tokens = len((content or "").split())
        usage = (
            dict(reply.usage)
            if reply.usage is not None
            else {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            }
        )
        finish = reply.finish_reason or ("tool_calls" if reply.tool_calls else "stop")
        completion_id = f"chatcmpl-stub-{len(self.requests)}"
        if request.get("stream"):
            self._stream_chat(handler, reply, model, completion_id, finish, usage, request)
            return
        message: dict[str, Any] = {"role": "assistant", "content": content}
        if reply.tool_calls:
            message["tool_calls"] = reply.tool_calls
        self._send_json(
            handler,
            200,
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": int(time.time()),
                "model": model,
                "choices": [
                    {"index": 0, "message": message, "finish_reason": finish, "logprobs": None}
                ],
                "usage": usage,
            },
            extra_headers=reply.headers,
        )

    def _stream_chat(
        self,
        handler: _Handler,
        reply: StubReply,
        model: str,
        completion_id: str,
        finish: str,
        usage: dict[str, int],
        request: dict[str, Any],
    ) -> None:
        def chunk(delta: dict[str, Any], finish_reason: str | None) -> dict[str, Any]:
            return {
                "id": completion_id,
                "object": "chat.completion.chunk",
                "created": int(time.time()),
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}],
            }

        events: list[dict[str, Any]] = [chunk({"role": "assistant", "content": ""}, None)]
        # Word-sized pieces so clients' delta accumulation is actually exercised.
        content = reply.content or ""
        for i, piece in enumerate(content.split(" ")):
            if piece or i:
                events.append(chunk({"content": piece if i == 0 else " " + piece}, None))
        if reply.tool_calls:
            calls = [dict(call, index=i) for i, call in enumerate(reply.tool_calls)]
            events.append(chunk({"tool_calls": calls}, None))
        events.append(chunk({}, finish))
        options = request.get("stream_options")
        if isinstance(options, dict) and options.get("include_usage"):
            events.append({**chunk({}, None), "choices": [], "usage": usage})

        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.send_header("Cache-Control", "no-cache")
        handler.send_header("Connection", "close")
        for key, value in reply.headers.items():
            handler.send_header(key, value)
        handler.end_headers()
        handler.close_connection = True  # no Content-Length: the body ends with the connection
        for event in events:
            handler.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
            handler.wfile.flush()
        handler.wfile.write(b"data: [DONE]\n\n")
        handler.wfile.flush()

    def _sleep(self, seconds: float) -> None:
        if seconds > 0:
            self._release.wait(seconds)

    def _send_error(self, handler: _Handler, reply: StubReply) -> None:
        kind = {
            400: "invalid_request_error",
            401: "authentication_error",
            404: "not_found_error",
            429: "rate_limit_exceeded",
        }.get(reply.status, "server_error")
        message = reply.error_message or f"stub scripted HTTP {reply.status}"
        self._send_json(
            handler,
            reply.status,
            {
                "error": {
                    "message": message,
                    "type": kind,
                    "param": None,
                    "code": reply.error_code or kind,
                }
            },
            extra_headers=reply.headers,
        )

    @staticmethod
    def _send_json(
        handler: _Handler,
        status: int,
        payload: Mapping[str, Any],
        *,
        extra_headers: Mapping[str, str] | None = None,
    ) -> None:
        data = json.dumps(payload).encode()
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(data)))
        for key, value in (extra_headers or {}).items():
            handler.send_header(key, value)
        handler.end_headers()
        handler.wfile.write(data)

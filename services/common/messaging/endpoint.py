"""Request-reply endpoints on a plain nats.py queue subscription.

The hot path (ingest, replay) answers in well under a millisecond of our own time; a
FastStream handler costs about 0.25 ms of framework overhead per request on this class of
machine (measured: 3.0k echo requests/s through FastStream vs 12.5k on nats.py on 2
cores), which alone would exceed the hot-path budget at the target rate. So these
endpoints subscribe with nats.py directly; JetStream consumers use FastStream.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import Awaitable, Callable, Iterator
from contextvars import ContextVar

from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription
from nats.errors import Error as NatsError

from memstream.contracts import subjects as s
from memstream.contracts.common import ID_PATTERN
from memstream.contracts.errors import ErrorReply
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.messaging.inline import subscribe_inline
from memstream.services.common.models.attribution import billed_to
from memstream.services.common.runtime.metrics import ENDPOINT_EXPIRED, ENDPOINT_REPLIES
from memstream.services.common.security.caller import Caller, UnknownCaller, caller_of

log = logging.getLogger(__name__)

RequestHandler = Callable[[str, bytes], Awaitable[bytes]]
# Runs before the handler on a request an agent sent (see security.caller): returns the
# body to handle (possibly rewritten) or raises `RequestRejected` (e.g. rate_limited).
RequestGuard = Callable[[str, bytes, Caller], Awaitable[bytes]]

_ID_RE = re.compile(ID_PATTERN)
# Budgets above this (or inf, nan) are treated as none: a timer that never fires.
_MAX_BUDGET_S = 86_400.0
# How every ErrorReply's JSON begins (pydantic keeps field order), so telling an error from
# an answer needs no parse.
_ERROR_HEAD = ErrorReply(code="internal", message="").model_dump_json().split('"code":"')[0]
_ERROR_PREFIX = (_ERROR_HEAD + '"code":"').encode()


# When the caller of the request being handled stops waiting (time.monotonic()), where
# its endpoint honours deadlines: for handlers that queue work (the embedder's batcher).
_DEADLINE: ContextVar[float | None] = ContextVar("caller_deadline", default=None)


@contextlib.contextmanager
def caller_waits(budget_s: float) -> Iterator[None]:
    """What runs inside (and the tasks it starts) serves a caller that waits `budget_s`
    more seconds (`caller_remaining_s`)."""
    token = _DEADLINE.set(time.monotonic() + budget_s)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def caller_remaining_s() -> float | None:
    """Seconds until the caller of the request being handled stops waiting; None when it
    did not say or its endpoint does not honour deadlines."""
    deadline = _DEADLINE.get()
    return None if deadline is None else deadline - time.monotonic()


def caller_budget(msg: Msg) -> float | None:
    """Seconds the caller waits for the reply (`HEADER_TIMEOUT`); None when it does not
    say, or says nothing usable (a bad value is ignored, never refused)."""
    raw = msg.headers.get(s.HEADER_TIMEOUT) if msg.headers else None
    if raw is None:
        return None
    try:
        budget = float(raw)
    except ValueError:
        return None
    return budget if 0 < budget < _MAX_BUDGET_S else None


def reply_code(reply: bytes) -> str:
    """The ErrorReply code of a reply, or "ok" when it is an answer."""
    if not reply.startswith(_ERROR_PREFIX):
        return "ok"
    start = len(_ERROR_PREFIX)
    end = reply.find(b'"', start)
    return reply[start:end].decode() if end > start else "ok"


class RequestEndpoint:
    """Serves requests on `subject` in a queue group with one handler.

    The tenant is the subject token at `tenant_index`: services trust the subject, never
    the body. Tenant-less endpoints (`tenant_index=None`, e.g. `mem.embed`) get "".
    Every request gets exactly one reply; an unexpected exception becomes an `internal`
    ErrorReply rather than a silent timeout at the caller.
    """

    def __init__(
        self,
        nc: Client,
        subject: str,
        queue: str,
        handler: RequestHandler,
        tenant_index: int | None,
        name: str,
        guard: RequestGuard | None = None,
        honours_deadline: bool = False,
    ) -> None:
        """`honours_deadline`: a request that says how long its caller waits
        (`HEADER_TIMEOUT`) is abandoned once that passes, and answered `unavailable`; for
        handlers that may be cancelled at any await (they write nothing half-way)."""
        self._honours_deadline = honours_deadline
        self._nc = nc
        self._subject = subject
        self._queue = queue
        self._handler = handler
        self._tenant_index = tenant_index
        self.name = name
        self._guard = guard
        self._sub: Subscription | None = None
        self._inflight: set[asyncio.Task[None]] = set()

    @property
    def subject(self) -> str:
        """The subject (wildcard form) this endpoint serves."""
        return self._subject

    async def start(self) -> None:
        self._sub = await subscribe_inline(self._nc, self._subject, self._on_msg, queue=self._queue)
        # The server knows the subscription only after a round trip; without it a request
        # sent right after start() can find no responders.
        await self._nc.flush()

    def _on_msg(self, msg: Msg) -> None:
        # Called in the read loop (inline.py); a task per request lets concurrent agents
        # overlap their I/O.
        task = asyncio.create_task(self._serve(msg))
        self._inflight.add(task)
        task.add_done_callback(self._inflight.discard)

    async def _serve(self, msg: Msg) -> None:
        tenant = ""
        if self._tenant_index is not None:
            tokens = msg.subject.split(".")
            tenant = tokens[self._tenant_index] if len(tokens) > self._tenant_index else ""
        try:
            if self._tenant_index is not None and not _ID_RE.match(tenant):
                reply = (
                    ErrorReply(
                        code="validation_error",
                        message=f"tenant in subject {msg.subject!r} must match {ID_PATTERN}",
                        field="subject",
                    )
                    .model_dump_json()
                    .encode()
                )
            else:
                with billed_to(tenant):  # embeddings made serving it are the tenant's
                    body = await self._admit(tenant, msg)
                    budget = caller_budget(msg) if self._honours_deadline else None
                    if budget is None:
                        reply = await self._handler(tenant, body)
                    else:
                        reply = await self._within(budget, tenant, body)
        except RequestRejected as exc:
            reply = exc.reply.model_dump_json().encode()
        except asyncio.CancelledError:
            # Stopped while serving it: the caller hears so now, not at its own timeout.
            if msg.reply:
                stopping = ErrorReply(
                    code="unavailable", message=f"{self.name} is stopping; send it again"
                )
                with contextlib.suppress(NatsError):
                    await msg.respond(stopping.model_dump_json().encode())
            raise
        except Exception:
            log.exception("request handler failed", extra={"endpoint": self.name})
            reply = (
                ErrorReply(code="internal", message=f"{self.name} failed to process the request")
                .model_dump_json()
                .encode()
            )
        if len(reply) > self._nc.max_payload:
            # Publishing it would fail and the caller would only time out.
            log.warning("reply over the max payload", extra={"endpoint": self.name})
            reply = (
                ErrorReply(
                    code="message_too_large",
                    message=f"the reply would be {len(reply)} bytes, over the server's "
                    f"{self._nc.max_payload}-byte message limit; ask for less",
                )
                .model_dump_json()
                .encode()
            )
        ENDPOINT_REPLIES.labels(self.name, reply_code(reply)).inc()
        if msg.reply:
            try:
                await msg.respond(reply)
            except NatsError:
                log.warning("reply not sent", extra={"endpoint": self.name}, exc_info=True)

    async def _within(self, budget: float, tenant: str, body: bytes) -> bytes:
        """The handler's reply, or `unavailable` once the caller stopped waiting: work for
        nobody, under load, only delays the requests whose callers still wait."""
        deadline = asyncio.timeout(budget)
        try:
            with caller_waits(budget):
                async with deadline:
                    return await self._handler(tenant, body)
        except TimeoutError:
            if not deadline.expired():
                raise  # the handler's own timeout, not the caller's deadline
        ENDPOINT_EXPIRED.labels(self.name).inc()
        return (
            ErrorReply(
                code="unavailable",
                message=f"{self.name} did not answer within the caller's {budget:g} s",
            )
            .model_dump_json()
            .encode()
        )

    async def _admit(self, tenant: str, msg: Msg) -> bytes:
        if self._guard is None:
            return msg.data
        try:
            caller = caller_of(msg.headers)
        except UnknownCaller as exc:
            raise RequestRejected("unauthorized", str(exc)) from None
        if caller is None:  # a service's request: trusted, not limited here
            return msg.data
        return await self._guard(tenant, msg.data, caller)

    async def stop(self, timeout: float) -> None:
        """Stop taking requests, then let in-flight ones finish within `timeout`."""
        if self._sub is not None:
            await self._sub.unsubscribe()
            self._sub = None
        if self._inflight:
            _, pending = await asyncio.wait(set(self._inflight), timeout=timeout)
            for task in pending:
                task.cancel()

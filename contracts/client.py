"""`MemoryClient`: the typed async client agents use to talk to memstream."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, TypeVar

import nats
from nats.aio.client import Client
from nats.errors import NoRespondersError
from nats.errors import TimeoutError as NatsTimeoutError
from pydantic import BaseModel

from memstream.contracts import subjects as s
from memstream.contracts.client_tools import MemoryTools
from memstream.contracts.context import ChatMessage, ContextFilters, ContextRequest, ContextResponse
from memstream.contracts.errors import ErrorReply, MemstreamError, reply_adapter
from memstream.contracts.feedback import FeedbackIn, FeedbackReply
from memstream.contracts.keyauth import connect_open, connect_with_key, tenant_for
from memstream.contracts.pacing import paced
from memstream.contracts.replay import ReplayRequest, ReplayResponse
from memstream.contracts.session import SessionReply, SessionRequest
from memstream.contracts.turns import Checkpoint, Document, ToolCall, TurnAck, TurnIn
from memstream.contracts.watermark import (
    Acks,
    WatermarkReply,
    WatermarkRequest,
    after_seqs,
    wait_in_steps,
)

T = TypeVar("T", bound=BaseModel)

# Upper bound a session end may wait for extraction when the caller names no flush timeout.
_DEFAULT_FLUSH_WAIT_S = 60.0
# A turn re-sent after `unavailable` waits this long first, doubling up to the cap: long
# enough for a restarted ingest replica to subscribe, short beside an agent's turn.
_RESEND_DELAY_S = 0.25
_RESEND_DELAY_MAX_S = 2.0


async def _pause(seconds: float) -> None:
    """The wait before a re-send (one name, so a test can see and shorten it)."""
    await asyncio.sleep(seconds)


class MemoryClient(MemoryTools):
    """One agent's connection to memstream, bound to a tenant and an agent id.

    Every call is a NATS request with a timeout; a service's `ErrorReply` is raised as
    `MemstreamError` (its `.reply` holds the code, message and field).

    A turn refused as `unavailable` (no ingest answering, a timeout, JetStream not
    acknowledging in time) is sent again up to `turn_resends` times, after 0.25 s, then
    twice as long each time (at most 2 s). Re-sending is safe: the turn's message ids make
    a re-send store only what an earlier attempt did not, and its ack then says
    `duplicate` if the earlier attempt had stored it all. Other refusals are not re-sent.
    """

    def __init__(
        self, tenant_id: str, agent_id: str, timeout: float = 5.0, *, turn_resends: int = 2
    ) -> None:
        if turn_resends < 0:
            raise ValueError("turn_resends must be 0 or more")
        self.tenant_id = tenant_id
        self.agent_id = agent_id
        self.timeout = timeout
        self.turn_resends = turn_resends
        self._nc: Client | None = None
        self._owns_connection = False
        # RESOURCES sequence of each session's last resource, from TurnAcks: what
        # `session_end` asks the scheduler to wait for.
        self._last_resource_seq: dict[str, int] = {}

    @classmethod
    async def connect(
        cls,
        url: str,
        tenant_id: str | None = None,
        agent_id: str | None = None,
        timeout: float = 5.0,
        connection: Client | None = None,
        *,
        api_key: str | None = None,
        turn_resends: int = 2,
    ) -> MemoryClient:
        """Connect to `url`, or reuse an existing nats.py `connection`.

        With `api_key` (a secure server) the key decides the tenant and agent: `tenant_id`
        may only name the key's shared space, or any tenant for an operator key. Without
        it (an open loopback server, or a service's own connection) both must be given.
        """
        if api_key is not None:
            nc, identity = await connect_with_key(url, api_key, timeout)
            try:
                tenant = tenant_for(identity, tenant_id)
            except MemstreamError:
                await nc.close()
                raise
            client = cls(tenant, identity.agent_id, timeout, turn_resends=turn_resends)
            client._nc, client._owns_connection = nc, True
            return client
        if tenant_id is None or agent_id is None:
            raise ValueError("name tenant_id and agent_id, or connect with an api_key")
        client = cls(tenant_id, agent_id, timeout, turn_resends=turn_resends)
        if connection is not None:
            client._nc = connection
        else:
            client._nc = await connect_open(url, f"memstream-sdk-{agent_id}", timeout)
            client._owns_connection = True
        return client

    async def close(self) -> None:
        nc = self._nc
        if nc is not None and self._owns_connection and not nc.is_closed:
            # A connection that is reconnecting (server gone, key revoked) cannot drain, and
            # closing it may meet the socket the server already reset.
            with contextlib.suppress(OSError, nats.errors.Error):
                await (nc.drain() if nc.is_connected else nc.close())
        self._nc = None

    async def __aenter__(self) -> MemoryClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def _request(
        self,
        subject: str,
        payload: bytes,
        reply_type: type[T],
        timeout: float | None = None,
        *,
        deadline: bool = False,
    ) -> T:
        """One request and its typed reply. With `deadline` the service is told how long
        this waits (`HEADER_TIMEOUT`), so it can stop work nobody will read."""
        if self._nc is None:
            raise RuntimeError("MemoryClient is not connected")
        timeout = timeout or self.timeout
        headers = {s.HEADER_TIMEOUT: f"{timeout:g}"} if deadline else None
        try:
            msg = await self._nc.request(subject, payload, timeout=timeout, headers=headers)
        except NoRespondersError:
            raise MemstreamError(
                ErrorReply(code="unavailable", message=f"no service answers on {subject}")
            ) from None
        except NatsTimeoutError:
            raise MemstreamError(
                ErrorReply(code="unavailable", message=f"{subject} timed out after {timeout}s")
            ) from None
        reply: T | ErrorReply = reply_adapter(reply_type).validate_json(msg.data)
        if isinstance(reply, ErrorReply):
            raise MemstreamError(reply)
        return reply

    async def publish_turn(
        self,
        session_id: str,
        turn_number: int,
        user_input: str = "",
        llm_output: str = "",
        *,
        event_time: datetime | None = None,
        tool_calls: Sequence[ToolCall] = (),
        documents: Sequence[Document] = (),
        internal_state: dict[str, Any] | None = None,
        project_id: str | None = None,
        **fields: Any,
    ) -> TurnAck:
        """Store one turn; returns its ack (resource ids and stream sequences)."""
        data: dict[str, Any] = {
            "tenant_id": self.tenant_id,
            "agent_id": self.agent_id,
            "session_id": session_id,
            "turn_number": turn_number,
            "user_input": user_input,
            "llm_output": llm_output,
            "tool_calls": list(tool_calls),
            "documents": list(documents),
            "internal_state": internal_state or {},
            "project_id": project_id,
            **fields,
        }
        if event_time is not None:
            data["event_time"] = event_time
        return await self.send_turn(TurnIn(**data))

    async def send_turn(self, turn: TurnIn) -> TurnAck:
        """Store a prepared `TurnIn` (its tenant must be this client's); re-sent after
        `unavailable` up to `turn_resends` times (see the class docstring)."""
        ack = await self._resending(s.ingest_turn(self.tenant_id), turn.model_dump_json().encode())
        if ack.resource_seqs:
            last = self._last_resource_seq.get(turn.session_id, 0)
            self._last_resource_seq[turn.session_id] = max(last, *ack.resource_seqs)
        return ack

    async def import_turns(
        self, turns: Iterable[TurnIn], *, window: int = 64, timeout: float = 300.0
    ) -> list[TurnAck]:
        """Store many turns (a history import), in order, never more than `window` ahead
        of the episode indexer, so other tenants' new turns stay searchable within about a
        second meanwhile (contracts/pacing.py). Returns once every turn is searchable.

        Raises `MemstreamError` (`unavailable`) if the indexer does not catch up within
        `timeout` seconds; what was sent stays stored, and running the import again skips
        it (re-sends are idempotent).
        """

        async def settled(ack: TurnAck) -> None:
            status = await self.wait_for(ack, timeout=timeout)
            if not status.indexed:
                raise MemstreamError(
                    ErrorReply(
                        code="unavailable",
                        message=f"turn {ack.turn_number} of session {ack.session_id!r} was "
                        f"not searchable within {timeout:g} s; run the import again "
                        "(re-sends are idempotent)",
                    )
                )

        return await paced(turns, self.send_turn, settled, window)

    async def _resending(self, subject: str, body: bytes) -> TurnAck:
        delay, resends_left = _RESEND_DELAY_S, self.turn_resends
        while True:
            try:
                return await self._request(subject, body, TurnAck)
            except MemstreamError as exc:
                if exc.code != "unavailable" or resends_left == 0:
                    raise
            resends_left -= 1
            await _pause(delay)
            delay = min(delay * 2, _RESEND_DELAY_MAX_S)

    async def replay(self, session_id: str, turn_number: int | None = None) -> ReplayResponse:
        """The session's state at `turn_number` (latest if None) and the turns up to it."""
        request = ReplayRequest(session_id=session_id, mode="replay", turn_number=turn_number)
        first = await self._request(
            s.replay(self.tenant_id), request.model_dump_json().encode(), ReplayResponse
        )
        # A long session comes in pages that each fit one NATS message; join them.
        turns, cursor = list(first.turns), first.next_after_turn
        while cursor is not None:
            page = await self._request(
                s.replay(self.tenant_id),
                request.model_copy(update={"after_turn": cursor}).model_dump_json().encode(),
                ReplayResponse,
            )
            turns += page.turns
            cursor = page.next_after_turn
        return first.model_copy(update={"turns": turns, "next_after_turn": None})

    async def recover(self, session_id: str) -> Checkpoint | None:
        """The last saved checkpoint of the session, or None if it has none."""
        request = ReplayRequest(session_id=session_id, mode="recover")
        response = await self._request(
            s.replay(self.tenant_id), request.model_dump_json().encode(), ReplayResponse
        )
        return response.checkpoint if response.found else None

    async def context(
        self,
        query: str | None = None,
        *,
        messages: Sequence[ChatMessage | dict[str, str]] = (),
        session_id: str | None = None,
        project_id: str | None = None,
        limit: int = 10,
        token_budget: int | None = None,
        filters: ContextFilters | None = None,
        budget_constrained: bool = False,
        now: datetime | None = None,
        after: Acks | None = None,
    ) -> ContextResponse:
        """The context block for the next turn: from `query`, or from the last messages.

        With `after` (a `TurnAck`, or several) it first waits until those turns are indexed,
        for at most half of this client's timeout, or says `degraded: ["stale"]`.
        """
        request = ContextRequest(
            query=query,
            messages=[m if isinstance(m, ChatMessage) else ChatMessage(**m) for m in messages],
            session_id=session_id,
            project_id=project_id,
            limit=limit,
            token_budget=token_budget,
            filters=filters or ContextFilters(),
            budget_constrained=budget_constrained,
            now=now,
            after_seqs=after_seqs(after),
            after_timeout_s=self.timeout / 2 if after is not None else None,
        )
        return await self.context_request(request)

    async def context_request(self, request: ContextRequest) -> ContextResponse:
        """Send a prepared `ContextRequest`."""
        return await self._request(
            s.context(self.tenant_id),
            request.model_dump_json().encode(),
            ContextResponse,
            deadline=True,
        )

    async def wait_for(
        self, after: Acks | None = None, *, extracted: bool = False, timeout: float = 30.0
    ) -> WatermarkReply:
        """Wait until turns are indexed (searchable) and, with `extracted`, extracted.

        `after`: the `TurnAck` of a turn, or several; None means the tenant's last stored
        turn. Returns when the episode indexer (and the extractor) have handled every part
        up to those turns (stored, or dead-lettered with a reason) or after `timeout`
        seconds: check `reply.complete`. `timeout=0` answers with the current watermarks.
        """

        async def send(request: WatermarkRequest) -> WatermarkReply:
            wait = request.timeout_s + self.timeout  # the reply waits up to timeout_s
            body = request.model_dump_json().encode()
            return await self._request(s.watermark(self.tenant_id), body, WatermarkReply, wait)

        return await wait_in_steps(send, after, extracted=extracted, timeout=timeout)

    # --- sessions and feedback (scheduler; see contracts.session, contracts.feedback) ----

    async def _session(
        self, action: str, request: SessionRequest, timeout: float | None = None
    ) -> SessionReply:
        return await self._request(
            s.session(self.tenant_id, action),
            request.model_dump_json().encode(),
            SessionReply,
            timeout,
        )

    async def session_start(
        self, session_id: str, *, timezone: str | None = None, lessons_limit: int | None = None
    ) -> SessionReply:
        """Overdue jobs run, then today's triggers and the tenant's lessons."""
        request = SessionRequest(
            session_id=session_id,
            agent_id=self.agent_id,
            timezone=timezone,
            lessons_limit=lessons_limit,
        )
        return await self._session("start", request)

    async def session_heartbeat(
        self, session_id: str, *, timezone: str | None = None
    ) -> SessionReply:
        """Overdue jobs run, then triggers that came due since the last call."""
        request = SessionRequest(session_id=session_id, agent_id=self.agent_id, timezone=timezone)
        return await self._session("heartbeat", request)

    async def session_end(
        self, session_id: str, *, flush_timeout_s: float | None = None
    ) -> SessionReply:
        """Returns once the session's turns are extracted (see `reply.flush`)."""
        request = SessionRequest(
            session_id=session_id,
            agent_id=self.agent_id,
            last_resource_seq=self._last_resource_seq.get(session_id),
            flush_timeout_s=flush_timeout_s,
        )
        # The reply waits for the flush, so the request must outlive the flush timeout.
        flush_wait = flush_timeout_s if flush_timeout_s is not None else _DEFAULT_FLUSH_WAIT_S
        return await self._session("end", request, timeout=flush_wait + self.timeout)

    async def feedback(
        self,
        response: str,
        injected_ids: Sequence[str],
        *,
        session_id: str | None = None,
        feedback_id: str | None = None,
        costs: dict[str, float] | None = None,
    ) -> FeedbackReply:
        """Echo/fizzle: which injected memories the response used (and their new priority)."""
        request = FeedbackIn(
            response=response,
            injected_ids=list(injected_ids),
            session_id=session_id,
            feedback_id=feedback_id,
            costs=costs or {},
        )
        return await self._request(
            s.feedback(self.tenant_id), request.model_dump_json().encode(), FeedbackReply
        )

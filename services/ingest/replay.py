"""Replay a session up to turn N, or recover its last checkpoint, from CHECKPOINTS."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from nats.js import JetStreamContext
from nats.js.errors import NotFoundError
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.common import MAX_TURN_NUMBER
from memstream.contracts.replay import ReplayRequest, ReplayResponse
from memstream.contracts.turns import Checkpoint
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.common.runtime import metrics

# Room a reply keeps under the server's max payload for the JSON around the turns and the
# reply's headers.
_ENVELOPE_BYTES = 16 * 1024


def state_at(turns: list[Checkpoint], turn_number: int | None) -> ReplayResponse | None:
    """Pick turn N (or the latest) and the ordered turns up to it; None if N is absent.

    A turn re-sent with new content after recovery appears twice on the stream; the later
    message wins, as it is what the agent last committed.
    """
    by_turn: dict[int, Checkpoint] = {}
    for cp in turns:
        by_turn[cp.turn_number] = cp
    if not by_turn:
        return None
    target = max(by_turn) if turn_number is None else turn_number
    if target not in by_turn:
        return None
    ordered = [by_turn[n] for n in sorted(by_turn) if n <= target]
    head = by_turn[target]
    return ReplayResponse(
        tenant_id=head.tenant_id,
        session_id=head.session_id,
        found=True,
        checkpoint=head,
        turns=ordered,
    )


def page_of(state: ReplayResponse, after_turn: int | None, max_bytes: int) -> ReplayResponse:
    """The page of `state` that starts after `after_turn` and fits in `max_bytes`.

    The first page (`after_turn` None) carries the checkpoint of turn N; later pages only
    turns. A page holds as many whole turns as fit, at least one when none precede it, so
    paging always advances; `next_after_turn` names the last turn sent when more follow.
    """
    first = after_turn is None
    start = -1 if after_turn is None else after_turn
    rest = [cp for cp in state.turns if cp.turn_number > start]
    page = state.model_copy(update={"turns": [], "checkpoint": state.checkpoint if first else None})
    # Measured with the widest cursor, so setting the real one cannot push it over.
    widest = page.model_copy(update={"next_after_turn": -MAX_TURN_NUMBER})
    used = len(widest.model_dump_json().encode())
    taken: list[Checkpoint] = []
    for cp in rest:
        size = len(cp.model_dump_json().encode()) + 1  # and its comma
        must_advance = not first and not taken
        if used + size > max_bytes and not must_advance:
            break
        taken.append(cp)
        used += size
    cursor = None
    if len(taken) < len(rest):
        cursor = taken[-1].turn_number if taken else -1
    return page.model_copy(update={"turns": taken, "next_after_turn": cursor})


def without_forgotten(cp: Checkpoint, hidden: Callable[[str], bool]) -> Checkpoint:
    """`cp` with the words of each part the user asked to forget blanked (forget_memory):
    the checkpoint stays the audit trail, but a replay brings back none of it.

    A checkpoint's resource ids are its non-empty parts in ingest's order: the input,
    the documents (which it does not carry), the tool calls, the output
    (ingest/turns.py), so the input is the first and the output the last."""
    ids = cp.resource_ids
    if not ids or not any(hidden(r) for r in ids):
        return cp
    update: dict[str, Any] = {}
    end = len(ids)
    if cp.llm_output.strip():
        end -= 1
        if hidden(ids[end]):
            update["llm_output"] = ""
    if cp.user_input.strip() and hidden(ids[0]):
        update["user_input"] = ""
    first_call = end - len(cp.tool_calls)
    if cp.tool_calls and first_call >= 0:
        update["tool_calls"] = [
            call.model_copy(update={"arguments": {}, "result": ""})
            if hidden(ids[first_call + i])
            else call
            for i, call in enumerate(cp.tool_calls)
        ]
    return cp.model_copy(update=update)


class ReplayService:
    """Handles `mem.replay.<tenant>` requests.

    A replay reply is paged to fit the server's max payload (`max_reply_bytes`): a long
    session of large checkpoints is read in several requests rather than never answered.
    """

    def __init__(
        self,
        js: JetStreamContext,
        max_reply_bytes: int = 1024 * 1024,
        forgotten: ForgottenLedger | None = None,
    ) -> None:
        self._js = js
        self._page_bytes = max(1024, max_reply_bytes - _ENVELOPE_BYTES)
        self._forgotten = forgotten

    async def _hidden(self, tenant: str) -> Callable[[str], bool]:
        # Read from the bucket per request: a replay right after a forget sees it.
        if self._forgotten is None:
            return lambda resource_id: False
        return await self._forgotten.hidden_resources(tenant)

    async def handle(self, tenant: str, body: bytes) -> bytes:
        try:
            request = ReplayRequest.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        response = await self.answer(tenant, request)
        metrics.REPLAY_REQUESTS.labels(request.mode, str(response.found).lower()).inc()
        return response.model_dump_json().encode()

    async def answer(self, tenant: str, request: ReplayRequest) -> ReplayResponse:
        subject = s.checkpoint(tenant, request.session_id)
        missing = ReplayResponse(tenant_id=tenant, session_id=request.session_id, found=False)
        try:
            last = await self._js.get_last_msg(s.STREAM_CHECKPOINTS, subject, direct=True)
        except NotFoundError:
            return missing
        hidden = await self._hidden(tenant)
        last_cp = without_forgotten(Checkpoint.model_validate_json(last.data or b""), hidden)
        if request.mode == "recover":
            return ReplayResponse(
                tenant_id=tenant, session_id=request.session_id, found=True, checkpoint=last_cp
            )
        read = await self._read_subject(subject, int(last.seq or 0))
        turns = [without_forgotten(cp, hidden) for cp in read]
        state = state_at(turns, request.turn_number)
        if state is None:
            return missing
        return page_of(state, request.after_turn, self._page_bytes)

    async def _read_subject(self, subject: str, last_seq: int) -> list[Checkpoint]:
        """Walk the session's subject with direct gets, oldest first, up to `last_seq`."""
        turns: list[Checkpoint] = []
        seq = 1
        while seq <= last_seq:
            msg = await self._js.get_msg(
                s.STREAM_CHECKPOINTS, seq=seq, subject=subject, next=True, direct=True
            )
            turns.append(Checkpoint.model_validate_json(msg.data or b""))
            seq = int(msg.seq or last_seq) + 1
        return turns

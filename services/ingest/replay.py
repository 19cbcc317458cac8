"""Replay a session up to turn N, or recover its last checkpoint, from CHECKPOINTS."""

from __future__ import annotations

from nats.js import JetStreamContext
from nats.js.errors import NotFoundError
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.replay import ReplayRequest, ReplayResponse
from memstream.contracts.turns import Checkpoint
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.common.runtime import metrics


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


class ReplayService:
    """Handles `mem.replay.<tenant>` requests."""

    def __init__(self, js: JetStreamContext) -> None:
        self._js = js

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
        last_cp = Checkpoint.model_validate_json(last.data or b"")
        if request.mode == "recover":
            return ReplayResponse(
                tenant_id=tenant, session_id=request.session_id, found=True, checkpoint=last_cp
            )
        turns = await self._read_subject(subject, int(last.seq or 0))
        return state_at(turns, request.turn_number) or missing

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

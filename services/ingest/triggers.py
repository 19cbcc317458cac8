"""Forward triggers: future days mentioned in a turn, filed under their due date."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memstream.contracts import subjects as s
from memstream.services.common.timeparse import forward_signals
from memstream.services.ingest.structs import TRIGGER, TurnView
from memstream.services.ingest.turns import Part

# Tool results and documents mention dates that are not plans of the user or agent.
_SCANNED_KINDS = frozenset({"user_input", "llm_output"})


def detect_triggers(
    turn: TurnView, parts: Sequence[Part], resource_ids: Sequence[str], received_at: datetime
) -> list[Any]:
    """The turn's `ForwardTrigger`s (as Structs), one per due date mentioned in each
    sentence of its input and output; `resource_ids` are its parts' ids."""
    reference: datetime | None = None
    triggers: list[Any] = []
    seen: set[tuple[str, str]] = set()
    for part, resource_id in zip(parts, resource_ids, strict=True):
        if part.kind not in _SCANNED_KINDS:
            continue
        if reference is None:
            reference = turn.local_event_time()
        for signal in forward_signals(part.text, reference):
            due = signal.due_date.isoformat()
            if (resource_id, due) in seen:
                continue
            seen.add((resource_id, due))
            triggers.append(
                TRIGGER(
                    trigger_id=s.trigger_msg_id(
                        turn.tenant_id, turn.session_id, turn.turn_number, len(triggers)
                    ),
                    tenant_id=turn.tenant_id,
                    agent_id=turn.agent_id,
                    session_id=turn.session_id,
                    turn_number=turn.turn_number,
                    resource_id=resource_id,
                    due_date=signal.due_date,
                    expression=signal.expression,
                    text=signal.sentence,
                    event_time=turn.event_time,
                    created_at=received_at,
                )
            )
    return triggers

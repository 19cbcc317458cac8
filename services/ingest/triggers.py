"""Forward triggers: future days mentioned in a turn, filed under their due date."""

from __future__ import annotations

from datetime import datetime

from memstream.contracts import subjects as s
from memstream.contracts.turns import ForwardTrigger, Resource, TurnIn
from memstream.services.common.timeparse import forward_signals

# Tool results and documents mention dates that are not plans of the user or agent.
_SCANNED_KINDS = frozenset({"user_input", "llm_output"})


def detect_triggers(
    turn: TurnIn, resources: list[Resource], received_at: datetime
) -> list[ForwardTrigger]:
    reference = turn.local_event_time()
    triggers: list[ForwardTrigger] = []
    seen: set[tuple[str, str]] = set()
    for resource in resources:
        if resource.kind not in _SCANNED_KINDS:
            continue
        for signal in forward_signals(resource.text, reference):
            key = (resource.resource_id, signal.due_date.isoformat())
            if key in seen:
                continue
            seen.add(key)
            triggers.append(
                ForwardTrigger(
                    trigger_id=s.trigger_msg_id(
                        turn.tenant_id, turn.session_id, turn.turn_number, len(triggers)
                    ),
                    tenant_id=turn.tenant_id,
                    agent_id=turn.agent_id,
                    session_id=turn.session_id,
                    turn_number=turn.turn_number,
                    resource_id=resource.resource_id,
                    due_date=signal.due_date,
                    expression=signal.expression,
                    text=signal.sentence,
                    event_time=turn.event_time,
                    created_at=received_at,
                )
            )
    return triggers

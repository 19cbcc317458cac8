"""Forward triggers: future days mentioned in a turn, filed under their due date."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memstream.contracts import subjects as s
from memstream.services.common.timeparse import forward_signals
from memstream.services.ingest.settings import IngestSettings
from memstream.services.ingest.structs import TRIGGER, TurnView
from memstream.services.ingest.turns import Part

# Tool results and documents mention dates that are not plans of the user or agent.
_SCANNED_KINDS = frozenset({"user_input", "llm_output"})


@dataclass(frozen=True, slots=True)
class TriggerScan:
    """How much of a turn the hot path reads for days ahead, and how many it files.

    Both bound what one turn costs everyone else: unbounded, a 100,000-character input of
    "in 1 days. in 2 days. …" held the ingest loop for half a second and became 10,642
    trigger writes and a reply over the server's message limit.
    """

    most: int  # triggers filed per turn, the first ones in the turn's order
    chars: int  # characters read of each text, cut back to the last whitespace

    @classmethod
    def of(cls, settings: IngestSettings) -> TriggerScan | None:
        """The scan `settings` ask for; None when they turn detection off."""
        if not settings.detect_triggers:
            return None
        return cls(settings.max_triggers, settings.trigger_scan_chars)


def scanned_text(text: str, chars: int) -> str:
    """The start of `text` the parser reads: whole words only, so a cut "Monday" cannot
    read as "Mon"."""
    if len(text) <= chars:
        return text
    cut = max(text.rfind(" ", 0, chars), text.rfind("\n", 0, chars), text.rfind("\t", 0, chars))
    return text[: cut if cut > 0 else chars]


def detect_triggers(
    turn: TurnView,
    parts: Sequence[Part],
    resource_ids: Sequence[str],
    received_at: datetime,
    scan: TriggerScan,
) -> list[Any]:
    """The turn's `ForwardTrigger`s (as Structs), one per due date mentioned in each
    sentence of its input and output, at most `scan.most`; `resource_ids` are its parts'
    ids."""
    reference: datetime | None = None
    triggers: list[Any] = []
    seen: set[tuple[str, str]] = set()
    for part, resource_id in zip(parts, resource_ids, strict=True):
        if part.kind not in _SCANNED_KINDS:
            continue
        if reference is None:
            reference = turn.local_event_time()
        for signal in forward_signals(scanned_text(part.text, scan.chars), reference):
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
            if len(triggers) == scan.most:
                return triggers  # full: the turn's later texts are not parsed at all
    return triggers

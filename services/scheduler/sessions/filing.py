"""Filing forward triggers: the days ahead a turn mentions, read from its checkpoint.

Ingest acknowledges a turn once its resources and checkpoint are stored; the days ahead
are read here, after the ack, by a durable consumer on CHECKPOINTS. An agent's write then
waits for three writes instead of one more per day named, and for no date parsing (seven
writes and about 70 µs of parsing for a turn naming four days: BENCHMARKS.md, "Forward
triggers off the write path"). Nothing is lost by the wait: the checkpoint is durable and
the consumer acknowledges it only once every trigger it names is stored. A trigger's
message id is its turn's and its position in the turn, so a redelivered checkpoint or a
re-sent turn files nothing twice.

Each trigger is filed under its due date (`mem.trigger.<yyyy-mm-dd>.<tenant>`, the date in
the user's zone), which is how the session endpoints read "due today" (triggers.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfoNotFoundError

from nats.aio.msg import Msg
from nats.js import JetStreamContext, api

from memstream.contracts import subjects as s
from memstream.contracts.turns import Checkpoint, ForwardTrigger
from memstream.services.common.messaging.errors import PermanentError
from memstream.services.common.runtime import metrics
from memstream.services.common.timeparse import forward_signals
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import Clock


@dataclass(frozen=True, slots=True)
class TriggerScan:
    """How much of a turn is read for days ahead, and how many triggers it files.

    Both bound what one turn costs the turns behind it: unbounded, a 100,000-character
    input of "in 1 days. in 2 days. …" took half a second to read and became 10,642
    trigger writes.
    """

    most: int  # triggers filed per turn, the first ones in the turn's order
    chars: int  # characters read of each text, cut back to the last whitespace

    @classmethod
    def of(cls, settings: SchedulerSettings) -> TriggerScan | None:
        """The scan `settings` ask for; None when they turn filing off."""
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


def _scanned_parts(checkpoint: Checkpoint) -> list[tuple[str, str]]:
    """(text, resource id) of the turn's input and output, the parts whose days ahead are
    plans of the user or the agent (a tool result's or a document's dates are not).

    Ingest lists a turn's resources input first and output last (ingest/turns.py); each is
    there only when its text is not blank.
    """
    ids = checkpoint.resource_ids
    parts: list[tuple[str, str]] = []
    if ids and checkpoint.user_input.strip():
        parts.append((checkpoint.user_input, ids[0]))
    if ids and checkpoint.llm_output.strip():
        parts.append((checkpoint.llm_output, ids[-1]))
    return parts


def checkpoint_triggers(
    checkpoint: Checkpoint, scan: TriggerScan, detected_at: datetime
) -> list[ForwardTrigger]:
    """The turn's forward triggers: one per due date named in each sentence of its input
    and output, at most `scan.most`, in the turn's order."""
    reference = checkpoint.local_event_time()
    tenant, session, number = checkpoint.tenant_id, checkpoint.session_id, checkpoint.turn_number
    triggers: list[ForwardTrigger] = []
    seen: set[tuple[str, str]] = set()
    for text, resource_id in _scanned_parts(checkpoint):
        for signal in forward_signals(scanned_text(text, scan.chars), reference):
            due = signal.due_date.isoformat()
            if (resource_id, due) in seen:
                continue
            seen.add((resource_id, due))
            triggers.append(
                ForwardTrigger(
                    trigger_id=s.trigger_msg_id(tenant, session, number, len(triggers)),
                    tenant_id=tenant,
                    agent_id=checkpoint.agent_id,
                    session_id=session,
                    turn_number=number,
                    resource_id=resource_id,
                    due_date=signal.due_date,
                    expression=signal.expression,
                    text=signal.sentence,
                    event_time=checkpoint.event_time,
                    created_at=detected_at,
                )
            )
            if len(triggers) == scan.most:
                return triggers  # full: the turn's later texts are not parsed at all
    return triggers


def consumer_config() -> api.ConsumerConfig:
    """The durable on CHECKPOINTS that files each turn's forward triggers.

    From the stream's start: a scheduler started after the first turns still files theirs.
    """
    return api.ConsumerConfig(
        durable_name=s.DURABLE_TRIGGERS,
        description="Scheduler: forward triggers of each turn, filed under their due date.",
        deliver_policy=api.DeliverPolicy.ALL,
        ack_policy=api.AckPolicy.EXPLICIT,
        ack_wait=30.0,
        max_ack_pending=1024,
        filter_subject=s.CHECKPOINTS_SUBJECTS,
    )


class UnknownZone(PermanentError):
    """A checkpoint whose time zone this process does not know: its days cannot be read."""

    reason = "unknown_timezone"


class TriggerFiler:
    """Files the forward triggers of a batch of checkpoints. It raises when JetStream does
    not store one, and the batch is filed again (the message ids make that idempotent)."""

    def __init__(
        self, js: JetStreamContext, scan: TriggerScan, clock: Clock, timeout_s: float = 5.0
    ) -> None:
        self._js = js
        self._scan = scan
        self._clock = clock
        self._timeout_s = timeout_s

    async def handle(self, msgs: Sequence[Msg]) -> int:
        """File every trigger the batch's checkpoints name; returns how many."""
        detected_at = self._clock.now()
        triggers: list[ForwardTrigger] = []
        for msg in msgs:
            # Ingest wrote it from a validated turn: one that does not read (a ValidationError)
            # or names no zone known here is dead-lettered with the reason, alone.
            checkpoint = Checkpoint.model_validate_json(msg.data)
            try:
                checkpoint.local_event_time()
            except (ZoneInfoNotFoundError, ValueError) as exc:
                raise UnknownZone(f"checkpoint names time zone {checkpoint.timezone!r}") from exc
            triggers += checkpoint_triggers(checkpoint, self._scan, detected_at)
        if triggers:
            await asyncio.gather(*(self._file(t) for t in triggers))
            metrics.TRIGGERS_DETECTED.inc(len(triggers))
        return len(triggers)

    async def _file(self, trigger: ForwardTrigger) -> None:
        await self._js.publish(
            s.trigger(trigger.due_date.isoformat(), trigger.tenant_id),
            trigger.model_dump_json().encode(),
            timeout=self._timeout_s,
            headers={s.HEADER_MSG_ID: trigger.trigger_id},
        )

"""The JetStream writes of one validated turn: its resources and its checkpoint."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from memstream.contracts import subjects as s
from memstream.services.ingest.structs import CHECKPOINT, RESOURCE, TurnView, encode
from memstream.services.ingest.turns import Part, checkpoint_record, resource_records

# (subject, payload, Nats-Msg-Id)
Write = tuple[str, bytes, str]


@dataclass(slots=True)
class TurnWrites:
    """What ingest appends for a turn, in order: one write per resource, then the
    checkpoint. The forward triggers the turn mentions are filed later, from the
    checkpoint, by the scheduler (scheduler/sessions/filing.py)."""

    resource_ids: list[str]
    writes: list[Write]


def turn_writes(
    tenant: str, turn: TurnView, parts: list[Part], received_at: datetime
) -> TurnWrites:
    """The turn's writes."""
    resources = resource_records(turn, parts, received_at, RESOURCE)
    resource_ids = [r.resource_id for r in resources]
    writes = [
        (s.resource(tenant, part.kind), encode(r), resource_id)
        for part, r, resource_id in zip(parts, resources, resource_ids, strict=True)
    ]
    checkpoint = checkpoint_record(turn, resource_ids, received_at, CHECKPOINT)
    writes.append(
        (
            s.checkpoint(tenant, turn.session_id),
            encode(checkpoint),
            s.checkpoint_msg_id(tenant, turn.session_id, turn.turn_number),
        )
    )
    return TurnWrites(resource_ids, writes)

"""Waiting for the scheduler to file a turn's forward triggers (after ingest's ack)."""

from __future__ import annotations

from nats.aio.client import Client
from nats.js.errors import NotFoundError

from memstream.contracts import subjects as s
from memstream.contracts.turns import ForwardTrigger, TurnAck
from tests.support.polling import eventually


async def filed(nc: Client, ack: TurnAck) -> None:
    """Until the filing consumer has acknowledged the turn's checkpoint (and so stored
    every trigger it names)."""

    async def floor() -> int:
        info = await nc.jetstream().consumer_info(s.STREAM_CHECKPOINTS, s.DURABLE_TRIGGERS)
        return info.ack_floor.stream_seq if info.ack_floor else 0

    await eventually(
        floor, until=lambda seq: seq >= ack.checkpoint_seq, what="the checkpoint filed"
    )


async def triggers_of(nc: Client, ack: TurnAck) -> list[ForwardTrigger]:
    """The turn's filed triggers in the stream's order, once the scheduler filed them."""
    await filed(nc, ack)
    js = nc.jetstream()
    subject = s.trigger("*", ack.tenant_id)
    found: list[ForwardTrigger] = []
    seq = 1
    while True:
        try:
            msg = await js.get_msg(s.STREAM_TRIGGERS, seq=seq, subject=subject, next=True)
        except NotFoundError:
            return found
        seq = int(msg.seq or seq) + 1
        trigger = ForwardTrigger.model_validate_json(msg.data or b"")
        if (trigger.session_id, trigger.turn_number) == (ack.session_id, ack.turn_number):
            found.append(trigger)

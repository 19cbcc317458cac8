"""A poison-settled batch consumer (the scheduler's) parks a poison message and handles every
other one, through a FastStream broker on the real server."""

from __future__ import annotations

from collections.abc import Sequence

from faststream.nats import NatsBroker
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.js import api

from memstream.contracts import subjects as s
from memstream.contracts.events import EventEnvelope
from memstream.services.cli.stack import Stack
from memstream.services.common.messaging.batch_consumer import BatchConsumer, PoisonRule
from memstream.services.common.runtime.metrics import REGISTRY
from tests.support.polling import eventually

GOOD = 200


def poison_total(consumer: str) -> float:
    return REGISTRY.get_sample_value("memstream_poison_total", {"consumer": consumer}) or 0.0


async def test_poison_is_parked_with_its_reason_and_every_good_message_is_handled_once(
    stack: Stack, nc: Client, unique: str
) -> None:
    tenant = f"t{unique}"
    durable = f"pw{unique}"
    js = nc.jetstream()
    handled: list[str] = []

    async def handler(msgs: Sequence[Msg]) -> None:
        # All or nothing, as every handler must be: judge the whole part, then apply it.
        events = [EventEnvelope.model_validate_json(m.data) for m in msgs]
        if any(e.payload.get("explode") for e in events):
            raise RuntimeError("the handler trips over this one every time")
        handled.extend(e.event_id for e in events)

    config = api.ConsumerConfig(
        durable_name=durable,
        deliver_policy=api.DeliverPolicy.ALL,
        ack_policy=api.AckPolicy.EXPLICIT,
        ack_wait=30.0,
        max_deliver=20,
        filter_subject=s.event_filter(tenant, "*"),
    )
    consumer = BatchConsumer(
        s.STREAM_EVENTS,
        config,
        handler,
        batch_size=64,
        fetch_timeout_s=0.2,
        poison=PoisonRule(s.EVENT_TENANT_TOKEN, attempts=3, retry_delay_s=0.01),
    )
    broker = NatsBroker(stack.nats_url)
    before = poison_total(durable)
    want: list[str] = []
    unreadable_seq = tripping_seq = 0
    for i in range(GOOD):
        event = EventEnvelope(type="job.completed", tenant_id=tenant, source="test", payload={})
        await js.publish(s.event(tenant, "job.completed"), event.model_dump_json().encode())
        want.append(event.event_id)
        if i == 50:
            unreadable_seq = (await js.publish(s.event(tenant, "job.completed"), b"{not json")).seq
        if i == 120:
            tripping = EventEnvelope(
                type="job.completed", tenant_id=tenant, source="test", payload={"explode": 1}
            )
            ack = await js.publish(
                s.event(tenant, "job.completed"), tripping.model_dump_json().encode()
            )
            tripping_seq = ack.seq
    await consumer.setup(broker, js)
    await broker.start()
    try:

        async def settled() -> api.ConsumerInfo:
            return await js.consumer_info(s.STREAM_EVENTS, durable)

        await eventually(
            settled,
            until=lambda info: info.num_pending == 0 and info.num_ack_pending == 0,
            timeout=60,
            what="every message settled",
        )
    finally:
        await consumer.stop(5)
        await broker.stop()
        await js.delete_consumer(s.STREAM_EVENTS, durable)
    assert sorted(handled) == sorted(want) and len(handled) == len(set(handled))

    dlq = await js.pull_subscribe(s.dlq(durable, tenant), stream=s.STREAM_DLQ)
    letters = {int((m.headers or {})[s.HEADER_DLQ_SEQ]): m for m in await dlq.fetch(2, timeout=5)}
    await dlq.unsubscribe()
    assert sorted(letters) == [unreadable_seq, tripping_seq]
    unreadable, tripped = letters[unreadable_seq], letters[tripping_seq]
    assert unreadable.data == b"{not json"
    assert (unreadable.headers or {})[s.HEADER_DLQ_REASON] == "validation_error"
    tripped_headers = tripped.headers or {}
    assert tripped_headers[s.HEADER_DLQ_REASON] == "retries_exhausted"
    assert "failed 3 times" in tripped_headers[s.HEADER_DLQ_ERROR]
    for letter in (unreadable, tripped):
        headers = letter.headers or {}
        assert headers[s.HEADER_DLQ_SERVICE] == durable
        assert headers[s.HEADER_DLQ_SUBJECT] == s.event(tenant, "job.completed")
        assert headers[s.HEADER_DLQ_STREAM] == s.STREAM_EVENTS
    assert poison_total(durable) == before + 2

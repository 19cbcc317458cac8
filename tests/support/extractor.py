"""Helpers for extractor tests: reading EVENTS, SUMMARIES and consumer state."""

from __future__ import annotations

from nats.js import JetStreamContext
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy

from memstream.contracts import subjects as s
from memstream.contracts.events import EventEnvelope
from memstream.contracts.summaries import CategorySummary
from memstream.services.common.stores.vectorstore import ITEMS, PointFilter, Record, VectorStore


async def stream_messages(
    js: JetStreamContext, stream: str, subject: str
) -> list[tuple[int, bytes, dict[str, str]]]:
    """(sequence, data, headers) of every message on `subject`, in stream order."""
    info = await js.stream_info(stream, subjects_filter=subject)
    total = sum((info.state.subjects or {}).values())
    if not total:
        return []
    sub = await js.pull_subscribe(
        subject,
        stream=stream,
        config=ConsumerConfig(
            deliver_policy=DeliverPolicy.ALL, ack_policy=AckPolicy.NONE, inactive_threshold=30
        ),
    )
    out: list[tuple[int, bytes, dict[str, str]]] = []
    try:
        while len(out) < total:
            for msg in await sub.fetch(min(256, total - len(out)), timeout=10):
                out.append((msg.metadata.sequence.stream, msg.data, dict(msg.headers or {})))
    finally:
        await sub.unsubscribe()
    return out


async def tenant_events(js: JetStreamContext, tenant: str) -> list[EventEnvelope]:
    messages = await stream_messages(js, s.STREAM_EVENTS, f"{s.PREFIX}.event.{tenant}.>")
    return [EventEnvelope.model_validate_json(data) for _, data, _ in messages]


async def summary_versions(
    js: JetStreamContext, tenant: str, category: str
) -> list[tuple[int, CategorySummary]]:
    messages = await stream_messages(js, s.STREAM_SUMMARIES, s.summary(tenant, category))
    return [(seq, CategorySummary.model_validate_json(data)) for seq, data, _ in messages]


async def all_items(store: VectorStore, tenant: str) -> list[Record]:
    """Every item of a tenant, whatever its status."""
    records, _ = await store.scroll(ITEMS, PointFilter(tenant_id=tenant, statuses=()), limit=1000)
    return records


async def consumer_idle(js: JetStreamContext, durable: str) -> bool:
    """Nothing pending and nothing awaiting an ack on the consumer."""
    info = await js.consumer_info(s.STREAM_RESOURCES, durable)
    return not info.num_pending and not info.num_ack_pending

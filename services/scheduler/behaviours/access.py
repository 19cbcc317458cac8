"""Retrieval counts as access: `context.served` → the items' `access_count` and `last_accessed`.

Every memory the retriever serves, in a context block or a search (the search_memory tool),
was accessed (docs/architecture.md §16.2). The retriever only records what it served
on EVENTS; this durable consumer applies it to the items off the request path: a batch's
events are tallied per item, the items read once, and each gets `access_count` + the number
of its servings and `last_accessed` = its latest serving (epoch seconds, never moved back).
Episodes and summaries are not items and count nothing. Decay's reinforcement (nightly),
the category-TTL archive (weekly) and the cold rule (monthly) read these two fields.

Redelivery counts nothing twice: an item keeps the EVENTS sequence of the last serving
counted into it (`accessed_seq`), and an event at or below it is skipped. That holds
because events reach an item in stream order: one batch is pending at a time
(`max_ack_pending` = the batch), so a batch that failed comes back before anything after
it. With several scheduler replicas fetching at once, an event applied after a later one
of the same item is skipped: an access may be lost then, never counted twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from nats.aio.msg import Msg
from nats.js import api
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.events import ContextServed, EventEnvelope
from memstream.contracts.items import MemoryItem
from memstream.services.common.stores.items import item_of
from memstream.services.common.stores.vectorstore import ITEMS, VectorStore

log = logging.getLogger(__name__)

# Payload key: EVENTS sequence of the last serving counted into the item.
ACCESSED_SEQ = "accessed_seq"
# Events per batch, and so the consumer's pending limit (see the module docstring).
BATCH = 64
# `mem.event.<tenant>.<type>`: where the tenant token sits.
_TENANT_TOKEN = 2
_NOT_ITEMS = frozenset({"episode", "summary"})
# Items written between two yields to the event loop (the embedded store holds the GIL).
_SLICE = 64


def consumer_config(durable: str = s.DURABLE_ACCESS, batch: int = BATCH) -> api.ConsumerConfig:
    return api.ConsumerConfig(
        durable_name=durable,
        description="Scheduler: served memories count as accessed (access_count, last_accessed).",
        deliver_policy=api.DeliverPolicy.NEW,
        ack_policy=api.AckPolicy.EXPLICIT,
        ack_wait=30.0,
        # A batch that keeps failing is given up on rather than holding every later one.
        max_deliver=20,
        max_ack_pending=batch,
        filter_subject=s.event_filter("*", "context.served"),
    )


@dataclass(frozen=True, slots=True)
class Serving:
    """One `context.served` event: its sequence, tenant, time and the item ids it served."""

    seq: int
    tenant: str
    at: float
    item_ids: tuple[str, ...]


def serving(subject: str, seq: int, data: bytes) -> Serving | None:
    """The items one event served; None when it is not a readable `context.served` of the
    subject's tenant (the subject is trusted, never the body)."""
    try:
        event = EventEnvelope.model_validate_json(data)
        served = ContextServed.model_validate(event.payload)
    except ValidationError:
        return None
    tokens = subject.split(".")
    tenant = tokens[_TENANT_TOKEN] if len(tokens) > _TENANT_TOKEN else ""
    if event.type != "context.served" or event.tenant_id != tenant:
        return None
    ids = served.item_ids
    if len(served.kinds) == len(ids):
        ids = [i for i, kind in zip(ids, served.kinds, strict=True) if kind not in _NOT_ITEMS]
    # Without kinds (older events), episode and summary ids are simply not found as items.
    return Serving(seq, tenant, event.occurred_at.timestamp(), tuple(dict.fromkeys(ids)))


Key = tuple[str, str]


def tally(servings: Iterable[Serving]) -> dict[Key, list[tuple[int, float]]]:
    """(tenant, item id) → the (sequence, time) of each of its servings."""
    out: dict[Key, list[tuple[int, float]]] = {}
    for one in servings:
        for item_id in one.item_ids:
            out.setdefault((one.tenant, item_id), []).append((one.seq, one.at))
    return out


def access_patch(item: MemoryItem, servings: Sequence[tuple[int, float]]) -> dict[str, Any]:
    """The item's new access fields after `servings`; {} when all were counted before."""
    done = item.accessed_seq or 0
    new = [(seq, at) for seq, at in servings if seq > done]
    if not new:
        return {}
    latest = max(at for _, at in new)
    previous = item.last_accessed
    return {
        "access_count": item.access_count + len(new),
        "last_accessed": latest if previous is None else max(previous, latest),
        ACCESSED_SEQ: max(seq for seq, _ in new),
    }


class AccessRecorder:
    """Applies batches of `context.served` events to the `items` collection."""

    def __init__(self, store: VectorStore) -> None:
        self._store = store

    async def handle(self, msgs: Sequence[Msg]) -> None:
        servings = []
        for msg in msgs:
            seq = msg.metadata.sequence.stream
            one = serving(msg.subject, seq, msg.data)
            if one is None:
                log.warning("unreadable context.served skipped", extra={"seq": seq})
                continue
            servings.append(one)
        await self.apply(servings)

    async def apply(self, servings: Iterable[Serving]) -> int:
        """Count `servings` into their items; returns how many items changed."""
        tallies = tally(servings)
        if not tallies:
            return 0
        ids = list(dict.fromkeys(item_id for _, item_id in tallies))
        changed = 0
        for k, rec in enumerate(await self._store.get(ITEMS, ids)):
            item = item_of(rec)
            counted = tallies.get((item.tenant_id, rec.id)) if item is not None else None
            patch = access_patch(item, counted) if item is not None and counted else {}
            if patch:
                await self._store.set_payload(ITEMS, rec.id, patch)
                changed += 1
            if k % _SLICE == _SLICE - 1:
                await asyncio.sleep(0)
        return changed

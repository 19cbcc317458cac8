"""Items as the tools handle them: the tenant check on an id a caller passes, and the item
a tool call states (remember_fact, or the new side of correct_fact)."""

from __future__ import annotations

from memstream.contracts.events import EntityRef
from memstream.contracts.items import MemoryItem
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.stores.vectorstore import ITEMS, VectorStore
from memstream.services.common.stores.vectorstore.base import Record


async def owned(
    store: VectorStore, tenant: str, memory_id: str, collections: tuple[str, ...] = (ITEMS,)
) -> Record:
    """The item (or, where `collections` says, the excerpt) under `memory_id` if it exists
    and belongs to `tenant`; else not_found (never its data): another tenant's id is
    answered exactly like an unknown one."""
    for collection in collections:
        found = await store.get(collection, [memory_id])
        if not found:
            continue
        payload = found[0].payload
        # An item is read whole, so a broken stored one fails here, not in the caller.
        of = MemoryItem.from_payload(payload).tenant_id if collection == ITEMS else None
        if (of or payload.get("tenant_id")) == tenant:
            return found[0]
    raise RequestRejected("not_found", f"no memory {memory_id!r}", field="memory_id")


def stated_item(
    tenant: str,
    text: str,
    confidence: float,
    entities: list[EntityRef],
    model: str,
    now: float,
    decay_rate: float,
    base: MemoryItem | None = None,
) -> MemoryItem:
    """A fact the agent stated now; a correction keeps the scope, kind and filing of the
    item it corrects (`base`). It has no source resources: the call is its evidence."""
    session = base.session_id if base else None
    return MemoryItem(
        tenant_id=tenant,
        agent_id=base.agent_id if base else None,
        project_id=base.project_id if base else None,
        domain=base.domain if base else None,
        session_id=session,
        kind=base.kind if base else "fact",
        text=text,
        category=base.category if base else "general",
        tags=list(base.tags) if base else [],
        entity_ids=[e.entity_id for e in entities if e.entity_id],
        entities=entities,
        confidence=confidence,
        created_at=now,
        updated_at=now,
        event_time=now,
        decay_rate=decay_rate,
        source_session_ids=[session] if session else [],
        extractor="tools",
        embedding_model=model,
    )

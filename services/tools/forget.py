"""forget_memory: what the user asked to forget stops being recalled.

A fact is forgotten with the conversation excerpts it was drawn from: the words that told
it would otherwise bring it back as an episode. An excerpt is forgotten with the facts
drawn only from it; a fact also told elsewhere keeps its other evidence and stays, and
an insight the weekly job drew from a forgotten fact goes too.

What goes becomes `deleted` in the vector store, which every default read leaves out (and
the retriever's reads by id too). Facts are also marked on EVENTS (item.updated), so the
graph stops serving them, and the summaries of their categories are rebuilt from the
facts left.

Forgetting hides, it does not erase: RESOURCES is the append-only audit trail
(`deny_delete`). So what is hidden is first recorded in KV `forgotten`
(common/memory/forgotten.py): a turn redelivered, or RESOURCES replayed into an empty
store, brings none of it back. Telling it again in a later turn remembers it again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime

from nats.js import JetStreamContext

from memstream.contracts.events import ItemUpdated
from memstream.contracts.tools import ForgetMemoryArgs, ForgetMemoryResult
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.memory.summaries import SummaryStore
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, PointFilter, VectorStore
from memstream.services.common.stores.vectorstore.base import Record
from memstream.services.common.stores.vectorstore.collections import STATUS_DELETED
from memstream.services.tools.items import owned

SOURCE = "tools"
# More excerpts or facts than one turn ever makes: a resource is chunked into a few
# points, and a turn yields a handful of facts.
_PAGE = 256


@dataclass(slots=True)
class Forgotten:
    """What one call hides: fact records, excerpt point ids, resource ids."""

    facts: list[Record] = field(default_factory=list)
    excerpts: list[str] = field(default_factory=list)
    resources: set[str] = field(default_factory=set)


def only_from(item: Record, resources: set[str]) -> bool:
    """Whether every source of `item` is among the forgotten `resources`."""
    sources = item.payload.get("source_resource_ids") or []
    return bool(sources) and set(sources) <= resources


def insight_of(item: Record, facts: set[str]) -> bool:
    """Whether `item` is an insight drawn from any of `facts` (its text may say them)."""
    derived = item.payload.get("derived_from") or []
    return item.payload.get("kind") == "insight" and not facts.isdisjoint(derived)


def _of_tenant(records: Iterable[Record], tenant: str) -> list[Record]:
    return [r for r in records if r.payload.get("tenant_id") == tenant]


class Forgetter:
    """The forget_memory tool."""

    def __init__(
        self,
        js: JetStreamContext,
        store: Callable[[], Awaitable[VectorStore]],
        embedder: TextEmbedder,
        now: Callable[[], datetime],
        summary_facts: int,
    ) -> None:
        self._js = js
        self._events = EventSink(js, SOURCE)
        self._store = store
        self._embedder = embedder
        self._now = now
        self._summary_facts = summary_facts
        self._ledger: ForgottenLedger | None = None

    async def forget_memory(self, tenant: str, args: ForgetMemoryArgs) -> ForgetMemoryResult:
        store = await self._store()
        found = await owned(store, tenant, args.memory_id, (ITEMS, EPISODES))
        forgotten = Forgotten()
        if found.payload.get("kind") == "episode":
            forgotten.resources.add(str(found.payload.get("resource_id") or found.id))
            await self._excerpts(store, tenant, forgotten)
            drawn = await store.scroll(
                ITEMS,
                PointFilter(
                    tenant_id=tenant,
                    source_resource_ids=sorted(forgotten.resources),
                    statuses=(),
                ),
                limit=_PAGE,
            )
            forgotten.facts = [
                r
                for r in _of_tenant(drawn[0], tenant)
                if r.payload.get("status") != STATUS_DELETED and only_from(r, forgotten.resources)
            ]
        else:
            # Also when it is already deleted: a retried call answers as the first did.
            forgotten.facts = [found]
            forgotten.resources.update(found.payload.get("source_resource_ids") or [])
            await self._excerpts(store, tenant, forgotten)
        await self._insights(store, tenant, forgotten)
        # Recorded before hidden: a call that fails in between is retried whole, and a
        # replay never finds hidden points that its ledger does not skip.
        if self._ledger is None:
            self._ledger = await ForgottenLedger.open(self._js)
        facts = [r.id for r in forgotten.facts]
        # A forgotten excerpt takes its turn's every fact drawn only from it, also one
        # extracted later; a forgotten fact hides its excerpts but not their other facts.
        turn = found.payload.get("kind") == "episode"
        await self._ledger.record(
            tenant,
            self._now().timestamp(),
            turns=forgotten.resources if turn else (),
            excerpts=() if turn else forgotten.resources,
            facts=facts,
        )
        await self._hide(store, tenant, forgotten)
        categories = sorted({str(r.payload.get("category") or "general") for r in forgotten.facts})
        summaries = SummaryStore(self._js, store, self._embedder)
        rebuilt = [c for c in categories if await summaries.rebuild(tenant, c, self._summary_facts)]
        return ForgetMemoryResult(
            facts=facts,
            excerpts=forgotten.excerpts,
            summaries=rebuilt,
        )

    async def _excerpts(self, store: VectorStore, tenant: str, forgotten: Forgotten) -> None:
        """Every point (chunk) of the forgotten resources, whatever their status."""
        for resource in sorted(forgotten.resources):
            records, _ = await store.scroll(
                EPISODES,
                PointFilter(tenant_id=tenant, resource_id=resource, statuses=()),
                limit=_PAGE,
            )
            forgotten.excerpts += sorted(r.id for r in _of_tenant(records, tenant))

    async def _insights(self, store: VectorStore, tenant: str, forgotten: Forgotten) -> None:
        """The weekly job's insights drawn from a forgotten fact go with it; an insight
        cites its facts' sources, so the scroll is by the forgotten resources."""
        if not forgotten.resources:
            return
        records, _ = await store.scroll(
            ITEMS,
            PointFilter(
                tenant_id=tenant,
                kinds=["insight"],
                source_resource_ids=sorted(forgotten.resources),
                statuses=(),
            ),
            limit=_PAGE,
        )
        facts = {r.id for r in forgotten.facts}
        forgotten.facts += [
            r
            for r in _of_tenant(records, tenant)
            if r.id not in facts
            and r.payload.get("status") != STATUS_DELETED
            and insight_of(r, facts)
        ]

    async def _hide(self, store: VectorStore, tenant: str, forgotten: Forgotten) -> None:
        now = self._now().timestamp()
        if forgotten.excerpts:
            await store.set_payload(EPISODES, forgotten.excerpts, {"status": STATUS_DELETED})
        for fact in forgotten.facts:
            patch = {"status": STATUS_DELETED, "valid_until": now, "updated_at": now}
            await store.set_payload(ITEMS, fact.id, patch)
            # Deterministic event id: a retried call is deduplicated by JetStream.
            await self._events.publish(
                "item.updated",
                tenant,
                ItemUpdated(item_id=fact.id, changes={"status": STATUS_DELETED}, reason="forget"),
                fact.id,
                "forget",
            )

"""search_memory: the retriever's ranking, shown as the tools' memories.

The tool does not search on its own. It asks the retriever (`mem.search.<tenant>`) for the
retrieval a context block comes from (tiers, intent, items and episodes, fusion, time
decay, trust pass) at the tool's depth, so search_memory and context never disagree. The
tool's filters become the request's: kind → kinds, tag → tags, after/before → the
event_time bounds, entity → the entity filter with the names the graph knows the entity
by, domain → the request's domain (off-domain memories score lower, never drop out; each
memory shows the domain it was written under). Items are shown from their stored payload
(the plain fact, tags, status, links); episodes and summaries as the retriever shows them.
The retriever records what it served (`context.served`, origin search), which is what
counts the items as accessed.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime
from typing import Annotated, Any

from nats.aio.client import Client
from nats.errors import Error as NatsError
from pydantic import Field, TypeAdapter, ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.context import ContextFilters, ContextItem, ContextRequest, ContextResponse
from memstream.contracts.errors import ErrorReply
from memstream.contracts.search import SearchRequest
from memstream.contracts.tools import MemoryOut, SearchMemoryArgs, SearchMemoryResult
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.messaging.graph_client import (
    GraphClient,
    GraphQueryError,
    GraphUnavailable,
)
from memstream.services.common.stores.vectorstore import ITEMS, VectorStore
from memstream.services.tools.timefmt import parse_bound

# A memory of the tool's results from its id, its payload and its score.
MemoryOf = Callable[[str, Mapping[str, Any], float | None], MemoryOut]

_NOT_ITEMS = ("episode", "summary")


@functools.cache
def _replies() -> TypeAdapter[ContextResponse | ErrorReply]:
    return TypeAdapter(Annotated[ContextResponse | ErrorReply, Field(discriminator="type")])


def search_request(args: SearchMemoryArgs, now: datetime, names: Sequence[str]) -> SearchRequest:
    """The retriever request for the tool's arguments; `names` are the entity's names."""
    try:
        after = parse_bound(args.after, now)
        before = parse_bound(args.before, now)
    except ValueError as exc:
        raise RequestRejected("validation_error", str(exc), field="after/before") from exc
    filters = ContextFilters(
        kinds=[args.kind] if args.kind else [],
        tags=[args.tag] if args.tag else [],
        after=after,
        before=before,
        entities=list(names),
    )
    return SearchRequest(
        request=ContextRequest(query=args.query, filters=filters, domain=args.domain),
        depth=args.limit,
    )


def entity_names(name: str, canonical: str | None, aliases: Sequence[str]) -> list[str]:
    """The name asked for, then the graph's canonical name and aliases, once each."""
    out: dict[str, str] = {}
    for n in (name, canonical or "", *aliases):
        key = " ".join(n.lower().split())
        if key:
            out.setdefault(key, n.strip())
    return list(out.values())


def shown_payload(item: ContextItem) -> dict[str, Any]:
    """What the retriever shows of a memory, as a payload: for episodes and summaries (not
    items, whose stored payload is shown) and an item deleted since it was ranked."""
    return {
        "text": item.text,
        "kind": item.kind,
        "category": item.category,
        "confidence": item.confidence,
        "event_time": item.event_time,
    }


class MemorySearch:
    """The search_memory tool: one request to the retriever, one read of the items shown."""

    def __init__(
        self,
        nc: Client,
        store: Callable[[], Awaitable[VectorStore]],
        graph: GraphClient,
        memory: MemoryOf,
        now: Callable[[], datetime],
        timeout: float,
    ) -> None:
        self._nc = nc
        self._store = store
        self._graph = graph
        self._memory = memory
        self._now = now
        self._timeout = timeout

    async def __call__(self, tenant: str, args: SearchMemoryArgs) -> SearchMemoryResult:
        degraded: list[str] = []
        names: list[str] = []
        if args.entity:
            names = await self._names(tenant, args.entity, degraded)
        request = search_request(args, self._now(), names)
        response = await self._ask(tenant, request)
        memories = await self._shown(tenant, response.items)
        return SearchMemoryResult(
            memories=memories,
            degraded=list(dict.fromkeys([*degraded, *response.degraded])),
        )

    async def _names(self, tenant: str, name: str, degraded: list[str]) -> list[str]:
        """The entity's names; the name alone when the graph does not know it or is down."""
        try:
            info = await self._graph.entity(tenant, name, limit=1)
        except (GraphUnavailable, GraphQueryError):
            degraded.append("graph")
            return entity_names(name, None, ())
        if not info.found or info.entity is None:
            return entity_names(name, None, ())
        return entity_names(name, info.entity.canonical_name, info.entity.aliases)

    async def _ask(self, tenant: str, request: SearchRequest) -> ContextResponse:
        subject = s.search(tenant)
        try:
            msg = await self._nc.request(
                subject, request.model_dump_json().encode(), timeout=self._timeout
            )
        except NatsError as exc:
            raise RequestRejected(
                "unavailable", f"the retriever did not answer: {type(exc).__name__}"
            ) from exc
        try:
            reply = _replies().validate_json(msg.data)
        except ValidationError as exc:
            raise RequestRejected("internal", f"unreadable retriever reply: {exc}") from exc
        if isinstance(reply, ErrorReply):
            raise RequestRejected(reply.code, reply.message, reply.field)
        return reply

    async def _shown(self, tenant: str, items: Sequence[ContextItem]) -> list[MemoryOut]:
        ids = [i.id for i in items if i.kind not in _NOT_ITEMS]
        store = await self._store()
        stored = {
            r.id: r.payload
            for r in (await store.get(ITEMS, ids) if ids else [])
            if r.payload.get("tenant_id") == tenant
        }
        out = []
        for item in items:
            payload = stored.get(item.id) if item.kind not in _NOT_ITEMS else None
            memory = self._memory(item.id, payload or shown_payload(item), round(item.score, 4))
            shown = {"trust": list(item.trust), "domain": item.domain}
            out.append(memory.model_copy(update=shown))
        return out

"""`GraphClient`: graph queries routed to the tenant's partition owner.

The retriever calls `neighbourhood()` for the graph half of dual search
(`final = (1 − w) · semantic + w · proximity`, proximity in 0..1 per item id), and
`causal()` / `timeline()` for the chains of why / when questions.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Annotated, Literal, TypeVar

from nats.aio.client import Client
from nats.errors import Error as NatsError
from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorReply
from memstream.contracts.graph import (
    CausalQuery,
    ChainResult,
    CountsQuery,
    CountsResult,
    EntityInfoResult,
    EntityQuery,
    ExplainQuery,
    ExplainResult,
    GraphReply,
    GraphRequest,
    ItemsQuery,
    ItemsResult,
    NeighbourhoodQuery,
    NeighbourhoodResult,
    SupersedesQuery,
    TimelineQuery,
    TimelineResult,
    WeakQuery,
    partition_of,
)
from memstream.services.common.messaging.errors import PermanentError, TransientError

R = TypeVar("R", bound=BaseModel)

_Reply = Annotated[GraphReply | ErrorReply, Field(discriminator="type")]


@functools.cache
def _adapter() -> TypeAdapter[GraphReply | ErrorReply]:
    return TypeAdapter(_Reply)


class GraphUnavailable(TransientError):
    """No partition owner answered in time: degrade (skip the graph half), retry later."""


class GraphQueryError(PermanentError):
    """The owner refused the query."""

    def __init__(self, reply: ErrorReply) -> None:
        super().__init__(f"{reply.code}: {reply.message}")
        self.reply = reply


class GraphClient:
    """Sends typed graph queries to `mem.graph.<partition_of(tenant)>.query`."""

    def __init__(self, nc: Client, partitions: int, timeout: float = 2.0) -> None:
        self._nc = nc
        self.partitions = partitions
        self.timeout = timeout

    def partition(self, tenant_id: str) -> int:
        return partition_of(tenant_id, self.partitions)

    async def query(self, request: GraphRequest, expect: type[R]) -> R:
        subject = s.graph_query(self.partition(request.query.tenant_id))
        try:
            msg = await self._nc.request(
                subject, request.model_dump_json().encode(), timeout=self.timeout
            )
        except NatsError as exc:
            raise GraphUnavailable(f"{subject}: {type(exc).__name__}: {exc}") from exc
        try:
            reply = _adapter().validate_json(msg.data)
        except ValidationError as exc:
            raise GraphUnavailable(f"{subject}: unreadable reply: {exc}") from exc
        if isinstance(reply, ErrorReply):
            raise GraphQueryError(reply)
        if not isinstance(reply.result, expect):
            raise GraphUnavailable(f"{subject}: expected {expect.__name__}")
        return reply.result

    async def neighbourhood(
        self,
        tenant_id: str,
        entities: Sequence[str],
        item_ids: Sequence[str] = (),
        *,
        hops: int = 2,
        limit: int = 50,
    ) -> NeighbourhoodResult:
        """Items within `hops` of the named entities (and seed items), proximity 0..1."""
        q = NeighbourhoodQuery(
            tenant_id=tenant_id,
            entities=list(entities),
            item_ids=list(item_ids),
            hops=hops,
            limit=limit,
        )
        return await self.query(GraphRequest(query=q), NeighbourhoodResult)

    async def proximity(
        self, tenant_id: str, entities: Sequence[str], item_ids: Sequence[str] = ()
    ) -> dict[str, float]:
        """item id → graph proximity; empty when the graph is unavailable (degraded)."""
        try:
            result = await self.neighbourhood(tenant_id, entities, item_ids)
        except (GraphUnavailable, GraphQueryError):
            return {}
        return {i.item_id: i.proximity for i in result.items}

    async def timeline(
        self,
        tenant_id: str,
        *,
        resource_id: str | None = None,
        item_id: str | None = None,
        before: int = 5,
        after: int = 5,
    ) -> TimelineResult:
        q = TimelineQuery(
            tenant_id=tenant_id,
            resource_id=resource_id,
            item_id=item_id,
            before=before,
            after=after,
        )
        return await self.query(GraphRequest(query=q), TimelineResult)

    async def causal(
        self,
        tenant_id: str,
        item_id: str,
        *,
        direction: Literal["causes", "effects", "both"] = "both",
        depth: int = 3,
    ) -> ChainResult:
        """Causes and/or effects of an item along causal edges, at most `depth` edges."""
        q = CausalQuery(tenant_id=tenant_id, item_id=item_id, direction=direction, depth=depth)
        return await self.query(GraphRequest(query=q), ChainResult)

    async def supersedes(self, tenant_id: str, item_id: str) -> ChainResult:
        q = SupersedesQuery(tenant_id=tenant_id, item_id=item_id)
        return await self.query(GraphRequest(query=q), ChainResult)

    async def counts(self, tenant_id: str) -> CountsResult:
        return await self.query(GraphRequest(query=CountsQuery(tenant_id=tenant_id)), CountsResult)

    async def entity(self, tenant_id: str, name: str, limit: int = 20) -> EntityInfoResult:
        q = EntityQuery(tenant_id=tenant_id, name=name, limit=limit)
        return await self.query(GraphRequest(query=q), EntityInfoResult)

    async def explain(self, tenant_id: str, item_id: str) -> ExplainResult:
        q = ExplainQuery(tenant_id=tenant_id, item_id=item_id)
        return await self.query(GraphRequest(query=q), ExplainResult)

    async def weak(self, tenant_id: str, limit: int = 10) -> ItemsResult:
        q = WeakQuery(tenant_id=tenant_id, limit=limit)
        return await self.query(GraphRequest(query=q), ItemsResult)

    async def items(self, tenant_id: str, item_ids: Sequence[str]) -> ItemsResult:
        q = ItemsQuery(tenant_id=tenant_id, item_ids=list(item_ids))
        return await self.query(GraphRequest(query=q), ItemsResult)

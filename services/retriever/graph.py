"""The graph half of dual search: graph proximity of candidates, and the chains of intents.

The rule (docs/architecture.md §5.6.4): `final = (1 − w)·semantic + w·proximity` with `w`
the `graph_weight` setting (0.2 by default; the original design's 0.5 lowered LoCoMo
recall, see settings.py), for candidates the graph knows; a candidate the
graph has nothing on keeps its semantic score alone, so what the graph does not cover is
never pulled down by it. `semantic` is the fused relevance squashed to 0..1, and the
decay, confidence and priority factors of the final formula apply on top.

What the graph knows, from the query's entities (speakers named, names, titles and numbers
in the question, `filters.entities`):
- an item in its neighbourhood has the proximity the graph gives it (1 = mentions every
  entity asked, 0.5 + … for some of them, at most 0.5 for two hops);
- an episode has the best proximity of the items derived from it (its turn mentions what
  they mention);
- for `why` questions, the causal chain of the best item: the start item 1.0, each edge
  further 0.25 less (at least 0.25); chain items the searches missed join the pool;
- for `when` questions, the timeline around the best episode: the centre turn 1.0, falling
  linearly to the edge of the window, for its turns and the items derived from them.
Each source keeps the best value per candidate.

`GraphHalf` makes the graph service calls of one request: the neighbourhood, asked in
parallel with the dense searches, then the chain of a why or when question. Each call has
the `graph_timeout_s` bound; a graph that fails or is late costs the answer its graph half
(`degraded: ["graph"]`), never the answer.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, TypeVar

from memstream.contracts.context import Intent
from memstream.contracts.graph import ChainResult, NeighbourhoodResult, TimelineResult
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS
from memstream.services.retriever.fusion import Candidate, Key, best_first
from memstream.services.retriever.query import salient_terms
from memstream.services.retriever.run import Run
from memstream.services.retriever.settings import RetrieverSettings

MAX_ENTITIES = 32  # NeighbourhoodQuery.entities' bound
GRAPH_FEATURE = "graph"
T = TypeVar("T")


class GraphLookup(Protocol):
    """What the retriever needs of the graph service (`GraphClient` fits)."""

    async def neighbourhood(
        self,
        tenant_id: str,
        entities: Sequence[str],
        item_ids: Sequence[str] = (),
        *,
        hops: int = 2,
        limit: int = 50,
    ) -> NeighbourhoodResult: ...

    async def causal(
        self,
        tenant_id: str,
        item_id: str,
        *,
        direction: Literal["causes", "effects", "both"] = "both",
        depth: int = 3,
    ) -> ChainResult: ...

    async def timeline(
        self,
        tenant_id: str,
        *,
        resource_id: str | None = None,
        item_id: str | None = None,
        before: int = 5,
        after: int = 5,
    ) -> TimelineResult: ...


def query_entities(
    speakers: Iterable[str], salient: Iterable[str], filters: Iterable[str]
) -> list[str]:
    """Names to resolve in the graph, each once (case-insensitive), in order of trust."""
    out: dict[str, str] = {}
    for name in (*filters, *speakers, *salient):
        name = name.strip()
        if name and name.lower() not in out:
            out[name.lower()] = name
    return list(out.values())[:MAX_ENTITIES]


def neighbourhood_proximity(result: NeighbourhoodResult) -> dict[str, float]:
    """Item id → proximity from a neighbourhood answer."""
    return {i.item_id: i.proximity for i in result.items}


def chain_proximity(chain: ChainResult, start: str, step: float = 0.25) -> dict[str, float]:
    """Item id → proximity along a causal chain: 1 at `start`, `step` less per edge."""
    adjacent: dict[str, set[str]] = {}
    for _, src, dst in chain.edges:
        adjacent.setdefault(src, set()).add(dst)
        adjacent.setdefault(dst, set()).add(src)
    distance = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for other in sorted(adjacent.get(node, ())):
            if other not in distance:
                distance[other] = distance[node] + 1
                queue.append(other)
    members = {i.item_id for i in chain.items} | set(distance)
    return {i: max(step, 1.0 - step * distance[i]) for i in sorted(members) if i in distance}


def timeline_proximity(result: TimelineResult) -> tuple[dict[str, float], dict[str, float]]:
    """(resource id → proximity, item id → proximity) around the timeline's centre."""
    ids = [r.resource_id for r in result.resources]
    if result.centre is None or result.centre not in ids:
        return {}, {}
    at = ids.index(result.centre)
    span = max(at, len(ids) - 1 - at) + 1
    resources: dict[str, float] = {}
    items: dict[str, float] = {}
    for position, row in enumerate(result.resources):
        value = 1.0 - abs(position - at) / span
        resources[row.resource_id] = value
        for item in row.item_ids:
            items[item] = max(items.get(item, 0.0), value)
    return resources, items


def merge(into: dict[str, float], more: Mapping[str, float]) -> None:
    """Keep the best proximity per id (in place)."""
    for key, value in more.items():
        if value > into.get(key, -1.0):
            into[key] = value


def apply(
    candidates: Mapping[Key, Candidate],
    items: Mapping[str, float],
    resources: Mapping[str, float],
) -> int:
    """Record the graph proximity of every candidate the graph knows; returns how many.

    Items take theirs by id; an episode takes the best of its own resource's (timeline)
    and of the items in `candidates` derived from it.
    """
    by_resource = dict(resources)
    for cand in candidates.values():
        if cand.collection == EPISODES or cand.id not in items:
            continue
        sources = cand.payload.get("source_resource_ids")
        if isinstance(sources, list | tuple):
            merge(by_resource, {str(r): items[cand.id] for r in sources})
    known = 0
    for cand in candidates.values():
        if cand.collection == EPISODES:
            value = by_resource.get(str(cand.payload.get("resource_id")))
        else:
            value = items.get(cand.id)
        if value is not None:
            cand.features[GRAPH_FEATURE] = value
            known += 1
    return known


def blend(semantic: float, cand: Candidate, weight: float) -> float:
    """`(1 − w)·semantic + w·proximity` when the graph knows the candidate, else semantic."""
    proximity = cand.features.get(GRAPH_FEATURE)
    if proximity is None or weight == 0.0:
        return semantic
    return (1.0 - weight) * semantic + weight * proximity


def best(candidates: Iterable[Candidate], collection: str) -> Candidate | None:
    """The best candidate of `collection` by similarity and bonus, ties by id."""
    pool = [c for c in candidates if c.collection == collection]
    if not pool:
        return None
    return min(pool, key=best_first)


@dataclass(slots=True)
class Proximity:
    """What the graph knows of a request's candidates: item and resource (turn) id →
    proximity, and the items along a why question's causal chain, which the searches may
    have missed."""

    items: dict[str, float] = field(default_factory=dict)
    resources: dict[str, float] = field(default_factory=dict)
    chain: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class GraphHalf:
    """The graph service calls of dual search."""

    lookup: GraphLookup
    settings: RetrieverSettings

    async def neighbourhood(
        self,
        tenant_id: str,
        speakers: Sequence[str],
        question: str,
        entities: Sequence[str],
        run: Run,
    ) -> dict[str, float] | None:
        """Item proximity to the query's entities; {} when it names none, None when the
        graph did not answer."""
        names = query_entities(speakers, salient_terms(question), entities)
        if not names:
            return {}
        found = await self._ask(
            run,
            self.lookup.neighbourhood(
                tenant_id, names, hops=self.settings.graph_hops, limit=self.settings.graph_limit
            ),
        )
        return None if found is None else neighbourhood_proximity(found)

    async def chains(
        self,
        tenant_id: str,
        intent: Intent,
        candidates: Mapping[Key, Candidate],
        near: Mapping[str, float] | None,
        run: Run,
    ) -> Proximity:
        """`near` (the neighbourhood's) with the causal chain of the best item for a why
        question, or the timeline around the best episode for a when question."""
        found = Proximity(items=dict(near or {}))
        s = self.settings
        if intent == "why" and (start := best(candidates.values(), ITEMS)):
            chain = await self._ask(
                run, self.lookup.causal(tenant_id, start.id, depth=s.graph_chain_depth)
            )
            if chain is not None:
                along = chain_proximity(chain, start.id)
                merge(found.items, along)
                found.chain = sorted(along)
        elif intent == "when" and (centre := best(candidates.values(), EPISODES)):
            resource_id = centre.payload.get("resource_id")
            if isinstance(resource_id, str):
                line = await self._ask(
                    run,
                    self.lookup.timeline(
                        tenant_id,
                        resource_id=resource_id,
                        before=s.graph_timeline_turns,
                        after=s.graph_timeline_turns,
                    ),
                )
                if line is not None:
                    around, derived = timeline_proximity(line)
                    merge(found.resources, around)
                    merge(found.items, derived)
        return found

    async def _ask(self, run: Run, call: Awaitable[T]) -> T | None:
        """One graph call within the timeout; None (and degraded 'graph') otherwise."""
        run.calls += 1
        try:
            return await asyncio.wait_for(call, self.settings.graph_timeout_s)
        except Exception:  # the graph half is optional: any failure degrades, never errors
            run.degrade("graph")
            return None

"""Entity neighbourhood: the items near the entities a query names.

Proximity (the graph half of dual search, docs/architecture.md §5.6.4; the retriever weighs it
against the semantic score with its `graph_weight`):
- 1 hop, an item mentions query entities: 0.5 + 0.5 · (query entities it mentions / all);
- 2 hops, an item mentions an entity that co-occurs with a query entity, or that a seed
  item mentions: 0.5 · (co-occurrence weight / strongest such weight), at most 0.5;
an item keeps its best path, so any direct mention outranks every indirect one.
Hop-2 expansion keeps the MAX_NEIGHBOURS strongest co-occurring entities only: weak
neighbours add noise to proximity and, at 1M edges, most of the query time.
"""

from __future__ import annotations

import heapq

from memstream.contracts.graph import (
    EntityRow,
    ItemProximity,
    NeighbourhoodQuery,
    NeighbourhoodResult,
)
from memstream.services.graph.entities import EntityState, norm_name
from memstream.services.graph.queries.lookups import Con, resolve_entities, utc
from memstream.services.graph.state import (
    MAX_NEIGHBOURS,
    PartitionState,
    SortedIds,
    TenantGraph,
    mention_counts,
)


def neighbourhood(con: Con, q: NeighbourhoodQuery) -> NeighbourhoodResult:
    """The neighbourhood from the tables.

    The service answers from the writer's memory (`neighbourhood_in_memory`, same
    result); this is the reference it is tested against and the benchmark's SQL figure.
    Each statement scans `edges` or `item_entities` (DuckDB joins never use an index), so
    its latency grows with the partition; one combined statement measured no faster.
    """
    t = q.tenant_id
    entities, unresolved = resolve_entities(con, t, q.entities)
    direct = [e.entity_id for e in entities]
    scored: dict[str, float] = {}
    if q.hops >= 2:
        neighbours: dict[str, float] = {}
        if direct:
            for ent, weight in con.execute(
                # Two equality joins, not one OR join: DuckDB hash-joins each side.
                "SELECT n, max(w) FROM ("
                "SELECT x.dst AS n, x.weight AS w FROM edges x "
                "WHERE x.tenant_id = ? AND x.type = 'co_occurs' "
                "AND x.src IN (SELECT unnest(?::VARCHAR[])) "
                "UNION ALL SELECT x.src, x.weight FROM edges x "
                "WHERE x.tenant_id = ? AND x.type = 'co_occurs' "
                "AND x.dst IN (SELECT unnest(?::VARCHAR[]))) GROUP BY n "
                "ORDER BY 2 DESC, 1 LIMIT ?",
                [t, direct, t, direct, MAX_NEIGHBOURS],
            ).fetchall():
                neighbours[ent] = float(weight)
        strongest = max(neighbours.values(), default=1.0)
        if q.item_ids:
            for (ent,) in con.execute(
                "SELECT DISTINCT entity_id FROM item_entities WHERE tenant_id = ? "
                "AND item_id IN (SELECT unnest(?::VARCHAR[]))",
                [t, q.item_ids],
            ).fetchall():
                neighbours[ent] = strongest
        for ent, weight in neighbours.items():
            if ent not in direct:
                scored[ent] = 0.5 * weight / strongest
    if not direct and not scored:
        return NeighbourhoodResult(entities=entities, unresolved=unresolved)
    seeds = direct + list(scored)
    scores = [1.0] * len(direct) + list(scored.values())
    hops = [1] * len(direct) + [2] * len(scored)
    rows = con.execute(
        """
        WITH s AS (SELECT unnest(?::VARCHAR[]) AS entity_id, unnest(?::DOUBLE[]) AS score,
                          unnest(?::INTEGER[]) AS hop),
        hits AS (
            SELECT ie.item_id,
                   count(*) FILTER (WHERE s.hop = 1) AS direct,
                   coalesce(max(s.score) FILTER (WHERE s.hop = 2), 0) AS indirect,
                   list(ie.entity_id ORDER BY s.hop, ie.entity_id) AS via
            FROM item_entities ie JOIN s ON ie.entity_id = s.entity_id
            WHERE ie.tenant_id = ?
            GROUP BY ie.item_id
        )
        SELECT h.item_id,
               CASE WHEN h.direct > 0 THEN 0.5 + 0.5 * h.direct / ? ELSE h.indirect END AS p,
               CASE WHEN h.direct > 0 THEN 1 ELSE 2 END AS hops, h.via
        FROM hits h JOIN items i ON i.tenant_id = ? AND i.item_id = h.item_id
        WHERE i.status IN (SELECT unnest(?::VARCHAR[]))
        ORDER BY p DESC, h.item_id
        LIMIT ?
        """,
        [seeds, scores, hops, t, max(1, len(direct)), t, q.statuses, q.limit],
    ).fetchall()
    items = [
        ItemProximity(item_id=r[0], proximity=min(1.0, float(r[1])), hops=int(r[2]), via=r[3])
        for r in rows
    ]
    return NeighbourhoodResult(entities=entities, unresolved=unresolved, items=items)


def _entity_from_state(ent: EntityState) -> EntityRow:
    return EntityRow(
        entity_id=ent.entity_id,
        canonical_name=ent.canonical_name,
        type=ent.type,
        aliases=list(ent.aliases),
        summary=ent.summary,
        mention_count=ent.mention_count,
        protected=ent.protected,
        first_seen=utc(ent.first_seen),
        last_seen=utc(ent.last_seen),
    )


def neighbourhood_in_memory(state: PartitionState, q: NeighbourhoodQuery) -> NeighbourhoodResult:
    """`neighbourhood` answered from the partition writer's adjacency, without DuckDB.

    Ranks lazily: items mentioning every query entity first, then the rest of the direct
    mentions in id order, then 2-hop items by neighbour strength, walking each entity's
    id-ordered item list only until `limit` items passed the status filter.
    """
    norms = {norm_name(n): n for n in q.entities if norm_name(n)}
    with state.lock:
        graph = state.get(q.tenant_id)
        found: list[EntityState] = []
        matched: set[str] = set()
        if graph is not None:
            for k in norms:
                ent_id = graph.aliases.get(k)
                ent = graph.entities.get(ent_id) if ent_id is not None else None
                if ent is None:
                    continue
                matched.add(k)
                if all(e.entity_id != ent.entity_id for e in found):
                    found.append(ent)
        unresolved = [n for k, n in norms.items() if k not in matched]
        ranked: list[tuple[str, float, int, list[str]]] = []
        if graph is not None:
            ranked = _rank(graph, [e.entity_id for e in found], q)
    return NeighbourhoodResult(
        entities=[_entity_from_state(e) for e in found],
        unresolved=unresolved,
        items=[
            ItemProximity(item_id=i, proximity=min(1.0, p), hops=h, via=via)
            for i, p, h, via in ranked
        ],
    )


def _rank(
    graph: TenantGraph, direct: list[str], q: NeighbourhoodQuery
) -> list[tuple[str, float, int, list[str]]]:
    is_direct = set(direct)
    scored: dict[str, float] = {}
    if q.hops >= 2:
        neighbours: dict[str, float] = {}
        best: dict[str, float] = {}
        for d in direct:
            for negative, n in graph.neighbours.get(d, ()):
                if -negative > best.get(n, float("-inf")):
                    best[n] = -negative
        for n, w in sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_NEIGHBOURS]:
            neighbours[n] = w
        strongest = max(neighbours.values(), default=1.0)
        for item in q.item_ids:
            seed = graph.items.get(item)
            if seed is not None:
                for ent in seed.entities:
                    neighbours[ent] = strongest
        scored = {e: 0.5 * w / strongest for e, w in neighbours.items() if e not in is_direct}
    items = graph.items
    statuses = set(q.statuses)
    out: list[tuple[str, float, int]] = []
    limit = q.limit
    lists = [graph.mentions[d] for d in direct if d in graph.mentions]
    n_direct = max(1, len(direct))
    counts = mention_counts(lists) if len(lists) > 1 else None
    if counts is not None:
        for negative, i in sorted((-c, i) for i, c in counts.items() if c > 1):
            found = items.get(i)
            if found is not None and found.status in statuses:
                out.append((i, 0.5 + 0.5 * -negative / n_direct, 1))
                if len(out) >= limit:
                    return _with_via(graph, out, is_direct, scored)
    once = 0.5 + 0.5 / n_direct
    walk = (
        heapq.merge(*(ids.ordered() for ids in lists))
        if len(lists) > 1
        else (lists[0].ordered() if lists else iter(()))
    )
    for i in walk:
        if counts is not None and counts[i] > 1:
            continue
        found = items.get(i)
        if found is not None and found.status in statuses:
            out.append((i, once, 1))
            if len(out) >= limit:
                return _with_via(graph, out, is_direct, scored)
    by_score: dict[float, list[SortedIds]] = {}
    for ent, score in scored.items():
        ids = graph.mentions.get(ent)
        if ids is not None:
            by_score.setdefault(score, []).append(ids)
    seen: set[str] = set()
    for score in sorted(by_score, reverse=True):
        for i in heapq.merge(*(ids.ordered() for ids in by_score[score])):
            if i in seen:
                continue
            seen.add(i)
            found = items.get(i)
            if found is None or found.status not in statuses:
                continue
            if is_direct and any(e in is_direct for e in found.entities):
                continue
            out.append((i, score, 2))
            if len(out) >= limit:
                return _with_via(graph, out, is_direct, scored)
    return _with_via(graph, out, is_direct, scored)


def _with_via(
    graph: TenantGraph,
    ranked: list[tuple[str, float, int]],
    direct: set[str],
    scored: dict[str, float],
) -> list[tuple[str, float, int, list[str]]]:
    out = []
    for i, p, hops in ranked:
        ents = sorted(graph.items[i].entities)
        via = [e for e in ents if e in direct] + [e for e in ents if e in scored]
        out.append((i, p, hops, via))
    return out

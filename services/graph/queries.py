"""Read queries of a partition; every one is filtered by the asking tenant.

Proximity (the graph half of dual search, `final = 0.5·semantic + 0.5·graph`):
- 1 hop, an item mentions query entities: 0.5 + 0.5 · (query entities it mentions / all);
- 2 hops, an item mentions an entity that co-occurs with a query entity, or that a seed
  item mentions: 0.5 · (co-occurrence weight / strongest such weight), at most 0.5;
an item keeps its best path, so any direct mention outranks every indirect one.
Hop-2 expansion keeps the MAX_NEIGHBOURS strongest co-occurring entities only: weak
neighbours add noise to proximity and, at 1M edges, most of the query time.
"""

from __future__ import annotations

import heapq
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb

from memstream.contracts.graph import (
    CausalQuery,
    ChainResult,
    CountsQuery,
    CountsResult,
    EntityInfoResult,
    EntityQuery,
    EntityRow,
    ExplainQuery,
    ExplainResult,
    ItemProximity,
    ItemRow,
    ItemsQuery,
    ItemsResult,
    JobRunRow,
    NeighbourhoodQuery,
    NeighbourhoodResult,
    ResourceRow,
    SupersedesQuery,
    TimelineQuery,
    TimelineResult,
    WeakQuery,
)
from memstream.services.graph.entities import EntityState, norm_name
from memstream.services.graph.state import (
    MAX_NEIGHBOURS,
    PartitionState,
    SortedIds,
    TenantGraph,
    mention_counts,
)

Con = duckdb.DuckDBPyConnection

_ITEM_COLS = (
    "item_id, text, kind, category, tags, status, confidence, protected, decay_rate, "
    "session_id, source_resource_ids, supersedes, superseded_by, event_time, created_at, "
    "updated_at, valid_until"
)
_ITEM_FIELDS = [c.strip() for c in _ITEM_COLS.split(",")]
_ENTITY_COLS = (
    "entity_id, canonical_name, type, aliases, summary, mention_count, protected, "
    "first_seen, last_seen"
)
_ENTITY_FIELDS = [c.strip() for c in _ENTITY_COLS.split(",")]


def _utc(value: Any) -> Any:
    if isinstance(value, datetime) and value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value


def _item(row: tuple[Any, ...]) -> ItemRow:
    data = {k: _utc(v) for k, v in zip(_ITEM_FIELDS, row, strict=True)}
    data["tags"] = data["tags"] or []
    data["source_resource_ids"] = data["source_resource_ids"] or []
    return ItemRow(**data)


def _entity(row: tuple[Any, ...]) -> EntityRow:
    data = {k: _utc(v) for k, v in zip(_ENTITY_FIELDS, row, strict=True)}
    data["aliases"] = data["aliases"] or []
    return EntityRow(**data)


def items_by_id(con: Con, tenant: str, ids: list[str]) -> list[ItemRow]:
    rows = con.execute(
        f"SELECT {_ITEM_COLS} FROM items WHERE tenant_id = ? AND item_id IN "
        "(SELECT unnest(?::VARCHAR[]))",
        [tenant, ids],
    ).fetchall()
    by_id = {r[0]: _item(r) for r in rows}
    return [by_id[i] for i in ids if i in by_id]


def resolve_entities(con: Con, tenant: str, names: list[str]) -> tuple[list[EntityRow], list[str]]:
    """Entities named (canonical name or alias) in `names`, and the names left unresolved."""
    norms = {norm_name(n): n for n in names if norm_name(n)}
    if not norms:
        return [], []
    rows = con.execute(
        f"SELECT a.alias_norm, {', '.join('e.' + c for c in _ENTITY_FIELDS)} "
        "FROM entity_aliases a JOIN entities e "
        "ON e.tenant_id = a.tenant_id AND e.entity_id = a.entity_id "
        "WHERE a.tenant_id = ? AND a.alias_norm IN (SELECT unnest(?::VARCHAR[]))",
        [tenant, list(norms)],
    ).fetchall()
    # In the order the names were asked for, not the join's (which varies run to run).
    position = {k: i for i, k in enumerate(norms)}
    found: dict[str, EntityRow] = {}
    matched = set()
    for row in sorted(rows, key=lambda r: position[r[0]]):
        matched.add(row[0])
        ent = _entity(row[1:])
        found.setdefault(ent.entity_id, ent)
    return list(found.values()), [n for k, n in norms.items() if k not in matched]


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


def _entity_row(ent: EntityState) -> EntityRow:
    return EntityRow(
        entity_id=ent.entity_id,
        canonical_name=ent.canonical_name,
        type=ent.type,
        aliases=list(ent.aliases),
        summary=ent.summary,
        mention_count=ent.mention_count,
        protected=ent.protected,
        first_seen=_utc(ent.first_seen),
        last_seen=_utc(ent.last_seen),
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
        entities=[_entity_row(e) for e in found],
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


def _resource_rows(con: Con, tenant: str, where: str, params: list[Any]) -> list[ResourceRow]:
    rows = con.execute(
        f"""
        SELECT r.resource_id, r.session_id, r.turn_number, r.part_index, r.first_seen,
               coalesce(list(e.src ORDER BY e.src) FILTER (WHERE e.src IS NOT NULL), [])
        FROM resources r
        LEFT JOIN edges e ON e.tenant_id = r.tenant_id AND e.type = 'derived_from'
             AND e.dst = r.resource_id
        WHERE r.tenant_id = ? AND {where}
        GROUP BY ALL
        ORDER BY r.session_id, r.turn_number, r.part_index, r.resource_id
        """,
        [tenant, *params],
    ).fetchall()
    return [
        ResourceRow(
            resource_id=r[0],
            session_id=r[1],
            turn_number=r[2],
            part_index=r[3],
            first_seen=_utc(r[4]),
            item_ids=r[5],
        )
        for r in rows
    ]


def timeline(con: Con, q: TimelineQuery) -> TimelineResult:
    t = q.tenant_id
    centre = q.resource_id
    if centre is None and q.item_id is not None:
        found = items_by_id(con, t, [q.item_id])
        if found and found[0].source_resource_ids:
            centre = found[0].source_resource_ids[0]
    if centre is None:
        return TimelineResult()
    row = con.execute(
        "SELECT session_id FROM resources WHERE tenant_id = ? AND resource_id = ?", [t, centre]
    ).fetchone()
    if row is None:
        return TimelineResult(centre=centre)
    session = row[0]
    ordered = con.execute(
        """
        SELECT resource_id, row_number() OVER (ORDER BY turn_number, part_index, resource_id)
        FROM resources WHERE tenant_id = ? AND session_id = ?
        """,
        [t, session],
    ).fetchall()
    position = {rid: n for rid, n in ordered}
    at = position[centre]
    keep = [rid for rid, n in ordered if at - q.before <= n <= at + q.after]
    resources = _resource_rows(con, t, "r.resource_id IN (SELECT unnest(?::VARCHAR[]))", [keep])
    return TimelineResult(session_id=session, centre=centre, resources=resources)


def _walk(
    con: Con, tenant: str, start: str, types: list[str], direction: str, depth: int
) -> list[tuple[str, str, str]]:
    """Edges reachable from `start` along `types` (out: src→dst, in: dst→src), BFS."""
    col_from, col_to = ("src", "dst") if direction == "out" else ("dst", "src")
    rows = con.execute(
        f"""
        WITH RECURSIVE walk(node, depth) AS (
            SELECT ?::VARCHAR, 0
            UNION
            SELECT e.{col_to}, w.depth + 1 FROM edges e JOIN walk w ON e.{col_from} = w.node
            WHERE e.tenant_id = ? AND e.type IN (SELECT unnest(?::VARCHAR[])) AND w.depth < ?
        )
        SELECT DISTINCT e.type, e.src, e.dst FROM edges e JOIN walk w ON e.{col_from} = w.node
        WHERE e.tenant_id = ? AND e.type IN (SELECT unnest(?::VARCHAR[])) AND w.depth < ?
        ORDER BY 1, 2, 3
        """,
        [start, tenant, types, depth, tenant, types, depth],
    ).fetchall()
    return [(r[0], r[1], r[2]) for r in rows]


def _chain(con: Con, tenant: str, start: str, edges: list[tuple[str, str, str]]) -> ChainResult:
    ids = list(dict.fromkeys([start, *(x for e in edges for x in e[1:])]))
    items = items_by_id(con, tenant, ids)
    items.sort(key=lambda i: (i.created_at or datetime.min.replace(tzinfo=UTC), i.item_id))
    return ChainResult(items=items, edges=edges)


def causal(con: Con, q: CausalQuery) -> ChainResult:
    edges: list[tuple[str, str, str]] = []
    if q.direction in ("effects", "both"):
        edges += _walk(con, q.tenant_id, q.item_id, ["causal"], "out", q.depth)
    if q.direction in ("causes", "both"):
        edges += _walk(con, q.tenant_id, q.item_id, ["causal"], "in", q.depth)
    return _chain(con, q.tenant_id, q.item_id, sorted(set(edges)))


def supersedes_chain(con: Con, tenant: str, item_id: str) -> ChainResult:
    kinds = ["supersedes"]
    edges = _walk(con, tenant, item_id, kinds, "out", 50) + _walk(
        con, tenant, item_id, kinds, "in", 50
    )
    return _chain(con, tenant, item_id, sorted(set(edges)))


def supersedes(con: Con, q: SupersedesQuery) -> ChainResult:
    return supersedes_chain(con, q.tenant_id, q.item_id)


def counts(con: Con, q: CountsQuery, path: Path | None, partition: int) -> CountsResult:
    t = q.tenant_id

    def grouped(sql: str) -> dict[str, int]:
        return {str(k): int(v) for k, v in con.execute(sql, [t]).fetchall()}

    by_kind = grouped("SELECT kind, count(*) FROM items WHERE tenant_id = ? GROUP BY 1")
    by_status = grouped("SELECT status, count(*) FROM items WHERE tenant_id = ? GROUP BY 1")
    by_type = grouped("SELECT type, count(*) FROM edges WHERE tenant_id = ? GROUP BY 1")
    ent = con.execute(
        "SELECT count(*), count(*) FILTER (WHERE protected) FROM entities WHERE tenant_id = ?",
        [t],
    ).fetchone()
    orphan = con.execute(
        """
        SELECT count(*) FROM items i WHERE i.tenant_id = ? AND i.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM edges e WHERE e.tenant_id = i.tenant_id
                        AND (e.src = i.item_id OR e.dst = i.item_id))
        """,
        [t],
    ).fetchone()
    item_edges = con.execute(
        "SELECT count(*) FROM edges WHERE tenant_id = ? "
        "AND (src_kind = 'item' OR dst_kind = 'item')",
        [t],
    ).fetchone()
    sessions = con.execute(
        """
        SELECT DISTINCT session_id FROM (
            SELECT session_id FROM items WHERE tenant_id = ?
            UNION ALL SELECT session_id FROM gate_log WHERE tenant_id = ?
        ) WHERE session_id IS NOT NULL ORDER BY 1
        """,
        [t, t],
    ).fetchall()
    jobs = con.execute(
        """
        SELECT job, started_at, finished_at, counts FROM job_runs WHERE tenant_id = ?
        QUALIFY row_number() OVER (PARTITION BY job ORDER BY finished_at DESC, stream_seq DESC) = 1
        ORDER BY job
        """,
        [t],
    ).fetchall()
    applied = con.execute(
        "SELECT stream_seq FROM applied WHERE partition = ?", [partition]
    ).fetchone()
    n_items = sum(by_status.values())
    return CountsResult(
        items_by_kind=by_kind,
        items_by_status=by_status,
        edges_by_type=by_type,
        entities=int(ent[0]) if ent else 0,
        protected_entities=int(ent[1]) if ent else 0,
        orphan_items=int(orphan[0]) if orphan else 0,
        avg_edges_per_item=round((item_edges[0] if item_edges else 0) / n_items, 3)
        if n_items
        else 0.0,
        sessions_seen=[r[0] for r in sessions],
        last_job_runs=[
            JobRunRow(job=j, started_at=_utc(s), finished_at=_utc(f), counts=json.loads(c or "{}"))
            for j, s, f, c in jobs
        ],
        storage_bytes=path.stat().st_size if path is not None and path.exists() else 0,
        applied_seq=int(applied[0]) if applied else 0,
    )


def entity_info(con: Con, q: EntityQuery) -> EntityInfoResult:
    t = q.tenant_id
    found, _ = resolve_entities(con, t, [q.name])
    if not found:
        return EntityInfoResult(found=False)
    ent = found[0]
    rows = con.execute(
        f"""
        SELECT {", ".join("i." + c for c in _ITEM_FIELDS)} FROM items i
        JOIN item_entities l ON l.tenant_id = i.tenant_id AND l.item_id = i.item_id
        WHERE i.tenant_id = ? AND l.entity_id = ? AND i.status = 'active'
        ORDER BY coalesce(i.event_time, i.created_at) DESC, i.item_id LIMIT ?
        """,
        [t, ent.entity_id, q.limit],
    ).fetchall()
    facts = [_item(r) for r in rows]
    related = con.execute(
        f"""
        SELECT {", ".join("n." + c for c in _ENTITY_FIELDS)} FROM edges x
        JOIN entities n ON n.tenant_id = x.tenant_id
             AND n.entity_id = CASE WHEN x.src = ? THEN x.dst ELSE x.src END
        WHERE x.tenant_id = ? AND x.type = 'co_occurs' AND (x.src = ? OR x.dst = ?)
        ORDER BY x.weight DESC, n.entity_id LIMIT 10
        """,
        [ent.entity_id, t, ent.entity_id, ent.entity_id],
    ).fetchall()
    sources = sorted({rid for f in facts for rid in f.source_resource_ids})
    timeline_rows = _resource_rows(
        con, t, "r.resource_id IN (SELECT unnest(?::VARCHAR[]))", [sources]
    )
    timeline_rows.sort(
        key=lambda r: (r.first_seen or datetime.min.replace(tzinfo=UTC), r.resource_id)
    )
    return EntityInfoResult(
        found=True,
        entity=ent,
        facts=facts,
        related=[_entity(r) for r in related],
        timeline=timeline_rows,
    )


def explain(con: Con, q: ExplainQuery) -> ExplainResult:
    t = q.tenant_id
    found = items_by_id(con, t, [q.item_id])
    if not found:
        return ExplainResult(found=False)
    item = found[0]
    sources = _resource_rows(
        con, t, "r.resource_id IN (SELECT unnest(?::VARCHAR[]))", [item.source_resource_ids]
    )
    chain = supersedes_chain(con, t, q.item_id).items
    ents = con.execute(
        f"""
        SELECT {", ".join("e." + c for c in _ENTITY_FIELDS)} FROM entities e
        JOIN item_entities l ON l.tenant_id = e.tenant_id AND l.entity_id = e.entity_id
        WHERE l.tenant_id = ? AND l.item_id = ? ORDER BY e.canonical_name, e.entity_id
        """,
        [t, q.item_id],
    ).fetchall()
    return ExplainResult(
        found=True, item=item, sources=sources, chain=chain, entities=[_entity(r) for r in ents]
    )


def weak(con: Con, q: WeakQuery) -> ItemsResult:
    rows = con.execute(
        f"""
        SELECT {_ITEM_COLS} FROM items
        WHERE tenant_id = ? AND status = 'active' AND NOT protected
              AND coalesce(decay_rate, 1) > 0
        ORDER BY confidence, updated_at, item_id LIMIT ?
        """,
        [q.tenant_id, q.limit],
    ).fetchall()
    return ItemsResult(items=[_item(r) for r in rows])


def items(con: Con, q: ItemsQuery) -> ItemsResult:
    return ItemsResult(items=items_by_id(con, q.tenant_id, q.item_ids))

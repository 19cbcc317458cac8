"""How items and turns follow one another: a session's timeline around a turn, and the
causal and supersedes chains through an item (breadth-first walks over `edges`)."""

from __future__ import annotations

from datetime import UTC, datetime

from memstream.contracts.graph import (
    CausalQuery,
    ChainResult,
    SupersedesQuery,
    TimelineQuery,
    TimelineResult,
)
from memstream.services.graph.queries.lookups import Con, items_by_id, resources_by_id


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
    resources = resources_by_id(con, t, keep)
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

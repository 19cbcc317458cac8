"""What a partition holds for a tenant: counts by kind, status and type (with the last job
runs), an entity's card (facts, related entities, timeline), and why an item exists
(its sources, supersedes chain and entities)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from memstream.contracts.graph import (
    CountsQuery,
    CountsResult,
    EntityInfoResult,
    EntityQuery,
    ExplainQuery,
    ExplainResult,
    JobRunRow,
)
from memstream.services.graph.queries.history import supersedes_chain
from memstream.services.graph.queries.lookups import (
    ENTITY_FIELDS,
    ITEM_FIELDS,
    Con,
    entity_from_row,
    item_from_row,
    items_by_id,
    resolve_entities,
    resources_by_id,
    utc,
)


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
            JobRunRow(job=j, started_at=utc(s), finished_at=utc(f), counts=json.loads(c or "{}"))
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
        SELECT {", ".join("i." + c for c in ITEM_FIELDS)} FROM items i
        JOIN item_entities l ON l.tenant_id = i.tenant_id AND l.item_id = i.item_id
        WHERE i.tenant_id = ? AND l.entity_id = ? AND i.status = 'active'
        ORDER BY coalesce(i.event_time, i.created_at) DESC, i.item_id LIMIT ?
        """,
        [t, ent.entity_id, q.limit],
    ).fetchall()
    facts = [item_from_row(r) for r in rows]
    related = con.execute(
        f"""
        SELECT {", ".join("n." + c for c in ENTITY_FIELDS)} FROM edges x
        JOIN entities n ON n.tenant_id = x.tenant_id
             AND n.entity_id = CASE WHEN x.src = ? THEN x.dst ELSE x.src END
        WHERE x.tenant_id = ? AND x.type = 'co_occurs' AND (x.src = ? OR x.dst = ?)
        ORDER BY x.weight DESC, n.entity_id LIMIT 10
        """,
        [ent.entity_id, t, ent.entity_id, ent.entity_id],
    ).fetchall()
    sources = sorted({rid for f in facts for rid in f.source_resource_ids})
    timeline_rows = resources_by_id(con, t, sources)
    timeline_rows.sort(
        key=lambda r: (r.first_seen or datetime.min.replace(tzinfo=UTC), r.resource_id)
    )
    return EntityInfoResult(
        found=True,
        entity=ent,
        facts=facts,
        related=[entity_from_row(r) for r in related],
        timeline=timeline_rows,
    )


def explain(con: Con, q: ExplainQuery) -> ExplainResult:
    t = q.tenant_id
    found = items_by_id(con, t, [q.item_id])
    if not found:
        return ExplainResult(found=False)
    item = found[0]
    sources = resources_by_id(con, t, item.source_resource_ids)
    chain = supersedes_chain(con, t, q.item_id).items
    ents = con.execute(
        f"""
        SELECT {", ".join("e." + c for c in ENTITY_FIELDS)} FROM entities e
        JOIN item_entities l ON l.tenant_id = e.tenant_id AND l.entity_id = e.entity_id
        WHERE l.tenant_id = ? AND l.item_id = ? ORDER BY e.canonical_name, e.entity_id
        """,
        [t, q.item_id],
    ).fetchall()
    return ExplainResult(
        found=True,
        item=item,
        sources=sources,
        chain=chain,
        entities=[entity_from_row(r) for r in ents],
    )

"""Item, entity and resource lookups, and the table rows as contract models.

The other query families build on these; `items` and `weak` answer requests directly.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import duckdb

from memstream.contracts.graph import (
    EntityRow,
    ItemRow,
    ItemsQuery,
    ItemsResult,
    ResourceRow,
    WeakQuery,
)
from memstream.services.graph.entities import norm_name

Con = duckdb.DuckDBPyConnection

ITEM_COLS = (
    "item_id, text, kind, category, tags, status, confidence, protected, decay_rate, "
    "session_id, source_resource_ids, supersedes, superseded_by, event_time, created_at, "
    "updated_at, valid_until"
)
ITEM_FIELDS = [c.strip() for c in ITEM_COLS.split(",")]
ENTITY_COLS = (
    "entity_id, canonical_name, type, aliases, summary, mention_count, protected, "
    "first_seen, last_seen"
)
ENTITY_FIELDS = [c.strip() for c in ENTITY_COLS.split(",")]


def utc(value: Any) -> Any:
    """A naive DuckDB timestamp as the UTC time it stores; other values as they are."""
    if isinstance(value, datetime) and value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value


def item_from_row(row: tuple[Any, ...]) -> ItemRow:
    """An `ITEM_COLS` row as an ItemRow."""
    data = {k: utc(v) for k, v in zip(ITEM_FIELDS, row, strict=True)}
    data["tags"] = data["tags"] or []
    data["source_resource_ids"] = data["source_resource_ids"] or []
    return ItemRow(**data)


def entity_from_row(row: tuple[Any, ...]) -> EntityRow:
    """An `ENTITY_COLS` row as an EntityRow."""
    data = {k: utc(v) for k, v in zip(ENTITY_FIELDS, row, strict=True)}
    data["aliases"] = data["aliases"] or []
    return EntityRow(**data)


def items_by_id(con: Con, tenant: str, ids: list[str]) -> list[ItemRow]:
    """The items of `ids` that exist, in the order asked."""
    rows = con.execute(
        f"SELECT {ITEM_COLS} FROM items WHERE tenant_id = ? AND item_id IN "
        "(SELECT unnest(?::VARCHAR[]))",
        [tenant, ids],
    ).fetchall()
    by_id = {r[0]: item_from_row(r) for r in rows}
    return [by_id[i] for i in ids if i in by_id]


def resolve_entities(con: Con, tenant: str, names: list[str]) -> tuple[list[EntityRow], list[str]]:
    """Entities named (canonical name or alias) in `names`, and the names left unresolved."""
    norms = {norm_name(n): n for n in names if norm_name(n)}
    if not norms:
        return [], []
    rows = con.execute(
        f"SELECT a.alias_norm, {', '.join('e.' + c for c in ENTITY_FIELDS)} "
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
        ent = entity_from_row(row[1:])
        found.setdefault(ent.entity_id, ent)
    return list(found.values()), [n for k, n in norms.items() if k not in matched]


def resources_by_id(con: Con, tenant: str, ids: list[str]) -> list[ResourceRow]:
    """The resources of `ids` that exist, each with the items derived from it, in session
    order."""
    rows = con.execute(
        """
        SELECT r.resource_id, r.session_id, r.turn_number, r.part_index, r.first_seen,
               coalesce(list(e.src ORDER BY e.src) FILTER (WHERE e.src IS NOT NULL), [])
        FROM resources r
        LEFT JOIN edges e ON e.tenant_id = r.tenant_id AND e.type = 'derived_from'
             AND e.dst = r.resource_id
        WHERE r.tenant_id = ? AND r.resource_id IN (SELECT unnest(?::VARCHAR[]))
        GROUP BY ALL
        ORDER BY r.session_id, r.turn_number, r.part_index, r.resource_id
        """,
        [tenant, ids],
    ).fetchall()
    return [
        ResourceRow(
            resource_id=r[0],
            session_id=r[1],
            turn_number=r[2],
            part_index=r[3],
            first_seen=utc(r[4]),
            item_ids=r[5],
        )
        for r in rows
    ]


def items(con: Con, q: ItemsQuery) -> ItemsResult:
    return ItemsResult(items=items_by_id(con, q.tenant_id, q.item_ids))


def weak(con: Con, q: WeakQuery) -> ItemsResult:
    rows = con.execute(
        f"""
        SELECT {ITEM_COLS} FROM items
        WHERE tenant_id = ? AND status = 'active' AND NOT protected
              AND coalesce(decay_rate, 1) > 0
        ORDER BY confidence, updated_at, item_id LIMIT ?
        """,
        [q.tenant_id, q.limit],
    ).fetchall()
    return ItemsResult(items=[item_from_row(r) for r in rows])

"""DuckDB tables of one graph partition (docs/architecture.md §4.2).

Every table carries `tenant_id`: a partition holds many tenants and every query filters by
one. Times are `TIMESTAMP` holding UTC (DuckDB's TIMESTAMPTZ needs pytz on the Python
side); values come from the events' `occurred_at`, never from the clock, so a rebuild
writes the same rows as the incremental projection did.
"""

from __future__ import annotations

from typing import Final

import duckdb

# Tables whose content is compared by `rebuild == incremental` and shown by `graph dump`.
TABLES: Final[tuple[str, ...]] = (
    "applied",
    "items",
    "item_ledger",
    "entities",
    "entity_aliases",
    "entity_vectors",
    "item_entities",
    "resources",
    "edges",
    "merge_log",
    "gate_log",
    "context_log",
    "feedback_log",
    "cost_ledger",
    "job_runs",
)

DDL: Final[tuple[str, ...]] = (
    """CREATE TABLE IF NOT EXISTS applied (
        partition INTEGER PRIMARY KEY,
        stream_seq BIGINT NOT NULL,
        events BIGINT NOT NULL,
        updated_at TIMESTAMP
    )""",
    # No primary key on items, item_entities, resources and edges: the partition's single
    # writer knows every key it wrote (state.py) and appends only new ones, and an ART key
    # of 2–4 VARCHARs doubled the cost of appending to these, the biggest tables (measured
    # 9.7 → 6.9 µs per edge row, 25 → 9 ms per COMMIT of 6000 edges; for items 1–2 µs
    # of the projection's time per event). Files created before keep their keys; every
    # write works with or without them.
    """CREATE TABLE IF NOT EXISTS items (
        tenant_id VARCHAR NOT NULL,
        item_id VARCHAR NOT NULL,
        text VARCHAR NOT NULL,
        kind VARCHAR NOT NULL,
        category VARCHAR NOT NULL,
        tags VARCHAR[],
        strength VARCHAR,
        sentiment VARCHAR,
        confidence DOUBLE NOT NULL,
        status VARCHAR NOT NULL,
        protected BOOLEAN NOT NULL,
        decay_rate DOUBLE,
        agent_id VARCHAR,
        project_id VARCHAR,
        session_id VARCHAR,
        source_resource_ids VARCHAR[],
        supersedes VARCHAR,
        superseded_by VARCHAR,
        event_time TIMESTAMP,
        created_at TIMESTAMP,
        updated_at TIMESTAMP,
        valid_until TIMESTAMP
    )""",
    """CREATE TABLE IF NOT EXISTS item_ledger (
        stream_seq BIGINT NOT NULL,
        tenant_id VARCHAR NOT NULL,
        item_id VARCHAR NOT NULL,
        occurred_at TIMESTAMP NOT NULL,
        event_type VARCHAR NOT NULL,
        status VARCHAR,
        confidence DOUBLE,
        reason VARCHAR,
        detail VARCHAR
    )""",
    """CREATE TABLE IF NOT EXISTS entities (
        tenant_id VARCHAR NOT NULL,
        entity_id VARCHAR NOT NULL,
        canonical_name VARCHAR NOT NULL,
        type VARCHAR NOT NULL,
        aliases VARCHAR[],
        summary VARCHAR,
        mention_count BIGINT NOT NULL,
        protected BOOLEAN NOT NULL,
        first_seen TIMESTAMP,
        last_seen TIMESTAMP,
        PRIMARY KEY (tenant_id, entity_id)
    )""",
    """CREATE TABLE IF NOT EXISTS entity_aliases (
        tenant_id VARCHAR NOT NULL,
        alias_norm VARCHAR NOT NULL,
        entity_id VARCHAR NOT NULL,
        PRIMARY KEY (tenant_id, alias_norm)
    )""",
    """CREATE TABLE IF NOT EXISTS entity_vectors (
        tenant_id VARCHAR NOT NULL,
        entity_id VARCHAR NOT NULL,
        vec FLOAT[] NOT NULL,
        PRIMARY KEY (tenant_id, entity_id)
    )""",
    """CREATE TABLE IF NOT EXISTS item_entities (
        tenant_id VARCHAR NOT NULL,
        item_id VARCHAR NOT NULL,
        entity_id VARCHAR NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS resources (
        tenant_id VARCHAR NOT NULL,
        resource_id VARCHAR NOT NULL,
        session_id VARCHAR NOT NULL,
        turn_number INTEGER NOT NULL,
        part_index INTEGER NOT NULL,
        first_seen TIMESTAMP
    )""",
    """CREATE TABLE IF NOT EXISTS edges (
        tenant_id VARCHAR NOT NULL,
        type VARCHAR NOT NULL,
        src VARCHAR NOT NULL,
        dst VARCHAR NOT NULL,
        src_kind VARCHAR NOT NULL,
        dst_kind VARCHAR NOT NULL,
        weight DOUBLE NOT NULL,
        confidence DOUBLE NOT NULL,
        valid_from TIMESTAMP,
        valid_until TIMESTAMP,
        evidence VARCHAR,
        session_id VARCHAR
    )""",
    """CREATE TABLE IF NOT EXISTS merge_log (
        stream_seq BIGINT NOT NULL,
        tenant_id VARCHAR NOT NULL,
        occurred_at TIMESTAMP NOT NULL,
        item_id VARCHAR NOT NULL,
        merged_text VARCHAR,
        similarity DOUBLE,
        confidence_before DOUBLE,
        confidence_after DOUBLE,
        confirmation BOOLEAN
    )""",
    """CREATE TABLE IF NOT EXISTS gate_log (
        stream_seq BIGINT NOT NULL,
        tenant_id VARCHAR NOT NULL,
        occurred_at TIMESTAMP NOT NULL,
        reason VARCHAR NOT NULL,
        text VARCHAR,
        detail VARCHAR,
        session_id VARCHAR,
        source_resource_ids VARCHAR[]
    )""",
    """CREATE TABLE IF NOT EXISTS context_log (
        stream_seq BIGINT NOT NULL,
        tenant_id VARCHAR NOT NULL,
        occurred_at TIMESTAMP NOT NULL,
        tier VARCHAR,
        item_ids VARCHAR[],
        scores DOUBLE[],
        latency_ms DOUBLE,
        cost DOUBLE,
        session_id VARCHAR,
        degraded VARCHAR[]
    )""",
    """CREATE TABLE IF NOT EXISTS feedback_log (
        stream_seq BIGINT NOT NULL,
        tenant_id VARCHAR NOT NULL,
        occurred_at TIMESTAMP NOT NULL,
        payload VARCHAR
    )""",
    """CREATE TABLE IF NOT EXISTS cost_ledger (
        stream_seq BIGINT NOT NULL,
        tenant_id VARCHAR NOT NULL,
        occurred_at TIMESTAMP NOT NULL,
        service VARCHAR,
        kind VARCHAR,
        model VARCHAR,
        prompt_tokens BIGINT,
        completion_tokens BIGINT,
        units DOUBLE
    )""",
    """CREATE TABLE IF NOT EXISTS job_runs (
        stream_seq BIGINT NOT NULL,
        tenant_id VARCHAR NOT NULL,
        job VARCHAR NOT NULL,
        started_at TIMESTAMP,
        finished_at TIMESTAMP,
        counts VARCHAR
    )""",
)

# Secondary indexes an earlier schema created. DuckDB 2.0 uses an ART index only for a
# constant filter on a single column (an EXPLAIN ANALYZE of `tenant_id = ? AND src = ?`
# over these shows a sequential scan), never for joins, so these only slowed every
# append; the neighbourhood query now reads the writer's in-memory adjacency instead.
DROPPED_INDEXES: Final[tuple[str, ...]] = ("ie_entity", "edges_src", "edges_dst", "ledger_item")


def create_schema(con: duckdb.DuckDBPyConnection) -> None:
    """Idempotent: a fresh file gets every table, an existing one is left as it is."""
    for statement in DDL:
        con.execute(statement)
    for index in DROPPED_INDEXES:
        con.execute(f"DROP INDEX IF EXISTS {index}")


def dump(con: duckdb.DuckDBPyConnection, table: str) -> list[tuple[object, ...]]:
    """Every row of `table` in a total order, for comparisons."""
    if table not in TABLES:
        raise ValueError(f"unknown table {table!r}")
    columns = [row[0] for row in con.execute(f"DESCRIBE {table}").fetchall()]
    order = ", ".join(f'"{c}"' for c in columns)
    return con.execute(f"SELECT * FROM {table} ORDER BY {order}").fetchall()

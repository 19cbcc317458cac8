"""Projection of EVENTS into one partition's DuckDB tables.

`Projector.apply` turns a batch of events into rows in one transaction that also moves
`applied.stream_seq`, so a batch is either wholly projected (and never again: events at or
below the applied sequence are skipped) or not at all. Everything written derives from the
events in stream order — times from `occurred_at`, ids from names — so projecting the same
events in other batch sizes, or again from scratch (`rebuild`), writes the same rows.

Bulk writes go through DuckDB appenders; the state a batch needs (items, links, aliases)
is read once per batch with list parameters, changed in Python, and written back once.
"""

from __future__ import annotations

import json
import logging
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import duckdb
import numpy as np

from contracts.events import (
    ContextServed,
    CostRecorded,
    EntityRef,
    ItemMerged,
    ItemRejected,
    ItemSnapshot,
    ItemStored,
    ItemSuperseded,
    ItemUpdated,
    JobCompleted,
)
from services.graph.decode import Event, naive_utc
from services.graph.entities import EntityState, TenantVectors, Vector, entity_id, norm_name

log = logging.getLogger(__name__)

ITEM_COLUMNS = (
    "tenant_id",
    "item_id",
    "text",
    "kind",
    "category",
    "tags",
    "strength",
    "sentiment",
    "confidence",
    "status",
    "protected",
    "decay_rate",
    "agent_id",
    "project_id",
    "session_id",
    "source_resource_ids",
    "supersedes",
    "superseded_by",
    "event_time",
    "created_at",
    "updated_at",
    "valid_until",
)
ENTITY_COLUMNS = (
    "tenant_id",
    "entity_id",
    "canonical_name",
    "type",
    "aliases",
    "summary",
    "mention_count",
    "protected",
    "first_seen",
    "last_seen",
)
# item.updated may change these item columns; other keys (access counts…) are ignored.
_UPDATABLE = {
    "confidence": float,
    "status": str,
    "protected": bool,
    "decay_rate": float,
    "text": str,
    "category": str,
    "kind": str,
}
_SEP = "\x1f"

EdgeKey = tuple[str, str, str, str]


def parse_resource_id(resource_id: str) -> tuple[str, int, int] | None:
    """(session, turn, part) of `<tenant>:<session>:<turn>:<part>`, or None."""
    parts = resource_id.split(":")
    if len(parts) != 4:
        return None
    try:
        return parts[1], int(parts[2]), int(parts[3])
    except ValueError:
        return None


def _time(value: Any) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        return naive_utc(value)
    if isinstance(value, int | float):
        return datetime.fromtimestamp(float(value), UTC).replace(tzinfo=None)
    return naive_utc(datetime.fromisoformat(str(value)))


@dataclass(slots=True)
class _Edge:
    src_kind: str
    dst_kind: str
    weight: float
    confidence: float
    valid_from: datetime | None
    evidence: str | None = None


@dataclass(slots=True)
class _Batch:
    """Everything a batch reads once and writes once."""

    items: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    dirty_items: set[tuple[str, str]] = field(default_factory=set)
    links: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    new_links: list[tuple[str, str, str]] = field(default_factory=list)
    aliases: dict[tuple[str, str], str] = field(default_factory=dict)
    new_aliases: list[tuple[str, str, str]] = field(default_factory=list)
    entities: dict[tuple[str, str], EntityState] = field(default_factory=dict)
    new_entities: set[tuple[str, str]] = field(default_factory=set)
    new_vectors: list[tuple[str, str, list[float]]] = field(default_factory=list)
    tenant_vectors: dict[str, TenantVectors] = field(default_factory=dict)
    resources: dict[tuple[str, str], tuple[str, int, int, datetime]] = field(default_factory=dict)
    known_resources: set[tuple[str, str]] = field(default_factory=set)
    supersedes_of: dict[tuple[str, str], str] = field(default_factory=dict)
    sessions: set[tuple[str, str]] = field(default_factory=set)
    edges: dict[EdgeKey, _Edge] = field(default_factory=dict)
    logs: dict[str, list[tuple[Any, ...]]] = field(default_factory=lambda: defaultdict(list))


class Projector:
    """Applies event batches to one partition's connection (the partition's only writer)."""

    def __init__(
        self,
        con: duckdb.DuckDBPyConnection,
        partition: int,
        *,
        protect_mentions: int = 5,
        vector_threshold: float = 0.85,
    ) -> None:
        self.con = con
        self.partition = partition
        self.protect_mentions = protect_mentions
        self.vector_threshold = vector_threshold
        con.execute(
            "CREATE TEMP TABLE IF NOT EXISTS edge_delta AS SELECT * FROM edges WITH NO DATA"
        )

    # --- progress --------------------------------------------------------------------

    def applied_seq(self) -> int:
        row = self.con.execute(
            "SELECT stream_seq FROM applied WHERE partition = ?", [self.partition]
        ).fetchone()
        return int(row[0]) if row else 0

    def _applied_events(self) -> int:
        row = self.con.execute(
            "SELECT events FROM applied WHERE partition = ?", [self.partition]
        ).fetchone()
        return int(row[0]) if row else 0

    # --- entity names that need a vector ---------------------------------------------

    def unresolved_names(self, events: Sequence[Event]) -> list[tuple[str, str]]:
        """(tenant, name) of mentions no exact name or alias matches yet: embed these."""
        wanted: dict[tuple[str, str], str] = {}
        for event in events:
            for ref in _mentions(event):
                wanted.setdefault((event.tenant_id, norm_name(ref.name)), ref.name)
        if not wanted:
            return []
        known = self._lookup_aliases(list(wanted))
        return [(t, name) for (t, n), name in wanted.items() if (t, n) not in known and n]

    # --- the batch -------------------------------------------------------------------

    def apply(
        self,
        events: Sequence[Event],
        last_seq: int,
        vectors: Mapping[tuple[str, str], Vector] | None = None,
    ) -> int:
        """Project `events` (stream order) and record `last_seq` as applied; returns it.

        `last_seq` is the highest sequence the caller looked at, including messages that
        were malformed or belong to another partition, so they are not looked at again.
        `vectors` maps (tenant, normalised name) to a name embedding.
        """
        applied = self.applied_seq()
        todo = [e for e in events if e.seq > applied]
        if last_seq <= applied:
            return applied
        self.con.execute("BEGIN TRANSACTION")
        try:
            batch = self._load(todo)
            for event in todo:
                self._apply_one(batch, event, vectors or {})
            self._write(batch)
            updated = todo[-1].occurred_at if todo else None
            self.con.execute(
                "INSERT OR REPLACE INTO applied VALUES (?, ?, ?, "
                "coalesce(?, (SELECT updated_at FROM applied WHERE partition = ?)))",
                [
                    self.partition,
                    last_seq,
                    self._applied_events() + len(todo),
                    updated,
                    self.partition,
                ],
            )
            self.con.execute("COMMIT")
        except BaseException:
            self.con.execute("ROLLBACK")
            raise
        return last_seq

    # --- reading the batch's state ---------------------------------------------------

    def _pairs_query(self, sql: str, pairs: Iterable[tuple[str, str]]) -> list[tuple[Any, ...]]:
        keys = list(pairs)
        if not keys:
            return []
        return self.con.execute(sql, [[k[0] for k in keys], [k[1] for k in keys]]).fetchall()

    def _lookup_aliases(self, pairs: list[tuple[str, str]]) -> dict[tuple[str, str], str]:
        rows = self._pairs_query(
            "SELECT a.tenant_id, a.alias_norm, a.entity_id FROM entity_aliases a "
            "JOIN (SELECT unnest(?::VARCHAR[]) AS t, unnest(?::VARCHAR[]) AS k) q "
            "ON a.tenant_id = q.t AND a.alias_norm = q.k",
            pairs,
        )
        return {(r[0], r[1]): r[2] for r in rows}

    def _load(self, events: Sequence[Event]) -> _Batch:
        batch = _Batch()
        item_keys: set[tuple[str, str]] = set()
        names: set[tuple[str, str]] = set()
        resources: set[tuple[str, str]] = set()
        for event in events:
            for item in _item_ids(event):
                item_keys.add((event.tenant_id, item))
            for ref in _mentions(event):
                for name in (ref.name, *ref.aliases):
                    names.add((event.tenant_id, norm_name(name)))
            snap = _snapshot(event)
            if snap is not None:
                for rid in snap.source_resource_ids:
                    resources.add((event.tenant_id, rid))
        cols = ", ".join(f"i.{c}" for c in ITEM_COLUMNS)
        for row in self._pairs_query(
            f"SELECT {cols} FROM items i JOIN (SELECT unnest(?::VARCHAR[]) AS t, "
            "unnest(?::VARCHAR[]) AS k) q ON i.tenant_id = q.t AND i.item_id = q.k",
            item_keys,
        ):
            batch.items[(row[0], row[1])] = dict(zip(ITEM_COLUMNS, row, strict=True))
        for key in item_keys:
            batch.links[key] = set()
        for t, item, ent in self._pairs_query(
            "SELECT l.tenant_id, l.item_id, l.entity_id FROM item_entities l "
            "JOIN (SELECT unnest(?::VARCHAR[]) AS t, unnest(?::VARCHAR[]) AS k) q "
            "ON l.tenant_id = q.t AND l.item_id = q.k",
            item_keys,
        ):
            batch.links[(t, item)].add(ent)
        # A correction may be announced before the new item's own event arrives.
        for t, src, dst in self._pairs_query(
            "SELECT e.tenant_id, e.src, e.dst FROM edges e "
            "JOIN (SELECT unnest(?::VARCHAR[]) AS t, unnest(?::VARCHAR[]) AS k) q "
            "ON e.tenant_id = q.t AND e.src = q.k WHERE e.type = 'supersedes'",
            item_keys,
        ):
            batch.supersedes_of[(t, src)] = dst
        batch.aliases = self._lookup_aliases(list(names))
        entity_keys = {(t, e) for (t, _), e in batch.aliases.items()}
        cols = ", ".join(f"e.{c}" for c in ENTITY_COLUMNS)
        for row in self._pairs_query(
            f"SELECT {cols} FROM entities e JOIN (SELECT unnest(?::VARCHAR[]) AS t, "
            "unnest(?::VARCHAR[]) AS k) q ON e.tenant_id = q.t AND e.entity_id = q.k",
            entity_keys,
        ):
            batch.entities[(row[0], row[1])] = EntityState(*row)
        for t, rid in self._pairs_query(
            "SELECT r.tenant_id, r.resource_id FROM resources r "
            "JOIN (SELECT unnest(?::VARCHAR[]) AS t, unnest(?::VARCHAR[]) AS k) q "
            "ON r.tenant_id = q.t AND r.resource_id = q.k",
            resources,
        ):
            batch.known_resources.add((t, rid))
        return batch

    def _vectors_of(self, batch: _Batch, tenant: str) -> TenantVectors:
        tv = batch.tenant_vectors.get(tenant)
        if tv is None:
            tv = TenantVectors()
            for ent, vec in self.con.execute(
                "SELECT entity_id, vec FROM entity_vectors WHERE tenant_id = ? ORDER BY entity_id",
                [tenant],
            ).fetchall():
                tv.add(ent, np.asarray(vec, dtype=np.float32))
            batch.tenant_vectors[tenant] = tv
        return tv

    # --- one event -------------------------------------------------------------------

    def _apply_one(
        self, batch: _Batch, event: Event, vectors: Mapping[tuple[str, str], Vector]
    ) -> None:
        p = event.payload
        t = event.tenant_id
        at = event.occurred_at
        if isinstance(p, ItemStored):
            self._snapshot(batch, event, p.item, vectors, stored=True)
        elif isinstance(p, ItemMerged):
            before = batch.items.get((t, p.item.item_id))
            self._snapshot(batch, event, p.item, vectors, stored=False)
            batch.logs["merge_log"].append(
                (
                    event.seq,
                    t,
                    at,
                    p.item.item_id,
                    p.merged_text,
                    p.similarity,
                    p.confidence_before if before is None else before["confidence"],
                    p.item.confidence,
                    p.confirmation,
                )
            )
        elif isinstance(p, ItemSuperseded):
            self._superseded(batch, event, p)
        elif isinstance(p, ItemUpdated):
            self._updated(batch, event, p)
        elif isinstance(p, ItemRejected):
            batch.logs["gate_log"].append(
                (event.seq, t, at, p.reason, p.text, p.detail, p.session_id, p.source_resource_ids)
            )
        elif isinstance(p, ContextServed):
            batch.logs["context_log"].append(
                (
                    event.seq,
                    t,
                    at,
                    p.tier,
                    p.item_ids,
                    p.scores,
                    p.latency_ms,
                    p.cost,
                    p.session_id,
                    p.degraded,
                )
            )
        elif isinstance(p, CostRecorded):
            batch.logs["cost_ledger"].append(
                (
                    event.seq,
                    t,
                    at,
                    p.service,
                    p.kind,
                    p.model,
                    p.prompt_tokens,
                    p.completion_tokens,
                    p.units,
                )
            )
        elif isinstance(p, JobCompleted):
            batch.logs["job_runs"].append(
                (
                    event.seq,
                    t,
                    p.job,
                    naive_utc(p.started_at),
                    naive_utc(p.finished_at),
                    json.dumps(p.counts, sort_keys=True),
                )
            )
        elif event.type == "feedback.received":
            batch.logs["feedback_log"].append(
                (event.seq, t, at, json.dumps(event.raw_payload, sort_keys=True))
            )

    def _ledger(
        self,
        batch: _Batch,
        event: Event,
        item: dict[str, Any],
        reason: str | None = None,
        detail: str | None = None,
    ) -> None:
        batch.logs["item_ledger"].append(
            (
                event.seq,
                event.tenant_id,
                item["item_id"],
                event.occurred_at,
                event.type,
                item["status"],
                item["confidence"],
                reason,
                detail,
            )
        )

    def _snapshot(
        self,
        batch: _Batch,
        event: Event,
        snap: ItemSnapshot,
        vectors: Mapping[tuple[str, str], Vector],
        *,
        stored: bool,
    ) -> None:
        t, at = event.tenant_id, event.occurred_at
        key = (t, snap.item_id)
        old = batch.items.get(key)
        old_sources = set(old["source_resource_ids"] or []) if old else set()
        sources = list(
            dict.fromkeys(
                [*(old["source_resource_ids"] or [] if old else []), *snap.source_resource_ids]
            )
        )
        item: dict[str, Any] = {
            "tenant_id": t,
            "item_id": snap.item_id,
            "text": snap.text,
            "kind": snap.kind,
            "category": snap.category,
            "tags": list(snap.tags),
            "strength": snap.strength,
            "sentiment": snap.sentiment,
            "confidence": snap.confidence,
            "status": snap.status,
            "protected": bool(old["protected"]) if old else False,
            "decay_rate": old["decay_rate"] if old else None,
            "agent_id": snap.agent_id,
            "project_id": snap.project_id,
            "session_id": snap.session_id or (old["session_id"] if old else None),
            "source_resource_ids": sources,
            "supersedes": old["supersedes"] if old else batch.supersedes_of.get(key),
            "superseded_by": old["superseded_by"] if old else None,
            "event_time": naive_utc(snap.event_time) if snap.event_time else None,
            "created_at": old["created_at"] if old else at,
            "updated_at": at,
            "valid_until": old["valid_until"] if old else None,
        }
        batch.items[key] = item
        batch.dirty_items.add(key)
        self._ledger(batch, event, item, reason="stored" if stored else "merged")
        for rid in snap.source_resource_ids:
            if rid in old_sources:
                continue
            self._edge(batch, t, "derived_from", snap.item_id, rid, "item", "resource", 1.0, at)
            self._resource(batch, t, rid, at)
        linked = batch.links.setdefault(key, set())
        resolved: list[str] = []
        for ref in snap.entities:
            ent = self._resolve(batch, t, ref, at, vectors)
            if ent is None or ent.entity_id in resolved:
                continue
            resolved.append(ent.entity_id)
            ent.mention_count += 1
            ent.last_seen = at
            ent.protected = ent.mention_count > self.protect_mentions
            ent.dirty = True
        new = [e for e in resolved if e not in linked]
        for ent_id in new:
            batch.new_links.append((t, snap.item_id, ent_id))
            self._edge(batch, t, "mentions", snap.item_id, ent_id, "item", "entity", 1.0, at)
        for i, a in enumerate(resolved):
            for b in resolved[i + 1 :]:
                if a in linked and b in linked:
                    continue
                src, dst = (a, b) if a < b else (b, a)
                self._edge(batch, t, "co_occurs", src, dst, "entity", "entity", 1.0, at, add=True)
        linked.update(new)

    def _superseded(self, batch: _Batch, event: Event, p: ItemSuperseded) -> None:
        t, at = event.tenant_id, event.occurred_at
        relation = "contradicts" if p.relation == "contradicts" else "supersedes"
        if relation == "supersedes":
            batch.supersedes_of[(t, p.new_item_id)] = p.old_item_id
        self._edge(batch, t, relation, p.new_item_id, p.old_item_id, "item", "item", 1.0, at)
        old = batch.items.get((t, p.old_item_id))
        if old is not None:
            old["confidence"] = p.confidence_after
            old["updated_at"] = at
            if relation == "supersedes":
                old["status"] = "superseded"
                old["valid_until"] = naive_utc(p.valid_until)
                old["superseded_by"] = p.new_item_id
            batch.dirty_items.add((t, p.old_item_id))
            self._ledger(batch, event, old, reason=relation, detail=p.new_item_id)
        new = batch.items.get((t, p.new_item_id))
        if new is not None and relation == "supersedes":
            new["supersedes"] = p.old_item_id
            batch.dirty_items.add((t, p.new_item_id))

    def _updated(self, batch: _Batch, event: Event, p: ItemUpdated) -> None:
        item = batch.items.get((event.tenant_id, p.item_id))
        if item is None:
            log.info("update of an unknown item ignored", extra={"item": p.item_id})
            return
        for name, value in p.changes.items():
            cast = _UPDATABLE.get(name)
            if cast is not None and value is not None:
                item[name] = cast(value)
            elif name == "tags" and isinstance(value, list):
                item["tags"] = [str(v) for v in value]
            elif name == "valid_until":
                item["valid_until"] = _time(value)
        item["updated_at"] = event.occurred_at
        batch.dirty_items.add((event.tenant_id, p.item_id))
        self._ledger(
            batch, event, item, reason=p.reason, detail=json.dumps(p.changes, sort_keys=True)
        )

    # --- entities --------------------------------------------------------------------

    def _resolve(
        self,
        batch: _Batch,
        tenant: str,
        ref: EntityRef,
        at: datetime,
        vectors: Mapping[tuple[str, str], Vector],
    ) -> EntityState | None:
        name_norm = norm_name(ref.name)
        if not name_norm:
            return None
        names = [ref.name, *ref.aliases]
        found: str | None = None
        for name in names:
            found = batch.aliases.get((tenant, norm_name(name)))
            if found is not None:
                break
        vec = vectors.get((tenant, name_norm))
        if found is None and vec is not None:
            best = self._vectors_of(batch, tenant).best(vec)
            if best is not None and best[1] >= self.vector_threshold:
                found = best[0]
        if found is None:
            ent = EntityState(
                tenant_id=tenant,
                entity_id=ref.entity_id or entity_id(tenant, name_norm),
                canonical_name=ref.name.strip(),
                type=ref.type,
                aliases=[],
                summary=None,
                mention_count=0,
                protected=False,
                first_seen=at,
                last_seen=at,
                dirty=True,
            )
            batch.entities[(tenant, ent.entity_id)] = ent
            batch.new_entities.add((tenant, ent.entity_id))
            if vec is not None:
                self._vectors_of(batch, tenant).add(ent.entity_id, vec)
                batch.new_vectors.append((tenant, ent.entity_id, [float(x) for x in vec]))
        else:
            loaded = batch.entities.get((tenant, found))
            if loaded is None:
                loaded = self._load_entity(batch, tenant, found)
            ent = loaded
        if ent.type in ("other", "") and ref.type not in ("other", ""):
            ent.type = ref.type
            ent.dirty = True
        # Every name of the mention becomes an alias of the entity unless another owns it.
        known = {norm_name(ent.canonical_name), *(norm_name(a) for a in ent.aliases)}
        for name in names:
            n = norm_name(name)
            if not n:
                continue
            owner = batch.aliases.get((tenant, n))
            if owner is None:
                batch.aliases[(tenant, n)] = ent.entity_id
                batch.new_aliases.append((tenant, n, ent.entity_id))
            if n not in known and owner in (None, ent.entity_id):
                ent.aliases.append(name.strip())
                known.add(n)
                ent.dirty = True
        return ent

    def _load_entity(self, batch: _Batch, tenant: str, ent_id: str) -> EntityState:
        cols = ", ".join(ENTITY_COLUMNS)
        row = self.con.execute(
            f"SELECT {cols} FROM entities WHERE tenant_id = ? AND entity_id = ?", [tenant, ent_id]
        ).fetchone()
        if row is None:
            raise LookupError(f"entity {ent_id} of an alias or vector is missing")
        ent = EntityState(*row)
        batch.entities[(tenant, ent_id)] = ent
        return ent

    # --- edges and resources ---------------------------------------------------------

    def _edge(
        self,
        batch: _Batch,
        tenant: str,
        kind: str,
        src: str,
        dst: str,
        src_kind: str,
        dst_kind: str,
        confidence: float,
        at: datetime,
        *,
        add: bool = False,
    ) -> None:
        key = (tenant, kind, src, dst)
        edge = batch.edges.get(key)
        if edge is None:
            batch.edges[key] = _Edge(src_kind, dst_kind, 1.0, confidence, at)
        elif add:
            edge.weight += 1.0

    def _resource(self, batch: _Batch, tenant: str, rid: str, at: datetime) -> None:
        if (tenant, rid) in batch.known_resources or (tenant, rid) in batch.resources:
            return
        parsed = parse_resource_id(rid)
        if parsed is None:
            return
        session, turn, part = parsed
        batch.resources[(tenant, rid)] = (session, turn, part, at)
        batch.sessions.add((tenant, session))

    # --- writing ---------------------------------------------------------------------

    def _write(self, batch: _Batch) -> None:
        con = self.con
        if batch.dirty_items:
            with con.appender("items", action="upsert") as app:
                app.append_rows(
                    [tuple(batch.items[k][c] for c in ITEM_COLUMNS) for k in batch.dirty_items]
                )
        dirty_entities = [e.row() for e in batch.entities.values() if e.dirty]
        if dirty_entities:
            with con.appender("entities", action="upsert") as app:
                app.append_rows(dirty_entities)
        if batch.new_aliases:
            with con.appender("entity_aliases") as app:
                app.append_rows(batch.new_aliases)
        if batch.new_vectors:
            with con.appender("entity_vectors") as app:
                app.append_rows(batch.new_vectors)
        if batch.new_links:
            with con.appender("item_entities") as app:
                app.append_rows(batch.new_links)
        if batch.resources:
            with con.appender("resources") as app:
                app.append_rows([(t, rid, *rest) for (t, rid), rest in batch.resources.items()])
        for table, rows in batch.logs.items():
            with con.appender(table) as app:
                app.append_rows(rows)
        if batch.edges:
            self._write_edges(batch)
        if batch.sessions:
            self._relink_sessions(batch.sessions)

    def _write_edges(self, batch: _Batch) -> None:
        con = self.con
        con.execute("DELETE FROM edge_delta")
        with con.appender("edge_delta") as app:
            app.append_rows(
                [
                    (
                        t,
                        kind,
                        src,
                        dst,
                        e.src_kind,
                        e.dst_kind,
                        e.weight,
                        e.confidence,
                        e.valid_from,
                        None,
                        e.evidence,
                        None,
                    )
                    for (t, kind, src, dst), e in batch.edges.items()
                ]
            )
        # Co-occurrence counts add up; every other edge is recorded once, first time wins.
        con.execute(
            "INSERT INTO edges SELECT * FROM edge_delta "
            "ON CONFLICT (tenant_id, type, src, dst) DO UPDATE SET weight = "
            "CASE WHEN excluded.type = 'co_occurs' THEN edges.weight + excluded.weight "
            "ELSE edges.weight END"
        )

    def _relink_sessions(self, sessions: set[tuple[str, str]]) -> None:
        """Temporal edges between consecutive resources of each touched session.

        Recomputed from the `resources` table rather than appended, so the chain is the
        same whichever order or batches the resources arrived in.
        """
        keys = [f"{t}{_SEP}{s}" for t, s in sessions]
        self.con.execute(
            "DELETE FROM edges WHERE type = 'temporal' AND tenant_id || chr(31) || session_id "
            "IN (SELECT unnest(?::VARCHAR[]))",
            [keys],
        )
        self.con.execute(
            """
            INSERT INTO edges
            SELECT tenant_id, 'temporal', resource_id, nxt, 'resource', 'resource', 1.0, 1.0,
                   greatest(first_seen, nxt_seen), NULL, NULL, session_id
            FROM (
                SELECT tenant_id, session_id, resource_id, first_seen,
                       lead(resource_id) OVER w AS nxt, lead(first_seen) OVER w AS nxt_seen
                FROM resources
                WHERE tenant_id || chr(31) || session_id IN (SELECT unnest(?::VARCHAR[]))
                WINDOW w AS (PARTITION BY tenant_id, session_id
                             ORDER BY turn_number, part_index, resource_id)
            )
            WHERE nxt IS NOT NULL
            """,
            [keys],
        )


def _snapshot(event: Event) -> ItemSnapshot | None:
    p = event.payload
    if isinstance(p, ItemStored | ItemMerged):
        return p.item
    return None


def _mentions(event: Event) -> list[EntityRef]:
    snap = _snapshot(event)
    return list(snap.entities) if snap is not None else []


def _item_ids(event: Event) -> list[str]:
    p = event.payload
    if isinstance(p, ItemStored | ItemMerged):
        return [p.item.item_id]
    if isinstance(p, ItemSuperseded):
        return [p.old_item_id, p.new_item_id]
    if isinstance(p, ItemUpdated):
        return [p.item_id]
    return []

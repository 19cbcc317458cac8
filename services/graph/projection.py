"""Projection of EVENTS into one partition's DuckDB tables.

`Projector.apply` turns a batch of events into rows in one transaction that also moves
`applied.stream_seq`, so a batch is either wholly projected (and never again: events at or
below the applied sequence are skipped) or not at all. Everything written derives from the
events in stream order — times from `occurred_at`, ids from names — so projecting the same
events in other batch sizes, or again from scratch (`rebuild`), writes the same rows.

The batch is worked out in Python against the writer's in-memory state (`state.py`), with
no read from DuckDB, and then written with as few statements as the tables allow: new
rows as one `INSERT … SELECT` per table from an Arrow table built column-wise, and rows
that already exist with one keyed statement per table (entities, co-occurrence weights;
items by the set of columns changed), because each keyed statement costs a scan of its
table in DuckDB. The in-memory state takes the batch's changes only after the
transaction committed.
"""

from __future__ import annotations

import json
import logging
import operator
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import duckdb
import numpy as np
import pyarrow as pa  # type: ignore[import-untyped]

from memstream.contracts.events import (
    EntityRef,
    ItemSnapshot,
    ItemSuperseded,
    ItemUpdated,
)
from memstream.services.graph import gcpause
from memstream.services.graph.decode import Event, naive_utc
from memstream.services.graph.entities import (
    EntityState,
    Vector,
    best_match,
    entity_id,
    norm_name,
    unit,
)
from memstream.services.graph.schema import TABLES
from memstream.services.graph.state import (
    Delta,
    ItemState,
    PartitionState,
    ResourceKey,
    session_order,
)

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
_ITEM_ROW = operator.itemgetter(*ITEM_COLUMNS)
# Columns an existing item's row may change.
_MASKED = ITEM_COLUMNS[2:]
# Past this many distinct sets of changed columns in a batch, one UPDATE keeps each row's
# other columns with a CASE instead of one UPDATE per set (each statement scans `items`).
_UPDATE_GROUPS = 4
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

# (src_kind, dst_kind) of every edge type the projection writes.
_KINDS = {
    "derived_from": ("item", "resource"),
    "mentions": ("item", "entity"),
    "temporal": ("resource", "resource"),
    "supersedes": ("item", "item"),
    "contradicts": ("item", "item"),
}
_SRC_KIND = "CASE type " + " ".join(f"WHEN '{k}' THEN '{v[0]}'" for k, v in _KINDS.items()) + " END"
_DST_KIND = "CASE type " + " ".join(f"WHEN '{k}' THEN '{v[1]}'" for k, v in _KINDS.items()) + " END"

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


# DuckDB column types as Arrow types: rows go to DuckDB as Arrow tables of the exact
# column types, so no statement needs a cast and no value takes a detour through Python.
_ARROW_TYPES: dict[str, Any] = {
    "VARCHAR": pa.string(),
    "BIGINT": pa.int64(),
    "INTEGER": pa.int32(),
    "DOUBLE": pa.float64(),
    "BOOLEAN": pa.bool_(),
    "TIMESTAMP": pa.timestamp("us"),
    "VARCHAR[]": pa.list_(pa.string()),
    "DOUBLE[]": pa.list_(pa.float64()),
    "FLOAT[]": pa.list_(pa.float32()),
}
# The edge columns each kind of edge statement sends, in the order of its row tuples.
_VARYING = ("tenant_id", "type", "src", "dst", "valid_from", "session_id")
_LOST = ("tenant_id", "src", "dst")
_KEY = ("tenant_id", "item_id")
_COOC = ("tenant_id", "src", "dst", "weight", "valid_from")


def arrow_schemas(con: duckdb.DuckDBPyConnection) -> dict[str, Any]:
    """Every table's columns as an Arrow schema, read from the file (`DESCRIBE`)."""
    out = {}
    for table in TABLES:
        columns = con.execute(f"DESCRIBE {table}").fetchall()
        out[table] = pa.schema([(c[0], _ARROW_TYPES[c[1]]) for c in columns])
    return out


def arrow_table(schema: Any, columns: Iterable[Sequence[Any]], names: Sequence[str] = ()) -> Any:
    """An Arrow table of `columns`, typed as the same-named fields of `schema` (all of its
    fields, in order, unless `names` says which)."""
    names = names or schema.names
    arrays = [
        pa.array(values, type=schema.field(name).type)
        for name, values in zip(names, columns, strict=True)
    ]
    return pa.Table.from_arrays(arrays, names=list(names))


@dataclass(slots=True)
class _Cooc:
    weight: float
    valid_from: datetime | None


@dataclass(slots=True)
class _ItemChange:
    """An item as this batch leaves it: its state, and the row columns the batch set."""

    state: ItemState
    new: bool
    row: dict[str, Any]


@dataclass(slots=True)
class _Batch:
    """A batch's changes, on top of the committed state they are read through."""

    items: dict[tuple[str, str], _ItemChange] = field(default_factory=dict)
    entities: dict[tuple[str, str], EntityState] = field(default_factory=dict)
    new_entities: set[tuple[str, str]] = field(default_factory=set)
    aliases: dict[tuple[str, str], str] = field(default_factory=dict)
    vectors: list[tuple[str, str, Vector]] = field(default_factory=list)
    links: list[tuple[str, str, str]] = field(default_factory=list)
    resources: dict[tuple[str, str], tuple[str, int, int, datetime | None]] = field(
        default_factory=dict
    )
    session_adds: dict[tuple[str, str], list[ResourceKey]] = field(default_factory=dict)
    supersedes: dict[tuple[str, str], str] = field(default_factory=dict)
    # First `valid_from` of each other edge; only co-occurrences carry a weight.
    edges: dict[EdgeKey, datetime | None] = field(default_factory=dict)
    cooc: dict[tuple[str, str, str], _Cooc] = field(default_factory=dict)
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
        self._schemas = arrow_schemas(con)
        with gcpause.paused():
            self.state = PartitionState.load(con, partition)

    # --- progress --------------------------------------------------------------------

    def applied_seq(self) -> int:
        return self.state.applied_seq

    # --- entity names that need a vector ---------------------------------------------

    def unresolved_names(self, events: Sequence[Event]) -> list[tuple[str, str]]:
        """(tenant, name) of mentions no exact name or alias matches yet: embed these."""
        wanted: dict[tuple[str, str], str] = {}
        for event in events:
            for ref in _mentions(event):
                wanted.setdefault((event.tenant_id, norm_name(ref.name)), ref.name)
        out = []
        for (t, n), name in wanted.items():
            graph = self.state.get(t)
            if n and (graph is None or n not in graph.aliases):
                out.append((t, name))
        return out

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
        applied = self.state.applied_seq
        if last_seq <= applied:
            return applied
        with gcpause.paused():
            return self._apply(events, last_seq, applied, vectors)

    def _apply(
        self,
        events: Sequence[Event],
        last_seq: int,
        applied: int,
        vectors: Mapping[tuple[str, str], Vector] | None,
    ) -> int:
        todo = [e for e in events if e.seq > applied]
        batch = _Batch()
        resolved = vectors or {}
        for event in todo:
            self._apply_one(batch, event, resolved)
        total = self.state.applied_events + len(todo)
        at = todo[-1].occurred_at if todo else None
        self.con.execute("BEGIN TRANSACTION")
        try:
            delta = self._write(batch)
            progress = [last_seq, total, at or self.state.applied_at, self.partition]
            if self.state.applied_seq or self.state.applied_events:
                self.con.execute(
                    "UPDATE applied SET stream_seq = ?, events = ?, updated_at = ? "
                    "WHERE partition = ?",
                    progress,
                )
            else:
                self.con.execute(
                    "INSERT OR REPLACE INTO applied (stream_seq, events, updated_at, partition) "
                    "VALUES (?, ?, ?, ?)",
                    progress,
                )
            self.con.execute("COMMIT")
        except BaseException:
            self.con.execute("ROLLBACK")
            raise
        try:
            self.state.commit(delta, last_seq, total, at)
        except BaseException:
            # The file is ahead of a half-updated memory: start again from the file.
            with gcpause.paused():
                self.state = PartitionState.load(self.con, self.partition)
            raise
        return last_seq

    # --- reading through the batch ---------------------------------------------------

    def _item(self, batch: _Batch, t: str, item_id: str) -> _ItemChange | None:
        change = batch.items.get((t, item_id))
        if change is None:
            graph = self.state.get(t)
            found = graph.items.get(item_id) if graph is not None else None
            if found is None:
                return None
            change = batch.items[(t, item_id)] = _ItemChange(found.copy(), False, {})
        return change

    def _alias(self, batch: _Batch, t: str, name_norm: str) -> str | None:
        found = batch.aliases.get((t, name_norm))
        if found is None:
            graph = self.state.get(t)
            if graph is not None:
                found = graph.aliases.get(name_norm)
        return found

    def _entity(self, batch: _Batch, t: str, ent_id: str) -> EntityState:
        ent = batch.entities.get((t, ent_id))
        if ent is None:
            graph = self.state.get(t)
            committed = graph.entities.get(ent_id) if graph is not None else None
            if committed is None:
                raise LookupError(f"entity {ent_id} of an alias or vector is missing")
            ent = batch.entities[(t, ent_id)] = committed.copy()
        return ent

    def _resource_known(self, batch: _Batch, t: str, rid: str) -> bool:
        if (t, rid) in batch.resources:
            return True
        graph = self.state.get(t)
        return graph is not None and rid in graph.resources

    def _supersedes_of(self, batch: _Batch, t: str, item_id: str) -> str | None:
        found = batch.supersedes.get((t, item_id))
        if found is None:
            graph = self.state.get(t)
            if graph is not None:
                found = graph.supersedes.get(item_id)
        return found

    # --- one event -------------------------------------------------------------------

    def _apply_one(
        self, batch: _Batch, event: Event, vectors: Mapping[tuple[str, str], Vector]
    ) -> None:
        # By type, not class: a payload is the contract model or its mirror (decode.py).
        kind = event.type
        p = event.payload
        t = event.tenant_id
        at = event.occurred_at
        if kind == "item.stored":
            self._snapshot(batch, event, p.item, vectors, stored=True)
        elif kind == "item.merged":
            before = self._item(batch, t, p.item.item_id)
            confidence_before = p.confidence_before if before is None else before.state.confidence
            self._snapshot(batch, event, p.item, vectors, stored=False)
            batch.logs["merge_log"].append(
                (
                    event.seq,
                    t,
                    at,
                    p.item.item_id,
                    p.merged_text,
                    p.similarity,
                    confidence_before,
                    p.item.confidence,
                    p.confirmation,
                )
            )
        elif kind == "item.superseded":
            self._superseded(batch, event, p)
        elif kind == "item.updated":
            self._updated(batch, event, p)
        elif kind == "item.rejected":
            batch.logs["gate_log"].append(
                (event.seq, t, at, p.reason, p.text, p.detail, p.session_id, p.source_resource_ids)
            )
        elif kind == "context.served":
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
        elif kind == "cost.recorded":
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
        elif kind == "job.completed":
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
        elif kind == "feedback.received":
            batch.logs["feedback_log"].append(
                (event.seq, t, at, json.dumps(event.raw_payload, sort_keys=True))
            )

    def _ledger(
        self,
        batch: _Batch,
        event: Event,
        item_id: str,
        state: ItemState,
        reason: str | None = None,
        detail: str | None = None,
    ) -> None:
        batch.logs["item_ledger"].append(
            (
                event.seq,
                event.tenant_id,
                item_id,
                event.occurred_at,
                event.type,
                state.status,
                state.confidence,
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
        change = self._item(batch, t, snap.item_id)
        old_sources = change.state.sources if change is not None else ()
        given = snap.source_resource_ids
        if old_sources or len(given) > 1:
            sources = tuple(dict.fromkeys([*old_sources, *given]))
        else:
            sources = tuple(given)  # nothing to deduplicate: the common case, 4× cheaper
        fields = _snapshot_fields(snap, at, sources)
        if change is None:
            # The snapshot's columns plus the ones only a new row sets; assigned into
            # one dict rather than merged into another (0.7 vs 0.9 µs per item).
            row = fields
            row["tenant_id"] = t
            row["item_id"] = snap.item_id
            row["protected"] = False
            row["decay_rate"] = None
            row["session_id"] = snap.session_id
            row["supersedes"] = self._supersedes_of(batch, t, snap.item_id)
            row["superseded_by"] = None
            row["created_at"] = at
            row["valid_until"] = None
            change = batch.items[(t, snap.item_id)] = _ItemChange(
                ItemState(snap.status, snap.confidence), True, row
            )
        else:
            if snap.session_id:
                change.row["session_id"] = snap.session_id
            change.row.update(fields)
        state = change.state
        state.status = snap.status
        state.confidence = snap.confidence
        state.sources = sources
        self._ledger(batch, event, snap.item_id, state, reason="stored" if stored else "merged")
        for rid in snap.source_resource_ids:
            if rid in old_sources:
                continue
            self._edge(batch, t, "derived_from", snap.item_id, rid, at)
            self._resource(batch, t, rid, at)
        linked = state.entities
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
            batch.links.append((t, snap.item_id, ent_id))
            self._edge(batch, t, "mentions", snap.item_id, ent_id, at)
        for i, a in enumerate(resolved):
            for b in resolved[i + 1 :]:
                if a in linked and b in linked:
                    continue
                self._co_occurs(batch, t, a, b, at)
        if new:
            state.entities = linked + tuple(new)

    def _superseded(self, batch: _Batch, event: Event, p: ItemSuperseded) -> None:
        t, at = event.tenant_id, event.occurred_at
        relation = "contradicts" if p.relation == "contradicts" else "supersedes"
        if relation == "supersedes":
            batch.supersedes[(t, p.new_item_id)] = p.old_item_id
        self._edge(batch, t, relation, p.new_item_id, p.old_item_id, at)
        old = self._item(batch, t, p.old_item_id)
        if old is not None:
            old.row["confidence"] = old.state.confidence = p.confidence_after
            old.row["updated_at"] = at
            if relation == "supersedes":
                old.row["status"] = old.state.status = "superseded"
                old.row["valid_until"] = naive_utc(p.valid_until)
                old.row["superseded_by"] = p.new_item_id
            self._ledger(
                batch, event, p.old_item_id, old.state, reason=relation, detail=p.new_item_id
            )
        new = self._item(batch, t, p.new_item_id)
        if new is not None and relation == "supersedes":
            new.row["supersedes"] = p.old_item_id

    def _updated(self, batch: _Batch, event: Event, p: ItemUpdated) -> None:
        change = self._item(batch, event.tenant_id, p.item_id)
        if change is None:
            log.info("update of an unknown item ignored", extra={"item": p.item_id})
            return
        row, state = change.row, change.state
        for name, value in p.changes.items():
            cast = _UPDATABLE.get(name)
            try:
                if cast is not None and value is not None:
                    row[name] = cast(value)
                    if name == "confidence":
                        state.confidence = row[name]
                    elif name == "status":
                        state.status = row[name]
                elif name == "tags" and isinstance(value, list):
                    row["tags"] = [str(v) for v in value]
                elif name == "valid_until":
                    row["valid_until"] = _time(value)
            except (TypeError, ValueError) as exc:
                # A value the column cannot hold would fail the batch on every redelivery.
                log.warning(
                    "item change ignored",
                    extra={"item": p.item_id, "field": name, "error": str(exc)},
                )
        row["updated_at"] = event.occurred_at
        self._ledger(
            batch,
            event,
            p.item_id,
            change.state,
            reason=p.reason,
            detail=json.dumps(p.changes, sort_keys=True),
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
        names = [(ref.name, name_norm)]
        if ref.aliases:
            names += [(a, norm_name(a)) for a in ref.aliases]
        found: str | None = None
        for _, n in names:
            found = self._alias(batch, tenant, n)
            if found is not None:
                break
        vec = vectors.get((tenant, name_norm))
        if found is None and vec is not None:
            best = self._best_vector(batch, tenant, vec)
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
                batch.vectors.append((tenant, ent.entity_id, np.asarray(vec, dtype=np.float32)))
        else:
            ent = self._entity(batch, tenant, found)
        if ent.type in ("other", "") and ref.type not in ("other", ""):
            ent.type = ref.type
            ent.dirty = True
        # Every name of the mention becomes an alias of the entity unless another owns it.
        canonical = norm_name(ent.canonical_name)
        known: set[str] | None = None
        for name, n in names:
            if not n:
                continue
            owner = self._alias(batch, tenant, n)
            if owner is None:
                batch.aliases[(tenant, n)] = ent.entity_id
            if n == canonical or owner not in (None, ent.entity_id):
                continue
            if known is None:
                known = {canonical, *(norm_name(a) for a in ent.aliases)}
            if n not in known:
                ent.aliases.append(name.strip())
                known.add(n)
                ent.dirty = True
        return ent

    def _best_vector(self, batch: _Batch, tenant: str, vec: Vector) -> tuple[str, float] | None:
        graph = self.state.get(tenant)
        committed = graph.vectors.best(vec) if graph is not None else None
        pending = None
        if batch.vectors:
            v = unit(vec)
            for t, ent, other in batch.vectors:
                if t == tenant and other.shape == v.shape:
                    pending = best_match(pending, (ent, float(unit(other) @ v)))
        return best_match(committed, pending)

    # --- edges and resources ---------------------------------------------------------

    def _edge(
        self, batch: _Batch, tenant: str, kind: str, src: str, dst: str, at: datetime
    ) -> None:
        batch.edges.setdefault((tenant, kind, src, dst), at)

    def _co_occurs(self, batch: _Batch, tenant: str, a: str, b: str, at: datetime) -> None:
        key = (tenant, a, b) if a < b else (tenant, b, a)
        found = batch.cooc.get(key)
        if found is None:
            batch.cooc[key] = _Cooc(1.0, at)
        else:
            found.weight += 1.0

    def _resource(self, batch: _Batch, tenant: str, rid: str, at: datetime) -> None:
        if self._resource_known(batch, tenant, rid):
            return
        parsed = parse_resource_id(rid)
        if parsed is None:
            return
        session, turn, part = parsed
        batch.resources[(tenant, rid)] = (session, turn, part, at)
        batch.session_adds.setdefault((tenant, session), []).append((turn, part, rid))

    # --- writing ---------------------------------------------------------------------

    def _write(self, batch: _Batch) -> Delta:
        delta = Delta(
            entities={k: batch.entities[k] for k in batch.entities if batch.entities[k].dirty},
            aliases=batch.aliases,
            vectors=batch.vectors,
            items={k: c.state for k, c in batch.items.items()},
            links=batch.links,
            resources=batch.resources,
            supersedes=batch.supersedes,
        )
        new_items = [_ITEM_ROW(c.row) for c in batch.items.values() if c.new]
        if new_items:
            self._append("items", new_items)
        changed = [(k, c.row) for k, c in batch.items.items() if not c.new and c.row]
        if changed:
            self._update_items(changed)
        if delta.entities:
            self._append("entities", [e.row() for e in delta.entities.values()], upsert=True)
        if batch.aliases:
            self._append("entity_aliases", [(t, n, e) for (t, n), e in batch.aliases.items()])
        if batch.vectors:
            self._append("entity_vectors", [(t, e, v) for t, e, v in batch.vectors])
        if batch.links:
            self._append("item_entities", batch.links)
        if batch.resources:
            self._append("resources", [(t, r, *found) for (t, r), found in batch.resources.items()])
        for table, rows in batch.logs.items():
            self._append(table, rows)
        self._write_edges(batch, delta)
        return delta

    def _append(self, table: str, rows: Sequence[Sequence[Any]], *, upsert: bool = False) -> None:
        """Insert whole rows (the table's columns, in order) with one statement.

        The rows go over column-wise as an Arrow table: pyarrow converts a column of
        Python values in one C loop, where DuckDB's appender converts value by value
        (0.3–1.7 µs each, about 65 values per event), and DuckDB then scans the Arrow
        buffers without going back to Python.
        """
        schema = self._schemas[table]
        self._insert(
            f"INSERT {'OR REPLACE ' if upsert else ''}INTO {table} SELECT * FROM {{}}",
            arrow_table(schema, zip(*rows, strict=True)),
        )

    def _update_items(self, changed: list[tuple[tuple[str, str], dict[str, Any]]]) -> None:
        """UPDATE every existing item the batch changed, setting only the columns it
        changed: the events carry only what changed, and re-reading whole rows would
        cost one more scan of the table.

        Rows that changed the same columns share one statement that assigns them
        outright. A column kept with `CASE … ELSE items.c` has to be read for every row
        of the table, and a list column (tags, sources) is rewritten as a delete and an
        insert, so a statement over every column cost about four times one over the
        columns a merge sets (measured at 100k items: 64 vs 16 ms).
        """
        groups: dict[tuple[str, ...], list[tuple[tuple[str, str], dict[str, Any]]]] = {}
        for key, row in changed:
            groups.setdefault(tuple(c for c in _MASKED if c in row), []).append((key, row))
        if len(groups) > _UPDATE_GROUPS:
            used = {c for names in groups for c in names}
            groups = {tuple(c for c in _MASKED if c in used): changed}
        for names, rows in groups.items():
            kept = [c for c in names if any(c not in row for _, row in rows)]
            columns: list[list[Any]] = [[k[0] for k, _ in rows], [k[1] for k, _ in rows]]
            columns += [[row.get(c) for _, row in rows] for c in names]
            columns += [[c in row for _, row in rows] for c in kept]
            table = arrow_table(self._schemas["items"], columns[: 2 + len(names)], _KEY + names)
            for c, flags in zip(kept, columns[2 + len(names) :], strict=True):
                table = table.append_column(f"set_{c}", pa.array(flags, pa.bool_()))
            sets = ", ".join(
                f"{c} = CASE WHEN d.set_{c} THEN d.{c} ELSE items.{c} END"
                if c in kept
                else f"{c} = d.{c}"
                for c in names
            )
            self._insert(
                f"UPDATE items SET {sets} FROM {{}} d "
                "WHERE items.tenant_id = d.tenant_id AND items.item_id = d.item_id",
                table,
            )

    def _insert(self, sql: str, rows: Any) -> list[Any]:
        """Run `sql` over the Arrow table `rows`, named `batch_rows` (its name fills `{}`).

        DuckDB finds the table as a local of this frame (a replacement scan): registering
        and unregistering it as a view cost two more statements, each about as dear as the
        insert itself (measured 0.94 vs 0.42 ms per table and batch), and leave nothing
        behind for a failed statement to trip over.
        """
        batch_rows = rows  # noqa: F841  # read by DuckDB's replacement scan
        found: list[Any] = self.con.execute(sql.format("batch_rows")).fetchall()
        return found

    def _write_edges(self, batch: _Batch, delta: Delta) -> None:
        rows: list[tuple[str, str, str, str, datetime | None, str | None]] = []
        cooc = [(t, src, dst, e.weight, e.valid_from) for (t, src, dst), e in batch.cooc.items()]
        for (t, kind, src, dst), valid_from in batch.edges.items():
            if kind in ("supersedes", "contradicts"):
                graph = self.state.get(t)
                if graph is not None and (kind, src, dst) in graph.item_edges:
                    continue  # recorded once, first time wins
                delta.item_edges.add((t, kind, src, dst))
            rows.append((t, kind, src, dst, valid_from, None))
        lost = self._temporal(batch, delta, rows)
        if lost:
            self._insert(
                "DELETE FROM edges USING {} x WHERE edges.type = 'temporal' "
                "AND edges.tenant_id = x.tenant_id AND edges.src = x.src AND edges.dst = x.dst",
                arrow_table(self._schemas["edges"], zip(*lost, strict=True), _LOST),
            )
        if rows:
            # Only what varies is sent; kinds, weight and confidence follow from the type.
            self._insert(
                f"INSERT INTO edges SELECT tenant_id, type, src, dst, {_SRC_KIND}, "
                f"{_DST_KIND}, 1.0, 1.0, valid_from, NULL, NULL, session_id FROM {{}}",
                arrow_table(self._schemas["edges"], zip(*rows, strict=True), _VARYING),
            )
        if cooc:
            pairs = arrow_table(self._schemas["edges"], zip(*cooc, strict=True), _COOC)
            # Co-occurrence counts add up; the totals feed the in-memory top neighbours.
            # They are read back with a join rather than `MERGE … RETURNING`, which cost
            # two to five times the MERGE and the join together (1M edges: 52–116 ms
            # against 20 + 19 ms per batch).
            self._insert(
                "MERGE INTO edges USING {} x ON edges.tenant_id = x.tenant_id AND "
                "edges.type = 'co_occurs' AND edges.src = x.src AND edges.dst = x.dst "
                "WHEN MATCHED THEN UPDATE SET weight = edges.weight + x.weight "
                "WHEN NOT MATCHED THEN INSERT VALUES (x.tenant_id, 'co_occurs', x.src, x.dst, "
                "'entity', 'entity', x.weight, 1.0, x.valid_from, NULL, NULL, NULL)",
                pairs,
            )
            totals = self._insert(
                "SELECT e.tenant_id, e.src, e.dst, e.weight FROM edges e JOIN {} x "
                "ON e.tenant_id = x.tenant_id AND e.type = 'co_occurs' "
                "AND e.src = x.src AND e.dst = x.dst",
                pairs,
            )
            delta.weights = [(t, src, dst, float(w)) for t, src, dst, w in totals]

    def _temporal(
        self,
        batch: _Batch,
        delta: Delta,
        rows: list[tuple[str, str, str, str, datetime | None, str | None]],
    ) -> list[tuple[str, str, str]]:
        """Temporal edges between consecutive resources of each touched session.

        Patched from the session's known order (`turn_number, part_index, resource_id`),
        so the chain is the same whichever order or batches the resources arrived in;
        returns the edges a resource arriving between two others replaces.
        """
        lost_all: list[tuple[str, str, str]] = []
        for (t, session), added in batch.session_adds.items():
            graph = self.state.get(t)
            old = graph.sessions.get(session, []) if graph is not None else []
            merged, gained, lost = session_order(old, added)
            delta.sessions[(t, session)] = merged
            for src, dst in sorted(gained):
                seen = _greatest(self._first_seen(batch, t, src), self._first_seen(batch, t, dst))
                rows.append((t, "temporal", src, dst, seen, session))
            lost_all.extend((t, src, dst) for src, dst in sorted(lost))
        return lost_all

    def _first_seen(self, batch: _Batch, t: str, rid: str) -> datetime | None:
        found = batch.resources.get((t, rid))
        if found is None:
            graph = self.state.get(t)
            if graph is None or rid not in graph.resources:
                raise LookupError(f"resource {rid} of a temporal edge is missing")
            found = graph.resources[rid]
        return found[3]


def _greatest(a: datetime | None, b: datetime | None) -> datetime | None:
    """SQL `greatest`: NULLs are ignored."""
    if a is None or b is None:
        return b if a is None else a
    return max(a, b)


def _snapshot(event: Event) -> ItemSnapshot | None:
    if event.type in ("item.stored", "item.merged"):
        snap: ItemSnapshot = event.payload.item
        return snap
    return None


def _snapshot_fields(snap: ItemSnapshot, at: datetime, sources: tuple[str, ...]) -> dict[str, Any]:
    """The item columns an `item.stored` / `item.merged` snapshot sets."""
    return {
        "text": snap.text,
        "kind": snap.kind,
        "category": snap.category,
        "tags": list(snap.tags),
        "strength": snap.strength,
        "sentiment": snap.sentiment,
        "confidence": snap.confidence,
        "status": snap.status,
        "agent_id": snap.agent_id,
        "project_id": snap.project_id,
        "event_time": naive_utc(snap.event_time) if snap.event_time else None,
        "updated_at": at,
        "source_resource_ids": list(sources),
    }


def _mentions(event: Event) -> list[EntityRef]:
    snap = _snapshot(event)
    return list(snap.entities) if snap is not None else []

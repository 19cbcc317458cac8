"""What the single writer of a partition knows in memory, rebuilt from its file on open.

Why in memory: DuckDB 2.0 runs every keyed lookup, update or upsert (`ON CONFLICT`,
`MERGE`, `UPDATE … FROM`, a join against a key list) as a hash join over the whole table
(measured on this project's 2-core machine: about 10 ms per statement at 100k rows and
130 ms at 1M), and uses ART indexes only for constant filters on one column. Reading a
batch's state back from the file therefore cost more than the batch. The writer is the
only one to change its partition, so it keeps what its decisions need — which items,
links, sources, resources, entities and aliases exist — here, writes new rows as plain
appends, and keeps keyed updates to one statement per table per batch.

The same structures answer the entity-neighbourhood query (`neighbourhood`) without
DuckDB: per entity the items mentioning it in id order and its strongest co-occurring
neighbours, per item its status and entities.

Readers (query threads) and the writer's commit take `lock`; the writer reads without
it, since it is the only thread that changes anything, and only in `commit`, after the
batch's DuckDB transaction committed. A batch that fails leaves this state untouched.
"""

from __future__ import annotations

import heapq
import threading
from bisect import bisect_left, insort
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from itertools import chain
from typing import Any

import duckdb
import numpy as np

from memstream.services.graph.entities import EntityState, TenantVectors, Vector

# Strongest co-occurring neighbours a 2-hop expansion follows (see queries.neighbourhood).
MAX_NEIGHBOURS = 16

ResourceKey = tuple[int, int, str]  # (turn, part, resource id): a session's order


class SortedIds:
    """Ids in ascending order, as a sorted run plus a short unsorted tail.

    An append is O(1); the tail is merged into the run once it grows past an eighth of
    it (Timsort merges the two runs in linear time), so a query can walk the ids in
    order lazily and stop after `limit` without sorting thousands of them.
    """

    __slots__ = ("run", "tail")

    def __init__(self, run: list[str] | None = None) -> None:
        self.run: list[str] = run if run is not None else []
        self.tail: list[str] = []

    def __len__(self) -> int:
        return len(self.run) + len(self.tail)

    def __iter__(self) -> Iterator[str]:
        return chain(self.run, self.tail)

    def add(self, value: str) -> None:
        self.tail.append(value)
        if len(self.tail) > max(64, len(self.run) >> 3):
            self.run.extend(self.tail)
            self.run.sort()
            self.tail = []

    def ordered(self) -> Iterator[str]:
        if not self.tail:
            return iter(self.run)
        return heapq.merge(self.run, sorted(self.tail))


def offer(top: list[tuple[float, str]], neighbour: str, weight: float) -> None:
    """Keep `top` the MAX_NEIGHBOURS best (weight desc, id asc) neighbours of an entity.

    Correct without the full neighbour list because co-occurrence weights only grow: a
    neighbour left out ranks below every kept one and can only enter by growing, which
    is when it is offered.
    """
    entry = (-weight, neighbour)
    for i, (_, n) in enumerate(top):
        if n == neighbour:
            top[i] = entry
            top.sort()
            return
    if len(top) < MAX_NEIGHBOURS:
        insort(top, entry)
    elif entry < top[-1]:
        top[-1] = entry
        top.sort()


class ItemState:
    """An item as the writer's logic and the neighbourhood query need it."""

    __slots__ = ("confidence", "entities", "sources", "status")

    def __init__(
        self,
        status: str,
        confidence: float,
        entities: tuple[str, ...] = (),
        sources: tuple[str, ...] = (),
    ) -> None:
        self.status = status
        self.confidence = confidence
        self.entities = entities
        self.sources = sources

    def copy(self) -> ItemState:
        return ItemState(self.status, self.confidence, self.entities, self.sources)

    def key(self) -> tuple[Any, ...]:
        return (self.status, self.confidence, tuple(sorted(self.entities)), self.sources)


@dataclass(slots=True)
class TenantGraph:
    """One tenant's share of a partition."""

    aliases: dict[str, str] = field(default_factory=dict)  # alias_norm -> entity id
    entities: dict[str, EntityState] = field(default_factory=dict)
    vectors: TenantVectors = field(default_factory=TenantVectors)
    items: dict[str, ItemState] = field(default_factory=dict)
    mentions: dict[str, SortedIds] = field(default_factory=dict)  # entity -> item ids
    neighbours: dict[str, list[tuple[float, str]]] = field(default_factory=dict)
    resources: dict[str, tuple[str, int, int, datetime | None]] = field(default_factory=dict)
    sessions: dict[str, list[ResourceKey]] = field(default_factory=dict)
    supersedes: dict[str, str] = field(default_factory=dict)  # new item -> item it replaced
    item_edges: set[tuple[str, str, str]] = field(default_factory=set)  # (type, src, dst)


@dataclass(slots=True)
class Delta:
    """A committed batch's changes to the state, keyed by (tenant, id)."""

    entities: dict[tuple[str, str], EntityState] = field(default_factory=dict)
    aliases: dict[tuple[str, str], str] = field(default_factory=dict)
    vectors: list[tuple[str, str, Vector]] = field(default_factory=list)
    items: dict[tuple[str, str], ItemState] = field(default_factory=dict)
    links: list[tuple[str, str, str]] = field(default_factory=list)
    weights: list[tuple[str, str, str, float]] = field(default_factory=list)
    resources: dict[tuple[str, str], tuple[str, int, int, datetime | None]] = field(
        default_factory=dict
    )
    sessions: dict[tuple[str, str], list[ResourceKey]] = field(default_factory=dict)
    supersedes: dict[tuple[str, str], str] = field(default_factory=dict)
    item_edges: set[tuple[str, str, str, str]] = field(default_factory=set)


class PartitionState:
    """Every tenant of one partition, plus the partition's `applied` progress."""

    def __init__(self, partition: int) -> None:
        self.partition = partition
        self.lock = threading.Lock()
        self.tenants: dict[str, TenantGraph] = {}
        self.applied_seq = 0
        self.applied_events = 0
        self.applied_at: datetime | None = None

    def get(self, tenant: str) -> TenantGraph | None:
        return self.tenants.get(tenant)

    def _tenant(self, tenant: str) -> TenantGraph:
        graph = self.tenants.get(tenant)
        if graph is None:
            graph = self.tenants[tenant] = TenantGraph()
        return graph

    # --- rebuilding from the file --------------------------------------------------

    @classmethod
    def load(cls, con: duckdb.DuckDBPyConnection, partition: int) -> PartitionState:
        state = cls(partition)
        row = con.execute(
            "SELECT stream_seq, events, updated_at FROM applied WHERE partition = ?", [partition]
        ).fetchone()
        if row is not None:
            state.applied_seq, state.applied_events, state.applied_at = (
                int(row[0]),
                int(row[1]),
                row[2],
            )
        for r in con.execute(
            "SELECT tenant_id, entity_id, canonical_name, type, aliases, summary, "
            "mention_count, protected, first_seen, last_seen FROM entities"
        ).fetchall():
            state._tenant(r[0]).entities[r[1]] = EntityState(
                r[0], r[1], r[2], r[3], list(r[4] or []), r[5], int(r[6]), bool(r[7]), r[8], r[9]
            )
        for t, alias, ent in con.execute(
            "SELECT tenant_id, alias_norm, entity_id FROM entity_aliases"
        ).fetchall():
            state._tenant(t).aliases[alias] = ent
        for t, ent, vec in con.execute(
            "SELECT tenant_id, entity_id, vec FROM entity_vectors ORDER BY tenant_id, entity_id"
        ).fetchall():
            state._tenant(t).vectors.add(ent, np.asarray(vec, dtype=np.float32))
        for t, item, status, confidence, sources in con.execute(
            "SELECT tenant_id, item_id, status, confidence, source_resource_ids FROM items"
        ).fetchall():
            state._tenant(t).items[item] = ItemState(
                status, float(confidence), (), tuple(sources or ())
            )
        state._load_links(con)
        state._load_resources(con)
        for t, ent, neighbour, weight in con.execute(
            f"""
            SELECT tenant_id, e, n, w FROM (
                SELECT tenant_id, src AS e, dst AS n, weight AS w FROM edges
                WHERE type = 'co_occurs'
                UNION ALL
                SELECT tenant_id, dst, src, weight FROM edges WHERE type = 'co_occurs'
            )
            QUALIFY row_number() OVER (PARTITION BY tenant_id, e ORDER BY w DESC, n)
                    <= {MAX_NEIGHBOURS}
            ORDER BY tenant_id, e, w DESC, n
            """
        ).fetchall():
            state._tenant(t).neighbours.setdefault(ent, []).append((-float(weight), neighbour))
        # Later events win: the map is what the last `item.superseded` said.
        for t, kind, src, dst in con.execute(
            "SELECT tenant_id, type, src, dst FROM edges "
            "WHERE type IN ('supersedes', 'contradicts') ORDER BY valid_from NULLS FIRST, src, dst"
        ).fetchall():
            graph = state._tenant(t)
            graph.item_edges.add((kind, src, dst))
            if kind == "supersedes":
                graph.supersedes[src] = dst
        return state

    def _load_links(self, con: duckdb.DuckDBPyConnection) -> None:
        links: dict[tuple[str, str], list[str]] = {}
        current: tuple[str, str] | None = None
        run: list[str] = []
        for t, ent, item in con.execute(
            "SELECT tenant_id, entity_id, item_id FROM item_entities "
            "ORDER BY tenant_id, entity_id, item_id"
        ).fetchall():
            if (t, ent) != current:
                if current is not None:
                    self._tenant(current[0]).mentions[current[1]] = SortedIds(run)
                current, run = (t, ent), []
            run.append(item)
            links.setdefault((t, item), []).append(ent)
        if current is not None:
            self._tenant(current[0]).mentions[current[1]] = SortedIds(run)
        for (t, item), ents in links.items():
            found = self._tenant(t).items.get(item)
            if found is not None:
                found.entities = tuple(ents)

    def _load_resources(self, con: duckdb.DuckDBPyConnection) -> None:
        for t, rid, session, turn, part, first_seen in con.execute(
            "SELECT tenant_id, resource_id, session_id, turn_number, part_index, first_seen "
            "FROM resources ORDER BY tenant_id, session_id, turn_number, part_index, resource_id"
        ).fetchall():
            graph = self._tenant(t)
            graph.resources[rid] = (session, int(turn), int(part), first_seen)
            graph.sessions.setdefault(session, []).append((int(turn), int(part), rid))

    # --- applying a committed batch ------------------------------------------------

    def commit(self, delta: Delta, applied_seq: int, events: int, at: datetime | None) -> None:
        with self.lock:
            for (t, ent_id), ent in delta.entities.items():
                ent.dirty = False
                self._tenant(t).entities[ent_id] = ent
            for (t, alias), ent_id in delta.aliases.items():
                self._tenant(t).aliases[alias] = ent_id
            for t, ent_id, vec in delta.vectors:
                self._tenant(t).vectors.add(ent_id, vec)
            for (t, item), item_state in delta.items.items():
                self._tenant(t).items[item] = item_state
            for t, item, ent_id in delta.links:
                graph = self._tenant(t)
                ids = graph.mentions.get(ent_id)
                if ids is None:
                    ids = graph.mentions[ent_id] = SortedIds()
                ids.add(item)
            for t, a, b, weight in delta.weights:
                graph = self._tenant(t)
                offer(graph.neighbours.setdefault(a, []), b, weight)
                offer(graph.neighbours.setdefault(b, []), a, weight)
            for (t, rid), resource in delta.resources.items():
                self._tenant(t).resources[rid] = resource
            for (t, session), keys in delta.sessions.items():
                self._tenant(t).sessions[session] = keys
            for (t, item), old in delta.supersedes.items():
                self._tenant(t).supersedes[item] = old
            for t, kind, src, dst in delta.item_edges:
                self._tenant(t).item_edges.add((kind, src, dst))
            self.applied_seq = applied_seq
            self.applied_events = events
            if at is not None:
                self.applied_at = at

    # --- comparisons ---------------------------------------------------------------

    def canonical(self) -> dict[str, Any]:
        """Everything in a comparable form: a rebuilt state must equal the incremental one."""
        out: dict[str, Any] = {"applied": (self.applied_seq, self.applied_events)}
        for t, g in sorted(self.tenants.items()):
            out[t] = {
                "aliases": dict(sorted(g.aliases.items())),
                "entities": {k: e.row() for k, e in sorted(g.entities.items())},
                "vectors": sorted((k, v.tolist()) for k, v in g.vectors.entries()),
                "items": {k: i.key() for k, i in sorted(g.items.items())},
                "mentions": {k: list(v.ordered()) for k, v in sorted(g.mentions.items()) if len(v)},
                "neighbours": {k: sorted(v) for k, v in sorted(g.neighbours.items()) if v},
                "resources": dict(sorted(g.resources.items())),
                "sessions": dict(sorted(g.sessions.items())),
                "supersedes": dict(sorted(g.supersedes.items())),
                "item_edges": sorted(g.item_edges),
            }
        return out


def session_order(
    old: list[ResourceKey], added: Iterable[ResourceKey]
) -> tuple[list[ResourceKey], set[tuple[str, str]], set[tuple[str, str]]]:
    """A session's new resource order, and the consecutive pairs it gains and loses.

    Only the neighbours of the inserted keys change, so the temporal chain is patched
    (usually one edge appended at the end) instead of recomputed.
    """
    fresh = sorted(set(added))
    merged = sorted(old + fresh)
    gained: set[tuple[str, str]] = set()
    lost: set[tuple[str, str]] = set()
    for key in fresh:
        i = bisect_left(merged, key)
        if i > 0:
            gained.add((merged[i - 1][2], key[2]))
        if i + 1 < len(merged):
            gained.add((key[2], merged[i + 1][2]))
        j = bisect_left(old, key)
        if 0 < j < len(old):
            lost.add((old[j - 1][2], old[j][2]))
    return merged, gained, lost


def mention_counts(lists: list[SortedIds]) -> Counter[str]:
    return Counter(chain.from_iterable(lists))

"""The writer's in-memory state: rebuilt from the file it equals the incremental one, the
neighbourhood it answers equals the SQL reference, and the keys it vouches for (the tables
without a primary key) stay unique through redeliveries, restarts and out-of-order input."""

from __future__ import annotations

import math
import random
from datetime import timedelta

import duckdb
import pytest

from memstream.contracts.events import (
    EntityRef,
    EventEnvelope,
    ItemMerged,
    ItemStored,
    ItemSuperseded,
    ItemUpdated,
)
from memstream.contracts.graph import NeighbourhoodQuery
from memstream.services.common.messaging.events import envelope
from memstream.services.graph.decode import Event, RawEvent, decode
from memstream.services.graph.projection import Projector
from memstream.services.graph.queries.neighbourhood import neighbourhood, neighbourhood_in_memory
from memstream.services.graph.schema import TABLES, create_schema, dump
from memstream.services.graph.state import MAX_NEIGHBOURS, PartitionState, SortedIds, offer
from tests.support.graph_events import T0, at, snapshot

NAMES = [f"Name{i}" for i in range(40)]
ALIASES = {f"Name{i}": [f"N{i}", f"nick {i % 7}"] for i in range(0, 40, 3)}


def history(seed: int, tenants: tuple[str, ...] = ("ta", "tb"), n: int = 400) -> list[Event]:
    """Random stores, merges, corrections and updates; sources arrive out of order."""
    rng = random.Random(seed)
    envs: list[EventEnvelope] = []
    stored: dict[str, list[str]] = {t: [] for t in tenants}
    announced: str | None = None  # a correction named this item before its store
    for i in range(n):
        t = rng.choice(tenants) if announced is None else announced.split("/")[0]
        roll = 0.0 if announced is not None else rng.random()
        turn = rng.randrange(12)
        source = f"{t}:s{rng.randrange(4)}:{turn}:{rng.randrange(2)}"
        if roll < 0.6 or not stored[t]:
            names = [NAMES[int(len(NAMES) * rng.random() ** 2)] for _ in range(rng.randint(1, 4))]
            refs = [
                EntityRef(name=x, aliases=ALIASES.get(x, [])[: rng.randint(0, 2)]) for x in names
            ]
            item = f"i{i}" if announced is None else announced.split("/")[1]
            announced = None
            snap = snapshot(t, item, f"fact {i}", refs, [source], session=f"s{turn % 4}")
            envs.append(envelope("item.stored", t, "test", ItemStored(item=snap)))
            stored[t].append(item)
        elif roll < 0.75:
            item = rng.choice(stored[t])
            refs = [EntityRef(name=rng.choice(NAMES)) for _ in range(rng.randint(1, 2))]
            snap = snapshot(t, item, f"fact {item} again", refs, [source])
            merged = ItemMerged(
                item=snap,
                merged_text="again",
                similarity=0.9,
                confidence_before=0.5,
                confirmation=False,
            )
            envs.append(envelope("item.merged", t, "test", merged))
        elif roll < 0.85:
            old = rng.choice(stored[t])
            new = rng.choice(stored[t])
            if rng.random() < 0.3:
                new = f"i{i}-next"
                announced = f"{t}/{new}"
            corrected = ItemSuperseded(
                old_item_id=old,
                new_item_id=new,
                valid_until=T0 + timedelta(hours=1),
                relation=rng.choice(["supersedes", "contradicts"]),
                confidence_after=0.3,
            )
            envs.append(envelope("item.superseded", t, "test", corrected))
        else:
            change = rng.choice(
                [{"status": "archived"}, {"status": "active"}, {"confidence": 0.2}, {"tags": ["x"]}]
            )
            updated = ItemUpdated(item_id=rng.choice(stored[t]), changes=change, reason="test")
            envs.append(envelope("item.updated", t, "test", updated))
    out = []
    for seq, env in enumerate((at(e, k) for k, e in enumerate(envs)), start=1):
        subject = f"mem.event.{env.tenant_id}.{env.type.replace('.', '_')}"
        out.append(decode(RawEvent(seq, subject, env.model_dump_json().encode())))
    return out


def project(evs: list[Event], batches: list[int]) -> tuple[duckdb.DuckDBPyConnection, Projector]:
    con = duckdb.connect()
    create_schema(con)
    projector = Projector(con, 0)
    i = 0
    sizes = iter(batches)
    while i < len(evs):
        size = next(sizes, 50)
        chunk = evs[i : i + size]
        projector.apply(chunk, chunk[-1].seq)
        i += size
    return con, projector


def random_batches(rng: random.Random) -> list[int]:
    return [rng.randint(1, 90) for _ in range(200)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_state_rebuilt_from_the_file_equals_the_incremental_one(seed: int) -> None:
    evs = history(seed)
    con, projector = project(evs, random_batches(random.Random(seed)))
    incremental = projector.state.canonical()
    assert PartitionState.load(con, 0).canonical() == incremental
    _, at_once = project(evs, [len(evs)])
    assert at_once.state.canonical() == incremental


def test_a_failed_batch_leaves_the_memory_as_it_was() -> None:
    evs = history(4)
    con, projector = project(evs[:200], [200])
    before = projector.state.canonical()
    broken = evs[200:260]
    last = broken[-1]
    broken[-1] = Event(last.seq, last.tenant_id, last.type, None, last.payload, {})  # type: ignore[arg-type]
    with pytest.raises(Exception):  # noqa: B017  (NOT NULL on occurred_at)
        projector.apply(broken, last.seq)
    assert projector.state.canonical() == before
    assert PartitionState.load(con, 0).canonical() == before


def test_keys_stay_unique_through_redelivery_restart_and_disorder() -> None:
    evs = history(5)
    con = duckdb.connect()
    create_schema(con)
    projector = Projector(con, 0)
    rng = random.Random(5)
    applied = 0
    while applied < len(evs):
        # Redeliver a little of what was applied along with the next events.
        start = max(0, applied - rng.randint(0, 20))
        chunk = evs[start : applied + rng.randint(1, 60)]
        applied = max(applied, evs.index(chunk[-1]) + 1)
        projector.apply(chunk, chunk[-1].seq)
        if rng.random() < 0.2:
            projector = Projector(con, 0)  # a restart: state from the file
    keys = {
        "edges": "tenant_id, type, src, dst",
        "item_entities": "tenant_id, item_id, entity_id",
        "resources": "tenant_id, resource_id",
    }
    for table, key in keys.items():
        dup = con.execute(
            f"SELECT count(*) FROM (SELECT {key} FROM {table} GROUP BY ALL HAVING count(*) > 1)"
        ).fetchone()
        assert dup == (0,), table
    reference, _ = project(evs, [len(evs)])
    for table in TABLES:
        assert dump(con, table) == dump(reference, table), table


def _same(a: object, b: object) -> None:
    x, y = a, b
    assert [e.entity_id for e in x.entities] == [e.entity_id for e in y.entities]  # type: ignore[attr-defined]
    assert x.unresolved == y.unresolved  # type: ignore[attr-defined]
    got = [(i.item_id, i.hops, i.via) for i in x.items]  # type: ignore[attr-defined]
    want = [(i.item_id, i.hops, i.via) for i in y.items]  # type: ignore[attr-defined]
    assert got == want
    for i, j in zip(x.items, y.items, strict=True):  # type: ignore[attr-defined]
        assert math.isclose(i.proximity, j.proximity, rel_tol=1e-12)


@pytest.mark.parametrize("seed", [11, 12])
def test_in_memory_neighbourhood_equals_the_sql_reference(seed: int) -> None:
    evs = history(seed, n=600)
    rng = random.Random(seed)
    con, projector = project(evs, random_batches(rng))
    items = [r[1] for r in con.execute("SELECT * FROM items").fetchall()]
    pool = [*NAMES, *(a for names in ALIASES.values() for a in names), "nobody", "  NAME3 "]
    for _ in range(150):
        q = NeighbourhoodQuery(
            tenant_id=rng.choice(["ta", "tb", "tc"]),
            entities=rng.sample(pool, rng.randint(0, 3)),
            item_ids=rng.sample(items, rng.randint(0, 3)) + ["nope"] * (rng.random() < 0.2),
            hops=rng.choice([1, 2]),
            limit=rng.choice([1, 3, 10, 50]),
            statuses=rng.choice([["active"], ["active", "archived"], ["superseded"]]),
        )
        _same(neighbourhood_in_memory(projector.state, q), neighbourhood(con, q))


def test_top_neighbours_match_a_full_sort_while_weights_grow() -> None:
    rng = random.Random(3)
    weights: dict[str, float] = {}
    top: list[tuple[float, str]] = []
    for _ in range(3000):
        n = f"e{rng.randrange(60)}"
        weights[n] = weights.get(n, 0.0) + rng.choice([1.0, 1.0, 2.0])
        offer(top, n, weights[n])
        full = sorted((-w, k) for k, w in weights.items())[:MAX_NEIGHBOURS]
        assert top == full


def test_sorted_ids_walk_in_order_between_merges() -> None:
    rng = random.Random(9)
    ids = SortedIds(sorted(f"x{i}" for i in range(100)))
    seen = {f"x{i}" for i in range(100)}
    for _ in range(2000):
        value = f"y{rng.randrange(10**6)}"
        if value in seen:
            continue
        seen.add(value)
        ids.add(value)
        if rng.random() < 0.05:
            assert list(ids.ordered()) == sorted(seen)
    assert list(ids.ordered()) == sorted(seen) and len(ids) == len(seen)

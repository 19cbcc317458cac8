"""Projection logic on in-memory DuckDB: idempotence, batching, entities, queries."""

from __future__ import annotations

from pathlib import Path

import duckdb
import msgspec
import numpy as np
import pytest

from memstream.contracts.events import EntityRef, EventEnvelope, ItemStored
from memstream.contracts.graph import (
    CountsQuery,
    EntityQuery,
    ExplainQuery,
    NeighbourhoodQuery,
    TimelineQuery,
    WeakQuery,
)
from memstream.services.common.messaging.events import envelope
from memstream.services.graph import tablewrites
from memstream.services.graph.decode import Event, RawEvent, decode
from memstream.services.graph.entities import norm_name
from memstream.services.graph.projection import Projector
from memstream.services.graph.queries import history, lookups, reports
from memstream.services.graph.queries.neighbourhood import neighbourhood
from memstream.services.graph.schema import TABLES, create_schema, dump
from memstream.services.graph.settings import GraphSettings
from memstream.services.graph.writer import PartitionStore
from tests.support.graph_events import at, snapshot, story, synthetic


def events(envs: list[EventEnvelope], first_seq: int = 1) -> list[Event]:
    out = []
    for seq, env in enumerate(envs, start=first_seq):
        subject = f"mem.event.{env.tenant_id}.{env.type.replace('.', '_')}"
        out.append(decode(RawEvent(seq, subject, env.model_dump_json().encode())))
    return out


def project(evs: list[Event], batch: int, **kw: float) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    create_schema(con)
    projector = Projector(con, 0, **kw)  # type: ignore[arg-type]
    for i in range(0, len(evs), batch):
        chunk = evs[i : i + batch]
        projector.apply(chunk, chunk[-1].seq)
    return con


def tables(con: duckdb.DuckDBPyConnection) -> dict[str, list[tuple[object, ...]]]:
    return {t: dump(con, t) for t in TABLES}


HISTORY = events(story("ta") + story("tb") + list(synthetic("ta", 120)))


def test_same_events_applied_twice_give_the_same_tables() -> None:
    con = project(HISTORY, 50)
    before = tables(con)
    projector = Projector(con, 0)
    assert projector.apply(HISTORY, HISTORY[-1].seq) == HISTORY[-1].seq
    assert projector.apply(HISTORY[:10], HISTORY[9].seq) == HISTORY[-1].seq
    assert tables(con) == before


@pytest.mark.parametrize("batch", [5, 1000])
def test_batch_boundaries_do_not_change_the_tables(batch: int) -> None:
    assert tables(project(HISTORY, batch)) == tables(project(HISTORY, 64))


def test_a_failed_batch_leaves_nothing_behind() -> None:
    con = project(HISTORY[:20], 20)
    before = tables(con)
    projector = Projector(con, 0)
    broken = [*HISTORY[20:30], HISTORY[25]]  # an event whose item row appears twice
    # From a new source turn, so it is applied (a snapshot with none is a replay).
    item = HISTORY[25].payload.item
    again = msgspec.structs.replace(
        item, source_resource_ids=[*item.source_resource_ids, "ta:s9:0:0"]
    )
    broken[-1] = Event(
        seq=HISTORY[29].seq + 1,
        tenant_id="ta",
        type="item.stored",
        occurred_at=None,  # type: ignore[arg-type]
        payload=msgspec.structs.replace(HISTORY[25].payload, item=again),
        raw_payload={},
    )
    with pytest.raises(Exception):  # noqa: B017  (NOT NULL on occurred_at)
        projector.apply(broken, broken[-1].seq)
    assert tables(con) == before
    assert projector.applied_seq() == HISTORY[19].seq


def test_aliases_join_mentions_into_one_protected_entity() -> None:
    con = project(events(story("ta")), 100, protect_mentions=2)
    rows = con.execute(
        "SELECT canonical_name, aliases, mention_count, protected FROM entities "
        "WHERE tenant_id = 'ta' AND type = 'person'"
    ).fetchall()
    assert rows == [("Vitaly", ["Vitya", "my boss"], 4, True)]
    linked = con.execute(
        "SELECT DISTINCT item_id FROM item_entities l JOIN entities e USING (tenant_id, entity_id) "
        "WHERE e.canonical_name = 'Vitaly' ORDER BY 1"
    ).fetchall()
    assert linked == [("i1",), ("i2",), ("i3",)]


def test_name_vectors_resolve_unknown_spellings_above_the_threshold() -> None:
    def ev(item: str, name: str, minute: int) -> EventEnvelope:
        snap = snapshot("tv", item, f"{name} says hi", [EntityRef(name=name)], [])
        return at(envelope("item.stored", "tv", "t", ItemStored(item=snap)), minute)

    evs = events([ev("a", "Vitaly", 0), ev("b", "Vitalik", 1), ev("c", "Olga", 2)])
    vecs = {
        ("tv", norm_name("Vitaly")): np.array([1.0, 0.0, 0.0], dtype=np.float32),
        ("tv", norm_name("Vitalik")): np.array([0.95, 0.1, 0.0], dtype=np.float32),
        ("tv", norm_name("Olga")): np.array([0.0, 1.0, 0.0], dtype=np.float32),
    }
    con = duckdb.connect()
    create_schema(con)
    projector = Projector(con, 0, vector_threshold=0.9)
    assert sorted(projector.unresolved_names(evs)) == [
        ("tv", "Olga"),
        ("tv", "Vitalik"),
        ("tv", "Vitaly"),
    ]
    projector.apply(evs, evs[-1].seq, vecs)
    names = con.execute(
        "SELECT canonical_name, aliases, mention_count FROM entities ORDER BY 1"
    ).fetchall()
    assert names == [("Olga", [], 1), ("Vitaly", ["Vitalik"], 2)]
    assert projector.unresolved_names(evs) == []


def test_neighbourhood_proximity_and_tenant_isolation() -> None:
    con = project(HISTORY, 100)
    near = neighbourhood(con, NeighbourhoodQuery(tenant_id="ta", entities=["vitya"]))
    assert [e.canonical_name for e in near.entities] == ["Vitaly"]
    got = {i.item_id: (i.proximity, i.hops) for i in near.items}
    assert got["i1"] == (1.0, 1) and got["i3"] == (1.0, 1)
    assert "i2" not in got  # superseded
    both = neighbourhood(
        con, NeighbourhoodQuery(tenant_id="ta", entities=["Vitaly", "coffee"], hops=1)
    )
    scores = {i.item_id: i.proximity for i in both.items}
    assert scores["i3"] == 1.0 and scores["i1"] == 0.75
    assert all(0.0 <= i.proximity <= 1.0 for i in near.items)
    assert all((i.hops == 1) == (i.proximity > 0.5) for i in near.items)
    assert any(i.hops == 2 for i in near.items)
    other = neighbourhood(con, NeighbourhoodQuery(tenant_id="tc", entities=["Vitaly"]))
    assert other.items == [] and other.unresolved == ["Vitaly"]


def test_timeline_explain_counts_weak_and_entity_queries() -> None:
    con = project(HISTORY, 100)
    line = history.timeline(con, TimelineQuery(tenant_id="ta", item_id="i3", before=1, after=1))
    assert [r.resource_id for r in line.resources] == ["ta:s1:1:0", "ta:s1:2:0", "ta:s1:3:1"]
    why = reports.explain(con, ExplainQuery(tenant_id="ta", item_id="i3"))
    assert why.found and [i.item_id for i in why.chain] == ["i2", "i3"]
    assert [s.resource_id for s in why.sources] == ["ta:s1:2:0"]
    assert not reports.explain(con, ExplainQuery(tenant_id="tb", item_id="it5")).found
    counts = reports.counts(con, CountsQuery(tenant_id="tb"), None, 0)
    assert counts.items_by_status == {"active": 2, "superseded": 1}
    assert counts.edges_by_type["supersedes"] == 1 and counts.sessions_seen == ["s1"]
    assert [j.job for j in counts.last_job_runs] == ["nightly"]
    weak = lookups.weak(con, WeakQuery(tenant_id="tb", limit=5))
    assert [i.item_id for i in weak.items] == ["i3"]  # i1 is protected, i2 superseded
    info = reports.entity_info(con, EntityQuery(tenant_id="tb", name="my boss"))
    assert info.found and {f.item_id for f in info.facts} == {"i1", "i3"}


@pytest.mark.parametrize("groups", [0, 100])
def test_item_updates_as_one_statement_or_per_column_set_agree(
    groups: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = tables(project(HISTORY, 1000))
    monkeypatch.setattr(tablewrites, "_UPDATE_GROUPS", groups)
    assert tables(project(HISTORY, 1000)) == expected
    assert tables(project(HISTORY, 7)) == expected


def test_the_writer_opens_its_file_with_the_configured_checkpoint_threshold(
    tmp_path: Path,
) -> None:
    store = PartitionStore(tmp_path / "p0.duckdb", 0, GraphSettings(checkpoint_threshold_mb=8))
    store.open()
    try:
        row = store.cursor().execute("SELECT current_setting('checkpoint_threshold')").fetchone()
    finally:
        store.shutdown()
        store.close()
    assert row == ("7.6 MiB",)  # 8 MB; DuckDB's own default (16 MB) reads "15.2 MiB"


def test_snapshots_replayed_under_a_new_sequence_change_nothing() -> None:
    """A DLQ replay re-publishes an item snapshot past JetStream's duplicate window, so it
    arrives under a new sequence, after what happened to the item since: a stored item
    since superseded (i2), one since merged and confirmed (i1), the merge itself. Every
    table but the applied sequence is as it was: no item rolled back, no mention counted
    twice, no second merge logged."""
    evs = events(story("ta"))
    con = project(evs, 100)
    before = tables(con)
    again = [e for e in evs if e.type in ("item.stored", "item.merged")]
    replays = [
        Event(
            seq=evs[-1].seq + 1 + i,
            tenant_id=e.tenant_id,
            type=e.type,
            occurred_at=e.occurred_at,
            payload=e.payload,
            raw_payload=e.raw_payload,
        )
        for i, e in enumerate(again)
    ]
    assert {e.payload.item.item_id for e in replays} >= {"i1", "i2"}
    Projector(con, 0).apply(replays, replays[-1].seq)
    after = tables(con)
    assert after.pop("applied") != before.pop("applied")
    assert after == before
    # The story's own merge brought a new source turn (s1:3:1): that one was a mention,
    # the fourth of Vitaly (three items, one merged again).
    counts = dict(con.execute("SELECT canonical_name, mention_count FROM entities").fetchall())
    assert counts["Vitaly"] == 4

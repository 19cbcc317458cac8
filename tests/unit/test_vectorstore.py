"""Behaviour of the vector store, run against both real Qdrant engines."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memstream.services.common.stores.vectors import DenseVector, SparseVector
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    SUMMARIES,
    Point,
    PointFilter,
    QuerySpec,
    Scope,
    VectorStore,
    open_vector_store,
    point_id,
)
from memstream.services.common.stores.vectorstore.edge import EdgeVectorStore
from tests.support.fixtures import SMALL_DIM, small_store  # noqa: F401  (the `store` fixture)

DIM = SMALL_DIM


def vec(*head: float) -> DenseVector:
    v = np.zeros(DIM, dtype=np.float32)
    v[: len(head)] = head
    return v


def rand_vec(rng: np.random.Generator) -> DenseVector:
    return rng.standard_normal(DIM).astype(np.float32)


def terms(*indices: int) -> SparseVector:
    return SparseVector(indices=list(indices), values=[1.0] * len(indices))


def item(tenant: str, **fields: Any) -> dict[str, Any]:
    return {"tenant_id": tenant, "status": "active", "kind": "fact", **fields}


def point(
    pid: str,
    payload: dict[str, Any],
    dense: DenseVector | None = None,
    sparse: SparseVector | None = None,
) -> Point:
    return Point(
        id=pid,
        dense=vec(1.0) if dense is None else dense,
        sparse=terms(999) if sparse is None else sparse,
        payload=payload,
    )


async def ids_of(store: VectorStore, collection: str, f: PointFilter) -> set[str]:
    records, _ = await store.scroll(collection, f, limit=1000)
    return {r.id for r in records}


def test_point_id_is_deterministic_and_unambiguous() -> None:
    assert point_id("mem-1") == point_id("mem-1")
    assert point_id("mem-1") != point_id("mem-2")
    assert point_id("a", "b") != point_id("a:b")
    assert point_id("t1", "food") == point_id("t1", "food")


def test_filter_requires_a_tenant_and_sequences() -> None:
    with pytest.raises(ValueError):
        PointFilter(tenant_id="")
    with pytest.raises(TypeError):
        PointFilter(tenant_id="t", kinds="fact")


async def test_upsert_then_get(store: VectorStore) -> None:
    await store.upsert(
        ITEMS,
        [
            point("m1", item("t-get", tags=["a"]), vec(3.0, 4.0), SparseVector([7, 9], [0.5, 2.0])),
            point("m2", item("t-get", tags=["b"])),
        ],
    )
    got = await store.get(ITEMS, ["m2", "missing", "m1"])
    assert [r.id for r in got] == ["m2", "m1"]
    assert got[1].payload["tags"] == ["a"]
    assert got[1].payload["id"] == "m1"
    assert got[1].dense is None and got[1].sparse is None
    with pytest.raises(TypeError):
        await store.get(ITEMS, "m1")

    (with_vectors,) = await store.get(ITEMS, ["m1"], with_vectors=True)
    assert with_vectors.dense is not None and with_vectors.sparse is not None
    # Cosine collections keep the unit-normalised vector.
    np.testing.assert_allclose(with_vectors.dense, vec(0.6, 0.8), atol=1e-6)
    assert sorted(zip(with_vectors.sparse.indices, with_vectors.sparse.values, strict=True)) == [
        (7, 0.5),
        (9, 2.0),
    ]


async def test_upsert_of_the_same_id_replaces_the_point(store: VectorStore) -> None:
    f = PointFilter(tenant_id="t-idem")
    await store.upsert(ITEMS, [point("m1", item("t-idem", text="first"))])
    await store.upsert(ITEMS, [point("m1", item("t-idem", text="second"))])
    assert await store.count(ITEMS, f) == 1
    (record,) = await store.get(ITEMS, ["m1"])
    assert record.payload["text"] == "second"


async def test_payload_must_not_contradict_the_point_id(store: VectorStore) -> None:
    with pytest.raises(ValueError):
        await store.upsert(ITEMS, [point("m1", item("t", id="other"))])


async def test_datetime_times_are_stored_as_epoch_seconds(store: VectorStore) -> None:
    when = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    await store.upsert(ITEMS, [point("m1", item("t-time", event_time=when))])
    (record,) = await store.get(ITEMS, ["m1"])
    assert record.payload["event_time"] == when.timestamp()


async def test_hybrid_query_fuses_dense_and_sparse_lists(store: VectorStore) -> None:
    tenant = "t-hybrid"
    rng = np.random.default_rng(7)
    query_dense = vec(1.0)
    # Fillers sit close to the query in dense space and share no term with it.
    fillers = [
        point(f"f{i}", item(tenant), vec(1.0, 0.3 + 0.01 * i, *rng.random(2)), terms(500 + i))
        for i in range(30)
    ]
    both = point("both", item(tenant), vec(1.0, 0.05), SparseVector([1, 2], [2.0, 2.0]))
    dense_only = point("dense-only", item(tenant), vec(1.0, 0.1), terms(400))
    sparse_only = point("sparse-only", item(tenant), vec(-1.0, 0.2), terms(1, 2, 3))
    await store.upsert(ITEMS, [*fillers, both, dense_only, sparse_only])
    f = PointFilter(tenant_id=tenant)

    dense_hits = await store.query(ITEMS, QuerySpec(filter=f, dense=query_dense, limit=5))
    assert [h.id for h in dense_hits[:2]] == ["both", "dense-only"]
    assert "sparse-only" not in {h.id for h in dense_hits}
    assert dense_hits[0].score == pytest.approx(1 / np.sqrt(1.0025), rel=1e-5)

    sparse_hits = await store.query(ITEMS, QuerySpec(filter=f, sparse=terms(1, 2), limit=5))
    assert {h.id for h in sparse_hits} == {"both", "sparse-only"}

    spec = QuerySpec(filter=f, dense=query_dense, sparse=terms(1, 2), limit=10, prefetch_limit=5)
    assert spec.mode == "hybrid"
    hits = await store.query(ITEMS, spec)
    ids = [h.id for h in hits]
    assert ids[0] == "both"
    assert "dense-only" in ids and "sparse-only" in ids
    # RRF with k=60 over 0-based ranks: first in both lists.
    assert hits[0].score == pytest.approx(2 / 60, rel=1e-5)
    assert all(a.score >= b.score for a, b in zip(hits, hits[1:], strict=False))


async def test_sparse_only_mode_with_no_terms_returns_nothing(store: VectorStore) -> None:
    await store.upsert(ITEMS, [point("m1", item("t-empty"))])
    spec = QuerySpec(filter=PointFilter(tenant_id="t-empty"), sparse=SparseVector())
    assert await store.query(ITEMS, spec) == []
    with pytest.raises(ValueError):
        QuerySpec(filter=PointFilter(tenant_id="t-empty"))


async def test_tenants_never_see_each_other(store: VectorStore) -> None:
    q = vec(1.0, 1.0)
    await store.upsert(
        ITEMS,
        [
            point("a1", item("tenant-a"), vec(0.0, 1.0), terms(5)),
            point("b1", item("tenant-b"), q, terms(1, 2)),
        ],
    )
    fa = PointFilter(tenant_id="tenant-a")
    for spec in (
        QuerySpec(filter=fa, dense=q, sparse=terms(1, 2)),
        QuerySpec(filter=fa, dense=q),
        QuerySpec(filter=fa, sparse=terms(1, 2)),
    ):
        assert {h.id for h in await store.query(ITEMS, spec)} <= {"a1"}
    assert [h.id for h in await store.query(ITEMS, QuerySpec(filter=fa, dense=q))] == ["a1"]
    assert await store.count(ITEMS, fa) == 1
    assert await ids_of(store, ITEMS, fa) == {"a1"}


async def test_scope_is_user_items_plus_the_requested_project(store: VectorStore) -> None:
    t = "t-scope"
    await store.upsert(
        ITEMS,
        [
            point("user", item(t)),
            point("user-null", item(t, project_id=None)),
            point("p1", item(t, project_id="p1")),
            point("p2", item(t, project_id="p2")),
        ],
    )
    in_p1 = PointFilter(tenant_id=t, scope=Scope("p1"))
    assert await ids_of(store, ITEMS, in_p1) == {"user", "user-null", "p1"}
    hits = await store.query(ITEMS, QuerySpec(filter=in_p1, dense=vec(1.0), sparse=terms(999)))
    assert {h.id for h in hits} == {"user", "user-null", "p1"}
    no_project = PointFilter(tenant_id=t, scope=Scope())
    assert await ids_of(store, ITEMS, no_project) == {"user", "user-null"}
    assert await store.count(ITEMS, PointFilter(tenant_id=t)) == 4


async def test_kind_status_tag_and_time_filters(store: VectorStore) -> None:
    t = "t-filters"
    await store.upsert(
        ITEMS,
        [
            point("fact-old", item(t, kind="fact", tags=["food", "home"], event_time=100.0)),
            point("pref-mid", item(t, kind="preference", tags=["food"], event_time=200.0)),
            point("event-new", item(t, kind="event", tags=["work"], event_time=300)),
            point("gone", item(t, kind="fact", status="deleted", event_time=200.0)),
            point("superseded", item(t, kind="fact", status="superseded", event_time=250.0)),
        ],
    )

    def f(**kw: Any) -> PointFilter:
        return PointFilter(tenant_id=t, **kw)

    active = {"fact-old", "pref-mid", "event-new"}
    assert await ids_of(store, ITEMS, f()) == active
    assert await ids_of(store, ITEMS, f(statuses=())) == active | {"gone", "superseded"}
    assert await ids_of(store, ITEMS, f(statuses=["deleted", "superseded"])) == {
        "gone",
        "superseded",
    }
    assert await ids_of(store, ITEMS, f(kinds=["fact", "event"])) == {"fact-old", "event-new"}
    assert await ids_of(store, ITEMS, f(tags=["food"])) == {"fact-old", "pref-mid"}
    assert await ids_of(store, ITEMS, f(tags=["home", "work"])) == {"fact-old", "event-new"}
    assert await ids_of(store, ITEMS, f(event_time_gte=200.0)) == {"pref-mid", "event-new"}
    assert await ids_of(store, ITEMS, f(event_time_lte=200.0)) == {"fact-old", "pref-mid"}
    assert await ids_of(
        store,
        ITEMS,
        f(
            event_time_gte=datetime.fromtimestamp(150, UTC),
            event_time_lte=datetime.fromtimestamp(250, UTC),
        ),
    ) == {"pref-mid"}
    assert await ids_of(store, ITEMS, f(ids=["fact-old", "gone"])) == {"fact-old"}
    assert await ids_of(store, ITEMS, f(exclude_ids=["fact-old"])) == {"pref-mid", "event-new"}
    dense_hits = await store.query(ITEMS, QuerySpec(filter=f(kinds=["preference"]), dense=vec(1.0)))
    assert [h.id for h in dense_hits] == ["pref-mid"]


async def test_episode_filters_on_session_speaker_and_entities(store: VectorStore) -> None:
    t = "t-episodes"

    def episode(pid: str, session: str, speaker: str, *entities: str) -> Point:
        payload = {"tenant_id": t, "session_id": session, "speaker": speaker, "turn_number": 1}
        return point(pid, {**payload, "entity_ids": list(entities)} if entities else payload)

    await store.upsert(
        EPISODES,
        [
            episode("e1", "s1", "user", "ent-a"),
            episode("e2", "s1", "assistant", "ent-a", "ent-b"),
            episode("e3", "s2", "user"),
        ],
    )

    def f(**kw: Any) -> PointFilter:
        return PointFilter(tenant_id=t, **kw)

    # Episodes carry no status, so no status default applies to them.
    assert await ids_of(store, EPISODES, f()) == {"e1", "e2", "e3"}
    assert await ids_of(store, EPISODES, f(session_id="s1")) == {"e1", "e2"}
    assert await ids_of(store, EPISODES, f(speaker="user")) == {"e1", "e3"}
    assert await ids_of(store, EPISODES, f(entity_ids=["ent-b"])) == {"e2"}
    assert await ids_of(store, EPISODES, f(session_id="s1", speaker="user")) == {"e1"}


async def test_set_payload_soft_deletes(store: VectorStore) -> None:
    t = "t-soft"
    await store.upsert(ITEMS, [point("m1", item(t, text="x")), point("m2", item(t))])
    f = PointFilter(tenant_id=t)
    await store.set_payload(ITEMS, "m1", {"status": "deleted", "deleted_at": 5.0})
    (record,) = await store.get(ITEMS, ["m1"])
    assert record.payload["status"] == "deleted"
    assert record.payload["text"] == "x"
    assert await ids_of(store, ITEMS, f) == {"m2"}
    hits = await store.query(ITEMS, QuerySpec(filter=f, dense=vec(1.0), sparse=terms(999)))
    assert [h.id for h in hits] == ["m2"]
    await store.set_payload(ITEMS, ["m1", "m2"], {"status": "archived"})
    assert await store.count(ITEMS, f) == 0
    assert await store.count(ITEMS, PointFilter(tenant_id=t, statuses=["archived"])) == 2
    with pytest.raises(ValueError):
        await store.set_payload(ITEMS, "m1", {"id": "m9"})


async def test_forgotten_episodes_and_summaries_leave_default_reads(store: VectorStore) -> None:
    t = "t-forgot"
    for collection in (EPISODES, SUMMARIES):
        # A point written before points carried a status still matches a default read.
        older = {"tenant_id": t, "kind": "episode"}
        await store.upsert(collection, [point("e1", item(t)), point("e2", older)])
        await store.set_payload(collection, "e1", {"status": "deleted"})
        f = PointFilter(tenant_id=t)
        assert await ids_of(store, collection, f) == {"e2"}
        hits = await store.query(collection, QuerySpec(filter=f, dense=vec(1.0)))
        assert [h.id for h in hits] == ["e2"]
        everything = PointFilter(tenant_id=t, statuses=())
        assert await ids_of(store, collection, everything) == {"e1", "e2"}
        assert len(await store.get(collection, ["e1"])) == 1  # by id: the caller decides


async def test_scroll_pages_through_every_point_once(store: VectorStore) -> None:
    t = "t-scroll"
    rng = np.random.default_rng(1)
    expected = {f"m{i}" for i in range(25)}
    await store.upsert(ITEMS, [point(i, item(t), rand_vec(rng)) for i in sorted(expected)])
    await store.upsert(ITEMS, [point("other", item("t-other"))])
    seen: list[str] = []
    offset: str | None = None
    pages = 0
    while True:
        records, offset = await store.scroll(
            ITEMS, PointFilter(tenant_id=t), limit=7, offset=offset, with_vectors=True
        )
        pages += 1
        seen += [r.id for r in records]
        assert all(r.dense is not None for r in records)
        if offset is None:
            break
    assert sorted(seen) == sorted(expected)
    assert pages == 4
    assert await store.count(ITEMS, PointFilter(tenant_id=t)) == 25


async def test_nearest_applies_a_cosine_threshold(store: VectorStore) -> None:
    t = "t-near"
    await store.upsert(
        ITEMS,
        [
            point("close", item(t), vec(1.0, 0.1)),
            point("diagonal", item(t), vec(1.0, 1.0)),
            point("orthogonal", item(t), vec(0.0, 1.0)),
            point("close-deleted", item(t, status="deleted"), vec(1.0, 0.0)),
            point("close-other-tenant", item("t-else"), vec(1.0, 0.0)),
        ],
    )
    f = PointFilter(tenant_id=t)
    hits = await store.nearest(ITEMS, vec(1.0), f, score_threshold=0.85)
    assert [h.id for h in hits] == ["close"]
    assert hits[0].score == pytest.approx(1 / np.sqrt(1.01), rel=1e-5)
    loose = await store.nearest(ITEMS, vec(1.0), f, score_threshold=0.5)
    assert [h.id for h in loose] == ["close", "diagonal"]
    assert (
        await store.nearest(
            ITEMS, vec(1.0), PointFilter(tenant_id=t, exclude_ids=["close"]), score_threshold=0.85
        )
        == []
    )


async def test_ensure_collections_refuses_another_dimension(store: VectorStore) -> None:
    await store.ensure_collections(DIM)
    with pytest.raises(ValueError):
        await store.ensure_collections(DIM * 2)


async def test_edge_reopen_keeps_points_and_indexes(tmp_path: Path) -> None:
    path = tmp_path / "edge"
    first = await open_vector_store("edge", path, DIM)
    await first.upsert(ITEMS, [point("m1", item("t-reopen", tags=["x"])), point("m2", item("t2"))])
    await first.set_payload(ITEMS, "m2", {"status": "deleted"})
    await first.close()
    with pytest.raises(RuntimeError):
        await first.count(ITEMS, PointFilter(tenant_id="t-reopen"))

    async with await open_vector_store("edge", path, DIM) as again:
        (record,) = await again.get(ITEMS, ["m1"])
        assert record.payload["tags"] == ["x"]
        assert await again.count(ITEMS, PointFilter(tenant_id="t2", statuses=["deleted"])) == 1
        hits = await again.query(
            ITEMS,
            QuerySpec(filter=PointFilter(tenant_id="t-reopen", tags=["x"]), dense=vec(1.0)),
        )
        assert [h.id for h in hits] == ["m1"]
        assert isinstance(again, EdgeVectorStore)
        info = again.engine._shard(ITEMS).info()
        assert {"tenant_id", "tags", "event_time", "turn_number"} <= set(info.payload_schema)


async def test_edge_directory_is_owned_by_one_store(tmp_path: Path) -> None:
    async with await open_vector_store("edge", tmp_path / "edge", DIM):
        with pytest.raises(RuntimeError):
            await open_vector_store("edge", tmp_path / "edge", DIM)


async def test_edge_reopen_with_another_dimension_fails(tmp_path: Path) -> None:
    store = await open_vector_store("edge", tmp_path / "edge", DIM)
    await store.close()
    with pytest.raises(RuntimeError, match="size"):
        await open_vector_store("edge", tmp_path / "edge", DIM * 2)


@pytest.mark.parametrize("in_child", [True, False], ids=["child-process", "in-process"])
async def test_edge_search_after_optimize(tmp_path: Path, in_child: bool) -> None:
    rng = np.random.default_rng(3)
    vectors = {f"m{i}": rand_vec(rng) for i in range(300)}
    store = EdgeVectorStore(tmp_path / "edge", optimize_in_child=in_child)
    await store.ensure_collections(DIM)
    async with store:
        await store.upsert(
            ITEMS,
            [
                point(pid, item(f"t{i % 3}"), v, terms(i % 50, 100 + i))
                for i, (pid, v) in enumerate(vectors.items())
            ],
        )
        await store.optimize()
        f = PointFilter(tenant_id="t1")
        assert await store.count(ITEMS, f) == 100
        target = "m1"
        hits = await store.query(
            ITEMS, QuerySpec(filter=f, dense=vectors[target], sparse=terms(101), limit=5)
        )
        assert hits[0].id == target
        assert all(h.payload["tenant_id"] == "t1" for h in hits)
        await store.flush()

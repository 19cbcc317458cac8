"""The graph half of dual search: entities asked, proximity of candidates, the blend rule."""

from __future__ import annotations

import pytest

from memstream.contracts.graph import (
    ChainResult,
    ItemProximity,
    ItemRow,
    NeighbourhoodResult,
    ResourceRow,
    TimelineResult,
)
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS
from memstream.services.retriever import graph
from memstream.services.retriever.fusion import Candidate


def test_query_entities_are_deduplicated_filters_first_and_bounded() -> None:
    names = graph.query_entities(["Ann"], ["ann", "Miso", "2023"], ["Bob", " "])
    assert names == ["Bob", "Ann", "Miso", "2023"]
    many = graph.query_entities([], [f"n{i}" for i in range(50)], [])
    assert len(many) == graph.MAX_ENTITIES


def test_neighbourhood_proximity_is_by_item_id() -> None:
    result = NeighbourhoodResult(
        items=[
            ItemProximity(item_id="a", proximity=1.0, hops=1),
            ItemProximity(item_id="b", proximity=0.25, hops=2),
        ]
    )
    assert graph.neighbourhood_proximity(result) == {"a": 1.0, "b": 0.25}


def row(item_id: str) -> ItemRow:
    return ItemRow(
        item_id=item_id, text=item_id, kind="fact", category="c", status="active", confidence=1.0
    )


def test_chain_proximity_falls_by_a_step_per_edge_and_has_a_floor() -> None:
    chain = ChainResult(
        items=[row(i) for i in ("start", "cause", "root", "far", "farther", "alone")],
        edges=[
            ("causal", "cause", "start"),
            ("causal", "root", "cause"),
            ("causal", "far", "root"),
            ("causal", "farther", "far"),
        ],
    )
    got = graph.chain_proximity(chain, "start")
    assert got == {"start": 1.0, "cause": 0.75, "root": 0.5, "far": 0.25, "farther": 0.25}


def test_timeline_proximity_is_highest_at_the_centre() -> None:
    rows = [
        ResourceRow(
            resource_id=f"r{n}",
            session_id="s",
            turn_number=n,
            part_index=0,
            item_ids=[f"i{n}"] if n % 2 == 0 else [],
        )
        for n in range(5)
    ]
    resources, items = graph.timeline_proximity(TimelineResult(centre="r1", resources=rows))
    assert resources["r1"] == pytest.approx(1.0)
    assert resources["r0"] == resources["r2"] > resources["r3"] > resources["r4"] > 0.0
    assert items == {"i0": resources["r0"], "i2": resources["r2"], "i4": resources["r4"]}
    assert graph.timeline_proximity(TimelineResult(centre=None, resources=rows)) == ({}, {})


def test_episodes_take_the_proximity_of_the_items_derived_from_them() -> None:
    item = Candidate(ITEMS, "i1", {"source_resource_ids": ["r1", "r2"]})
    unknown_item = Candidate(ITEMS, "i9", {"source_resource_ids": ["r3"]})
    source = Candidate(EPISODES, "r1", {"resource_id": "r1"})
    on_timeline = Candidate(EPISODES, "r5", {"resource_id": "r5"})
    other = Candidate(EPISODES, "r3", {"resource_id": "r3"})
    pool = {c.key: c for c in (item, unknown_item, source, on_timeline, other)}
    known = graph.apply(pool, {"i1": 0.75}, {"r5": 0.5, "r1": 0.25})
    assert known == 3
    assert item.features[graph.GRAPH_FEATURE] == pytest.approx(0.75)
    # The best of its item and its timeline.
    assert source.features[graph.GRAPH_FEATURE] == pytest.approx(0.75)
    assert on_timeline.features[graph.GRAPH_FEATURE] == pytest.approx(0.5)
    assert graph.GRAPH_FEATURE not in other.features
    assert graph.GRAPH_FEATURE not in unknown_item.features


def test_blend_is_the_weighted_mean_for_known_candidates_only() -> None:
    known = Candidate(ITEMS, "a", {}, features={graph.GRAPH_FEATURE: 1.0})
    unknown = Candidate(ITEMS, "b", {})
    assert graph.blend(0.6, known, 0.5) == pytest.approx(0.8)
    assert graph.blend(0.6, known, 0.2) == pytest.approx(0.68)
    assert graph.blend(0.6, known, 0.0) == pytest.approx(0.6)
    assert graph.blend(0.6, unknown, 0.5) == pytest.approx(0.6)


def test_best_picks_by_similarity_and_bonus_within_a_collection() -> None:
    a = Candidate(ITEMS, "a", {}, similarity=1.0, bonus=0.0)
    b = Candidate(ITEMS, "b", {}, similarity=0.5, bonus=1.0)
    e = Candidate(EPISODES, "e", {}, similarity=9.0)
    assert graph.best([a, b, e], ITEMS) is b
    assert graph.best([a, b, e], EPISODES) is e
    assert graph.best([a], EPISODES) is None

"""LoCoMo scoring on small synthetic inputs: turn order within an item, recall over the first
k distinct turns, and the arithmetic of the cross-validation folds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.locomo_eval import shown_turns
from bench.locomo_score import (
    DEFAULT,
    Question,
    Scores,
    best_candidate,
    best_per_constant,
    combination_name,
    cross_validate,
    cv_summary,
    distinct_turns,
    lead_turn_first,
    pooled,
    recall_at_k,
    size_summary,
    sweep_candidates,
    turn_ranking,
    turn_recall_at_k,
)
from memstream.contracts.context import ContextItem, ItemKind


def item(kind: ItemKind, id: str, resources: list[str], externals: list[str]) -> ContextItem:
    return ContextItem(
        id=id,
        kind=kind,
        text="x",
        score=0.5,
        confidence=1.0,
        age_days=1.0,
        source_resource_ids=resources,
        source_external_ids=externals,
    )


# -- turn order within an item -------------------------------------------------------------


def test_the_matched_turn_leads_its_neighbours() -> None:
    shown = lead_turn_first("r2", ["r1", "r2", "r3"], ["D1:1", "D1:2", "D1:3"])
    assert shown == ["D1:2", "D1:1", "D1:3"]
    assert lead_turn_first("r1", ["r1", "r2"], ["D1:1", "D1:2"]) == ["D1:1", "D1:2"]


@pytest.mark.parametrize(
    ("lead", "resources"),
    [(None, ["r1", "r2"]), ("r9", ["r1", "r2"]), ("r2", ["r1"])],
    ids=["no lead", "lead not shown", "lists of different lengths"],
)
def test_without_a_known_lead_the_display_order_stays(
    lead: str | None, resources: list[str]
) -> None:
    assert lead_turn_first(lead, resources, ["D1:1", "D1:2"]) == ["D1:1", "D1:2"]


def test_an_episode_item_reads_its_own_turn_first_and_a_fact_its_sources_as_shown() -> None:
    episode = item("episode", "c:s1:0:5", ["c:s1:0:4", "c:s1:0:5", "c:s1:0:6"], ["a", "b", "c"])
    assert shown_turns(episode) == ["b", "a", "c"]
    chunk = item("episode", "c:s1:0:5#1", ["c:s1:0:4", "c:s1:0:5"], ["a", "b"])
    assert shown_turns(chunk) == ["b", "a"]
    fact = item("fact", "item-1", ["c:s1:0:4", "c:s1:0:5"], ["a", "b"])
    assert shown_turns(fact) == ["a", "b"]


# -- recall over distinct turns ------------------------------------------------------------


def test_distinct_turns_keep_the_first_showing() -> None:
    assert distinct_turns([["a", "b"], ["b", "c"], [], ["a", "d"]]) == ["a", "b", "c", "d"]


def test_turn_recall_counts_the_first_k_distinct_turns() -> None:
    items = [["D1:2", "D1:1", "D1:3"], ["D1:3", "D2:5", "D2:4"]]
    evidence = ["D1:3", "D2:4"]
    turns = distinct_turns(items)
    assert turn_recall_at_k(evidence, turns, 2) == 0.0
    assert turn_recall_at_k(evidence, turns, 3) == 0.5
    # D1:3 shown twice takes one turn of the budget.
    assert turn_recall_at_k(evidence, turns, 4) == 0.5
    assert turn_recall_at_k(evidence, turns, 5) == 1.0
    # Over items, the first item alone already shows D1:3.
    assert recall_at_k(evidence, items, 1) == 0.5


def test_turn_recall_rejects_what_it_cannot_score() -> None:
    with pytest.raises(ValueError):
        turn_recall_at_k([], ["a"], 5)
    with pytest.raises(ValueError):
        turn_recall_at_k(["a"], ["a"], 0)


def test_a_deeper_ranking_fills_a_budget_the_served_items_do_not() -> None:
    served = [["a", "b"], ["c"]]
    deep = [["a", "b"], ["c"], ["d", "e"]]
    assert turn_ranking(served, deep, 3) == ["a", "b", "c"]
    assert turn_ranking(served, deep, 4) == ["a", "b", "c", "d", "e"]
    assert turn_ranking(served, None, 4) == ["a", "b", "c"]


def test_scores_report_item_and_turn_recall_per_category() -> None:
    q1 = Question("c", 0, "q1", "a", 1, ("t3",))
    q2 = Question("c", 1, "q2", "a", 4, ("t1", "t9"))
    scores = Scores(ks=(1,), turn_ks=(1, 3))
    scores.add(q1, [["t1", "t2", "t3"]])
    scores.add(q2, [["t1"], ["t2"]], deep=[["t1"], ["t2"], ["t9"]])
    out = scores.summary()
    assert out["recall@1"] == pytest.approx((1.0 + 0.5) / 2)
    assert out["recall@1T"] == pytest.approx((0.0 + 0.5) / 2)
    assert out["recall@3T"] == pytest.approx((1.0 + 1.0) / 2)
    assert out["by_category"]["1-multi-hop"]["recall@1T"] == pytest.approx(0.0)
    assert out["by_category"]["4-single-hop"]["recall@3T"] == pytest.approx(1.0)
    assert out["deeper_ranking_for_turn_budget"] == {"3T": 1}
    assert out["mean_source_turns_top10"] == pytest.approx(2.5)


_turn = st.sampled_from([f"D{i}:{j}" for i in range(1, 4) for j in range(1, 5)])
_items = st.lists(st.lists(_turn, min_size=1, max_size=3), max_size=12)
_evidence = st.lists(_turn, min_size=1, max_size=4, unique=True)


@settings(max_examples=200, deadline=None)
@given(_evidence, _items, st.integers(1, 20))
def test_turn_recall_is_a_share_that_grows_with_the_budget(
    evidence: list[str], items: list[list[str]], k: int
) -> None:
    turns = distinct_turns(items)
    value = turn_recall_at_k(evidence, turns, k)
    assert 0.0 <= value <= 1.0
    assert turn_recall_at_k(evidence, turns, k + 1) >= value
    # A budget that holds every shown turn sees what all the items show.
    everything = turn_recall_at_k(evidence, turns, max(1, len(turns)))
    assert everything == pytest.approx(recall_at_k(evidence, items, len(items)))


@settings(max_examples=200, deadline=None)
@given(_evidence, st.lists(_turn, unique=True, max_size=12), st.integers(1, 15))
def test_one_turn_per_hit_makes_turn_recall_item_recall(
    evidence: list[str], hits: list[str], k: int
) -> None:
    items = [[hit] for hit in hits]
    assert turn_recall_at_k(evidence, distinct_turns(items), k) == pytest.approx(
        recall_at_k(evidence, items, k)
    )


def test_size_summary() -> None:
    out = size_summary([10, 30, 20, 40])
    assert out["mean"] == pytest.approx(25.0)
    assert out["p50"] == 20
    assert out["p95"] == 40


# -- cross-validation arithmetic -----------------------------------------------------------

DEFAULTS = {"a": 1.0, "b": 3}
CONVS = ["c1", "c2", "c3"]


def test_the_sweep_changes_one_constant_at_a_time_defaults_first() -> None:
    candidates = sweep_candidates({"a": (0.5, 1.0, 2.0), "b": (3, 5)}, DEFAULTS)
    assert list(candidates) == [DEFAULT, "a=0.5", "a=2.0", "b=5"]
    assert candidates["a=2.0"] == {"a": 2.0} and candidates[DEFAULT] == {}
    with pytest.raises(ValueError):
        sweep_candidates({"z": (1,)}, DEFAULTS)


def test_pooled_weighs_every_question_alike() -> None:
    scores = {"c1": [1.0, 1.0, 1.0], "c2": [0.0]}
    assert pooled(scores, ["c1", "c2"]) == pytest.approx(0.75)
    assert pooled(scores, ["c2"]) == pytest.approx(0.0)
    with pytest.raises(ValueError):
        pooled({"c1": []}, ["c1"])


def results() -> dict[str, dict[str, list[float]]]:
    # a=2.0 is best on c1 and c2, worst on c3; b=5 ties the defaults everywhere.
    return {
        DEFAULT: {"c1": [0.5, 0.5], "c2": [0.5], "c3": [0.5, 0.5]},
        "a=2.0": {"c1": [1.0, 1.0], "c2": [1.0], "c3": [0.0, 0.5]},
        "b=5": {"c1": [0.5, 0.5], "c2": [0.5], "c3": [0.5, 0.5]},
    }


def test_ties_go_to_the_earlier_candidate() -> None:
    tied = {DEFAULT: {"c1": [0.5]}, "b=5": {"c1": [0.5]}}
    assert best_candidate(tied, ["c1"]) == DEFAULT


def test_each_fold_tunes_on_the_others_and_scores_the_held_out_one() -> None:
    folds = cross_validate(results(), CONVS)
    assert [(f.held_out, f.chosen) for f in folds] == [
        ("c1", DEFAULT),  # on c2 + c3 both score 0.5: the tie goes to the defaults
        ("c2", "a=2.0"),  # on c1 + c3: 0.625 against 0.5
        ("c3", "a=2.0"),  # on c1 + c2: 1.0 against 0.5
    ]
    by_held = {f.held_out: f for f in folds}
    assert by_held["c1"].train_score == pytest.approx(0.5)
    assert by_held["c1"].held_out_score == pytest.approx(0.5)
    assert by_held["c3"].train_score == pytest.approx(1.0)
    assert by_held["c3"].held_out_score == pytest.approx(0.25)


def test_cv_summary_pools_every_held_out_question_once() -> None:
    folds = cross_validate(results(), CONVS)
    categories = {"c1": [1, 4], "c2": [2], "c3": [4, 4]}
    out = cv_summary(results(), folds, categories)
    # c1 by the defaults (0.5, 0.5), c2 by a=2.0 (1.0), c3 by a=2.0 (0.0, 0.5).
    assert out["held_out_pooled"] == pytest.approx(2.5 / 5)
    assert out["held_out_mean_over_folds"] == pytest.approx((0.5 + 1.0 + 0.25) / 3, abs=1e-4)
    assert out["in_sample_mean_over_folds"] == pytest.approx((0.5 + 0.625 + 1.0) / 3, abs=1e-4)
    assert out["held_out_by_category"]["4-single-hop"] == pytest.approx(1.0 / 3, abs=1e-4)
    assert out["held_out_by_category"]["1-multi-hop"] == pytest.approx(0.5)
    assert out["held_out_by_category"]["2-temporal"] == pytest.approx(1.0)
    assert [f["chosen"] for f in out["folds"]] == [DEFAULT, "a=2.0", "a=2.0"]


def test_per_constant_choices_combine_into_one_setting() -> None:
    sweep = {"a": (1.0, 2.0), "b": (3, 5)}
    chosen = best_per_constant(results(), sweep, DEFAULTS, ["c1", "c2"])
    assert chosen == {"a": 2.0, "b": 3}
    assert combination_name(chosen, DEFAULTS) == "a=2.0"
    assert combination_name({"a": 2.0, "b": 5}, DEFAULTS) == "a=2.0+b=5"
    assert combination_name(DEFAULTS, DEFAULTS) == DEFAULT


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.lists(st.floats(0, 1), min_size=1, max_size=4), min_size=2, max_size=5),
    st.floats(0.01, 0.5),
)
def test_a_setting_better_everywhere_is_chosen_by_every_fold(
    per_conv: list[list[float]], margin: float
) -> None:
    convs = [f"c{i}" for i in range(len(per_conv))]
    base = dict(zip(convs, per_conv, strict=True))
    better = {c: [v + margin for v in vs] for c, vs in base.items()}
    folds = cross_validate({DEFAULT: base, "x=1": better}, convs)
    assert all(f.chosen == "x=1" for f in folds)
    held = [v for vs in better.values() for v in vs]
    summary = cv_summary(
        {DEFAULT: base, "x=1": better}, folds, {c: [1] * len(vs) for c, vs in base.items()}
    )
    assert summary["held_out_pooled"] == pytest.approx(sum(held) / len(held), abs=1e-4)

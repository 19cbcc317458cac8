"""Scoring of context replies for the retrieval quality suite."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.context import ContextItem
from tests.support.quality_score import (
    Shown,
    Tally,
    hit_at,
    latest_first,
    leaks,
    rank_problem,
)

EVIDENCE = {"t1:s003:4:0", "t1:s003:4:1"}


def shown(*rows: tuple[str, float, tuple[str, ...]]) -> list[Shown]:
    return [Shown(sources, text, score) for text, score, sources in rows]


REPLY = shown(
    ("user: my friend's dog is so loud", 0.9, ("t1:s001:0:0",)),
    ("User lives in Porto.", 0.8, ("t1:s009:2:0",)),
    ("user: I live in Lisbon", 0.7, ("t1:s003:4:0",)),
    ("User lives in Lisbon.", 0.6, ()),
)


def test_hit_by_evidence_turn_or_by_answer_text() -> None:
    assert not hit_at(REPLY, EVIDENCE, "Lisbon", 2)
    assert hit_at(REPLY, EVIDENCE, "Lisbon", 3)  # cites the evidence turn
    assert hit_at(REPLY, {"t1:other:0:0"}, "Porto", 2)  # names the answer
    assert not hit_at(REPLY, {"t1:other:0:0"}, "Osaka", 10)
    assert not hit_at([], EVIDENCE, "Lisbon", 3)


def test_latest_first_looks_at_the_first_item_naming_any_value() -> None:
    assert latest_first(REPLY, ["Lisbon", "Porto"], "Porto")
    assert not latest_first(REPLY, ["Porto", "Lisbon"], "Lisbon")
    assert not latest_first(REPLY[:1], ["Lisbon", "Porto"], "Porto")  # names neither
    both = shown(("moved from Lisbon to Porto", 0.5, ()))
    assert latest_first(both, ["Lisbon", "Porto"], "Porto")


def test_latest_first_knows_a_statement_by_its_turn_when_the_value_is_a_label() -> None:
    # Hand-written values are labels ("eats meat again"): the cited turn says which
    # statement an item is, whatever its words.
    old, new = frozenset({"t1:s003:4:0"}), frozenset({"t1:s009:2:0"})
    labels = ["pescatarian", "eats meat again"]
    reply = shown(
        ("user: my friend's dog is so loud", 0.9, ("t1:s001:0:0",)),
        ("user: the fish-only phase is over, she had the chilli", 0.8, tuple(new)),
        ("user: Isla is pescatarian as of monday", 0.7, tuple(old)),
    )
    assert latest_first(reply, labels, "eats meat again", (old, new))
    assert not latest_first(reply[::-1], labels, "eats meat again", (old, new))
    assert not latest_first(reply, labels, "eats meat again")  # by labels: none named
    # An item citing no statement turn still counts by the value it names.
    assert latest_first(REPLY, ["Lisbon", "Porto"], "Porto", (old, frozenset({"t9:x:0:0"})))


def test_leaks_name_foreign_turns_and_values() -> None:
    assert leaks(REPLY, "t1", ["Osaka"]) == []
    found = leaks(REPLY + shown(("User lives in Osaka.", 0.1, ("t2:s000:0:0",))), "t1", ["Osaka"])
    assert found == ["cites t2:s000:0:0", "names 'Osaka'"]
    # A tenant whose id prefixes another's is still another tenant.
    assert leaks(shown(("x", 0.1, ("t10:s000:0:0",))), "t1", []) == ["cites t10:s000:0:0"]


@pytest.mark.parametrize(
    ("scores", "problem"),
    [
        ([], "no items"),
        ([0.0, 0.0, 0.0], "outside"),
        ([0.5, 0.0], "outside"),
        ([1.2, 0.4], "outside"),
        ([0.4, math.nan], "non-finite"),
        ([0.4, 0.5], "increase"),
        ([1e-80, 1e-80, 1e-80], "equal"),
    ],
)
def test_unranked_replies_say_why(scores: list[float], problem: str) -> None:
    reason = rank_problem(scores)
    assert reason is not None and problem in reason


def test_ranked_replies_pass() -> None:
    assert rank_problem([0.9]) is None
    assert rank_problem([0.9, 0.9, 0.3]) is None
    assert rank_problem([1.0, 0.5, 0.01]) is None


@given(st.lists(st.floats(min_value=1e-6, max_value=1.0), min_size=2, max_size=10))
def test_sorted_distinct_scores_in_range_always_rank(scores: list[float]) -> None:
    ordered = sorted(scores, reverse=True)
    if math.isclose(ordered[0], ordered[-1], abs_tol=1e-9):
        assert rank_problem(ordered) is not None
    else:
        assert rank_problem(ordered) is None
        assert rank_problem(list(reversed(ordered))) is not None


def test_shown_of_a_context_item_keeps_sources_text_and_score() -> None:
    item = ContextItem(
        id="i1",
        kind="fact",
        text="User lives in Porto.",
        score=0.42,
        confidence=0.9,
        age_days=1.0,
        source_resource_ids=["t1:s009:2:0"],
    )
    assert Shown.of(item) == Shown(("t1:s009:2:0",), "User lives in Porto.", 0.42)


def test_tally_rates() -> None:
    tally = Tally()
    tally.add_question(REPLY, EVIDENCE, "Lisbon")
    tally.add_question(REPLY, {"t1:none:0:0"}, "Osaka")
    tally.add_update(True)
    tally.add_update(False)
    tally.add_reply(ranked=True, leaked=False, tokens=100)
    tally.add_reply(ranked=False, leaked=True, tokens=300)
    summary = tally.summary()
    assert summary["hit@1"] == pytest.approx(0.0)
    assert summary["hit@3"] == pytest.approx(0.5)
    assert summary["latest_first"] == pytest.approx(0.5)
    assert summary["isolation"] == pytest.approx(0.5)
    assert summary["unranked_share"] == pytest.approx(0.5)
    assert summary["mean_context_tokens"] == pytest.approx(200.0)
    assert math.isnan(Tally().hit_rate(3))
    assert Tally().summary()["latest_first"] is None

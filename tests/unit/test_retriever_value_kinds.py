"""The kind of value a question asks for, a best so far as a value, and a time named for a
plan ahead (services/retriever/values.py, order.py, updates.py)."""

from __future__ import annotations

from typing import Any

import numpy as np

from memstream.services.retriever.order import question_rule, restatements_first
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.values import measures, of_kind, value_asked, value_words
from tests.support.selections import leading as first
from tests.support.selections import statement

OLD_VECTOR = np.array([1.0, 0.0, 0.0], dtype=np.float32)
NEAR = np.array([0.8, 0.6, 0.0], dtype=np.float32)  # cosine 0.8 with OLD_VECTOR


def test_a_question_asks_for_a_date_or_an_amount() -> None:
    for question in (
        "when is the Cobbold bid due?",
        "what day is bin day?",
        "what time is my appointment?",
        "what's the new date for the check-up?",
        "what's the deadline for the essay?",
    ):
        assert value_asked(question) == "date", question
    for question in (
        "how much rent do I pay?",
        "what's my half marathon PB now?",
        "what's my fastest half so far?",
        "whats my best squat?",
        "what's the most I've deadlifted?",
        "what's the hardest boulder I've done?",
        "what monthly pay did I agree to?",
        # A code, and what something is set to, are values.
        "what's the combination for the shed lock?",
        "what have I got the flow temperature set to?",
        "what do I keep the back tyres pumped up to?",
    ):
        assert value_asked(question) == "amount", question
    for question in (
        "who is my coach?",
        "what's my favourite band?",
        "what do I most enjoy?",
        "what does Marisol pay each month?",  # "pay" as a verb asks what she pays for
    ):
        assert value_asked(question) is None, question


def test_a_date_answers_no_amount_and_a_price_no_date() -> None:
    texts = (
        "deadline is now 2 May, cap £48,000, 12% off, friday at 3pm or the 14th, version 4.3",
        "weighed 63.5, pace 4:10, since 2019, out at 3.15pm",
    )
    values = value_words(texts)
    assert of_kind(values, texts, "amount") == {"£48,000", "12%", "4.3", "63.5", "4:10", "2019"}
    assert of_kind(values, texts, "date") == {
        "2",
        "may",
        "friday",
        "3pm",
        "14th",
        "4:10",
        "2019",
        "3.15pm",
    }
    assert of_kind(values, texts, "any") == values


def test_a_new_date_gives_no_new_amount_and_a_new_amount_no_new_date() -> None:
    """Three grants in one message, then the Cobbold deadline moves: the Halvard cap asked
    for is unchanged. And a new cap is no new deadline."""
    grants = (
        "three grant applications: the Cobbold Trust bid is due 30 April, and the Halvard "
        "Fellowship bid is capped at £48,000"
    )
    moved = "Cobbold's portal went down, so the deadline is now 2 May"
    assert first("what's the most I can ask for on the Halvard fellowship?", grants, moved) == "old"
    assert first("when is the Cobbold bid due?", grants, moved) == "new"
    raised = "Halvard raised their cap to £60,000!"
    assert first("when is the Halvard bid due?", grants, raised) == "old"
    assert first("how much can I ask Halvard for?", grants, raised) == "new"


def test_a_best_so_far_is_a_value_that_a_new_best_restates() -> None:
    """ "What's the most I've deadlifted?" asks for a number: a new one in the older one's
    unit leads, though the two texts' vectors are far apart."""
    assert (
        first(
            "what's the most I've deadlifted?",
            "deadlift max is 180 kg, trying to get to 200 by december",
            "187.5 kg off the floor today. PR. hook grip held",
        )
        == "new"
    )
    squat = "current maxes: squat 120 kg, bench 70"
    assert first("whats my best squat?", squat, "mock meet. squat 127.5 kg PR!!!") == "new"
    # Asked for a name, a new number is no answer.
    assert first("which gym do I lift at?", squat, "mock meet. squat 127.5 kg PR!!!") == "old"


def test_a_time_named_for_a_plan_ahead_asks_what_the_plan_is_now() -> None:
    """ "Which marathon am I doing in October?" names a time, but of a plan: the change of
    plan leads. Put in the past, the same time is a moment to look back at."""
    old = statement("old", 0.9, 100.0, "entered the Cape Town Marathon for October!!", 1.2)
    new = statement("new", 0.7, 200.0, "change of plan, doing the Amsterdam one instead", 0.7)
    vectors = {"old": OLD_VECTOR, "new": NEAR}
    what: Any = "what"

    def leads(question: str) -> str:
        rule = question_rule(RetrieverSettings(), question)
        chosen = restatements_first(
            [old, new], vectors, rule, question=question, intent=what, names_time=True
        )
        return chosen[0].scored.cand.id

    assert leads("which marathon am I doing in October?") == "new"
    assert leads("which marathon will I run in October?") == "new"
    assert leads("which marathon did I run in October?") == "old"
    assert leads("what was I training for in October?") == "old"


def test_units_written_onto_numbers_are_measures() -> None:
    """ "248w", "120kg", "40mi" measure watts, kilograms and miles as "248 watts" does."""
    assert measures("ramp test put my FTP at 248w") == {("248", "watt"), ("248", "#999")}
    assert measures("squat 120kg, 80 kilos, 40 miles, 5km") == {
        ("120", "kg"),
        ("120", "#999"),
        ("80", "kg"),
        ("40", "mi"),
        ("5", "km"),
    }
    # "5k" is a run or five thousand: no unit.
    assert measures("did a 5k run") == set()
    assert first("how heavy do I squat?", "squat 120kg for a single", "squat 127.5kg PR!!") == "new"


def test_a_measure_of_someone_else_restates_nothing_of_whom_the_question_asks() -> None:
    """ "Dad's been on 500mg of metformin for years" gives no new dose of Mum's."""
    mum = "Diabetes review today, they've increased Mum's metformin to 1000mg a day"
    dad = "Dad's been on 500mg of metformin for years and he never had any stomach trouble"
    assert first("what dose of metformin is Mum on?", mum, dad) == "old"
    # Naming no one, the same news is hers.
    assert first("what dose of metformin is Mum on?", mum, "down to 500mg a day now") == "new"


def test_a_new_setting_in_its_unit_leads_the_old_one() -> None:
    """ "we're at 38 degrees flow now" gives the flow temperature asked for anew."""
    old = "Survey done, they'll set the flow temp at 45 degrees to start with"
    new = "january bill was £212, we're at 38 degrees flow now. worth trying 36?"
    assert first("what have I got the flow temperature set to?", old, new) == "new"

"""Dates and amounts a question asks for, and a later statement that gives a new one
(services/retriever/values.py, updates.py)."""

from __future__ import annotations

import numpy as np

from memstream.services.retriever.updates import UpdateRule, latest_first
from memstream.services.retriever.values import asks_for_a_value, value_words
from tests.support.selections import statement

OLD_VECTOR = np.array([1.0, 0.0, 0.0], dtype=np.float32)
FAR = np.array([0.0, 0.0, 1.0], dtype=np.float32)


def first(question: str, old_text: str, new_text: str) -> str:
    rule = UpdateRule(topic_min=0.4, score_share=0.5, asks_a_value=asks_for_a_value(question))
    old = statement("old", 0.9, 100.0, old_text, 1.2)
    new = statement("new", 0.7, 200.0, new_text, 0.7)
    return latest_first([old, new], {"old": OLD_VECTOR, "new": FAR}, rule)[0].scored.cand.id


def test_a_new_date_or_amount_of_a_named_thing_leads_without_words_of_change() -> None:
    due = "the Ashcombe Trust application is due 30 April, can you help me outline it?"
    moved = "Ashcombe emailed, deadline's 14 May. breathing room!"
    assert first("when is the Ashcombe application due?", due, moved) == "new"
    # Asked for a name, not a date, it restates nothing the older one asked.
    assert first("who is the contact at Ashcombe?", due, moved) == "old"
    # The same date again, or another thing's date, is no new value of it.
    assert first("when is the Ashcombe application due?", due, "Ashcombe: 30 April") == "old"
    other = "the Bexley grant is due 14 May"
    assert first("when is the Ashcombe application due?", due, other) == "old"
    rate = "the Quayside Hotels account is on 8% discount"
    assert (
        first("how much off are Quayside getting?", rate, "agreed 12% off with Quayside") == "new"
    )


def test_value_words_are_dates_days_times_and_amounts_but_not_numbers_of_names() -> None:
    assert value_words(["due 14 May, Fridays at 4:10 or 3pm, £910 and 12%"]) == {
        "14",
        "may",
        "friday",
        "4:10",
        "3pm",
        "£910",
        "12%",
    }
    assert value_words(["She left Flat 2 spotless", "that may be it"]) == frozenset()
    # A number inside a word is no value: a region, a release name, a console.
    assert value_words(["all on GCP in europe-west2 now, v4 ready, got a ps5"]) == frozenset()
    for question in ("when is it due?", "what day is bin day?", "how much rent do I pay?"):
        assert asks_for_a_value(question), question
    for question in ("who is my landlord?", "where do I work?", "which hotel is it?"):
        assert not asks_for_a_value(question), question

"""Reschedulings told without an article or as "X's pushed to", a change told again, and an
old value told again after its change (services/retriever/told.py, updates.py)."""

from __future__ import annotations

import numpy as np

from memstream.services.retriever.changes import redates_unnamed, says_it_changed
from memstream.services.retriever.parts import content_words
from memstream.services.retriever.told import rescheduled_nouns
from memstream.services.retriever.updates import UpdateRule, latest_first
from tests.support.selections import statement

NEAR = np.array([1.0, 0.0, 0.0], dtype=np.float32)
FAR = np.array([0.0, 0.0, 1.0], dtype=np.float32)  # cosine 0 with NEAR
ELSEWHERE = np.array([0.0, 1.0, 0.0], dtype=np.float32)  # cosine 0 with both


def _rule(question: str) -> UpdateRule:
    return UpdateRule(
        topic_min=0.4, score_share=0.5, asks_a_value="any", asked_words=content_words(question)
    )


def test_what_a_rescheduling_moves_is_named_with_or_without_an_article() -> None:
    assert rescheduled_nouns(["follicles slow so they pushed collection to Monday"]) == {
        "collection"
    }
    assert rescheduled_nouns(["ugh the unit rang, infusion's pushed to 5 May"]) == {"infusion"}
    assert rescheduled_nouns(["exit date's been brought forward to 31 October"]) == {"date"}
    assert rescheduled_nouns(["Quillfield have pushed the cohort back and I start later"]) == {
        "cohort"
    }
    # Someone who moves something ("has bumped"), a person moved, a move of house.
    assert rescheduled_nouns(["dagny's bumped the saturday run up to 18k"]) == frozenset()
    assert rescheduled_nouns(["the consultant's bumped me to every week"]) == frozenset()
    assert rescheduled_nouns(["we moved back to Leeds in the spring"]) == frozenset()


def test_a_date_pushed_or_pushed_again_is_a_change() -> None:
    for text in (
        "pushed AGAIN. 29 September. clearance paperwork",
        "ugh the unit rang, infusion's pushed to 5 May because they're short staffed",
        "they pushed collection to Monday 14 April",
    ):
        assert says_it_changed(text), text
    assert redates_unnamed("they moved it AGAIN. it's the 19th of May now")
    assert redates_unnamed("they moved it. Friday now, 2pm. ugh")
    assert not says_it_changed("my mum pushed me to apply for it")
    assert not redates_unnamed("moved to Porto, love it again")
    assert not redates_unnamed("put it in the diary for Friday")


def test_a_rescheduling_without_an_article_leads_the_date_it_moves() -> None:
    """ "pushed collection to Monday 14 April" re-dates "egg collection pencilled in for
    Friday 11 April", though it matches the question less and its vector is far."""
    old = statement(
        "old",
        0.95,
        100.0,
        "scan today: 7 follicles!! egg collection pencilled in for Friday 11 April",
        z=2.0,
    )
    new = statement(
        "new",
        0.5,
        200.0,
        "follicles a bit slow so they pushed collection to Monday 14 April",
        z=1.0,
    )
    rule = _rule("what day did my egg collection end up being?")
    ordered = latest_first([old, new], {"old": NEAR, "new": FAR}, rule)
    assert [e.scored.cand.id for e in ordered] == ["new", "old"]


def test_a_change_told_again_leads_the_change_before_it() -> None:
    """ "they moved it AGAIN. it's the 19th of May now" names no infusion, and its vector is
    far from both; it is the latest date of what "infusion's pushed to 5 May" moved."""
    first = statement(
        "first", 0.95, 100.0, "on ocrevus. next infusion is booked for 14 April", z=2.0
    )
    moved = statement("moved", 0.8, 200.0, "ugh the unit rang, infusion's pushed to 5 May", z=1.5)
    again = statement("again", 0.5, 300.0, "they moved it AGAIN. it's the 19th of May now", z=0.5)
    vectors = {"first": NEAR, "moved": FAR, "again": ELSEWHERE}
    ordered = latest_first([first, moved, again], vectors, _rule("when's my next infusion?"))
    assert [e.scored.cand.id for e in ordered] == ["again", "moved", "first"]
    # Asked for no value, a change told again ties nothing by its date.
    named = UpdateRule(topic_min=0.4, score_share=0.5, asked_words=content_words("who?"))
    assert [e.scored.cand.id for e in latest_first([moved, again], vectors, named)] == [
        "moved",
        "again",
    ]


def test_the_value_a_change_retired_told_again_does_not_lead_the_change() -> None:
    """ "I'd already told my mum 2 June" after "I'm now starting 16 June" (which replaced
    "start date is 2 June") gives the old date back, not a new one."""
    old = statement("old", 0.95, 100.0, "They offered me a place! Start date is 2 June.", z=3.0)
    new = statement(
        "new", 0.9, 200.0, "Quillfield pushed the cohort back, I'm now starting 16 June", z=2.0
    )
    told_mum = statement(
        "mum",
        0.85,
        201.0,
        "I'd already told my mum 2 June and she'd booked the week off work",
        z=2.0,
    )
    vectors = {"old": NEAR, "new": NEAR, "mum": NEAR}
    rule = _rule("when's my first day back at work?")
    ordered = latest_first([old, new, told_mum], vectors, rule)
    # It may still restate the older statement it repeats, but not the change.
    assert [e.scored.cand.id for e in ordered][0] == "new"
    # A later statement with a date of its own still leads the change.
    later = statement("later", 0.85, 202.0, "Start is confirmed, 23 June now", z=2.0)
    ordered = latest_first([old, new, later], {**vectors, "later": NEAR}, rule)
    assert [e.scored.cand.id for e in ordered][0] == "later"


def test_a_new_date_for_a_thing_left_unnamed_leads_the_date_it_replaces() -> None:
    """ "they moved it. Friday now, 2pm" names neither the interview nor Sandvika, which the
    question asks about; it is the new day of what the older statement dates."""
    old = statement(
        "old",
        0.95,
        100.0,
        "interview at Sandvika Maritime on Wednesday w/ Rashida Bergersen, ops director",
        z=2.0,
    )
    new = statement("new", 0.5, 200.0, "they moved it. Friday now, 2pm. ugh", z=0.3)
    question = "what day's the Sandvika interview?"
    rule = UpdateRule(
        topic_min=0.4,
        score_share=0.5,
        asks_a_value="any",
        asked_words=content_words(question),
        asked_names=frozenset({"Sandvika"}),
    )
    ordered = latest_first([old, new], {"old": NEAR, "new": FAR}, rule)
    assert [e.scored.cand.id for e in ordered] == ["new", "old"]
    # Without a value of its own it re-dates nothing.
    vague = statement("vague", 0.5, 200.0, "they moved it, ugh", z=0.3)
    ordered = latest_first([old, vague], {"old": NEAR, "vague": FAR}, rule)
    assert [e.scored.cand.id for e in ordered] == ["old", "vague"]

"""One statement that tells several things, and a later one that changes only one of them
(services/retriever/parts.py, updates.py)."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from memstream.services.retriever.parts import (
    changes_another_part,
    content_words,
    keeps_what_is_asked,
    parts_of,
    stem,
)
from memstream.services.retriever.updates import UpdateRule, latest_first
from tests.support.selections import statement

NEAR_OLD = np.array([1.0, 0.0, 0.0], dtype=np.float32)
NEAR_NEW = np.array([0.9, 0.43589, 0.0], dtype=np.float32)  # cosine 0.9 to NEAR_OLD

STACK = (
    "flutter dev at Sedgecombe, the app books allotment plots. flutter 3.16, state mgmt is "
    "Provider, backend is Firebase. how do i cache images?"
)
RIVERPOD = "ripped out the last Provider usage today, fully on Riverpod now. how do i test it?"


def first(question: str, old_text: str, new_text: str) -> str:
    rule = UpdateRule(topic_min=0.4, score_share=0.5, asked_words=content_words(question))
    old = statement("old", 0.9, 100.0, old_text, 1.2)
    new = statement("new", 0.8, 200.0, new_text, 1.0)
    return latest_first([old, new], {"old": NEAR_OLD, "new": NEAR_NEW}, rule)[0].scored.cand.id


def test_a_change_of_one_told_thing_does_not_lead_for_another() -> None:
    # Asked about the backend, the change of state management is no update of the answer.
    assert first("what's the app's backend on?", STACK, RIVERPOD) == "old"
    # Asked about what it changed, it leads, in the question's words or in others.
    assert first("what do we use for state mgmt?", STACK, RIVERPOD) == "new"
    assert first("which state management library is the app on?", STACK, RIVERPOD) == "new"
    # A change that speaks of what is asked in the question's words still leads.
    moved = "moved the backend off Firebase to Supabase, Provider stays. any gotchas?"
    assert first("what's the app's backend on?", STACK, moved) == "new"


def test_parts_are_told_apart_only_where_the_question_names_an_answering_part() -> None:
    pressure = "my blood pressure is high these days, Dr. Fawzy gave me tablets"
    moved = "Dr. Fawzy went to Saudi so I go now to Dr. Hala Said in Smouha"
    # "pressure" is in a part that names no doctor: nothing tells which part is asked.
    assert first("which doctor is following my pressure now?", pressure, moved) == "new"
    # A question that shares no word with the older statement leaves the rule alone.
    assert first("what are we building on?", STACK, RIVERPOD) == "new"
    # Nor does a later statement that shares no name with it.
    told = STACK.removesuffix(" how do i cache images?")
    assert first("what's the app's backend on?", told, "we are on Supabase now, happier") == "new"


def test_parts_keep_versions_and_addresses_whole() -> None:
    parts = parts_of(("all on Azure in uksouth, terraform 1.5. see https://stg.example.io: ok",))
    words = [p.words for p in parts]
    assert frozenset({"azure", "uksouth"}) in words
    assert frozenset({"terraform", "1", "5"}) in words
    assert all(p.holds_value for p in parts[:2])
    assert not parts_of(("the and of it, so",))


def test_changes_another_part_needs_a_shared_name_and_an_asked_part() -> None:
    older = parts_of((STACK,))
    newer = parts_of((RIVERPOD,))
    asked = content_words("what's the backend?")
    assert changes_another_part(asked, older, newer, [("provider",)])
    assert not changes_another_part(asked, older, newer, [])
    assert not changes_another_part(asked, older, newer, [("firebase",)])
    assert not changes_another_part(content_words("what pet?"), older, newer, [("provider",)])


def test_a_question_for_a_name_asks_about_the_part_that_holds_one() -> None:
    """ "Who am I having piano lessons with?" shares "piano" with "I'm doing grade 6 piano",
    which holds a number, not a name: the teacher's part is the one asked about, and a
    hand-over of the teacher changes it."""
    older = parts_of(("doing grade 6 piano, my teacher Mrs Ardelean picked the Grieg",))
    newer = parts_of(("mrs ardelean is retiring so she's passed me on to Lucian Moraru",))
    asked = content_words("who am I having piano lessons with now?")
    shared = [("ardelean",)]
    assert changes_another_part(asked, older, newer, shared)  # read as any value
    assert not changes_another_part(asked, older, newer, shared, asks_a_name="person")
    assert [p.holds_name for p in older] == [False, True]


BAKERY = "User runs a small bakery called Crumb & Co in Leeds with User's business partner Aisha"
PLANNER = "User runs a wedding planning business out of Harrogate with User's assistant Bex"


def test_someone_the_writer_is_with_is_a_part_of_their_own() -> None:
    """A leave of the partner changes the partner, not the bakery's name; asked who helps
    run the business, the assistant's part is asked about, and a hand-over changes it."""
    leave = parts_of(("Aisha is going on maternity leave in March, her cousin Yusuf will cover",))
    bakery = parts_of((BAKERY,))
    assert [p.someones for p in bakery] == [False, True]
    asked = content_words("what's the name of my bakery?") - {"name"}
    assert changes_another_part(asked, bakery, leave, [("aisha",)], asks_a_name="thing")
    hired = parts_of(("Bex left to go travelling, so I hired Tamsin and she starts monday",))
    asked = content_words("who helps me run the business?")
    assert not changes_another_part(asked, parts_of((PLANNER,)), hired, [("bex",)], "person")
    # "with" before a bare name is no one's part: "lunch with Ana tomorrow" stays whole.
    assert len(parts_of(("having lunch with Ana tomorrow",))) == 1


def test_stems_meet_across_forms() -> None:
    assert stem("invoices") == stem("invoicing") == "invoic"
    assert content_words("which sites do I build in?") == {"site", "build"}


@given(st.text(max_size=80))
def test_stem_never_grows_and_keeps_four_letters(word: str) -> None:
    stemmed = stem(word)
    assert word.startswith(stemmed)
    assert stemmed == word or len(stemmed) >= 4


def test_a_part_said_to_stay_as_it_was_is_no_new_value_of_it() -> None:
    old = "PM for the mobile app. v4.0 ships 14 March, code freeze 7 March, sprints are 2 weeks."
    new = "qa found a blocker. launch slips to 28 March, code freeze date unchanged."
    assert first("when do we lock the code for v4?", old, new) == "old"
    # Asked for the launch, the same turn is its new date, though it says "date unchanged".
    assert first("what's the v4 launch date as things stand?", old, new) == "new"
    assert keeps_what_is_asked(content_words("code freeze?"), parts_of((new,)))
    assert not keeps_what_is_asked(content_words("launch date?"), parts_of((new,)))

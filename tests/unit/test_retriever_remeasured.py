"""New numbers for a value that changes: amounts in a currency, numbers written as words, a
new measure that names no one, and how long something lasts now (services/retriever/
values.py, moment.py, updates.py)."""

from __future__ import annotations

import numpy as np

from memstream.services.retriever.moment import asks_in_the_present
from memstream.services.retriever.parts import content_words
from memstream.services.retriever.relations import names_in
from memstream.services.retriever.updates import UpdateRule, latest_first
from memstream.services.retriever.values import asks_for_a_value, measures
from tests.support.selections import statement

NEAR = np.array([1.0, 0.0, 0.0], dtype=np.float32)
FAR = np.array([0.0, 0.0, 1.0], dtype=np.float32)  # cosine 0 with NEAR


def _rule(question: str) -> UpdateRule:
    assert asks_for_a_value(question), question
    return UpdateRule(
        topic_min=0.4,
        score_share=0.5,
        asks_a_value="any",
        asked_words=content_words(question),
        asked_names=names_in(question),
    )


def _order(old: str, new: str, question: str, near: bool = False) -> list[str]:
    """Ids in the order `latest_first` leaves an older statement that matches the question
    well and a later one that matches it poorly, with vectors far apart unless `near`."""
    older = statement("old", 0.95, 100.0, old, z=2.0)
    newer = statement("new", 0.4, 200.0, new, z=1.0)
    vectors = {"old": NEAR, "new": NEAR if near else FAR}
    ordered = latest_first([older, newer], vectors, _rule(question))
    return [e.scored.cand.id for e in ordered]


def test_numbers_written_as_words_are_measures() -> None:
    assert measures("got nine hens in the backyard now") == {("9", "hen")}
    assert measures("lost three to a fox. six hens left") == {("6", "hen")}
    # "one" before a word of no count measures nothing of it; inside a word it is no number.
    assert measures("the one I like, oneself") == set()


def test_a_new_count_in_words_leads_the_old_one() -> None:
    assert _order(
        "got nine hens in the backyard now, feeding them layer pellets",
        "lost three to a fox last night. six hens left and they're scared",
        "how many chooks have I got left?",
    ) == ["new", "old"]


def test_a_new_price_in_the_same_currency_leads_the_old_one() -> None:
    """ "$4" had no unit (a digit or two counts anything); in its currency it has one."""
    assert _order(
        "my stall sells doubles at $4 each, queue out the door by 7",
        "put the doubles up to $5, flour went up again",
        "How much am I charging for a doubles now?",
    ) == ["new", "old"]


def test_a_new_measure_that_names_no_one_is_of_whom_the_older_one_names() -> None:
    """ "said only 8 weeks this year as he's a bit light" names no tortoise; it re-measures
    what "Kleon ... for 10 weeks" measures, for a question that names Kleon."""
    question = "how long is Kleon sleeping for this winter?"
    assert asks_in_the_present(question)
    assert _order(
        "my tortoise Kleon is going into the fridge to hibernate for 10 weeks",
        "vet did his pre-hibernation check and said only 8 weeks this year as he's a bit light",
        question,
    ) == ["new", "old"]
    # A new measure of someone else by name restates nothing of Kleon's.
    assert _order(
        "my tortoise Kleon is going into the fridge to hibernate for 10 weeks",
        "my sister's tortoise Dorrit is only doing 8 weeks this year",
        question,
    ) == ["old", "new"]


def test_how_long_in_the_present_asks_what_holds_now() -> None:
    assert asks_in_the_present("how long is the course now?")
    assert asks_in_the_present("how long does Mum's physio last?")
    assert not asks_in_the_present("how long did the drive take?")
    assert not asks_in_the_present("how long have I lived in Leeds?")


def test_a_request_that_gives_a_new_value_leads_the_old_one() -> None:
    """ "weighed Pimento again, 46 grams ... is it ok to give her a waxworm?" asks for
    something, and tells the gecko's weight on the way; a request that gives no new value
    restates nothing, however close."""
    old = "my leopard gecko Pimento is 40 grams and eats dubia roaches every other day"
    question = "how heavy is my gecko now?"
    request = "weighed Pimento again, 46 grams, the vet's happy. is it ok to give her a waxworm?"
    assert _order(old, request, question, near=True) == ["new", "old"]
    no_value = "is it ok to give Pimento a waxworm now and then?"
    assert _order(old, no_value, question, near=True) == ["old", "new"]


def test_a_span_of_time_is_one_measure_however_it_is_counted() -> None:
    """ "every 2 weeks" re-measures "every 10 days" for "how often should I be feeding
    Cheddar?": days and weeks count one thing."""
    assert measures("one small mouse every 10 days") == {("1", "small"), ("10", "duration")}
    assert _order(
        "my corn snake Cheddar eats one small mouse every 10 days. is that enough?",
        "she's grown so she's on adult mice now, every 2 weeks",
        "how often should I be feeding Cheddar?",
    ) == ["new", "old"]


def test_a_value_from_another_time_recalled_restates_nothing() -> None:
    """ "last year's show was the 14th and I came third with a 4lb 12oz onion" gives a
    number in the unit the onion is weighed in, of last year's onion: it never leads this
    year's weight. Looking back with a correction still corrects."""
    question = "how much does my big onion weigh now?"
    onion = "onion at 5lb 9oz by the tape!!!"
    assert _order(onion, "this year's one weighed in at 6lb 1oz", question) == ["new", "old"]
    for recalled in (
        "last year's show was the 14th and I came third with a 4lb 12oz onion",
        "funny to think my first onion was 2lb 3oz",
        "I used to grow them to 3lb 8oz when I had more time",
    ):
        assert _order(onion, recalled, question) == ["old", "new"], recalled
    corrected = "sorry, I meant 6lb 1oz, I was reading last year's notes"
    assert _order(onion, corrected, question) == ["new", "old"]

"""What a turn does (services/retriever/speech.py): ask, tell, or both."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memstream.services.retriever.speech import (
    about_self,
    in_the_first_person,
    is_request,
    own_names,
    says_little,
    tells,
)


@pytest.mark.parametrize(
    "text",
    [
        "can you explain what an ISA is? I bank with Barclays",
        "my new place in Leeds has a tiny kitchen, any space-saving storage ideas?",
        "since my pottery class on wednesdays runs late, can you suggest quick dinners?",
        "now that we've got the Kia EV6, is a home charger worth it?",
        "help me plan the week - our twins start school on monday",
        # A request naming someone or something of the writer's says who or what it is.
        "draft an email to my new team lead Amira asking to move our 1:1",
        "is it ok to give my greyhound Pepper cooked chicken bones?",
        "what's the weather for my trip to Lisbon?",  # where they are going
        # A clause announcing a change tells it, even of someone else in the writer's life.
        "Marta's gone back to Poland, the Sparkle Bros team do the changeovers now. "
        "can you draft a checklist for them?",
        "the client pushed the launch back, how do I tell the team?",
        # The "I" of a plan or a doing is often dropped.
        "lime render going on in may. want to limewash it in ochre, how many coats?",
        "going with Sloe Dusk instead, is it ok to go darker in a narrow hall?",
        "booked the tiler for the 22nd, what grout goes with sage?",
    ],
)
def test_a_request_that_also_tells_something_of_its_writer_is_no_mere_request(
    text: str,
) -> None:
    assert tells(text)
    assert not is_request(text)
    # Between people who talk to each other, a turn that asks stays a question.
    assert is_request(text, dialogue=True)


@pytest.mark.parametrize(
    "text",
    [
        "what's a quick dinner I can make with salmon?",
        "hey, can you draft a polite email to my landlord",
        "how cold will it get tonight, need to decide on a jacket",
        "what should I get for my wife? she loves hiking?",
        "give me a recipe. thanks!",
        "draft an email to my landlord about the boiler",
        "can my cat eat tuna?",
        "the weather is awful, can you suggest an indoor game?",
        "how do I know when a cake is done now?",
        "want to know how to bleed a radiator?",  # wanting to know asks
    ],
)
def test_a_request_whose_clauses_all_ask_or_speak_of_no_one_asks(text: str) -> None:
    assert not tells(text)
    assert is_request(text)


@pytest.mark.parametrize(
    "text",
    [
        "what year did the berlin wall fall",
        "is oat milk healthier than almond milk",
        "any tips for falling asleep faster",
        "ideas for a rainy afternoon with kids",
        "Are electric cars cheaper to run",
    ],
)
def test_a_question_without_a_question_mark_asks(text: str) -> None:
    assert is_request(text)


@pytest.mark.parametrize(
    "text",
    [
        "what a day, I finally moved to Leeds",
        "is that ok",
        "I had salmon for dinner, so good.",
        "Made pasta tonight, so good",
        "what I love about Lisbon is the light",
    ],
)
def test_statements_that_open_like_a_question_still_tell(text: str) -> None:
    assert not is_request(text)


@pytest.mark.parametrize(
    "text",
    [
        "Translate my message into Spanish",
        "can you proofread my essay on Shakespeare",
        "What happens if I miss a payment, do I get charged?",
        "If I wanted to learn Spanish, what's the fastest way?",
        "proofread my resume\nThanks",
    ],
)
def test_a_task_that_only_mentions_a_place_or_sets_up_its_question_tells_nothing(
    text: str,
) -> None:
    assert is_request(text)


def test_statements_opening_with_what_i_did_tell_and_us_is_not_the_us() -> None:
    from memstream.services.retriever.speech import about_self, states_something

    assert not is_request("What I did was switch to oat milk")
    assert about_self("where are we going for the holidays?")
    assert not about_self("What is the population of the US?")
    assert states_something("Ollie split up with Ben, how do I support him?")
    assert not states_something("ok now write me a haiku about the Golf")


@pytest.mark.parametrize("text", ["ugh mondays", "yes pls.", "lol same", "ok thanks!"])
def test_a_few_words_naming_nothing_say_little(text: str) -> None:
    assert says_little(text)


@pytest.mark.parametrize(
    "text",
    [
        "yes Dev, definitely",
        "new list: 1511!!",
        "called Kittiwake",
        "I moved to Leeds",
        "got the 73",
    ],
)
def test_a_name_a_number_or_a_fourth_word_says_something(text: str) -> None:
    assert not says_little(text)
    assert not says_little("")  # no text to judge


@pytest.mark.parametrize(
    "text",
    [
        "Now, give me a curry recipe",
        "these days, what's a good laptop?",
        "the match ended, who won?",
        "instead, can you write a haiku?",
    ],
)
def test_a_change_word_alone_before_a_question_tells_nothing(text: str) -> None:
    assert is_request(text)


@pytest.mark.parametrize("text", ["I quit", "we moved lol", "got engaged!!", "ugh I'm tired"])
def test_short_news_is_not_slight(text: str) -> None:
    assert not says_little(text)


def test_the_asker_gives_their_own_name_after_a_greeting_or_by_saying_so() -> None:
    texts = [
        "user: hi! I'm Priya, I work as a nurse at St Mary's in Leeds",
        "User's name is Tomasz.",
        "my name's Jo and I run a bakery",
        "please call me Bea from now on",
        "hiya, Tomasz here. I live in Gdansk",
        "user: I'm English btw",  # no greeting: a language, not a name
        "I'm Vegan these days",
        "hi! I'm so tired",  # no capital: no name
    ]
    assert own_names(texts) == {"Priya", "Tomasz", "Jo", "Bea"}
    assert own_names(["hey Sam, here's the doc", "hi! I'm Ana"]) == {"Ana"}


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Where does Priya work now?", "Where does I work now?"),
        ("what's Priya's diet", "what's my diet"),
        ("Does Priya have a dog?", "Does I have a dog?"),
        ("Priya likes which tea?", "I likes which tea?"),
        ("any gift ideas for Priya", "any gift ideas for me"),
        ("What does the user drink?", "What does I drink?"),
        ("The user's allergies?", "my allergies?"),
        ("how old is the user?", "how old am I?"),
        ("where is the user from", "where am I from"),
        ("when was the user born", "when was I born"),
        # "the user" before a noun is a thing, and a name that is not the asker's is
        # someone else.
        ("is the user table indexed?", "is the user table indexed?"),
        ("how many users signed up", "how many users signed up"),
        ("where does Dev work?", "where does Dev work?"),
    ],
)
def test_an_asker_named_in_the_third_person_is_read_in_the_first(question: str, read: str) -> None:
    assert in_the_first_person(question, {"Priya"}) == read
    assert about_self(read) == (read != question)


_WORDS = st.sampled_from(
    ["where", "does", "Priya", "Priya's", "work", "the", "user", "user's", "The", "is", "my",
     "about", "for", "table", "Dev", "do", "I", "?", ",", "now"]
)  # fmt: skip


@given(st.lists(_WORDS, max_size=12).map(" ".join))
def test_reading_in_the_first_person_is_done_once(question: str) -> None:
    once = in_the_first_person(question, {"Priya"})
    assert in_the_first_person(once, {"Priya"}) == once
    # Without the asker's name or an agent's word for them, nothing changes.
    if "Priya" not in question and "user" not in question.lower():
        assert once == question

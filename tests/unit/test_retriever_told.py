"""What a memory's own words tell the update routes (services/retriever/told.py,
changes.py): new holders named by their noun, endings of what someone ran, old names."""

from __future__ import annotations

import numpy as np

from memstream.services.retriever.changes import says_it_changed
from memstream.services.retriever.moment import asks_in_the_present
from memstream.services.retriever.order import question_rule
from memstream.services.retriever.parts import content_words
from memstream.services.retriever.relations import kept_as_is, mentions, names_in, whom_asked
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.told import (
    corrected_words,
    old_words,
    replaced_nouns,
    rescheduled_nouns,
)
from memstream.services.retriever.updates import UpdateRule, latest_first
from memstream.services.retriever.values import asks_for_a_name, asks_for_a_value, value_words
from tests.support.selections import statement

RULE = UpdateRule(topic_min=0.4, score_share=0.5)
OLD_VECTOR = np.array([1.0, 0.0, 0.0], dtype=np.float32)
FAR = np.array([0.0, 0.0, 1.0], dtype=np.float32)  # cosine 0 with OLD_VECTOR


def order(old_text: str, new_text: str) -> list[str]:
    """The order of an older statement and a later one that matches the question far less
    and whose vector is far from the older one's: only a named route can join them."""
    old = statement("old", 0.95, 100.0, old_text)
    old.scored.cand.dense_z = 3.0
    new = statement("new", 0.3, 200.0, new_text)
    ordered = latest_first([old, new], {"old": OLD_VECTOR, "new": FAR}, RULE)
    return [e.scored.cand.id for e in ordered]


def test_a_new_holder_named_by_the_noun_of_the_old_one_leads() -> None:
    """ "got a new PA, Kwabena" restates "my PA from the leaving care team is Joanne": the
    speaker calls both by one noun. A new thing the older statement does not call theirs
    restates nothing."""
    old = "my PA from the leaving care team is Joanne, can you help me write an email"
    assert order(old, "got a new PA, Kwabena, seems alright") == ["new", "old"]
    assert order("my flat in Leith is freezing", "our new flat has a garden!") == ["new", "old"]
    assert order(old, "got a new phone, the old one cracked") == ["old", "new"]
    assert replaced_nouns(["got a new PA, Kwabena"]) == {"pa"}
    # A new job is new work: it replaces what "where do I work now?" asks about.
    assert replaced_nouns(["I've got a new job", "our new place"]) == {"job", "work", "place"}
    assert replaced_nouns(["a new dating app my friend uses"]) == frozenset()


def test_the_end_of_what_someone_ran_or_held_announces_a_change() -> None:
    for text in (
        "the Courier axed its puzzle page but the Sunday Herald picked me up",
        "they scrapped the night bus so I drive in now",
        "the climbing wall shut down in June",
        "Aoife's gone on maternity leave and Delphine is covering",
        "got a new PA, Kwabena",
        "old one went on marketplace",
        # A hand-over or a retirement: the holder of a role changes.
        "mrs ardelean is retiring at easter so she's passed me on to Lucian",
        "Ines took over the Thursday class",
        "Keziah says she's off on maternity leave from next month",
        # A hire fills a role; leaving a workplace ends one.
        "Bex left to go travelling, so I hired Tamsin and she starts monday",
        "rented my own chair at Inkwell Social last week, left on good terms",
        # Taking something up again ends the break from it.
        "I've started eating fish again, doctor said I need more omega-3",
        "started smoking again after the exams, ugh",
    ):
        assert says_it_changed(text), text
    for text in (
        "shut the door please",
        "we went on holiday to Crete",
        "a new dating app",
        "passed the salt to her",
        "took the bins over",
        "turn left to go to the station",
        "hired a van for the weekend",
        "I started running, aiming for a 10k",
    ):
        assert not says_it_changed(text), text
    # The ending and the name tie the later statement to the older one.
    old = "I set cryptics for the Yorkshire Courier under the name Bramble"
    assert order(old, "the Courier axed its puzzle page, the Herald took me") == ["new", "old"]


def test_a_name_called_old_ties_nothing() -> None:
    """ "do miss the rumble of the old TX4" speaks of what was replaced: it does not lead
    "mine's a TX4" as its current state, though "the old" announces a change and both
    name the TX4. A change that names the same thing as it stands does."""
    old = "black cab 12 yrs, mine's a TX4. is it worth going electric?"
    assert order(old, "do miss the rumble of the old TX4 a bit tbh") == ["old", "new"]
    assert order(old, "the TX4 went back to the lease firm, driving an LEVC now") == ["new", "old"]
    saw = "table saw's a Dewalt DWE7492 and the mitre saw's a Makita"
    assert order(saw, "the old Dewalt went to my apprentice Kieran") == ["old", "new"]
    assert old_words(["my ex-boss Tom", "the old Dewalt went", "former Hooli guy"]) == {
        "boss",
        "tom",
        "dewalt",
        "went",
        "hooli",
        "guy",
    }


def test_function_words_of_a_title_are_no_names() -> None:
    """ "a covers band called The Usual Suspects" names no "The", which every text says."""
    assert names_in("drummer in a covers band called The Usual Suspects") == {
        "Usual",
        "Suspects",
    }
    old = "drummer in a wedding covers band called The Usual Suspects"
    new = "gigging the Yamaha from saturday, old one went on marketplace"
    assert order(old, new) == ["old", "new"]


def test_role_abbreviations_are_no_names() -> None:
    """ "My GP says" and "GP switched me to escitalopram" share a role, not a name: the
    change of medication restates nothing of an allergy told beside the GP."""
    assert names_in("My GP told me to avoid it, and HR wants a note") == frozenset()
    old = "Also worth knowing, I'm allergic to penicillin. My GP has it on file."
    new = "GP switched me to escitalopram last week. Any tips for the first fortnight?"
    assert order(old, new) == ["old", "new"]


def test_one_of_a_family_names_the_family() -> None:
    """ "Mr Achterberg rang, they want to push Madeira back a week" speaks of "the
    Achterbergs"; "Jamie" is no "James"."""
    assert mentions("Mr Achterberg rang", "Achterbergs")
    assert mentions("the Achterbergs fly on 3 October", "Achterberg")
    assert not mentions("Jamie called", "James")


def test_a_list_that_keeps_a_name_as_it_was_changes_nothing_of_it() -> None:
    """ "update: Hobnob - tuesdays now, Tansy - same" changes Hobnob's day, not Tansy's: for
    a question about Tansy it restates nothing; for one about Hobnob it leads."""
    old = "dog walking days for my notes: Hobnob - mondays, Tansy - wednesdays, Fig - fridays"
    new = "update: Hobnob - tuesdays now, Tansy - same"
    assert kept_as_is(new, "Tansy")
    assert not kept_as_is(new, "Hobnob")
    assert not kept_as_is(new, "Fig")  # not named at all: nothing said of it
    assert not kept_as_is("Tansy moved to fridays, same time", "Tansy")  # one clause changes

    def first(asked: str) -> str:
        rule = UpdateRule(topic_min=0.4, score_share=0.5, asked_names=frozenset({asked}))
        older = statement("old", 0.95, 100.0, old)
        older.scored.cand.dense_z = 1.3
        newer = statement("new", 0.5, 200.0, new)
        newer.scored.cand.dense_z = 0.6
        near = np.array([0.8, 0.6, 0.0], dtype=np.float32)  # cosine 0.8
        return latest_first([older, newer], {"old": OLD_VECTOR, "new": near}, rule)[
            0
        ].scored.cand.id

    assert first("Hobnob") == "new"
    assert first("Tansy") == "old"


def test_a_when_question_in_the_present_asks_for_the_current_value() -> None:
    for question in (
        "when does the Cobbold application have to be submitted?",
        "what date do the Achterbergs leave?",
        "what day does the milk delivery turn up?",
        "when will the new sofa arrive?",
        # Put in the past, but asking what came out in the end or holds now.
        "what day did my egg collection end up being?",
        "when was the appointment moved to in the end?",
    ):
        assert asks_in_the_present(question), question
    for question in ("when did Caroline go to the support group?", "what day did Tim get in?"):
        assert not asks_in_the_present(question), question


def test_a_question_for_a_name_is_restated_only_by_a_change_that_brings_one() -> None:
    """ "Mr Achterberg rang, they want to push Madeira back to 10 October" changes the date
    of the trip the older statement tells, not its hotel: for "which hotel?" it restates
    nothing. "The Courier axed its puzzle page, the Sunday Herald took me" brings a name;
    a change written in lower case throughout cannot be told apart and still counts."""
    old = "The Achterbergs fly to Madeira on 3 October, staying at the Quinta das Lapas"
    pushed = "Mr Achterberg rang, they want to push Madeira back a week, 10 October instead"

    def first(question: str, new_text: str, older: str = old) -> str:
        rule = UpdateRule(
            topic_min=0.4,
            score_share=0.5,
            asks_a_name=asks_for_a_name(question),
        )
        a = statement("old", 0.95, 100.0, older)
        a.scored.cand.dense_z = 3.0
        b = statement("new", 0.3, 200.0, new_text)
        return latest_first([a, b], {"old": OLD_VECTOR, "new": FAR}, rule)[0].scored.cand.id

    assert first("which hotel have I got the Achterbergs in?", pushed) == "old"
    assert first("what date do the Achterbergs leave?", pushed) == "new"
    paper = "I set cryptics for the Yorkshire Courier"
    herald = "the Courier axed its puzzle page, the Sunday Herald took me"
    assert first("who publishes my crosswords?", herald, paper) == "new"
    figma = "I build everything in Figma"
    assert first("which app do I design in?", "switched from figma to penpot", figma) == "new"
    for question in ("who is my co-investigator?", "Whose dog is it?", "whom do I report to"):
        assert asks_for_a_name(question) == "person", question
    for question in ("Where do I work?", "what's the name of my vet", "which app, who knows?"):
        assert asks_for_a_name(question) == "thing", question
    for question in ("what day is bin day?", "how many sales a month?", "when is it due?"):
        assert not asks_for_a_name(question), question


def test_staying_somewhere_is_news_not_a_value_kept() -> None:
    assert not kept_as_is("Pickle is staying with my mum now", "Pickle")
    assert kept_as_is("Pickle unchanged, Bruno to tuesdays", "Pickle")


def test_changes_in_the_words_of_other_englishes_and_of_a_start() -> None:
    """ "I found new employer, Lau family" names the employer it replaces; "myself and
    Ciarán are finished" ends a bond; "first Sunday at Mangere East parish done" starts
    somewhere new; "port over already" moves a number to another network."""
    for text in (
        "kak good news, I found new employer, Lau family in Sha Tin",
        "myself and Ciarán are finished, long story",
        "first Sunday at Mangere East parish done, the choir is beautiful",
        "ya the first one you said, port over already",
    ):
        assert says_it_changed(text), text
    assert replaced_nouns(["I found new employer, Lau family"]) == {"employer"}
    for text in ("the first time I went", "the shop is finished at 6", "found a coin"):
        assert not says_it_changed(text), text
    old = "my employer Madam Chan in Tai Koo Shing, she is kind"
    assert order(old, "good news, I found new employer, Lau family in Sha Tin") == ["new", "old"]


def test_a_date_asked_as_the_date_of_something_is_asked_now() -> None:
    assert asks_for_a_value("what is the final date of my viva? I am confused now")
    assert asks_in_the_present("what's the new time for the check-up?")
    assert not asks_for_a_value("what is the name of my vet")


def test_a_procedure_restates_no_fact() -> None:
    """A task the agent is to do ("Write one banner text for new location") read from a
    turn that announces a move changes no fact of the user's, whatever its evidence says;
    a later procedure may restate an older one."""
    rule = UpdateRule(topic_min=0.4, score_share=0.5)
    old = statement(
        "old", 0.95, 100.0, "my fabric I take from Haji Yousuf Cloth House", kind="fact"
    )
    new = statement(
        "new", 0.9, 200.0, "Write one banner text for the new shop now", kind="procedure"
    )
    near = np.array([0.8, 0.6, 0.0], dtype=np.float32)
    vectors = {"old": OLD_VECTOR, "new": near}
    older = statement("old", 0.95, 100.0, "Always answer in British English", kind="procedure")
    for sel in (old, new, older):
        sel.scored.cand.dense_z = 1.0  # each matches the question on its own
    assert [e.scored.cand.id for e in latest_first([old, new], vectors, rule)] == ["old", "new"]
    ordered = latest_first([older, new], vectors, rule)
    assert [e.scored.cand.id for e in ordered] == ["new", "old"]


def test_software_changes_by_migration_and_versions_are_values() -> None:
    """Technical users say a change as a migration ("finally migrated off Jenkins", "jumped
    to Godot 4.3"); a question for a version asks for a value, and a dotted number after a
    name is one ("Godot 4.3"), where "Flat 2" names a flat."""
    for text in (
        "finally migrated off Jenkins, GitLab CI from today",
        "jumped to Godot 4.3 hoping it'd fix the crash, any idea?",
        "ripped out the last Provider usage today",
        "launch slips to 28 March, code freeze unchanged",
    ):
        assert says_it_changed(text), text
    assert not says_it_changed("the jump to hyperspace scene needs work")
    assert asks_for_a_value("which godot version is the project on?")
    assert asks_for_a_value("what's the v4 launch date as things stand?")
    assert value_words(["jumped to Godot 4.3 today"]) == {"4.3"}
    assert value_words(["She left Flat 2 spotless"]) == frozenset()
    old = "2 person studio, making a roguelike in Godot 3.5, all gdscript"
    rule = UpdateRule(topic_min=0.4, score_share=0.5, asks_a_value="any")
    ordered = latest_first(
        [
            statement("old", 0.95, 100.0, old),
            statement("new", 0.3, 200.0, "we're on Godot 4.3 now"),
        ],
        {"old": OLD_VECTOR, "new": FAR},
        rule,
    )
    assert [e.scored.cand.id for e in ordered] == ["new", "old"]


def test_a_rescheduling_of_what_the_question_asks_the_date_of_leads() -> None:
    """ "launch slips to 28 March" gives the launch a new date, though the older statement
    called it shipping ("v4.0 ships 14 March"): the question names the launch."""
    assert rescheduled_nouns(["qa found a blocker. launch slips to 28 March"]) == {"launch"}
    old = "PM for the mobile app at Corvale. v4.0 ships 14 March, code freeze 7 March."
    new = "qa found a blocker in the card flow. launch slips to 28 March, freeze unchanged."
    asked = content_words("what's the v4 launch date as things stand?")
    rule = UpdateRule(topic_min=0.4, score_share=0.5, asks_a_value="any", asked_words=asked)
    ordered = latest_first(
        [statement("old", 0.95, 100.0, old), statement("new", 0.3, 200.0, new)],
        {"old": OLD_VECTOR, "new": FAR},
        rule,
    )
    assert [e.scored.cand.id for e in ordered] == ["new", "old"]
    unasked = UpdateRule(topic_min=0.4, score_share=0.5, asked_words=content_words("who's QA?"))
    ordered = latest_first(
        [statement("old", 0.95, 100.0, old), statement("new", 0.3, 200.0, new)],
        {"old": OLD_VECTOR, "new": FAR},
        unasked,
    )
    assert [e.scored.cand.id for e in ordered] == ["old", "new"]


def test_a_correction_by_never_and_a_replacement_of_what_the_question_names() -> None:
    """ "Turns out it was never shellfish, it's mustard!" takes shellfish back; "taken me off
    the old tablet, on losartan instead" replaces the tablet the question asks about, though
    the older statement never called amlodipine a tablet."""
    assert corrected_words(["Turns out it was never shellfish, it's mustard!"]) == {"shellfish"}
    assert corrected_words(["it isn't Tuesday, it's Wednesday"]) == {"tuesday"}
    assert corrected_words(["it was never going to work, it's fine"]) == frozenset()
    assert order(
        "I'm allergic to shellfish, found out the hard way",
        ("Allergy clinic results are in. Turns out it was never shellfish, it's mustard!"),
    ) == ["new", "old"]
    old = "I take amlodipine every morning for my blood pressure"
    new = "Dr Pennock has taken me off the old tablet and put me on losartan instead"
    asked = content_words("Which blood pressure tablet am I taking at the moment?")
    rule = UpdateRule(topic_min=0.4, score_share=0.5, asked_words=asked)
    first = statement("old", 0.95, 100.0, old)
    first.scored.cand.dense_z = 3.0
    ordered = latest_first(
        [first, statement("new", 0.3, 200.0, new)], {"old": OLD_VECTOR, "new": FAR}, rule
    )
    assert [e.scored.cand.id for e in ordered] == ["new", "old"]
    assert order(old, new) == ["old", "new"]  # asked for something else, nothing ties them


def test_for_now_is_no_change() -> None:
    """ "Still in Namoise for now" says what stays; "just now" is a moment."""
    assert not says_it_changed("Still in Namoise for now but looking at flats")
    assert not says_it_changed("just now I saw the flat on the listings")
    assert says_it_changed("Finally moved! Now in Lévrin, near the canal")


def test_a_change_of_what_the_agent_confirmed_leads_its_reply() -> None:
    """A support agent's reply holds the booking ("I've booked Tosca in for Tuesday 9th");
    the customer's later change that names the thing moves ahead of it. A later remark
    that names nothing of it, or an older reply's unrelated news, does not."""

    def reordered(reply_text: str, new_text: str) -> list[str]:
        reply = statement(
            "old", 0.95, 100.0, reply_text, 3.0, resource_kind="agent_output", speaker="agent"
        )
        new = statement("new", 0.3, 200.0, new_text)
        ordered = latest_first([reply, new], {"old": OLD_VECTOR, "new": FAR}, RULE)
        return [e.scored.cand.id for e in ordered]

    booked = "Hello! Yes, Tuesday 9th at 10:40 is free and I've booked Tosca in for her booster."
    moved = "Something's come up at work. Could we move Tosca to Friday 12th instead?"
    assert reordered(booked, moved) == ["new", "old"]
    assert reordered(booked, "work has been hectic this week, honestly") == ["old", "new"]
    # Only the customer's own statement restates it: not a request that names no change.
    assert reordered(booked, "what vaccines does Tosca need next year?") == ["old", "new"]


def test_a_name_the_question_asks_about_says_whom_not_what() -> None:
    """In a household every fact of Mum's names Mum: a change of her metformin restates
    nothing of her physio's day, though both name her and the change names something new."""
    question = "which day does the physio come round to Mum?"
    assert whom_asked(question) == {"mum"}
    assert whom_asked("which day does Ifeoma have swimming?") == {"ifeoma"}
    assert whom_asked("what's Tobenna allergic to again?") == {"tobenna"}
    assert whom_asked("when is the Ashcombe application due?") == frozenset()
    rule = question_rule(RetrieverSettings(), question)
    physio = "on Fridays Mum's physio comes for her knee, a lovely woman called Henrietta."
    # "Come" is too light a word to say the change is about the physio who comes round.
    metformin = "review today, Dr Ayo increased Mum's metformin. will the upset come back?"
    old = statement("old", 0.95, 100.0, physio, 3.0)
    new = statement("new", 0.3, 200.0, metformin)
    ordered = latest_first([old, new], {"old": OLD_VECTOR, "new": FAR}, rule)
    assert [e.scored.cand.id for e in ordered] == ["old", "new"]
    # A change that speaks of the physio in the question's words still restates it.
    moved = "big change, Mum's physio is Kofi now and he comes round on Mondays"
    new = statement("new", 0.3, 200.0, moved)
    ordered = latest_first([old, new], {"old": OLD_VECTOR, "new": FAR}, rule)
    assert [e.scored.cand.id for e in ordered] == ["new", "old"]

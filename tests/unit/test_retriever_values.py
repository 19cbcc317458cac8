"""Dates and amounts a question asks for, and a later statement that gives a new one
(services/retriever/values.py, updates.py)."""

from __future__ import annotations

from memstream.services.retriever.moment import asks_about_now
from memstream.services.retriever.parts import parts_of, remeasures
from memstream.services.retriever.values import asks_for_a_value, measures, value_words
from tests.support.selections import leading as first


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


def test_a_new_number_in_the_unit_of_the_older_one_leads() -> None:
    """Progress is told without words of change or names: "retested today, 248 watts".
    The acronym the question names ("FTP") is what is measured, not someone whom the
    later statement must name too."""
    ftp = "my FTP is 231 watts from a ramp test on zwift, can you plan my intervals?"
    assert first(
        "what's my FTP number now?", ftp, "retested today, 248 watts. mateus is happy"
    ) == ("new")
    # A time of three parts is a result, whatever words are round it.
    pb = "my 200 free pb is 2:14.6 from county champs, what dryland stuff should I do?"
    assert first("what's my best time in the 200 freestyle?", pb, "2:11.3 at the gala!!") == "new"
    # A bare number needs a word of the question beside it: not any four-digit year.
    rated = "I play at Kestrel Row Chess Club, rated 1612 in the national list"
    asked = "what's my chess rating at the moment?"
    assert first(asked, rated, "new rating's out, 1734. over 1700 finally") == "new"
    assert first(asked, rated, "booked the 2026 summer congress, any tips?") == "old"
    hours = "6 hours logged so far at the aero club"
    assert first("how many hours have I flown?", hours, "27 hours on the logbook!!") == "new"


def test_a_number_in_another_unit_or_of_another_part_restates_nothing() -> None:
    ftp = "my FTP is 231 watts from a ramp test on zwift"
    assert first("what's my FTP number now?", ftp, "rode 80 km today, legs gone") == "old"
    # "sprints are 3 weeks" gives a new number of the sprints, not of the code freeze.
    plan = "v4.0 ships 14 March, code freeze 7 March, sprints are 2 weeks"
    sprints = "retro consensus: sprints are 3 weeks as of monday"
    assert first("when do we lock the code for v4?", plan, sprints) == "old"
    # A date is no unit: another thing on another day of the month restates no launch.
    assert (
        first("what's the launch date?", "launch slips to 28 March", "web team ships 14 March")
        == "old"
    )
    # Asked for a name, a new number is no answer.
    assert first("which club do I play for?", ftp, "retested today, 248 watts") == "old"


def test_measures_read_units_shapes_and_skip_numbers_of_names() -> None:
    assert measures("my FTP is 231 watts, pace 2:05 per 100, rated 1612 in") == {
        ("231", "watt"),
        ("231", "#999"),
        ("2:05", "9:99"),
        ("100", "#999"),
        ("1612", "#9999"),
    }
    assert measures("Flat 12 pays £910 from April, 3 kids") == {
        ("910", "#999"),
        ("910", "£"),
        ("3", "kid"),
    }


def test_measures_read_currencies_and_thousands() -> None:
    """A price is measured in its currency, however small ("$4 a doubles"), and a number
    written with thousands is one number: "85,000" and "90,000 shillings" differ."""
    assert measures("charging $4 for a doubles") == {("4", "$")}
    assert measures("they met me at 90,000 shillings") == {
        ("90,000", "#99,999"),
        ("90,000", "shilling"),
    }
    assert measures("they offered!! £38k. a cut") == {("38k", "#99k"), ("38k", "£")}
    # A "k" without a currency is no amount of money: "a 5k run" measures nothing here.
    assert measures("did a 5k run") == set()
    older = parts_of(("accepted the grad scheme at Corvane, £28,000 starting salary",))
    newer = parts_of(("did it. signed with Tessellate. £31,000, start 8 sept",))
    assert remeasures(frozenset({"pay", "start"}), older, newer)
    assert not remeasures(frozenset({"pay", "start"}), newer, newer)
    for question in (
        "what's my half marathon PB now?",
        "what IELTS score do I need to get?",
        "how far can I run?",
        "what was my latest weigh-in?",
        "What was the most recent reading on the scales?",
        "what interest is my deposit pot earning?",
        "what's Dad's warfarin dose?",
        "what's the fee for the new club?",
        "how big is my aquarium now?",
    ):
        assert asks_for_a_value(question), question
    assert not asks_for_a_value("what's my favourite band?")


def test_before_in_a_question_in_the_present_asks_about_now() -> None:
    """ "What time do I get up to eat before the fast?" asks about now, not about a past
    moment: "alarm's at 3:55 now" gives the current time."""
    suhoor = "ramadan w exams, suhoor before the fast is at 4:10, wat should i eat"
    alarm = "alarm's at 3:55 now since fajr keeps getting earlier, tips for getting back to sleep?"
    asked = "what time do I get up to eat before the fast"
    assert asks_about_now(asked)
    assert not asks_about_now("where did I live before Porto?")
    assert first(asked, suhoor, alarm) == "new"
    # The same request with no number of the older one's kind restates nothing.
    assert first(asked, suhoor, "tips for getting back to sleep after an early alarm?") == "old"

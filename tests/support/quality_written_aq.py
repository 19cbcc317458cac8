"""Set AQ: questions as agents put them, about the person in the third person. An agent
framework often asks its memory "what does the user drink?" or, once it knows the name,
"where does Priya work now?", not "where do I work?". These tenants give their name in
passing ("hi! I'm Priya", "my name's Jo", "call me Bea") and talk about the people in their
lives by name ("my husband Dev", "my new manager is Tom"), whose news shares the asker's
words ("Dev got a job at a school"). Written to be looked at, with the rules it tests
(query.as_the_asker, relations.People): a gate, not a measure of what carries."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AQ: tuple[Written, ...] = (
    Written("aq_nurse_moves_north", (
        Say(0,
            "hi! I'm Priya, I work as a nurse at St Mary's in Leeds",
            "Nice to meet you, Priya!",
            {"workplace": "St Mary's, Leeds"}),
        Say(0,
            "my husband Dev is a teacher, he's off all summer",
            "Lovely, you'll have some time together."),
        Fill(1, 3),
        Say(20,
            "big news, I got a new job! moving to the Royal Infirmary in Edinburgh next month",
            "Congratulations!",
            {"workplace": "Royal Infirmary, Edinburgh"}),
        Fill(21, 3),
        Say(45,
            "Dev got a job at a school in Portobello, starts after the holidays",
            "That worked out well for you both."),
        Fill(46, 2),
    ), (
        ("workplace", "Where does Priya work now?"),
    )),
    Written("aq_developer_changes_teams", (
        Say(0,
            "hey, I'm Marco. I'm on the payments team at Finly, we write everything in Go",
            "Nice to meet you, Marco.",
            {"team": "payments"}),
        Say(0,
            "my manager is Sara, she wants the design doc by Friday",
            "Got it.",
            {"manager": "Sara"}),
        Fill(4, 3),
        Say(10,
            "Sara left the company, my new manager is Tom",
            "Thanks for the update.",
            {"manager": "Tom"}),
        Fill(8, 2),
        Say(20,
            "I moved teams, I'm on the fraud detection team now",
            "Congrats on the move.",
            {"team": "fraud detection"}),
        Say(20,
            "my colleague Lena stayed on the payments team, she's writing the Kotlin app",
            "Noted."),
        Fill(11, 2),
    ), (
        ("team", "Which team is Marco on?"),
        ("manager", "Who is Marco's manager?"),
    )),
    Written("aq_tea_not_coffee", (
        Say(0,
            "my name's Jo and I'm trying to cut down on caffeine",
            "Happy to help, Jo. What do you usually drink?"),
        Say(0,
            "mostly black coffee, four cups a day",
            "A gradual cut of one cup a week is easier than stopping at once.",
            {"drink": "black coffee"}),
        Fill(14, 3),
        Say(12,
            "switched to rooibos in the afternoons and green tea in the morning, no coffee at "
            "all now",
            "That's a big change. How are you sleeping?",
            {"drink": "rooibos and green tea"}),
        Say(12,
            "my flatmate Ruth still drinks coffee by the pot, the smell is torture",
            "Maybe brew your tea at the same time as a ritual of your own."),
        Fill(17, 2),
    ), (
        ("drink", "What does the user drink these days?"),
    )),
    Written("aq_runner_shoes", (
        Say(0,
            "hello, I'm Bea, call me Bea not Beatrice. training for my first half marathon",
            "Great goal, Bea! When is it?"),
        Say(0,
            "the Bristol half in September. I run in Brooks Ghost, size 6",
            "Good cushioned shoe for the distance.",
            {"shoes": "Brooks Ghost"}),
        Fill(19, 3),
        Say(30,
            "my partner Sam runs in Hoka Clifton and swears by them",
            "Plenty of runners do."),
        Say(31,
            "knee was sore so the physio put me in Asics Kayano for the support",
            "Sensible; give them a few easy runs first.",
            {"shoes": "Asics Kayano"}),
        Fill(22, 2),
    ), (
        ("shoes", "What shoes does Bea run in?"),
    )),
    Written("aq_allergy_third_person", (
        Say(0,
            "I'm allergic to penicillin, it gave me hives as a kid",
            "Noted: penicillin allergy.",
            {"allergy": "penicillin"}),
        Say(0,
            "my brother Kwame is allergic to shellfish, we're careful at family dinners",
            "Worth keeping in mind for menus."),
        Fill(24, 3),
        Say(8,
            "Kwame got tested again, it's only prawns and crab now",
            "Good to know the exact triggers."),
        Fill(27, 2),
    ), (
        ("allergy", "What is the user allergic to?"),
    )),
    Written("aq_city_by_name", (
        Say(0,
            "hiya, Tomasz here. I live in Gdansk and work remotely",
            "Nice to meet you, Tomasz!",
            {"city": "Gdansk"}),
        Fill(29, 3),
        Say(15,
            "my sister Ania just moved to Krakow for university",
            "Exciting for her."),
        Fill(32, 2),
        Say(40,
            "we finally did it, moved to Lisbon last week, the light here is amazing",
            "Welcome to Lisbon!",
            {"city": "Lisbon"}),
        Fill(34, 2),
    ), (
        ("city", "Which city does Tomasz live in?"),
    )),
)
# fmt: on


def batch_aq_tenants() -> list[Tenant]:
    """Set AQ as tenants, numbered after the sets written before it."""
    return numbered_in_order("aq", BATCH_AQ)

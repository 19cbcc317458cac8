"""A second held-out half of hand-written tenants, written after the first was looked at.

Same form and rules as quality_handwritten.py: written by hand, with facts, wordings of
change and questions the suite does not use; only ever scored, never looked at to choose
a rule or a constant. It exists because the first held-out half's failures were seen (in a
gate's assertion message) while the ending verbs were measured.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import WRITTEN, Fill, Say, Written, tenants

# fmt: off
FRESH: tuple[Written, ...] = (
    Written("bank", (
        Say(0, "can you explain what an ISA is? I bank with Barclays",
            "It's a tax-free savings account.", {"bank": "Barclays"}),
        Fill(2, 3),
        Say(40, "moved all my accounts over to Monzo, the Barclays app drove me mad",
            "Monzo's app is popular.", {"bank": "Monzo"}),
        Fill(41, 2),
    ), (("bank", "Which bank am I with?"),)),
    Written("neighbour", (
        Say(0, "I live in Bristol, near the harbour", "Lovely area.", {"city": "Bristol"}),
        Fill(1, 4),
        Say(20, "my neighbour Jo is relocating to Glasgow for work", "Will you miss her?"),
        Fill(21, 2),
    ), (("city", "what city do I live in?"),)),
    Written("vacation", (
        Fill(0, 2),
        Say(3, "booked flights to Lisbon for the first week of July!", "Exciting!",
            {"holiday": "Lisbon"}),
        Fill(5, 3),
        Say(30, "change of plans, we cancelled Lisbon and are doing Crete instead",
            "Crete is beautiful in July.", {"holiday": "Crete"}),
    ), (("holiday", "Where am I going on holiday this summer?"),)),
    Written("laptop", (
        Say(0, "my work laptop is a ThinkPad and the keyboard is great",
            "ThinkPads have good keyboards.", {"laptop": "ThinkPad"}),
        Fill(1, 5),
    ), (("laptop", "what computer do I use for work?"),)),
    Written("runner", (
        Say(0, "training for the Berlin marathon in September", "Good luck with training!",
            {"race": "Berlin"}),
        Fill(2, 4),
        Say(25, "pulled my hamstring, so no Berlin this year. signed up for the Chicago "
            "marathon in October instead", "Rest up first.", {"race": "Chicago"}),
        Fill(26, 2),
    ), (("race", "which marathon am I running?"),)),
    Written("roommate", (
        Say(0, "my roommate Felix cooks amazing curries", "Lucky you!", {"roommate": "Felix"}),
        Fill(1, 3),
    ), (("roommate", "Who do I share my flat with?"),)),
    Written("tea", (
        Say(0, "I can't start the day without a pot of Earl Grey", "A classic.",
            {"drink": "Earl Grey"}),
        Fill(1, 3),
        Say(28, "these days I'm all about matcha in the mornings", "Matcha has a gentler lift.",
            {"drink": "matcha"}),
        Fill(29, 2),
    ), (("drink", "What do I like to drink in the morning?"),)),
    Written("kid_age", (
        Say(0, "my son Leo turns five next month, ideas for a party?", "A dinosaur theme?",
            {"son": "Leo"}),
        Fill(1, 3),
    ), (("son", "what's my boy's name?"),)),
    Written("band", (
        Fill(0, 2),
        Say(2, "I play bass in a band called The Late Trains", "Great band name!",
            {"band": "Late Trains", "instrument": "bass"}),
        Fill(3, 4),
    ), (("band", "What's my band called?"), ("instrument", "which instrument do I play?"))),
    Written("landlord", (
        Say(0, "our landlord Mr Okafor finally fixed the boiler", "Good, winter's coming.",
            {"landlord": "Okafor"}),
        Fill(1, 2),
        Say(50, "the flat was sold, the new landlord is a company called Harbor Lets",
            "Keep your deposit papers safe.", {"landlord": "Harbor Lets"}),
    ), (("landlord", "Who is my landlord?"),)),
    Written("gluten", (
        Say(0, "I was diagnosed with celiac disease last year", "That must take adjusting.",
            {"condition": "celiac"}),
        Fill(1, 4),
    ), (("condition", "do I have any health conditions that affect what I eat?"),)),
    Written("editor", (
        Say(0, "I write all my code in vim", "A classic editor.", {"editor": "vim"}),
        Fill(1, 3),
        Say(35, "caved and started using VS Code, the extensions won me over",
            "Its extensions are great.", {"editor": "VS Code"}),
        Fill(36, 1),
    ), (("editor", "what editor do I code in?"),)),
)
# fmt: on


def fresh_tenants() -> list[Tenant]:
    """The fresh tenants, numbered after the first set's."""
    return tenants(FRESH, FRESH, first=len(WRITTEN))

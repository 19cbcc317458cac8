"""Set AS: names with accents, someone the asker works or lives with, and a move told in a
turn that also tells something else. "I live in Leeds with my boyfriend Dev" is two facts;
once the asker moves, the turn still matches "where do I live?" and must not lead under
the fact about Dev. "I run a café in Bath with my business partner Sunniva" keeps its
café's name when Sunniva goes on sabbatical, while "who helps me run the studio?" follows
a hand-over from Róisín to Eoin. Zoë, Łukasz and Róisín are names, read whole. Written to
be looked at, with the rules it tests (services/common/letters.py, parts.py's "with my …"
and who-questions, facts.py's superseded slot): a gate, not a measure of what carries."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AS: tuple[Written, ...] = (
    Written("as_moved_with_partner", (
        Say(0,
            "I live in Leeds with my boyfriend Dev and our cat Miso",
            "Lovely, say hi to Miso!",
            {"home": "Leeds"}),
        Fill(0, 3),
        Say(30,
            "we moved to Sheffield last month, the new house is right by Endcliffe Park",
            "Congratulations on the move!",
            {"home": "Sheffield"}),
        Fill(31, 2),
    ), (
        ("home", "where do I live?"),
    )),
    Written("as_cafe_partner_sabbatical", (
        Say(0,
            "I run a café called Ember & Oak in Bath with my business partner Sunniva",
            "What a lovely name for a café.",
            {"cafe": "Ember & Oak"}),
        Fill(1, 3),
        Say(20,
            "Sunniva is on sabbatical until June, her brother Lars is covering her shifts",
            "Good that Lars can step in."),
        Fill(21, 2),
    ), (
        ("cafe", "what's the name of my café?"),
    )),
    Written("as_studio_assistant_hands_over", (
        Say(0,
            "I run a small photography studio in Galway with my assistant Róisín",
            "Sounds like a great setup.",
            {"assistant": "Róisín"}),
        Fill(2, 3),
        Say(25,
            "Róisín left for Australia so I hired Eoin, he starts next week",
            "Best of luck to both of them.",
            {"assistant": "Eoin"}),
        Fill(26, 2),
    ), (
        ("assistant", "who helps me run the studio?"),
    )),
    Written("as_sister_allergy_retested", (
        Say(0,
            "my sister Zoë is allergic to peanuts, so nothing with nuts when she visits",
            "Noted, no nuts for Zoë.",
            {"zoe_allergy": "peanuts"}),
        Fill(3, 3),
        Say(40,
            "Zoë got retested, she's fine with peanuts now but can't have sesame",
            "Good to know, sesame is the one to avoid then.",
            {"zoe_allergy": "sesame"}),
        Fill(41, 2),
    ), (
        ("zoe_allergy", "what can't Zoë eat?"),
    )),
    Written("as_manager_moves_teams", (
        Say(0,
            "my manager Łukasz signs off my leave requests, he's very relaxed about it",
            "Handy to have a relaxed manager.",
            {"manager": "Łukasz"}),
        Fill(4, 3),
        Say(35,
            "Łukasz moved to the data team, my new manager is Ingrid",
            "Hope Ingrid is as easy-going.",
            {"manager": "Ingrid"}),
        Fill(36, 2),
    ), (
        ("manager", "who is my manager?"),
    )),
)
# fmt: on


def batch_as_tenants() -> list[Tenant]:
    """Set AS as tenants, numbered after the sets written before it."""
    return numbered_in_order("as", BATCH_AS)

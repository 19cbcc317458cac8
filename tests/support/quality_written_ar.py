"""Set AR: who the asker lives with, what they eat, and a habit taken up again. People
ask an assistant "who do I live with?" about flatmates and roommates, who come and go;
"what's my diet?" is a question of what they can and cannot eat, not of favourite dishes;
and a habit dropped and then "started again" ("started eating fish again", "back to one
coffee a day") changes what was said before in words that share nothing with it. Written
to be looked at, with the rules it tests (the household topic, diet as health, "started …
again" as a change): a gate, not a measure of what carries."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AR: tuple[Written, ...] = (
    Written("ar_vegetarian_eats_fish", (
        Say(0,
            "I've been vegetarian since uni, so no meat in any recipes please",
            "Got it, vegetarian recipes only.",
            {"diet": "vegetarian"}),
        Fill(0, 3),
        Say(14,
            "can you suggest a quick lunch with halloumi?",
            "Grilled halloumi with a lemony couscous salad, about 15 minutes."),
        Fill(15, 2),
        Say(30,
            "my GP says my iron is low so I've started eating fish again, salmon mostly",
            "That makes sense; salmon is a good source of iron and omega-3.",
            {"diet": "eats fish again"}),
        Fill(31, 2),
    ), (
        ("diet", "what's my diet these days?"),
    )),
    Written("ar_flatmate_changes", (
        Say(0,
            "I share a flat in Glasgow with my mate Callum, he's a chef so the kitchen is "
            "always a mess",
            "Sounds like good food at least!",
            {"flatmate": "Callum"}),
        Fill(2, 3),
        Say(20,
            "Callum moved in with his girlfriend, so Priti from work took his room",
            "Hope Priti is tidier!",
            {"flatmate": "Priti"}),
        Fill(22, 2),
    ), (
        ("flatmate", "who do I live with now?"),
    )),
    Written("ar_roommate_moves_out", (
        Say(0,
            "my roommate Jess works nights as a nurse so I keep the mornings quiet",
            "That's considerate of you.",
            {"roommate": "Jess"}),
        Fill(5, 3),
        Say(25,
            "Jess moved out last weekend, the new roommate is a grad student called Omar",
            "Hope the two of you get on.",
            {"roommate": "Omar"}),
        Fill(8, 2),
    ), (
        ("roommate", "who's my roommate?"),
    )),
    Written("ar_coffee_again", (
        Say(0,
            "I gave up coffee for the new year, herbal tea only",
            "Good luck with it!",
            {"coffee": "herbal tea, no coffee"}),
        Fill(10, 3),
        Say(40,
            "ok I cracked, started drinking coffee again, just one flat white in the morning",
            "One a day is a fair compromise.",
            {"coffee": "one flat white a day"}),
        Fill(13, 2),
    ), (
        ("coffee", "do I drink coffee?"),
    )),
    Written("ar_running_again", (
        Say(0,
            "knee surgery on Monday, the surgeon says no running for six months",
            "Wishing you a smooth recovery.",
            {"exercise": "no running, knee surgery"}),
        Fill(15, 3),
        Say(60,
            "physio signed me off and I started running again, 5k three times a week",
            "Great news; build up slowly.",
            {"exercise": "running 5k three times a week"}),
        Fill(18, 2),
    ), (
        ("exercise", "what exercise am I doing at the moment?"),
    )),
)
# fmt: on


def batch_ar_tenants() -> list[Tenant]:
    """Set AR as tenants, numbered after the sets written before it."""
    return numbered_in_order("ar", BATCH_AR)

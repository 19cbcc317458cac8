"""Set AW: two people who write the way people type into a chat box (lower case, short,
abbreviations), asked in their own words and by name. A student who changes course, flat
and part-time job; a bakery owner whose supplier, opening hours and van change. Written
and scored before any change, as a measure; kept as a gate."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AW: tuple[Written, ...] = (
    Written("aw_student_course_and_flat", (
        Say(0, "hey im jess, 2nd year at uni of leeds doing biology",
            "Hi Jess! How's second year going?",
            {"course": "biology", "uni": "leeds"}),
        Say(0, "i live in a houseshare on hyde park road w 4 others",
            "Sounds lively.",
            {"home": "hyde park road"}),
        Say(0, "work weekends at a costa in the trinity centre", "Busy spot!",
            {"job": "costa"}),
        Fill(1, 3),
        Say(20, "ok so i switched to biochem, biology was too much fieldwork for me",
            "Biochem it is, good luck with the switch.",
            {"course": "biochem"}),
        Say(21, "my mum's birthday is 14 march, need gift ideas nearer the time",
            "I'll keep that in mind.",
            {"mum_birthday": "14 march"}),
        Fill(22, 2),
        Say(55, "quit costa!! got a job at the uni library instead, way chiller",
            "Nice, libraries are calm.",
            {"job": "library"}),
        Say(56, "moving out of the houseshare in june, got a studio on woodhouse lane",
            "A place of your own, exciting!",
            {"home": "woodhouse lane"}),
    ), (
        ("course", "what am i studying"),
        ("job", "where do i work on weekends"),
        ("home", "where's jess going to live from june?"),
        ("mum_birthday", "when's my mums bday"),
        ("uni", "which uni does she go to?"),
    )),
    Written("aw_bakery_owner", (
        Say(0, "i run a small bakery in hebden bridge called crumb & co, been 6 yrs",
            "Six years, that's an achievement!",
            {"bakery": "crumb & co"}),
        Say(0, "flour comes from shipton mill, been with them since day one",
            "A classic miller.",
            {"flour": "shipton mill"}),
        Say(0, "we open 7 till 3 tues to sat", "Good to know.",
            {"hours": "7 till 3"}),
        Say(0, "deliveries go out in an old citroen berlingo", "Trusty vans.",
            {"van": "berlingo"}),
        Fill(1, 3),
        Say(30, "shipton put prices up again so ive moved to gilchesters organics",
            "Hope the new flour behaves the same.",
            {"flour": "gilchesters"}),
        Fill(31, 2),
        Say(60, "new hours from next week, 8 till 4, nobody comes in at 7 anyway",
            "Makes sense, I'll note the new hours.",
            {"hours": "8 till 4"}),
        Say(61, "berlingo finally died, leasing an electric van now, a vauxhall vivaro-e",
            "Electric deliveries, nice.",
            {"van": "vivaro"}),
        Say(62, "my head baker tom is leaving in may, need to hire someone",
            "Want help with a job ad?",
            {"baker": "tom"}),
    ), (
        ("flour", "who supplies my flour"),
        ("hours", "what are the opening hours?"),
        ("van", "what do we do deliveries in"),
        ("bakery", "whats the name of my bakery"),
        ("baker", "who is my head baker"),
    )),
)
# fmt: on


def batch_aw_tenants() -> list[Tenant]:
    """Set AW as tenants, numbered after the sets written before it."""
    return numbered_in_order("aw", BATCH_AW)

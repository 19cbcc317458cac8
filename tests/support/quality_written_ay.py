"""Set AY: crowded tenants. Several friends and relatives who each have a job, a city
and a pet, so the question's name is what picks the fact; long messages that carry
three facts at once; a fact the user confirms after the agent says it ("yes, that's
right"); a move stated only as the new place. Written and scored before any change, as
a measure; kept as a gate."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AY: tuple[Written, ...] = (
    Written("ay_friends_who_are_alike", (
        Say(0, "My friend Priya works as a nurse in Bristol and has a cat called Miso.",
            "Priya sounds lovely.",
            {"priya_job": "nurse", "priya_city": "bristol", "priya_pet": "miso"}),
        Say(0, "Another friend, Tom, is a firefighter in Leeds with a labrador named Biscuit.",
            "Tom must be busy.",
            {"tom_job": "firefighter", "tom_city": "leeds", "tom_pet": "biscuit"}),
        Say(0, "And my sister Hana is an architect in Glasgow, no pets, she's allergic.",
            "Architecture is a great field.",
            {"hana_job": "architect", "hana_city": "glasgow"}),
        Fill(1, 4),
        Say(30, "Priya's in Cardiff these days, the hospital there offered her a ward sister role.",
            "That's a promotion, good for her.",
            {"priya_city": "cardiff", "priya_job": "ward sister"}),
        Fill(31, 2),
        Say(45, "Tom adopted a second dog, a greyhound called Pixel.",
            "Two dogs, what fun.",
            {"tom_second_pet": "pixel"}),
    ), (
        ("priya_city", "Where does Priya live?"),
        ("tom_job", "What does Tom do for work?"),
        ("hana_city", "Which city is my sister in?"),
        ("tom_pet", "What's the name of Tom's labrador?"),
        ("priya_pet", "What is Priya's cat called?"),
        ("hana_job", "What's Hana's profession?"),
        ("tom_second_pet", "What did Tom call his greyhound?"),
    )),
    Written("ay_long_messages", (
        Say(0, "Quick background so you can help me plan: I'm 34, I live in Utrecht with my "
               "husband Joost, we have a two-year-old called Fenna, and I work three days a "
               "week as a data analyst at a bank.",
            "Thanks, that helps a lot.",
            {"city": "utrecht", "husband": "joost", "child": "fenna",
             "job": "data analyst"}),
        Say(0, "We're saving for a bigger flat, ideally with a garden, budget around 450k.",
            "A garden would be great with a toddler.",
            {"budget": "450k"}),
        Fill(1, 3),
        Say(20, "Update on everything: Fenna started daycare on Mondays and Tuesdays, I went up "
                "to four days at the bank, and our budget is now 480k because rates dropped.",
            "Lots of changes, all sensible.",
            {"daycare": "mondays and tuesdays", "job_days": "four days", "budget": "480k"}),
        Fill(21, 2),
        Say(40, "We found it! A ground floor flat in Amersfoort with a small garden, moving in "
                "October.",
            "Congratulations, a garden at last!",
            {"city": "amersfoort"}),
    ), (
        ("budget", "How much can we spend on a flat?"),
        ("daycare", "Which days is my daughter at daycare?"),
        ("job_days", "How many days a week do I work?"),
        ("city", "Where will we live from October?"),
        ("husband", "What's my husband's name?"),
    )),
    Written("ay_confirmed_by_the_user", (
        Say(0, "Can you remind me what I told you about my allergy?",
            "You mentioned you're allergic to penicillin, is that right?",
            {}),
        Say(0, "Yes, that's right, penicillin. Amoxicillin too.",
            "Noted, both penicillin and amoxicillin.",
            {"allergy": "penicillin"}),
        Say(0, "I take levothyroxine every morning for my thyroid.",
            "Thanks, I'll keep that in mind.",
            {"medication": "levothyroxine"}),
        Fill(1, 3),
        Say(12, "The endocrinologist raised my dose to 100 micrograms.",
            "Okay, 100 micrograms of levothyroxine from now on.",
            {"dose": "100 micrograms"}),
        Say(13, "My blood type is O negative, in case it ever matters.",
            "Good to have on record.",
            {"blood": "o negative"}),
    ), (
        ("allergy", "Which antibiotics am I allergic to?"),
        ("medication", "What medicine do I take daily?"),
        ("dose", "What's my current thyroid dose?"),
        ("blood", "What blood group am I?"),
    )),
)
# fmt: on


def batch_ay_tenants() -> list[Tenant]:
    """Set AY as tenants, numbered after the sets written before it."""
    return numbered_in_order("ay", BATCH_AY)

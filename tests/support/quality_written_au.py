"""Set AU: two people as they told an assistant about themselves over three months, asked as
an agent asks. A paramedic who introduces herself with a bare noun ("Priya, 41, paramedic
…"), swaps a half marathon for a 10k, loses a dog and gets a puppy, moves from Bristol to
Bath; and an analyst with type 2 diabetes who is laid off, offered a job, and switched
from one medicine to another by his GP. Written after using the service as the first, with
the rules of the same sitting (what happened to the speaker, conditions said without an
article, a bare noun after the age, a change from the thing an older statement says): a
gate, not a measure of what carries."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AU: tuple[Written, ...] = (
    Written("au_paramedic_bristol_to_bath", (
        Say(0,
            "hi, I'm Priya, 41, paramedic with the ambulance service in Bristol",
            "Nice to meet you Priya! How can I help?",
            {"job": "paramedic", "home": "Bristol"}),
        Say(0, "my husband Tom is a secondary school maths teacher", "Good to know.",
            {"husband_job": "maths teacher"}),
        Say(0,
            "I've had asthma since I was a kid, I use a brown inhaler every morning",
            "Thanks for telling me.",
            {"condition": "asthma"}),
        Say(0, "our dog Biscuit is a 12 year old beagle", "Beagles are great.",
            {"dog": "Biscuit"}),
        Say(0, "I'm training for the Bristol half marathon in October",
            "Great goal! Want a training plan?",
            {"race": "Bristol half marathon"}),
        Fill(1, 2),
        Say(35,
            "I hurt my knee on a run so I switched from the half marathon to the Bath 10k",
            "Sensible choice, look after that knee.",
            {"race": "Bath 10k"}),
        Say(35, "mum is having her hip replaced on the 14th at Southmead",
            "I hope it goes well for her.",
            {"mum_surgery": "the 14th"}),
        Fill(36, 2),
        Say(78, "we finally moved to Bath, the commute to the station is 20 min now",
            "Congratulations on the move!",
            {"home": "Bath"}),
        Say(78, "we got a puppy! a cockapoo called Pickle", "How exciting!",
            {"dog": "Pickle"}),
    ), (
        ("home", "where does Priya live?"),
        ("race", "what race is she training for?"),
        ("husband_job", "what does her husband do?"),
        ("condition", "what medical condition does she have?"),
        ("mum_surgery", "when is her mum's surgery?"),
        ("dog", "what's the dog's name?"),
    )),
    Written("au_analyst_laid_off_and_rehired", (
        Say(0,
            "hey, I'm Dan, 38, data analyst at Brightwell Insurance in Leeds",
            "Hi Dan, what can I do for you?",
            {"job": "Brightwell Insurance"}),
        Say(0, "I have type 2 diabetes, found out two years ago", "Thanks for telling me.",
            {"condition": "type 2 diabetes"}),
        Say(0, "my GP put me on metformin twice a day", "Noted.",
            {"medicine": "metformin"}),
        Fill(1, 2),
        Say(20, "I was laid off on Friday, the whole analytics team went",
            "I'm sorry, that's a blow.",
            {"job": "laid off"}),
        Fill(21, 2),
        Say(41,
            "dr Shah switched me from metformin to sitagliptin, the metformin upset my stomach",
            "Hopefully sitagliptin suits you better.",
            {"medicine": "sitagliptin"}),
        Say(48, "Corvin Labs offered me a senior analyst role, I start on 3 June",
            "Congratulations!",
            {"job": "Corvin Labs", "start": "3 June"}),
    ), (
        ("job", "where does Dan work?"),
        ("medicine", "what diabetes medication is he on?"),
        ("condition", "what condition does the user have?"),
        ("start", "when does he start the new job?"),
    )),
)
# fmt: on


def batch_au_tenants() -> list[Tenant]:
    """Set AU as tenants, numbered after the sets written before it."""
    return numbered_in_order("au", BATCH_AU)

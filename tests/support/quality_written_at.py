"""Set AT: two people as they told an assistant about themselves over a month, asked as an
agent asks. A freelance translator in Lisbon (Inês, Pipoca, a rate raised, a client lost,
a move to Porto, a course dropped) and a retired teacher in Dundee who writes "im" and
"hello dear" (a medicine switched, a grandson's university changed, bridge moved to
another day). Written after using the service as these people, with the rules of the same
sitting (accented names, introductions, "please remind me …", the superseded slot, agents'
"the user" and "her"): a gate, not a measure of what carries."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AT: tuple[Written, ...] = (
    Written("at_translator_moves_to_porto", (
        Say(0,
            "hi! I'm Tomás, I do freelance Spanish-English translation, mostly legal contracts",
            "Nice to meet you Tomás. How can I help?",
            {"work": "legal translation"}),
        Say(0,
            "I live in Lisbon with my girlfriend Inês and our greyhound Pipoca",
            "Lovely household!",
            {"home": "Lisbon", "partner": "Inês", "dog": "Pipoca"}),
        Say(0, "my standard rate is 0.09 euros per word", "Noted.", {"rate": "0.09"}),
        Say(0,
            "I'm allergic to penicillin btw, in case you ever book me a doctor",
            "Thanks, I'll keep that in mind.",
            {"allergy": "penicillin"}),
        Fill(1, 2),
        Say(9, "raised my rate to 0.11 per word starting this month", "Good move.",
            {"rate": "0.11"}),
        Say(9, "started a German course on Tuesdays and Thursdays evenings", "Viel Erfolg!",
            {"german": "Tuesdays and Thursdays"}),
        Fill(10, 2),
        Say(25,
            "we moved to Porto last weekend, the flat is near Bolhão market",
            "Congrats on the move!",
            {"home": "Porto"}),
        Say(25, "dropped the German course, no time", "Understandable.",
            {"german": "dropped"}),
        Say(33,
            "my sister Carla is visiting on the 20th, she's vegan",
            "Plan some vegan meals then.",
            {"sister": "Carla, vegan, the 20th"}),
    ), (
        ("home", "where does Tomás live?"),
        ("rate", "how much do I charge per word?"),
        ("allergy", "any medication I can't take?"),
        ("dog", "what's the dog called?"),
        ("german", "am I still learning German?"),
        ("partner", "who is my partner?"),
        ("work", "what kind of translation do I do?"),
        ("sister", "when is my sister coming?"),
    )),
    Written("at_retired_teacher_dundee", (
        Say(0,
            "hello dear, im Margaret, 74, retired school teacher from Dundee",
            "Lovely to meet you, Margaret!",
            {"age": "74", "job": "retired school teacher"}),
        Say(0,
            "my doctor put me on amlodipine 5mg for blood pressure",
            "Thanks for letting me know.",
            {"bp_medicine": "amlodipine"}),
        Say(0,
            "my grandson Ewan is starting university in Aberdeen in september",
            "How exciting for him!",
            {"ewan_uni": "Aberdeen"}),
        Say(0,
            "i play bridge every wednesday afternoon at the church hall",
            "That sounds like fun.",
            {"bridge": "Wednesday afternoons"}),
        Say(0,
            "please remind me my daughter Fiona's birthday is 3rd of march",
            "I'll remember: Fiona's birthday is 3 March.",
            {"fiona_birthday": "3 March"}),
        Fill(1, 2),
        Say(10,
            "the amlodipine made my ankles swell so dr Kerr switched me to losartan 50mg",
            "Sorry about the swelling; hopefully losartan suits you better.",
            {"bp_medicine": "losartan"}),
        Say(10,
            "Ewan changed his mind, he's going to Edinburgh instead, to study vet medicine",
            "Edinburgh has a great vet school.",
            {"ewan_uni": "Edinburgh"}),
        Fill(11, 2),
        Say(24,
            "bridge has moved to thursday mornings now, the hall is being painted",
            "Thursday mornings it is.",
            {"bridge": "Thursday mornings"}),
    ), (
        ("bp_medicine", "what blood pressure medication is Margaret on?"),
        ("ewan_uni", "where is her grandson going to university?"),
        ("bridge", "when does she play bridge?"),
        ("fiona_birthday", "when is Fiona's birthday?"),
        ("job", "what did she do for a living?"),
        ("age", "how old is the user?"),
    )),
)
# fmt: on


def batch_at_tenants() -> list[Tenant]:
    """Set AT as tenants, numbered after the sets written before it."""
    return numbered_in_order("at", BATCH_AT)

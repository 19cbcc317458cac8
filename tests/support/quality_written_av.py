"""Set AV: three people as they told an assistant about themselves over some months, asked
as an agent asks, in other words than they used. A software engineer who moves from Milan
to Lisbon and changes jobs and diet; a teacher who sells her car for an e-bike and whose
daughter starts a new school; a widower of 72 whose blood thinner and bowls night change.
Written before any rule of its sitting, as a measure, then kept as a gate."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AV: tuple[Written, ...] = (
    Written("av_engineer_milan_to_lisbon", (
        Say(0,
            "hey! Marco here, backend engineer at Satispay, based in Milan",
            "Hi Marco! What can I do for you today?",
            {"employer": "Satispay", "city": "Milan"}),
        Say(0, "my girlfriend Giulia is a UX designer", "Nice, a designer and an engineer.",
            {"partner": "Giulia"}),
        Say(0, "fyi I'm allergic to penicillin, found out the hard way as a teenager",
            "Thanks, I'll keep that in mind.",
            {"allergy": "penicillin"}),
        Say(0, "I've been vegetarian for about five years", "Good to know for recipes.",
            {"diet": "vegetarian"}),
        Fill(1, 3),
        Say(12, "we adopted a grey cat from the shelter, named him Miso",
            "Miso is a great name!",
            {"cat": "Miso"}),
        Say(12, "started duolingo for portuguese, 40 day streak so far",
            "Boa sorte! Keep the streak going.",
            {"language": "portuguese"}),
        Fill(13, 3),
        Say(40, "big news: Giulia and I are relocating to Lisbon in March",
            "Exciting! Lisbon is beautiful.",
            {"city": "Lisbon"}),
        Say(40, "my brother Luca is getting married on 12 September in Verona",
            "Congratulations to Luca!",
            {"wedding": "12 September"}),
        Fill(41, 2),
        Say(70, "I handed in my notice, I'm joining a small climate startup called Treeline",
            "That's a big step, good luck at Treeline.",
            {"employer": "Treeline"}),
        Say(70, "also went fully vegan last month, no more cheese for me",
            "Noted, vegan it is.",
            {"diet": "vegan"}),
    ), (
        ("city", "which city does Marco live in?"),
        ("employer", "who is his employer?"),
        ("diet", "does he have any dietary restrictions?"),
        ("allergy", "is he allergic to any medication?"),
        ("partner", "what's his partner called?"),
        ("cat", "what is the name of his pet?"),
        ("wedding", "when is the brother's wedding?"),
        ("language", "which language is he learning?"),
    )),
    Written("av_teacher_car_to_ebike", (
        Say(0,
            "Hi, I'm Aisha. I teach year 5 at Oakfield Primary in Leicester.",
            "Hi Aisha, lovely to meet you.",
            {"school": "Oakfield Primary"}),
        Say(0, "I drive a 2014 Honda Civic to work, it's about 25 minutes",
            "That's a manageable commute.",
            {"transport": "Honda Civic"}),
        Say(0, "my daughter Zara is 7 and she's obsessed with dinosaurs",
            "Dinosaurs are the best at 7!",
            {"daughter": "Zara", "interest": "dinosaurs"}),
        Say(0, "I run a book club on the first Thursday of every month",
            "Sounds fun, what are you reading?",
            {"book_club": "first Thursday"}),
        Fill(1, 3),
        Say(25, "the landlord finally fixed the boiler after 3 weeks of cold showers",
            "Glad that's sorted.",
            {"boiler": "fixed"}),
        Fill(26, 2),
        Say(50, "sold the Civic! I bought an e-bike instead, a Ribble, I cycle to school now",
            "Great for the commute and for fitness.",
            {"transport": "e-bike"}),
        Say(50, "Zara has moved on from dinosaurs, now it's all about horses",
            "Horses are a classic next step.",
            {"interest": "horses"}),
        Say(51, "she's starting at St Mary's after half term, we moved her from Oakfield",
            "A new school, I hope she settles in well.",
            {"daughter_school": "St Mary's"}),
    ), (
        ("transport", "how does Aisha get to work?"),
        ("school", "where does she teach?"),
        ("daughter", "what's her kid's name?"),
        ("interest", "what is her daughter into at the moment?"),
        ("book_club", "when does her book club meet?"),
        ("daughter_school", "which school will the daughter go to?"),
    )),
    Written("av_widower_bowls_and_blood_thinner", (
        Say(0,
            "My name is Gerald, I'm 72 and retired from the railways. My wife Margaret "
            "passed away two years ago.",
            "I'm sorry for your loss, Gerald. How can I help?",
            {"wife": "Margaret"}),
        Say(0, "I take warfarin for my atrial fibrillation, the clinic checks my INR monthly",
            "Thank you for telling me.",
            {"medicine": "warfarin", "condition": "atrial fibrillation"}),
        Say(0, "bowls club is Tuesday evenings, I've been a member for 20 years",
            "That's a long membership!",
            {"bowls": "Tuesday"}),
        Say(0, "my granddaughter Poppy visits on Sundays", "That must be lovely.",
            {"grandchild": "Poppy"}),
        Fill(1, 2),
        Say(30, "the cardiologist took me off warfarin and put me on apixaban, no more INR tests",
            "That should be easier for you.",
            {"medicine": "apixaban"}),
        Fill(31, 3),
        Say(60, "bowls moved to Thursday nights this season because the green is being relaid",
            "Thanks, I'll remember Thursdays.",
            {"bowls": "Thursday"}),
        Say(60, "I've got a new hearing aid, the NHS one was whistling",
            "Hope the new one is better.",
            {"hearing": "hearing aid"}),
    ), (
        ("medicine", "what blood thinner is Gerald taking?"),
        ("bowls", "what night does he play bowls?"),
        ("condition", "what heart condition does he have?"),
        ("grandchild", "who comes to see him on Sundays?"),
        ("wife", "what was his late wife's name?"),
    )),
)
# fmt: on


def batch_av_tenants() -> list[Tenant]:
    """Set AV as tenants, numbered after the sets written before it."""
    return numbered_in_order("av", BATCH_AV)

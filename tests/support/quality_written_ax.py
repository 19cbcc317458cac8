"""Set AX: people who correct themselves and stop doing things. A user who gives a wrong
figure and puts it right in the next breath ("sorry, I meant…"), a habit dropped, a budget
and a rent as numbers, a partner's job beside the user's; a retired teacher who gives
up the car, changes doctor and takes up a hobby. Written and scored before any change,
as a measure; kept as a gate."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AX: tuple[Written, ...] = (
    Written("ax_corrections_and_numbers", (
        Say(0, "My rent is 1,450 a month for a one-bed in Walthamstow.",
            "Noted. That's a sizeable share of most budgets.",
            {"rent": "1,450", "area": "walthamstow"}),
        Say(0, "Sorry, I meant 1,540, they put it up in January.",
            "Got it, 1,540 a month.",
            {"rent": "1,540"}),
        Say(0, "I'm trying to keep groceries under 60 pounds a week.",
            "A clear target helps.",
            {"groceries": "60"}),
        Say(0, "My partner Dev is a paramedic with the London Ambulance Service.",
            "That's demanding work.",
            {"partner_job": "paramedic"}),
        Fill(1, 3),
        Say(14, "I used to have two coffees every morning but I've given up caffeine completely.",
            "How are the first days going?",
            {"caffeine": "given up"}),
        Say(15, "Grocery budget is going up to 75 a week, 60 was unrealistic with Dev home more.",
            "75 a week it is.",
            {"groceries": "75"}),
        Fill(16, 2),
        Say(40, "Dev just passed his exams, he's a critical care paramedic now.",
            "Congratulations to him!",
            {"partner_job": "critical care paramedic"}),
        Say(41, "I'm a secondary school chemistry teacher, by the way.",
            "Good to know, that explains the lab questions.",
            {"my_job": "chemistry teacher"}),
    ), (
        ("rent", "How much do I pay in rent?"),
        ("groceries", "What's my weekly food budget?"),
        ("partner_job", "What does Dev do for a living?"),
        ("caffeine", "Do I still drink coffee?"),
        ("my_job", "What subject do I teach?"),
        ("area", "Which part of London do I live in?"),
    )),
    Written("ax_retired_teacher", (
        Say(0, "I retired from teaching in 2019 after thirty years at the same primary school.",
            "Thirty years is a wonderful career.",
            {"retired": "2019"}),
        Say(0, "I still drive a little Nissan Micra, mostly to the shops and to church.",
            "Handy for short trips.",
            {"car": "nissan micra"}),
        Say(0, "My GP is Dr Okafor at the Parkside surgery.",
            "I'll remember that.",
            {"doctor": "okafor"}),
        Fill(1, 3),
        Say(25, "I've sold the Micra. The bus pass does everything I need now.",
            "Fewer costs, too.",
            {"car": "sold"}),
        Say(26, "Parkside merged with another practice, so my doctor is Dr Brennan now.",
            "Let's hope Dr Brennan is as good.",
            {"doctor": "brennan"}),
        Fill(27, 2),
        Say(50, "I've joined a watercolour class at the community centre on Thursday mornings.",
            "Lovely, watercolour is relaxing.",
            {"hobby": "watercolour"}),
        Say(51, "My granddaughter Maisie turns seven on the 9th of August.",
            "Seven is a fun age.",
            {"maisie": "9th of august"}),
    ), (
        ("car", "Do I have a car?"),
        ("doctor", "Who is my doctor?"),
        ("hobby", "What class have I signed up for?"),
        ("maisie", "When is Maisie's birthday?"),
        ("retired", "When did I stop working?"),
    )),
    Written("ax_freelancer_tools", (
        Say(0, "I'm a freelance illustrator, mostly children's books.",
            "What a lovely field.",
            {"work": "children's books"}),
        Say(0, "I draw in Procreate on an iPad Pro.",
            "Procreate is great for that.",
            {"tool": "procreate"}),
        Say(0, "My agent is Clara Voss at Brightside Artists.",
            "Good to have representation.",
            {"agent": "clara voss"}),
        Say(0, "I charge 350 a day for commissions.",
            "Noted.",
            {"rate": "350"}),
        Fill(1, 3),
        Say(18, "Switched from Procreate to Clip Studio Paint, the brushes suit my style better.",
            "Clip Studio has excellent brushes.",
            {"tool": "clip studio"}),
        Fill(19, 2),
        Say(33, "Clara's retiring, so Brightside moved me to a new agent, Sam Whitlock.",
            "I hope Sam is a good fit.",
            {"agent": "sam whitlock"}),
        Say(34, "Day rate is 400 from now on for new clients.",
            "A well-earned increase.",
            {"rate": "400"}),
    ), (
        ("tool", "What software do I draw in?"),
        ("agent", "Who represents me?"),
        ("rate", "What do I charge per day?"),
        ("work", "What kind of illustration do I do?"),
    )),
)
# fmt: on


def batch_ax_tenants() -> list[Tenant]:
    """Set AX as tenants, numbered after the sets written before it."""
    return numbered_in_order("ax", BATCH_AX)

"""Hand-written tenants: facts, updates and questions nobody generated from a template.

The small-tenant suite (quality_data.py) draws every fact from sixteen slots and a few
phrasings each, so a rule can fit those phrasings without anyone noticing. These tenants
were written by hand, afterwards, as people talk to an assistant: other facts (a job, a
diet, a partner, a child's school, an instrument, a team), changes said in other verbs
("I quit", "gave up", "we bought a house in"), several facts in one message, facts told
in passing inside a request, questions in everyday words. Half of them (`DEV`) may be
looked at to find what the retriever gets wrong; the other half (`HELD_OUT`) is only ever
scored, to see whether a change carries to wording nobody looked at.

Each tenant is a few sessions on different days; the fillers between facts are
hand-written too (`_FILLERS`), drawn in a fixed order. Nothing here is random.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from memstream.contracts.turns import TurnIn
from tests.support.quality_data import Probe, Statement, Tenant, chat_turn

_START = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class Say:
    """One turn on `day`: the user's message and the reply; `facts` maps slot -> value for
    the facts this message states."""

    day: int
    user: str
    reply: str
    facts: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Fill:
    """`count` filler turns on `day`."""

    day: int
    count: int


@dataclass(frozen=True, slots=True)
class Written:
    name: str
    turns: tuple[Say | Fill, ...]
    questions: tuple[tuple[str, str], ...]  # (slot, question)


_FILLERS: tuple[tuple[str, str], ...] = (
    ("what's a good name for a fantasy football team", "How about 'Victorious Secret'?"),
    ("can you convert 180 fahrenheit to celsius", "That's about 82 °C."),
    ("write a short thank-you note for a colleague who covered my shift", "Here's a draft."),
    ("is it going to rain this weekend?", "I can't check live weather, but a forecast app can."),
    ("explain the difference between a list and a tuple in python", "Lists change, tuples don't."),
    ("give me three ideas for a rainy afternoon", "Board games, a museum, baking."),
    ("how long should I boil an egg for a runny yolk", "About six minutes."),
    ("summarise the plot of Hamlet in two sentences", "A prince avenges his father..."),
    ("what's the time difference between London and Tokyo", "Tokyo is 8 or 9 hours ahead."),
    ("any tips for falling asleep faster", "Keep a routine and skip screens before bed."),
    ("translate 'where is the train station' to spanish", "¿Dónde está la estación de tren?"),
    ("how do I remove a red wine stain", "Blot it, then salt or club soda."),
    ("recommend a sci-fi novel that isn't too long", "Try 'The Martian'."),
    ("what does APR mean on a loan", "Annual percentage rate: the yearly cost."),
    ("help me split a 96 euro bill between 5 people", "That's 19.20 each."),
    ("why is the sky blue", "Rayleigh scattering of sunlight."),
    ("draft a polite email asking for a deadline extension", "Here's a short draft."),
    ("what's a quick stretch for a stiff neck", "Slow chin tucks and side tilts."),
    ("lol that meeting could have been an email", "Ha, many of them could."),
    ("how many cups are in a litre", "About 4.2 US cups."),
    ("give me a regex for an email address", "A simple one: ^[^@\\s]+@[^@\\s]+$"),
    ("what's the capital of Canada", "Ottawa."),
    ("suggest a board game for four adults", "Try Codenames or Catan."),
    ("how do I make my sourdough starter more active", "Feed it twice a day and keep it warm."),
    ("is it rude to leave a group chat", "Not if you say a short goodbye."),
    ("what should I pack for a weekend hiking trip", "Layers, water, snacks, a first-aid kit."),
    ("ugh mondays", "Hang in there."),
    ("what's a good stretch goal for a 5k time", "Knock a minute off your current time."),
    ("can you explain compound interest simply", "Interest earns interest over time."),
    ("write a haiku about coffee", "Dark cup, morning steam / ..."),
    ("how do I politely decline a wedding invite", "Thank them warmly and send a gift."),
    ("what's the best way to store fresh herbs", "Stems in water, loosely covered."),
    ("how do you say thank you in japanese", "Arigatō."),
    ("what's a good podcast for a long drive", "Try 'Radiolab'."),
    ("my neighbour's dog barked all night", "That's rough; earplugs might help."),
    ("how do I reset a router", "Hold the reset button for ten seconds."),
    ("give me a 20 minute dinner idea", "Stir-fried vegetables with noodles."),
    ("what year did the berlin wall fall", "1989."),
    ("is oat milk healthier than almond milk", "They differ; check sugar and protein."),
    ("how do I undo my last git commit", "git reset --soft HEAD~1"),
)


def _fills(start: int, count: int) -> list[tuple[str, str]]:
    return [_FILLERS[(start + i) % len(_FILLERS)] for i in range(count)]


# fmt: off
WRITTEN: tuple[Written, ...] = (
    Written('job', (
        Say(0, 'hey can you help me write a cover letter', "Sure, what's the role?"),
        Say(0, "it's for a data analyst position at Zalando", "Let's highlight your SQL work."),
        Fill(2, 3),
        Say(9, 'I got the job!! starting at Zalando in March',
            'Congratulations!', {'employer': 'Zalando'}),
        Fill(12, 2),
        Say(60, 'ugh, I quit Zalando. joining Spotify as a senior analyst next month',
            'Exciting move!', {'employer': 'Spotify'}),
        Fill(61, 2),
    ), (('employer', 'Where am I employed these days?'),)),
    Written('diet', (
        Say(0, "I've been vegan for two years now",
            'Nice! Any favourite dishes?', {'diet': 'vegan'}),
        Fill(1, 2),
        Say(3, 'my brother Tom is coming to visit from Leeds',
            'Fun! How long is he staying?', {'brother_city': 'Leeds'}),
        Say(30, 'honestly I gave up being vegan, I eat fish again now',
            'Understood, pescatarian then.', {'diet': 'fish'}),
        Fill(31, 1),
    ), (
        ('diet', 'Any dietary needs I should know for dinner ideas?'),
        ('brother_city', 'where does my brother live'),
    )),
    Written('tiny', (
        Say(0, "I'm Lena and I teach chemistry at a high school in Graz",
            'Nice to meet you, Lena!', {'job': 'chemistry', 'city': 'Graz'}),
    ), (('job', "What's my profession?"), ('city', 'which town do I live in'),)),
    Written('spouse', (
        Say(0, 'my wife Priya loves hiking', 'Lovely.', {'spouse': 'Priya'}),
        Say(5, 'help me plan a trip to Norway for our anniversary in June',
            'Fjords are great in June.', {'trip': 'Norway'}),
        Say(5, 'we celebrate 10 years married this summer', 'Congrats!'),
        Fill(7, 2),
    ), (
        ('spouse', "what's my partner's name"),
        ('trip', 'Where are we going for the anniversary?'),
    )),
    Written('kids', (
        Fill(0, 2),
        Say(2, 'my daughter Maya just started first grade at Hillcrest Elementary',
            'Big milestone!', {'school': 'Hillcrest'}),
        Fill(4, 4),
        Say(20, "Maya's teacher says she reads really well", "That's great to hear."),
        Fill(25, 3),
        Say(70, 'we switched Maya to Oakwood Academy, Hillcrest was too crowded',
            'Hope she settles in quickly.', {'school': 'Oakwood'}),
        Fill(72, 2),
    ), (('school', 'What school does my kid go to?'),)),
    Written('music', (
        Say(0, "I've been learning the cello for about a year",
            'What are you practising?', {'instrument': 'cello'}),
        Fill(3, 5),
        Say(15, "my cello teacher Ms Alvarez wants me to try Bach's first suite",
            'A classic.', {'teacher': 'Alvarez'}),
        Fill(16, 3),
    ), (('instrument', 'which instrument do I play?'), ('teacher', 'who gives me lessons?'),)),
    Written('car', (
        Say(0, 'my old Corolla finally died on the highway',
            'Oh no, are you okay?', {'car': 'Corolla'}),
        Fill(1, 2),
        Say(10, 'picked up a used Mazda 3 yesterday, really happy with it',
            'Nice choice!', {'car': 'Mazda'}),
        Fill(11, 3),
    ), (('car', 'What am I driving at the moment?'),)),
    Written('team', (
        Fill(0, 3),
        Say(4, 'watching the game tonight, come on you Gunners!', 'Enjoy the match!'),
        Fill(5, 6),
        Say(40, "Arsenal lost again, I'm heartbroken",
            "There's always next season.", {'team': 'Arsenal'}),
        Fill(41, 2),
    ), (('team', 'Which football club do I support?'),)),
    Written('language', (
        Say(0, "can you quiz me on portuguese verbs? I'm learning for my move",
            "Sure: conjugate 'falar' in the present.", {'language': 'portuguese'}),
        Fill(1, 4),
        Say(8, "we're moving to Porto in September", 'Exciting!', {'move_city': 'Porto'}),
        Fill(9, 4),
    ), (('language', 'What language am I studying?'), ('move_city', 'where am I relocating to?'),)),
    Written('health', (
        Say(0, 'doctor put me on lisinopril for my blood pressure',
            'Hope it helps.', {'medication': 'lisinopril'}),
        Fill(2, 3),
        Say(30, 'the lisinopril gave me a cough so now I take losartan instead',
            'Good that your doctor adjusted it.', {'medication': 'losartan'}),
        Fill(31, 2),
    ), (('medication', 'what am I taking for blood pressure?'),)),
    Written('home', (
        Say(0, 'we live in a small flat in Toronto', 'Nice city!', {'city': 'Toronto'}),
        Fill(1, 3),
        Say(40, 'big news: we bought a house in Montreal and moved last week',
            'Congrats on the house!', {'city': 'Montreal'}),
        Say(41, 'the kids love their new school', 'Wonderful.'),
        Say(42, 'Toronto traffic was the worst, glad to be gone', 'Ha, I bet.'),
    ), (('city', 'Which city do I live in now?'),)),
    Written('pet', (
        Say(0, 'my dog Biscuit chewed my shoes again',
            'Oh no! Puppies do that.', {'pet': 'Biscuit'}),
        Fill(0, 1),
        Say(1, 'Biscuit is a beagle btw, 8 months old',
            'Beagles are curious!', {'breed': 'beagle'}),
        Fill(2, 2),
    ), (('breed', 'what breed is my puppy'), ('pet', 'What is my pet called?'),)),
    Written('gym', (
        Fill(0, 4),
        Say(6, 'I do crossfit three mornings a week before work',
            'Impressive routine.', {'sport': 'crossfit'}),
        Fill(8, 5),
        Say(50, 'stopped crossfit after my knee injury, swimming laps instead now',
            'Swimming is gentle on knees.', {'sport': 'swimming'}),
        Fill(51, 3),
    ), (('sport', 'what do I do for exercise?'),)),
    Written('partner', (
        Say(0, 'going on a second date with Sam tonight, nervous!',
            "You'll be fine!", {'partner': 'Sam'}),
        Fill(2, 4),
        Say(30, "Sam and I broke up. it's fine. I'm seeing someone new, her name is Noor",
            "I'm glad you're doing okay.", {'partner': 'Noor'}),
        Fill(31, 2),
    ), (('partner', 'Who am I dating?'),)),
    Written('phone', (
        Say(0, 'my pixel 6 battery barely lasts half a day',
            'Try battery saver mode.', {'phone': 'pixel'}),
        Fill(1, 3),
        Say(20, 'finally replaced the pixel with an iPhone 15',
            'How are you finding it?', {'phone': 'iPhone'}),
    ), (('phone', 'what phone do I use?'),)),
    Written('allergy', (
        Fill(0, 3),
        Say(3, "please no recipes with shellfish, I'm allergic",
            'Got it, no shellfish.', {'allergy': 'shellfish'}),
        Fill(4, 6),
    ), (('allergy', 'Is there any food I must avoid?'),)),
    Written('sister', (
        Say(0, 'my sister Ines is a nurse in Lisbon',
            "That's a demanding job.", {'sister_job': 'nurse', 'sister': 'Ines'}),
        Fill(1, 5),
        Say(25, "Ines got into medical school! she's going to be a doctor",
            'Amazing news!', {'sister_job': 'medical school'}),
        Fill(26, 2),
    ), (('sister', "What's my sister called?"), ('sister_job', 'what does my sister do now?'),)),
    Written('birthday', (
        Say(0, 'my birthday is on the 14th of August, any party ideas?',
            'A garden barbecue?', {'birthday': 'August'}),
        Fill(1, 2),
    ), (('birthday', 'When was I born?'),)),
    Written('commute', (
        Fill(0, 2),
        Say(3, "I bike to work every day, it's about 25 minutes",
            'Good exercise!', {'commute': 'bike'}),
        Fill(5, 4),
        Say(45, 'since we moved further out I take the train to the office now',
            'Trains are nice for reading.', {'commute': 'train'}),
        Fill(46, 3),
    ), (('commute', 'How do I get to work?'),)),
    Written('coffee', (
        Say(0, 'morning! on my second double espresso already',
            'Ha, busy day?', {'drink': 'espresso'}),
        Fill(1, 3),
        Say(21, "doctor told me to cut caffeine so it's decaf oat lattes for me from now on",
            'Decaf can still be tasty.', {'drink': 'decaf'}),
        Fill(22, 2),
    ), (('drink', 'What coffee should I order for myself?'),)),
    Written('manager', (
        Say(0, 'my manager Kofi approved my vacation',
            'Nice, where are you going?', {'manager': 'Kofi'}),
        Fill(1, 4),
        Say(35, 'reorg happened, I report to Helen now',
            'Hope that goes well.', {'manager': 'Helen'}),
        Fill(36, 2),
    ), (('manager', 'who is my boss?'),)),
    Written('wedding', (
        Fill(0, 2),
        Say(2, 'my best friend Dario is getting married in Tuscany next spring',
            'How lovely!', {'friend': 'Dario', 'wedding': 'Tuscany'}),
        Fill(3, 3),
    ), (('wedding', "where is the wedding I'm going to?"), ('friend', 'Who is getting married?'),)),
    Written('plant', (
        Say(0, 'my monstera has yellow leaves, what am I doing wrong',
            'Probably overwatering.', {'plant': 'monstera'}),
        Fill(1, 3),
    ), (('plant', 'what houseplant do I have?'),)),
    Written('degree', (
        Say(0, "I'm finishing my master's in civil engineering at TU Delft",
            'Great program!', {'degree': 'civil engineering', 'uni': 'Delft'}),
        Fill(1, 5),
        Say(20, 'thesis is on flood barriers, due in June', 'Fascinating topic.'),
        Fill(22, 3),
    ), (('degree', 'What am I studying?'), ('uni', 'which university do I attend?'),)),
)
# fmt: on

# Every other tenant: the first half may be looked at, the second is only ever scored.
DEV = tuple(WRITTEN[0::2])
HELD_OUT = tuple(WRITTEN[1::2])


def build(written: Written, index: int) -> Tenant:
    """The tenant as the quality runs read it: turns, one probe per question (the
    statements of its slot, oldest first), asked three days after the last turn."""
    tenant_id = f"hw{index:02d}{written.name}"
    turns: list[TurnIn] = []
    told: dict[str, list[Statement]] = {}
    filler_at = index * 7
    for entry in written.turns:
        if isinstance(entry, Fill):
            said = [(entry.day, u, r, {}) for u, r in _fills(filler_at, entry.count)]
            filler_at += entry.count
        else:
            said = [(entry.day, entry.user, entry.reply, entry.facts)]
        for day, user, reply, facts in said:
            number = len(turns)
            when = _START + timedelta(days=day, minutes=number)
            session = f"s{day:03d}"
            turns.append(chat_turn(tenant_id, session, number, when, user, reply))
            for slot, value in facts.items():
                told.setdefault(slot, []).append(
                    Statement(slot, value, session, number, when, user, reply)
                )
    probes = tuple(
        Probe(tenant_id, slot, question, tuple(told[slot])) for slot, question in written.questions
    )
    last = turns[-1].event_time
    return Tenant(
        tenant_id, _size(len(turns)), index, tuple(turns), probes, last + timedelta(days=3), "s999"
    )


def _size(turns: int) -> int:
    """The suite's size bucket a tenant is reported under: 3 below 10 turns, else 10."""
    return 3 if turns < 10 else 10


def tenants(
    which: tuple[Written, ...] = WRITTEN, catalogue: tuple[Written, ...] = WRITTEN, first: int = 0
) -> list[Tenant]:
    """`which` as tenants, each numbered `first` + its place in `catalogue` (the number
    picks its fillers, so a tenant is the same in every selection)."""
    return [build(w, first + catalogue.index(w)) for w in which]


def numbered_after(batch: tuple[Written, ...], *earlier: tuple[Written, ...]) -> list[Tenant]:
    """`batch` as tenants, numbered after every tenant of the `earlier` sets: the number
    picks a tenant's fillers, so a set added later must not renumber one before it."""
    return tenants(batch, batch, first=sum(len(e) for e in earlier))

"""The personal facts a user mentions to an assistant: how they are said and how asked for.

Each slot (pet's name, manager, home city, ...) has several ways a user drops the fact into
chat, each with the assistant's brief reply; later restatements with a new value for facts
that change (a move, a new job); and questions that ask for the fact in other words.
`quality_data` pairs a question only with statements it shares no content word with; the
unit tests check that every statement leaves at least two questions to choose from.

Value pools never overlap the filler vocabulary (`quality_filler`), so a value in a context
item can only come from a fact turn.
"""

from __future__ import annotations

from dataclasses import dataclass

CITIES = (
    "Lisbon", "Porto", "Denver", "Austin", "Leeds", "Utrecht", "Krakow", "Montreal",
    "Osaka", "Valencia", "Edinburgh", "Melbourne", "Bergen", "Seville", "Halifax", "Tucson",
)  # fmt: skip

# (user message with `{v}` for the value, the assistant's reply)
Said = tuple[str, str]


@dataclass(frozen=True, slots=True)
class SlotSpec:
    """One kind of fact: its values, how it is stated, restated and asked for."""

    name: str
    values: tuple[str, ...]
    statements: tuple[Said, ...]
    questions: tuple[str, ...]
    # Restatements with a new value; empty for facts that do not change.
    updates: tuple[Said, ...] = ()
    # Slots drawing from one shared pool get distinct values within a tenant.
    pool: str | None = None


SLOTS: tuple[SlotSpec, ...] = (
    SlotSpec(
        name="pet",
        values=("Miso", "Biscuit", "Pepper", "Nacho", "Mochi", "Ziggy", "Olive", "Pickles",
                "Waffles", "Juniper"),
        statements=(
            ("btw my cat {v} knocked over my coffee again", "Oh no, hope nothing got ruined!"),
            ("{v} (my cat) has been sleeping on my laptop all morning lol",
             "Ha, warm keyboards are irresistible."),
            ("took my dog {v} to the vet this morning, just a sore paw thankfully",
             "Glad it's nothing serious."),
            ("We adopted a kitten last weekend and named her {v}",
             "Aww, congratulations on the new family member!"),
            ("my dog {v} ate half a sock today, he's fine but wow",
             "Yikes, glad he's okay."),
        ),
        questions=(
            "What's the name of my pet?",
            "what is my furry friend called?",
            "Remind me, what do I call my animal?",
        ),
    ),
    SlotSpec(
        name="manager",
        values=("Priya", "Marcus", "Elena", "Keiko", "Olusegun", "Dana", "Rafael", "Ingrid",
                "Samir", "Beatrice"),
        statements=(
            ("My manager {v} wants the report by Friday",
             "Sounds like a busy week, want help outlining it?"),
            ("had my review with my manager {v} today, went ok I think",
             "Nice, that's a relief."),
            ("{v} (my boss) just moved our 1:1 to Thursday again", "Annoying, but manageable."),
            ("new boss started this week, {v}, seems nice so far", "Good first impression then!"),
        ),
        updates=(
            ("reorg happened, my new manager is {v}", "Fingers crossed it's a good change."),
            ("heads up, {v} is my boss now after the shuffle", "Hope the transition is smooth."),
            ("Got moved to another group, reporting to {v} from now on",
             "New people, new habits. Good luck!"),
        ),
        questions=(
            "Who do I report to at work?",
            "Who is my supervisor?",
            "Who's in charge of me at the office?",
            "Who's my line manager?",
        ),
    ),
    SlotSpec(
        name="home_city",
        pool="city",
        values=CITIES,
        statements=(
            ("I live in {v}, so the time zone is a pain for calls",
             "I'll keep that in mind when suggesting times."),
            ("Just got back to {v}, the weather here is grim", "Sounds rough, hope it clears up."),
            ("Our flat in {v} is tiny but I love the neighbourhood", "That sounds lovely."),
            ("Rent in {v} went up again, ugh", "Ugh, that's frustrating."),
        ),
        updates=(
            ("We moved again, now living in {v}", "Moving is exhausting, take it easy."),
            ("Finally settled in {v} after the move, boxes everywhere",
             "Unpacking takes forever, one room at a time."),
            ("New apartment in {v} is great, the commute is way shorter",
             "A short commute changes everything."),
        ),
        questions=(
            "Which city is my home these days?",
            "Where am I based?",
            "What town do I reside in?",
        ),
    ),
    SlotSpec(
        name="employer",
        values=("Acme", "Globex", "Initech", "Hooli", "Vandelay Industries", "Stark Logistics",
                "Pied Piper", "Wonka Foods", "Cyberdyne", "Tyrell Systems"),
        statements=(
            ("Finally started at {v} last week as a data engineer",
             "Congrats, that's exciting!"),
            ("Things at {v} have been crazy busy this quarter",
             "That sounds intense, hope it calms down."),
            ("I've been at {v} for about two years now, kind of itching for a change",
             "Totally normal after a while."),
        ),
        updates=(
            ("Big news, I accepted an offer from {v}!", "Congratulations, well deserved!"),
            ("Last day at the old place today, starting at {v} on Monday",
             "Exciting, good luck with the fresh start!"),
        ),
        questions=(
            "Which company employs me?",
            "Who is my employer?",
            "What firm do I work for?",
        ),
    ),
    SlotSpec(
        name="sibling",
        # Names that suit a sister or a brother, as the statements say either.
        values=("Robin", "Charlie", "Jamie", "Morgan", "Riley", "Kai", "Noor", "Ari", "Quinn",
                "Sasha"),
        statements=(
            ("My sister {v} is visiting next weekend, need to clean the guest room",
             "How lovely, have a great time together!"),
            ("my brother {v} just had a baby!!", "Congratulations to the whole family!"),
            ("Called my sister {v} for her birthday, she's doing great", "Aw, glad to hear it."),
        ),
        questions=(
            "What is my sibling called?",
            "What's my sibling's name?",
            "Which of my siblings did I tell you about?",
        ),
    ),
    SlotSpec(
        name="sibling_city",
        pool="city",
        values=CITIES,
        statements=(
            ("My sister lives in {v} now, it's so far away", "Long distance is hard."),
            ("Flying out to see my brother in {v} next month", "Have a great trip!"),
            ("my brother's place in {v} has the best view", "Sounds amazing."),
        ),
        questions=(
            "Where is my sibling based?",
            "Which town does my sibling reside in?",
            "In what city does my sibling have a home?",
        ),
    ),
    SlotSpec(
        name="allergy",
        values=("peanuts", "shellfish", "sesame", "walnuts", "strawberries", "penicillin",
                "kiwi", "soy"),
        statements=(
            ("I'm allergic to {v}, so I always have to check labels",
             "Good to know, I'll keep that in mind for recipes."),
            ("anything with {v} gives me hives, learned that the hard way",
             "Hives are no fun, better safe."),
            ("Doctor confirmed the {v} allergy today, great", "At least now you know for sure."),
        ),
        questions=(
            "What can't I eat without a reaction?",
            "Which food triggers a bad reaction for me?",
            "What should I stay away from for medical reasons?",
        ),
    ),
    SlotSpec(
        name="food",
        values=("ramen", "tacos", "lasagna", "pho", "sushi", "dumplings", "paella",
                "butter chicken", "pierogi", "shakshuka"),
        statements=(
            ("My favourite food is {v}, I could have it every day", "Honestly, same."),
            ("Nothing beats a big plate of {v} after a long week", "Solid choice!"),
            ("craving {v} again, third time this week lol", "Treat yourself."),
        ),
        questions=(
            "What dish do I love most?",
            "What's the meal I like best?",
            "What would I pick for dinner any night?",
        ),
    ),
    SlotSpec(
        name="drink",
        values=("oat flat white", "matcha latte", "negroni", "iced tea", "kombucha",
                "espresso tonic", "chai", "cold brew"),
        statements=(
            ("I'm a huge fan of {v}, honestly the best thing ever", "Good choice."),
            ("Ordered my usual {v} at the cafe this morning", "A classic!"),
            ("Can't start the day without my {v}", "Fair, mornings are hard."),
        ),
        updates=(
            ("Switched from my old usual to {v}, way better", "Nice upgrade."),
            ("These days I mostly order {v} instead", "Tastes change!"),
        ),
        questions=(
            "What beverage do I prefer?",
            "What's my go-to drink?",
            "What do I like to sip?",
        ),
    ),
    SlotSpec(
        name="hobby",
        values=("bouldering", "pottery", "sourdough baking", "woodworking", "birdwatching",
                "salsa dancing", "chess", "watercolour painting", "trail running", "knitting"),
        statements=(
            ("I've been really into {v} lately, it's so relaxing",
             "That sounds like a great way to unwind."),
            ("Signed up for a {v} class on Thursdays", "Nice, enjoy it!"),
            ("Spent the whole Saturday on {v}, totally worth it", "Love that."),
        ),
        questions=(
            "What pastime do I enjoy?",
            "What do I do for fun?",
            "What's my favourite leisure activity?",
        ),
    ),
    SlotSpec(
        name="car",
        values=("Honda Civic", "Toyota Corolla", "Subaru Outback", "Tesla Model 3",
                "Mazda MX-5", "VW Golf", "Volvo XC40", "Ford Fiesta"),
        statements=(
            ("Just bought a used {v}, it drives like a dream", "Congrats on the new wheels!"),
            ("My {v} is in the shop again, third time this year", "Ugh, repairs are the worst."),
            ("Finally picked up the keys to our new {v}", "Enjoy it!"),
        ),
        updates=(
            ("Sold the old car, we've got a {v} now", "Exciting, hope it serves you well."),
            ("Traded in for a {v} this weekend, so happy with it", "Great, enjoy!"),
        ),
        questions=(
            "What vehicle do I own?",
            "What am I driving these days?",
            "Which make and model is mine?",
        ),
    ),
    SlotSpec(
        name="partner",
        values=("Jordan", "Alex", "Sam", "Taylor", "Casey", "Jesse", "Avery", "Rowan", "Elliot",
                "Devon"),
        statements=(
            ("My girlfriend {v} made the best risotto last night", "Sounds delicious!"),
            ("{v} and I are celebrating our anniversary on Sunday",
             "Happy anniversary to you both!"),
            ("my husband {v} is picking me up after work", "Nice, enjoy the evening."),
            ("my wife {v} says hi haha", "Hi back!"),
        ),
        questions=(
            "Who am I dating?",
            "Who's my significant other?",
            "What is my partner's name?",
        ),
    ),
    SlotSpec(
        name="birthday",
        values=("January", "February", "April", "June", "July", "August", "September",
                "October", "November", "December"),
        statements=(
            ("My birthday is in {v}, thinking about a small dinner", "Fun! Any plans?"),
            ("Turning 30 in {v}, kind of freaking out", "30 is great, don't worry."),
            ("I'm a {v} baby haha, always get a cake at the office", "Cake is the best part."),
        ),
        questions=(
            "When was I born?",
            "In which month do I celebrate getting older?",
            "When's my big day each year?",
        ),
    ),
    SlotSpec(
        name="gym",
        values=("Monday and Thursday", "Tuesday and Friday", "Wednesday and Saturday",
                "Tuesday and Sunday", "Monday, Wednesday and Friday", "Monday and Friday",
                "Thursday and Saturday", "Wednesday and Sunday"),
        statements=(
            ("I hit the gym every {v} before work", "Consistency is everything."),
            ("Gym days are {v} for me, non-negotiable", "Nice discipline!"),
            ("my trainer has me coming in {v} now", "Sounds like a solid plan."),
        ),
        updates=(
            ("changed my routine, it's {v} at the gym from now on", "Good to mix it up."),
            ("new schedule: lifting on {v}", "Sounds like a solid plan."),
        ),
        questions=(
            "Which days do I work out?",
            "When do I exercise?",
            "What does my fitness week look like?",
        ),
    ),
    SlotSpec(
        name="medication",
        values=("lisinopril", "sertraline", "metformin", "levothyroxine", "atorvastatin",
                "amlodipine", "omeprazole"),
        statements=(
            ("I take {v} every morning, doctor's orders", "Good habit to keep."),
            ("Pharmacy finally restocked my {v}, what a saga", "Pharmacies can be a hassle."),
            ("Doctor put me on {v} last month", "Hope it helps."),
        ),
        updates=(
            ("My doctor switched me to {v}, hoping it works better", "Fingers crossed."),
            ("No more of the old prescription, I'm on {v} now", "Hope this one suits you."),
        ),
        questions=(
            "What pills am I prescribed?",
            "Which drug do I need daily?",
            "What medicine am I on?",
        ),
    ),
    SlotSpec(
        name="deadline",
        # March and May only: no deadline names a month a birthday can fall in.
        values=("March 14", "May 2", "March 30", "May 8", "March 21", "May 17", "March 5",
                "May 27"),
        statements=(
            ("The Atlas launch deadline is {v}, so I'm swamped",
             "That's tight, want help planning it out?"),
            ("We have to ship the billing migration by {v}", "You've got this."),
            ("client wants the redesign delivered by {v}, no pressure lol",
             "Doable with a clear plan."),
        ),
        updates=(
            ("deadline got pushed, it's {v} now", "A bit more breathing room then."),
            ("good news, they moved the launch to {v}", "Nice, that helps."),
        ),
        questions=(
            "When is my project due?",
            "By what date must my assignment be finished?",
            "When do I need to hand things in?",
        ),
    ),
)  # fmt: skip

SLOT_BY_NAME = {slot.name: slot for slot in SLOTS}

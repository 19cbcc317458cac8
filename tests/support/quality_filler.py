"""What fills a real assistant conversation between the facts worth remembering.

Small talk and requests (coding help, recipes, travel, weather, shows, emails, everyday
questions), each with the assistant's brief answer, with blanks drawn from varied
vocabularies; and distractors: turns that share topic words with the facts ("my friend's
dog is so loud", "the office coffee machine broke") without stating one of the user's own.
No value of a fact slot (`quality_slots`) appears here; the unit tests check it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

# (user message, assistant reply); blanks `{name}` take one word of the topic's `words`,
# the same word in both.
Exchange = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Topic:
    name: str
    exchanges: tuple[Exchange, ...]
    words: dict[str, tuple[str, ...]]
    weight: int = 1


TOPICS: tuple[Topic, ...] = (
    Topic(
        name="coding",
        exchanges=(
            ("can you help me fix a {error} in my {lang} script? it happens on the {step} step",
             "The {step} step probably gets an unexpected value; log it right before the call."),
            ("what's the cleanest way to {task} in {lang}?",
             "The standard library covers it; here's a short example."),
            ("my {tool} build keeps failing with {error}, any idea why?",
             "Usually a version mismatch; pin the dependency and rebuild."),
            ("how do I {task} without pulling in another dependency?",
             "A small helper function does it, shown below."),
            ("quick one: is {lang} fine for this or is that overkill",
             "It's fine, just keep the script small."),
            ("reviewing a PR that tries to {task}, anything I should watch out for?",
             "Check the edge cases first: empty input, unicode, very large files."),
        ),
        words={
            "error": ("KeyError", "segfault", "timeout", "TypeError", "permission denied",
                      "null pointer exception", "off-by-one bug"),
            "lang": ("Python", "TypeScript", "Rust", "Go", "Bash", "Kotlin", "SQL"),
            "step": ("parsing", "upload", "merge", "export", "login", "validation"),
            "tool": ("webpack", "gradle", "cargo", "docker", "CI", "make"),
            "task": ("parse a CSV with quoted commas", "retry an HTTP call with backoff",
                     "deduplicate a list while keeping order", "read a huge JSON file lazily",
                     "schedule a job every hour", "rename files in bulk",
                     "compare two directories"),
        },
        weight=2,
    ),
    Topic(
        name="recipes",
        exchanges=(
            ("what's a quick dinner I can make with {ingredient} and {extra}?",
             "Try a one-pan {dish}: {ingredient}, {extra}, ten minutes of simmering."),
            ("how long should I roast {ingredient} at 200 degrees?",
             "About 25 minutes, turning once halfway."),
            ("can I swap {extra} for something else in a {dish}?",
             "Yes, most {dish} recipes are forgiving; use what you have."),
            ("give me a {dish} recipe that takes under 30 minutes",
             "Here's a {dish} with five ingredients and one pan."),
            ("hosting {count} people on the weekend, easy {dish} ideas?",
             "A big {dish} scales well; make it the day before."),
        ),
        words={
            "ingredient": ("chickpeas", "spinach", "sweet potato", "halloumi", "mushrooms",
                           "lentils", "cauliflower", "salmon", "tofu", "leeks"),
            "extra": ("coconut milk", "feta", "rice", "lemon", "yogurt", "couscous",
                      "spring onions", "smoked paprika"),
            "dish": ("stir fry", "soup", "traybake", "salad", "curry", "frittata", "risotto"),
            "count": ("six", "eight", "ten", "a dozen"),
        },
        weight=2,
    ),
    Topic(
        name="travel",
        exchanges=(
            ("any tips for a long weekend in {place}?",
             "Go early in the day to beat the crowds, and book the popular spots ahead."),
            ("is {place} worth visiting in the {season}?",
             "Yes, fewer tourists and lower prices in the {season}."),
            ("what should I pack for a {length} hiking trip near {place}?",
             "Layers, a rain shell and broken-in boots."),
            ("cheapest way to get from the airport to the centre of {place}?",
             "The train is usually fastest and cheapest."),
            ("planning a {length} trip to {place}, which neighbourhoods are nice to stay in?",
             "Stay central the first nights, then somewhere quieter."),
        ),
        words={
            "place": ("Kyoto", "Reykjavik", "Marrakech", "Hanoi", "Prague", "Cusco",
                      "Tbilisi", "Ljubljana", "Oaxaca", "Tallinn", "Zanzibar"),
            "season": ("winter", "spring", "autumn", "rainy season", "shoulder season"),
            "length": ("three-day", "week-long", "two-week", "five-day"),
        },
        weight=2,
    ),
    Topic(
        name="weather",
        exchanges=(
            ("is it going to rain {when}? I have laundry out",
             "Showers look likely, bring it in before then."),
            ("how cold will it get {when}, need to decide on a jacket",
             "Close to freezing, a warm coat would be wise."),
            ("ugh, this {weather} is getting old", "Hopefully it breaks soon."),
            ("should I bring an umbrella {when}?", "Better safe than sorry, take one."),
        ),
        words={
            "when": ("tomorrow", "tonight", "this afternoon", "on the weekend", "later today"),
            "weather": ("drizzle", "heatwave", "wind", "fog", "humidity", "grey sky"),
        },
    ),
    Topic(
        name="shows",
        exchanges=(
            ("just finished {show}, what should I watch next?",
             "If you liked {show}, try something with a slow burn and strong characters."),
            ("is {show} worth starting or does it fall off?",
             "The first season is the strongest, but it's worth it."),
            ("need a {genre} book for a long flight, any recommendations?",
             "A short {genre} classic would be perfect for that."),
            ("what's a good {genre} podcast for the commute?",
             "Plenty of good {genre} ones; start with a short series."),
            ("rewatching {show} for the third time, no regrets", "Ha, it holds up well."),
        ),
        words={
            "show": ("Severance", "The Bear", "Slow Horses", "Dark", "Succession",
                     "Foundation", "Shogun", "Fleabag"),
            "genre": ("sci-fi", "mystery", "history", "comedy", "true crime", "fantasy"),
        },
    ),
    Topic(
        name="emails",
        exchanges=(
            ("can you draft a polite email to my {recipient} about the {issue}?",
             "Here's a draft: short, friendly, and clear about the {issue}."),
            ("how do I say no to {request} without sounding rude?",
             "Thank them, give a brief reason, and offer an alternative."),
            ("make this message to the {recipient} sound more professional: {snippet}",
             "Here's a more formal version that keeps your main point."),
            ("write a short thank-you note for {request}", "Done, a warm three-line note."),
        ),
        words={
            "recipient": ("landlord", "plumber", "bank", "insurance company", "neighbour",
                          "school", "dentist"),
            "issue": ("broken heater", "late refund", "noisy renovation", "double charge",
                      "leaking tap", "missing parcel"),
            "request": ("a wedding invitation", "an extra shift", "a charity run",
                        "a last-minute favour", "a group holiday"),
            "snippet": ("hey so the thing is still broken", "any update?? been waiting ages",
                        "pls fix asap thx"),
        },
    ),
    Topic(
        name="everyday",
        exchanges=(
            ("how many {conversion}?", "Here's the conversion, spelled out."),
            ("what's a good gift for someone who likes {interest}?",
             "Something for {interest} they wouldn't buy themselves, or a class voucher."),
            ("explain {concept} like I'm five", "Here's a simple picture of {concept}."),
            ("what's {a} times {b}? my brain is fried", "Easy to slip on; here's the working."),
            ("how do I get {stain} out of a shirt?",
             "Cold water and a bit of dish soap, then wash as normal."),
        ),
        words={
            "conversion": ("ounces in a pound", "millilitres in a cup", "feet in a mile",
                           "teaspoons in a tablespoon", "cups in a litre"),
            "interest": ("camping", "board games", "gardening", "photography", "vinyl records"),
            "concept": ("inflation", "a blockchain", "compound interest", "black holes",
                        "vaccines", "the stock market"),
            "a": ("17", "23", "48", "112"),
            "b": ("6", "12", "19", "35"),
            "stain": ("red wine", "grass", "ink", "grease", "tomato sauce"),
        },
    ),
    Topic(
        name="small_talk",
        exchanges=(
            ("thanks, that worked!", "Glad it helped!"),
            ("ugh, {day} again", "Hang in there, you've got this."),
            ("lol fair enough", "Happy to help anytime."),
            ("good morning! slept terribly", "Sorry to hear that, go easy on yourself today."),
            ("ok one more question and then I'll let you go", "Sure, go ahead."),
            ("haha you're right, I overthought it", "Happens to everyone."),
            ("long day, just need to vent for a sec", "Of course, I'm listening."),
        ),
        words={"day": ("Monday", "Wednesday", "another rainy day")},
        weight=2,
    ),
    Topic(
        name="distractors",
        exchanges=(
            ("my {whose} {animal} is so loud, barked all night", "That sounds exhausting."),
            ("the office coffee machine broke again", "Oof, the worst."),
            ("my {whose} {animal} keeps sitting on our car, so annoying", "Ha, bold move."),
            ("a coworker brought {snack} to the meeting, smelled amazing", "Nice perk."),
            ("my {relative} is moving to a new city next year, helped her pack today",
             "That's kind of you to help."),
            ("read an article about how managers should run one-on-ones",
             "Interesting, what did you think?"),
            ("the gym near the office is always packed at lunch", "Peak hour is brutal."),
            ("my {whose} birthday party was fun, way too much cake", "Sounds like a good night."),
            ("my {relative} keeps asking me about pill side effects she read online",
             "Her pharmacist is the best person to ask."),
            ("everyone at work is obsessed with the new {place_kind} downstairs",
             "Worth a try then."),
            ("my {whose} new car alarm went off three times last night", "Ugh, so annoying."),
            ("watched a documentary about allergies, kind of wild", "What stood out to you?"),
        ),
        words={
            "whose": ("friend's", "neighbour's", "coworker's", "cousin's", "roommate's"),
            "animal": ("dog", "cat", "parrot", "puppy"),
            "snack": ("cinnamon rolls", "peanut butter cookies", "banana bread", "samosas"),
            "relative": ("cousin", "aunt", "mom", "grandma"),
            "place_kind": ("bakery", "noodle bar", "juice place", "taco truck"),
        },
        weight=2,
    ),
)  # fmt: skip


def filler_turn(rng: random.Random) -> tuple[str, str, str]:
    """(topic, user message, assistant reply) of one filler turn."""
    topic = rng.choices(TOPICS, weights=[t.weight for t in TOPICS])[0]
    ask, reply = rng.choice(topic.exchanges)
    picks = {name: rng.choice(options) for name, options in topic.words.items()}
    return topic.name, ask.format(**picks), reply.format(**picks)


def every_filler_text() -> list[str]:
    """Every template and every word its blanks take, for the vocabulary checks."""
    texts = [text for topic in TOPICS for pair in topic.exchanges for text in pair]
    return texts + [w for t in TOPICS for options in t.words.values() for w in options]

"""The values a question asks for by kind (a name; a date, a day, a time, an amount or a
version), and the dates, amounts and versions a memory holds.

"When is the Ashcombe application due?" asks for a date; "Ashcombe emailed, deadline's 14
May" gives one the older statement ("the Ashcombe Trust application is due 30 April")
does not, about the same named thing, without any word of change. "How much off are
Quayside getting?" asks for an amount; "Quayside pushed hard, we've agreed 12% off" gives
a new one. Such a later statement is the current value (updates.py).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import Literal

from memstream.services.common.letters import latin_re
from memstream.services.common.timeparse import NUMBER_WORDS, UNITS, alternation

# "what is the final date of my viva?", "what's the new time for the check-up?" (also read
# by moment.py: such a question is put in the present).
THE_DATE_OF = (
    r"what(?:'s|\s+is|\s+are)\s+(?:the|my|our)\s+(?:\w+\s+)?(?:date|day|time)s?\s+(?:of|for)"
)
_ASKS_A_VALUE = re.compile(
    r"^\W*when\b|\b(?:what|which)\s+(?:date|day|time|month|year)s?\b|"
    rf"\b{THE_DATE_OF}\b|"
    # "what's the v4 launch date as things stand?", "which godot version is the project on?"
    r"\bwhat(?:'s|\s+is)\s+(?:the|my|our)\s+(?:[\w.-]+\s+){0,2}(?:date|deadline)\b|"
    r"\b(?:what|which)\s+(?:[\w.-]+\s+)?version\b|"
    r"\bhow\s+(?:much|many|often|old|far|fast|long|heavy|big|large|tall|wide|deep|high)\b|"
    r"\bwhat\s+(?:percent|percentage|discount|rate|price)\b|"
    # "Pay" is a value as a noun ("what monthly pay did I agree to?"), not as a verb.
    r"\b(?:hourly|weekly|monthly|annual|yearly|base|basic|starting|take-home)\s+pay\b|"
    # A measure of one's own: "what's my half marathon PB now?", "what IELTS score do I need?"
    # A best so far is a measure too: "what's my fastest half?", "what's the most I've lifted?"
    r"\bwhat(?:'?s|\s+(?:is|was))\s+(?:the|my|our)\s+(?:\w+\s+)?(?:most|fastest|quickest|"
    r"hardest|heaviest|longest|furthest|farthest|highest|lowest|biggest)\b|"
    r"\bwhat(?:'?s|\s+(?:is|was|are|were))?\s+(?:(?:the|my|our)\s+)?(?:[\w.'-]+\s+){0,3}"
    r"(?:pb|pr|record|best|time|pace|score|rating|grade|mark|weight|handicap|average|"
    r"balance|budget|salary|wage|fee|price|rent|total|target|limit|number|reading|"
    r"weigh-in|dose|premium|temperature|temp|pressure|code|combination|pin|passcode|"
    r"mileage|interest)s?\b|"
    # What something is set to is its value: "what have I got the flow temperature set to?",
    # "what do I keep the back tyres pumped up to?"
    r"\b(?:set|pumped(?:\s+up)?|inflated|turned(?:\s+up|\s+down)?)\s+(?:to|at)\W*$",
    re.IGNORECASE,
)
_MONTHS = (
    "january february march april june july august september october november december "
    "jan feb apr jun jul aug sep sept oct nov dec"
)
_DAYS = "monday tuesday wednesday thursday friday saturday sunday"
_DAY_NAMES = frozenset(_DAYS.split())
_MONTH_NAMES = "|".join(_MONTHS.split())
# Units written onto the number: "248w", "120kg", "5km", "40mi" (not "5k": a run or £5,000).
_GLUED = r"(?:kgs?|lbs?|km|mi|mg|ml|cm|mm|bpm|w|g|m)"
# Dates, days and times, and amounts: "14 May", "Fridays", "4:10", "12%", "£910", "3pm".
_VALUE = re.compile(
    rf"\b(?:{_MONTH_NAMES})\b|(?<![\w-])(?-i:May)\b|"
    rf"\b(?:{'|'.join(_DAYS.split())})s?\b|\bnoon\b|\bmidnight\b|o'clock|"
    # A number inside a word names nothing of a value: "europe-west2", "v4", "ps5".
    rf"(?<![\w.-])[£$€]?\d+(?:[.:,]\d+)*(?:%|st|nd|rd|th|am|pm|k|{_GLUED})?(?![\w-])",
    re.IGNORECASE,
)


# A question that asks for someone or something by name: "who is my co-investigator?",
# "which hotel are they in?", "where do I work?", "what's the name of my vet?".
_ASKS_A_NAME = re.compile(
    r"^\W*(?:who|whom|whose|which|where)\b|\bwhat(?:'s|\s+is|\s+are)?\s+(?:the\s+)?names?\b",
    re.IGNORECASE,
)
_ASKS_WHO = re.compile(r"\W*(?:who|whom|whose)\b", re.IGNORECASE)
NameAsked = Literal["", "person", "thing"]


# A value question that asks for a date, a day or a time of day rather than an amount.
_ASKS_A_DATE = re.compile(
    r"^\W*when\b|\b(?:what|which)\s+(?:date|day|time|month|year)s?\b|"
    rf"\b{THE_DATE_OF}\b|"
    r"\bwhat(?:'s|\s+is)\s+(?:the|my|our)\s+(?:[\w.-]+\s+){0,2}(?:date|deadline)\b",
    re.IGNORECASE,
)
ValueKind = Literal["date", "amount", "any"]


def value_asked(question: str) -> ValueKind | None:
    """The kind of value a question asks for: a date, day or time ("when is the launch?"),
    an amount ("how much is the cap?"), or none."""
    if not asks_for_a_value(question):
        return None
    return "date" if _ASKS_A_DATE.search(question) else "amount"


def asks_for_a_name(question: str) -> NameAsked:
    """Whether a question asks for someone ("person": who, whom, whose) or something by name
    ("thing"); "" when it asks for no name."""
    if _ASKS_A_NAME.search(question) is None:
        return ""
    return "person" if _ASKS_WHO.match(question) else "thing"


def asks_for_a_value(question: str) -> bool:
    """Whether a question asks for a date, a day, a time, an amount or a version."""
    return _ASKS_A_VALUE.search(question) is not None


# A number after a capitalised word is part of a name: "Flat 2", "Ward 5", "Route 66"; a
# dotted one is a version of it ("Godot 4.3", "Postgres 16.2").
_NAMED_BEFORE = latin_re(r"\b[A-Z][\w'-]*\s+$")
_VERSION = re.compile(r"\d+\.\d+")


def _named(text: str, start: int, value: str) -> bool:
    """Whether the number `value` at `start` is part of a name ("Flat 2") and no version."""
    return _NAMED_BEFORE.search(text, 0, start) is not None and not _VERSION.fullmatch(value)


def value_words(texts: Sequence[str]) -> frozenset[str]:
    """The dates, days, times and amounts `texts` name, lower-cased ("Fridays" -> friday)."""
    found = (
        m.group(0).lower()
        for text in texts
        for m in _VALUE.finditer(text)
        if not (m.group(0)[0].isdigit() and _named(text, m.start(), m.group(0)))
    )
    return frozenset(v[:-1] if v.endswith("s") and v[:-1] in _DAY_NAMES else v for v in found)


CURRENCIES = frozenset("£$€")
_DATE_NAMES = frozenset(_MONTHS.split()) | _DAY_NAMES | {"may", "noon", "midnight", "o'clock"}
# A day of the month beside its month: "14 May", "May 14", "the 3rd of June".
_DAY_OF_MONTH = re.compile(
    rf"\b(\d{{1,2}}(?:st|nd|rd|th)?)\s+(?:of\s+)?(?:{_MONTH_NAMES}|may)\b|"
    rf"\b(?:{_MONTH_NAMES}|may)\.?\s+(\d{{1,2}}(?:st|nd|rd|th)?)\b",
    re.IGNORECASE,
)
_DAY_OR_HOUR = re.compile(r"\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:[.:]\d{2})?(?:am|pm)")
_CLOCK_OR_YEAR = re.compile(r"\d{1,2}:\d{2}|(?:19|20)\d{2}")


@functools.lru_cache(maxsize=4096)
def _days_of_month(texts: tuple[str, ...]) -> frozenset[str]:
    """The days `texts` give beside a month ("14 May" -> 14). Cached: the update rules ask
    of one memory again for each later one."""
    return frozenset(
        d.lower() for t in texts for m in _DAY_OF_MONTH.finditer(t) for d in m.groups() if d
    )


def of_kind(values: frozenset[str], texts: tuple[str, ...], kind: ValueKind) -> frozenset[str]:
    """The `values` (value_words of `texts`) that can answer a question for a value of
    `kind`: a date question is answered by a date, a day, a time of day or a year ("2 May",
    "friday", "3pm", "14th", "18:30", "2026"), not by "63.5" or "£48,000"; an amount question
    by anything but a date, a day or a time of day ("4:10" may be a pace, "2026" a rating)."""
    if kind == "any":
        return values
    days = _days_of_month(texts)
    dated = {v for v in values if v in _DATE_NAMES or v in days or _DAY_OR_HOUR.fullmatch(v)}
    if kind == "amount":
        return values - dated
    return frozenset(dated | {v for v in values if _CLOCK_OR_YEAR.fullmatch(v)})


# Words that carry no subject of their own (also read by parts.py): a question and a
# statement sharing them share nothing worth telling parts apart by, and none says what a
# number counts.
FUNCTION_WORDS = frozenset(
    """about actually after again all also am an and any anyway are as at be been before
    being but by can could currently did do does doing done for from get gets got had has
    have having he her here hers him his how i if in into is it its just let like me mine
    moment more most much my no not now of off on once one only or our ours out over please
    really remind right same she should so some still such than that the their theirs them
    then there these they this those to too up us user very was we were what when where
    which while who whom whose why will with would yes yet you your yours""".split()
)
# One name for a unit however it is written.
_UNIT_NAMES = {"w": "watt", "kgs": "kg", "kilo": "kg", "lbs": "lb", "mile": "mi"}
# A number and what it measures: the word after it ("231 watts", "19 hours", "6.5
# overall", "nine hens"), its currency ("£31,000", "€2.5k"), or, for a time of parts
# ("2:05", "1:48:15"), how it is written. Thousands keep their separator: "85,000" is one
# number.
_MEASURE = latin_re(
    rf"(?<![\w.:,£$€-])([£$€])?(\d{{1,3}}(?:,\d{{3}})+|\d+|{alternation(NUMBER_WORDS)})"
    rf"((?:[.:]\d+)*)((?(1)k?))((?(1)|{_GLUED}?))(?![\w-])(?:\s+([a-z]+))?",
    re.IGNORECASE,
)
# Words after a number that say nothing of what it counts ("2:05 per 100", "1612 in"). A
# date is no measure: "14 March" after "28 March" may date anything else.
_NOT_UNITS = (
    FUNCTION_WORDS
    | frozenset("a already around per under may".split())
    | frozenset(_MONTHS.split())
    | _DAY_NAMES
)


def measures(text: str) -> frozenset[tuple[str, str]]:
    """(number, unit) for the numbers `text` gives but those of names ("Flat 2"): a unit
    word ("231 watts" -> watt, "nine hens" -> (9, hen), a span of time -> duration), a
    currency ("£31,000" -> £), the written shape of a time of parts ("2:14.6" -> 9:99.9),
    or for a bare number of three or more characters its shape marked bare ("1734" ->
    #9999); a digit or two counts anything."""
    found = set()
    for m in _MEASURE.finditer(text):
        currency, number = m.group(1), "".join(m.group(2, 3, 4)).lower()
        number = str(NUMBER_WORDS.get(number, number))
        if not currency and _named(text, m.start(), number):
            continue
        if currency:
            found.add((number, currency))
        unit = (m.group(5) or m.group(6) or "").lower()
        if unit and unit not in _NOT_UNITS:
            unit = unit[:-1] if len(unit) > 3 and unit.endswith("s") else unit
            unit = _UNIT_NAMES.get(unit, unit)
            # A span of time is one measure however it is counted ("every 10 days", "every
            # 2 weeks"): timeparse's units of time.
            found.add((number, "duration" if unit in UNITS else unit))
        shape = re.sub(r"\d", "9", number)
        if ":" in number:
            found.add((number, shape))
        elif len(number) > 2:
            found.add((number, "#" + shape))
    return frozenset(found)


def a_result(unit: str) -> bool:
    """Whether a unit is the shape of a time of three parts ("1:48:15", "2:14.6"): a race
    or a lap, not a time of day, whatever the words around it."""
    return unit.count(":") + unit.count(".") >= 2


# Numbers in words ("two coffees", the time parser's NUMBER_WORDS, and "a dozen eggs", "half
# a tablet"), and one of a measure said with its article: "Dad's on a litre a day now".
_NUMBER_WORDS = re.compile(
    rf"\b(?:{alternation(NUMBER_WORDS)}|hundred|thousand|million|dozen|half|once|twice|"
    r"double|single)\b"
    r"|\ban?\s+(?:litre|liter|pint|gallon|kilo|gram|pound|ounce|stone|mile|kilometre|metre|"
    r"meter|hour|minute|cup|glass|bottle|tablet|pill|spoon|teaspoon|tablespoon)s?\b",
    re.IGNORECASE,
)


def holds_an_amount(text: str) -> bool:
    """Whether `text` names a number, in figures or in words: what an answer to "how much",
    "what's my dose" or "what do I pay" must hold."""
    return any(c.isdigit() for c in text) or _NUMBER_WORDS.search(text) is not None

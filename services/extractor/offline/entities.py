"""Regex entities (docs/architecture.md §13.5): capitalised names, emails, URLs, @mentions,
#tags, dates.

No model: a capitalised word counts as a name unless it is a common sentence opener, and
its type comes from the words around it (a relation noun before it makes a person, a
place preposition a place, a company suffix an organisation).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from memstream.services.common.letters import latin, latin_re
from memstream.services.extractor.offline.lexicons import PERSON_RELATIONS, terms

_MONTHS: Final = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
    "|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
_WEEKDAYS: Final = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"

EMAIL: Final = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
URL: Final = re.compile(r"\bhttps?://[^\s<>\"')\]]+|\bwww\.[^\s<>\"')\]]+")
MENTION: Final = re.compile(r"(?<![\w@.])@([A-Za-z0-9_]{2,30})\b")
HASHTAG: Final = latin_re(r"(?<![\w&])#([A-Za-z][\w-]{1,40})")
PHONE: Final = re.compile(r"(?<!\w)(?:\+?\d[\d -]{6,}\d|\d{3}-\d{4})(?!\w)")
DATE: Final = re.compile(
    rf"\b\d{{4}}-\d{{2}}-\d{{2}}\b"
    rf"|\b\d{{1,2}}/\d{{1,2}}/\d{{2,4}}\b"
    rf"|\b(?:{_MONTHS})\.? \d{{1,2}}(?:st|nd|rd|th)?(?:,? \d{{4}})?\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)? (?:of )?(?:{_MONTHS})(?:,? \d{{4}})?\b"
    rf"|\b(?:{_MONTHS}) \d{{4}}\b"
    rf"|\b(?:next|last|this) (?:{_WEEKDAYS}|week|weekend|month|year|summer|winter|spring|fall)\b"
    rf"|\b(?:{_WEEKDAYS}|tomorrow|yesterday|tonight)\b"
    rf"|\bin (?:{_MONTHS})\b"
    rf"|\b(?:19|20)\d{{2}}\b",
    re.IGNORECASE,
)
_CAPITALISED: Final = latin_re(
    r"\b(?:St\. )?(?:[A-Z][a-z]+(?:'s)?|[A-Z]{2,6}|[A-Z][a-z]*[A-Z][a-z]+)"
    r"(?:(?: |-)(?:of |de |van |von |the )?(?:[A-Z][a-z]+|[A-Z]{2,6}|St\.|\d+))*"
)

# Capitalised words that are not names (sentence openers, pronouns, calendar words).
_NOT_NAMES: Final = terms(
    "I, I'm, I've, I'll, I'd, The, A, An, My, Our, We, You, Your, He, She, It, They, "
    "Them, This, That, These, Those, There, Here, What, When, Where, Why, How, Who, Which, "
    "Yes, No, Not, Oh, Ok, Okay, Hey, Hi, Hello, Wow, Yeah, Yep, Thanks, Thank, Sure, Well, "
    "So, But, And, Or, If, Then, Also, Just, Really, Honestly, Actually, Haha, Lol, Omg, "
    "Sounds, Good, Great, Nice, Cool, Awesome, Amazing, Always, Never, Please, Let, Can, "
    "Could, Would, Should, Will, Do, Does, Did, Is, Are, Was, Were, Have, Has, Had, Maybe, "
    "Today, Tomorrow, Yesterday, Tonight, Congrats, Congratulations, Check, Use, Run, Make, "
    "Keep, Remember, Don't, Didn't, Can't, Won't, Anyway, Btw, Guess, Love, Like, Speaking, "
    "After, Before, During, Since, Until, Once, Every, Each, Some, Any, All, Both, Most, "
    "Mom, Dad, Sorry, Same, Totally, Definitely, Probably, Perhaps, Right, True, Sir, Mr, "
    "Mrs, Ms, Dr, Project, Team, Its, It's, That's, What's, There's, Hmm, Aw, Aww, Ah, Um, "
    "Also, Plus, Because, While, Though, Although, Still, Even, Only, Last, Next, First, "
    "Second, Fun, Whoa, Yay, Ugh, Wait, Look, See, Go, Went, Got, Get, Take, Try, Tell, "
    "Nope, Cheers, Bye, Morning, Evening, Night, Afternoon, Definitely, Absolutely"
)
_CALENDAR: Final = re.compile(rf"^(?:{_MONTHS}|{_WEEKDAYS})$")
_ORG_SUFFIX: Final = re.compile(
    r"\b(?:Inc|Corp|Corporation|LLC|Ltd|GmbH|University|College|Company|Bank|Group|Labs|"
    r"Hospital|School|Institute|Foundation|Agency|Studio|Studios|Records|Club)\.?$"
)
_PLACE_SUFFIX: Final = re.compile(
    r"\b(?:City|Street|St|Avenue|Park|Lake|Mountain|Mountains|Beach|River|Island|Bay|Valley|"
    r"County|State|Square|Road)\.?$"
)
_PLACE_BEFORE: Final = re.compile(
    r"\b(?:in|to|from|near|visit|visited|visiting|around|across|toward|towards)\s+$",
    re.IGNORECASE,
)
_ORG_BEFORE: Final = re.compile(
    r"\b(?:at|for|joined|join|with the|works? at|working at)\s+$", re.IGNORECASE
)
_PERSON_BEFORE: Final = re.compile(
    rf"\b(?:{'|'.join(sorted(PERSON_RELATIONS, key=len, reverse=True))}),?\s+$"
    r"|\b(?:named|called|with|met|told|asked|and|married|dating|texted|visited by)\s+$",
    re.IGNORECASE,
)
_AFTER_PERSON: Final = re.compile(
    r"^(?:'s\b|\s+(?:said|says|told|thinks|wants|is|was|works|lives|has|had|got|just|and I)\b)"
)


@dataclass(frozen=True, slots=True)
class Entity:
    name: str
    type: str
    aliases: tuple[str, ...] = field(default_factory=tuple)


def _name_type(text: str, start: int, end: int, name: str) -> str:
    before, after = text[:start], text[end:]
    if _ORG_SUFFIX.search(name):
        return "org"
    if _PLACE_SUFFIX.search(name):
        return "place"
    if _PERSON_BEFORE.search(before):
        return "person"
    if _PLACE_BEFORE.search(before):
        return "place"
    if _ORG_BEFORE.search(before):
        return "org"
    if name.isupper():
        return "org"
    if _AFTER_PERSON.match(after):
        return "person"
    if re.fullmatch(latin(r"[A-Z][a-z]+ [A-Z][a-z]+"), name):
        return "person"  # "Priya Shah": two title-case words without a place or org suffix
    return "other"


def _strip_opener(name: str, at_sentence_start: bool) -> str:
    words = name.split(" ")
    while words and (words[0] in _NOT_NAMES or _CALENDAR.match(words[0])):
        words.pop(0)
    if at_sentence_start and len(words) == len(name.split(" ")) and len(words) == 1:
        # A lone capitalised opener is usually an ordinary word ("Painting is fun").
        return ""
    return " ".join(words)


def find_entities(text: str, speaker: str | None = None) -> list[Entity]:
    """Entities of one sentence (or short text), first mention first, no duplicates."""
    found: dict[tuple[str, str], Entity] = {}

    def add(name: str, kind: str) -> None:
        key = (name.lower(), kind)
        if name and key not in found:
            found[key] = Entity(name, kind)

    taken: list[tuple[int, int]] = []
    for pattern, kind in ((EMAIL, "email"), (URL, "url")):
        for m in pattern.finditer(text):
            add(m.group(0).rstrip(".,;:!?"), kind)
            taken.append(m.span())
    for m in MENTION.finditer(text):
        if not any(a <= m.start() < b for a, b in taken):
            add("@" + m.group(1), "person")
    for m in HASHTAG.finditer(text):
        add("#" + m.group(1), "tag")
    for m in DATE.finditer(text):
        add(m.group(0), "date")
        taken.append(m.span())
    for m in PHONE.finditer(text):
        if not any(a <= m.start() < b for a, b in taken):
            add(m.group(0).strip(), "phone")
    for m in _CAPITALISED.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        start = m.start()
        at_start = not text[:start].strip() or text[:start].rstrip()[-1:] in ".!?\"'"
        name = _strip_opener(m.group(0).removesuffix("'s"), at_start)
        if not name or name in _NOT_NAMES or _CALENDAR.match(name) or name.isdigit():
            continue
        offset = start + m.group(0).find(name)
        if speaker and name.lower() == speaker.lower():
            add(name, "person")
            continue
        add(name, _name_type(text, offset, offset + len(name), name))
    return list(found.values())

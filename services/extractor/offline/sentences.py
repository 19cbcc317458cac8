"""Sentence and clause splitting for chat text and documents."""

from __future__ import annotations

import re
from typing import Final

from memstream.services.common.letters import latin, latin_re
from memstream.services.extractor.offline.lexicons import (
    DONE_TO_VERBS,
    LEADING_FILLERS,
    STATE_ADJECTIVES,
)

_ABBREVIATIONS: Final = frozenset(
    {
        "mr",
        "mrs",
        "ms",
        "dr",
        "st",
        "prof",
        "sr",
        "jr",
        "vs",
        "etc",
        "inc",
        "ltd",
        "corp",
        "mt",
        "approx",
        "e.g",
        "i.e",
        "no",
        "jan",
        "feb",
        "aug",
        "sept",
        "oct",
        "nov",
        "dec",
    }
)
_BOUNDARY: Final = latin_re(r"[.!?]+[\"')\]]*(?:\s+|$)|\n+|\s+[-–—]\s+(?=[A-Z])")
_CAPTION: Final = re.compile(r"\[image:[^\]]*\]", re.IGNORECASE)
_SYMBOLS: Final = re.compile(r"[\U00010000-\U0010ffff\u2600-\u27bf\ufe0f]+|:\)|:\(|:D|;\)|<3")
# Labels a message opens with ("Update: we moved", "PS: I'm allergic to nuts"), stripped
# only before a colon: "note the time" and "new schedule: lifting on Monday" keep theirs.
_LABELS: Final = r"(?:(?:small\s+|big\s+)?update|news|note|ps|p\.s\.|edit|reminder)\s*:\s+"
# Asked to keep what follows: "please remind me my daughter's birthday is 3 March", "remember
# that I'm vegan". Not a task ("remind me to call mum") nor a memory ("remember when …").
_KEEP_THIS: Final = (
    r"(?:please\s+)?(?:remind\s+me|remember|note|don'?t\s+forget|keep\s+in\s+mind)"
    r"(?:\s+that)?[\s,:]+(?=(?:my|our|i|i'm|we|we're)\b)"
)
_FILLER: Final = re.compile(
    r"^(?:(?:" + "|".join(re.escape(f) for f in LEADING_FILLERS) + r")\b[\s,:!.…-]*"
    rf"|{_LABELS}|{_KEEP_THIS})+",
    re.IGNORECASE,
)
# Clauses joined by a conjunction each make their own fact when both have a first-person
# subject ("I moved to Berlin and I work at a startup").
# Chat also joins them by a bare comma, the second subject often left out ("Sold the
# Civic, got a Tesla", "we finally did it, moved to Lisbon"). After a subjectless opener a
# comma before "I" starts a clause too ("Left Initech, I'm at Hooli now"); elsewhere the
# part before it is usually an adverbial ("On Friday, I …") that belongs to the fact. A
# change still to come starts one as well ("Last day at the old place, starting at Globex
# on Monday"), and so does a new holder of a role ("reorg happened, my new manager is
# Rafael").
_CHANGE: Final = r"(?:got|bought|sold|moved|started|joined|switched|adopted|quit|left)"
# What a change is of: "a Tesla", "my old job", a name ("Hooli", "Lisbon").
_WHAT: Final = latin(r"(?:(?:a|an|the|my|our)\b|[A-Z])")
_CLAUSE: Final = latin_re(
    r";\s+|,?\s+(?:and|but|so|because|though|although)\s+(?!I\s+(?:are|were|have|both)\b)"
    r"(?=(?:I|I'm|I've|I'll|I'd|my|My|we|"
    r"We|we're|our)\b)"
    rf"|,\s+(?={_CHANGE}\s+{_WHAT})"
    # A move said with its place: "we finally did it, moved to Lisbon last week".
    rf"|,\s+(?=moved\s+(?:to|into)\s+{_WHAT})"
    r"|,\s+(?=(?:starting|moving|reporting)\s+(?:at|to|in)\s+[A-Z])"
    # An introduction: "I'm Sunniva, 29, living in Fjellvik", "Bartek here, 31, based in Brzezina".
    r"|,\s+(?=(?:living|based|staying)\s+in\s+[A-Z])"
    r"|,\s+(?=(?:my|our)\s+(?:new|current)\s+\w+(?:\s\w+)?\s+(?:is|are)\s)"
)
_SUBJECTLESS: Final = re.compile(rf"^(?:Just\s+|Finally\s+)?{_CHANGE}\b", re.IGNORECASE)
_COMMA_I: Final = re.compile(r",\s+(?=(?:I|I'm|I've|now I)\s)")

FIRST_PERSON: Final = re.compile(
    r"^(?:[\w',]+\s+){0,3}?(?:I|I'm|I've|I'd|I'll|we|We|my|My|our|Our)\b"
)
# Something done to the speaker by someone named or by a role: "dr Kerr switched me to
# losartan", "my GP put me on metformin", "Globex offered me the job". A pronoun subject
# ("they offered me …") names nobody a later reader could find.
_DONE_TO: Final = latin_re(
    r"^(?:(?i:my|our|the|his|her)\s+)?(?!(?i:it|they|he|she|this|that|which|who|you)\b)"
    r"[\w'.-]+(?:\s+[A-Z][\w'-]+)?\s+(?:just\s+|finally\s+)?(?P<verb>[a-z]+)\s+(?:me|us)\b"
    r"(?P<tail>.*)$"
)
# Done to the speaker with nothing after it, and still worth remembering.
_DONE_ALONE: Final = frozenset({"promoted", "hired", "fired", "sacked", "dumped"})


def done_to_speaker(clause: str) -> bool:
    """Whether `clause` tells what someone did to the speaker (a fact about them)."""
    m = _DONE_TO.match(clause)
    if m is None or m.group("verb") not in DONE_TO_VERBS:
        return False
    return bool(re.search(r"\w", m.group("tail"))) or m.group("verb") in _DONE_ALONE


# The words a question opens with.
_ASKING: Final = (
    r"what|when|where|why|how|who|which|do|does|did|is|are|can|could|would|will|should|"
    r"have|has|any|anything"
)
_QUESTION_START: Final = re.compile(rf"^(?:{_ASKING})\b", re.IGNORECASE)
# A question put with its subject after the verb ("how do I make my starter more active",
# "what should we cook tonight", "can I freeze rice"), asked without a question mark: the
# first person in it is who asks, not what is told.
_INVERTED: Final = re.compile(
    r"^(?:[\w']+\s+){0,3}?(?:do|does|did|can|could|should|would|will|shall|am|is|are|"
    r"was|were|have|has|may|might|must)\s+(?:I|we|my|our)\b",
    re.IGNORECASE,
)


def asks(clause: str) -> bool:
    """A question, with or without its question mark: one that opens with a question word
    and is not in the first person ("what's a good stretch goal"), or puts its subject after
    the verb ("how do I make my starter more active")."""
    if clause.rstrip().endswith("?"):
        return True
    return _QUESTION_START.match(clause) is not None and (
        FIRST_PERSON.match(clause) is None or _INVERTED.match(clause) is not None
    )


# A question often carries what it is about before it asks: "my boss Gregor keeps booking
# meetings at 8am, how do I push back politely?", "our supplier is EDF and the bill just
# doubled, is that normal?". The clause before the comma tells; the rest asks.
# Lower case after the comma: ", Will and Max, is that too many?" names, it does not ask.
_ASKED_TAIL: Final = re.compile(
    rf",\s+(?=(?:so\s+)?(?:{_ASKING}|what's|whats|isn't|thoughts|ideas|tips)\b)"
)


# "I was wondering, …", "I think, …": the writer hedges, tells nothing; nor does a head of
# one or two words ("Quick one, …").
_HEDGE: Final = re.compile(
    r"^(?:i|i'm|im|we|we're)(?:\s+(?:was|were|am|just|really|pretty|do|don't|not))*\s+(?:sure|"
    r"wondering|think|thinking|"
    r"guess|mean|suppose|reckon|feel like|know|need help|have a question|wanted to ask)\b"
    r"|^\S+(?:\s+\S+)?$",
    re.IGNORECASE,
)


def told_before_asking(sentence: str) -> list[str]:
    """A question as the statement it opens with and the question itself ("my bank
    Barclays charged me £12, is that legal?" → "my bank Barclays charged me £12.", "is
    that legal?"); any other sentence as it is."""
    if not sentence.rstrip().endswith("?"):
        return [sentence]
    m = _ASKED_TAIL.search(sentence)
    if m is None:
        return [sentence]
    head = sentence[: m.start()].rstrip(" ,").replace("’", "'")  # a phone's apostrophe
    if asks(head) or FIRST_PERSON.match(head) is None or _HEDGE.match(head):
        return [sentence]  # a head about no one of the writer's is the question's setting
    return [head + ".", sentence[m.end() :]]


def clean(text: str) -> str:
    """Text without image captions, emoji and emoticons."""
    return _SYMBOLS.sub(" ", _CAPTION.sub(" ", text))


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`, keeping their final punctuation; abbreviations do not split."""
    sentences: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        before = text[start : m.start()].rsplit(None, 1)
        last = before[-1].lower().rstrip(".") if before else ""
        if m.group(0).startswith(".") and last in _ABBREVIATIONS and "\n" not in m.group(0):
            continue
        piece = text[start : m.end()].strip()
        if piece:
            sentences.append(piece)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        sentences.append(tail)
    return sentences


def strip_fillers(sentence: str) -> str:
    """The sentence without leading interjections and labels ("Oh wow, yeah, I …" → "I …",
    "ok update: we moved …" → "We moved …")."""
    stripped = _FILLER.sub("", sentence).strip()
    if _TELLING_LEAD.match(sentence):
        stripped = stripped.rstrip("?").rstrip()  # "did I mention I got a dog?" tells
    return stripped[:1].upper() + stripped[1:] if stripped else ""


# A question asked only to tell: what follows it is a statement, question mark or not.
_TELLING_LEAD: Final = re.compile(
    r"^\W*(?:did i (?:ever )?(?:mention|tell you)|have i (?:ever )?(?:told you|mentioned)"
    r"|forgot to mention)\b",
    re.IGNORECASE,
)


_LEADING_VOCATIVE: Final = latin_re(r"^(?!I\b)[A-Z][a-z]+\s*[,!]\s+(?=\S)")
# Bounded before the comma: an unbounded \S* made `sub` quadratic on long unbroken text.
_TRAILING_VOCATIVE: Final = latin_re(r"(\S{0,40}),\s*[A-Z][a-z]+\s*([.!?]*)$")


def _trailing(m: re.Match[str]) -> str:
    # "Austin, Texas": a capitalised word before the comma makes it a place, not a vocative.
    before = m.group(1)
    return m.group(0) if before[:1].isupper() else before + m.group(2)


def strip_vocatives(sentence: str) -> str:
    """Without the name of the person spoken to ("Nate, I won!" → "I won!")."""
    sentence = _LEADING_VOCATIVE.sub("", sentence, count=1)
    return _TRAILING_VOCATIVE.sub(_trailing, sentence)


# An introduction tells a name, an age and what the speaker is, each a fact of its own: "I'm
# Margaret, 74, retired school teacher from Dundee". Not "I'm English, 34": some capitalised
# words after "I'm" are no names.
_INTRODUCTION: Final = latin_re(
    r"^I(?:'m|’m|\s+am)\s+(?P<name>[A-Z][a-z][\w'-]*)\s*,\s*(?P<rest>\S.*)$"
)
_NOT_NAMES: Final = frozenset(
    "english british scottish irish welsh american canadian australian french german italian "
    "spanish portuguese dutch polish indian chinese japanese korean mexican brazilian african "
    "nigerian kenyan muslim christian catholic jewish hindu buddhist vegan vegetarian".split()
)
_AGE: Final = re.compile(r"\d{1,3}")
_WHAT_I_AM: Final = re.compile(r"(?:a|an|the|retired|former|ex|from)\b", re.IGNORECASE)
# Words that open no noun of what someone is ("29, living in …", "34, originally from …").
_NOT_WHAT: Final = frozenset(
    "and but or so in at on from with to for of by near based also just now still here "
    "there originally currently".split()
)


def _after_age(piece: str) -> str | None:
    """A bare noun after the age says what the speaker is ("Priya, 41, paramedic in
    Bristol": a paramedic); a state is said as it is ("34, single"). None for anything
    else ("29, living in Fjellvik" stays with the age)."""
    first = piece.split()[0]
    if first in STATE_ADJECTIVES:
        return f"I'm {piece}"
    if not first.isalpha() or not first.islower() or first.endswith(("ing", "ly", "ed")):
        return None
    if first in _NOT_WHAT:
        return None
    return f"I'm {'an' if first[0] in 'aeiou' else 'a'} {piece}"


def introduced(sentence: str) -> list[str] | None:
    """An introduction's facts as sentences ("My name is Margaret", "I'm 74", "I'm retired
    school teacher from Dundee"); a piece that is none of these stays with the one before
    it ("I do translation, mostly legal contracts"). None for any other sentence."""
    intro = _INTRODUCTION.match(sentence)
    if intro is None or intro["name"].lower() in _NOT_NAMES:
        return None
    told = [f"My name is {intro['name']}"]
    for piece in filter(None, (p.strip() for p in intro["rest"].split(","))):
        if _AGE.fullmatch(piece) or _WHAT_I_AM.match(piece):
            told.append(f"I'm {piece}")
        # told[-1][4:] is the age when the piece before was one ("I'm 41").
        elif _AGE.fullmatch(told[-1][4:]) and (what := _after_age(piece)):
            told.append(what)
        elif len(told) == 1:
            told.append(piece)
        else:
            told[-1] = f"{told[-1]}, {piece}"
    return told


# Someone and the speaker as one subject: "Tom and I broke up", "me and my wife are moving
# to Leeds". The split before "and I" would leave "Tom" and "I broke up" (who with?).
_WITH_ME: Final = re.compile(
    r"^(?:(?i:me)\s+and\s+(?P<after>(?i:my|our)\s+"
    r"(?:(?i:best|older|younger|little|big|new|ex|twin)\s+)?[a-z]+(?:\s+[A-Z][\w'-]*)?"
    r"|(?!(?i:my|our)\b)[A-Za-z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
    r"|(?P<before>(?:(?i:my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+and\s+(?:I|me))"
    r"\s+(?P<rest>[a-z]\S*.*)$"
)
_NOT_SOMEONE: Final = frozenset(
    "i i'm me we us you it this that there then so thanks thank ok okay yes yeah no well oh "
    "also but".split()
)


def _with_me(sentence: str) -> tuple[str, str] | None:
    """("Tom and I", "broke up last week") for a subject of someone and the speaker."""
    m = _WITH_ME.match(sentence)
    if m is None:
        return None
    who = m["after"] or m["before"]
    if _NOT_SOMEONE & set(who.lower().split()):
        return None
    return f"{who[0].upper()}{who[1:]} and I", m["rest"]


def split_clauses(sentence: str) -> list[str]:
    if (told := introduced(sentence)) is not None:
        return [clause for piece in told for clause in split_clauses(piece)]
    if (together := _with_me(sentence)) is not None:
        subject, rest = together
        first, *others = split_clauses(rest) or [""]
        return [f"{subject} {first}", *others]
    parts = _CLAUSE.split(sentence)
    if _SUBJECTLESS.match(sentence):
        parts = [piece for part in parts for piece in _COMMA_I.split(part)]
    return [c.strip(" ,") for c in parts if c.strip(" ,")]

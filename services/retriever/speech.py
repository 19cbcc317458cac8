"""What a turn or a question does: ask, tell, reply, speak of its asker.

Plain text rules the fusion step's penalties read (fusion.py), and the update rule's
notion of what a person wrote (updates.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from memstream.services.common.letters import latin_re
from memstream.services.retriever.changes import says_it_changed

# "We" and "our" are the asker's household or team: "which hosting provider are we on?".
_FIRST_PERSON = re.compile(
    r"\b(?:i|me|my|mine|myself|i'm|i've|i'd|we|(?-i:us)|our|ours|ourselves|we're|we've)\b",
    re.IGNORECASE,
)
_SECOND_PERSON = re.compile(r"\b(?:you|your|yours|you've|you're)\b", re.IGNORECASE)


def about_self(question: str) -> bool:
    """Whether a question asks about its asker (first person, no "you")."""
    return bool(_FIRST_PERSON.search(question)) and not _SECOND_PERSON.search(question)


# How people give their own name ("hi! I'm Priya", "hiya, Priya here", "my name's Priya",
# "call me Priya") and the extractor's fact of it ("User's name is Priya"). "I'm <Word>"
# gives a name only after a greeting: "I'm English" gives a language, "I'm Vegan" a diet.
_OWN_NAME = latin_re(
    r"(?i:\b(?:hi|hello|hey|hiya)\b[\s,!.]*(?:i'm|i am|this is)\s+"
    r"|\b(?:my name is|my name's|call me|user's name is)\s+)([A-Z][a-z][\w-]*)\b"
    # "hiya, Tomasz here"
    r"|(?i:\b(?:hi|hello|hey|hiya)\b[\s,!.]*)([A-Z][a-z][\w-]*)\s+here\b"
)
# Where a question names a person as its owner, subject or object ("Priya's", "does
# Priya", "about Priya", or opening it), and the first-person words for each.
_PERSON_AT = (
    (r"\b{}'s\b", "my"),
    (r"\b((?i:does|do|is|has|did|was|can|can't|will|should|would))\s+{}\b", r"\1 I"),
    (r"\b((?i:about|for|of|with|to|remind))\s+{}\b", r"\1 me"),
    (r"^(\W*){}\b", r"\1I"),
)
# An agent's words for whom it serves, where no noun can follow: "what does the user
# drink?", "the user's diet" (not "is the user table indexed?").
_THE_USER_AT = (
    (re.compile(r"\bthe\s+user's\b", re.IGNORECASE), "my"),
    (re.compile(r"\b(does|do|did|can|will|should|would)\s+the\s+user\b", re.IGNORECASE), r"\1 I"),
    # "how old is the user?", "where is the user from?": at the end, or where they come from.
    (re.compile(r"\bis\s+the\s+user(?=\s+from\b|\W*$)", re.IGNORECASE), "am I"),
    (re.compile(r"\bwas\s+the\s+user(?=\s+(?:from|born)\b|\W*$)", re.IGNORECASE), "was I"),
)


def own_names(texts: Iterable[str]) -> frozenset[str]:
    """The names the asker gives themself in `texts` (`_OWN_NAME`)."""
    return frozenset(m.group(1) or m.group(2) for text in texts for m in _OWN_NAME.finditer(text))


def in_the_first_person(question: str, names: Iterable[str]) -> str:
    """`question` with its asker put in the first person where it names them in the third,
    as agents ask: by an agent's word for whom it serves ("what does the user drink?",
    "the user's diet") or by the asker's own `names` ("where does Priya work now?"). What
    it asks is then read as about the asker (`about_self`), not about someone named
    (relations.whom_asked)."""
    for pattern, replacement in _THE_USER_AT:
        question = pattern.sub(replacement, question)
    for name in names:
        for at, replacement in _PERSON_AT:
            question = re.sub(at.format(re.escape(name)), replacement, question)
    return question


def not_to_agent(question: str) -> bool:
    """Whether a question does not speak to the agent ("who's doing the building work?"),
    nor ask, as the agent, what it said ("what did I recommend to her?")."""
    return not _SECOND_PERSON.search(question) and not of_agent(question)


# What the agent said or did is asked of the agent: "what did you recommend for my knee?".
_AGENTS_OWN = re.compile(
    r"\byou\s+(?:say|said|tell|told|recommend(?:ed)?|suggest(?:ed)?|mention(?:ed)?|"
    r"think|thought|give|gave|send|sent|write|wrote|make|made|pick(?:ed)?)\b",
    re.IGNORECASE,
)


# An agent asking of its own words about the user in the third person says "I": "what book
# did I recommend to her?".
_AGENTS_OWN_AS_I = re.compile(
    r"\b(?:did|have|had)\s+I\s+(?:say|tell|told|recommend|suggest|mention|give|send|write|"
    r"make|pick)\w*\b.*\b(?:her|him|them|the\s+user)\b",
    re.IGNORECASE,
)


def of_agent(question: str) -> bool:
    """Whether a question asks what the agent said or did ("what did you recommend?")."""
    return bool(_AGENTS_OWN.search(question) or _AGENTS_OWN_AS_I.search(question))


def asks_as_self(question: str) -> bool:
    """Whether a question is put in the first person and not about what the agent said or
    did, though it may speak to the agent: "what name do I go by with you?", "how should
    you address me?". What the asker once asked the agent answers none of these."""
    return bool(_FIRST_PERSON.search(question)) and not of_agent(question)


_QUESTION_END = re.compile(r"\?[\s\"')\]]*$")


# Resource kinds a person wrote; the rest (an agent's output, tool results) are replies.
PERSON_KINDS = frozenset({"user_input", "document"})


def is_reply(payload: Mapping[str, Any]) -> bool:
    """An episode of an agent's output or a tool result (not what a person said)."""
    kind = payload.get("resource_kind")
    return isinstance(kind, str) and kind not in PERSON_KINDS


# A turn that opens by asking the agent for something, with or without a question mark:
# "give me a curry recipe", "explain inflation like I'm five", "how cold will it get
# tonight, need a jacket". Most of what people type to an assistant is such a task, and a
# task says what they want done, not what is true of them.
_REQUEST_OPENING = latin_re(
    r"^(?:(?:hey|hi|ok|okay|so|also|now|please|quick question|quick one)\b[\s,:!-]*)*"
    r"(?:(?:give|show|tell|send|find|get) me\b|help me\b|make (?:this|that|it|me)\b"
    r"|(?:explain|write|draft|rewrite|summari[sz]e|translate|proofread|suggest|recommend"
    r"|list|generate|compose|outline|calculate|convert|compare)\b"
    r"|(?:can|could|would|will) you\b"
    r"|how (?:do|does|did|can|could|should|would|much|many|long|far|often|cold|hot|old)\b"
    r"|(?:what|which|where|when|why|who)(?:'s|’s|s| is| are| should| can| do| does| would)\b"
    r"|(?:should|can|could|do|shall) i\b|is (?:it|there)\b|are there\b"
    # Asked without a question mark: "what year did the wall fall", "is oat milk
    # healthier than almond milk", "any tips for falling asleep faster".
    r"|(?:what|which|whose)\s+(?!(?:an?|i|we|you|they|he|she)\b)[a-z]+\s+"
    r"(?:is|are|was|were|do|does|did|should|can)\b"
    r"|(?:is|are|does|isn't|aren't|doesn't)\s+(?!that\b|this\b)[a-z]+\s+[a-z]+"
    r"|any\s+(?:tips|ideas|advice|recommendations|suggestions|thoughts)\b"
    r"|(?:ideas|tips|advice)\s+(?:for|on)\b)",
    re.IGNORECASE,
)


def _asks(clause: str) -> bool:
    return bool(_QUESTION_END.search(clause) or _REQUEST_OPENING.match(clause.lstrip()))


# A request often carries what it is about: "can you explain what an ISA is? I bank with
# Barclays", "my new place in Leeds has a tiny kitchen, any storage ideas?", "since my
# pottery class runs late, can you suggest quick dinners?". A clause in the first person
# that does not itself ask tells something of the writer.
# Each split starts at the first blank of a run (the look-behind): tried at every blank of
# a long run of spaces, `\s+(?:-|–|—)` was quadratic (35 s on 100k spaces).
_CLAUSES = re.compile(r"(?<=[.!?;,])\s+|(?<!\s)\s+(?:-|–|—)\s+|\n+")
# A clause that sets up a question tells nothing: "what happens if I miss a payment, do I
# get charged?", "if I wanted to learn Spanish, what's the fastest way?".
_CONDITION = re.compile(
    r"\s*(?:if|whether|what|which|who|whom|where|when|why|how|between)\b", re.IGNORECASE
)
_TOKEN = re.compile(r"[^\W_][\w'’]*")
_CHANGE_CLAUSE_WORDS = 4
_SLIGHT_WORDS = 3
# A short turn that opens with what happened ("got engaged!!", "moved lol") is news.
_NEWS_OPENING = latin_re(r"^\W*(?:[a-z]+ed|got|quit|left|sold|bought|lost|won)\b", re.I)
_TELLER = re.compile(
    r"\b(?:i|me|my|mine|myself|i'm|im|i've|ive|i'd|we|us|our|ours|we're|we've)\b", re.IGNORECASE
)


# A request that names someone or something of the writer's tells who or what it is: "draft
# an email to my new team lead Amira", "is it ok to give my greyhound Pepper chicken bones?".
_NOT_A_NOUN = r"(?!(?:into|on|with|about|of|by|and|or|the|a|an)\b)"
_NAMES_OWN = latin_re(
    rf"\b(?:[Mm]y|[Oo]ur)[ \t]+(?:{_NOT_A_NOUN}[a-z]+[ \t]+){{0,2}}{_NOT_A_NOUN}[a-z]+[ \t]+"
    r"(?!I\b)[A-Z][a-z]"
)


def _tells_a_change(clause: str) -> bool:
    """A clause of four words or more that announces a change ("the Sparkle Bros team do
    the changeovers now"); "now," or "the match ended," alone sets up a question."""
    return len(_TOKEN.findall(clause)) >= _CHANGE_CLAUSE_WORDS and says_it_changed(clause)


# People often drop the "I" of their plans and doings: "want to limewash it in ochre",
# "going with Sloe Dusk instead", "booked the tiler for the 22nd". Such a clause tells of its
# writer; "want to know how", "wanted to ask" ask.
_DROPPED_I = re.compile(
    r"^\W*(?:(?:really\s+|just\s+)?(?:want(?:ed)?\s+to|wanna|gonna|going\s+(?:to|with|for)"
    r"|planning\s+(?:to|on)|thinking\s+(?:of|about)|hoping\s+to|decided|picked|booked|chose"
    r"|went\s+(?:with|for)|sticking\s+with|switched|swapped|ordered|bought))\b"
    r"(?!\s+(?:know|ask|check|learn|understand|see|make\s+sure|find\s+out)\b)",
    re.IGNORECASE,
)


def tells(text: str) -> bool:
    """Whether some clause of `text` says something of its writer rather than asks, or
    announces a change in the writer's life, or it names someone or something of the
    writer's."""
    if _NAMES_OWN.search(text):
        return True
    clauses = _CLAUSES.split(text.strip())
    return any(
        (_TELLER.search(c) is not None or _tells_a_change(c) or _DROPPED_I.match(c) is not None)
        and not _asks(c)
        and not _CONDITION.match(c)
        for c in clauses
    )


def states_something(text: str) -> bool:
    """Whether some clause of `text` does not ask: "Ollie split up with Ben, how do I support
    him?" says something before it asks; "write me a haiku about the Golf" does not."""
    return any(c.strip() and not _asks(c) and not _CONDITION.match(c) for c in _CLAUSES.split(text))


def is_request(text: str, *, dialogue: bool = False) -> bool:
    """A turn that asks rather than tells: it ends in a question mark or opens with a
    request to the agent, and no clause of it tells something of its writer.

    In a `dialogue` (people talking to each other, whom the question names, as in LoCoMo) a
    turn that asks is a question whatever it opens with: "that's great! what made you pick
    it?" carries a pleasantry in the first person, not a fact (LoCoMo dev R@10T 0.795 ->
    0.790 when such turns counted as statements)."""
    if dialogue:
        return _asks(text)
    return _asks(text) and not tells(text)


_WORD = re.compile(r"[a-z0-9']+")
# Two requests that share this share of their words ask one thing in one frame: "what's a
# quick dinner I can make with leeks and feta?" / "... with tofu and rice?" (MiniLM cosine
# 0.58-0.72, below any cosine that keeps a fact's restatements apart).
FRAME_WORDS_SHARED = 0.6


def request_words(payload: Mapping[str, object]) -> frozenset[str] | None:
    """The words of a turn a person wrote that asks the agent something; None otherwise."""
    if payload.get("resource_kind") not in PERSON_KINDS:
        return None
    text = str(payload.get("text", ""))
    return frozenset(_WORD.findall(text.lower())) if is_request(text) else None


def same_frame(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two requests' words say one request in one frame."""
    return bool(a and b) and len(a & b) >= FRAME_WORDS_SHARED * len(a | b)


def says_little(text: str) -> bool:
    """A turn of three words or fewer that names nothing and tells no news: no capitalised
    word after its first, no number, no one speaking of themself, no change ("ugh mondays",
    "yes pls", "lol same"). "1511!!", "yes Dev", "I quit" and "got engaged" say something."""
    words = _TOKEN.findall(text)
    if not words or len(words) > _SLIGHT_WORDS:
        return False  # no text to judge (a point stored without one), or enough of it
    if _TELLER.search(text) or _NEWS_OPENING.match(text) or says_it_changed(text):
        return False  # "I quit", "we moved lol", "got engaged!!" are short news
    names = any(w[:1].isupper() for w in words[1:])
    numbers = any(c.isdigit() for w in words for c in w)
    return not names and not numbers

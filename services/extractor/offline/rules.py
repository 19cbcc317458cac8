"""Which clauses state something worth remembering, and how strongly.

Each rule looks at one clause (first person, as said) and returns a `Claim` with the
scores the write gate reads, or None for text that is not even a candidate (questions,
greetings, pronoun-led statements nobody could resolve later). First-person statements
that match no informative rule still become candidates with a chatter-level usefulness,
so the gate, not the extractor, refuses them and the refusal is logged.

Scores are constants per rule: fact score 0.85-0.9 explicit, 0.6-0.7 hedged, 0.25 judgements;
usefulness 0.75-0.85 informative, 0.4-0.5 chatter (the gate: > 0.7 and >= 0.5 by default)."""

from __future__ import annotations

import re
from typing import Final

from memstream.services.common.letters import latin_re
from memstream.services.extractor.offline.claims import Claim
from memstream.services.extractor.offline.lexicons import (
    CHATTER_SENTENCES,
    CHATTER_TAILS,
    CONDITIONS,
    EPHEMERAL_NOUNS,
    EVALUATIVE,
    FEELING_WORDS,
    INFORMATIVE_VERBS,
    MOOD_WORDS,
    NON_NAME_OPENERS,
    REACTION_OBJECTS,
    RELATION_NOUNS,
    STATE_ADJECTIVES,
    terms,
)
from memstream.services.extractor.offline.perspective import ADVERBS
from memstream.services.extractor.offline.sentences import FIRST_PERSON, asks, done_to_speaker

_AUX: Final = r"(?:'m|'ve|'d|'re| am| have| had| was| were| are| do not| don't| did not| didn't)?"
_HEDGE: Final = re.compile(
    r"^(?:I think|I believe|I feel like|I guess|I suppose|I reckon|In my opinion,?|IMO,?|"
    r"Personally,?|I'm pretty sure|I'm sure)\s+(?:that\s+)?(.+)$"
)
_PLAN: Final = re.compile(
    rf"\b(?:I|we|We){_AUX}\s+{ADVERBS}(?P<verb>going to|gonna|planning to|planning on|"
    r"plan to|plan on|intend to|hoping to|hope to|want to|wanna|would like to|would love to|"
    r"like to|love to|will|about to|decided to|thinking about|thinking of|considering|"
    r"looking forward to|can't wait to|signed up for|scheduled|booked|"
    r"might|may)\s+(?P<tail>.+)$"
)
_PLAN_CONTRACTED: Final = re.compile(
    rf"\b(?:I|we|We)(?P<verb>'ll|'d like to|'d love to)\s+{ADVERBS}(?P<tail>.+)$"
)
_FIRM_PLAN: Final = terms(
    "going to, gonna, planning to, planning on, plan to, plan on, intend to, will, 'll, "
    "about to, decided to, looking forward to, can't wait to, signed up for, scheduled, booked"
)
_TENTATIVE: Final = terms("might, may")
_PREFERENCE: Final = re.compile(
    rf"\b(?:I|we|We)\s+{ADVERBS}(?:(?:do not|don't|dont|did not|didn't)\s+{ADVERBS})?"
    r"(?P<verb>like|love|loved|enjoy|enjoyed|prefer|adore|hate|dislike|loathe|detest|"
    r"can't stand|cannot stand)\b\s*(?P<tail>.*)$"
    r"|\b(?:I|we|We)(?:'m| am|'re| are)\s+(?:not\s+)?(?:really\s+|so\s+|totally\s+)?"
    r"(?:a\s+)?(?:big\s+|huge\s+|massive\s+|great\s+)?(?P<verb2>fan of|into|obsessed with|"
    r"passionate about|crazy about)\s+(?P<tail2>.+)$"
    r"|\b(?:[Mm]y|[Oo]ur)\s+(?:all-time\s+|absolute\s+)?(?P<verb3>favou?rite)\s+(?P<tail3>.+)$"
)
_FEELING: Final = latin_re(
    rf"^(?:I|We|we)(?:'m| am|'ve been| have been|'re| are| was| were| feel| felt| get| got)"
    rf"\s+{ADVERBS}(?:feeling\s+)?(?:a bit |a little |so |really |very |super |pretty |"
    r"quite |kind of |kinda )*(?P<mood>[a-z]+(?: out)?)\b(?P<tail>.*)$"
)
_FEELING_TOPIC: Final = re.compile(
    r"\b(?:about|with|because|since|over|at|of|by)\s+(?!you\b|it\b|that\b|this\b)\w+"
)
_IDENTITY: Final = re.compile(
    rf"\b(?:I|we|We)(?:'m| am|'re| are| was| were)\s+{ADVERBS}"
    r"(?:(?P<article>a|an)\s+(?P<noun>[a-z-]+)|(?P<adj>[a-z-]+)|(?P<age>\d{1,3}))\b(?P<tail>.*)$"
)
_NOT_IDENTITY_NOUNS: Final = terms("bit, little, lot, fan, big, huge, great, good, total, real")
_ACTION: Final = latin_re(
    rf"\b(?:I|we|We){_AUX}\s+{ADVERBS}(?:been\s+)?{ADVERBS}(?P<verb>[a-z]+)\b(?P<tail>.*)$"
)
_POSSESSION: Final = re.compile(
    r"\b(?:I|we|We)(?:'ve| have| had)?\s+(?:got\s+)?(?:have|has|had|own)?\s*"
    r"(?:(?P<det>a|an|two|three|four|five|six|\d+|several|many|some)\s+(?P<tail>\w.+)"
    rf"|(?i:(?:type [12] )?(?:{'|'.join(sorted(CONDITIONS, key=len, reverse=True))}))\b.*)$"
)
_POSSESSIVE: Final = re.compile(
    r"^(?:[Mm]y|[Oo]ur)\s+(?P<noun>(?:[\w-]+\s){0,2}?[\w-]+),?\s+(?:\w+,?\s+)?"
    r"(?:is|are|was|were|changed|has|have|had|just|lives|works|turns|turned|got|started|"
    r"moved|wants|loves|likes|hates|said|told|passed|died|called|visited|went|will)\b"
    r"(?P<tail>.*)$"
)
_RELATION: Final = latin_re(
    r"\b(?:[Mm]y|[Oo]ur)\s+(?:(?:older|younger|little|big|best|oldest|youngest|eldest|twin|"
    r"new|ex|late|dear|baby|step)\s+)*(?P<rel>"
    + "|".join(sorted(RELATION_NOUNS, key=len, reverse=True))
    + r")\b,?\s*(?:(?:named|called)\s+)?"
    # A title belongs to the name: "our landlord Mr Petrakis" is Mr Petrakis, not Mr.
    r"(?P<name>(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-Z][a-z]+)?"
)
_IMPERATIVE: Final = re.compile(
    r"^(?:[Pp]lease\s+)?(?:[Aa]lways|[Nn]ever|[Mm]ake sure(?: to| that)?|[Rr]emember to|"
    r"[Dd]on't forget to|[Dd]o not|[Dd]on't|[Aa]void|[Uu]se|[Rr]un|[Pp]refer|[Kk]eep|"
    r"[Cc]all|[Ss]et|[Ii]nstall|[Pp]ut|[Aa]dd|[Ww]rite|[Ss]end|[Ss]top|[Ss]tart|"
    r"[Tt]ry to|[Rr]eply|[Rr]espond|[Ff]ormat|[Ss]ave|[Bb]ack up|[Cc]heck)\s+(?P<tail>.+)$"
)
_NOT_PROCEDURE: Final = re.compile(
    r"^(?:[Dd]o not|[Dd]on't|[Nn]ever)\s+(?:worry|mind|be|forget about|give up|stop|"
    r"change)\b|\b(?:it|that|this|them|me|us)\s+(?:up|out|going|in mind)\b|^[Kk]eep\s+"
    r"(?:it|going|up)|^[Tt]ake care|\byou\b|^[Cc]heck (?:it|this|that) out|"
    r"^\w+\s+(?:date|time|day)s?\s+(?:is|was|are|were)\b"  # "start date is 7 July"
)
# A task done once ("write a haiku about coffee") is no standing one ("always add a summary").
_ONE_OFF: Final = re.compile(
    r"^(?:[Pp]lease\s+)?(?:write|send|add|put|set|check|save|format|run)\s+(?:me\s+|us\s+)?"
    r"(?:a|an|one|two|three|four|five|some|\d+)\s(?!.*\b(?:always|never|every|each time|"
    r"whenever|from now on|in future|going forward|all|any)\b)",
    re.IGNORECASE,
)
_NAMED_SUBJECT: Final = latin_re(
    rf"^(?P<name>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+{ADVERBS}(?P<verb>is|was|has|had|works|"
    r"worked|lives|lived|moved|got|started|joined|loves|likes|hates|prefers|wants|plans|"
    r"studies|studied|graduated|teaches|bought|adopted|went|visited|married|owns|plays|"
    r"runs|founded|launches|launched|leads|manages|turns|turned|will|won|lost|left|became|"
    r"finished|quit|retired|said)\b(?P<tail>.*)$"
)
_OPINION: Final = latin_re(
    r"^(?:[\w'-]+\s+){0,5}?(?:is|are|was|were|'s)\s+(?:the\s+|so\s+|really\s+|totally\s+|"
    r"very\s+|just\s+|kind of\s+|pretty\s+)*(?P<adj>[a-z]+(?: future)?)\b"
)
_DOC_VERB: Final = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|launches|launched|starts|started|ends|ended|"
    r"costs|includes|contains|requires|uses|runs|leads|owns|reports|must|should)\b"
)
_DOC_SIGNAL: Final = latin_re(r"\d|(?<!^)(?<![.!?]\s)\b[A-Z][a-z]+")
# An assistant's framing pasted back or echoed: "Here's what I found about …".
_PRESENTING: Final = re.compile(r"^(?:Here's|Here is|Here are|Let me|Let's)\b")
_WORD: Final = re.compile(r"[A-Za-z0-9']+")
_PRONOUN_OBJECTS: Final = REACTION_OBJECTS | terms("it's, they, he, she, one, some, any")


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _chatter(clause: str, rule: str = "chatter") -> Claim:
    return Claim(clause, "fact", "explicit", 0.8, 0.45, rule)


def _opinion(clause: str) -> Claim:
    return Claim(clause, "fact", "implied", 0.25, 0.6, "opinion")


def _is_chatter_tail(tail: str) -> bool:
    low = " ".join(_words(tail))
    return not low or any(low == t or low.startswith(t + " ") for t in CHATTER_TAILS)


def is_chatter_sentence(sentence: str) -> bool:
    words = _words(sentence)
    return " ".join(words) in CHATTER_SENTENCES or len(words) < 2


def _plan(clause: str) -> Claim | None:
    m = _PLAN_CONTRACTED.search(clause) or _PLAN.search(clause)
    if m is None:
        return None
    verb, tail = m.group("verb").lower(), m.group("tail")
    words = _words(tail)
    if _is_chatter_tail(tail) or len(words) < 2 or (verb in _TENTATIVE and len(words) < 3):
        return _chatter(clause, "plan_chatter")
    if "you" in words[:3]:
        return _chatter(clause, "plan_chatter")
    firm = verb in _FIRM_PLAN and not re.search(r"\bnot sure\b|\bmaybe\b", clause, re.I)
    if verb in {"like to", "love to"} and not re.search(r"\b(?:would|'d)\b", clause):
        return None  # "I like to paint" is a preference, handled by that rule.
    return Claim(
        clause,
        "fact",
        "explicit" if firm else "implied",
        0.8 if firm else 0.65,
        0.8,
        "plan",
        ("plan",),
    )


def _preference(clause: str) -> Claim | None:
    m = _PREFERENCE.search(clause)
    if m is None:
        return None
    tail = m.group("tail") or m.group("tail2") or m.group("tail3") or ""
    words = _words(tail)
    if not words or (words[0] in REACTION_OBJECTS and len(words) <= 3):
        return _chatter(clause, "reaction")
    if words[0] in {"to", "that", "how"} and len(words) <= 3:
        return _chatter(clause, "reaction")
    if "you" in words[:2]:
        return _chatter(clause, "reaction")
    return Claim(clause, "preference", "explicit", 0.85, 0.85, "preference")


def _feeling(clause: str) -> Claim | None:
    m = _FEELING.match(clause)
    if m is None or m.group("mood") not in FEELING_WORDS:
        return None
    tail = m.group("tail")
    if _FEELING_TOPIC.search(tail) and "you" not in _words(tail) and len(_words(tail)) >= 2:
        return Claim(clause, "fact", "implied", 0.7, 0.75, "feeling")
    return _chatter(clause, "mood")


def _identity(clause: str) -> Claim | None:
    m = _IDENTITY.search(clause)
    if m is None:
        return None
    if m.group("noun"):
        if m.group("noun") in _NOT_IDENTITY_NOUNS:
            return None
        return Claim(clause, "fact", "explicit", 0.9, 0.85, "identity")
    if m.group("age"):
        return Claim(clause, "fact", "explicit", 0.9, 0.8, "identity")
    adj = m.group("adj")
    if adj in STATE_ADJECTIVES:
        if adj.endswith("ing") and len(_words(m.group("tail"))) < 2:
            return None
        return Claim(clause, "fact", "explicit", 0.9, 0.82, "state")
    return None


def _action(clause: str) -> Claim | None:
    m = _ACTION.search(clause)
    if m is not None and m.group("verb") in INFORMATIVE_VERBS:
        tail = _words(m.group("tail"))
        # "painted it because …": an object nobody can resolve later makes no fact.
        if tail and tail[0] not in _PRONOUN_OBJECTS:
            return Claim(clause, "fact", "explicit", 0.85, 0.8, "action")
    m = _POSSESSION.search(clause)
    if m is not None and re.search(r"\b(?:have|has|had|own|'ve got)\b", clause):
        return Claim(clause, "fact", "explicit", 0.85, 0.8, "possession")
    return None


def _possessive(clause: str) -> Claim | None:
    m = _POSSESSIVE.match(clause)
    if m is None:
        return None
    noun_words = _words(m.group("noun"))
    tail = _words(m.group("tail"))
    if noun_words[-1] in EPHEMERAL_NOUNS or noun_words[0] in EPHEMERAL_NOUNS:
        return _chatter(clause, "ephemeral")
    if tail and all(w in MOOD_WORDS or w in EVALUATIVE for w in tail):
        return _chatter(clause, "ephemeral")
    return Claim(clause, "fact", "explicit", 0.9, 0.85, "possessive")


def _relation(clause: str) -> Claim | None:
    m = _RELATION.search(clause)
    if m is None:
        return None
    return Claim(
        clause,
        "fact",
        "explicit",
        0.85,
        0.8 if len(_words(clause)) >= 4 else 0.5,
        "relation",
        relation=m.group("rel"),
        relation_name=m.group("name"),
    )


def _first_person(clause: str) -> Claim:
    for rule in (
        _plan, _preference, _feeling, _identity, _action, _possessive, _relation, _done_to
    ):
        claim = rule(clause)
        if claim is not None:
            if claim.relation is None and rule is not _relation:
                rel = _RELATION.search(clause)
                if rel is not None:
                    claim = Claim(
                        claim.clause,
                        claim.kind,
                        claim.strength,
                        claim.fact_score,
                        claim.usefulness,
                        claim.rule,
                        claim.tags,
                        rel.group("rel"),
                        rel.group("name"),
                    )
            return claim
    return _chatter(clause, "first_person_other")


def _done_to(clause: str) -> Claim | None:
    done = done_to_speaker(clause)
    return Claim(clause, "fact", "explicit", 0.85, 0.8, "done_to_speaker") if done else None


def _procedure(clause: str) -> Claim | None:
    m = _IMPERATIVE.match(clause)
    if m is None or _NOT_PROCEDURE.search(clause) or len(_words(clause)) < 4:
        return None
    if _ONE_OFF.match(clause):
        return None
    return Claim(clause, "procedure", "explicit", 0.85, 0.85, "procedure", ("instruction",))


def _named(clause: str) -> Claim | None:
    m = _NAMED_SUBJECT.match(clause)
    if m is None or m.group("name").split()[0] in NON_NAME_OPENERS:
        return None
    if len(_words(m.group("tail"))) < 2:
        return None
    opinion = _OPINION.match(clause)
    if opinion and opinion.group("adj") in EVALUATIVE:
        return _opinion(clause)
    return Claim(clause, "fact", "explicit", 0.85, 0.8, "named_subject")


def _document(clause: str) -> Claim | None:
    if len(_words(clause)) < 4 or not _DOC_VERB.search(clause):
        return None
    if not _DOC_SIGNAL.search(clause):
        return None
    return Claim(clause, "fact", "explicit", 0.8, 0.75, "document")


_SECOND_PERSON: Final = re.compile(r"\b(?:you|your|yours|yourself|you're|you've|you'll|ya)\b", re.I)
_YOU_TAIL: Final = re.compile(
    r",?\s+(?:if|in case|whenever|when)\s+(?:you|u)\b[^,;]*?(?=[.!?]*$)", re.I
)


def classify(clause: str, document: bool = False) -> Claim | None:
    """The claim one clause makes, or None when it is no candidate at all.

    A statement that needs "you" to make sense is about the conversation partner, whom
    nothing here can name: it stays a candidate at chatter usefulness. Instructions are
    the exception, "you" there is the agent.
    """
    # "… if you need it" asks nothing of the fact: drop such tails first.
    clause = _YOU_TAIL.sub("", clause)
    claim = _classify(clause, document)
    if claim is None or claim.kind == "procedure" or claim.usefulness <= 0.5:
        return claim
    if _SECOND_PERSON.search(claim.clause):
        return _chatter(claim.clause, "second_person")
    return claim


def _classify(clause: str, document: bool) -> Claim | None:
    if asks(clause) or is_chatter_sentence(clause) or _PRESENTING.match(clause):
        return None
    hedge = _HEDGE.match(clause)
    if hedge is not None:
        inner = hedge.group(1)
        if FIRST_PERSON.match(inner):
            claim = _first_person(inner)
            if claim.usefulness <= 0.5:
                return claim
            return Claim(
                inner,
                claim.kind,
                "implied",
                min(claim.fact_score, 0.6),
                claim.usefulness,
                claim.rule + "_hedged",
                claim.tags,
                claim.relation,
                claim.relation_name,
            )
        return _opinion(clause)
    procedure = _procedure(clause)
    if procedure is not None:
        return procedure
    if FIRST_PERSON.match(clause):
        return _first_person(clause)
    named = _named(clause) or _done_to(clause)
    if named is not None:
        return named
    opinion = _OPINION.match(clause)
    if opinion is not None and opinion.group("adj") in EVALUATIVE:
        return _opinion(clause)
    if document:
        return _document(clause)
    return None

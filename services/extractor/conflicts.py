"""When a new fact contradicts a stored one, and what happens then (docs/architecture.md §5.4).

The offline contradiction rule, applied to every new fact against the active items whose
cosine similarity clears `conflict_threshold`:

1. **Negation of a near-duplicate**: the two texts say the same thing once negation words
   ("not", "never", "no longer", …) and filler adverbs are removed, and exactly one of them
   is negated: "User eats meat" vs "User does not eat meat anymore".
2. **Same subject and predicate, different value**: both parse as
   subject + predicate + object with the same subject, the same tense and polarity, and a
   single-valued predicate (lives in, works at/for/as, was born in, is from, is married to,
   prefers, or a copula after a possessive attribute: "User's favourite food is …",
   "User's email is …"), and the heads of the objects differ: "User lives in Berlin" vs
   "User lives in Paris". Multi-valued predicates ("likes", "has", "visited") never clash.
   Predicates that fill the same slot compare as one ("moved to", "relocated to", "is based
   in" and "lives in" are the home; "joined", "started at" and "works at" the employer); a
   change verb states the present even in the past tense. Role words compare as one
   ("User's new boss" is "User's manager", and "Dana is User's manager" says "User's
   manager is Dana"), weekday lists compare as sets, and a routine
   ("User swims on Mondays") clashes with the same routine on other days.
3. **An ending**: "User left Initech" / "User sold the Corolla" / "User broke up with Sam"
   ends the present state with that object ("User works at Initech", "User's car is a
   Corolla", "User is dating Sam"); reported as a negation.

Resolution (`resolve`): a claim older than the item it contradicts (earlier event time)
cannot be resolved, the gate rejects it as a conflict. Otherwise the old item loses
`contradict_delta` confidence; if the new claim's starting confidence is at least the old
item's penalised confidence it supersedes the old item (status superseded, valid_until =
the new claim's event time, `supersedes` link on the new item); if not, both stay active
with a `contradicts` link and the read path's trust pass shows the stronger one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from memstream.services.common.letters import latin_re
from memstream.services.common.memory.roles import PARTNER_NAMES, one_word_names
from memstream.services.extractor.offline.lexicons import DESCRIPTIVE, EVALUATIVE, FEELING_WORDS
from memstream.services.extractor.offline.perspective import IRREGULAR_PAST

_NEGATIONS: Final = re.compile(
    r"\b(?:does not|doesn't|do not|don't|did not|didn't|is not|isn't|are not|aren't|"
    r"was not|wasn't|were not|weren't|has not|hasn't|have not|haven't|cannot|can't|"
    r"will not|won't|no longer|never|not)\b"
)
_FILLER: Final = re.compile(
    r"\b(?:from now on|these days|nowadays|lately|just|really|also|now|currently|still|"
    r"anymore|any more|actually|already|definitely|totally|absolutely|usually|always|truly|"
    r"so|very|even|finally|officially|recently)\b"
)
_TOKEN: Final = re.compile(r"[a-z0-9@._'-]+|,")
_FUNCTIONAL: Final = frozenset(
    {
        "live in",
        "live at",
        "work at",
        "work for",
        "work as",
        "is from",
        "was from",
        "was born in",
        "was born on",
        "is born in",
        "is married to",
        "is engaged to",
        "is dating",
        "is called",
        "is named",
        "prefer",
        "is due",
        "are due",
    }
)
# Predicates naming the same slot; change verbs among them state the present.
_SLOTS: Final[dict[str, str]] = {
    "live in": "home", "is based in": "home", "moved to": "home", "relocated to": "home",
    "work at": "employer", "work for": "employer", "joined": "employer",
    "started at": "employer",
}  # fmt: skip
_CHANGE_VERBS: Final = frozenset({"moved to", "relocated to", "joined", "started at"})
# Endings and the slots whose present value they end.
_ENDINGS: Final[dict[str, frozenset[str]]] = {
    "left": frozenset({"employer", "home"}),
    "quit": frozenset({"employer"}),
    "moved out of": frozenset({"home"}),
    "moved away from": frozenset({"home"}),
    "sold": frozenset({"has", "own", "drive", "car"}),
    "broke up with": frozenset({"partner"}),
    "divorced": frozenset({"partner"}),
}
# One word for a role's names ("my boss" and "my supervisor" are "my manager"; the names
# are shared with the retriever, memory/roles.py), and for spellings of one word.
_ROLE_SYNONYMS: Final[dict[str, str]] = {
    **one_word_names("manager", "landlord"),
    "favorite": "favourite", "gf": "girlfriend", "bf": "boyfriend",
}  # fmt: skip
_ROLE_MODIFIERS: Final = frozenset({"new", "current", "latest", "present"})
_PARTNER: Final = frozenset(PARTNER_NAMES)
_WEEKDAYS: Final = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
)
_COPULAS: Final = frozenset({"is", "are", "was", "were"})
_PREPOSITIONS: Final = frozenset(
    {"in", "at", "for", "as", "to", "from", "on", "with", "of", "by", "about", "into"}
)
_OBJECT_STOP: Final = frozenset(
    {
        "as", "with", "since", "for", "from", "in", "on", "at", "because", "and", "but",
        "when", "after", "before", "until", "during", "last", "next", "this", "every",
        "over", "than", "instead", "now", "today", "these", "days", "if", "so", "who",
        "which", "where", ",",
    }
)  # fmt: skip
_ARTICLES: Final = frozenset({"a", "an", "the", "some", "my", "his", "her", "their"})
_PAST_AUX: Final = frozenset({"was", "were", "did", "had"})


@dataclass(frozen=True, slots=True)
class Claim:
    """A fact as subject + predicate + object, with tense and polarity."""

    subject: str
    predicate: str
    object_head: str
    negated: bool
    past: bool
    core: tuple[str, ...]
    rest: tuple[str, ...] = ()
    proper_object: bool = False


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def _stem(verb: str) -> str:
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "oes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss") and len(verb) > 3:
        return verb[:-1]
    return verb


def _is_past(verb: str) -> bool:
    return verb in IRREGULAR_PAST or (verb.endswith("ed") and len(verb) > 4)


def _weekday(token: str) -> str | None:
    day = token.removesuffix("s")
    return day if day in _WEEKDAYS else None


def _subject(tokens: list[str]) -> tuple[list[str], int]:
    """The subject words and where the verb starts: "user's new boss" → user's manager."""
    i = 1
    subject = [tokens[0]]
    if tokens[1:3] == ["and", "others"]:  # "User and others live in …": the household
        i = 3
    while subject[-1].endswith("'s") and i < len(tokens) and tokens[i] not in _COPULAS:
        subject.append(tokens[i])
        i += 1
        while i < len(tokens) and tokens[i] not in _COPULAS and not _verb_at(tokens, i):
            subject.append(tokens[i])
            i += 1
    words = [_ROLE_SYNONYMS.get(w, w) for w in subject if w not in _ROLE_MODIFIERS]
    return words or subject, i


def _object(tokens: list[str]) -> str:
    """The object's head: up to the first stop word; a weekday list as a sorted set."""
    head: list[str] = []
    days: set[str] = set()
    for token in tokens:
        day = _weekday(token)
        if day is not None:
            days.add(day)
            continue
        if days and token in {"and", "&", ",", "or"}:
            continue
        if token in _OBJECT_STOP and (head or days):
            break
        if (token in _ARTICLES or token.endswith("'s")) and not head:
            continue
        head.append(token)
    return " ".join([*head, *sorted(days)])


# "Dana is User's manager" names the holder of a role one person has one of: the same slot
# as "User's manager is Dana". Roles one may have several of (sister, friend) stay as said.
_HOLDER: Final = latin_re(
    r"^(?P<name>[A-Z][\w'-]*(?:\s[A-Z][\w'-]*)*)\s+is\s+(?P<owner>[A-Z][\w-]*)'s\s+"
    r"(?P<role>(?:(?:new|current)\s+)?(?:manager|boss|supervisor|line manager|landlord|"
    r"partner|wife|husband|girlfriend|boyfriend|fiancee?|spouse))\b(?P<rest>.*)$"
)


def _holder_first(text: str) -> str:
    m = _HOLDER.match(text)
    if m is None:
        return text
    return f"{m.group('owner')}'s {m.group('role')} is {m.group('name')}{m.group('rest')}"


def parse(text: str) -> Claim:
    """Best-effort parse of a third-person fact; `core` is the polarity-free token list."""
    text = _holder_first(text)
    low = text.lower().rstrip(".!? ")
    negated = bool(_NEGATIONS.search(low))
    stripped = _FILLER.sub(" ", _NEGATIONS.sub(" ", low))
    tokens = _tokens(stripped)
    core = tuple(_stem(t) for t in tokens if t != ",")
    if not core:
        return Claim("", "", "", negated, False, core)
    subject, i = _subject(tokens)
    if i >= len(tokens):
        return Claim(" ".join(subject), "", "", negated, False, core)
    verb = tokens[i]
    past = _is_past(verb) or verb in _PAST_AUX
    predicate = [verb if verb in _COPULAS else _stem(verb)]
    i += 1
    while i < len(tokens) and tokens[i] in {"born", "married", "engaged", "dating", "called",
                                           "named", "based", "from", "due", "up", "out",
                                           "away"}:  # fmt: skip
        predicate.append(tokens[i])
        i += 1
    if i < len(tokens) and tokens[i] in _PREPOSITIONS:
        if predicate[-1] != "due":  # "due on March 5" and "due March 5" say the same
            predicate.append(tokens[i])
        i += 1
    joined = " ".join(predicate)
    head = _object(tokens[i:])
    # "moved to Porto" is a home, "moved to the couch" is not: a change verb needs a name.
    proper = _capitalised(head.split(" ")[0], text) if head else False
    if joined in _CHANGE_VERBS and proper:
        past = False
    rest = tuple(t for t in tokens[i:] if t != ",")
    return Claim(" ".join(subject), joined, head, negated, past, core, rest, proper)


def _capitalised(word: str, text: str) -> bool:
    m = re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE)
    return m is not None and m.group(0)[:1].isupper()


def _verb_at(tokens: list[str], i: int) -> bool:
    """Whether tokens[i] is the verb; a plural before a copula is still the subject's noun
    ("User's gym days are …")."""
    if i + 1 < len(tokens) and tokens[i + 1] in _COPULAS:
        return False
    return _looks_verb(tokens[i])


def _looks_verb(token: str) -> bool:
    return (
        token in _COPULAS
        or token in {"has", "have", "had", "will", "would", "can"}
        or (token.endswith("s") and not token.endswith(("'s", "ss")) and len(token) > 3)
    )


def _slot(claim: Claim) -> str:
    """The slot a claim fills: home, employer, car, partner, or its own predicate."""
    if claim.predicate in _SLOTS and (claim.proper_object or claim.predicate not in _CHANGE_VERBS):
        return _SLOTS[claim.predicate]
    owner, _, attribute = claim.subject.partition("'s ")
    if attribute and claim.predicate.split(" ")[0] in _COPULAS:
        if attribute in {"car", "vehicle"}:
            return "car"
        if attribute in _PARTNER:
            return "partner"
    if claim.predicate in {"is dating", "is married to", "is engaged to"}:
        return "partner"
    return claim.predicate


def _single_valued(claim: Claim) -> bool:
    if claim.predicate in _FUNCTIONAL or _slot(claim) in _SLOTS.values():
        return True
    head = claim.predicate.split(" ")[0]
    possessive = "'s" in claim.subject
    return possessive and head in _COPULAS


def _person(claim: Claim) -> str:
    return claim.subject.split("'s")[0]


def _ends(new: Claim, old: Claim) -> bool:
    """ "User left Initech" ends "User works at Initech" (see the module docstring)."""
    slots = _ENDINGS.get(new.predicate) or _ENDINGS.get(new.predicate.split(" ")[0])
    if not slots or new.negated or old.negated or old.past or not new.object_head:
        return False
    if _person(new) != _person(old) or new.subject != _person(new):
        return False
    old_slot = _slot(old) if old.predicate not in {"has", "own", "drive"} else old.predicate
    first = new.object_head.split(" ")[0]
    return old_slot in slots and first in old.object_head.split(" ")


def _routine_moved(new: Claim, old: Claim) -> bool:
    """The same routine on other days: "User swims on Mondays" vs "… on Tuesdays"."""
    new_days = {d for t in new.rest if (d := _weekday(t))}
    old_days = {d for t in old.rest if (d := _weekday(t))}
    if not new_days or not old_days or new_days == old_days:
        return False

    def without_days(c: Claim) -> tuple[str, ...]:
        return tuple(t for t in c.rest if not _weekday(t) and t not in {"on", "and", "every"})

    return without_days(new) == without_days(old) and bool(without_days(new))


ContradictionKind = Literal["negation", "value"]


def contradiction(new_text: str, old_text: str) -> ContradictionKind | None:
    """Which rule says the two facts contradict, or None."""
    new, old = parse(new_text), parse(old_text)
    if new.negated != old.negated and new.core == old.core and new.core:
        return "negation"
    if _ends(new, old):
        return "negation"
    if not (new.subject and new.subject == old.subject and new.predicate):
        return None
    if new.negated != old.negated or new.past != old.past:
        return None
    if _slot(new) != _slot(old):
        return None
    if new.predicate == old.predicate and _routine_moved(new, old):
        return "value"
    if (
        _single_valued(new)
        and new.object_head
        and old.object_head
        and new.object_head != old.object_head
        and _values_comparable(new, old)
    ):
        return "value"
    return None


# Complements that describe the subject rather than name its value: "User's sister is
# amazing" does not replace "User's sister is a nurse".
_DESCRIPTIVE: Final = EVALUATIVE | FEELING_WORDS | DESCRIPTIVE


def _values_comparable(new: Claim, old: Claim) -> bool:
    """Two complements of "X's <attribute> is …" name values of one kind (two names, two
    things), not a description beside a value ("User's boss is nice" / "… is Tom")."""
    if new.predicate.split(" ")[0] not in _COPULAS or new.predicate in _FUNCTIONAL:
        return True

    def describes(claim: Claim) -> bool:
        return claim.object_head.split(" ")[0] in _DESCRIPTIVE

    if describes(new) or describes(old):
        return False
    return new.proper_object == old.proper_object


Outcome = Literal["supersede", "contradict", "reject"]


def resolve(
    new_confidence: float,
    new_event_time: float,
    old_confidence_after_penalty: float,
    old_event_time: float,
) -> Outcome:
    """What a contradiction leads to (see the module docstring)."""
    if new_event_time < old_event_time:
        return "reject"
    if new_confidence >= old_confidence_after_penalty:
        return "supersede"
    return "contradict"

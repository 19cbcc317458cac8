"""When a new fact contradicts a stored one, and what happens then (DESIGN.md §5.4).

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

from services.extractor.offline.perspective import IRREGULAR_PAST

_NEGATIONS: Final = re.compile(
    r"\b(?:does not|doesn't|do not|don't|did not|didn't|is not|isn't|are not|aren't|"
    r"was not|wasn't|were not|weren't|has not|hasn't|have not|haven't|cannot|can't|"
    r"will not|won't|no longer|never|not)\b"
)
_FILLER: Final = re.compile(
    r"\b(?:just|really|also|now|currently|still|anymore|any more|actually|already|"
    r"definitely|totally|absolutely|usually|always|truly|so|very|even)\b"
)
_TOKEN: Final = re.compile(r"[a-z0-9@._'-]+")
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
    }
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
_ARTICLES: Final = frozenset({"a", "an", "the", "some"})
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


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower().replace(",", " , "))


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


def parse(text: str) -> Claim:
    """Best-effort parse of a third-person fact; `core` is the polarity-free token list."""
    low = text.lower().rstrip(".!? ")
    negated = bool(_NEGATIONS.search(low))
    stripped = _FILLER.sub(" ", _NEGATIONS.sub(" ", low))
    tokens = [t for t in _tokens(stripped) if t != ","]
    core = tuple(_stem(t) for t in tokens)
    if not tokens:
        return Claim("", "", "", negated, False, core)
    # Subject: the first token plus any possessive chain ("user's favourite food").
    i = 1
    subject = [tokens[0]]
    while subject[-1].endswith("'s") and i < len(tokens) and tokens[i] not in _COPULAS:
        subject.append(tokens[i])
        i += 1
        while i < len(tokens) and tokens[i] not in _COPULAS and not _looks_verb(tokens[i]):
            subject.append(tokens[i])
            i += 1
    if i >= len(tokens):
        return Claim(" ".join(subject), "", "", negated, False, core)
    verb = tokens[i]
    past = _is_past(verb) or verb in _PAST_AUX
    predicate = [verb if verb in _COPULAS else _stem(verb)]
    i += 1
    while i < len(tokens) and tokens[i] in {"born", "married", "engaged", "dating", "called",
                                           "named", "based", "from"}:  # fmt: skip
        predicate.append(tokens[i])
        i += 1
    if i < len(tokens) and tokens[i] in _PREPOSITIONS:
        predicate.append(tokens[i])
        i += 1
    head: list[str] = []
    for token in tokens[i:]:
        if token in _OBJECT_STOP and head:
            break
        if token in _ARTICLES and not head:
            continue
        head.append(token)
    return Claim(" ".join(subject), " ".join(predicate), " ".join(head), negated, past, core)


def _looks_verb(token: str) -> bool:
    return (
        token in _COPULAS
        or token in {"has", "have", "had", "will", "would", "can"}
        or (token.endswith("s") and not token.endswith("'s") and len(token) > 3)
    )


def _single_valued(claim: Claim) -> bool:
    if claim.predicate in _FUNCTIONAL:
        return True
    head = claim.predicate.split(" ")[0]
    possessive = "'s" in claim.subject
    return possessive and head in _COPULAS


ContradictionKind = Literal["negation", "value"]


def contradiction(new_text: str, old_text: str) -> ContradictionKind | None:
    """Which rule says the two facts contradict, or None."""
    new, old = parse(new_text), parse(old_text)
    if new.negated != old.negated and new.core == old.core and new.core:
        return "negation"
    if (
        new.subject
        and new.subject == old.subject
        and new.predicate
        and new.predicate == old.predicate
        and new.negated == old.negated
        and new.past == old.past
        and _single_valued(new)
        and new.object_head
        and old.object_head
        and new.object_head != old.object_head
    ):
        return "value"
    return None


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

"""Whether a sentence talks about the future or the past, from a few telling words.

Only the expressions whose direction English leaves open ("on Friday", "on the 5th",
"December 24", "in May") consult this; everything else resolves by its own words. The
answer is None unless one direction has markers and the other none, because a wrong
date in a stored fact is worse than the relative phrase it replaces. Time words that get
rewritten themselves ("tomorrow", "last", "next", "ago") are no markers: the rewritten
text must read the same way again, so rewriting twice changes nothing.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from memstream.services.common.timeparse._lexicon import RESCHEDULED

Tense = Literal["past", "future"]

_FUTURE: Final = re.compile(
    r"\b(?:will|shall|won't|gonna|going\s+to|plan(?:s|ning)?\s+(?:to|on)|planning|"
    r"intend(?:s|ing)?\s+to|about\s+to|hop(?:e|es|ing)\s+to|wants?\s+to|would\s+like\s+to|"
    r"looking\s+forward|can't\s+wait|cannot\s+wait|scheduled|booked|planned|"
    r"(?:have|has|need|needs)\s+to|must)\b|'ll\b"
)
# Present progressive as a plan: "is seeing the dentist on Friday".
_PROGRESSIVE: Final = re.compile(r"(?:\b(?:am|is|are)|'m|'re)\s+(?:\w+ly\s+)?(?P<verb>\w+ing)\b")
_NOT_VERBS: Final = frozenset(
    "amazing interesting boring exciting annoying charming relaxing inspiring stunning "
    "thrilling surprising challenging refreshing rewarding fascinating tiring exhausting "
    "frustrating disappointing overwhelming satisfying nothing something anything "
    "everything thing king ring spring evening morning during wedding".split()
)
_PAST: Final = re.compile(
    r"\b(?:was|were|did|didn't|had|hadn't|used\s+to|went|came|"
    r"saw|got|made|took|met|left|gave|told|said|found|bought|brought|thought|felt|kept|lost|"
    r"won|ran|ate|drank|wrote|began|became|spent|sent|built|taught|caught|sold|paid|heard|"
    r"held|stood|slept|drove|rode|flew|swam|sang|wore|broke|chose|fell|forgot|grew|knew|"
    r"threw|woke|spoke)\b"
    # Regular past forms; "-eed" words (need, feed, proceed) are not.
    r"|\b(?P<ed>\w+[^e\W]ed|\w+ied)\b"
)
# Past forms that say something is arranged for later, or describe a state.
_NOT_PAST: Final = frozenset(
    "scheduled booked planned supposed expected arranged excited interested invited "
    "confirmed hundred".split()
)


def _has_future(sentence: str) -> bool:
    if _FUTURE.search(sentence):
        return True
    return any(m["verb"] not in _NOT_VERBS for m in _PROGRESSIVE.finditer(sentence))


def _has_past(sentence: str) -> bool:
    return any(m["ed"] is None or m["ed"] not in _NOT_PAST for m in _PAST.finditer(sentence))


def sentence_tense(lowered_sentence: str) -> Tense | None:
    """The one direction the sentence marks ("future" or "past"); None for neither or both."""
    future = _has_future(lowered_sentence)
    past = _has_past(lowered_sentence)
    if future == past:
        return None
    return "future" if future else "past"


# A date a deadline or a rescheduling points at lies ahead of when it was said, whatever
# else the sentence's verbs say: "wants the redesign delivered by May 27" ("delivered" reads
# as past), "they moved the launch to May 17", "the essay is due June 2", "deadline got
# pushed, it's May 17 now".
_DEADLINE_BEFORE: Final = re.compile(
    r"(?:\b(?:by|due(?:\s+(?:on|by))?|deadline(?:\s+is)?)"
    rf"|\b{RESCHEDULED}\b[^.;!?]{{0,40}}?"
    r"\b(?:to|until|till)"
    r"|\b(?:deadline|pushed|postponed|rescheduled|delayed)\b[^.;!?]{0,40}?"
    r"(?:\bit's|\bit\s+is|\bnow))\s+(?:the\s+)?\Z"
)
# Unless the sentence tells of a finished past: "I had it done by May 3".
_FINISHED: Final = re.compile(r"\b(?:had|was|were|did)\b")


def points_ahead(lowered_before: str, lowered_sentence: str) -> bool:
    """Whether the date right after `lowered_before` is a deadline or a new date for
    something moved, in a sentence that does not tell of a finished past."""
    return (
        _DEADLINE_BEFORE.search(lowered_before[-64:]) is not None
        and _FINISHED.search(lowered_sentence) is None
    )

"""Whether a question asks about the current state or about a moment (read by the update
rules, updates.py: only a question about now lets a later restatement lead)."""

from __future__ import annotations

import re

from memstream.services.retriever.values import THE_DATE_OF

# A question put in the past asks about then; one that says "now" asks about now whatever
# else it says. Auxiliaries, not "-ed" endings: "based", "married" are states. So does one
# for the latest of something, put in the past as it must be: "what did my last a1c come
# back as?", "what was the most recent reading?" (not "my last week at Arup"), and one
# for an outcome.
_NOW = re.compile(
    r"\b(?:now|currently|current|these days|nowadays|at the moment|any ?more|still|latest|"
    r"most recent|newest|(?:my|our)\s+last(?!\s+(?:day|week|month|year|night|time)s?\b)|"
    # An outcome is the latest of what was said: "what did the firm end up paying me?",
    # "who did I settle on?", "which did we go with in the end?".
    r"end(?:ed)?\s+up|in\s+the\s+end|finally|settled?\s+on|decided\s+on|go\s+with|"
    r"went\s+with)\b",
    re.IGNORECASE,
)
# A when-question put in the present asks for a value that holds now: "when is practice?",
# "when's the wedding?", "when does the Cobbold bid have to be in?", "what day does the
# dairy come?", and about the asker ("when am I getting married?", "what day do I
# do my charity work?", "what do I take when an attack starts?"), and one for how long
# something lasts now ("how long is Kleon sleeping for this winter?").
_PRESENT = re.compile(
    r"\b(?:(?:when|how\s+long|(?:what|which)\s+(?:date|day|time)s?)"
    r"(?:'s|\s+(?:is|are|do|does|will))|"
    rf"{THE_DATE_OF}|"
    r"(?:am|is|are|do|does|will)\s+(?:i|my|our|we))\b",
    re.I,
)
_THEN = re.compile(
    r"\b(?:did|didn't|was|wasn't|were|weren't|had|hadn't|used to|ago|previously|"
    r"originally|at first|first time)\b",
    re.IGNORECASE,
)
# "Before" puts a question in the past only when it is not put in the present (`_PRESENT`):
# "where did I live before Porto?", "my job before this one?", not "what time do I get up
# to eat before the fast?".
_BEFORE = re.compile(r"\bbefore\b", re.IGNORECASE)


def asks_about_now(question: str) -> bool:
    """Whether a question asks about the current state rather than a past moment."""
    if _NOW.search(question):
        return True
    if _BEFORE.search(question) and not asks_in_the_present(question):
        return False
    return _THEN.search(question) is None


def asks_in_the_present(question: str) -> bool:
    """Whether a when-question is put in the present ("when does the dairy come?"), or asks
    for what holds now or came out in the end ("what day did the collection end up on?")."""
    return _PRESENT.search(question) is not None or _NOW.search(question) is not None

"""Which part of a statement a question asks about, and which part a later one changes.

People tell several things at once: "flutter 3.16, state mgmt is Provider, backend is
Firebase". A later "ripped out the last Provider usage, fully on Riverpod now" changes the
state management and not the backend, though it names what the older statement names and
is as close to it as any restatement. Asked "what's the app's backend on?", it must not be
moved ahead of the statement that answers.

A part is a clause: text between punctuation or "and"/"but"/"plus"/"so" (or "with" before
someone's: "with my partner Aisha"). The question asks about the parts that share a word
with it and hold a name or a number to answer with; a later statement changes the parts
whose names it repeats. Words are compared by a crude stem ("invoices", "invoicing" ->
invoic), enough for a question and a statement that use the same word in other forms.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

from memstream.services.common.letters import latin_re
from memstream.services.retriever.relations import UNCHANGED, names_in
from memstream.services.retriever.values import (
    CURRENCIES,
    FUNCTION_WORDS,
    NameAsked,
    ValueKind,
    a_result,
    measures,
)

# A full stop or colon ends a clause only before a space: "terraform 1.5", "https://stg.x.io".
# "with" ends one only before someone's ("a bakery in Leeds with my business partner Aisha":
# the partner is a part of its own), not before a bare name ("lunch with Ana tomorrow").
_SPLIT: Final = re.compile(
    r"[;!?\n()]+|[.:,](?=\s|$)|\s[-–—]+\s|\b(?:and|but|plus|so)\b"
    r"|\bwith\s+(?=(?:my|our|his|her|their|your|user's)\s)",
    re.IGNORECASE,
)
# Someone the writer has, by name: "my business partner Aisha", "User's assistant Bex".
_SOMEONES: Final = latin_re(
    r"^\s*(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Uu]ser's)\s+"
    r"(?:[a-z-]+\s+){1,3}[A-Z]"
)
_VALUE: Final = re.compile(r"\d")
_WORD: Final = re.compile(r"[^\W_]+")
_SUFFIXES: Final = ("ing", "es", "ed", "s")
# Words that say what kind of answer a question wants ("which day…", "what time…"), not
# what it is about.
ANSWER_KINDS: Final = frozenset({"day", "date", "time", "name", "month", "year", "week"})
# Verbs and particles too light to say what a statement is about ("will the upset come
# back?" is not about the physio who comes round).
LIGHT_WORDS: Final = frozenset(
    "come go get make take give put keep see want need use know think look say tell round "
    "back away".split()
)


class Part(NamedTuple):
    """One clause: its content words, whether it holds a value that could answer a
    question (a name or a number), and whether it says that what it names stays as it was
    ("code freeze date unchanged")."""

    words: frozenset[str]
    holds_value: bool
    kept: bool = False
    measures: frozenset[tuple[str, str]] = frozenset()  # numbers and units (values.py)
    holds_name: bool = False  # a name of its own, for a question that asks for one
    someones: bool = False  # names someone the writer has, for a question that asks who


def stem(word: str) -> str:
    """`word` without one common ending, if enough of it is left."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def content_words(text: str) -> frozenset[str]:
    """The stems of `text`'s words that are not function words."""
    return frozenset(
        stem(w)
        for w in _WORD.findall(text.lower())
        if w not in FUNCTION_WORDS and (len(w) > 2 or w.isdigit())
    )


@functools.lru_cache(maxsize=4096)
def parts_of(texts: tuple[str, ...]) -> tuple[Part, ...]:
    """Every clause of `texts` with content words. Cached: the update rules read a later
    memory's parts once, and an older one's again for each later one a name ties to it."""
    found = []
    for text in texts:
        for piece in _SPLIT.split(text):
            if words := content_words(piece):
                named = bool(names_in(piece))
                valued = named or _VALUE.search(piece) is not None
                kept = UNCHANGED.search(piece) is not None
                someones = named and _SOMEONES.match(piece) is not None
                found.append(Part(words, valued, kept, measures(piece), named, someones))
    return tuple(found)


def changes_another_part(
    asked: frozenset[str],
    older: Sequence[Part],
    newer: Sequence[Part],
    shared_names: Iterable[Sequence[str]],
    asks_a_name: NameAsked = "",
) -> bool:
    """Whether a later statement that repeats `shared_names` (each as its lower-cased
    words) of an older one with parts `older` changes only parts the question (`asked`,
    its content words) does not ask about.

    The question asks about every part that shares a word with it and holds a value to
    answer with: "my blood pressure is high these days" shares "pressure" with "which doctor
    is following my pressure now?" but names no doctor. False when no part is asked about
    or no shared name is known: then nothing tells the parts apart. A question that asks
    for a name (`asks_a_name`) asks about a part that holds one: "who am I having piano
    lessons with?" asks about "my teacher Mrs Ardelean", not "I'm doing grade 6 piano";
    one that asks who (`asks_a_name == "person"`) asks about every part that names someone
    the writer has: "who helps me run the business?" about "with my assistant Bex".
    """
    names = [frozenset(stem(w) for w in name) for name in shared_names]
    wanted = [
        p.words
        for p in older
        if ((p.holds_name if asks_a_name else p.holds_value) and p.words & asked)
        or (asks_a_name == "person" and p.someones)
    ]
    if not names or not wanted:
        return False
    said_again = frozenset().union(*(p.words for p in newer))
    if any(words & asked & said_again for words in wanted):
        return False  # it speaks of what is asked in the question's words
    touched = any(name <= p.words for p in older for name in names)
    return touched and not any(name <= words for words in wanted for name in names)


def keeps_what_is_asked(asked: frozenset[str], newer: Sequence[Part]) -> bool:
    """Whether a later statement says that what the question asks about stays as it was:
    "launch slips to 28 March, code freeze date unchanged" restates no freeze date, and
    moved ahead of the statement that gives one it would hide the answer. The part kept
    must share more of the question's words than any part it changes ("what's the v4
    launch date?" asks about the launch, though "freeze date unchanged" says "date")."""
    kept = max((len(p.words & asked) for p in newer if p.kept), default=0)
    changed = max((len(p.words & asked) for p in newer if not p.kept), default=0)
    return kept > changed


def remeasures(
    asked: frozenset[str], older: Sequence[Part], newer: Sequence[Part], kind: ValueKind = "any"
) -> bool:
    """Whether a later statement gives a new number in a unit an older one gives one in,
    for what the question asks: "retested today, 248 watts" after "my FTP is 231 watts
    from a ramp test" for "what's my FTP number now?". The later statement, or the older
    part that gives the number, must share a word with the question, so "sprints are 3
    weeks now" does not restate "2 week sprints" for "when do we lock the code?"; a result
    time ("2:11.3 at the gala") needs no such word. A new price dates nothing: for a
    question that asks for a date (`kind`), no currency is a unit."""
    old_numbers = {n for p in older for n, _ in p.measures}
    says_asked = any(p.words & asked for p in newer)
    for new in newer:
        priced = {n for n, u in new.measures if u in CURRENCIES} if kind == "date" else set()
        for number, unit in new.measures:
            if number in old_numbers or number in priced:
                continue
            for old in older:
                if any(u == unit for _, u in old.measures) and (
                    a_result(unit) or says_asked or old.words & asked
                ):
                    return True
    return False


def speaks_of(parts: Sequence[Part], words: frozenset[str]) -> bool:
    """Whether any of `parts` uses one of `words` (stems, as `content_words` gives)."""
    return any(p.words & words for p in parts)

"""What a memory's own words tell the read-time update rules (services/retriever/updates.py).

Each cue depends on the memory alone, so `Told.of` reads it once per memory and request:
whether the statement announces a change, the nouns a replacement calls the old thing by,
the nouns the speaker calls their own, the one-holder roles it names, what it reschedules,
what a correction in it takes back, its words and the names it mentions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from memstream.services.common.timeparse import RESCHEDULED
from memstream.services.retriever.changes import (
    redates_unnamed,
    says_it_changed,
    says_it_was_replaced,
)
from memstream.services.retriever.parts import (
    Part,
    changes_another_part,
    keeps_what_is_asked,
    parts_of,
    remeasures,
)
from memstream.services.retriever.rank import Selected
from memstream.services.retriever.relations import held_roles, names_in
from memstream.services.retriever.speech import PERSON_KINDS
from memstream.services.retriever.values import NameAsked, ValueKind, of_kind, value_words

# "Switched from my old usual to kombucha" names what it replaces by the noun the speaker
# used for it before ("my usual matcha latte"): the noun after "old" in a replacement.
_OLD_NOUN = re.compile(
    r"\b(?:from|off|replaced|swapped|traded(?: in)?|ditched|dropped|gave up(?: on)?)\s+"
    r"(?:my|our|the|user's)\s+old\s+([a-z]+)",
    re.IGNORECASE,
)
# "Got a new PA, Kwabena" / "my new flat" names the thing it replaces by the same noun
# the speaker used for it before ("my PA from the leaving care team is Joanne").
_NEW_NOUN = re.compile(
    r"\b(?:(?:got|getting|found|have|has)\s+(?:(?:a|an)\s+)?|my\s+|our\s+)new\s+([a-z]+)",
    re.IGNORECASE,
)
_OWN_NOUN = re.compile(r"\b(?:my|our|user's)\s+([a-z]+)", re.IGNORECASE)
# "Switched from the half marathon to the Bath 10k" names what it leaves by the noun
# before "to", which the older statement says in any words ("training for the Bristol
# half marathon").
_LEFT_NOUN = re.compile(
    r"\b(?:switched|switching|changed|changing|moved|moving|went|gone|downgraded|upgraded)\s+"
    r"from\s+(?:my|our|the|user's|a|an)\s+(?:[a-z]+\s+){0,2}?([a-z]+)\s+to\b",
    re.IGNORECASE,
)


# A new job is new work: "got a new job" replaces what "where do I work?" asks about.
_SAME_THING: Final = {"job": "work", "work": "job"}


def replaced_nouns(texts: Sequence[str]) -> frozenset[str]:
    """The nouns a replacement calls the old thing by ("from my old usual" -> usual), or
    the new one ("got a new PA" -> pa), with the other word for the same thing."""
    nouns = {
        m.group(1).lower()
        for text in texts
        for pattern in (_OLD_NOUN, _NEW_NOUN)
        for m in pattern.finditer(text)
    }
    return frozenset(nouns | {_SAME_THING[n] for n in nouns if n in _SAME_THING})


def left_nouns(texts: Sequence[str]) -> frozenset[str]:
    """The nouns a change from one thing to another calls the old one by ("switched from
    the half marathon to the 10k" -> marathon)."""
    return frozenset(m.group(1).lower() for text in texts for m in _LEFT_NOUN.finditer(text))


def own_nouns(texts: Sequence[str]) -> frozenset[str]:
    """The nouns the speaker calls their own ("my usual matcha latte" -> usual)."""
    return frozenset(m.group(1).lower() for text in texts for m in _OWN_NOUN.finditer(text))


_REDATING = rf"(?:{RESCHEDULED}|brought\s+forward|put\s+back)"
# "They moved the launch to May 21" / "deadline got pushed" names what it reschedules;
# an earlier statement naming the same thing ("the Atlas launch deadline is May 5") is its
# old date.
_RESCHEDULED = re.compile(
    rf"\b{RESCHEDULED}\s+(?:back\s+)?"
    # "pushed collection to Monday 14 April" names its thing without an article.
    r"(?:(?:my|our|the|user's)\s+(?:[a-z]+\s+){0,2}?)?([a-z]+)\s+(?:back|to|until|till)\b"
    rf"|\b([a-z]+)\s+(?:got|was|is|has\s+been)\s+{_REDATING}\b"
    # "infusion's pushed to 5 May", "exit date's been brought forward to 31 October"; not
    # "dagny's bumped the saturday run up" (has bumped).
    rf"|\b([a-z]+)'s(?:\s+been)?\s+{_REDATING}"
    r"(?=\s+(?:back\s+)?(?:to|until|till|again)\b|\s*(?:[.,;!?]|$))"
    # "launch slips to 28 March", "the viva moves to Friday"
    r"|\b([a-z]+)\s+(?:slips|slipped|moves|shifts)\s+(?:back\s+)?(?:to|until|till)\b",
    re.IGNORECASE,
)
# Pronouns and the asker are no thing: "User got moved to another group" dates nothing,
# "the consultant's bumped me to every week" reschedules no "me".
_NO_THING = frozenset(
    "it this that everything things something all user i we they he she you me us him her "
    "them everyone everybody back up down forward out in over on off away".split()
)
# Letters and digits in any script: "kraków", "ps5" and "5th" are one word each.
_WORD = re.compile(r"[^\W_]+")


def rescheduled_nouns(texts: Sequence[str]) -> frozenset[str]:
    """What a rescheduling names ("moved the launch to May 21" -> launch)."""
    found = (
        next(g for g in m.groups() if g).lower()
        for text in texts
        for m in _RESCHEDULED.finditer(text)
    )
    return frozenset(noun for noun in found if noun not in _NO_THING)


# A correction names what it takes back: "sorry, not wednesdays, fridays", "I meant
# Wroclaw, not Krakow", "oops, the TOPIK is in November, not october". The older statement
# that said it is what the correction replaces.
_BEFORE = r"(?:(?:on|in|at|the|a|an|my)\s+){0,2}"
# The taken-back word ends its phrase ("not wednesdays, fridays", "not Kraków."): "sorry,
# I'm not going to make it" takes nothing back.
_CORRECTED = re.compile(
    r"\b(?:sorry|oops|correction|i\s+meant)\b"
    # A number's decimal point ends no phrase: "sorry, it's 4.6% not 5.1%".
    rf"(?:[^.;!?]|\.(?=\d)){{0,60}}?\bnot\s+{_BEFORE}(\d+(?:[.:,]\d+)*%?|\w+)"
    r"(?=\s*(?:[,;.!]|$|\s+but\b))"
    # "turns out it was never shellfish, it's mustard", "it isn't Tuesday, it's Wednesday"
    rf"|\b(?:it|that)\s+(?:was|is|'s)\s+(?:never|not)\s+{_BEFORE}(\w+)(?=\s*[,;]\s*it)"
    rf"|\b(?:it|that)\s+(?:wasn't|isn't)\s+{_BEFORE}(\w+)(?=\s*[,;]\s*it)",
    re.IGNORECASE,
)
# Words a "not" negates that are no value a statement held.
_NOT_VALUES = frozenset(
    "sure sorry kidding joking really that it this going so too very quite yet exactly "
    "necessarily much all even only just anymore again now".split()
)


def corrected_words(texts: Sequence[str]) -> frozenset[str]:
    """What a correction takes back ("sorry, not wednesdays, fridays" -> wednesdays)."""
    found = (
        (m.group(1) or m.group(2) or m.group(3)).lower()
        for text in texts
        for m in _CORRECTED.finditer(text)
    )
    return frozenset(word for word in found if word not in _NOT_VALUES)


# What the speaker calls old, former or previous: "the old Dewalt went to my apprentice",
# "my mate got my old Glasgow run", "my ex-boss Tom".
_OLD = re.compile(r"\b(?:old|former|previous|ex)(?:\s+|-)((?:[^\W_]+\s+)?[^\W_]+)", re.IGNORECASE)


def old_words(texts: Sequence[str]) -> frozenset[str]:
    """The words (up to two) after "old", "former", "previous" or "ex"."""
    return frozenset(
        w for text in texts for m in _OLD.finditer(text) for w in _WORD.findall(m.group(1).lower())
    )


def mentioned(texts: Sequence[str]) -> frozenset[str]:
    """Every word of `texts`, lower-cased."""
    return frozenset(w for text in texts for w in _WORD.findall(text.lower()))


# Names that are also everyday words: only written as a name ("my partner Will") do they
# name it; "I will need a new gym" does not.
_EVERYDAY = frozenset(
    "will may mark grace hope rose bill jack bath reading nice faith joy sky ray art pat "
    "rob sue castle park bank church hill wood brook dawn summer max june april august "
    "chase frank guy sandy penny holly ivy lily daisy amber crystal pearl ruby".split()
)


def name_words(names: frozenset[str]) -> frozenset[tuple[str, ...]]:
    """Each name as the lower-cased words `mentioned` splits text into, but those that
    are everyday words."""
    split = (tuple(_WORD.findall(name.lower())) for name in names)
    return frozenset(ws for ws in split if ws and not (len(ws) == 1 and ws[0] in _EVERYDAY))


def _said_of_family(word: str, said: frozenset[str]) -> bool:
    """Whether `said` holds `word`, or one of its family ("achterberg", "achterbergs")."""
    return word in said or word + "s" in said or (word.endswith("s") and word[:-1] in said)


def _named_in(named: frozenset[tuple[str, ...]], said: frozenset[str]) -> bool:
    """Whether the words `said` hold one of the names `named` (as `name_words` splits)."""
    return any(all(w in said for w in words) for words in named)


def own_words(sel: Selected) -> list[str]:
    """A statement's text and, for a fact, what a person wrote in the turns it was extracted
    from: the fact is rewritten in the third person ("User's new manager is Dana"), its
    evidence keeps how the person put it ("my new manager is Dana"). An agent's reply among
    the sources says nothing of the user's own change."""
    payload = sel.scored.cand.payload
    texts = [str(payload.get("text", ""))]
    sources = payload.get("source_resource_ids")
    if payload.get("kind") != "episode" and isinstance(sources, list) and sources:
        texts += [
            str(t.payload.get("text", ""))
            for t in sel.turns
            if t.payload.get("resource_id") in sources
            and t.payload.get("resource_kind") in PERSON_KINDS
        ]
    return texts


@dataclass(frozen=True, slots=True)
class Told:
    """What a memory's own words tell the update routes; it depends on the memory alone."""

    announced: bool  # says it changed
    renewed: bool  # says it changed in words that can name a new holder
    replaced: frozenset[str]  # "from my old usual" -> usual
    owned: frozenset[str]  # "my usual matcha latte" -> usual
    held: frozenset[str]  # one-holder roles named
    moved: frozenset[str]  # what it reschedules
    corrected: frozenset[str]  # what it takes back
    said: frozenset[str]  # every word
    names: frozenset[str]  # the names it mentions (relations.names_in)
    named: frozenset[tuple[str, ...]]  # the same as words (name_words)
    old: frozenset[str] = frozenset()  # the words it calls old ("the old TX4" -> tx4)
    values: frozenset[str] = frozenset()  # dates, days, times, amounts, versions (values.py)
    texts: tuple[str, ...] = ()  # its own words (own_words), read for parts when asked
    unnamed: bool = False  # re-dates something it does not name ("they moved it")
    left: frozenset[str] = frozenset()  # "switched from the half marathon to" -> marathon

    @property
    def parts(self) -> tuple[Part, ...]:
        """The content words of each clause (parts.py), read once per text."""
        return parts_of(self.texts)

    def names_replaced(self, other: Told, asked: frozenset[str]) -> bool:
        """Whether this later memory names the thing it replaces as the other one had it:
        by the noun the speaker called their own ("from my old usual" after "my usual
        matcha"), or asked about, or by the thing it moved from, in any of the other's
        words ("from the half marathon to" after "training for the half marathon")."""
        return bool(self.replaced & (other.owned | asked) or self.left & other.said)

    def shares_a_name(self, other: Told) -> bool:
        """Whether this later memory names someone or something the other mentions, perhaps
        at the start of a sentence or in lower case: people type "Duncan retired" after "my
        watch manager Duncan says", and "switched from figma" after "I build everything in
        Figma". A name it calls old does not count: "do miss the rumble of the old TX4"
        speaks of what was replaced, not of what holds now."""
        return bool(self.shared_names(other))

    def shared_names(self, other: Told) -> list[tuple[str, ...]]:
        """The names (as words) both mention, those this later memory calls old left out."""
        return [
            words
            for words in self.named | other.named
            if all(w in self.said and w in other.said for w in words)
            and not all(w in self.old for w in words)
        ]

    def both_say(self, other: Told, names: frozenset[tuple[str, ...]]) -> bool:
        """Whether both memories say one of `names` (as words), wherever it stands: a name
        the question asks about is one though it opens both sentences ("Piotr's tenancy
        comes up for renewal…", "Piotr's starting a new job…"), where `shares_a_name`
        cannot tell it from a capitalised first word."""
        return any(all(w in self.said and w in other.said for w in words) for words in names)

    def changes_another_part(
        self, other: Told, asked: frozenset[str], asks_a_name: NameAsked = ""
    ) -> bool:
        """Whether this later memory changes only parts of the other that the question (its
        content words `asked`) does not ask about ("fully on Riverpod now" after "state mgmt
        is Provider, backend is Firebase", asked for the backend; parts.py)."""
        shared = self.shared_names(other)
        return changes_another_part(asked, other.parts, self.parts, shared, asks_a_name)

    def keeps(self, asked: frozenset[str]) -> bool:
        """Whether this memory says that what the question asks about stays (parts.py)."""
        return keeps_what_is_asked(asked, self.parts)

    def brings_a_value(self, other: Told, kind: ValueKind = "any") -> bool:
        """Whether this later memory gives a date, day, time or amount where the other gave
        another ("deadline's 14 May" after "due 30 April"), of the `kind` asked: a new
        deadline gives no new amount."""
        mine, theirs = (
            of_kind(self.values, self.texts, kind),
            of_kind(other.values, other.texts, kind),
        )
        return bool(theirs) and bool(mine - theirs)

    def brings_back(self, other: Told, retired: Told | None) -> bool:
        """Whether this later memory gives only values that the other retired, when the other
        replaced `retired`: "I'd already told my mum 2 June" tells nothing new after "I'm now
        starting 16 June" replaced "start date is 2 June"."""
        values = self.values
        return (
            retired is not None
            and bool(values)
            and values <= retired.values
            and not values <= other.values
        )

    def redates_unnamed(self, other: Told, kind: ValueKind = "any") -> bool:
        """Whether this later memory gives a new value to a thing it does not name, which
        the other one dates: "they moved it. Friday now" after "interview at Sandvika on
        Wednesday", "pushed AGAIN. 29 September" after "infusion's pushed to 5 May"."""
        return self.unnamed and self.brings_a_value(other, kind)

    def remeasures(self, other: Told, asked: frozenset[str], kind: ValueKind = "any") -> bool:
        """Whether this later memory gives a new number in a unit the other gives one in
        ("retested today, 248 watts" after "my FTP is 231 watts"; parts.py)."""
        return remeasures(asked, other.parts, self.parts, kind)

    def brings_a_name(self, other: Told) -> bool:
        """Whether this later memory names something the other does not say ("the Sunday
        Herald picked me up"), or writes no names at all, so that none can be told apart."""
        return not self.names or any(
            not all(_said_of_family(w, other.said) for w in words) for words in self.named
        )

    @classmethod
    def of(cls, sel: Selected) -> Told:
        w = own_words(sel)
        names = frozenset(n for text in w for n in names_in(text))
        return cls(
            any(says_it_changed(text) for text in w),
            any(says_it_was_replaced(text) for text in w),
            replaced_nouns(w),
            own_nouns(w),
            held_roles(w),
            rescheduled_nouns(w),
            corrected_words(w),
            mentioned(w),
            names,
            name_words(names),
            old_words(w),
            value_words(w),
            tuple(w),
            any(redates_unnamed(text) for text in w),
            left_nouns(w),
        )


def told_key(sel: Selected) -> tuple[str, str]:
    return sel.scored.cand.collection, sel.scored.cand.id

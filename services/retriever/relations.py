"""Memories about the people in the asker's life, when the question is about the asker.

People talk about others all the time: "my neighbour's cat barked all night", "my aunt is
moving to a new city", "called my sister for her birthday". Asked "what is my pet called?"
or "which city is my home?", such a turn shares the topic (a cat, a move) but answers for
someone else, and a paraphrased question matches it as well as the asker's own statement.

`about_others` tells such memories: they speak of "my <relation>" or "User's <relation>"
(the extractor's wording) and have no first-person subject of their own ("I", "we"): "my
wife and I moved to Porto" is about the asker, "my aunt is moving" is not. Family named
like a name ("Hubby wants to try the 150g protein thing") counts as "my", and a turn that
opens with someone else's or nobody's person ("a mate leaves his 7 days", "the woman next
to me has the Wednesday slot") is theirs when the asker is no subject in it (hand-written
sets AH, AL: 3 more hits at 1 and 1 at 3, none lost on any set). A question that
names a relation of the same group ("my sibling" for "my sister") asks about them, and only
them; one that names none but whose topic is those people (topics.py: manager, partner,
family) asks about the topic's groups: `asked_groups` says which.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from memstream.services.common.letters import latin, latin_re
from memstream.services.common.memory.roles import ONE_HOLDER, PARTNER_NAMES
from memstream.services.retriever.changes import NEW_HOLDER

# The people of a life, grouped by what a question may call them, in the words of several
# Englishes too ("my cousin-brother", "my primo", "my machan Sunil"). Not "mam": a turn
# with no subject of its own ("it's Riverside, Grangetown is where my mam lives") would
# read as hers.
_GROUPS: dict[str, tuple[str, ...]] = {
    "sibling": ("sister", "sisters", "brother", "brothers", "sibling", "siblings", "sis", "bro",
                "bhai", "bhaiya", "didi", "kuya"),
    "parent": ("mom", "mum", "mother", "dad", "father", "parent", "parents", "stepmom",
               "stepdad", "amma", "appa"),
    "grandparent": ("grandma", "grandmother", "grandpa", "grandfather", "grandparents",
                    "granny", "nan", "nana", "lola", "lolo", "nani", "dadi"),
    "relative": ("aunt", "uncle", "cousin", "cousins", "niece", "nephew", "in-laws",
                 "relatives", "auntie", "aunty", "cousin-brother", "cousin-sister", "primo",
                 "prima", "tita", "tito"),
    "partner": PARTNER_NAMES,
    "child": ("son", "daughter", "kid", "kids", "child", "children", "boy", "girl"),
    "work": ("boss", "manager", "supervisor", "coworker", "coworkers", "co-worker",
             "colleague", "colleagues", "teammate", "lead", "client", "mentor"),
    "social": ("friend", "friends", "neighbour", "neighbor", "neighbours", "neighbors",
               "roommate", "flatmate", "housemate", "classmate", "buddy", "bestie", "mate",
               "mates", "pal", "pals", "machan", "homie", "bredren"),
}  # fmt: skip
_GROUP_OF = {word: group for group, words in _GROUPS.items() for word in words}
# Roles a person has one holder of at a time (memory/roles.py, shared with the extractor).
_ROLE_OF = {word: role for role, words in ONE_HOLDER.items() for word in words}
_ROLES = "|".join(sorted(map(re.escape, _ROLE_OF), key=len, reverse=True))
_HOLDER = latin_re(
    r"\b(?:my|our|user's)\s+(?:new\s+|old\s+|current\s+)?(?:[a-z]+\s+)?(" + _ROLES + r")\b",
    re.IGNORECASE,
)
# A clause that opens with the role names the asker's holder of it: "builder is Dariusz
# Wolny and he reckons...", "user: right, plumber is Lorcan Deasy, starting next week".
_HOLDER_OPENING = re.compile(
    r"(?:^|[.!?;:,]\s+)(?:the\s+)?(" + _ROLES + r")\s+(?:is|was|'s|will be)\s",
    re.IGNORECASE | re.MULTILINE,
)
# Families of people a question's topic is about (topics.py names).
_TOPIC_GROUPS = {
    "manager": frozenset({"work"}),
    "partner": frozenset({"partner"}),
    "household": frozenset({"social", "partner", "child"}),
    "family": frozenset({"sibling", "parent", "grandparent", "relative", "child", "partner"}),
}
_WORDS = "|".join(sorted(map(re.escape, _GROUP_OF), key=len, reverse=True))
_MODIFIERS = latin(
    r"(?:(?:best|old|close|little|big|older|younger|oldest|youngest|twin|step)\s+"
    # What a mate shares with the speaker: "my lane mate", "my gym buddy", "my study pal".
    r"|[a-z]+[ -](?=(?:mate|mates|buddy|buddies|pal|pals)\b))?"
)
# The asker's people: "my sister", "user's boss", and family opening a text unowned, as
# a name ("Hubby wants to try the 150g protein thing", "Mum's GP has told her 6g salt");
# other words of people open a text as often to qualify a noun ("client call got moved").
_KIN_WORDS = "|".join(
    sorted(
        (re.escape(w) for g in ("sibling", "parent", "grandparent", "relative", "partner")
         for w in _GROUPS[g]),
        key=len,
        reverse=True,
    )
)  # fmt: skip
_RELATION = re.compile(
    rf"\b(?:my|user's|our)\s+{_MODIFIERS}({_WORDS})\b|^(?:user:\s*)?({_KIN_WORDS})\b",
    re.IGNORECASE | re.MULTILINE,
)
# Someone else's people, or nobody's: "a mate leaves his 7 days", "her sister", and
# strangers: "the woman next to me in the chairs has the Wednesday slot", "a customer told
# me the supermarket honey is £3", "the man in the next bed can drink 2 litres".
_UNOWNED = re.compile(
    rf"(?:an?|another|his|her|their)\s+{_MODIFIERS}(?P<relation>{_WORDS})\b"
    r"|(?:an?|the|another|some)\s+(?:man|woman|guy|lady|bloke|chap|fella|lad|lass|couple|"
    r"people|person|customer|stranger|someone)\b(?!\s+of\b)",
    re.IGNORECASE,
)
_ASKED = re.compile(rf"\b({_WORDS})\b", re.IGNORECASE)
# The asker as a subject: "I", "I'm", "we"... (not "me": "my cousin keeps asking me"), or
# the extractor's "User" opening a sentence ("User lives in Porto with User's wife").
_FIRST_PERSON_SUBJECT = re.compile(
    r"\b(?:i|i'm|i've|i'd|i'll|we|we're|we've)\b|(?:^|[.!?]\s+)user\b(?!')", re.IGNORECASE
)


# A clause ends at a stop, or at "and" before another verb ("my brother runs 70 miles a
# week and says I'm doing junk miles"), not before the asker ("my wife and I moved").
_CLAUSE_END = re.compile(r"[,.;!?]|\band\b(?!\s+(?:i|i'm|we|we're|me)\b)", re.IGNORECASE)
# Each line's speaker ("user: ", "assistant: "), at the start of a text or of any line.
_SPEAKER = re.compile(r"^\s*(?:user|assistant):\s*", re.IGNORECASE | re.MULTILINE)
# "My furry friend", "my four-legged buddy": a pet by a person's word, not a friend.
_PET_AS_FRIEND = re.compile(
    r"\b(?:furry|fluffy|four[- ]legged|feathered|feline|canine|scaly)\s+"
    r"(?:friends?|buddy|buddies|companions?)\b",
    re.IGNORECASE,
)


# How memories introduce the asker's people by name (`People`): the relation is read in
# any case, the name only capitalised.
_NAME = latin(r"([A-Z][a-z][\w-]*)")
_OWNER = r"(?:my|our|user's)\s+(?:new\s+|former\s+)?"
# Before the name ("my husband Dev", "my new manager is Tom"), read back from it; after
# it ("Dev is User's husband", "Ana, my sister").
_BEFORE_NAME = re.compile(rf"(?i:\b{_OWNER}{_MODIFIERS}({_WORDS})(?:\s+(?:is|was))?)\s+$")
_AFTER_NAME = re.compile(
    rf"(?i:\s+is\s+{_OWNER}{_MODIFIERS}({_WORDS})|,\s+{_OWNER}{_MODIFIERS}({_WORDS}))\b"
)
# How far back an introduction starts: "user's best friend" and a modifier or two.
_BEFORE_CHARS = 48
_NAME_OPENING = re.compile(rf"\s*{_NAME}")


def _first_clause(text: str) -> str:
    """The first clause of a memory's first line, without its speaker: whose news it is."""
    line = _SPEAKER.sub("", text.split("\n", 1)[0])
    end = _CLAUSE_END.search(line)
    return line[: end.start()] if end else line


def asked_groups(question: str, topic: str | None) -> frozenset[str]:
    """The groups of people a question asks about: those it names ("my sibling" asks about
    siblings, not about an aunt, though both are family), else those of its topic ("who in
    my family is moving?")."""
    question = _PET_AS_FRIEND.sub("pet", question)
    named = frozenset(_GROUP_OF[m.group(1).lower()] for m in _ASKED.finditer(question))
    return named or _TOPIC_GROUPS.get(topic or "", frozenset())


class People:
    """The asker's people by name, as the memories in `texts` introduce them ("my husband
    Dev", "my new manager is Tom", "User's friend Alun", "Dev is User's husband", "Ana, my
    sister"). A name is looked up when a memory opens with it (`about_others`), in the
    texts that hold it, and remembered: reading every text of a pool for introductions
    would cost about a millisecond per question."""

    def __init__(self, texts: Iterable[str]) -> None:
        self._texts = list(texts)
        self._groups: dict[str, str | None] = {}

    def group(self, name: str) -> str | None:
        """The group of people `name` belongs to (`_GROUPS`), or None if no text
        introduces them; the first introduction holds."""
        if name not in self._groups:
            self._groups[name] = self._introduced(name)
        return self._groups[name]

    def _introduced(self, name: str) -> str | None:
        if name in _NO_NAMES:
            return None
        for text in self._texts:
            at = text.find(name)
            while at >= 0:
                end = at + len(name)
                if _whole_word(text, at, end):
                    start = max(0, at - _BEFORE_CHARS)
                    window = text[start:at].lower()
                    owned = "my " in window or "our " in window or "user's " in window
                    before = _BEFORE_NAME.search(text, start, at) if owned else None
                    if before is not None:
                        return _GROUP_OF[before[1].lower()]
                    after = _AFTER_NAME.match(text, end)
                    if after is not None:
                        return _GROUP_OF[(after[1] or after[2]).lower()]
                at = text.find(name, end)
        return None


def _whole_word(text: str, start: int, end: int) -> bool:
    return (start == 0 or not text[start - 1].isalnum()) and (
        end == len(text) or not text[end].isalnum()
    )


def about_others(text: str, asked: frozenset[str], people: People | None = None) -> bool:
    """Whether a memory speaks of someone in the asker's life (of a group not asked about)
    rather than of the asker: no first-person subject, or a first clause that opens with
    someone else and has none. Someone else's or nobody's person ("a mate", "the woman next
    to me") opening it counts only when the asker is no subject anywhere: "a friend
    recommended a ryokan, we've moved our Kyoto nights there" is the asker's news. So
    does one of the asker's `people` by name: "Dev got a job at a school in Portobello"
    is Dev's news, not an answer to "what's my job?"."""
    head = _first_clause(text)
    named = _NAME_OPENING.match(head) if people is not None else None
    if people is not None and named is not None:
        if _FIRST_PERSON_SUBJECT.search(_SPEAKER.sub("", text)) is None:
            group = people.group(named.group(1))
            if group is not None and group not in asked:
                return True
    unowned = _UNOWNED.match(head)
    if unowned is not None:
        group = _GROUP_OF.get((unowned.group("relation") or "").lower(), "stranger")
        if group not in asked and _FIRST_PERSON_SUBJECT.search(_SPEAKER.sub("", text)) is None:
            return True
    groups = {_GROUP_OF[(m.group(1) or m.group(2)).lower()] for m in _RELATION.finditer(text)}
    if not groups or groups & asked:
        return False
    if _FIRST_PERSON_SUBJECT.search(text) is None:
        return True
    # A first clause that opens with someone else says whose news it is: "my friend Alun
    # still keeps his boat at Salcombe, we might race in the spring" is Alun's, the rest an
    # aside. One that opens otherwise ("With my brother's help, I moved") is the asker's.
    return _RELATION.match(head) is not None and _FIRST_PERSON_SUBJECT.search(head) is None


def numbered_names(question: str) -> frozenset[str]:
    """The names a question gives with a number ("the Flat 3 tenancy" -> Flat): alone,
    such a name is no one thing ("Flat 5" is another flat)."""
    return frozenset(
        n for n in names_in(question) if re.search(rf"\b{re.escape(n)}\s+\d", question)
    )


def held_roles(texts: Sequence[str]) -> frozenset[str]:
    """The one-holder roles of the asker that `texts` name ("my boss" -> manager)."""
    return frozenset(
        _ROLE_OF[m.group(1).lower()]
        for text in texts
        for pattern in (_HOLDER, _HOLDER_OPENING, NEW_HOLDER)
        for m in pattern.finditer(text)
    )


# A name: a capitalised word that does not open a sentence ("what can't Jamie eat?"). The
# asker's words for themself, the extractor's "User", titles, shouted fillers and dates
# (months and days: "moved to Lyon in May") are no one and nothing a change replaces, and
# neither are the function words of a title.
_CAPITALISED = latin_re(r"(?<![\w'-])[A-Z][A-Za-z][\w'-]*")
# Where a sentence (or a transcript line) starts; a title's full stop ends none ("Dr. Patel").
_OPENING = re.compile(
    r"(?:^|(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)(?<!\bSt)(?<!\bProf)[.!?:;]\s+|\n\s*)"
    r"[\s\"'“‘(\[-]*"
)
_NO_NAMES = frozenset(
    {"User", "I", "I'm", "I've", "I'd", "I'll", "Mr", "Mrs", "Ms", "Miss", "Dr", "Prof", "St"}
    | set("OK OMG LOL BTW FYI TBH ASAP TV PS AM PM".split())
    # Roles, not names: "my GP" in one turn and "GP switched me" in another tie nothing.
    | set("GP HR IT QA CEO CTO CFO COO VP MD".split())
    # Function words capitalised in a title ("a covers band called The Usual Suspects")
    # name nothing alone, and "the" is in every other text.
    | set("The An Of And In On At To For From With My Our Your It Its This That But Or".split())
    | set(
        "January February March April May June July August September October November "
        "December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mondays Tuesdays "
        "Wednesdays Thursdays Fridays Saturdays Sundays".split()
    )
)


def names_in(text: str) -> frozenset[str]:
    """The names `text` mentions, possessives stripped ("Jamie's" -> Jamie). One pass: the
    words that open a sentence are found once, not looked back for per word."""
    openings = {m.end() for m in _OPENING.finditer(text)}
    found = set()
    for m in _CAPITALISED.finditer(text):
        if m.start() in openings:
            continue
        name = re.sub(r"(?:'s|')$", "", m.group(0))
        if name not in _NO_NAMES:
            found.add(name)
    return frozenset(found)


def mentions(text: str, name: str) -> bool:
    """Whether `text` names `name` (case-sensitive, possessive or not, one of a family or
    all of it: "Mr Achterberg rang" names "the Achterbergs")."""
    stem = name[:-1] if len(name) > 3 and name.endswith("s") else name
    return re.search(rf"(?<![\w-]){re.escape(stem)}s?(?![\w-])", text) is not None


# A list of updates says what stays: "update: Hobnob - tuesdays now, Tansy - same".
_CLAUSE_BREAK = re.compile(r"[,;.!?\n]")
UNCHANGED = re.compile(r"\b(?:same|unchanged|no change|as before|as is|as usual)\b", re.I)


def kept_as_is(text: str, name: str) -> bool:
    """Whether every clause of `text` that names `name` says that what it holds stays
    ("Tansy - same", "Pickle unchanged"): such a turn changes nothing of `name`."""
    clauses = [c for c in _CLAUSE_BREAK.split(text) if mentions(c, name)]
    return bool(clauses) and all(UNCHANGED.search(c) is not None for c in clauses)


# Whom a question asks about by name: "Nan's carer", "does Ifeoma have swimming", "what's
# Tobenna allergic to", "come round to Mum". A name before a noun names a thing ("the
# Ashcombe application"), not whom.
_WHOM = latin_re(
    r"\b([A-Z][\w-]+)'s\b|\b(?:does|do|is|has|did|was|can|can't|will|should|'s|for|to)\s+"
    r"([A-Z][\w-]+)\b"
)
_KIN = re.compile(
    r"\b(mum|mom|mam|dad|nan|nana|gran|granny|grandma|grandad|grandpa|papa|mama)\b",
    re.IGNORECASE,
)


def whom_asked(question: str) -> frozenset[str]:
    """The lower-cased names of the people a question asks about (`_WHOM`, `_KIN`)."""
    found = {n.lower() for m in _WHOM.finditer(question) for n in m.groups() if n}
    found |= {m.group(1).lower() for m in _KIN.finditer(question)}
    return frozenset(found - {n.lower() for n in _NO_NAMES})


# One word per kin whatever a family calls them: a question about "dad" asks about "father".
_SAME_KIN = {
    **dict.fromkeys(("mum", "mom", "mam", "mama", "mother"), "mother"),
    **dict.fromkeys(("dad", "papa", "father"), "father"),
    **dict.fromkeys(("nan", "nana", "gran", "granny", "grandma", "grandmother"), "grandmother"),
    **dict.fromkeys(("grandad", "grandpa", "grandfather"), "grandfather"),
}
_KIN_OPENING = re.compile(rf"({'|'.join(_SAME_KIN)})\b", re.IGNORECASE)
# "Isla's wee brother Finn wants one too": someone of the person asked about, not them.
_THEIR_PERSON = latin_re(
    rf"([A-Za-z][\w-]*)'s\s+(?:wee\s+)?{_MODIFIERS}({_WORDS})\b", re.IGNORECASE
)


def about_someone_else(
    text: str, whom: frozenset[str], relations: frozenset[str] = frozenset()
) -> bool:
    """For a question about someone by name or kin (`whom_asked`: "what's dad's salt
    limit?", "how big round the chest is Isla?"), whether a memory opens with someone else:
    other kin ("Mum's GP has told her 6g salt as well"), a stranger ("the man in the next
    bed can drink 2 litres") or someone of theirs ("Isla's wee brother Finn … he's 64cm"),
    unless the question asks for that relation (`relations`, `asked_groups`: "Kofi's best
    friend Dimitri" answers "who's Kofi's best friend?")."""
    if not whom:
        return False
    head = _first_clause(text)
    asked = {_SAME_KIN.get(w, w) for w in whom}
    kin = _KIN_OPENING.match(head)
    if kin is not None:
        return _SAME_KIN[kin.group(1).lower()] not in asked
    theirs = _THEIR_PERSON.match(head)
    # Not their parent or partner, who often tell of them: "Isla's mum says she's 68cm".
    if theirs is not None and theirs.group(1).lower() in whom:
        group = _GROUP_OF[theirs.group(2).lower()]
        return group not in ("parent", "partner") and group not in relations
    stranger = _UNOWNED.match(head)
    return stranger is not None and stranger.group("relation") is None

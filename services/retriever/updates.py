"""Knowledge updates at read time: of two statements on one subject, the later one leads.

People restate what changed ("I live in Lisbon" … months later "we moved, Porto now"). When
the extractor recognises the slot, the old fact is superseded and `facts.py` places it after
its successor. Often it cannot: the new turn is phrased in a way no rule reads ("the startup
moved me to their Berlin office"), or no LLM is configured. Both turns then match the
question, and the older one may match it better, because it used the question's words.

The rule: among the selected memories, a statement (a fact, or a turn a person wrote, not
an agent's reply nor a task for the agent, unless the task says that what the older one
names changed, "Ollie split up with Ben, how do I support him?", or gives it a new value for
a question that asks one, "weighed Pimento again, 46 grams, ok to give her a waxworm?") newer than
one ranked above it, matching the question on its own (dense evidence above its candidate
list's mean, not only through its neighbours), said by the same speaker in the same domain
(in a shared space another domain's agent restates nothing of this one's, and taking its
score would undo the off-domain penalty), on the same subject (cosine of their stored
vectors at least `update_topic_min`, or both close to what answers on the question's topic
sound like, `update_topic_about`, topics.py) and nearly as relevant (final score at least
`update_score_share` of the older one's, unless it names the older one's thing, and its own
text's evidence within `update_own_margin` z of the older one's), moves just ahead of it
and takes its score. A question that names a time ("in May", "last week"),
asks when (unless about a topic's current value: "when is my deadline?"), or is put in the
past ("what did she paint?") asks about a moment, not the current state: the rule does not
apply to it. Both stay in the answer; only their order changes, so recall is untouched and
the current statement is read first. Unrelated memories are never reordered by age: the
topic bound keeps the rule to restatements (measured with MiniLM: restatements of one slot
0.40-0.66, different subjects of one conversation 0.0-0.26). Restatements in other words
fall below it ("Marcus (my boss) moved our 1:1", "reporting to Priya from now on"): the
question's topic joins them, since turns on the topic asked sit at cosine 0.35-0.53 (middle
half) to the topic's example answers and 95 % of other turns below 0.28, provided each
sounds more like the asked topic's answers than like any other topic's: "User works at
Hooli" is near the manager topic, nearer the work topic, and restates no manager (small
tenants, 8 seeds: hit@1 at 30 / 100 / 300 turns 0.880 / 0.812 / 0.700 -> 0.900 / 0.825 /
0.717, hit@3 at 100 / 300 0.925 / 0.875 -> 0.938 / 0.883). Being on one topic does not
excuse the own-evidence test: measured without it, latest-first rose (0.47 -> 0.60 at 100
turns) but hit@1 fell (0.53 -> 0.35 at 300), because any later remark on the topic ("my
girlfriend made the best risotto") then led the statement asked for. A later statement that
announces a change in its own words ("switched to", "we moved", "now", "instead", "no
longer") gets a wider margin, `update_changed_margin`: the question often shares words with
the old wording ("my usual oat flat white") and not with the new one ("switched from my old
usual to cold brew"). Words of anything new ("a new car", "is moving to a new city") do not
count: they are as often about someone else's news as about a change of the user's own
facts. What the speaker calls their own new or old thing does ("my new manager", "our new
place", "the old place"), and so do the verbs of a replacement ("replaced", "swapped",
"traded", "relocated", "after the move"). A fact is rewritten in the third person ("User's
new manager is Dana"), so its change words are also read in the turns it was extracted from.
Measured on the small-tenant suite (leave one seed out, 8 seeds): hits at 3 plus
latest-first 0.752 without the wider margin, 0.776 held out with it; LoCoMo dev R@10T
unchanged. The possessive and replacement words, and the evidence turns, raised latest-first
(8 seeds) from 0.722 / 0.633 / 0.725 to 0.889 / 0.70 / 0.775 at 30 / 100 / 300 turns, with
no question lost at 3. When the older statement announces a change as well, the two are a
chain of changes and the later one leads whatever its own evidence: the older one's change
words already say the subject changes, and the newer one is its latest state ("No more of
the old prescription, I'm on omeprazole now", later "My doctor switched me to metformin").
That raised latest-first at 100 / 300 turns from 0.667 / 0.800 to 0.700 / 0.850 (8 seeds),
with no question lost, and LoCoMo dev R@10T moved by one turn (0.7957 -> 0.7955). A
replacement that names the older statement's thing by the noun the speaker used for it
("switched from my old usual to kombucha" after "ordered my usual matcha latte") restates it
in the same way, however far apart their vectors are, and so does a change of the holder of
a role the asker has one of ("Priya is my boss now" after "my manager Olusegun wants the
report"). Two updates of one statement are of its subject too: the later of them leads. So
is a rescheduling of the thing an older statement dates ("they moved the launch to March 21"
after "the Atlas launch deadline is March 5", MiniLM cosine 0.399): 16 seeds, latest-first
at 100 turns 0.962 -> 0.981. A new date for a thing left unnamed ("they moved it. Friday
now", "pushed AGAIN. 29 September") re-dates what an older statement dates; the value a
change retired, told again later ("I'd already told my mum 2 June" after "now starting 16
June"), restates nothing. A later statement tied only by a name from a part of the older
one that the question does not ask about changes that part, not the answer (parts.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from memstream.services.common.stores.vectors import DenseVector
from memstream.services.retriever.changes import recalls_the_past
from memstream.services.retriever.parts import ANSWER_KINDS, LIGHT_WORDS, speaks_of
from memstream.services.retriever.rank import Scored, Selected
from memstream.services.retriever.relations import (
    People,
    about_others,
    about_someone_else,
    kept_as_is,
    mentions,
    whom_asked,
)
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.speech import is_reply, states_something
from memstream.services.retriever.statements import (
    cosine,
    event_time,
    is_persons,
    is_statement,
    matches_alone,
)
from memstream.services.retriever.told import Told, name_words, told_key
from memstream.services.retriever.topics import Topic
from memstream.services.retriever.values import NameAsked, ValueKind


@dataclass(frozen=True, slots=True)
class UpdateRule:
    """When a later memory counts as an update of an earlier one."""

    topic_min: float
    score_share: float
    own_margin: float = 0.5
    # The same, for a later statement that announces a change.
    changed_margin: float = 0.5
    # The question's topic, and how close both statements must be to its answers.
    topic: Topic | None = None
    topic_about: float = 1.01
    # For a question about the asker, the groups of people it asks about (relations.py);
    # None for a question about someone else.
    asked_people: frozenset[str] | None = None
    # The question names a speaker of the conversations: a turn that asks is a question
    # there, whatever it tells (speech.is_request).
    dialogue: bool = False
    # The names the question asks about ("what can't Jamie eat?"): a statement about Jamie
    # is restated only by one that names Jamie too.
    asked_names: frozenset[str] = frozenset()
    # The question asks for a name ("which hotel are they in?"): a change tied to an older
    # statement by a name they share must bring a name of its own.
    asks_a_name: NameAsked = ""
    # The kind of value it asks for, a date or an amount, if any (values.py).
    asks_a_value: ValueKind | None = None
    # The question's content words (parts.py): which part of a statement it asks about.
    asked_words: frozenset[str] = frozenset()
    # The people it asks about by name, lower-cased ("which day does Ifeoma swim?").
    whom: frozenset[str] = frozenset()
    # Names it gives with a number ("the Flat 3 tenancy"): "Flat" alone names no one thing.
    numbered_names: frozenset[str] = frozenset()
    # The asker's people by name (relations.People), for a question about the asker.
    people: People | None = None

    @classmethod
    def of(
        cls,
        settings: RetrieverSettings,
        topic: Topic | None = None,
        asked_people: frozenset[str] | None = None,
        dialogue: bool = False,
        asked_names: frozenset[str] = frozenset(),
        asks_a_name: NameAsked = "",
        asks_a_value: ValueKind | None = None,
        asked_words: frozenset[str] = frozenset(),
        whom: frozenset[str] = frozenset(),
        numbered_names: frozenset[str] = frozenset(),
    ) -> UpdateRule:
        return cls(
            settings.update_topic_min, settings.update_score_share, settings.update_own_margin,
            settings.update_changed_margin, topic, settings.update_topic_about, asked_people,
            dialogue, asked_names, asks_a_name, asks_a_value, asked_words, whom, numbered_names,
        )  # fmt: skip

    @property
    def wants_a_name(self) -> NameAsked:
        """It asks for a name and not for a value ("which terraform version?" asks both)."""
        return "" if self.asks_a_value else self.asks_a_name

    def ties(self, newer: Told, older: Told) -> bool:
        """Whether the names two statements share tie a later change to the older one. A
        name of someone the question asks about says whom both are about, not that one
        restates the other: "they've increased Mum's metformin" restates nothing of "Mum's
        physio comes on Fridays" for "which day does the physio come round to Mum?", unless
        it speaks of what is asked in the question's words."""
        shared = newer.shared_names(older)
        if not all(set(words) <= self.whom for words in shared):
            return True
        return speaks_of(newer.parts, self.asked_words - ANSWER_KINDS - LIGHT_WORDS - self.whom)

    def about_others(self, sel: Selected) -> bool:
        """Whether a memory tells of someone else than whom the question asks about: for a
        question about the asker, someone in their life ("my cousin is moving to a new
        city"); for one about someone by name or kin, other kin or a stranger."""
        asked, text = self.asked_people, str(sel.scored.cand.payload.get("text", ""))
        if asked is None:  # a question about someone else: of whom it asks, by name or kin
            return about_someone_else(text, self.whom)
        return about_others(text, asked, self.people)

    def names_dropped(self, newer: Selected, older: Selected, tied: bool = False) -> bool:
        """Whether the older statement names someone the question asks about whom the
        newer one does not, or names only to say it stays: "not doing keto anymore" restates
        nothing of "my partner Jamie is allergic to peanuts" for "what can't Jamie eat?", and
        "update: Hobnob - tuesdays now, Tansy - same" nothing of Tansy's walking day."""
        if not self.asked_names:
            return False
        old_text = str(older.scored.cand.payload.get("text", ""))
        new_text = str(newer.scored.cand.payload.get("text", ""))
        # A change `tied` to the older one by another name both say, its value ("cancelled
        # the auto renew with brightmoor" after "the Peugeot 308 is with Brightmoor"),
        # replaces that value for whatever the older one gives it of, named again or not;
        # so does a new date for a thing left unnamed ("they moved it. Friday now").
        # An acronym names a thing measured or taken, not someone: "what's my FTP number?"
        # is restated by "retested today, 248 watts".
        return any(
            mentions(old_text, n)
            and ((not tied and not mentions(new_text, n)) or kept_as_is(new_text, n))
            for n in self.asked_names
            if not n.isupper()
        )

    def on_topic(self, a: DenseVector, b: DenseVector) -> bool:
        """Both statements are about the topic the question asks about."""
        t = self.topic
        if t is None or min(t.about(a), t.about(b)) < self.topic_about:
            return False
        return t.leads(a) and t.leads(b)

    def same_subject(self, a: DenseVector, b: DenseVector) -> bool:
        return cosine(a, b) >= self.topic_min or self.on_topic(a, b)


def _own(sel: Selected) -> float:
    """What a memory's own text earns against the question (fused before neighbours)."""
    return sel.scored.cand.similarity + sel.scored.cand.bonus


def _kind(sel: Selected) -> object:
    return sel.scored.cand.payload.get("kind")


def _same(key: str, a: Selected, b: Selected) -> bool:
    """Unknown values do not differ; two named ones must be the same."""
    va, vb = a.scored.cand.payload.get(key), b.scored.cand.payload.get(key)
    return not (isinstance(va, str) and isinstance(vb, str) and va != vb)


def updates_of(
    entries: Sequence[Selected],
    vectors: Mapping[str, DenseVector],
    rule: UpdateRule,
    told: Mapping[tuple[str, str], Told] | None = None,
) -> list[tuple[int, int]]:
    """(newer, older) index pairs: `newer` ranks below `older` but restates it later.
    `told` holds what is already known of each memory's words (by collection and id)."""
    pairs, known = [], told or {}
    tells = [known.get(told_key(e)) or Told.of(e) for e in entries]
    announced = [t.announced for t in tells]
    others = [rule.about_others(e) for e in entries]
    # Read once per call, not per pair: each reads the memory's whole text.
    statements = [is_statement(e, rule.dialogue) for e in entries]
    asked, kind = rule.asked_words, rule.asks_a_value
    asked_named = name_words(rule.asked_names - rule.numbered_names)
    by_id = {e.scored.cand.id: t for e, t in zip(entries, tells, strict=True)}
    for j, newer in enumerate(entries):
        t_new, v_new = event_time(newer), vectors.get(newer.scored.cand.id)
        if t_new is None or v_new is None:
            continue
        changed = announced[j]
        # A request that announces a change may still tell it, of what an older statement
        # names ("Ollie split up with Ben and he's seeing Marco now, how do I support him?").
        telling = statements[j]
        text_new = str(newer.scored.cand.payload.get("text", ""))
        stating = changed and not rule.dialogue and is_persons(newer)
        # "launch slips to 28 March, code freeze date unchanged" dates no freeze anew.
        asks_only = not telling and not (stating and states_something(text_new))
        if asks_only and not (rule.asks_a_value and is_persons(newer)) or tells[j].keeps(asked):
            continue
        # Looking back ("last year's show was the 14th") tells of another time, not of now.
        if not changed and not tells[j].corrected and recalls_the_past(text_new):
            continue
        margin = max(rule.own_margin, rule.changed_margin) if changed else rule.own_margin
        for i in range(j):
            older = entries[i]
            t_old, v_old = event_time(older), vectors.get(older.scored.cand.id)
            if t_old is None or v_old is None or t_old >= t_new:
                continue
            shared_name = not rule.dialogue and (
                tells[j].shares_a_name(tells[i]) or tells[j].both_say(tells[i], asked_named)
            )
            renamed = (
                changed
                and shared_name
                and rule.ties(tells[j], tells[i])
                and (not rule.asks_a_name or tells[j].brings_a_name(tells[i]))
            )
            # A new date or amount of a thing the older one names is its current value in any
            # words ("deadline's 14 May" after "due 30 April"), and so is a new number in the
            # unit the older gives one in ("retested today, 248 watts" after "231 watts").
            revalued = kind is not None and (
                (shared_name and tells[j].brings_a_value(tells[i], kind))
                or tells[j].remeasures(tells[i], asked, kind)
            )
            # A request restates nothing, unless it gives a new value, or a change names what
            # it is about ("the Golf needs brake pads?", later "we traded the Golf in") or is
            # close to it ("the orchard got sold so the bees live at Cumnor, any tips?").
            if asks_only and not revalued:
                continue
            if not telling and not renamed and cosine(v_new, v_old) < rule.topic_min:
                continue
            if (
                shared_name
                and not revalued
                and tells[j].changes_another_part(tells[i], asked, rule.wants_a_name)
            ):
                continue  # "fully on Riverpod now" changes the state management, not the backend
            # A correction takes back a word the older one said, request or not ("gran's new
            # carer Gwenllian starts monday, what should i leave out?", then "sorry
            # autocorrect, it's Gwendolyn not Gwenllian").
            corrects = bool(tells[j].corrected & (tells[i].said | tells[i].values))
            unnamed = kind is not None and tells[j].redates_unnamed(tells[i], kind)
            # An agent's reply that confirms what the user asked ("I've booked Tosca in for
            # Tuesday 9th") is restated by the user's later change that names its thing
            # ("could we move Tosca to Friday 12th instead?").
            confirmed = (
                not rule.dialogue and is_persons(newer) and is_reply(older.scored.cand.payload)
            )
            if (
                not statements[i]
                and not confirmed
                and not ((renamed or revalued or corrects) and is_persons(older))
            ):
                continue
            if not confirmed and not _same("speaker", newer, older):
                continue
            if not _same("domain", newer, older):
                continue
            if _kind(newer) == "procedure" and _kind(older) != "procedure":
                continue  # how the agent is to do something changes no fact of the user's
            if others[j] and not others[i]:
                continue  # someone else's news restates nothing of the asker's own
            # A new measure naming no one else ("8 weeks now", not "Dad's on 500mg") is theirs.
            remeasured = revalued and not tells[j].names and whom_asked(text_new) <= rule.whom
            if rule.names_dropped(newer, older, tied=renamed or unnamed or remeasured):
                continue
            if not changed and tells[j].brings_back(tells[i], by_id.get(older.updates or "")):
                continue  # the value the older one's change retired, told again
            # Two announced changes of one subject: the later one is the current state, however
            # little of the question's wording it has ("switched me to metformin" after "I'm on
            # omeprazole now").
            # A replacement that names the older one's thing ("from my old usual") restates it
            # whatever its wording and its vector (MiniLM: cosine 0.26 for that pair).
            # So does a rescheduling of the thing the older one dates ("moved the launch to
            # May 21" after "the launch deadline is May 5").
            # And so does a change that names what the older one names ("we traded the Golf
            # in for a Model 3" after "the Golf needs new brake pads", "went for Brook Lane
            # instead of St Anne's"), and a correction of what the older one said ("sorry,
            # not wednesdays, fridays" after "practice night is wednesdays"), and a change of
            # the holder of a role the asker has one of ("Priya is my boss now" after "my
            # manager Olusegun ...", "switched to Leontine as my coach"), whatever its wording.
            named = (
                renamed
                or revalued
                or (changed and tells[j].names_replaced(tells[i], asked))
                or bool(tells[j].moved & (tells[i].said | asked))
                or corrects
                or unnamed
                or (tells[j].renewed and bool(tells[j].held & tells[i].held))
            )
            # A change that names the older one's thing is tied to it by that name, not by
            # how well it matches the question: "Lexora dropped me, most of my work comes
            # through TransPerfect now" matches "who sends me most of my jobs?" far less
            # than "my agency Lexora" does (F, C, E: 5 more latest-first, 2 more hits at 1).
            if confirmed and not named:
                continue
            if not named and newer.scored.score < rule.score_share * older.scored.score:
                continue
            chain = named or (changed and announced[i])
            if not chain and not matches_alone(newer):
                continue
            if not chain and _own(newer) < _own(older) - margin:
                continue  # ranked high through its neighbours or bonuses, not its own text
            # Two updates of one statement are of its subject too ("switched from my old
            # usual to kombucha" and "these days I mostly order negroni instead", both after
            # "my usual chai"): the later of them leads.
            shared = newer.updates is not None and newer.updates == older.updates
            if named or shared or rule.same_subject(v_new, v_old):
                pairs.append((j, i))
                break  # the highest-ranked statement it updates
    return pairs


def latest_first(
    entries: Sequence[Selected], vectors: Mapping[str, DenseVector], rule: UpdateRule
) -> list[Selected]:
    """`entries` with each update moved just ahead of the highest statement it restates.

    The moved memory takes that statement's score (scores stay non-increasing down the
    list) and records whom it updates. A move only ever puts a later statement ahead of an
    earlier one, so moves cannot cycle.
    """
    ordered = list(entries)
    told = {told_key(e): Told.of(e) for e in ordered}  # a move changes order, not words
    for _ in range(len(ordered)):
        pairs = updates_of(ordered, vectors, rule, told)
        if not pairs:
            break
        j, i = pairs[0]
        newer, older = ordered[j], ordered[i]
        lifted = Scored(
            newer.scored.cand,
            max(newer.scored.raw, older.scored.raw),
            max(newer.scored.score, older.scored.score),
            newer.scored.factors,
        )
        moved = Selected(lifted, newer.turns, newer.superseded, updates=older.scored.cand.id)
        del ordered[j]
        ordered.insert(i, moved)
    return ordered

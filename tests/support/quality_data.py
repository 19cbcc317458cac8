"""Synthetic assistant conversations of small tenants, for measuring retrieval quality.

What the data represents: one person (the tenant) chatting with an assistant over days
and weeks. Most turns are what people actually bring to an assistant (coding help,
recipes, travel, weather, shows, emails, small talk) plus distractors that share topic
words with personal facts ("my friend's dog is so loud"). Scattered among them, at random
positions, the user drops personal facts the way people do in chat ("btw my cat Miso
knocked over my coffee again"); some facts change later ("we moved again, now living in
Porto"), and the latest statement is the truth. Each turn is one user message plus a
brief assistant reply; turns come in sessions on different days, with increasing
`event_time`.

Each planted fact comes with a question asked later in a new session, worded so that it
shares no content word with any statement of that fact (after stop-word removal and
crude stemming) and never contains the answer: "What's the name of my pet?" for "my cat
Miso". Tenants have 3, 10, 30, 100 or 300 turns, the sizes real users have, rather than
the long conversations of LoCoMo. `isolation_pair` builds two tenants holding different
values for the same facts, so a context that leaks across tenants shows.

Everything is a plain function of its seed: no network, no clock, no global state.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

from memstream.contracts.turns import TurnIn
from tests.support.quality_filler import filler_turn
from tests.support.quality_slots import SLOT_BY_NAME, SLOTS, SlotSpec

SIZES = (3, 10, 30, 100, 300)
AGENT_ID = "assistant"
# (facts, slots restated with a new value) per tenant size; size 3 has 1 or 2 facts.
_PLAN = {3: (1, 0), 10: (3, 1), 30: (5, 2), 100: (8, 3), 300: (12, 4)}
_START = datetime(2024, 1, 8, 9, 0, tzinfo=UTC)

# English function words plus chat particles: what may be shared between a statement
# and its question. Everything else is a content word.
STOP_WORDS = frozenset(
    """a about above after again against all am an and any are as at be because been
    before being below between both but by can cannot could did do does doing down during
    each few for from further had has have having he her here hers herself him himself his
    how i if in into is it its itself just me more most my myself no nor not of off on
    once only or other our ours ourselves out over own same she should so some such than
    that the their theirs them themselves then there these they this those through to too
    under until up very was we were what when where which while who whom whose why will
    with would you your yours yourself yourselves s t d ll m re ve don didn doesn isn
    wasn aren won can't what's who's where's when's it's i'm i've i'd let btw lol haha ok
    oh ugh wow hey tell""".split()
)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def _stem(word: str) -> str:
    """Crude suffix stripping, so "moved", "moving" and "move" count as one word."""
    for suffix in ("ing", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + ("y" if suffix == "ies" else "")
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word


def content_words(text: str) -> set[str]:
    """Stems of the words of `text` that are not stop words."""
    words = _WORD.findall(text.lower().replace("\u2019", "'"))
    stems = set()
    for word in words:
        if word in STOP_WORDS:
            continue
        base = word.split("'")[0]
        if base and base not in STOP_WORDS:
            stems.add(_stem(base))
    return stems


def mentions_value(text: str, value: str) -> bool:
    """Whether `text` names `value` as a whole phrase.

    Values with capitals (names, places, months) must match case ("May" is not "may");
    lowercase ones (foods, drugs) may start a sentence, so case is ignored for them.
    """
    flags = 0 if any(ch.isupper() for ch in value) else re.IGNORECASE
    return re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text, flags) is not None


@dataclass(frozen=True, slots=True)
class Statement:
    """One fact turn: a slot stated with a value at a position of the conversation."""

    slot: str
    value: str
    session_id: str
    turn_number: int
    event_time: datetime
    text: str
    reply: str


@dataclass(frozen=True, slots=True)
class Probe:
    """A question about one slot, asked after the conversation; the latest statement wins."""

    tenant_id: str
    slot: str
    question: str
    statements: tuple[Statement, ...]

    @property
    def latest(self) -> Statement:
        return self.statements[-1]

    @property
    def answer(self) -> str:
        return self.latest.value

    @property
    def values(self) -> tuple[str, ...]:
        """Every value the slot took, oldest first."""
        return tuple(dict.fromkeys(s.value for s in self.statements))

    @property
    def updated(self) -> bool:
        return len(self.values) > 1


@dataclass(frozen=True, slots=True)
class Tenant:
    """One user's conversation, the questions about it and when they are asked."""

    tenant_id: str
    size: int
    seed: int
    turns: tuple[TurnIn, ...]
    probes: tuple[Probe, ...]
    now: datetime
    session_id: str
    # The other tenant of an isolation pair: same slots, values this one never holds.
    rival: str | None = None

    def texts(self) -> list[str]:
        return [t for turn in self.turns for t in (turn.user_input, turn.llm_output)]


def _schedule(size: int, rng: random.Random) -> list[tuple[str, int, datetime]]:
    """(session, turn number, event time) of each turn: sessions of 1-12 turns a few
    minutes apart, 1-5 days between sessions."""
    slots: list[tuple[str, int, datetime]] = []
    day = _START + timedelta(days=rng.randint(0, 60), hours=rng.randint(0, 10))
    session = 0
    while len(slots) < size:
        length = min(size - len(slots), rng.randint(1, 12))
        when = day
        for number in range(length):
            slots.append((f"s{session:03d}", number, when))
            when += timedelta(minutes=rng.randint(1, 6), seconds=rng.randint(0, 59))
        session += 1
        day += timedelta(days=rng.randint(1, 5), hours=rng.randint(-3, 3))
    return slots


def _draw_values(
    specs: Sequence[SlotSpec], counts: dict[str, int], rng: random.Random
) -> dict[str, list[str]]:
    """Distinct values per slot; slots sharing a pool (cities) never share a value."""
    taken: dict[str, set[str]] = {}
    out = {}
    for spec in specs:
        used = taken.setdefault(spec.pool or spec.name, set())
        options = [v for v in spec.values if v not in used]
        picks = rng.sample(options, counts[spec.name])
        used.update(picks)
        out[spec.name] = picks
    return out


def _phrase(
    spec: SlotSpec, version: int, value: str, rng: random.Random, said: Sequence[Statement]
) -> tuple[str, str]:
    """The statement of `value`, in words the slot's earlier statements did not use."""
    options = spec.statements if version == 0 else spec.updates
    fresh = [o for o in options if not any(s.text == o[0].format(v=s.value) for s in said)]
    text, reply = rng.choice(fresh or options)
    return text.format(v=value), reply.format(v=value)


def question_for(spec: SlotSpec, statements: Iterable[Statement], rng: random.Random) -> str:
    """A question about `spec` sharing no content word with any of `statements` (user
    message and reply) and not naming any of their values."""
    told = list(statements)
    used = set().union(*(content_words(f"{s.text} {s.reply}") for s in told))
    fits = [
        q
        for q in spec.questions
        if not content_words(q) & used and not any(mentions_value(q, s.value) for s in told)
    ]
    if not fits:
        raise ValueError(f"no question of {spec.name!r} avoids the words of {told!r}")
    return rng.choice(fits)


def _pick_slots(
    size: int, rng: random.Random, forced: Sequence[str] = ()
) -> tuple[list[SlotSpec], dict[str, int]]:
    """The slots a tenant states and how many values each takes (2-3 for changed ones)."""
    facts, updates = _PLAN[size]
    if size == 3:
        facts = rng.choice((1, 2))
    specs = [SLOT_BY_NAME[n] for n in (forced or rng.sample([s.name for s in SLOTS], facts))]
    changeable = [s.name for s in specs if s.updates]
    changed = rng.sample(changeable, min(updates, len(changeable)))
    counts = {s.name: 1 for s in specs}
    for i, name in enumerate(changed):
        # One of the changed slots of the larger tenants changes twice.
        counts[name] = 3 if (i == 0 and size >= 30) else 2
    return specs, counts


def _place(
    counts: dict[str, int], schedule: Sequence[tuple[str, int, datetime]], rng: random.Random
) -> dict[int, tuple[str, int]]:
    """(slot, version) by position: random positions, a slot's versions in conversation
    order and, when the sessions allow it (50 draws), each version in another session."""
    names = [name for name, n in counts.items() for _ in range(n)]
    for _ in range(50):
        by_slot: dict[str, list[int]] = {}
        for name, spot in zip(names, rng.sample(range(len(schedule)), len(names)), strict=True):
            by_slot.setdefault(name, []).append(spot)
        if all(len({schedule[p][0] for p in spots}) == len(spots) for spots in by_slot.values()):
            break
    return {p: (name, v) for name, spots in by_slot.items() for v, p in enumerate(sorted(spots))}


def chat_turn(
    tenant_id: str, session: str, number: int, when: datetime, user: str, reply: str
) -> TurnIn:
    """One user message and the assistant's brief reply."""
    return TurnIn(
        tenant_id=tenant_id,
        agent_id=AGENT_ID,
        session_id=session,
        turn_number=number,
        event_time=when,
        user_input=user,
        llm_output=reply,
    )


def generate_tenant(
    size: int,
    seed: int,
    *,
    tenant_id: str | None = None,
    slots: Sequence[str] = (),
    values: dict[str, list[str]] | None = None,
) -> Tenant:
    """One tenant of `size` turns; `slots` and `values` fix which facts it holds and with
    which values (oldest first), for tenants built to conflict with another."""
    if size not in _PLAN:
        raise ValueError(f"size must be one of {sorted(_PLAN)}")
    rng = random.Random(f"{size}:{seed}:{tenant_id or ''}")
    tenant_id = tenant_id or f"q{size}n{seed}"
    specs, counts = _pick_slots(size, rng, slots)
    if values is not None:
        counts = {s.name: len(values[s.name]) for s in specs}
        drawn = {s.name: list(values[s.name]) for s in specs}
    else:
        drawn = _draw_values(specs, counts, rng)
    schedule = _schedule(size, rng)
    fact_at = _place(counts, schedule, rng)
    turns: list[TurnIn] = []
    told: dict[str, list[Statement]] = {s.name: [] for s in specs}
    for position, (session, number, when) in enumerate(schedule):
        if position in fact_at:
            name, version = fact_at[position]
            spec = SLOT_BY_NAME[name]
            value = drawn[spec.name][version]
            user, reply = _phrase(spec, version, value, rng, told[name])
            told[spec.name].append(Statement(spec.name, value, session, number, when, user, reply))
        else:
            previous = turns[-1].user_input if turns else None
            _, user, reply = filler_turn(rng)
            while user == previous:  # nobody sends the same message twice in a row
                _, user, reply = filler_turn(rng)
        turns.append(chat_turn(tenant_id, session, number, when, user, reply))
    probes = tuple(
        Probe(
            tenant_id, spec.name, question_for(spec, told[spec.name], rng), tuple(told[spec.name])
        )
        for spec in specs
    )
    last_session = schedule[-1][0]
    now = schedule[-1][2] + timedelta(days=rng.randint(1, 3), hours=rng.randint(0, 8))
    return Tenant(
        tenant_id, size, seed, tuple(turns), probes, now, f"s{int(last_session[1:]) + 1:03d}"
    )


def isolation_pair(size: int, seed: int) -> tuple[Tenant, Tenant]:
    """Two tenants stating the same slots, as often, with values they never share."""
    first = generate_tenant(size, seed, tenant_id=f"q{size}a{seed}")
    rng = random.Random(f"pair:{size}:{seed}")
    used: dict[str, set[str]] = {}
    for probe in first.probes:
        used.setdefault(SLOT_BY_NAME[probe.slot].pool or probe.slot, set()).update(probe.values)
    values: dict[str, list[str]] = {}
    for probe in first.probes:
        spec = SLOT_BY_NAME[probe.slot]
        taken = used[spec.pool or spec.name]
        values[spec.name] = rng.sample(
            [v for v in spec.values if v not in taken], len(probe.values)
        )
        taken.update(values[spec.name])
    second = generate_tenant(
        size, seed, tenant_id=f"q{size}b{seed}", slots=[p.slot for p in first.probes], values=values
    )
    return replace(first, rival=second.tenant_id), replace(second, rival=first.tenant_id)


def suite(seeds: Sequence[int], sizes: Sequence[int] = SIZES) -> list[Tenant]:
    """Tenants of every size for every seed, plus one isolation pair per size."""
    tenants = [generate_tenant(size, seed) for size in sizes for seed in seeds]
    for size in sizes:
        tenants += isolation_pair(size, seeds[0])
    return tenants

"""The small-tenant suite's facts asked in other, everyday words: a check, not a target.

The suite's own questions (quality_slots.py) share no content word with the statements,
which makes them hard on purpose. These were written afterwards, as people commonly ask,
without that constraint and without looking at what the retriever gets wrong; they are
used to see whether the figures hold for wording nobody tuned for
(`bench/small_tenants.py --other-words`), never to choose a rule or a constant.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from tests.support.quality_data import Tenant

OTHER_WORDS: dict[str, tuple[str, ...]] = {
    "pet": ("What's my pet's name again?", "Do I have an animal at home? What's it called?"),
    "manager": ("Who's my boss these days?", "Who manages me?"),
    "home_city": ("Which city do I live in now?", "Where's home for me?"),
    "employer": ("Where am I working these days?", "What company am I at?"),
    "sibling": ("Do I have a brother or sister?", "Tell me about my sibling."),
    "sibling_city": ("Where does my brother or sister live?", "What city is my sibling in?"),
    "allergy": ("Am I allergic to anything?", "What food makes me ill?"),
    "food": ("What's my favourite thing to eat?", "Which food do I love?"),
    "drink": ("What do I usually order to drink?", "What's my drink of choice?"),
    "hobby": ("What hobby am I into?", "How do I spend my free time?"),
    "car": ("What kind of car do I have?", "What do I drive?"),
    "partner": ("Who am I in a relationship with?", "What's my girlfriend or boyfriend called?"),
    "birthday": ("When's my birthday?", "What month was I born in?"),
    "gym": ("What days do I go to the gym?", "How often do I train?"),
    "medication": ("What medication do I take?", "Am I on any prescriptions?"),
    "deadline": ("When's my deadline?", "When is the launch due?"),
}


def asked_in_other_words(tenants: Sequence[Tenant]) -> list[Tenant]:
    """The same tenants, each question replaced by the next other-words one of its slot
    (in turn across the suite, so each wording is asked about equally often)."""
    turns = {slot: itertools.cycle(questions) for slot, questions in OTHER_WORDS.items()}
    return [
        replace(
            tenant,
            probes=tuple(
                replace(p, question=next(turns[p.slot])) if p.slot in turns else p
                for p in tenant.probes
            ),
        )
        for tenant in tenants
    ]

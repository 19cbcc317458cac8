"""The final order of a selection, after facts took their turns' places (read path step 6).

Later restatements ahead of what they update (`updates`), then near-repeats after the
memories that add something (`repeats`). Both tell memories apart by their stored vectors,
read once for the whole selection.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import replace

from memstream.contracts.context import Intent
from memstream.services.common.stores.vectors import DenseVector
from memstream.services.retriever import repeats, updates
from memstream.services.retriever.bonuses import Signals
from memstream.services.retriever.moment import asks_about_now, asks_in_the_present
from memstream.services.retriever.parts import content_words
from memstream.services.retriever.rank import Selected
from memstream.services.retriever.relations import names_in, numbered_names, whom_asked
from memstream.services.retriever.run import Reads
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.statements import event_time
from memstream.services.retriever.topics import Topic
from memstream.services.retriever.values import asks_for_a_name, value_asked


async def final_order(
    chosen: list[Selected],
    reads: Reads,
    settings: RetrieverSettings,
    topic: Topic | None,
    question: str,
    intent: Intent,
    signals: Signals,
) -> list[Selected]:
    """`chosen` with updates first and repeats last; nothing is added or dropped.

    `signals` say whether the question names a time (then it asks about a moment) and, for
    a question about the asker, which people in their life it asks about."""
    asked_people = signals.asked_people if signals.about_self else None
    vectors = await stored_vectors(chosen, reads)
    chosen = restatements_first(
        chosen,
        vectors,
        replace(
            question_rule(settings, question, topic, asked_people, dialogue=bool(signals.speakers)),
            people=signals.people,
        ),
        question=question,
        intent=intent,
        names_time=signals.window is not None,
    )
    return repeats.repeats_last(chosen, vectors, settings.repeat_cosine)


def question_rule(
    settings: RetrieverSettings,
    question: str,
    topic: Topic | None = None,
    asked_people: frozenset[str] | None = None,
    dialogue: bool = False,
) -> updates.UpdateRule:
    """The update rule for `question`: the names, people and words it asks about, and
    whether it asks for a name or a value."""
    return updates.UpdateRule.of(
        settings,
        topic,
        asked_people,
        dialogue=dialogue,
        asked_names=names_in(question),
        asks_a_name=asks_for_a_name(question),
        asks_a_value=value_asked(question),
        asked_words=content_words(question),
        whom=whom_asked(question),
        numbered_names=numbered_names(question),
    )


async def stored_vectors(chosen: Sequence[Selected], reads: Reads) -> dict[str, DenseVector]:
    """The stored dense vectors of the selected memories, by point id (one read per
    collection): what tells restatements and repeats apart from their wording."""
    if len(chosen) < 2:
        return {}
    wanted: dict[str, list[str]] = {}
    for c in chosen:
        wanted.setdefault(c.scored.cand.collection, []).append(c.scored.cand.id)
    found = await asyncio.gather(
        *(reads.get(col, ids, with_vectors=True) for col, ids in wanted.items())
    )
    return {r.id: r.dense for records in found for r in records if r.dense is not None}


def restatements_first(
    chosen: list[Selected],
    vectors: Mapping[str, DenseVector],
    rule: updates.UpdateRule,
    *,
    question: str,
    intent: Intent,
    names_time: bool,
) -> list[Selected]:
    """`latest_first` over the selection, with the stored vectors of its memories, unless
    the question asks about a moment rather than the current state."""
    dated = [c for c in chosen if event_time(c) is not None]
    # "When is my deadline?" on a topic of personal memory asks for the current value, and
    # so does one in the present off every topic ("when do I need to hand things in?");
    # other when-questions ask about a moment ("when did she move?").
    moment = intent == "when" and rule.topic is None and not asks_in_the_present(question)
    # A time named in a question put in the present is the time of a plan, not a moment to
    # look back at: "which marathon am I doing in October?" asks what the plan is now.
    ahead = names_time and asks_in_the_present(question) and asks_about_now(question)
    if len(dated) < 2 or rule.topic_min > 1.0 or moment or (names_time and not ahead):
        return chosen
    if not asks_about_now(question):
        return chosen  # "what did she paint?" asks about then, not about now
    return updates.latest_first(chosen, vectors, rule)

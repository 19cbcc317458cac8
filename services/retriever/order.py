"""The final order of a selection, after facts took their turns' places (read path step 6).

Later restatements ahead of what they update (`updates`), then near-repeats after the
memories that add something (`repeats`). Both tell memories apart by their stored vectors,
read once for the whole selection.
"""

from __future__ import annotations

from memstream.contracts.context import Intent
from memstream.services.retriever import repeats, updates
from memstream.services.retriever.fusion import Signals
from memstream.services.retriever.parts import content_words
from memstream.services.retriever.rank import Selected
from memstream.services.retriever.relations import names_in
from memstream.services.retriever.run import Reads
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.topics import Topic
from memstream.services.retriever.values import asks_for_a_name, asks_for_a_value


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
    vectors = await updates.stored_vectors(chosen, reads)
    chosen = updates.restatements_first(
        chosen,
        vectors,
        updates.UpdateRule.of(
            settings,
            topic,
            asked_people,
            dialogue=bool(signals.speakers),
            asked_names=names_in(question),
            asks_a_name=asks_for_a_name(question),
            asks_a_value=asks_for_a_value(question),
            asked_words=content_words(question),
        ),
        question=question,
        intent=intent,
        names_time=signals.window is not None,
    )
    return repeats.repeats_last(chosen, vectors, settings.repeat_cosine)

"""Intent: keyword rules, exemplar classifier (hash vectors stand in for a model), precedence."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from services.common.embedding import HashEmbedder
from services.common.vectors import DenseVector
from services.retriever.intent import (
    EXEMPLARS,
    EmbeddingIntentClassifier,
    KeywordIntentClassifier,
    classify_intent,
)

HASH = HashEmbedder(dim=256)
KEYWORDS = KeywordIntentClassifier()


async def embed_many(texts: Sequence[str]) -> list[DenseVector]:
    return list(HASH.embed(list(texts)))


def one(text: str) -> DenseVector:
    vector: DenseVector = HASH.embed([text])[0]
    return vector


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Why did the deploy fail?", "why"),
        ("How come she left early?", "why"),
        ("When did Caroline go to the support group?", "when"),
        ("How long has Nate had his turtles?", "when"),
        ("What year did they move?", "when"),
        ("Who is responsible for billing?", "who"),
        ("Whose idea was the trip?", "who"),
        ("What kind of pottery does Melanie make?", "what"),
        ("Which cities has John visited?", "what"),
        ("What happened after the meeting?", "when"),
        ("Tell me about the reason for the delay", "why"),
        ("Book a table for two", "general"),
    ],
)
def test_keyword_classifier(text: str, intent: str) -> None:
    assert KEYWORDS.classify(text) == intent


async def test_exemplar_classifier_picks_the_nearest_exemplar() -> None:
    classifier = EmbeddingIntentClassifier(threshold=0.45)
    assert not classifier.ready
    await classifier.prepare(embed_many)
    assert classifier.ready
    found = classifier.classify(one(EXEMPLARS["who"][1]))
    assert found is not None
    assert found[0] == "who"
    assert found[1] == pytest.approx(1.0, abs=1e-5)


async def test_exemplar_classifier_abstains_below_the_threshold() -> None:
    classifier = EmbeddingIntentClassifier(threshold=0.45)
    await classifier.prepare(embed_many)
    assert classifier.classify(one("zebra quantum marmalade")) is None
    assert classifier.classify(np.zeros(256, dtype=np.float32)) is None


async def test_unprepared_classifier_abstains() -> None:
    assert EmbeddingIntentClassifier().classify(one("why did this happen")) is None


async def test_a_stated_question_word_beats_the_exemplars() -> None:
    classifier = EmbeddingIntentClassifier(threshold=0.45)
    await classifier.prepare(embed_many)
    # The vector is a "what" exemplar's, the text opens with "When".
    vector = one(EXEMPLARS["what"][0])
    assert classify_intent("When was that?", vector, classifier, KEYWORDS) == "when"


async def test_exemplars_decide_when_no_question_word_is_stated() -> None:
    classifier = EmbeddingIntentClassifier(threshold=0.45)
    await classifier.prepare(embed_many)
    text = "the person in charge here"
    assert KEYWORDS.classify(text) == "general"
    # Stands in for a model that embeds it next to "who is responsible for this".
    vector = one(EXEMPLARS["who"][0])
    assert classify_intent(text, vector, classifier, KEYWORDS) == "who"
    # No vector (embedder down): the keyword rules answer.
    assert classify_intent("the reason it broke", None, classifier, KEYWORDS) == "why"

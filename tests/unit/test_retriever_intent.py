"""Intent: keyword rules, exemplar classifier (hash vectors stand in for a model), precedence."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from memstream.services.common.models.embedding import HashEmbedder, MiniLMEmbedder
from memstream.services.common.stores.vectors import DenseVector
from memstream.services.retriever.intent import (
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


# Where-questions ask for a place, a fact to look up: never "when". The other intents
# around them, asked directly and indirectly, must keep theirs.
VARIED = [
    ("Where does my sister live?", "what"),
    ("where's my passport?", "what"),
    ("Where did Caroline move from?", "what"),
    ("Where was the photo taken?", "what"),
    ("Where did we meet?", "what"),
    ("Where did she live when she was a kid?", "what"),
    ("Whereabouts is the new flat?", "what"),
    ("Please, where is the station?", "what"),
    ("Do you remember where Melanie went camping?", "what"),
    ("Remind me where my sister lives", "what"),
    ("Can you tell me where Nate bought his turtles?", "what"),
    ("When does my sister move?", "when"),
    ("So when did Caroline go to the support group?", "when"),
    ("How long has Nate had his turtles?", "when"),
    ("What time is the dentist appointment?", "when"),
    ("Do you know what time the meeting is?", "when"),
    ("I wonder when Gina got her dress", "when"),
    ("Since when has Jon been a teacher?", "when"),
    ("Who does my sister live with?", "who"),
    ("Whose car did we borrow?", "who"),
    ("Any idea who Jon works for?", "who"),
    ("Why did my sister move?", "why"),
    ("How come the build broke?", "why"),
    ("Do you remember why Melanie went camping?", "why"),
]


@pytest.mark.parametrize(("text", "intent"), VARIED)
def test_stated_question_words_directly_or_indirectly(text: str, intent: str) -> None:
    assert KEYWORDS.leading(text) == intent
    assert KEYWORDS.classify(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "What does Melanie like to paint?",
        "Which hotel did we book in Rome?",
        "How many kids does Melanie have?",
        "Tell me about the project",
        "Do you remember the trip?",
    ],
)
def test_open_questions_leave_the_intent_to_the_exemplars(text: str) -> None:
    assert KEYWORDS.leading(text) is None


async def test_a_where_question_is_not_temporal_whatever_the_exemplars_say() -> None:
    classifier = EmbeddingIntentClassifier(threshold=0.45)
    await classifier.prepare(embed_many)
    # The vector stands in for a model that embeds it next to a "when" exemplar.
    vector = one(EXEMPLARS["when"][1])
    assert classify_intent("Where does my sister live?", vector, classifier, KEYWORDS) == "what"
    assert classify_intent("When did my sister move?", vector, classifier, KEYWORDS) == "when"


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture
async def minilm_exemplars(minilm: MiniLMEmbedder) -> EmbeddingIntentClassifier:
    async def embed(texts: Sequence[str]) -> list[DenseVector]:
        return list(minilm.embed(list(texts)))

    classifier = EmbeddingIntentClassifier()
    await classifier.prepare(embed)
    return classifier


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Where does my sister live?", "what"),
        ("In which city does John live?", "what"),
        ("What country is Caroline from?", "what"),
        ("When did my sister move?", "when"),
        ("Who is Maria?", "who"),
        ("Why did the deploy fail?", "why"),
    ],
)
def test_with_the_offline_model(
    minilm: MiniLMEmbedder, minilm_exemplars: EmbeddingIntentClassifier, text: str, intent: str
) -> None:
    [vector] = minilm.embed([text])
    assert classify_intent(text, vector, minilm_exemplars, KEYWORDS) == intent


def test_the_offline_models_exemplars_place_a_where_question_with_the_lookups(
    minilm: MiniLMEmbedder, minilm_exemplars: EmbeddingIntentClassifier
) -> None:
    # Before the place exemplars, MiniLM put it nearest "when did she go there" (0.47).
    found = minilm_exemplars.classify(minilm.embed(["Where does my sister live?"])[0])
    assert found is not None and found[0] == "what"

"""Topics of personal memory: recognising a question's topic and searching towards its answers."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from memstream.services.common.models.embedding import MiniLMEmbedder
from memstream.services.common.stores.vectors import DenseVector
from memstream.services.retriever.topics import TOPICS, Topic, TopicClassifier, search_vector, unit
from memstream.services.retriever.updates import UpdateRule

DIM = 48  # more axes than topics: no two topics share one


def axis(i: int, dim: int = DIM) -> DenseVector:
    v = np.zeros(dim, dtype=np.float32)
    v[i] = 1.0
    return v


def cos(a: DenseVector, b: DenseVector) -> float:
    return float(unit(a) @ unit(b))


async def by_position(texts: Sequence[str]) -> list[DenseVector]:
    """Every question of topic k on axis 2k, every statement on axis 2k+1."""
    names = list(TOPICS)
    where = {}
    for k, name in enumerate(names):
        asked, said = TOPICS[name]
        where |= {t: axis(2 * k) for t in asked}
        where |= {t: axis(2 * k + 1) for t in said}
    return [where[t] for t in texts]


async def test_the_nearest_example_question_names_the_topic() -> None:
    classifier = TopicClassifier(threshold=0.5, margin=0.03)
    await classifier.prepare(by_position)
    # Halfway between topics 0 and 1: too close to call.
    assert classifier.classify(axis(0) + axis(2)) is None
    asked = axis(2) + 0.1 * axis(5)
    found = classifier.classify(asked)
    assert found is not None and found.name == list(TOPICS)[1]
    assert found.score == pytest.approx(cos(asked, axis(2)), abs=1e-6)
    # Its answers are what topic 1's statements say: axis 3.
    assert found.about(axis(3)) == pytest.approx(1.0, abs=1e-6)


async def test_far_from_every_topic_or_unprepared_is_no_topic() -> None:
    classifier = TopicClassifier(threshold=0.5, margin=0.03)
    assert classifier.classify(axis(2)) is None  # not prepared
    await classifier.prepare(by_position)
    assert classifier.classify(axis(2) + 3 * axis(47)) is None  # nearest below 0.5
    assert classifier.classify(np.zeros(DIM, dtype=np.float32)) is None
    assert classifier.classify(None) is None


async def test_a_failing_embedder_leaves_the_classifier_unprepared() -> None:
    async def broken(texts: Sequence[str]) -> list[DenseVector]:
        raise TimeoutError("embedder down")

    classifier = TopicClassifier(threshold=0.5, margin=0.03)
    with pytest.raises(TimeoutError):
        await classifier.prepare(broken)
    assert not classifier.ready
    assert classifier.classify(axis(1)) is None


vectors = arrays(
    np.float32,
    DIM,
    elements=st.floats(-10, 10, allow_nan=False, width=32),
).filter(lambda v: float(np.linalg.norm(v)) > 1e-3)


@settings(max_examples=200, deadline=None)
@given(vectors, vectors, st.floats(0, 5))
def test_expanding_moves_towards_the_answers_and_stays_unit(
    query: DenseVector, answers: DenseVector, weight: float
) -> None:
    topic = Topic("any", 0.9, unit(answers))
    moved = topic.expand(query, weight)
    assert float(np.linalg.norm(moved)) == pytest.approx(1.0, abs=1e-4) or not moved.any()
    if moved.any():
        assert topic.about(moved) >= topic.about(query) - 1e-5
    assert np.allclose(topic.expand(query, 0.0), unit(query), atol=1e-6)


def test_statements_on_the_topic_asked_are_one_subject_whatever_their_own_cosine() -> None:
    topic = Topic("work", 0.8, unit(axis(0)))
    a, b = unit(axis(0) + axis(1)), unit(axis(0) + axis(2))  # cosine 0.5 to each other
    far = unit(axis(3) + 0.2 * axis(0))
    plain = UpdateRule(topic_min=0.6, score_share=0.5)
    assert not plain.same_subject(a, b)
    joined = UpdateRule(topic_min=0.6, score_share=0.5, topic=topic, topic_about=0.6)
    assert joined.same_subject(a, b)  # both at 0.707 to the topic's answers
    assert not joined.same_subject(a, far)  # one of them is not about the topic
    assert joined.same_subject(a, a)  # the cosine rule still holds on its own


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture
async def minilm_topics(minilm: MiniLMEmbedder) -> TopicClassifier:
    async def embed(texts: Sequence[str]) -> list[DenseVector]:
        return list(minilm.embed(list(texts)))

    classifier = TopicClassifier(threshold=0.5, margin=0.03)
    await classifier.prepare(embed)
    return classifier


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Which company employs me these days?", "work"),
        ("Where am I living at the moment?", "home"),
        ("What's my cat called?", "pet"),
        ("Am I allergic to anything?", "health"),
        ("what's my diet", "health"),
        ("who do I live with", "household"),
        ("who's my flatmate these days?", "household"),
        ("What are Melanie's hobbies?", "hobby"),
        ("When did Caroline go to the LGBTQ support group?", None),
        ("Summarise the plot of the film we discussed", None),
    ],
)
def test_with_the_offline_model(
    minilm: MiniLMEmbedder, minilm_topics: TopicClassifier, question: str, topic: str | None
) -> None:
    found = minilm_topics.classify(minilm.embed([question])[0])
    assert (found.name if found else None) == topic


def test_the_offline_model_searches_a_work_question_towards_a_job_change(
    minilm: MiniLMEmbedder, minilm_topics: TopicClassifier
) -> None:
    """The case that motivated topics: the answer shares no word with the question."""
    question, answer, noise = minilm.embed(
        [
            "Which company employs me?",
            "user: Last day at the old place today, starting at Hooli on Monday",
            "user: everyone at work is obsessed with the new bakery downstairs",
        ]
    )
    topic = minilm_topics.classify(question)
    assert topic is not None and topic.name == "work"
    moved = topic.expand(question, 0.5)
    gain_answer = cos(moved, answer) - cos(question, answer)
    gain_noise = cos(moved, noise) - cos(question, noise)
    assert gain_answer > gain_noise


def test_the_search_vector_moves_only_for_a_topic_and_a_weight() -> None:
    topic = Topic("work", 0.8, unit(axis(0)))
    asked = unit(axis(1))
    assert search_vector(None, asked, 0.8) is asked
    assert search_vector(topic, asked, 0.0) is asked
    assert search_vector(topic, None, 0.8) is None
    moved = search_vector(topic, asked, 0.8)
    assert moved is not None and topic.about(moved) > topic.about(asked)

"""Query building: texts and weights, names, salient terms, time windows, tone, overview."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.contracts.context import ChatMessage, ContextRequest
from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import EPISODES, Hit
from memstream.services.retriever.query import (
    QueryText,
    WeightedText,
    as_the_asker,
    is_overview,
    mentioned_speakers,
    merge_sparse,
    query_sentiment,
    query_text,
    salient_terms,
    strip_names,
    time_window,
)
from memstream.services.retriever.settings import RetrieverSettings

SETTINGS = RetrieverSettings()
NOW = datetime(2023, 6, 14, 12, 0, tzinfo=UTC)


def messages(*contents: str) -> list[ChatMessage]:
    roles = ("user", "assistant")
    return [ChatMessage(role=roles[i % 2], content=c) for i, c in enumerate(contents)]


def test_explicit_query_is_used_alone() -> None:
    request = ContextRequest(query="  where does  Ana work? ", messages=messages("ignored"))
    text = query_text(request, SETTINGS)
    assert text.dense == "where does Ana work?"
    assert [(p.text, p.weight) for p in text.sparse] == [("where does Ana work?", 1.0)]


def test_latest_message_weighs_most_and_older_ones_decay() -> None:
    request = ContextRequest(
        messages=messages(
            "I adopted a puppy called Rex last month",
            "How is Rex settling in at home?",
            "He keeps chewing my running shoes every single night",
        )
    )
    text = query_text(request, SETTINGS)
    assert text.dense == "He keeps chewing my running shoes every single night"
    assert [p.weight for p in text.sparse] == [1.0, 0.5, 0.25]
    assert text.sparse[0].text.startswith("He keeps chewing")
    assert text.sparse[2].text.startswith("I adopted a puppy")


def test_short_latest_message_borrows_the_previous_one_for_the_dense_query() -> None:
    request = ContextRequest(messages=messages("Why did the migration fail last night?", "why?"))
    assert query_text(request, SETTINGS).dense == "why? Why did the migration fail last night?"


def test_history_is_limited_by_the_setting() -> None:
    request = ContextRequest(messages=messages("one a", "two b", "three c", "four d"))
    settings = RetrieverSettings(history_messages=1)
    assert [p.text for p in query_text(request, settings).sparse] == ["four d", "three c"]


def test_speakers_are_found_by_name_including_possessives() -> None:
    speakers = ["Caroline", "Melanie", "user"]
    assert mentioned_speakers("When did Caroline's sister visit?", speakers) == ["Caroline"]
    assert mentioned_speakers("What do Melanie and Caroline share?", speakers) == [
        "Caroline",
        "Melanie",
    ]
    # Lower-case words are not names; "user" is never capitalised, so never matched.
    assert mentioned_speakers("what did the user say about caroline?", speakers) == []


def test_a_full_name_is_matched_by_its_first_name() -> None:
    assert mentioned_speakers("Where did Joanna go?", ["Joanna Smith"]) == ["Joanna Smith"]


def test_strip_names_removes_only_the_given_speakers() -> None:
    text = "When did Caroline's friend visit Sweden with Melanie?"
    assert strip_names(text, ["Caroline", "Melanie"]) == "When did friend visit Sweden with ?"
    assert strip_names("Caroline?", ["Caroline"]) == "Caroline?"  # nothing would be left


def test_salient_terms_keep_names_titles_and_numbers() -> None:
    text = 'Did Tim finish "The Name of the Wind" before the 2023 trip to Paris?'
    terms = salient_terms(text)
    assert "The Name of the Wind" in terms
    assert "Tim" in terms and "Paris" in terms and "2023" in terms
    assert "Did" not in terms  # a sentence-initial capital is not a name


def test_merge_sparse_keeps_each_terms_largest_weight() -> None:
    a = SparseVector(indices=[1, 2], values=[1.0, 1.0])
    b = SparseVector(indices=[2, 3], values=[1.0, 1.0])
    merged = merge_sparse([(a, 0.5), (b, 1.0)])
    assert merged.indices == [1, 2, 3]
    assert merged.values == [0.5, 1.0, 1.0]


def test_time_window_resolves_relative_to_now() -> None:
    window = time_window("what did we plan last week?", NOW)
    assert window is not None
    assert window.start.date().isoformat() == "2023-06-05"
    assert window.end.date().isoformat() == "2023-06-12"
    assert time_window("what is her dog's name?", NOW) is None


@pytest.mark.parametrize(
    ("text", "broad"),
    [
        ("Tell me about my food preferences", True),
        ("Give me an overview of the project", True),
        ("When did I tell you about my food preferences?", False),
        ("Who did Caroline meet at the support group?", False),
        ("What did Caroline paint last week?", False),
    ],
)
def test_overview_questions_are_told_from_evidence_seeking_ones(text: str, broad: bool) -> None:
    assert is_overview(text) is broad


@pytest.mark.parametrize(
    ("text", "tone"),
    [
        ("ugh, the build is still broken", "frustrated"),
        ("I'm so excited about the trip!", "excited"),
        ("not sure which flight to book", "uncertain"),
        ("book the 9:30 flight", "neutral"),
    ],
)
def test_query_sentiment(text: str, tone: str) -> None:
    assert query_sentiment(text) == tone


def test_the_keyword_query_leaves_out_chat_interjections() -> None:
    """ "my mam wants to know lol" must not match "lol that meeting could have been an
    email" by its keyword: the BM25 query is built without chat's interjections."""
    from memstream.services.common.models.embedding.sparse import Bm25SparseEmbedder
    from memstream.services.retriever.query import QueryText, WeightedText, sparse_query

    bm25 = Bm25SparseEmbedder()
    asked = "who's the lad I'm seeing at the moment? my mam wants to know lol"
    query = sparse_query(bm25, QueryText(dense=asked, sparse=(WeightedText(asked, 1.0),)), [])
    filler = set(bm25.embed_document("lol that meeting could have been an email").indices)
    assert not filler & set(query.indices)
    lad = set(bm25.embed_document("the lad I'm seeing is Darragh").indices)
    assert lad & set(query.indices)


def test_a_question_naming_the_asker_is_searched_in_the_first_person() -> None:
    def hits(*texts: str) -> dict[str, list[Hit]]:
        return {EPISODES: [Hit(str(i), 1.0, {"text": t}) for i, t in enumerate(texts)]}

    asked = QueryText("where does Marco work?", (WeightedText("where does Marco work?", 1.0),))
    found = hits("user: hey, I'm Marco. I'm on the payments team", "assistant: Hi Marco!")
    read = as_the_asker(asked, found, speakers=())
    assert read == QueryText("where does I work?", (WeightedText("where does I work?", 1.0),))
    # Nobody in the hits says they are Marco: Marco is someone else.
    assert as_the_asker(asked, hits("assistant: Hi Marco!"), speakers=()) is None
    # In a dialogue Marco's name says whose turns are asked about.
    assert as_the_asker(asked, found, speakers=("Marco",)) is None
    # A question that does not name the asker is left as it is.
    other = QueryText("where does Lena work?", (WeightedText("where does Lena work?", 1.0),))
    assert as_the_asker(other, found, speakers=()) is None
    # An agent's word for the asker needs no introduction.
    user = QueryText("what does the user drink?", (WeightedText("what does the user drink?", 1.0),))
    assert as_the_asker(user, {}, speakers=()) == QueryText(
        "what does I drink?", (WeightedText("what does I drink?", 1.0),)
    )

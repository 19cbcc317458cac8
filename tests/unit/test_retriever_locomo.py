"""The LoCoMo harness's loading and scoring functions, on a synthetic sample."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from bench.locomo_eval import (
    last_session_date,
    locomo_questions,
    locomo_resources,
    locomo_turns,
    normalise_evidence,
    parse_session_date,
)
from bench.locomo_score import distinct_sources, recall_at_k


def sample() -> dict[str, Any]:
    return {
        "sample_id": "conv-x",
        "conversation": {
            "speaker_a": "Ann",
            "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ann", "dia_id": "D1:1", "text": "Hi Bob!"},
                {
                    "speaker": "Bob",
                    "dia_id": "D1:2",
                    "text": "Look at this.",
                    "img_url": ["http://example/x.jpg"],
                    "blip_caption": "a photo of a cat",
                },
            ],
            "session_2_date_time": "10:04 am on 2 June, 2023",
            "session_2": [{"speaker": "Ann", "dia_id": "D2:1", "text": "Cute cat."}],
            "session_3_date_time": "9:00 am on 1 July, 2023",  # a date without turns
        },
        "qa": [
            {
                "question": "What did Bob show?",
                "answer": "a cat",
                "evidence": ["D1:2"],
                "category": 4,
            },
            {"question": "Q2", "answer": "x", "evidence": ["D1:1; D2:1"], "category": 1},
            {"question": "Q3", "adversarial_answer": "x", "evidence": ["D1:1"], "category": 5},
            {"question": "Q4", "answer": "x", "evidence": [], "category": 3},
            {"question": "Q5", "answer": "x", "evidence": ["D9:9"], "category": 2},
        ],
    }


def test_session_dates_parse_as_utc() -> None:
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert parse_session_date("12:19 am on 4 January, 2024").hour == 0


def test_turns_are_published_like_an_agent_would() -> None:
    turns = locomo_turns(sample())
    assert [t.user_input_external_id for t in turns] == ["D1:1", "D1:2", "D2:1"]
    assert [(t.session_id, t.turn_number) for t in turns] == [
        ("session_1", 0),
        ("session_1", 1),
        ("session_2", 0),
    ]
    assert turns[1].user_input == "Look at this. [image: a photo of a cat]"
    assert turns[1].speaker == "Bob" and turns[1].tenant_id == "conv-x"
    assert turns[2].event_time == datetime(2023, 6, 2, 10, 4, tzinfo=UTC)
    resources = locomo_resources(sample())
    assert [r.external_id for r in resources] == ["D1:1", "D1:2", "D2:1"]
    assert resources[0].resource_id == "conv-x:session_1:0:0"


def test_now_is_the_last_session_with_turns() -> None:
    assert last_session_date(sample()) == datetime(2023, 6, 2, 10, 4, tzinfo=UTC)


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        (["D8:6; D9:17"], ["D8:6", "D9:17"]),
        (["D:11:26", "D1:14"], ["D11:26", "D1:14"]),
        (["D1:18", "D", "D1:20", "D1:18"], ["D1:18", "D1:20"]),
        (["D01:03"], ["D1:3"]),
    ],
)
def test_normalise_evidence(raw: list[str], clean: list[str]) -> None:
    assert normalise_evidence(raw) == clean


def test_normalise_evidence_drops_turns_that_do_not_exist() -> None:
    assert normalise_evidence(["D1:1", "D10:19"], known={"D1:1"}) == ["D1:1"]


def test_only_scorable_questions_are_kept() -> None:
    questions = locomo_questions(sample())
    assert [(q.text, q.category, q.evidence) for q in questions] == [
        ("What did Bob show?", 4, ("D1:2",)),
        ("Q2", 1, ("D1:1", "D2:1")),
    ]


def test_recall_counts_evidence_among_the_sources_of_the_top_k() -> None:
    retrieved = [["D1:1", "D1:2"], ["D3:1"], ["D2:1"]]
    assert recall_at_k(["D1:2", "D2:1"], retrieved, 1) == 0.5
    assert recall_at_k(["D1:2", "D2:1"], retrieved, 3) == 1.0
    assert recall_at_k(["D7:7"], retrieved, 3) == 0.0
    with pytest.raises(ValueError):
        recall_at_k([], retrieved, 3)


def test_distinct_sources_counts_each_turn_once() -> None:
    assert distinct_sources([["a", "b"], ["b", "c"], ["d"]], 2) == 3

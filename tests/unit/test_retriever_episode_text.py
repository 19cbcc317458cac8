"""What the retriever relies on in episode points: speaker-led embedded text, time flag,
domain."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.contracts.turns import Resource
from memstream.services.common.stores.episodes import embedded_text, episode_docs, mentions_time


def resource(
    text: str, speaker: str = "Caroline", metadata: dict[str, object] | None = None
) -> Resource:
    return Resource(
        resource_id="t:s:3:0",
        tenant_id="t",
        agent_id="a",
        session_id="s",
        turn_number=3,
        part_index=0,
        kind="user_input",
        speaker=speaker,
        text=text,
        event_time=datetime(2023, 5, 8, tzinfo=UTC),
        external_id="D1:4",
        metadata=metadata or {},
    )


def test_embedded_text_leads_with_the_speaker_and_the_payload_keeps_the_bare_text() -> None:
    (doc,) = episode_docs(resource("I went to a support group yesterday."))
    assert doc.text == "Caroline: I went to a support group yesterday."
    assert doc.payload["text"] == "I went to a support group yesterday."
    assert doc.payload["speaker"] == "Caroline"
    assert doc.payload["mentions_time"] is True
    assert embedded_text("", "plain") == "plain"


def test_an_episode_carries_the_domain_its_turn_was_written_under() -> None:
    (doc,) = episode_docs(resource("Run the linter first.", metadata={"domain": "coding"}))
    assert doc.payload["domain"] == "coding"
    for metadata in ({}, {"domain": ""}, {"domain": 3}, {"other": "x"}):
        (doc,) = episode_docs(resource("Run the linter first.", metadata=metadata))
        assert doc.payload["domain"] is None


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        ("We met last week", True),
        ("It was in May", True),
        ("back in 2019 it was different", True),
        ("I may come along", False),
        ("Lovely painting, the colours are great", False),
        # Days and dates as people type them.
        ("the unit does my infusions on Mondays now", True),
        ("xray looked slow so cast now comes off 6 may. ugh", True),
        ("it's the 19th of may now", True),
        ("start moved to sept 3", True),
        ("they march on regardless", False),
        ("the 12 marbles are in the jar", False),
    ],
)
def test_mentions_time(text: str, dated: bool) -> None:
    assert mentions_time(text) is dated

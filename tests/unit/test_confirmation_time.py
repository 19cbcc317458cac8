"""`last_confirmed_at`: written by the extractor's confirmation path, read by the trust pass."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from memstream.services.common.stores.vectorstore import Record
from memstream.services.extractor.dedup import Merge, decide
from memstream.services.extractor.items import Candidate, new_item
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.writer import merged_item
from memstream.services.retriever.trust import Claim, last_confirmed, trust_pass

NOW = 1_700_000_000.0
DAY = 86_400.0
SETTINGS = ExtractorSettings(use_llm=False)


def stale(payload: dict[str, Any]) -> bool:
    claim = Claim(id="c", kind="fact", confidence=0.9, payload=payload, tags=[])
    (tagged,) = trust_pass([claim], NOW, uncertain_below=0.3, stale_after_days=90)
    return "stale" in tagged.tags


def test_stale_counts_from_the_last_confirmation_not_the_last_write() -> None:
    old = {"created_at": NOW - 200 * DAY}
    # Decay, merges and contradictions write updated_at; none of them confirms the claim.
    assert stale({**old, "updated_at": NOW - DAY})
    assert not stale({**old, "updated_at": NOW - DAY, "last_confirmed_at": NOW - 10 * DAY})
    assert stale({**old, "last_confirmed_at": NOW - 120 * DAY})
    assert not stale({"created_at": NOW - 10 * DAY, "updated_at": NOW - 10 * DAY})


def test_confirmed_before_the_time_was_recorded_falls_back_to_the_last_write() -> None:
    legacy = {"created_at": NOW - 200 * DAY, "updated_at": NOW - DAY, "confirmations": 1}
    assert last_confirmed(legacy) == pytest.approx(NOW - DAY)
    assert not stale(legacy)
    assert last_confirmed({"updated_at": NOW - 3 * DAY}) == pytest.approx(NOW - 3 * DAY)
    assert last_confirmed({}) is None


def candidate(session: str) -> Candidate:
    return Candidate(
        tenant_id="t1",
        agent_id="agent",
        project_id=None,
        session_id=session,
        item_id="item-1",
        text="Ana lives in Lisbon.",
        kind="fact",
        strength="explicit",
        sentiment="neutral",
        category="general",
        tags=(),
        entities=(),
        fact_score=0.9,
        usefulness=0.9,
        confidence=0.9,
        event_time=NOW - 100 * DAY,
        source_resource_ids=(f"r-{session}",),
        source_external_ids=(),
        source_texts=("Ana lives in Lisbon.",),
    )


def test_the_same_claim_from_another_conversation_records_its_confirmation() -> None:
    item = new_item(candidate("s1"), NOW - 100 * DAY, "model", SETTINGS)
    stored = item.to_payload()
    exact = Record("item-1", stored)
    again = decide(candidate("s2"), exact, [], SETTINGS)
    assert isinstance(again, Merge) and again.confirmation
    payload = merged_item(item, candidate("s2"), again, NOW, "model").to_payload()
    assert payload["last_confirmed_at"] == pytest.approx(NOW)
    assert payload["confirmations"] == 1
    assert not stale(payload)
    # Said again in the same conversation: a restatement, not a confirmation.
    later_turn = dataclasses.replace(candidate("s1"), source_resource_ids=("r-s1b",))
    restated = decide(later_turn, exact, [], SETTINGS)
    assert isinstance(restated, Merge) and not restated.confirmation
    same = merged_item(item, later_turn, restated, NOW, "model").to_payload()
    assert "last_confirmed_at" not in same
    assert stale(same)

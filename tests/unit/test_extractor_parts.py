"""Chunking into units, the offline summary builder, prompts and normalisation."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from nats.js.api import AckPolicy

from memstream.contracts import subjects as s
from memstream.contracts.summaries import CategorySummary
from memstream.contracts.turns import Resource
from memstream.services.common.memory.summaries import Versioned, build_summary
from memstream.services.common.models.llm import LLMSettings
from memstream.services.common.stores.vectorstore import Record
from memstream.services.extractor import normalize
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.prompts import PromptSummaries, extraction_messages, load_prompts
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.units import build_units, split_calls


def resource(text: str, kind: str = "user_input", n: int = 0, title: str | None = None) -> Resource:
    return Resource(
        resource_id=f"t:s:{n}:0",
        tenant_id="t",
        agent_id="a",
        session_id="s",
        turn_number=n,
        part_index=0,
        kind=kind,  # type: ignore[arg-type]
        speaker="user",
        text=text,
        title=title,
        event_time=datetime(2024, 5, 8, 13, 56, tzinfo=UTC),
        external_id=f"ext{n}",
    )


def test_long_documents_are_chunked_and_every_chunk_keeps_its_resource() -> None:
    words = [f"w{i}" for i in range(1000)]
    doc = resource(" ".join(words), kind="document", n=1, title="Spec")
    units = build_units([resource("short one"), doc], chunk_tokens=400, overlap=0.1)
    assert units[0].label == "R1" and units[0].chunks == 1
    chunks = units[1:]
    assert len(chunks) == 4
    assert {u.resource.resource_id for u in chunks} == {"t:s:1:0"}
    assert [u.chunk for u in chunks] == [0, 1, 2, 3]
    assert all(u.chunks == 4 for u in chunks)
    # Ten per cent overlap: the next chunk starts before the previous one ended.
    first, second = chunks[0].text.split(), chunks[1].text.split()
    assert first[-1] in second and second[0] in first
    assert [u.label for u in units] == ["R1", "R2", "R3", "R4", "R5"]


def test_empty_resources_make_no_units() -> None:
    assert build_units([resource("   ")]) == []


def test_split_calls_fits_the_token_budget() -> None:
    units = build_units([resource(" ".join(["word"] * 100), n=i) for i in range(5)])
    calls = split_calls(units, max_tokens=300)
    assert [len(c) for c in calls] == [2, 2, 1]
    assert split_calls(units, max_tokens=10_000) == [units]


def test_offline_summary_lists_top_facts_by_confidence_deterministically() -> None:
    items = [
        Record("a", {"text": "User works at Acme.", "confidence": 0.9, "updated_at": 1.0}),
        Record("b", {"text": "User leads the data team.", "confidence": 0.95, "updated_at": 2.0}),
        Record("c", {"text": "User starts at 9.", "confidence": 0.5, "updated_at": 3.0}),
        Record("d", {"text": "User commutes by bike.", "confidence": 0.9, "updated_at": 5.0}),
    ]
    text = build_summary("work", items, limit=3)
    assert text == (
        "Work:\n- User leads the data team.\n- User commutes by bike.\n"
        "- User works at Acme.\n- (and 1 more)"
    )
    assert build_summary("work", list(reversed(items)), limit=3) == text


def test_prompts_come_from_files_and_label_every_unit() -> None:
    prompts = load_prompts()
    assert "atomic fact" in prompts.system and "fact_score" in prompts.system
    units = build_units([resource("I live in Berlin."), resource("Body", "document", 1, "Spec")])
    current = Versioned(
        CategorySummary(tenant_id="t", category="home", text="Lives in Rome.", method="llm"), 7
    )
    system, user = extraction_messages(prompts, units, PromptSummaries([current], []))
    assert system["role"] == "system" and user["role"] == "user"
    content = user["content"]
    assert (
        "[R1] (user_input; speaker: user; Wednesday 2024-05-08 13:56 UTC)\nI live in Berlin."
        in content
    )
    assert '[R2] (document "Spec"' in content
    assert "## home\nLives in Rome." in content
    assert "$" not in content


def test_categories_are_safe_subject_tokens() -> None:
    assert normalize.category("Hobby") == "hobbies"
    assert normalize.category("Work/Career!") == "work_career"
    assert normalize.category("") == "general"
    assert normalize.category("Família") == "familia"
    assert normalize.kind("nonsense") == "fact"
    assert normalize.strength("??") == "inferred"
    assert normalize.sentiment("??") == "neutral"


def test_consumer_is_durable_with_explicit_acks_and_bounded_deliveries() -> None:
    app = ExtractorApp(
        ExtractorSettings(durable="x-1", filter_tenant="acme", use_llm=False, max_deliver=7)
    )
    cfg = app.consumer_config()
    assert (cfg.durable_name, cfg.ack_policy, cfg.max_deliver) == ("x-1", AckPolicy.EXPLICIT, 7)
    assert cfg.filter_subject == s.resource_filter("acme")
    assert cfg.ack_wait == app.settings.ack_wait_s


def test_ack_wait_must_outlast_the_llm_timeout() -> None:
    llm = LLMSettings(base_url="http://127.0.0.1:9/v1", timeout_s=60.0)
    with pytest.raises(ValueError, match="ACK_WAIT"):
        ExtractorApp(ExtractorSettings(ack_wait_s=60.0), llm)
    assert ExtractorApp(ExtractorSettings(ack_wait_s=61.0), llm).uses_llm
    # Without a model the LLM timeout does not matter.
    ExtractorApp(ExtractorSettings(ack_wait_s=40.0, use_llm=False), llm)


def test_configuring_a_model_is_enough_to_start_the_extractor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The default ack wait suits the rules; with a model and no ack wait of one's own it
    outlasts the LLM's timeout instead of refusing to start."""
    monkeypatch.setenv("MEMSTREAM_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.delenv("MEMSTREAM_EXTRACTOR_ACK_WAIT_S", raising=False)
    app = ExtractorApp(ExtractorSettings(), LLMSettings())
    assert app.uses_llm
    assert app.settings.ack_wait_s > app.llm_settings.timeout_s
    assert app.consumer_config().ack_wait == app.settings.ack_wait_s
    # Set by the operator, it is theirs: too short is still refused.
    monkeypatch.setenv("MEMSTREAM_EXTRACTOR_ACK_WAIT_S", "30")
    with pytest.raises(ValueError, match="ACK_WAIT"):
        ExtractorApp(ExtractorSettings(), LLMSettings())

"""The extractor consumer with an LLM: the real `openai` client against the loopback stub.

Each test runs its own extractor (own durable consumer, filtered to the test's tenant,
in-memory Qdrant, hash embedder) while the session stack's rule-based extractor is paused,
so only the LLM path writes the tenant's items, events and summaries.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.events import CostRecorded
from memstream.contracts.items import item_id
from memstream.contracts.summaries import CategorySummary
from memstream.contracts.turns import Resource
from memstream.services.cli.stack import Stack
from memstream.services.common.memory.embedder import LocalTextEmbedder
from memstream.services.common.models.embedding import HashEmbedder
from memstream.services.common.models.llm import LLMSettings
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import ITEMS, VectorStore
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.settings import ExtractorSettings
from tests.support.alone import in_memory
from tests.support.extractor import (
    all_items,
    consumer_idle,
    stream_messages,
    summary_versions,
    tenant_events,
)
from tests.support.openai_stub import OpenAIStub, StubReply
from tests.support.polling import eventually

T0 = datetime(2024, 3, 1, 10, 0, tzinfo=UTC)
Start = Callable[..., Awaitable[tuple[ExtractorApp, VectorStore]]]


def reply(facts: list[dict[str, Any]], summaries: list[dict[str, str]] | None = None) -> str:
    full = []
    for f in facts:
        fact = {"fact_score": 0.9, "usefulness": 0.85, "strength": "explicit", "sources": ["R1"]}
        fact.update(f)
        full.append(fact)
    return json.dumps({"facts": full, "summaries": summaries or []})


@pytest.fixture
async def paused_rules_extractor(extractor_app: ExtractorApp, nc: Client) -> AsyncIterator[None]:
    await extractor_app.stop(timeout=10)

    async def waiting() -> int:
        info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, s.DURABLE_EXTRACTOR)
        return info.num_waiting or 0

    try:
        # An open fetch of the stopped consumer would still take the next messages.
        await eventually(waiting, until=lambda n: n == 0, what="no open pull request")
        yield
    finally:
        await extractor_app.start()


@pytest.fixture
async def start_llm_extractor(
    paused_rules_extractor: None,
    settings: CommonSettings,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    unique: str,
    tmp_path: Path,
) -> AsyncIterator[Start]:
    """Starts (when the test is ready) an LLM extractor for the test's tenant."""
    stacks: list[Stack] = []
    common = in_memory(settings, tmp_path)

    async def start(**settings_overrides: Any) -> tuple[ExtractorApp, VectorStore]:
        app = ExtractorApp(
            ExtractorSettings(
                **settings_overrides,
                durable=f"extractor-{unique}",
                filter_tenant=client.tenant_id,
                use_llm=True,
                fetch_timeout_s=0.3,
                embed_timeout_s=5.0,
                ack_wait_s=30.0,
                nack_delay_s=0.2,
                nack_delay_max_s=0.5,
                conflict_threshold=0.3,
            ),
            LLMSettings(
                base_url=openai_stub.base_url,
                model="stub",
                backoff_s=0.0,
                max_retries=2,
                timeout_s=10.0,
            ),
            embedder=LocalTextEmbedder(HashEmbedder(64)),
        )
        stack = Stack(common, [app], embedded_nats=False)
        stacks.append(stack)
        await stack.start()
        return app, await stack.stores.vector_store(common)

    yield start
    for stack in stacks:
        await stack.stop()


async def idle(nc: Client, unique: str) -> None:
    async def probe() -> bool:
        return await consumer_idle(nc.jetstream(), f"extractor-{unique}")

    await eventually(probe, what="extractor consumer idle")


async def test_one_call_per_session_batch_and_costs_recorded(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    tenant = client.tenant_id
    for n, text in enumerate(["Hi there!", "I moved to Lisbon last year.", "I'm a nurse."]):
        await client.publish_turn("s1", n, user_input=text, event_time=T0)
    openai_stub.script_chat(
        [
            StubReply(
                reply(
                    [
                        {"text": "User lives in Lisbon.", "category": "home", "sources": ["R2"]},
                        {"text": "User is a nurse.", "category": "Job", "sources": ["R3"]},
                        {"text": "User said hi.", "usefulness": 0.2, "sources": ["R1"]},
                    ],
                    # "last year": normalised like the facts, against the part's date.
                    [{"category": "home", "text": "Lives in Lisbon since last year."}],
                ),
                usage={"prompt_tokens": 120, "completion_tokens": 40, "total_tokens": 160},
            )
        ]
    )
    app, store = await start_llm_extractor()
    await idle(nc, unique)

    assert len(openai_stub.requests_to("/chat/completions")) == 1  # one call, three turns
    prompt = openai_stub.requests_to("/chat/completions")[0].body["messages"][1]["content"]
    assert "[R2] (user_input; speaker: user;" in prompt and "I'm a nurse." in prompt
    items = {r.payload["text"]: r.payload for r in await all_items(store, tenant)}
    assert set(items) == {"User lives in Lisbon.", "User is a nurse."}
    assert items["User is a nurse."]["category"] == "work"
    assert items["User lives in Lisbon."]["source_resource_ids"] == [
        s.resource_msg_id(tenant, "s1", 1, 0)
    ]
    assert items["User lives in Lisbon."]["extractor"] == "llm"

    # Without the embedder's own spend: it is published apart, on its own timer.
    events = [e for e in await tenant_events(nc.jetstream(), tenant) if e.source != "embedder"]
    kinds = sorted(e.type for e in events)
    assert kinds == ["cost.recorded", "item.rejected", "item.stored", "item.stored"]
    [cost] = [CostRecorded.model_validate(e.payload) for e in events if e.type == "cost.recorded"]
    assert (cost.service, cost.kind, cost.prompt_tokens, cost.completion_tokens) == (
        "extractor",
        "llm",
        120,
        40,
    )
    [(_, home)] = await summary_versions(nc.jetstream(), tenant, "home")
    assert (home.text, home.method) == ("Lives in Lisbon since 2023.", "llm")
    # The model gave no work summary: the offline builder wrote one.
    [(_, work)] = await summary_versions(nc.jetstream(), tenant, "work")
    assert (work.text, work.method) == ("Work:\n- User is a nurse.", "rules")


async def test_json_wrapped_in_prose_is_accepted(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    await client.publish_turn("s1", 0, user_input="I adopted a cat named Miso.", event_time=T0)
    body = reply([{"text": "User adopted a cat named Miso.", "category": "pets"}])
    openai_stub.script_chat([f"Sure! Here are the facts:\n```json\n{body}\n```\nAnything else?"])
    app, store = await start_llm_extractor()
    await idle(nc, unique)
    [item] = await all_items(store, client.tenant_id)
    assert item.id == item_id(client.tenant_id, "User adopted a cat named Miso.", "fact")


async def test_invalid_json_is_retried_then_dead_lettered_and_recoverable(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    tenant = client.tenant_id
    ack = await client.publish_turn("s1", 0, user_input="I play the cello.", event_time=T0)
    openai_stub.script_chat(["not json", '{"facts": "nope"}', "still nothing"])
    app, store = await start_llm_extractor()
    await idle(nc, unique)
    assert len(openai_stub.requests_to("/chat/completions")) == 3  # first try + 2 retries

    [(_, payload, headers)] = await stream_messages(
        nc.jetstream(), s.STREAM_DLQ, s.dlq(s.DLQ_EXTRACTOR, tenant)
    )
    assert headers[s.HEADER_DLQ_REASON] == "llm_output_invalid"
    assert "unusable JSON" in headers[s.HEADER_DLQ_ERROR]
    assert headers[s.HEADER_DLQ_SEQ] == str(ack.resource_seqs[0])
    assert await all_items(store, tenant) == []

    # The resource is still in RESOURCES: a replay extracts it once the model behaves.
    raw = await nc.jetstream().get_msg(s.STREAM_RESOURCES, ack.resource_seqs[0])
    assert raw.data == payload
    openai_stub.script_chat([reply([{"text": "User plays the cello.", "category": "hobbies"}])])
    result = await app.service.pipeline.process([Resource.model_validate_json(payload)])
    assert result.outcomes == {"stored": 1} and result.llm_calls == 1


async def test_a_turn_the_model_refuses_is_dead_lettered_at_once_with_its_reason(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    tenant = client.tenant_id
    ack = await client.publish_turn("s1", 0, user_input="Something filtered.", event_time=T0)
    openai_stub.script_chat(
        [StubReply(status=400, error_message="filtered", error_code="content_filter")]
    )
    await start_llm_extractor()
    await idle(nc, unique)
    assert len(openai_stub.requests_to("/chat/completions")) == 1  # refused: not retried
    [(_, _, headers)] = await stream_messages(
        nc.jetstream(), s.STREAM_DLQ, s.dlq(s.DLQ_EXTRACTOR, tenant)
    )
    assert headers[s.HEADER_DLQ_REASON] == "llm_input_refused"
    assert "filtered" in headers[s.HEADER_DLQ_ERROR]
    assert headers[s.HEADER_DLQ_SEQ] == str(ack.resource_seqs[0])


async def test_unavailable_model_is_retried_later(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    before = REGISTRY.get_sample_value("memstream_extractor_messages_total", {"outcome": "retried"})
    await client.publish_turn("s1", 0, user_input="I speak Finnish.", event_time=T0)
    openai_stub.script_chat(
        [503, 503, 503, reply([{"text": "User speaks Finnish.", "category": "education"}])]
    )
    app, store = await start_llm_extractor()
    await idle(nc, unique)
    [item] = await all_items(store, client.tenant_id)
    assert item.payload["text"] == "User speaks Finnish."
    after = REGISTRY.get_sample_value("memstream_extractor_messages_total", {"outcome": "retried"})
    assert (after or 0.0) - (before or 0.0) == 1.0
    assert (
        await stream_messages(
            nc.jetstream(), s.STREAM_DLQ, s.dlq(s.DLQ_EXTRACTOR, client.tenant_id)
        )
        == []
    )


async def test_contradiction_supersede_and_summary_archive(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    tenant = client.tenant_id
    openai_stub.script_chat(
        [
            reply(
                [{"text": "User lives in Berlin.", "category": "home"}],
                [{"category": "home", "text": "User lives in Berlin."}],
            ),
            reply(
                [{"text": "User lives in Paris.", "category": "home"}],
                [{"category": "home", "text": "User moved from Berlin to Paris."}],
            ),
        ]
    )
    app, store = await start_llm_extractor()
    await client.publish_turn("s1", 0, user_input="I live in Berlin.", event_time=T0)
    await idle(nc, unique)
    later = T0 + timedelta(days=40)
    await client.publish_turn("s2", 0, user_input="I moved to Paris!", event_time=later)

    async def statuses() -> dict[str, str]:
        return {r.payload["text"]: r.payload["status"] for r in await all_items(store, tenant)}

    await eventually(
        statuses,
        until=lambda got: (
            got == {"User lives in Berlin.": "superseded", "User lives in Paris.": "active"}
        ),
    )
    await idle(nc, unique)
    berlin, paris = (
        item_id(tenant, "User lives in Berlin.", "fact"),
        item_id(tenant, "User lives in Paris.", "fact"),
    )
    [old, new] = await store.get(ITEMS, [berlin, paris])
    assert old.payload["valid_until"] == later.timestamp()
    assert old.payload["confidence"] == pytest.approx(0.7)
    assert new.payload["supersedes"] == berlin

    versions = await summary_versions(nc.jetstream(), tenant, "home")
    assert [v.text for _, v in versions] == [
        "User lives in Berlin.",
        "User moved from Berlin to Paris.",
    ]
    assert versions[1][1].previous_seq == versions[0][0]  # the first is the archive
    # The second call saw the current summary in its prompt.
    second = openai_stub.requests_to("/chat/completions")[1].body["messages"][1]["content"]
    assert "## home\nUser lives in Berlin." in second


async def seed_summaries(nc: Client, tenant: str, texts: dict[str, str]) -> None:
    for category, text in texts.items():
        summary = CategorySummary(tenant_id=tenant, category=category, text=text, method="llm")
        await nc.jetstream().publish(
            s.summary(tenant, category), summary.model_dump_json().encode()
        )


async def test_every_current_summary_is_in_the_prompt(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    tenant = client.tenant_id
    # Fourteen categories: the prompt used to show only the twelve most recent.
    categories = [f"topic{i:02d}" for i in range(14)]
    await seed_summaries(nc, tenant, {c: f"User's {c} summary." for c in categories})
    await client.publish_turn("s1", 0, user_input="I adopted a cat named Miso.", event_time=T0)
    openai_stub.script_chat(
        [
            reply(
                [{"text": "User adopted a cat named Miso.", "category": "topic00"}],
                [{"category": "topic00", "text": "User has a cat named Miso."}],
            )
        ]
    )
    app, store = await start_llm_extractor()
    await idle(nc, unique)
    prompt = openai_stub.requests_to("/chat/completions")[0].body["messages"][1]["content"]
    assert all(f"## {c}\nUser's {c} summary." in prompt for c in categories)
    assert "Left out" not in prompt
    versions = await summary_versions(nc.jetstream(), tenant, "topic00")
    assert [v.text for _, v in versions] == [
        "User's topic00 summary.",
        "User has a cat named Miso.",
    ]


async def test_a_touched_summary_left_out_of_the_prompt_gets_a_call_of_its_own(
    start_llm_extractor: Start,
    openai_stub: OpenAIStub,
    client: MemoryClient,
    nc: Client,
    unique: str,
) -> None:
    tenant = client.tenant_id
    await seed_summaries(
        nc,
        tenant,
        {
            "home": "User lives in Berlin, in a flat near the river, since moving from Munich.",
            "pets": "User has a dog named Rex, a beagle who loves long walks in the park.",
            "work": "User works as a nurse at the Charité hospital, mostly on night shifts.",
        },
    )
    await client.publish_turn("s1", 0, user_input="My dog Rex loves the park.", event_time=T0)
    openai_stub.script_chat(
        [
            reply(
                [
                    {"text": "User's dog Rex loves the park.", "category": "pets"},
                    {"text": "User moved to Lyon yesterday.", "category": "home"},
                ],
                [
                    {"category": "pets", "text": "User has a beagle, Rex, who loves the park."},
                    # Never shown the home summary: this rewrite would lose Munich.
                    {"category": "home", "text": "User lives in Lyon."},
                ],
            ),
            '{"summary": "User moved from Munich to Berlin, then to Lyon on 2024-02-29."}',
        ]
    )
    # Room for one summary: the one of the category the new part mentions (a dog: pets).
    app, store = await start_llm_extractor(summary_prompt_chars=100)
    await idle(nc, unique)

    first, second = openai_stub.requests_to("/chat/completions")
    prompt = first.body["messages"][1]["content"]
    assert "## pets\n" in prompt and "## home" not in prompt and "## work" not in prompt
    assert "Left out, too many to show: home, work." in prompt
    own = second.body["messages"][1]["content"]
    assert "Category: home" in own
    assert "User lives in Berlin, in a flat near the river" in own
    # The fact reached the summary call with its absolute date.
    assert "- (2024-03-01) User moved to Lyon on 2024-02-29." in own

    [_, (_, home)] = await summary_versions(nc.jetstream(), tenant, "home")
    assert (home.text, home.method) == (
        "User moved from Munich to Berlin, then to Lyon on 2024-02-29.",
        "llm",
    )
    [_, (_, pets)] = await summary_versions(nc.jetstream(), tenant, "pets")
    assert pets.text == "User has a beagle, Rex, who loves the park."
    assert len(await summary_versions(nc.jetstream(), tenant, "work")) == 1  # untouched
    events = await tenant_events(nc.jetstream(), tenant)
    costs = [CostRecorded.model_validate(e.payload) for e in events if e.type == "cost.recorded"]
    costs = [c for c in costs if c.kind == "llm"]  # the embedder's spend is published apart
    assert [c.service for c in costs] == ["extractor", "extractor"]

"""The agent's memory tools end to end: tools service, vector store, EVENTS, graph."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.tools import dispatch

T = TypeVar("T")


async def eventually(fetch: Callable[[], Awaitable[T]], ok: Callable[[T], bool]) -> T:
    """Poll until the graph has projected what the tools wrote (deadline, no fixed sleeps)."""
    deadline = time.monotonic() + 30
    while True:
        value = await fetch()
        if ok(value):
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached before the deadline: {value!r}")
        await asyncio.sleep(0.05)



async def test_remember_search_confirm_and_weak_facts(client: MemoryClient) -> None:
    strong = await client.remember_fact(
        "Ana moved to Lisbon in May.", confidence=0.9, entity_names=["Ana", "Lisbon"]
    )
    weak = await client.remember_fact("Ana might like jazz.", confidence=0.2, entity_names=["Ana"])
    assert strong.created and weak.created
    again = await client.remember_fact("ana moved to lisbon in may")
    assert not again.created and again.memory.id == strong.memory.id
    assert strong.memory.created_at.iso and strong.memory.created_at.relative == "just now"
    assert strong.memory.created_at.timezone.startswith("UTC")

    found = await client.search_memory("Where does Ana live?", limit=5)
    assert strong.memory.id in [m.id for m in found.memories]
    only_jazz = await client.search_memory("music", tag="nope")
    assert only_jazz.memories == []

    weakest = await eventually(lambda: client.weak_facts(limit=5), lambda r: len(r.memories) >= 2)
    assert weakest.memories[0].id == weak.memory.id

    confirmed = await client.confirm_fact(weak.memory.id)
    assert confirmed.memory.protected and confirmed.memory.confidence == 1.0
    after = await eventually(
        lambda: client.weak_facts(limit=5),
        lambda r: weak.memory.id not in [m.id for m in r.memories],
    )
    assert [m.id for m in after.memories] == [strong.memory.id]

    about_ana = await client.search_memory("Lisbon", entity="ana")
    assert strong.memory.id in [m.id for m in about_ana.memories]


async def test_correct_fact_supersedes_and_explain_shows_the_chain(client: MemoryClient) -> None:
    old = await client.remember_fact("My boss is Marek.", entity_names=["Marek"])
    fixed = await client.correct_fact(old.memory.id, "My boss is Vitaly.")
    assert fixed.old.status == "superseded" and fixed.old.superseded_by == fixed.new.id
    assert fixed.new.supersedes == old.memory.id
    found = await client.search_memory("Who is my boss?")
    ids = [m.id for m in found.memories]
    assert fixed.new.id in ids and old.memory.id not in ids

    explained = await eventually(
        lambda: client.explain_fact(fixed.new.id), lambda r: len(r.supersedes_chain) == 2
    )
    assert [m.id for m in explained.supersedes_chain] == [old.memory.id, fixed.new.id]
    assert [e.name for e in explained.entities] == ["Marek"]
    with pytest.raises(MemstreamError) as exc:
        await client.correct_fact(old.memory.id, "My boss is Olga.")
    assert exc.value.code == "validation_error"


async def test_entity_info_and_stats(client: MemoryClient) -> None:
    await client.publish_turn("s1", 0, user_input="hello there", llm_output="hi")
    fact = await client.remember_fact(
        "Vitya runs Project Alpha.", entity_names=["Vitya", "Project Alpha"]
    )
    info = await eventually(lambda: client.get_entity_info("vitya"), lambda r: r.found)
    assert info.entity is not None and info.entity.name == "Vitya"
    assert [f.id for f in info.facts] == [fact.memory.id]
    assert [e.name for e in info.related] == ["Project Alpha"]
    assert not (await client.get_entity_info("Nobody Known")).found

    stats = await eventually(client.memory_stats, lambda r: r.items_by_kind.get("fact", 0) >= 1)
    assert stats.entities == 2 and stats.edges_by_type["co_occurs"] == 1
    assert stats.sessions == 1 and stats.vector_items == 1
    assert stats.storage_bytes > 0


async def test_another_tenants_ids_are_not_found(
    client: MemoryClient, intruder: MemoryClient
) -> None:
    mine = await client.remember_fact("My PIN hint is the cat's name.", entity_names=["cat"])
    for call in (
        intruder.confirm_fact(mine.memory.id),
        intruder.explain_fact(mine.memory.id),
        intruder.correct_fact(mine.memory.id, "hijacked"),
        client.confirm_fact("no-such-id"),
        client.explain_fact("no-such-id"),
    ):
        with pytest.raises(MemstreamError) as exc:
            await call
        assert exc.value.code == "not_found"
        assert "cat" not in str(exc.value)
    assert (await intruder.search_memory("PIN hint cat")).memories == []
    assert not (await intruder.get_entity_info("cat")).found
    assert (await intruder.weak_facts()).memories == []
    still = await client.explain_fact(mine.memory.id)
    assert still.memory.status == "active" and not still.memory.protected


async def test_bad_input_is_refused_with_a_reason(client: MemoryClient, nc: Client) -> None:
    tenant = client.tenant_id
    for name, body, field in (
        ("remember_fact", b'{"content": ""}', "content"),
        ("weak_facts", b'{"limit": 0}', "limit"),
        ("confirm_fact", b"{}", "memory_id"),
        ("search_memory", b'{"query": "x", "extra": 1}', "extra"),
    ):
        raw = await nc.request(s.tool(tenant, name), body, timeout=5)
        reply = ErrorReply.model_validate_json(raw.data)
        assert reply.code == "validation_error" and reply.field == field, name
    garbage = ErrorReply.model_validate_json(
        (await nc.request(s.tool(tenant, "memory_stats"), b"{not json", timeout=5)).data
    )
    assert garbage.code == "invalid_json"
    with pytest.raises(MemstreamError) as exc:
        await client.search_memory("x", after="not a date")
    assert exc.value.code == "validation_error" and exc.value.reply.field == "after/before"


async def test_dispatch_runs_model_tool_calls_and_reports_errors(client: MemoryClient) -> None:
    out = json.loads(
        await dispatch(client, "remember_fact", json.dumps({"content": "Olga likes tea."}))
    )
    assert out["type"] == "remember_fact" and out["memory"]["text"] == "Olga likes tea."
    bad = json.loads(await dispatch(client, "confirm_fact", '{"memory_id": ""}'))
    assert bad["error"] == "invalid_arguments" and bad["field"] == "memory_id"
    missing = json.loads(await dispatch(client, "explain_fact", '{"memory_id": "nope"}'))
    assert missing["error"] == "not_found"
    unknown = json.loads(await dispatch(client, "forget_everything", "{}"))
    assert unknown["error"] == "unknown_tool"
    extra = json.loads(await dispatch(client, "memory_stats", '{"x": 1}'))
    assert extra["error"] == "invalid_arguments"

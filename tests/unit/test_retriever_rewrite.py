"""LLM query rewriting: the rewriter through the real `openai` client against the loopback
stub, and the pipeline's use of it (with a plain async function standing in)."""

from __future__ import annotations

import asyncio
import json

import pytest

from memstream.contracts.context import ChatMessage, ContextRequest
from memstream.services.common.models.llm import LLMClient, LLMSettings
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.retriever import Retriever, RetrieverSettings
from memstream.services.retriever.query import QueryText, WeightedText, query_text, with_rewrite
from memstream.services.retriever.rewrite import LLMQueryRewriter, load_prompts
from tests.support.fixtures import openai_stub  # noqa: F401  (fixture)
from tests.support.openai_stub import OpenAIStub, StubReply
from tests.unit.test_retriever_pipeline import (  # noqa: F401  (fixtures)
    BM25,
    NOW,
    embed_query,
    store,
    tenant,
)

FOLLOW_UP = [
    ChatMessage(role="user", content="Ann adopted a kitten last spring, right?"),
    ChatMessage(role="assistant", content="Yes, she did."),
    ChatMessage(role="user", content="What is its name?"),
]


def rewriter(stub: OpenAIStub, timeout_s: float = 5.0) -> LLMQueryRewriter:
    settings = LLMSettings(
        base_url=stub.base_url, api_key="k", model="stub", backoff_s=0.0, max_retries=1
    )
    return LLMQueryRewriter(LLMClient(settings, "retriever"), timeout_s, load_prompts())


def conversation() -> QueryText:
    return query_text(ContextRequest(messages=FOLLOW_UP, now=NOW), RetrieverSettings())


async def test_rewriter_sends_the_conversation_and_reads_the_query(
    openai_stub: OpenAIStub,  # noqa: F811
) -> None:
    openai_stub.script_chat(['Here: {"query": "What is the name of  Ann\'s kitten?"}'])
    r = rewriter(openai_stub)
    try:
        assert await r(conversation()) == "What is the name of Ann's kitten?"
    finally:
        await r.close()
    (request,) = openai_stub.requests_to("/chat/completions")
    user = request.body["messages"][1]["content"]
    assert "Latest message:\nWhat is its name?" in user
    assert "- Ann adopted a kitten last spring, right?\n- Yes, she did." in user
    assert json.dumps(request.body["response_format"]).count("query") >= 1


@pytest.mark.parametrize(
    "replies",
    [
        [500, 500],
        ["no json here", "still none"],
        [StubReply(content='{"query": "late"}', latency=2)],
    ],
    ids=["server-errors", "unusable-output", "too-slow"],
)
async def test_rewriter_gives_up_with_none(
    openai_stub: OpenAIStub,  # noqa: F811
    replies: list[str | int | StubReply],
) -> None:
    openai_stub.script_chat(replies)
    r = rewriter(openai_stub, timeout_s=0.5)
    try:
        assert await asyncio.wait_for(r(conversation()), 30) is None
    finally:
        await r.close()


def test_the_rewrite_leads_and_the_messages_keep_their_weights() -> None:
    text = QueryText(dense="What is its name?", sparse=(WeightedText("What is its name?", 1.0),))
    out = with_rewrite(text, "  What is the name of Ann's kitten? ", 1000)
    assert out.dense == "What is the name of Ann's kitten?"
    assert out.latest == out.dense
    assert out.sparse[1:] == text.sparse
    assert with_rewrite(text, "   ", 1000) == text


async def test_pipeline_searches_with_the_rewrite_and_costs_it(
    store: VectorStore,  # noqa: F811
    tenant: str,  # noqa: F811
) -> None:
    seen: list[str] = []

    async def rewrite(text: QueryText) -> str | None:
        seen.append(text.latest)
        return "What is the name of the kitten Ann adopted?"

    embedded: list[str] = []

    async def recording(text: str) -> Embedding:
        embedded.append(text)
        return await embed_query(text)

    settings = RetrieverSettings(cost_rewrite=20.0)
    plain = Retriever(store, embed_query, BM25, settings=settings, clock=lambda: NOW)
    rewriting = Retriever(
        store, recording, BM25, settings=settings, clock=lambda: NOW, rewrite=rewrite
    )
    request = ContextRequest(messages=FOLLOW_UP, now=NOW)
    without = await plain.retrieve(tenant, request)
    with_it = await rewriting.retrieve(tenant, request)
    assert seen == ["What is its name?"]
    assert "Miso" in with_it.items[0].text
    # The dense query is the rewrite (with the speaker's name left out), not "its name".
    assert embedded[-1] == "What is the name of the kitten adopted?"
    # The rewrite's cost on top (its named speaker may cost one more query embedding).
    assert with_it.cost - without.cost >= 20.0
    assert with_it.degraded == []

    constrained = await rewriting.retrieve(
        tenant, ContextRequest(messages=FOLLOW_UP, now=NOW, budget_constrained=True)
    )
    assert seen == ["What is its name?"]  # no LLM call when over budget
    assert constrained.items


async def test_pipeline_keeps_the_plain_query_when_the_rewrite_fails(
    store: VectorStore,  # noqa: F811
    tenant: str,  # noqa: F811
) -> None:
    async def failing(text: QueryText) -> str | None:
        return None

    r = Retriever(store, embed_query, BM25, clock=lambda: NOW, rewrite=failing)
    response = await r.retrieve(tenant, ContextRequest(messages=FOLLOW_UP, now=NOW))
    assert response.degraded == ["rewrite"]
    assert response.items

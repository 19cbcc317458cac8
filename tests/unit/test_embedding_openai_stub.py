"""The OpenAI stub itself, driven by the real openai client, as LLM-client tests will use it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import numpy as np
import openai
import pytest
from openai import AsyncOpenAI
from openai.types.chat import ChatCompletion, ChatCompletionMessageParam

from tests.support import fixtures
from tests.support.openai_stub import OpenAIStub, StubReply, stub_embedding

# The shared fixture, visible here whether or not tests/conftest.py re-exports it.
openai_stub = fixtures.openai_stub


USER_Q: list[ChatCompletionMessageParam] = [{"role": "user", "content": "q"}]


@pytest.fixture
async def client(openai_stub: OpenAIStub) -> AsyncIterator[AsyncOpenAI]:
    async with AsyncOpenAI(
        base_url=openai_stub.base_url, api_key="sk-test", max_retries=0, timeout=10.0
    ) as client:
        yield client


async def ask(client: AsyncOpenAI) -> ChatCompletion:
    return await client.chat.completions.create(model="m", messages=USER_Q)


async def test_scripted_chat_replies_in_order(openai_stub: OpenAIStub, client: AsyncOpenAI) -> None:
    openai_stub.script_chat(["first answer", "second answer"])
    messages: list[ChatCompletionMessageParam] = [{"role": "user", "content": "hi there"}]
    one = await client.chat.completions.create(model="gpt-4o-mini", messages=messages)
    two = await client.chat.completions.create(model="gpt-4o-mini", messages=messages)
    assert one.choices[0].message.content == "first answer"
    assert two.choices[0].message.content == "second answer"
    assert one.choices[0].finish_reason == "stop"
    assert one.usage is not None and one.usage.prompt_tokens == 2
    recorded = openai_stub.requests_to("/chat/completions")
    assert [r.body["messages"] for r in recorded] == [messages, messages]
    assert openai_stub.pending_chat_replies() == 0


async def test_scripted_status_codes_become_api_errors(
    openai_stub: OpenAIStub, client: AsyncOpenAI
) -> None:
    openai_stub.script_chat([429, 500, StubReply(status=400, error_message="bad schema"), "ok"])
    with pytest.raises(openai.RateLimitError):
        await ask(client)
    with pytest.raises(openai.InternalServerError):
        await ask(client)
    with pytest.raises(openai.BadRequestError, match="bad schema"):
        await ask(client)
    reply = await ask(client)
    assert reply.choices[0].message.content == "ok"


async def test_unscripted_chat_fails_loudly(openai_stub: OpenAIStub, client: AsyncOpenAI) -> None:
    with pytest.raises(openai.BadRequestError, match="no scripted chat reply"):
        await ask(client)


async def test_latency_triggers_client_timeout(
    openai_stub: OpenAIStub, client: AsyncOpenAI
) -> None:
    openai_stub.script_chat([StubReply(content="late", latency=2.0)])
    impatient = client.with_options(timeout=0.2)
    with pytest.raises(openai.APITimeoutError):
        await ask(impatient)


async def test_tool_calls_and_custom_headers(openai_stub: OpenAIStub, client: AsyncOpenAI) -> None:
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "save_memory", "arguments": '{"text": "likes tea"}'},
    }
    openai_stub.script_chat([StubReply(tool_calls=[call], headers={"x-request-id": "req-9"})])
    raw = await client.chat.completions.with_raw_response.create(
        model="m", messages=[{"role": "user", "content": "remember I like tea"}]
    )
    completion = raw.parse()
    assert raw.headers["x-request-id"] == "req-9"
    choice = completion.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.tool_calls is not None
    tool_call = choice.message.tool_calls[0]
    assert tool_call.type == "function"
    assert tool_call.function.name == "save_memory"


async def test_streaming_reassembles_content_and_usage(
    openai_stub: OpenAIStub, client: AsyncOpenAI
) -> None:
    openai_stub.script_chat(["the user likes green tea"])
    stream = await client.chat.completions.create(
        model="m",
        messages=[{"role": "user", "content": "what do I like"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    pieces: list[str] = []
    finish: list[str] = []
    usage_tokens = None
    async for chunk in stream:
        for choice in chunk.choices:
            if choice.delta.content:
                pieces.append(choice.delta.content)
            if choice.finish_reason:
                finish.append(choice.finish_reason)
        if chunk.usage is not None:
            usage_tokens = chunk.usage.completion_tokens
    assert "".join(pieces) == "the user likes green tea"
    assert len(pieces) == 5 and finish == ["stop"] and usage_tokens == 5
    assert openai_stub.requests[0].body["stream"] is True


async def test_default_base64_embeddings_decode_to_the_same_vectors(
    openai_stub: OpenAIStub,
    client: AsyncOpenAI,
) -> None:
    # The openai client asks for base64 unless told otherwise; other code may rely on that.
    response = await client.embeddings.create(
        model="text-embedding-3-small", input=["x", "y"], dimensions=12
    )
    assert openai_stub.requests[0].body["encoding_format"] == "base64"
    got = np.asarray([d.embedding for d in response.data])
    want = np.asarray([stub_embedding("x", 12), stub_embedding("y", 12)])
    np.testing.assert_allclose(got, want, atol=1e-6)
    assert response.usage.total_tokens == 2


async def test_api_key_enforcement_and_models() -> None:
    with OpenAIStub(api_key="right", models=["a", "b"]) as stub:
        async with AsyncOpenAI(base_url=stub.base_url, api_key="right", max_retries=0) as good:
            assert [m.id async for m in good.models.list()] == ["a", "b"]
        async with AsyncOpenAI(base_url=stub.base_url, api_key="wrong", max_retries=0) as bad:
            with pytest.raises(openai.AuthenticationError):
                await bad.models.list()


def test_matryoshka_prefix_property() -> None:
    full = np.asarray(stub_embedding("same text", 64))
    short = np.asarray(stub_embedding("same text", 16))
    np.testing.assert_allclose(short, full[:16] / np.linalg.norm(full[:16]), atol=1e-12)
    assert stub_embedding("same text", 16) != stub_embedding("other text", 16)


def test_script_rejects_bad_items(openai_stub: OpenAIStub) -> None:
    with pytest.raises(TypeError):
        openai_stub.script_chat([3.5])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        openai_stub.script_embeddings(["content"])  # type: ignore[list-item]


def test_reset_clears_scripts_and_history(openai_stub: OpenAIStub) -> None:
    openai_stub.script_chat(["unused"])
    openai_stub.script_embeddings_errors([500])
    openai_stub.reset()
    assert openai_stub.pending_chat_replies() == 0 and openai_stub.requests == []

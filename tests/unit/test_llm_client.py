"""The LLM client through the real `openai` client against the loopback stub server."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from memstream.services.common.messaging.errors import should_retry
from memstream.services.common.models.llm import (
    LLMClient,
    LLMError,
    LLMInputRefused,
    LLMOutputError,
    LLMSettings,
    TokenUsage,
    extract_json,
)
from memstream.services.common.runtime.metrics import REGISTRY
from tests.support.fixtures import openai_stub  # noqa: F401  (fixture)
from tests.support.openai_stub import OpenAIStub, StubReply


class Fact(BaseModel):
    text: str
    score: float


def make_client(
    stub: OpenAIStub, seen: list[TokenUsage] | None = None, **over: object
) -> LLMClient:
    settings = LLMSettings(
        base_url=stub.base_url, api_key="k", model="stub", backoff_s=0.0, max_retries=2, **over
    )
    return LLMClient(
        settings, "test", on_usage=lambda u, _m: seen.append(u) if seen is not None else None
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"a": 1}', {"a": 1}),
        ('Sure! Here it is:\n```json\n{"a": [1, 2]}\n```\nAnything else?', {"a": [1, 2]}),
        ('noise {not json} then {"b": "x}"} tail', {"b": "x}"}),
        ("[1, 2, 3]", [1, 2, 3]),
    ],
)
def test_extract_json_tolerates_prose_and_fences(text: str, expected: object) -> None:
    assert extract_json(text) == expected


def test_extract_json_without_json_raises() -> None:
    with pytest.raises(ValueError, match="no JSON"):
        extract_json("I could not do that.")


async def test_good_json_is_validated_and_tokens_counted(openai_stub: OpenAIStub) -> None:  # noqa: F811
    seen: list[TokenUsage] = []

    def tokens(kind: str) -> float:
        labels = {"service": "test", "kind": kind}
        return REGISTRY.get_sample_value("memstream_llm_tokens_total", labels) or 0.0

    before = tokens("prompt"), tokens("completion")
    openai_stub.script_chat(
        [
            StubReply(
                '{"text": "likes tea", "score": 0.9}',
                usage={"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
            )
        ]
    )
    client = make_client(openai_stub, seen)
    result = await client.structured([{"role": "user", "content": "extract"}], Fact)
    assert result.value == Fact(text="likes tea", score=0.9)
    assert result.usage == TokenUsage(11, 7) and result.attempts == 1
    assert seen == [TokenUsage(11, 7)]
    assert (tokens("prompt") - before[0], tokens("completion") - before[1]) == (11, 7)
    body = openai_stub.requests_to("/chat/completions")[0].body
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"]["required"] == ["text", "score"]
    await client.close()


async def test_json_wrapped_in_prose_is_accepted(openai_stub: OpenAIStub) -> None:  # noqa: F811
    openai_stub.script_chat(['Here you go: {"text": "x", "score": 0.5} hope it helps'])
    client = make_client(openai_stub)
    result = await client.structured([{"role": "user", "content": "q"}], Fact)
    assert result.value.score == 0.5
    await client.close()


async def test_invalid_json_is_retried_then_fails_with_reason(openai_stub: OpenAIStub) -> None:  # noqa: F811
    openai_stub.script_chat(["not json", '{"text": "x"}', "still nothing"])
    client = make_client(openai_stub)
    with pytest.raises(LLMOutputError) as info:
        await client.structured([{"role": "user", "content": "q"}], Fact)
    assert "unusable JSON" in info.value.why
    assert info.value.raw == "still nothing"
    assert len(openai_stub.requests_to("/chat/completions")) == 3
    await client.close()


async def test_bad_json_then_good_json_succeeds_on_retry(openai_stub: OpenAIStub) -> None:  # noqa: F811
    openai_stub.script_chat(["oops", '{"text": "y", "score": 1}'])
    client = make_client(openai_stub)
    result = await client.structured([{"role": "user", "content": "q"}], Fact)
    assert result.attempts == 2 and result.value.text == "y"
    await client.close()


async def test_429_and_5xx_are_retried(openai_stub: OpenAIStub) -> None:  # noqa: F811
    openai_stub.script_chat([429, 503, '{"text": "z", "score": 0.1}'])
    client = make_client(openai_stub)
    progress: list[int] = []

    async def on_attempt() -> None:  # the extractor reports `in_progress` here
        progress.append(len(openai_stub.requests_to("/chat/completions")))

    messages = [{"role": "user", "content": "q"}]
    result = await client.structured(messages, Fact, on_attempt=on_attempt)
    assert result.attempts == 3 and result.value.text == "z"
    assert progress == [0, 1, 2]  # before every attempt
    await client.close()


async def test_transient_errors_past_the_retries_raise(openai_stub: OpenAIStub) -> None:  # noqa: F811
    openai_stub.script_chat([500, 500, 500])
    client = make_client(openai_stub)
    with pytest.raises(LLMError, match="unavailable after 3 attempts"):
        await client.structured([{"role": "user", "content": "q"}], Fact)
    await client.close()


async def test_garbage_then_an_unavailable_endpoint_is_unavailable_not_bad_output(
    openai_stub: OpenAIStub,  # noqa: F811
) -> None:
    # Only unusable output on the last attempt is permanent; here the input may be fine.
    openai_stub.script_chat(["not json", 503, 503])
    client = make_client(openai_stub)
    with pytest.raises(LLMError, match="unavailable after 3 attempts") as info:
        await client.structured([{"role": "user", "content": "q"}], Fact)
    assert not isinstance(info.value, LLMOutputError)
    await client.close()


async def test_client_error_is_not_retried(openai_stub: OpenAIStub) -> None:  # noqa: F811
    openai_stub.script_chat([StubReply(status=401, error_message="bad key")])
    client = make_client(openai_stub)
    with pytest.raises(LLMError, match="401"):
        await client.structured([{"role": "user", "content": "q"}], Fact)
    assert len(openai_stub.requests_to("/chat/completions")) == 1
    await client.close()


@pytest.mark.parametrize(
    ("status", "code"),
    [(400, "content_policy_violation"), (400, "content_filter"), (413, None)],
)
async def test_a_refusal_of_the_input_itself_is_permanent(
    openai_stub: OpenAIStub,  # noqa: F811
    status: int,
    code: str | None,
) -> None:
    openai_stub.script_chat([StubReply(status=status, error_message="no", error_code=code)])
    client = make_client(openai_stub)
    with pytest.raises(LLMInputRefused, match=str(status)) as info:
        await client.structured([{"role": "user", "content": "q"}], Fact)
    assert not should_retry(info.value) and info.value.reason == "llm_input_refused"
    assert len(openai_stub.requests_to("/chat/completions")) == 1
    await client.close()


async def test_a_refusal_of_how_the_request_is_made_stays_transient(
    openai_stub: OpenAIStub,  # noqa: F811
) -> None:
    # A server that does not take `response_format`, or a prompt budget over the model's
    # context: the deployment's to fix, and every message must get through once it is,
    # so none goes to the dead-letter stream.
    for code in (None, "context_length_exceeded"):
        openai_stub.script_chat([StubReply(status=400, error_message="no", error_code=code)])
        client = make_client(openai_stub)
        with pytest.raises(LLMError) as info:
            await client.structured([{"role": "user", "content": "q"}], Fact)
        assert should_retry(info.value) and not isinstance(info.value, LLMInputRefused)
        await client.close()


async def test_timeout_is_transient(openai_stub: OpenAIStub) -> None:  # noqa: F811
    openai_stub.script_chat(
        [StubReply('{"text": "late", "score": 0}', latency=2.0), '{"text": "on time", "score": 0}']
    )
    client = make_client(openai_stub, timeout_s=0.5)
    result = await client.structured([{"role": "user", "content": "q"}], Fact)
    assert result.value.text == "on time" and result.attempts == 2
    await client.close()


def test_no_llm_configured_is_refused() -> None:
    with pytest.raises(LLMError, match="no LLM configured"):
        LLMClient(LLMSettings(base_url=None), "test")


async def test_json_nested_past_the_parsers_stack_is_unusable_output(
    openai_stub: OpenAIStub,  # noqa: F811
) -> None:
    """A hostile or broken reply nested deeper than the parser recurses: a permanent
    `LLMOutputError` like other unusable JSON, not an error the message is retried for."""
    deep = "[" * 100_000 + "]" * 100_000
    openai_stub.script_chat([deep, deep, deep])
    client = make_client(openai_stub)
    with pytest.raises(LLMOutputError) as info:
        await client.structured([{"role": "user", "content": "q"}], Fact)
    assert not info.value.retry
    await client.close()

"""The LLM client: any OpenAI-compatible chat endpoint, structured output, retries, tokens.

Structured output asks for a JSON-schema `response_format` built from a pydantic model.
Servers that ignore it (many local ones) still tend to answer JSON wrapped in prose or code
fences, so the reply is extracted tolerantly and then validated strictly. A reply that stays
unusable after the retries raises `LLMOutputError`, which callers treat as permanent (DLQ).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import openai
from openai import AsyncOpenAI
from pydantic import AliasChoices, BaseModel, Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.services.common.messaging.errors import PermanentError, TransientError
from memstream.services.common.runtime.metrics import LLM_CALLS, LLM_TOKENS

log = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)

_TRANSIENT = (
    openai.RateLimitError,
    openai.InternalServerError,
    openai.APIConnectionError,
    openai.APITimeoutError,
)


class LLMSettings(BaseSettings):
    """Chat endpoint settings; the standard OPENAI_* variables are honoured."""

    model_config = SettingsConfigDict(
        env_prefix="MEMSTREAM_LLM_", extra="ignore", validate_by_name=True, validate_by_alias=True
    )

    base_url: str | None = Field(
        default=None,
        validation_alias=AliasChoices("MEMSTREAM_LLM_BASE_URL", "OPENAI_BASE_URL"),
        description="OpenAI-compatible base URL; unset means no LLM (rule-based fallback).",
    )
    api_key: str = Field(
        default="not-needed",
        validation_alias=AliasChoices("MEMSTREAM_LLM_API_KEY", "OPENAI_API_KEY"),
        description="API key; local servers usually ignore it.",
    )
    model: str = Field(default="gpt-4o-mini", description="Chat model name.")
    timeout_s: float = Field(default=60.0, gt=0, description="Per-call timeout.")
    max_retries: int = Field(default=3, ge=0, description="Retries after the first attempt.")
    backoff_s: float = Field(default=0.5, ge=0, description="First backoff; doubles each retry.")
    temperature: float = Field(default=0.0, ge=0, le=2, description="Sampling temperature.")
    max_tokens: int = Field(default=2048, gt=0, description="Completion token cap.")

    @property
    def configured(self) -> bool:
        return bool(self.base_url)


class LLMError(TransientError):
    """The call failed (client error, or transient errors past the client's own retries);
    the message is retried later, when the model or its quota may be back."""

    reason = "llm_failed"


class LLMOutputError(LLMError, PermanentError):
    """The model kept answering something that is not the requested JSON."""

    # Stated here: the MRO would otherwise find LLMError's (transient) answer first.
    retry = False
    reason = "llm_output_invalid"

    def __init__(self, reason: str, raw: str) -> None:
        super().__init__(f"{reason}; last reply began {raw[:200]!r}")
        self.why = reason
        self.raw = raw

    def detail(self) -> str:
        return f"{self.why}; reply: {self.raw[:500]}"


# Error codes by which OpenAI-compatible servers refuse what a request holds rather than
# how it is made: sent again, the same input is refused again. Not `context_length_exceeded`:
# the prompt's size is the deployment's (extraction's prompt budget against the model's
# context), and a dead-lettered group would hold turns that fit once that is fixed.
_INPUT_REFUSALS = frozenset({"content_filter", "content_policy_violation"})


class LLMInputRefused(LLMError, PermanentError):
    """The endpoint refused the input itself (HTTP 413, or 400 for its content): the message
    goes to the dead-letter stream with the endpoint's reason. Other 4xx (a key, a model
    name, a parameter the server does not take, a prompt over the model's context) are the
    deployment's to fix and stay transient, so fixing it lets every waiting message through."""

    retry = False  # stated here: the MRO would otherwise find LLMError's answer first
    reason = "llm_input_refused"


def _refusal(exc: openai.APIStatusError) -> LLMError:
    message = f"LLM refused the request ({exc.status_code}): {exc}"
    if exc.status_code == 413 or (exc.status_code == 400 and exc.code in _INPUT_REFUSALS):
        return LLMInputRefused(message)
    return LLMError(message)


@dataclass(frozen=True, slots=True)
class TokenUsage:
    prompt: int = 0
    completion: int = 0

    def __add__(self, other: TokenUsage) -> TokenUsage:
        return TokenUsage(self.prompt + other.prompt, self.completion + other.completion)

    @property
    def total(self) -> int:
        return self.prompt + self.completion


@dataclass(frozen=True, slots=True)
class Structured(Generic[T]):
    """A validated structured reply and what it cost."""

    value: T
    usage: TokenUsage
    attempts: int
    latency_s: float
    model: str


def extract_json(text: str) -> Any:
    """The first JSON object or array in `text`, tolerating prose and code fences around it."""
    stripped = text.strip()
    with contextlib.suppress(json.JSONDecodeError):
        return json.loads(stripped)
    decoder = json.JSONDecoder()
    for i, ch in enumerate(stripped):
        if ch in "{[":
            try:
                value, _ = decoder.raw_decode(stripped, i)
            except json.JSONDecodeError:
                continue
            return value
    raise ValueError("no JSON object found in the reply")


def response_format(schema: type[BaseModel]) -> dict[str, Any]:
    return {
        "type": "json_schema",
        "json_schema": {"name": schema.__name__, "schema": schema.model_json_schema()},
    }


UsageCallback = Callable[[TokenUsage, str], None]


class LLMClient:
    """One AsyncOpenAI client per process, shared by every call of a service."""

    def __init__(
        self,
        settings: LLMSettings,
        service: str,
        on_usage: UsageCallback | None = None,
        client: AsyncOpenAI | None = None,
    ) -> None:
        if not settings.configured and client is None:
            raise LLMError("no LLM configured (set OPENAI_BASE_URL or MEMSTREAM_LLM_BASE_URL)")
        self.settings = settings
        self.service = service
        self._on_usage = on_usage
        # Retries are ours, so that parse failures and HTTP failures share one budget.
        self._client = client or AsyncOpenAI(
            base_url=settings.base_url,
            api_key=settings.api_key,
            timeout=settings.timeout_s,
            max_retries=0,
        )

    async def close(self) -> None:
        await self._client.close()

    async def structured(
        self,
        messages: Sequence[dict[str, str]],
        schema: type[T],
        on_attempt: Callable[[], Any] | None = None,
    ) -> Structured[T]:
        """Ask for `schema`; retry transient errors and unusable JSON with backoff.

        `on_attempt` is called before every attempt (the extractor passes the JetStream
        message's `in_progress` so a long call does not trigger a redelivery).
        """
        s = self.settings
        usage = TokenUsage()
        started = time.perf_counter()
        last_raw, last_reason, bad_output = "", "", False
        for attempt in range(1, s.max_retries + 2):
            if on_attempt is not None:
                result = on_attempt()
                if asyncio.iscoroutine(result):
                    await result
            try:
                # Plain dicts are what the endpoint receives; the SDK's TypedDict unions
                # add nothing here.
                reply = await self._client.chat.completions.create(  # type: ignore[call-overload]
                    model=s.model,
                    messages=list(messages),
                    response_format=response_format(schema),
                    temperature=s.temperature,
                    max_tokens=s.max_tokens,
                )
            except _TRANSIENT as exc:
                LLM_CALLS.labels(self.service, "transient_error").inc()
                last_reason, bad_output = f"{type(exc).__name__}: {exc}", False
                await self._backoff(attempt, exc)
                continue
            except openai.APIStatusError as exc:
                LLM_CALLS.labels(self.service, "error").inc()
                raise _refusal(exc) from exc
            call_usage = TokenUsage(
                reply.usage.prompt_tokens if reply.usage else 0,
                reply.usage.completion_tokens if reply.usage else 0,
            )
            usage += call_usage
            self._account(call_usage)
            last_raw = (reply.choices[0].message.content or "") if reply.choices else ""
            try:
                value = schema.model_validate(extract_json(last_raw))
            # RecursionError: JSON nested deeper than the parser's stack (a hostile or
            # broken reply), unusable like any other, not a reason to retry the message.
            except (ValueError, ValidationError, RecursionError) as exc:
                LLM_CALLS.labels(self.service, "bad_output").inc()
                last_reason, bad_output = f"unusable JSON: {str(exc).splitlines()[0]}", True
                log.warning("LLM reply unusable", extra={"attempt": attempt, "reason": last_reason})
                await self._backoff(attempt, None)
                continue
            LLM_CALLS.labels(self.service, "ok").inc()
            return Structured(value, usage, attempt, time.perf_counter() - started, s.model)
        # Judged by the last attempt: an endpoint that answered garbage once and is down
        # now is unavailable (retried later), not a permanent failure of the input.
        if bad_output:
            raise LLMOutputError(last_reason, last_raw)
        raise LLMError(f"LLM unavailable after {s.max_retries + 1} attempts: {last_reason}")

    def _account(self, usage: TokenUsage) -> None:
        LLM_TOKENS.labels(self.service, "prompt").inc(usage.prompt)
        LLM_TOKENS.labels(self.service, "completion").inc(usage.completion)
        if self._on_usage is not None:
            self._on_usage(usage, self.settings.model)

    async def _backoff(self, attempt: int, exc: Exception | None) -> None:
        if attempt > self.settings.max_retries:
            return
        delay = self.settings.backoff_s * 2 ** (attempt - 1)
        if isinstance(exc, openai.APIStatusError):
            retry_after = exc.response.headers.get("retry-after")
            if retry_after and retry_after.replace(".", "", 1).isdigit():
                delay = max(delay, float(retry_after))
        await asyncio.sleep(delay * (0.8 + 0.4 * random.random()))

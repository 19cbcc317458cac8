"""Dense embeddings from any OpenAI-compatible ``/v1/embeddings`` endpoint.

Retries are ours, not the client's (``max_retries=0``): the policy (which failures, how many
attempts, how long to wait) is then visible in one place, covered by tests, and the final
exception says how many attempts were made.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence
from typing import Final

import numpy as np
import openai
from openai import AsyncOpenAI

from memstream.services.common.models.embedding.base import (
    DenseMatrix,
    EmbeddingError,
    check_texts,
    l2_normalize,
)

# Output sizes of OpenAI's own models, so callers need not repeat them.
KNOWN_MODEL_DIMS: Final[dict[str, int]] = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}
# 408/409 are what OpenAI's own client retries besides 429 and 5xx: transient by definition.
RETRYABLE_STATUSES: Final[frozenset[int]] = frozenset({408, 409, 429})
# What the endpoint answers when the input itself is at fault (too long, malformed). A 401,
# 403 or 404 is the configuration's fault, the same for every text.
REFUSED_STATUSES: Final[frozenset[int]] = frozenset({400, 413, 422})


class EmbeddingServiceError(EmbeddingError):
    """The embeddings endpoint failed for good: a non-retryable error, or retries ran out."""

    def __init__(self, message: str, *, attempts: int, status_code: int | None) -> None:
        super().__init__(message)
        self.attempts = attempts
        self.status_code = status_code
        self.refused = status_code in REFUSED_STATUSES


def _is_retryable(exc: openai.OpenAIError) -> bool:
    if isinstance(exc, openai.APIConnectionError):  # includes APITimeoutError
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in RETRYABLE_STATUSES or exc.status_code >= 500
    return False


def _retry_after(exc: openai.OpenAIError) -> float | None:
    """Seconds from a ``Retry-After`` header (the delta form; HTTP dates are ignored)."""
    if not isinstance(exc, openai.APIStatusError):
        return None
    value = exc.response.headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


class OpenAIEmbedder:
    """Async backend for OpenAI and compatible servers (vLLM, Ollama, LiteLLM, TEI...).

    ``dimensions`` is sent to the API (Matryoshka truncation, text-embedding-3 and later);
    ``dim`` only declares the output size for servers that do not take ``dimensions``. One of
    them is required unless the model is in :data:`KNOWN_MODEL_DIMS`, because the vector store
    must know the size before the first call, and a wrong size is caught on every response.
    """

    def __init__(
        self,
        *,
        model: str = "text-embedding-3-small",
        base_url: str | None = None,
        api_key: str | None = None,
        dimensions: int | None = None,
        dim: int | None = None,
        batch_size: int = 256,
        timeout: float = 30.0,
        max_retries: int = 4,
        backoff_initial: float = 0.5,
        backoff_max: float = 16.0,
        jitter: float = 0.1,
        client: AsyncOpenAI | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be >= 1")
        if max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        if any(v is not None and v < 1 for v in (dimensions, dim)):
            raise ValueError("dimensions and dim must be positive")
        if dimensions is not None and dim is not None and dimensions != dim:
            raise ValueError(f"dimensions={dimensions} contradicts dim={dim}")
        resolved = dimensions or dim or KNOWN_MODEL_DIMS.get(model)
        if resolved is None:
            raise ValueError(
                f"output size of {model!r} is unknown: pass dim= (or dimensions= if the server "
                "supports Matryoshka truncation)"
            )
        self.model = model
        self.dim = resolved
        # The truncated size is a different vector space, so it is part of the name that tags
        # stored vectors.
        self.model_name = model if dimensions is None else f"{model}@{dimensions}"
        self.dimensions = dimensions
        self.batch_size = batch_size
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff_initial = backoff_initial
        self.backoff_max = backoff_max
        self.jitter = jitter
        self.tokens_used = 0  # from the responses' usage blocks, for metrics
        self._sleep = sleep
        self._owns_client = client is None
        # A caller-supplied client keeps its connection pool but not its retry policy: retries
        # stacked under ours would multiply the attempts.
        self._client = (
            client.with_options(max_retries=0)
            if client is not None
            else AsyncOpenAI(base_url=base_url, api_key=api_key, timeout=timeout, max_retries=0)
        )

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        items = check_texts(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        # The API rejects "" with a 400; a blank keeps backends interchangeable for callers.
        items = [t if t else " " for t in items]
        parts = [
            await self._embed_batch(items[i : i + self.batch_size])
            for i in range(0, len(items), self.batch_size)
        ]
        return np.concatenate(parts, axis=0)

    async def aclose(self) -> None:
        """Close the HTTP client, unless it was passed in (then its owner closes it)."""
        if self._owns_client:
            await self._client.close()

    async def __aenter__(self) -> OpenAIEmbedder:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    def backoff_delay(self, attempt: int, retry_after: float | None = None) -> float:
        """Wait before retry number ``attempt`` (1-based): doubling, capped, plus jitter."""
        delay = min(self.backoff_max, self.backoff_initial * 2.0 ** (attempt - 1))
        if retry_after is not None:
            delay = min(self.backoff_max, max(delay, retry_after))
        return delay * (1.0 + self.jitter * random.random())

    async def _embed_batch(self, batch: list[str]) -> DenseMatrix:
        attempt = 0
        while True:
            attempt += 1
            try:
                response = await self._client.embeddings.create(
                    input=batch,
                    model=self.model,
                    dimensions=self.dimensions if self.dimensions is not None else openai.omit,
                    # float, not the client's base64 default: not every compatible server has it.
                    encoding_format="float",
                    timeout=self.timeout,
                )
                break
            except openai.OpenAIError as exc:
                status = exc.status_code if isinstance(exc, openai.APIStatusError) else None
                if not _is_retryable(exc):
                    raise EmbeddingServiceError(
                        f"embeddings request to {self.model!r} failed: {exc}",
                        attempts=attempt,
                        status_code=status,
                    ) from exc
                if attempt > self.max_retries:
                    raise EmbeddingServiceError(
                        f"embeddings request to {self.model!r} gave up after {attempt} "
                        f"attempts: {type(exc).__name__}: {exc}",
                        attempts=attempt,
                        status_code=status,
                    ) from exc
                await self._sleep(self.backoff_delay(attempt, _retry_after(exc)))

        if response.usage is not None:
            self.tokens_used += response.usage.total_tokens
        rows = sorted(response.data, key=lambda d: d.index)
        if len(rows) != len(batch):
            raise EmbeddingServiceError(
                f"asked for {len(batch)} embeddings, got {len(rows)}",
                attempts=attempt,
                status_code=None,
            )
        matrix = np.asarray([row.embedding for row in rows], dtype=np.float32)
        if matrix.shape != (len(batch), self.dim):
            raise EmbeddingServiceError(
                f"{self.model!r} returned vectors of shape {matrix.shape[1:]}, "
                f"configured dim is {self.dim}",
                attempts=attempt,
                status_code=None,
            )
        return l2_normalize(matrix)

"""OpenAIEmbedder against a real loopback HTTP server through the real openai client."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

import numpy as np
import openai
import pytest

from memstream.services.common.models.embedding import create_dense_embedder
from memstream.services.common.models.embedding.openai_embed import (
    EmbeddingServiceError,
    OpenAIEmbedder,
)
from tests.support import fixtures
from tests.support.openai_stub import OpenAIStub, StubReply, stub_embedding

# The shared fixture, visible here whether or not tests/conftest.py re-exports it.
openai_stub = fixtures.openai_stub


class SleepRecorder:
    """Stands in for asyncio.sleep so backoff is asserted exactly and tests do not wait."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


Maker = Callable[..., OpenAIEmbedder]


@pytest.fixture
async def make(openai_stub: OpenAIStub) -> AsyncIterator[Maker]:
    """Builds embedders aimed at the stub and closes their HTTP clients afterwards."""
    made: list[OpenAIEmbedder] = []

    def build(**kwargs: Any) -> OpenAIEmbedder:
        settings: dict[str, Any] = {
            "base_url": openai_stub.base_url,
            "api_key": "sk-test",
            "model": "text-embedding-3-small",
            "jitter": 0.0,
            "sleep": SleepRecorder(),
        }
        settings.update(kwargs)
        made.append(OpenAIEmbedder(**settings))
        return made[-1]

    yield build
    for embedder in made:
        await embedder.aclose()


def expected(texts: list[str], dim: int) -> np.ndarray[Any, Any]:
    return np.asarray([stub_embedding(t, dim) for t in texts], dtype=np.float32)


async def test_vectors_order_and_request(openai_stub: OpenAIStub, make: Maker) -> None:
    embedder = make()
    texts = ["first memory", "second memory", "third"]
    vectors = await embedder.aembed(texts)

    assert vectors.dtype == np.float32 and vectors.shape == (3, 1536) == (3, embedder.dim)
    np.testing.assert_allclose(vectors, expected(texts, 1536), atol=1e-6)
    assert embedder.model_name == "text-embedding-3-small"
    (request,) = openai_stub.requests
    assert request.path == "/v1/embeddings"
    assert request.headers["authorization"] == "Bearer sk-test"
    assert request.body["input"] == texts
    assert request.body["encoding_format"] == "float"
    assert "dimensions" not in request.body
    assert embedder.tokens_used == 5


async def test_dimensions_are_sent_and_name_the_space(openai_stub: OpenAIStub, make: Maker) -> None:
    embedder = make(dimensions=256)
    vectors = await embedder.aembed(["hello"])
    assert embedder.dim == 256
    assert embedder.model_name == "text-embedding-3-small@256"
    assert openai_stub.requests[0].body["dimensions"] == 256
    np.testing.assert_allclose(vectors, expected(["hello"], 256), atol=1e-6)


async def test_unnormalised_server_vectors_are_normalised(
    openai_stub: OpenAIStub, make: Maker
) -> None:
    openai_stub.embedding_scale = 7.5
    vectors = await make(dim=1536, model="local-model").aembed(["a", "b"])
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    np.testing.assert_allclose(vectors, expected(["a", "b"], 1536), atol=1e-6)


async def test_large_inputs_are_split_into_batches(openai_stub: OpenAIStub, make: Maker) -> None:
    texts = [f"memory number {i}" for i in range(10)]
    vectors = await make(batch_size=4, dimensions=32).aembed(texts)
    assert [len(r.body["input"]) for r in openai_stub.requests] == [4, 4, 2]
    assert [x for r in openai_stub.requests for x in r.body["input"]] == texts
    np.testing.assert_allclose(vectors, expected(texts, 32), atol=1e-6)


async def test_empty_batch_and_empty_strings(openai_stub: OpenAIStub, make: Maker) -> None:
    embedder = make(dimensions=16)
    assert (await embedder.aembed([])).shape == (0, 16)
    assert openai_stub.requests == []
    # The API rejects "" outright; the backend sends a blank instead.
    vectors = await embedder.aembed(["", "x"])
    assert openai_stub.requests[0].body["input"] == [" ", "x"]
    assert vectors.shape == (2, 16)


async def test_retries_429_then_succeeds_with_exponential_backoff(
    openai_stub: OpenAIStub,
    make: Maker,
) -> None:
    openai_stub.script_embeddings_errors([429, 500, 503])
    sleep = SleepRecorder()
    embedder = make(dimensions=8, max_retries=3, backoff_initial=0.5, sleep=sleep)
    vectors = await embedder.aembed(["retry me"])
    np.testing.assert_allclose(vectors, expected(["retry me"], 8), atol=1e-6)
    assert len(openai_stub.requests) == 4
    assert sleep.delays == [0.5, 1.0, 2.0]


async def test_backoff_is_capped_and_honours_retry_after(
    openai_stub: OpenAIStub, make: Maker
) -> None:
    openai_stub.script_embeddings(
        [StubReply(status=429, headers={"Retry-After": "3"}), 502, 502, 502]
    )
    sleep = SleepRecorder()
    embedder = make(dimensions=8, max_retries=4, backoff_initial=1.0, backoff_max=2.5, sleep=sleep)
    await embedder.aembed(["x"])
    # Retry-After (3 s) beats the 1 s backoff but is still capped at backoff_max.
    assert sleep.delays == [2.5, 2.0, 2.5, 2.5]


async def test_gives_up_after_max_retries(openai_stub: OpenAIStub, make: Maker) -> None:
    openai_stub.script_embeddings_errors([503, 503, 503, 503])
    embedder = make(dimensions=8, max_retries=2)
    with pytest.raises(EmbeddingServiceError, match="gave up after 3 attempts") as info:
        await embedder.aembed(["doomed"])
    assert info.value.attempts == 3
    assert info.value.status_code == 503
    assert isinstance(info.value.__cause__, openai.InternalServerError)
    assert len(openai_stub.requests) == 3


@pytest.mark.parametrize("status", [400, 401, 404])
async def test_client_errors_are_not_retried(
    openai_stub: OpenAIStub, make: Maker, status: int
) -> None:
    openai_stub.script_embeddings_errors([status])
    sleep = SleepRecorder()
    with pytest.raises(EmbeddingServiceError) as info:
        await make(dimensions=8, sleep=sleep).aembed(["bad"])
    assert info.value.attempts == 1 and info.value.status_code == status
    assert len(openai_stub.requests) == 1 and sleep.delays == []


async def test_timeout_is_retried_then_reported(openai_stub: OpenAIStub, make: Maker) -> None:
    openai_stub.embeddings_latency = 2.0
    embedder = make(dimensions=8, timeout=0.2, max_retries=1)
    with pytest.raises(EmbeddingServiceError) as info:
        await embedder.aembed(["slow"])
    assert isinstance(info.value.__cause__, openai.APITimeoutError)
    assert info.value.attempts == 2 and info.value.status_code is None


async def test_slow_first_attempt_recovers(openai_stub: OpenAIStub, make: Maker) -> None:
    openai_stub.script_embeddings([StubReply(status=200, latency=2.0)])
    embedder = make(dimensions=8, timeout=0.2, max_retries=2)
    vectors = await embedder.aembed(["eventually"])
    np.testing.assert_allclose(vectors, expected(["eventually"], 8), atol=1e-6)
    assert len(openai_stub.requests) == 2


async def test_connection_refused_is_retried() -> None:
    with OpenAIStub() as stub:
        base_url = stub.base_url
    sleep = SleepRecorder()
    embedder = OpenAIEmbedder(
        base_url=base_url, api_key="k", dimensions=8, max_retries=2, jitter=0.0, sleep=sleep
    )
    with pytest.raises(EmbeddingServiceError) as info:
        await embedder.aembed(["nobody home"])
    assert isinstance(info.value.__cause__, openai.APIConnectionError)
    assert info.value.attempts == 3 and len(sleep.delays) == 2


async def test_wrong_vector_size_is_rejected(openai_stub: OpenAIStub, make: Maker) -> None:
    # A server whose model is not the declared size would corrupt the vector store.
    embedder = make(model="custom", dim=384)
    with pytest.raises(EmbeddingServiceError, match="configured dim is 384"):
        await embedder.aembed(["x"])


def test_configuration_errors() -> None:
    with pytest.raises(ValueError, match="unknown"):
        OpenAIEmbedder(model="custom-model", api_key="k")
    with pytest.raises(ValueError, match="contradicts"):
        OpenAIEmbedder(api_key="k", dimensions=256, dim=512)
    with pytest.raises(ValueError):
        OpenAIEmbedder(api_key="k", batch_size=0)
    with pytest.raises(ValueError, match="positive"):
        OpenAIEmbedder(api_key="k", dimensions=0)


async def test_supplied_client_is_used_without_its_own_retries(openai_stub: OpenAIStub) -> None:
    openai_stub.script_embeddings_errors([500])
    async with openai.AsyncOpenAI(
        base_url=openai_stub.base_url, api_key="shared", max_retries=5
    ) as client:
        embedder = OpenAIEmbedder(client=client, dimensions=8, max_retries=0)
        with pytest.raises(EmbeddingServiceError):
            await embedder.aembed(["x"])
        await embedder.aclose()  # must not close the caller's client
        assert len(openai_stub.requests) == 1
        assert (await client.embeddings.create(model="m", input=["y"])).data
    assert openai_stub.requests[0].headers["authorization"] == "Bearer shared"


def test_jitter_only_lengthens_the_delay() -> None:
    embedder = OpenAIEmbedder(api_key="k", backoff_initial=1.0, backoff_max=60.0, jitter=0.5)
    delays = [embedder.backoff_delay(3) for _ in range(50)]
    assert all(4.0 <= d <= 6.0 for d in delays)
    assert len(set(delays)) > 1


async def test_factory_builds_the_openai_backend(openai_stub: OpenAIStub) -> None:
    embedder = create_dense_embedder(
        "openai", base_url=openai_stub.base_url, api_key="k", dimensions=64
    )
    assert isinstance(embedder, OpenAIEmbedder)
    async with embedder:
        assert (await embedder.aembed(["via factory"])).shape == (1, 64)

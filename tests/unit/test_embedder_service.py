"""The `mem.embed` handler with a hashing backend: wire format, cache, errors."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Sequence

import numpy as np
import pytest

from memstream.contracts.embed import EmbedResponse, pack_f32, unpack_f32, unpack_u32
from memstream.contracts.errors import ErrorReply
from memstream.services.common.models.embedding import Bm25SparseEmbedder, DenseMatrix, HashEmbedder
from memstream.services.embedder.accounting import EmbeddingAccounting
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.cache import EmbeddingCache
from memstream.services.embedder.service import EmbedderService, encode_dense

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0


class CountingEmbedder(HashEmbedder):
    def __init__(self) -> None:
        super().__init__(dim=32, model_name="hash-test")
        self.texts: list[str] = []
        self.broken = False

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        if self.broken:
            raise ConnectionError("backend unreachable")
        self.texts += texts
        return self.embed(texts)


@pytest.fixture
def backend() -> CountingEmbedder:
    return CountingEmbedder()


@pytest.fixture
async def batcher(backend: CountingEmbedder) -> AsyncIterator[MicroBatcher]:
    b = MicroBatcher(backend, window_s=0.0, max_batch=16)
    b.start()
    yield b
    await b.stop(timeout=5)


def make_service(
    batcher: MicroBatcher,
    max_reply_bytes: int = 1 << 20,
    accounting: EmbeddingAccounting | None = None,
) -> EmbedderService:
    return EmbedderService(
        batcher,
        Bm25SparseEmbedder(),
        EmbeddingCache(100),
        max_text_chars=1000,
        max_reply_bytes=max_reply_bytes,
        accounting=accounting,
    )


async def call(service: EmbedderService, body: object) -> EmbedResponse | ErrorReply:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    data = json.loads(await service.handle("", raw))
    if data["type"] == "error":
        return ErrorReply.model_validate(data)
    return EmbedResponse.model_validate(data)


async def test_vectors_round_trip_through_the_wire_format(
    batcher: MicroBatcher, backend: CountingEmbedder
) -> None:
    texts = ["Ana lives in Lisbon", "Miso is a cat"]
    reply = await call(make_service(batcher), {"texts": texts})
    assert isinstance(reply, EmbedResponse)
    assert reply.model == "hash-test" and reply.dim == 32 and reply.encoding == "base64-le"
    dense = np.array([unpack_f32(d) for d in reply.dense], dtype=np.float32)
    np.testing.assert_allclose(dense, backend.embed(texts), rtol=0, atol=1e-7)
    bm25 = Bm25SparseEmbedder()
    for text, sv in zip(texts, reply.sparse, strict=True):
        expected = bm25.embed_document(text)
        assert unpack_u32(sv.indices) == expected.indices
        assert np.allclose(unpack_f32(sv.values), expected.values)


async def test_numpy_encoding_matches_the_reference_codec() -> None:
    vector = np.array([0.5, -1.25, 3.0e-8, 7.0], dtype=np.float32)
    assert encode_dense(vector) == pack_f32(vector.tolist())


async def test_repeated_texts_are_embedded_once_and_then_cached(
    batcher: MicroBatcher, backend: CountingEmbedder
) -> None:
    service = make_service(batcher)
    first = await call(service, {"texts": ["same", "same", "other"]})
    assert isinstance(first, EmbedResponse) and first.cached == 0
    assert sorted(backend.texts) == ["other", "same"]
    assert first.dense[0] == first.dense[1]
    again = await call(service, {"texts": ["other", "same", "new"]})
    assert isinstance(again, EmbedResponse) and again.cached == 2
    assert sorted(backend.texts) == ["new", "other", "same"]
    assert again.dense[0] == first.dense[2]


async def test_dense_or_sparse_can_be_left_out(
    batcher: MicroBatcher, backend: CountingEmbedder
) -> None:
    service = make_service(batcher)
    sparse_only = await call(service, {"texts": ["x y"], "dense": False})
    assert isinstance(sparse_only, EmbedResponse)
    assert sparse_only.dense == [] and len(sparse_only.sparse) == 1 and backend.texts == []
    dense_only = await call(service, {"texts": ["x y"], "sparse": False})
    assert isinstance(dense_only, EmbedResponse)
    assert len(dense_only.dense) == 1 and dense_only.sparse == []


async def test_query_sparse_weights_differ_from_document_weights(batcher: MicroBatcher) -> None:
    service = make_service(batcher)
    text = "shoes shoes shoes"
    doc = await call(service, {"texts": [text], "purpose": "document"})
    query = await call(service, {"texts": [text], "purpose": "query"})
    assert isinstance(doc, EmbedResponse) and isinstance(query, EmbedResponse)
    assert unpack_f32(query.sparse[0].values) == [1.0]
    assert unpack_f32(doc.sparse[0].values) != [1.0]


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        (b"not json", "invalid_json", None),
        ({"texts": []}, "validation_error", "texts"),
        ({"texts": ["a"], "colour": "red"}, "validation_error", "colour"),
        ({"texts": ["a", "b" * 1001]}, "text_too_long", "texts.1"),
    ],
)
async def test_bad_requests_get_typed_errors(
    batcher: MicroBatcher, body: object, code: str, field: str | None
) -> None:
    reply = await call(make_service(batcher), body)
    assert isinstance(reply, ErrorReply)
    assert reply.code == code and reply.field == field


async def test_backend_failure_is_reported_as_unavailable(
    batcher: MicroBatcher, backend: CountingEmbedder
) -> None:
    backend.broken = True
    reply = await call(make_service(batcher), {"texts": ["anything"]})
    assert isinstance(reply, ErrorReply)
    assert reply.code == "unavailable" and "backend unreachable" in reply.message


async def test_reply_over_the_message_limit_is_refused(batcher: MicroBatcher) -> None:
    reply = await call(make_service(batcher, max_reply_bytes=500), {"texts": ["a b c"] * 10})
    assert isinstance(reply, ErrorReply) and reply.code == "message_too_large"


async def test_an_item_with_its_episodes_text_reuses_the_episodes_vector(
    batcher: MicroBatcher, backend: CountingEmbedder
) -> None:
    service = make_service(batcher)
    episode = "Caroline: I went to the LGBTQ support group yesterday"
    indexed = await call(service, {"texts": [episode], "priority": "index"})
    item = await call(service, {"texts": [episode, "User went to a group"], "priority": "enrich"})
    assert isinstance(indexed, EmbedResponse) and isinstance(item, EmbedResponse)
    assert backend.texts == [episode, "User went to a group"]
    assert item.cached == 1 and item.dense[0] == indexed.dense[0]
    assert service.reuse.cached == {"enrich": 1}


async def test_an_item_asked_for_while_its_episode_is_embedding_joins_that_call(
    backend: CountingEmbedder,
) -> None:
    gate = asyncio.Event()
    started = asyncio.Event()
    inner = backend.aembed

    async def held(texts: Sequence[str]) -> DenseMatrix:
        started.set()
        await gate.wait()
        return await inner(texts)

    backend.aembed = held  # type: ignore[method-assign]
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16)
    batcher.start()
    try:
        service = make_service(batcher)
        text = "Melanie: we painted a sunrise together"
        episode = asyncio.create_task(call(service, {"texts": [text], "priority": "index"}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        item = asyncio.create_task(call(service, {"texts": [text], "priority": "enrich"}))
        await asyncio.sleep(0)
        gate.set()
        first, second = await asyncio.wait_for(asyncio.gather(episode, item), DEADLINE)
    finally:
        await batcher.stop(timeout=5)
    assert isinstance(first, EmbedResponse) and isinstance(second, EmbedResponse)
    assert backend.texts == [text]
    assert second.dense == first.dense
    assert service.reuse.joined == {"enrich": 1}


async def test_a_failed_call_fails_the_request_that_joined_it_too(
    backend: CountingEmbedder,
) -> None:
    gate = asyncio.Event()
    started = asyncio.Event()

    async def failing(texts: Sequence[str]) -> DenseMatrix:
        started.set()
        await gate.wait()
        raise ConnectionError("backend unreachable")

    backend.aembed = failing  # type: ignore[method-assign]
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16)
    batcher.start()
    try:
        service = make_service(batcher)
        first = asyncio.create_task(call(service, {"texts": ["same"], "priority": "index"}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        second = asyncio.create_task(call(service, {"texts": ["same"], "priority": "enrich"}))
        await asyncio.sleep(0)
        gate.set()
        replies = await asyncio.wait_for(asyncio.gather(first, second), DEADLINE)
    finally:
        await batcher.stop(timeout=5)
    assert all(isinstance(r, ErrorReply) and r.code == "unavailable" for r in replies)

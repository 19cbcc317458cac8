"""How `EmbeddingClient` sizes its requests, and its local sparse fallback."""

from __future__ import annotations

import asyncio

import pytest
from nats.aio.client import Client

from memstream.services.common.models.embed_client import (
    EmbeddingClient,
    current_priority,
    embedding_priority,
)
from memstream.services.common.models.embedding import Bm25SparseEmbedder


@pytest.fixture
def client() -> EmbeddingClient:
    # Planning only reads the connection's message limit (1 MB before connecting).
    return EmbeddingClient(Client(), timeout=1.0)


def test_short_lists_go_in_one_request(client: EmbeddingClient) -> None:
    texts = [f"t{i}" for i in range(200)]
    assert client.plan(texts) == [texts]


def test_more_than_256_texts_are_split_in_order(client: EmbeddingClient) -> None:
    texts = [f"t{i}" for i in range(600)]
    chunks = client.plan(texts)
    assert [len(c) for c in chunks] == [256, 256, 88]
    assert [t for c in chunks for t in c] == texts


def test_long_texts_are_split_by_size(client: EmbeddingClient) -> None:
    texts = ["word " * 20_000 for _ in range(10)]  # 100 kB each
    chunks = client.plan(texts)
    assert len(chunks) > 1
    assert all(sum(len(t) for t in c) <= 0.8 * (1 << 20) for c in chunks)
    assert sum(len(c) for c in chunks) == 10


def test_one_oversized_text_still_gets_its_own_request(client: EmbeddingClient) -> None:
    assert client.plan(["x" * 2_000_000, "y"]) == [["x" * 2_000_000], ["y"]]


def test_single_string_is_refused(client: EmbeddingClient) -> None:
    with pytest.raises(TypeError):
        client.sparse_only("not a list", "query")


def test_sparse_only_matches_bm25_without_a_service(client: EmbeddingClient) -> None:
    bm25 = Bm25SparseEmbedder()
    text = "Where did Ana move last September?"
    assert client.sparse_only([text], "query") == [bm25.embed_query(text)]
    assert client.sparse_only([text], "document") == [bm25.embed_document(text)]


async def test_single_string_is_refused_by_embed(client: EmbeddingClient) -> None:
    with pytest.raises(TypeError):
        await client.embed("not a list", "query")


async def test_the_priority_class_holds_inside_its_block_and_in_tasks_started_there() -> None:
    assert current_priority() is None
    with embedding_priority("enrich"):
        assert current_priority() == "enrich"
        with embedding_priority("index"):
            assert current_priority() == "index"
        assert current_priority() == "enrich"
        # A task copies the context it was created in: work spawned by the extractor is
        # still enrichment.
        assert await asyncio.create_task(asyncio.to_thread(current_priority)) == "enrich"
    assert current_priority() is None

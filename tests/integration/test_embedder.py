"""The embedder over a real NATS server: round trip, errors, the client's splitting."""

from __future__ import annotations

import asyncio
import json

import numpy as np
import pytest
from nats.aio.client import Client
from nats.aio.msg import Msg

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.embed import EmbedResponse, unpack_f32, unpack_u32
from memstream.contracts.errors import ErrorReply
from memstream.services.cli.stack import Stack
from memstream.services.common.messaging.endpoint import caller_waits
from memstream.services.common.models.embed_client import (
    EmbedderUnavailable,
    EmbeddingClient,
    embedding_priority,
)
from memstream.services.common.models.embedding import Bm25SparseEmbedder, MiniLMEmbedder
from memstream.services.common.stores.episodes import embedded_text
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import EPISODES, VectorStore
from memstream.services.embedder.app import EmbedderApp
from tests.support.polling import eventually


@pytest.fixture(scope="module")
def reference() -> MiniLMEmbedder:
    return MiniLMEmbedder()


async def request(nc: Client, body: bytes) -> dict[str, object]:
    reply = await nc.request(s.EMBED, body, timeout=10)
    data: dict[str, object] = json.loads(reply.data)
    return data


async def test_round_trip_returns_model_vectors_in_order(
    stack: Stack, nc: Client, reference: MiniLMEmbedder, unique: str
) -> None:
    texts = [f"My sister Ana moved to Lisbon {unique}", f"I have a cat called Miso {unique}"]
    body = json.dumps({"texts": texts, "purpose": "document"}).encode()
    reply = EmbedResponse.model_validate(await request(nc, body))

    assert reply.model == reference.model_name and reply.dim == 384
    assert reply.sparse_model.startswith("bm25:")
    expected = reference.embed(texts)
    got = np.array([unpack_f32(d) for d in reply.dense], dtype=np.float32)
    assert got.shape == (2, 384)
    assert np.allclose(got, expected, atol=1e-5)
    bm25 = Bm25SparseEmbedder()
    for text, sv in zip(texts, reply.sparse, strict=True):
        local = bm25.embed_document(text)
        assert unpack_u32(sv.indices) == local.indices
        assert np.allclose(unpack_f32(sv.values), local.values)
    assert reply.cached == 0

    again = EmbedResponse.model_validate(await request(nc, body))
    assert again.cached == 2 and again.dense == reply.dense


async def test_query_purpose_changes_sparse_weights_only(stack: Stack, nc: Client) -> None:
    text = "running shoes running shoes for trail running"
    doc = EmbedResponse.model_validate(
        await request(nc, json.dumps({"texts": [text], "purpose": "document"}).encode())
    )
    query = EmbedResponse.model_validate(
        await request(nc, json.dumps({"texts": [text], "purpose": "query"}).encode())
    )
    assert np.allclose(unpack_f32(doc.dense[0]), unpack_f32(query.dense[0]), atol=1e-6)
    assert set(unpack_f32(query.sparse[0].values)) == {1.0}
    assert set(unpack_f32(doc.sparse[0].values)) != {1.0}


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        pytest.param(b"{nope", "invalid_json", None, id="not-json"),
        pytest.param(b'{"texts": []}', "validation_error", "texts", id="no-texts"),
        pytest.param(
            b'{"texts": ["a"], "purpose": "x"}', "validation_error", "purpose", id="purpose"
        ),
        pytest.param(
            json.dumps({"texts": ["a"] * 257}).encode(), "validation_error", "texts", id="too-many"
        ),
        pytest.param(b'{"texts": [1]}', "validation_error", "texts.0", id="not-a-string"),
        pytest.param(
            json.dumps({"texts": ["x" * 100_001]}).encode(), "text_too_long", "texts.0", id="long"
        ),
    ],
)
async def test_bad_input_gets_error_reply(
    stack: Stack, nc: Client, body: bytes, code: str, field: str | None
) -> None:
    reply = ErrorReply.model_validate(await request(nc, body))
    assert reply.code == code
    assert reply.field == field


async def test_concurrent_requests_share_backend_calls(
    stack: Stack, nc: Client, embedder_app: EmbedderApp, unique: str
) -> None:
    stats = embedder_app.batcher.stats
    calls_before, texts_before = stats.calls, stats.texts
    client = EmbeddingClient(nc, timeout=30)
    texts = [f"note {i} about project {unique}" for i in range(32)]
    results = await asyncio.gather(*(client.embed([t], "document") for t in texts))
    assert [len(r) for r in results] == [1] * 32
    # The session's other services may embed meanwhile (an extractor's late items, a
    # retriever's warm-up), each text in a call of its own at worst: counted beside ours.
    texts = stats.texts - texts_before
    assert texts >= 32
    # 32 single-text requests in flight at once cannot all have gone alone.
    assert stats.calls - calls_before < texts


async def test_client_splits_long_lists_and_keeps_order(
    stack: Stack, nc: Client, reference: MiniLMEmbedder, unique: str
) -> None:
    client = EmbeddingClient(nc, timeout=60)
    texts = [f"{unique} item {i}" for i in range(300)]
    assert len(client.plan(texts)) == 2
    got = await client.embed(texts, "document")
    assert len(got) == 300
    expected = reference.embed([texts[0], texts[299]])
    assert np.allclose(got[0].dense, expected[0], atol=1e-5)
    assert np.allclose(got[299].dense, expected[1], atol=1e-5)
    assert all(e.model == reference.model_name for e in got)


async def test_client_raises_unavailable_without_responders(
    stack: Stack, nc: Client, embedder_app: EmbedderApp
) -> None:
    client = EmbeddingClient(nc, timeout=2)
    await embedder_app.endpoint.stop(timeout=5)
    try:
        with pytest.raises(EmbedderUnavailable):
            await client.embed(["anyone there?"], "query")
        with pytest.raises(EmbedderUnavailable):  # several requests: still one typed error
            await client.embed([f"text {i}" for i in range(300)], "document")
        # The fallback needs neither the service nor a model.
        sparse = client.sparse_only(["anyone there?"], "query")
        assert len(sparse) == 1 and not sparse[0].is_empty()
    finally:
        await embedder_app.endpoint.start()
    assert len(await _once_answering(client, "back again")) == 1


async def _once_answering(
    client: EmbeddingClient, text: str, within_s: float = 10.0
) -> list[Embedding]:
    """The embedding of `text` as soon as the embedder answers again, within `within_s`."""
    deadline = asyncio.get_running_loop().time() + within_s
    while True:
        try:
            return await client.embed([text], "query")
        except EmbedderUnavailable:
            if asyncio.get_running_loop().time() > deadline:
                raise
            await asyncio.sleep(0.1)  # a retry pause, not a wait for an event


async def test_an_item_with_its_episodes_text_gets_the_indexed_vector_without_embedding(
    client: MemoryClient, nc: Client, embedder_app: EmbedderApp, vector_store: VectorStore
) -> None:
    """The indexer's request (class `index`) leaves the vector in the embedder's exact-text
    cache; an item embedded with the same text (class `enrich`) is answered from it, and
    gets the very vector the episode point holds in the store."""
    ack = await client.publish_turn("s1", 0, user_input="Deborah keeps bees behind the barn.")
    records = await eventually(
        lambda: vector_store.get(EPISODES, ack.resource_ids, with_vectors=True),
        until=lambda got: len(got) == len(ack.resource_ids),
        what="the episode point",
    )
    episode = records[0]
    text = embedded_text(episode.payload["speaker"], episode.payload["text"])
    before = embedder_app.reuse.cached["enrich"]
    with embedding_priority("enrich"):
        [item] = await EmbeddingClient(nc, timeout=30).embed([text], "document")
    assert embedder_app.reuse.cached["enrich"] >= before + 1
    assert episode.dense is not None
    assert np.allclose(item.dense, episode.dense, atol=1e-5)


async def test_the_client_tells_the_embedder_how_long_it_waits(
    stack: Stack, nc: Client, embedder_app: EmbedderApp
) -> None:
    """The header the embedder's endpoint honours (messaging/endpoint.py) is sent with
    every request: seen here by a stand-in answering in the embedder's place."""
    seen: list[str | None] = []

    async def stand_in(msg: Msg) -> None:
        seen.append((msg.headers or {}).get(s.HEADER_TIMEOUT))
        refusal = ErrorReply(code="unavailable", message="stand-in")
        await msg.respond(refusal.model_dump_json().encode())

    await embedder_app.endpoint.stop(timeout=5)
    sub = await nc.subscribe(s.EMBED, cb=stand_in)
    try:
        client = EmbeddingClient(nc, timeout=2.5)
        with pytest.raises(EmbedderUnavailable):
            await client.embed(["how long?"], "query")
        # Serving a request whose caller waits less (a context request near its deadline),
        # the client waits, and says, only what is left of that.
        with caller_waits(0.8), pytest.raises(EmbedderUnavailable):
            await client.embed(["and now?"], "query")
        with caller_waits(60), pytest.raises(EmbedderUnavailable):
            await client.embed(["and with time to spare?"], "query")
    finally:
        await sub.unsubscribe()
        await embedder_app.endpoint.start()
    assert seen[0] == "2.5" and 0 < float(seen[1]) <= 0.8 and seen[2] == "2.5"

"""The embedder service over a real NATS server: a retriever's query is answered while an
indexer batch holds the backend (the query lane), and is not without the lane."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import nats
import pytest

from memstream.services.cli.stack import Stack
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.models.embedding import DenseMatrix, HashEmbedder
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.embedder.app import EmbedderApp
from memstream.services.embedder.settings import EmbedderSettings

pytestmark = pytest.mark.integration

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0


class HeldEpisodes(HashEmbedder):
    """A backend whose calls with an episode ("ep …") wait until `gate` opens."""

    def __init__(self) -> None:
        super().__init__(dim=64)
        self.gate = asyncio.Event()
        self.holding = asyncio.Event()

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        if any(t.startswith("ep ") for t in texts):
            self.holding.set()
            await self.gate.wait()
        return self.embed(texts)


@pytest.fixture
async def server(tmp_path: Path) -> AsyncIterator[EmbeddedNatsServer]:
    # A server of its own: the session stack's embedder would answer half the requests.
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    server.start()
    try:
        yield server
    finally:
        server.stop()


async def embedder_alone(
    server: EmbeddedNatsServer, tmp_path: Path, backend: HeldEpisodes, lane: bool
) -> Stack:
    settings = CommonSettings(
        data_dir=tmp_path, nats_url=server.url, nats_open=True, http_port=0, log_format="text"
    )
    app = EmbedderApp(EmbedderSettings(query_lane=lane), dense=backend)
    stack = Stack(settings, [app], embedded_nats=False)
    await stack.start()
    return stack


@pytest.mark.parametrize("lane", [True, False])
async def test_a_query_does_not_wait_for_a_held_indexer_batch(
    server: EmbeddedNatsServer, tmp_path: Path, lane: bool
) -> None:
    backend = HeldEpisodes()
    stack = await embedder_alone(server, tmp_path, backend, lane)
    nc = await nats.connect(server.url)
    try:
        client = EmbeddingClient(nc, timeout=DEADLINE)
        batch = asyncio.create_task(
            client.embed([f"ep turn {i}" for i in range(8)], purpose="document")
        )
        await asyncio.wait_for(backend.holding.wait(), DEADLINE)
        query = asyncio.create_task(client.embed(["where does the user live?"], purpose="query"))
        if lane:
            [vector] = await asyncio.wait_for(query, DEADLINE)
            assert len(vector.dense) == 64
            assert not batch.done()  # the batch is still held: the query went beside it
        else:
            done, _ = await asyncio.wait({query}, timeout=0.5)
            assert not done  # behind the held batch, as before the lane
        backend.gate.set()
        vectors = await asyncio.wait_for(batch, DEADLINE)
        assert len(vectors) == 8
        await asyncio.wait_for(query, DEADLINE)
    finally:
        backend.gate.set()
        await nc.close()
        await stack.stop()

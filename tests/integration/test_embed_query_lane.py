"""The embedder service's lanes over a real NATS server: a retriever's query is answered
while an indexer batch holds the backend (the query lane), and is not without the lane; two
full indexer batches are embedded at once where the backlog lane has a core of its own, one
after the other without it."""

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
from memstream.services.embedder.backend import backlog_lane_fits
from memstream.services.embedder.settings import EmbedderSettings

pytestmark = pytest.mark.integration

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0
BATCH = 8


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


class HeldCalls(HashEmbedder):
    """A backend whose calls wait until `gate` opens; it counts the calls running."""

    def __init__(self) -> None:
        super().__init__(dim=64)
        self.gate = asyncio.Event()
        self.running = 0
        self.most_at_once = 0
        self.started = asyncio.Event()
        self.two_at_once = asyncio.Event()

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        self.started.set()
        if self.running >= 2:
            self.two_at_once.set()
        try:
            await self.gate.wait()
        finally:
            self.running -= 1
        return self.embed(texts)


@pytest.mark.parametrize("lane", [True, False])
async def test_a_second_full_batch_runs_beside_the_first_where_a_core_is_free(
    server: EmbeddedNatsServer, tmp_path: Path, lane: bool
) -> None:
    settings = EmbedderSettings(
        backlog_lane=lane, max_batch=BATCH, batch_window_ms=0, threads=1, query_lane=False
    )
    backend = HeldCalls()
    common = CommonSettings(
        data_dir=tmp_path, nats_url=server.url, nats_open=True, http_port=0, log_format="text"
    )
    stack = Stack(common, [EmbedderApp(settings, dense=backend)], embedded_nats=False)
    await stack.start()
    nc = await nats.connect(server.url)
    try:
        client = EmbeddingClient(nc, timeout=DEADLINE)
        first = asyncio.create_task(client.embed([f"ep a {i}" for i in range(BATCH)]))
        await asyncio.wait_for(backend.started.wait(), DEADLINE)
        second = asyncio.create_task(client.embed([f"ep b {i}" for i in range(BATCH)]))
        # Where the lane may run (one thread per call, a second core free) the second
        # batch starts while the first is held; elsewhere it waits for the first.
        expected = 2 if lane and backlog_lane_fits(settings) else 1
        if expected == 2:
            await asyncio.wait_for(backend.two_at_once.wait(), DEADLINE)
        else:
            done, _ = await asyncio.wait({second}, timeout=0.5)
            assert not done and backend.running == 1
        backend.gate.set()
        vectors = await asyncio.wait_for(asyncio.gather(first, second), DEADLINE)
        assert [len(v) for v in vectors] == [BATCH, BATCH]
        assert backend.most_at_once == expected
    finally:
        backend.gate.set()
        await nc.close()
        await stack.stop()

"""Shared fixtures: a real `nats-server -js` child process and a running memstream stack."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.embedder.app import EmbedderApp
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.graph.app import GraphApp
from memstream.services.indexer.app import IndexerApp
from memstream.services.indexer.settings import IndexerSettings
from memstream.services.ingest.app import IngestApp
from memstream.services.retriever.app import RetrieverApp
from memstream.services.scheduler.app import SchedulerApp
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import OffsetClock
from memstream.services.tools.app import ToolsApp
from tests.support.fixtures import openai_stub  # noqa: F401  (shared fixture)
from tests.support.gateway import running_gateway  # noqa: F401  (shared fixture)
from tests.support.polling import eventually

pytest_plugins = ["tests.support.own_server", "tests.support.watchdog"]


@pytest.fixture(scope="session")
def nats_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedNatsServer]:
    """One JetStream server for the session, on a free port with a temporary store."""
    store = tmp_path_factory.mktemp("jetstream")
    server = EmbeddedNatsServer(store_dir=store, port=0)
    server.start()  # returns once the server has written the port it listens on
    yield server
    server.stop()


@pytest.fixture(scope="session")
def settings(
    nats_server: EmbeddedNatsServer, tmp_path_factory: pytest.TempPathFactory
) -> CommonSettings:
    return CommonSettings(
        nats_url=nats_server.url,
        data_dir=tmp_path_factory.mktemp("data"),
        http_port=0,
        log_format="text",
    )


@pytest.fixture(scope="session")
async def stack(settings: CommonSettings) -> AsyncIterator[Stack]:
    """Every service in one process, as `memstream up` runs them, against the test server."""
    # The real offline model (loads in about a second); quick redelivery so tests that
    # take the embedder away see their messages come back within a second or two.
    indexer = IndexerApp(
        IndexerSettings(
            fetch_timeout_s=0.05, embed_timeout_s=10.0, nack_delay_s=0.2, nack_delay_max_s=1.0
        )
    )
    # Rule-based extraction (never an LLM from the environment), quick retries.
    extractor = ExtractorApp(
        ExtractorSettings(
            use_llm=False,
            fetch_timeout_s=0.05,
            embed_timeout_s=10.0,
            nack_delay_s=0.2,
            nack_delay_max_s=1.0,
        )
    )
    # No timer-driven jobs in the shared stack: they would sweep every test's tenant. The
    # session catch-up still runs, for the requesting tenant only; tests move its clock.
    scheduler = SchedulerApp(
        SchedulerSettings(cron_enabled=False, flush_poll_s=0.05),
        clock=OffsetClock(),
    )
    running = Stack(
        settings,
        [
            IngestApp(),
            EmbedderApp(),
            indexer,
            extractor,
            GraphApp(),
            RetrieverApp(),
            ToolsApp(),
            scheduler,
        ],
        embedded_nats=False,
    )
    await running.start()
    yield running
    await running.stop()


@pytest.fixture(scope="session")
def embedder_app(stack: Stack) -> EmbedderApp:
    return next(svc for svc in stack.services if isinstance(svc, EmbedderApp))


@pytest.fixture(scope="session")
def indexer_app(stack: Stack) -> IndexerApp:
    return next(svc for svc in stack.services if isinstance(svc, IndexerApp))


@pytest.fixture(scope="session")
def graph_app(stack: Stack) -> GraphApp:
    return next(svc for svc in stack.services if isinstance(svc, GraphApp))


@pytest.fixture(scope="session")
def extractor_app(stack: Stack) -> ExtractorApp:
    return next(svc for svc in stack.services if isinstance(svc, ExtractorApp))


@pytest.fixture
async def paused_extractor(extractor_app: ExtractorApp, nc: Client) -> AsyncIterator[None]:
    """The extractor's consumer stopped, so its acknowledged floor cannot move, while the
    extractor still answers extraction requests."""
    await extractor_app.stop(timeout=10)

    async def waiting() -> int:
        info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, s.DURABLE_EXTRACTOR)
        return info.num_waiting or 0

    await extractor_app.endpoint.start()
    try:
        await eventually(waiting, until=lambda n: n == 0, what="no open pull request")
        yield
    finally:
        await extractor_app.endpoint.stop(timeout=10)
        await extractor_app.start()


@pytest.fixture(scope="session")
def scheduler_app(stack: Stack) -> SchedulerApp:
    return next(svc for svc in stack.services if isinstance(svc, SchedulerApp))


@pytest.fixture(scope="session")
async def vector_store(stack: Stack, settings: CommonSettings) -> VectorStore:
    """The stack's process-shared vector store (the one the indexer writes)."""
    return await stack.stores.vector_store(settings)


@pytest.fixture(scope="session")
async def nc(nats_server: EmbeddedNatsServer) -> AsyncIterator[Client]:
    conn = await nats.connect(nats_server.url)
    yield conn
    await conn.close()


@pytest.fixture
def unique() -> str:
    """A short id to keep tenants, sessions and names apart between tests."""
    return uuid.uuid4().hex[:10]


@pytest.fixture
async def client(
    stack: Stack, nats_server: EmbeddedNatsServer, unique: str
) -> AsyncIterator[MemoryClient]:
    sdk = await MemoryClient.connect(nats_server.url, tenant_id=f"t{unique}", agent_id="agent")
    yield sdk
    await sdk.close()


@pytest.fixture
async def intruder(
    stack: Stack, nats_server: EmbeddedNatsServer, unique: str
) -> AsyncIterator[MemoryClient]:
    """Another tenant's client, beside `client`: what it reaches of `client`'s memory."""
    sdk = await MemoryClient.connect(nats_server.url, tenant_id=f"x{unique}", agent_id="agent")
    yield sdk
    await sdk.close()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests under tests/integration talk to real servers: mark them so `-m` can select."""
    for item in items:
        if Path(str(item.fspath)).parts[-2] == "integration":
            item.add_marker(pytest.mark.integration)

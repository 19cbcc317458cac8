"""Shared fixtures: a real `nats-server -js` child process and a running memstream stack."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client

from contracts.client import MemoryClient
from services.common.nats_server import EmbeddedNatsServer
from services.common.settings import CommonSettings
from services.common.stack import Stack
from services.ingest.app import IngestApp


@pytest.fixture(scope="session")
def nats_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedNatsServer]:
    """One JetStream server for the session, on a free port with a temporary store."""
    store = tmp_path_factory.mktemp("jetstream")
    server = EmbeddedNatsServer(store_dir=store, port=0)
    server.start()  # polls the port before returning
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
    running = Stack(settings, [IngestApp()], embedded_nats=False)
    await running.start()
    yield running
    await running.stop()


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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests under tests/integration talk to real servers: mark them so `-m` can select."""
    for item in items:
        if Path(str(item.fspath)).parts[-2] == "integration":
            item.add_marker(pytest.mark.integration)

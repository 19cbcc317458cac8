"""A nats-server of one test's own, provisioned: for a consumer that reads every tenant's
resources, which on the shared server would also get every other test's."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client

from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings


@pytest.fixture
async def own_server(tmp_path: Path) -> AsyncIterator[tuple[CommonSettings, Client]]:
    """The server's settings and a connection to it."""
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    server.start()
    try:
        settings = CommonSettings(
            nats_url=server.url, data_dir=tmp_path / "data", http_port=0, log_format="text"
        )
        conn = await nats.connect(server.url)
        try:
            await provision(conn.jetstream(), settings)
            yield settings, conn
        finally:
            await conn.close()
    finally:
        server.stop()

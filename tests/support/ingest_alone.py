"""A nats-server of the test's own, and ingest alone on it once the test starts it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.ingest.app import IngestApp
from memstream.services.ingest.settings import IngestSettings


class IngestAlone:
    """The server runs from the start; ingest (which provisions the streams) on request."""

    def __init__(self, tmp_path: Path) -> None:
        self.server = EmbeddedNatsServer(tmp_path / "js", port=0)
        self.server.start()
        self.settings = CommonSettings(
            data_dir=tmp_path, nats_url=self.server.url, http_port=0, log_format="text"
        )
        self.stack: Stack | None = None

    async def start_ingest(self, settings: IngestSettings | None = None) -> None:
        self.stack = Stack(self.settings, [IngestApp(settings)], embedded_nats=False)
        await self.stack.start()

    async def close(self) -> None:
        if self.stack is not None:
            await self.stack.stop()
        self.server.stop()


@asynccontextmanager
async def ingest_alone(tmp_path: Path) -> AsyncIterator[IngestAlone]:
    running = IngestAlone(tmp_path)
    try:
        yield running
    finally:
        await running.close()

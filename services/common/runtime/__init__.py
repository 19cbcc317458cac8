"""What a service gets at start-up: settings and the clients created once per process."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from faststream.nats import NatsBroker
from nats.aio.client import Client
from nats.js import JetStreamContext

from memstream.services.common.runtime.backlog import IndexingBacklog
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores import StoreHandle


@dataclass(frozen=True, slots=True)
class Runtime:
    """Shared, injected clients: one NATS connection and one FastStream broker a process."""

    settings: CommonSettings
    nc: Client
    js: JetStreamContext
    broker: NatsBroker
    # Process-shared stores (the embedded vector engine allows one opener per process).
    stores: StoreHandle = field(default_factory=StoreHandle)
    # What the indexer of this process still holds, for enrichment to give way to.
    backlog: IndexingBacklog = field(default_factory=IndexingBacklog)


class Service(Protocol):
    """A memstream service as the runner drives it."""

    name: str

    async def setup(self, rt: Runtime) -> None:
        """Create clients and register subscribers (before the broker starts)."""

    async def start(self) -> None:
        """Begin serving (after the broker started)."""

    async def stop(self, timeout: float) -> None:
        """Stop taking work and finish in-flight work within `timeout` seconds."""

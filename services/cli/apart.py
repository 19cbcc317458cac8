"""The services `memstream up` runs in child processes of its own: the embedder.

In the one-process default every service shares one interpreter. The embedder's forward
passes release the GIL, but its tokenising, its request (de)coding and the event loop of
seven other services do not, so under load the embedding thread waited on the rest, and
the rest on it. Run apart, the embedder gets an interpreter (and, on two cores, a core) of
its own, and the in-process services ask it over NATS exactly as they did: measured in
BENCHMARKS.md ("The embedder in its own process"). `MEMSTREAM_EMBEDDER_APART=false` keeps
it in the one process.

The child is supervised as `memstream up --split` supervises its processes (cli/supervisor.py):
started, and ready, before the in-process services (the retriever embeds its intent
exemplars when it starts), restarted when it exits, stopped after them. Its metrics have
their own URL, which the banner prints, as a pod's would.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from memstream.services.cli.split_plan import ProcessSpec, SplitSettings, assign_ports
from memstream.services.cli.supervisor import Child, Supervisor, supervisor_for
from memstream.services.common.runtime.nats_server import free_port
from memstream.services.common.runtime.settings import CommonSettings

EMBEDDER = "embedder"


def apart_plan(names: Sequence[str], settings: CommonSettings) -> list[ProcessSpec]:
    """The child processes for `names` under these settings (none, or the embedder)."""
    if not settings.embedder_apart or EMBEDDER not in names:
        return []
    plan = [ProcessSpec(EMBEDDER, (EMBEDDER,), stage=0, env={"MEMSTREAM_BANNER": "false"})]
    # No gateway runs in the child: its port argument is never used.
    return assign_ports(plan, settings.http_port, 0, lambda: free_port(settings.http_host))


def in_process(names: Sequence[str], plan: Sequence[ProcessSpec]) -> list[str]:
    """The services of `names` that stay in the parent's process."""
    apart = {name for spec in plan for name in spec.services}
    return [name for name in names if name not in apart]


class ApartProcesses:
    """The children of one `memstream up`: started on its NATS server, watched, stopped."""

    def __init__(self, plan: Sequence[ProcessSpec], data_dir: Path) -> None:
        self.plan = list(plan)
        self.data_dir = data_dir
        self.supervisor: Supervisor | None = None

    async def start(self, nats_url: str, user: str | None, password: str | None) -> None:
        """Spawn every child and return once each answers /readyz."""
        self.supervisor = supervisor_for(
            self.plan, SplitSettings(), self.data_dir, nats_url, user, password
        )
        await self.supervisor.start()

    @property
    def children(self) -> list[Child]:
        return self.supervisor.children if self.supervisor is not None else []

    async def stop(self, timeout: float) -> None:
        if self.supervisor is not None:
            await self.supervisor.stop(timeout)

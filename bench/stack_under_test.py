"""The stack a benchmark loads, and what the benchmark reads from it while it runs.

Either in the benchmark's own process (`Stack`), or as its own OS process (`memstream run
<services...>`), as a user runs it beside their agents: the load generator's CPU and GIL are
then its own, and the CPU of each process can be told apart. `Probes` reads either the same
way: the indexer's freshness histogram (in process, or from the child's metrics URL, which
its `memstream is up` banner names), CPU seconds per process, and, in process only, the
embedder's priority counters and the extractor's give-way count.

Used by bench/freshness.py and bench/backlog.py (`--process apart|child|inprocess`, through
`stack_running`) and bench/hot_path.py (ingest alone in its own process).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import os
import re
import sys
import tempfile
import time
import urllib.request
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

from prometheus_client.metrics_core import Metric
from prometheus_client.parser import text_string_to_metric_families

from bench._common import cpu_seconds
from memstream.contracts.client import MemoryClient
from memstream.contracts.embed import EmbedPriority
from memstream.services.cli.registry import SERVICES
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime import Service
from memstream.services.common.runtime.metrics import FRESHNESS, REGISTRY
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.embedder.app import EmbedderApp
from memstream.services.gateway.app import GatewayApp
from memstream.services.gateway.settings import GatewaySettings

Buckets = tuple[list[float], list[float]]

_UP = "memstream is up"
_METRICS_URL = re.compile(r"metrics URL:\s+(\S+)")
GAVE_WAY = "memstream_extractor_gave_way_seconds_total"
HELD = "memstream_ingest_held_turns_total"
START_TIMEOUT_S = 180.0
INDEXER_ONLY = ("ingest", "embedder", "indexer", "retriever")


class StackProcess:
    """A `memstream run` child: started, read for its metrics URL, drained, stopped."""

    def __init__(self, proc: asyncio.subprocess.Process, metrics_url: str | None) -> None:
        self.proc = proc
        self.metrics_url = metrics_url
        self.last_lines: collections.deque[str] = collections.deque(maxlen=20)
        self._drain: asyncio.Task[None] | None = None

    @classmethod
    async def start(cls, url: str, data_dir: Path, services: Sequence[str]) -> StackProcess:
        env = {
            **os.environ,
            "MEMSTREAM_NATS_URL": url,
            "MEMSTREAM_DATA_DIR": str(data_dir),
            "MEMSTREAM_HTTP_PORT": "0",
            "MEMSTREAM_GATEWAY_PORT": "0",
            "MEMSTREAM_LOG_LEVEL": "WARNING",
        }
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "memstream.services.cli.main",
            "run",
            *services,
            env=env,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
            cwd=Path(__file__).resolve().parents[1],
        )
        child = cls(proc, None)
        try:
            await asyncio.wait_for(child._banner(), START_TIMEOUT_S)
        except BaseException:
            await child.stop()
            raise
        child._drain = asyncio.create_task(child._keep_reading())
        return child

    async def _line(self) -> str | None:
        assert self.proc.stderr is not None
        raw = await self.proc.stderr.readline()
        if not raw:
            return None
        line = raw.decode(errors="replace").rstrip()
        self.last_lines.append(line)
        return line

    async def _banner(self) -> None:
        """Read until the banner's metrics URL (the child is ready when it prints it)."""
        up = False
        while True:
            line = await self._line()
            if line is None:
                tail = "\n".join(self.last_lines)
                raise RuntimeError(f"the stack exited during start-up:\n{tail}")
            up = up or _UP in line
            found = _METRICS_URL.search(line)
            if up and found:
                self.metrics_url = found.group(1)
                return

    async def _keep_reading(self) -> None:
        """Drain stderr, so a chatty child never blocks on a full pipe."""
        while await self._line() is not None:
            continue

    def cpu_seconds(self) -> float:
        return cpu_seconds(self.proc.pid)

    def _scrape(self) -> list[Metric]:
        """The child's metric families right now; none before its metrics URL is known."""
        if self.metrics_url is None:
            return []
        with urllib.request.urlopen(self.metrics_url, timeout=10) as reply:  # noqa: S310
            return list(text_string_to_metric_families(reply.read().decode()))

    def embedder_totals(self) -> dict[str, float]:
        """The dense backend's work so far: calls, texts, seconds."""
        return backend_totals(self._scrape())

    def counter_total(self, name: str) -> float:
        """The child's counter `name` so far, summed over its labels."""
        return sum(
            sample.value
            for family in self._scrape()
            for sample in family.samples
            if sample.name == name
        )

    def freshness_buckets(self) -> Buckets:
        """(le bounds, cumulative counts) of the child's freshness histogram right now."""
        families = self._scrape()
        return bucket_counts(f for f in families if f.name == "memstream_freshness_seconds")

    async def stop(self) -> None:
        if self.proc.returncode is None:
            self.proc.terminate()
            try:
                await asyncio.wait_for(self.proc.wait(), 30)
            except TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        if self._drain is not None:
            await self._drain


@dataclass(frozen=True, slots=True)
class Probes:
    """What a benchmark reads from the stack under test."""

    # (le bounds, cumulative counts) of the indexer's freshness histogram right now.
    buckets: Callable[[], Buckets]
    # CPU seconds so far, per process ("stack" is the one the services run in).
    cpu: Callable[[], dict[str, float]]
    # The embedder's priority counters so far; empty when it runs in another process.
    embedder: Callable[[], dict[str, Any]]
    # Seconds the extractor's batches waited for the indexer so far (its metric).
    gave_way: Callable[[], float]
    # Turns ingest held before their write so far, their tenants far ahead of the indexer.
    held: Callable[[], float]
    # The dense backend's calls, texts and seconds so far (`backend_totals`).
    backend: Callable[[], dict[str, float]]


def bucket_counts(families: Iterable[Metric]) -> Buckets:
    """(le bounds, cumulative counts) of a histogram's bucket samples."""
    bounds: list[float] = []
    counts: list[float] = []
    for family in families:
        for sample in family.samples:
            if sample.name.endswith("_bucket"):
                bounds.append(float(sample.labels["le"]))
                counts.append(sample.value)
    return bounds, counts


def backend_totals(families: Iterable[Metric]) -> dict[str, float]:
    """Dense backend calls, texts and seconds so far, from the embedder's histograms."""
    totals = {"calls": 0.0, "texts": 0.0, "seconds": 0.0}
    totals |= {f"texts_{p}": 0.0 for p in get_args(EmbedPriority)}
    for family in families:
        for sample in family.samples:
            if sample.name == "memstream_embed_backend_texts_total":
                totals[f"texts_{sample.labels['priority']}"] += sample.value
            elif sample.name == "memstream_embed_batch_size_count":
                totals["calls"] += sample.value
            elif sample.name == "memstream_embed_batch_size_sum":
                totals["texts"] += sample.value
            elif sample.name == "memstream_embed_backend_seconds_sum":
                totals["seconds"] += sample.value
    return totals


def backend_rates(totals: dict[str, float], wall: float) -> dict[str, float]:
    """Texts/s, texts per call and texts per backend second over `wall` seconds."""
    if not totals.get("calls"):
        return {}
    return {
        "texts_per_s": round(totals["texts"] / wall, 1),
        "texts_per_call": round(totals["texts"] / totals["calls"], 1),
        "texts_per_backend_s": round(totals["texts"] / max(totals["seconds"], 1e-9), 1),
        # Where the backend's time went: texts/s per priority class.
        **{
            f"{p}_per_s": round(totals.get(f"texts_{p}", 0.0) / wall, 1)
            for p in get_args(EmbedPriority)
        },
    }


def in_process_buckets() -> Buckets:
    return bucket_counts(FRESHNESS.collect())


def embedder_figures(apps: Sequence[Service]) -> dict[str, Any]:
    """The in-process embedder's priority counters so far (cumulative)."""
    for app in apps:
        if isinstance(app, EmbedderApp):
            return {
                "promoted": app.batcher.promoted,
                "reused_cached": dict(app.reuse.cached),
                "reused_joined": dict(app.reuse.joined),
            }
    return {}


def in_process_probes(apps: Sequence[Service], nats_pid: int | None) -> Probes:
    return Probes(
        buckets=in_process_buckets,
        # The stack shares this process with the load generator: one figure for both.
        cpu=lambda: {"stack": time.process_time(), **_nats_cpu(nats_pid)},
        embedder=lambda: embedder_figures(apps),
        gave_way=lambda: REGISTRY.get_sample_value(GAVE_WAY) or 0.0,
        held=lambda: _registry_total(HELD),
        backend=lambda: backend_totals(REGISTRY.collect()),
    )


def child_probes(
    child: StackProcess, nats_pid: int | None, embedder: StackProcess | None = None
) -> Probes:
    def cpu() -> dict[str, float]:
        apart = {"embedder": embedder.cpu_seconds()} if embedder is not None else {}
        return {
            "stack": child.cpu_seconds(),
            **apart,
            "bench": time.process_time(),
            **_nats_cpu(nats_pid),
        }

    return Probes(
        buckets=child.freshness_buckets,
        cpu=cpu,
        embedder=dict,
        gave_way=lambda: child.counter_total(GAVE_WAY),
        held=lambda: child.counter_total(HELD),
        backend=(embedder or child).embedder_totals,
    )


def _registry_total(name: str) -> float:
    return sum(
        sample.value
        for family in REGISTRY.collect()
        for sample in family.samples
        if sample.name == name
    )


def _nats_cpu(pid: int | None) -> dict[str, float]:
    return {"nats-server": cpu_seconds(pid)} if pid is not None else {}


def service_names(stack: str) -> list[str]:
    """`full`: every service `memstream up` runs; `indexer`: what makes a turn searchable."""
    return list(SERVICES) if stack == "full" else list(INDEXER_ONLY)


def services(stack: str) -> list[Service]:
    # The gateway on a free port: the default 8080 may be taken on a shared machine.
    names = service_names(stack)
    return [GatewayApp(GatewaySettings(port=0)) if n == "gateway" else SERVICES[n]() for n in names]


def add_stack_arguments(parser: argparse.ArgumentParser) -> None:
    """`--stack` and `--process`: which services a bench loads, and how they are laid out."""
    parser.add_argument("--stack", choices=("full", "indexer"), default="full")
    parser.add_argument(
        "--process",
        choices=("apart", "child", "inprocess"),
        default="apart",
        help="apart: the embedder in one process and the other services in another, as "
        "`memstream up` runs them; child: every service in one process (`memstream run`); "
        "inprocess: in this process, sharing its CPU and GIL with the load generator",
    )


@asynccontextmanager
async def stack_running(
    stack: str, process: str, prefix: str = "memstream-bench-"
) -> AsyncIterator[tuple[str, Probes]]:
    """A nats-server child on a temporary store, and the services of `stack` on it laid out
    as `process` says, warmed up by one turn and its context request; the server's URL and
    the probes while they run, everything stopped and removed on the way out.

    apart: the embedder in one `memstream run` child and the rest in another (as `memstream
    up` lays them out); child: every service in one child; inprocess: in this process.
    """
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        root = Path(tmp)
        server = EmbeddedNatsServer(store_dir=root / "js", port=0)
        server.start()
        children: list[StackProcess] = []
        in_process: Stack | None = None
        try:
            if process == "child":
                children.append(
                    await StackProcess.start(server.url, root / "data", service_names(stack))
                )
                probes = child_probes(children[0], server.pid)
            elif process == "apart":
                names = [n for n in service_names(stack) if n != "embedder"]
                embedder = await StackProcess.start(server.url, root / "emb", ["embedder"])
                children.append(embedder)
                children.append(await StackProcess.start(server.url, root / "data", names))
                probes = child_probes(children[1], server.pid, embedder)
            else:
                settings = CommonSettings(
                    nats_url=server.url, data_dir=root / "data", http_port=0, log_level="WARNING"
                )
                apps = services(stack)
                in_process = Stack(settings, apps, embedded_nats=False)
                await in_process.start()
                probes = in_process_probes(apps, server.pid)
            async with await MemoryClient.connect(server.url, "frwarm", "bench") as warm:
                ack = await warm.publish_turn("s0", 0, user_input="warm up the pipeline")
                await warm.context("warm up", after=ack)
            yield server.url, probes
        finally:
            if in_process is not None:
                await in_process.stop()
            for child in reversed(children):
                await child.stop()
            server.stop()

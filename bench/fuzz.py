"""Hostile requests over every request subject: typed errors, no `internal`, no timeouts.

Starts a nats-server child and every service in one process (as `memstream up` runs them,
rule-based extraction, no timer-driven jobs), stores a few turns, then sends `--requests`
requests over every request endpoint of the catalogue (services/cli/asyncapi.py), at most
`--concurrency` in flight, each with a `--timeout` (plus any wait the request itself asks
for). About one in seven is valid; the rest are made hostile from the contracts' JSON
schemas (bench/fuzz_hostile.py, bench/fuzz_values.py). At the end every endpoint must still
answer a valid request.

It reports replies by code, timeouts, no-responders, invalid requests answered as valid,
untyped answers, and latency per endpoint (p50/p95/p99: a report, not a gate). Services log
"request handler failed" with the traceback for each `internal`.

Usage: python bench/fuzz.py [--requests 21000] [--concurrency 32] [--seed 1]
The last output line is one JSON object with every figure.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the services run (services/__init__)

import argparse  # noqa: E402
import asyncio  # noqa: E402
import logging  # noqa: E402
import multiprocessing  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import AsyncIterator  # noqa: E402
from concurrent.futures import ProcessPoolExecutor  # noqa: E402
from contextlib import asynccontextmanager  # noqa: E402
from pathlib import Path  # noqa: E402

import nats  # noqa: E402
from nats.aio.client import Client  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, say  # noqa: E402
from bench.fuzz_cases import Case  # noqa: E402
from bench.fuzz_hostile import CaseMaker, MakerParams, make_chunk  # noqa: E402
from bench.fuzz_run import Tally, dead_letters, run_chunks, send  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.services.cli.stack import Stack  # noqa: E402
from memstream.services.common.runtime import Service  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.embedder.app import EmbedderApp  # noqa: E402
from memstream.services.extractor.app import ExtractorApp  # noqa: E402
from memstream.services.extractor.settings import ExtractorSettings  # noqa: E402
from memstream.services.graph.app import GraphApp  # noqa: E402
from memstream.services.indexer.app import IndexerApp  # noqa: E402
from memstream.services.ingest.app import IngestApp  # noqa: E402
from memstream.services.retriever.app import RetrieverApp  # noqa: E402
from memstream.services.scheduler.app import SchedulerApp  # noqa: E402
from memstream.services.scheduler.settings import SchedulerSettings  # noqa: E402
from memstream.services.tools.app import ToolsApp  # noqa: E402

TENANTS = ["fuzz", "fuzz2", "fuzz3"]
CHUNK = 500  # cases made at a time
SEED_TURNS = (
    ("I moved to Porto last spring and work as an architect.", "Noted: Porto, architect."),
    ("My sister Ana visits every March; remind me next Friday to book her flight.", "Sure."),
    ("I prefer green tea over coffee in the morning.", "Green tea it is."),
    ("Bob plays bass in a jazz trio on Thursdays.", "Nice."),
    ("I fly to Tokyo tomorrow for the Kyoto conference.", "Have a good trip."),
)


def services() -> list[Service]:
    """Every service, as tests/conftest.py's stack runs them."""
    return [
        IngestApp(),
        EmbedderApp(),
        IndexerApp(),
        ExtractorApp(ExtractorSettings(use_llm=False)),
        GraphApp(),
        RetrieverApp(),
        ToolsApp(),
        SchedulerApp(SchedulerSettings(cron_enabled=False)),
    ]


@asynccontextmanager
async def running_stack(workdir: Path) -> AsyncIterator[tuple[str, CommonSettings]]:
    server = EmbeddedNatsServer(workdir / "js", port=0)
    server.start()
    settings = CommonSettings(nats_url=server.url, data_dir=workdir / "data", http_port=0)
    stack = Stack(settings, services(), embedded_nats=False)
    await stack.start()
    try:
        yield server.url, settings
    finally:
        await stack.stop()
        server.stop()


async def seed(url: str) -> None:
    """A few turns per tenant, indexed and extracted, so reads have something to find."""
    for tenant in TENANTS:
        async with await MemoryClient.connect(url, tenant_id=tenant, agent_id="seed") as client:
            for n, (user, agent) in enumerate(SEED_TURNS, start=1):
                await client.publish_turn("s1", n, user, agent)
            await client.wait_for(extracted=True, timeout=60)


async def chunks(params: MakerParams, count: int) -> AsyncIterator[list[Case]]:
    """The run's cases, made in a child process one chunk ahead: generating them (about
    0.6 ms a case) on the event loop the services share would slow the services down."""
    loop = asyncio.get_running_loop()
    sizes = [min(CHUNK, count - start) for start in range(0, count, CHUNK)]
    spawn = multiprocessing.get_context("spawn")  # never fork a process running a stack
    with ProcessPoolExecutor(1, mp_context=spawn) as pool:
        ahead = loop.run_in_executor(pool, make_chunk, params, 0, sizes[0])
        for index in range(len(sizes)):
            chunk = await ahead
            if index + 1 < len(sizes):
                ahead = loop.run_in_executor(pool, make_chunk, params, index + 1, sizes[index + 1])
            yield chunk


async def liveness(nc: Client, maker: CaseMaker) -> dict[str, str]:
    """Each endpoint's answer to one valid request (never a timeout or `internal`)."""
    tally = Tally()
    answers: dict[str, str] = {}
    for ep in maker.endpoints:
        case = maker.make(ep, "valid")
        answers[ep.name] = await send(nc, case, tally)
    return answers


def print_table(tally: Tally) -> None:
    summary = tally.summary()
    codes = sorted(summary["by_code"])
    width = max(len(n) for n in summary["per_endpoint"]) + 2
    say("endpoint".ljust(width) + "".join(c[:12].rjust(13) for c in codes) + "   p50/p95/p99 ms")
    for name, row in summary["per_endpoint"].items():
        cells = "".join(str(row["by_code"].get(c, 0)).rjust(13) for c in codes)
        lat = f"{row['p50_ms']:.0f}/{row['p95_ms']:.0f}/{row['p99_ms']:.0f}"
        say(name.ljust(width) + cells + "   " + lat)
    say("total".ljust(width) + "".join(str(summary["by_code"][c]).rjust(13) for c in codes))
    for kind, samples in tally.defects.items():
        say(f"\n{kind}: {tally.defect_counts[kind]}")
        for line in samples:
            say(f"  {line}")


async def main(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="memstream-fuzz-") as tmp:
        async with running_stack(Path(tmp)) as (url, settings):
            await seed(url)
            nc = await nats.connect(url, max_reconnect_attempts=-1)
            try:
                params = MakerParams(
                    args.seed,
                    TENANTS,
                    settings.partitions,
                    nc.max_payload,
                    base_timeout_s=args.timeout,
                    default_flush_s=SchedulerSettings().flush_timeout_s,
                )
                maker = CaseMaker(args.seed, TENANTS, settings.partitions, nc.max_payload)
                say(f"machine: {machine()}")
                say(f"{len(maker.endpoints)} endpoints, {args.requests} requests, seed {args.seed}")
                started = time.perf_counter()
                cases = chunks(params, args.requests)
                tally = await run_chunks(nc, cases, args.concurrency)
                elapsed = time.perf_counter() - started
                alive = await liveness(nc, maker)
                parked = await dead_letters(nc, TENANTS)
            finally:
                await nc.close()
    print_table(tally)
    broken = ("timeout", "internal", "no_responders", "untyped")
    dead = {name: code for name, code in alive.items() if code in broken}
    say(f"\n{args.requests} requests in {elapsed:.0f} s; after the run: {alive}")
    say(f"dead letters by service: {parked}")
    figures = {
        **tally.summary(),
        "machine": machine(),
        "seed": args.seed,
        "concurrency": args.concurrency,
        "seconds": round(elapsed, 1),
        "requests_per_s": round(tally.requests / elapsed, 1),
        "alive_after": alive,
        "dead_after": dead,
        "dead_letters": parked,
    }
    emit(figures)
    failed = figures["internal"] or figures["timeouts"] or figures["accepted_invalid"] or dead
    return 1 if failed or figures["untyped"] or figures["no_responders"] or parked else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--requests", type=int, default=21_000, help="Requests to send.")
    parser.add_argument("--concurrency", type=int, default=32, help="Requests in flight.")
    parser.add_argument("--timeout", type=float, default=10.0, help="Seconds per request.")
    parser.add_argument("--seed", type=int, default=1, help="Random seed of the cases.")
    sys.exit(asyncio.run(main(parser.parse_args())))

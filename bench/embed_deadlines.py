"""The embedder past its capacity: callers that give up, with and without deadlines.

Every `EmbeddingClient` request says how long its caller waits (`Memstream-Timeout-S`);
an embedder that honours it (`MEMSTREAM_EMBEDDER_HONOUR_DEADLINES`, the default) drops a
request once that passes instead of embedding its texts for nobody. This measures what
that is worth when queries arrive faster than the embedder can serve them.

Per round, with the embedder as its own process (`memstream run embedder`, the pinned
MiniLM ONNX model) on an embedded nats-server:
1. the floor: its capacity for these requests, in requests/s, from `--concurrency`
   closed-loop callers for `--floor-s` seconds (each request one LoCoMo dialogue text,
   never repeated, so the cache answers nothing; enough callers to fill every batch, as
   a flood does, or the floor would understate what the flood gets);
2. an open-loop flood at `--overload` x that capacity for `--duration` seconds, each
   request with the client's timeout `--timeout`, once with deadlines honoured and once
   without (the embedder restarted with the setting), in alternating order per round.
Reported per mode: goodput (requests answered within their caller's wait, per second, and
as a ratio of the floor), the share answered in time, latency percentiles of those
answered, and the embedder's CPU per request sent. The JSON line's headline is the goodput
ratio with deadlines over the one without.

Usage: python bench/embed_deadlines.py [--rounds 2] [--duration 20] [--overload 2]
       [--timeout 1.0] [--concurrency 128] [--floor-s 8]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import os
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import nats
from nats.aio.client import Client

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import cpu_seconds, emit, latency_summary_ms, machine, say  # noqa: E402
from bench._turns import _locomo  # noqa: E402
from bench.stack_under_test import StackProcess  # noqa: E402
from memstream.services.common.models.embed_client import (  # noqa: E402
    EmbedderUnavailable,
    EmbeddingClient,
    embedding_priority,
)
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402

SETTING = "MEMSTREAM_EMBEDDER_HONOUR_DEADLINES"


def texts() -> Iterator[str]:
    """LoCoMo's dialogue texts, each made unique (the embedder caches by text)."""
    corpus = [t.user_input for t in _locomo() if t.user_input.strip()]
    for n in itertools.count():
        yield f"{corpus[n % len(corpus)]} ({n})"


async def floor(nc: Client, source: Iterator[str], concurrency: int, seconds: float) -> float:
    """Requests/s of `concurrency` callers each sending its next request on an answer."""
    client = EmbeddingClient(nc, timeout=60)
    done = 0
    stop_at = time.perf_counter() + seconds

    async def caller() -> None:
        nonlocal done
        while time.perf_counter() < stop_at:
            await client.embed([next(source)], "query")
            done += 1

    started = time.perf_counter()
    with embedding_priority("query"):
        await asyncio.gather(*(caller() for _ in range(concurrency)))
    return done / (time.perf_counter() - started)


async def flood(
    nc: Client, source: Iterator[str], rate: float, seconds: float, timeout: float, pid: int
) -> dict[str, Any]:
    """Requests at `rate` per second, each waiting `timeout`; what came back in time."""
    client = EmbeddingClient(nc, timeout=timeout)
    answered: list[float] = []
    expired = 0
    sent = 0

    async def one(text: str) -> None:
        nonlocal expired
        started = time.perf_counter()
        try:
            await client.embed([text], "query")
        except EmbedderUnavailable:
            expired += 1
            return
        answered.append(time.perf_counter() - started)

    tasks: set[asyncio.Task[None]] = set()
    cpu0 = cpu_seconds(pid)
    started = time.perf_counter()
    with embedding_priority("query"):
        while (now := time.perf_counter() - started) < seconds:
            due = int(now * rate) + 1
            while sent < due:
                task = asyncio.create_task(one(next(source)))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                sent += 1
            await asyncio.sleep(1 / rate)  # pacing the open loop, not waiting for an event
        await asyncio.gather(*tasks)
    cpu = cpu_seconds(pid) - cpu0
    return {
        "sent": sent,
        "answered_in_time": len(answered),
        "given_up": expired,
        "goodput_per_s": round(len(answered) / seconds, 1),
        "in_time_share": round(len(answered) / sent, 3),
        **(
            {f"answered_{k}": v for k, v in latency_summary_ms(answered).items()}
            if answered
            else {}
        ),
        "embedder_cpu_ms_per_request": round(cpu / sent * 1000, 2),
    }


@contextlib.asynccontextmanager
async def provisioned_nats() -> AsyncIterator[tuple[EmbeddedNatsServer, Client, Path]]:
    """An embedded nats-server with memstream's streams, a connection, and its directory."""
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js")
        server.start()
        nc = await nats.connect(server.url)
        try:
            await provision(nc.jetstream(timeout=30), CommonSettings(nats_url=server.url))
            yield server, nc, Path(tmp)
        finally:
            await nc.close()
            server.stop()


async def main(args: argparse.Namespace) -> None:
    say(f"machine: {machine()}")
    source = texts()
    results: dict[str, list[dict[str, Any]]] = {"on": [], "off": []}
    floors: list[float] = []
    async with provisioned_nats() as (server, nc, tmp):
        for r in range(args.rounds):
            modes = ("on", "off") if r % 2 == 0 else ("off", "on")
            for mode in modes:
                os.environ[SETTING] = "true" if mode == "on" else "false"
                embedder = await StackProcess.start(server.url, tmp, ["embedder"])
                try:
                    capacity = await floor(nc, source, args.concurrency, args.floor_s)
                    floors.append(capacity)
                    rate = capacity * args.overload
                    got = await flood(
                        nc, source, rate, args.duration, args.timeout, embedder.proc.pid
                    )
                finally:
                    await embedder.stop()
                got |= {"floor_per_s": round(capacity, 1), "rate_per_s": round(rate, 1)}
                got["goodput_to_floor"] = round(got["goodput_per_s"] / capacity, 3)
                results[mode].append(got)
                say(f"round {r} deadlines {mode}: {got}")

    def median(mode: str, key: str) -> float:
        return float(statistics.median(float(x.get(key, 0.0)) for x in results[mode]))

    headline: dict[str, float | None] = {
        "goodput_to_floor_with_deadlines": median("on", "goodput_to_floor"),
        "goodput_to_floor_without": median("off", "goodput_to_floor"),
        "in_time_share_with_deadlines": median("on", "in_time_share"),
        "in_time_share_without": median("off", "in_time_share"),
    }
    with_, without = median("on", "goodput_to_floor"), median("off", "goodput_to_floor")
    headline["goodput_with_to_without"] = round(with_ / without, 2) if without else None
    say(f"headline (medians): {headline}")
    emit(
        {
            "machine": machine(),
            "args": vars(args),
            "floors_per_s": [round(f, 1) for f in floors],
            "headline": headline,
            "per_round": results,
        }
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--overload", type=float, default=2.0)
    parser.add_argument("--timeout", type=float, default=1.0)
    parser.add_argument("--concurrency", type=int, default=128)
    parser.add_argument("--floor-s", type=float, default=8.0)
    asyncio.run(main(parser.parse_args()))

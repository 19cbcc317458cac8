"""One tenant's query flood in the embedder: what the other tenants' queries and every
tenant's episodes get, with tenant turns and short query calls, and without.

A tenant whose agent asks for context in a loop sends the embedder more queries than it
can serve. Queries rank ahead of the indexer's episodes, so first come, first served in
calls of 64 queues every other tenant's query behind the flood, makes each wait out a
long call, and embeds episodes only in the gaps. With `MEMSTREAM_EMBEDDER_FAIR_QUERIES`
(tenants' queries take turns) and `MEMSTREAM_EMBEDDER_QUERY_BATCH=16` (a call takes at
most 16 queries; the rest of its room goes to episodes), both the defaults, the other
tenant's query goes in a short next call and episodes keep a place in every call.

Per round and mode ("fair": the defaults; "fifo": fair_queries off, query batch 64), with
the embedder as its own process (`memstream run embedder`, the pinned MiniLM ONNX model)
on an embedded nats-server:
1. the floor: its capacity in query requests/s (closed loop, as bench/embed_deadlines.py);
2. quiet: only the other tenant's traffic for `--duration` s: its queries at `--queries`/s
   (1 s waits, as the retriever) and episodes at `--episodes` texts/s in requests of two
   (5 s waits, as the indexer), every text a distinct LoCoMo text;
3. flood: the same traffic while tenant "flood" sends queries at `--overload` x the floor.
Reported per phase: the other tenant's queries answered in time and their latency, the
episodes' latency and how many were embedded, and the flood's goodput. The JSON line's
headline compares the modes under the flood (medians over rounds).

Usage: python bench/embed_fairness.py [--rounds 2] [--duration 15] [--overload 2]
       [--queries 4] [--episodes 10]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from nats.aio.client import Client

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from bench.embed_deadlines import floor, provisioned_nats, texts  # noqa: E402
from bench.stack_under_test import StackProcess  # noqa: E402
from memstream.contracts.embed import EmbedPriority  # noqa: E402
from memstream.services.common.models.attribution import billed_to  # noqa: E402
from memstream.services.common.models.embed_client import (  # noqa: E402
    EmbedderUnavailable,
    EmbeddingClient,
    embedding_priority,
)

MODES = {
    "fair": {"MEMSTREAM_EMBEDDER_FAIR_QUERIES": "true", "MEMSTREAM_EMBEDDER_QUERY_BATCH": "16"},
    "fifo": {"MEMSTREAM_EMBEDDER_FAIR_QUERIES": "false", "MEMSTREAM_EMBEDDER_QUERY_BATCH": "64"},
}
QUERY_WAIT_S = 1.0  # the retriever's embed timeout
EPISODE_WAIT_S = 5.0  # the client's default, which the indexer uses


class Traffic:
    """Open-loop requests of one kind: sent at a fixed rate, whatever comes back."""

    def __init__(
        self, nc: Client, tenant: str, priority: EmbedPriority, wait_s: float, size: int
    ) -> None:
        self.client = EmbeddingClient(nc, timeout=wait_s)
        self.tenant, self.priority, self.size = tenant, priority, size
        self.sent = 0
        self.answered: list[float] = []
        self.given_up = 0

    async def one(self, batch: list[str]) -> None:
        started = time.perf_counter()
        try:
            await self.client.embed(batch, "query" if self.priority == "query" else "document")
        except (EmbedderUnavailable, TimeoutError):
            self.given_up += 1
            return
        self.answered.append(time.perf_counter() - started)

    def figures(self, seconds: float) -> dict[str, Any]:
        return {
            "sent": self.sent,
            "answered_in_time": len(self.answered),
            "in_time_share": round(len(self.answered) / self.sent, 3) if self.sent else None,
            "answered_texts_per_s": round(len(self.answered) * self.size / seconds, 1),
            # None where nothing came back in time: no latency to report.
            **{
                f"answered_{k}": v if self.answered else None
                for k, v in latency_summary_ms(self.answered or [0.0]).items()
            },
        }


async def run_open_loop(
    traffic: list[tuple[Traffic, float]], source: Iterator[str], seconds: float
) -> None:
    """Each `(traffic, requests/s)` paced on its own from one clock, for `seconds`."""
    tasks: set[asyncio.Task[None]] = set()

    def spawn(t: Traffic) -> None:
        batch = [next(source) for _ in range(t.size)]
        # The tenant and class ride on context variables, copied into the task here.
        with billed_to(t.tenant), embedding_priority(t.priority):
            task = asyncio.create_task(t.one(batch))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
        t.sent += 1

    started = time.perf_counter()
    step = 1 / max(rate for _, rate in traffic)
    while (now := time.perf_counter() - started) < seconds:
        for t, rate in traffic:
            while t.sent < int(now * rate) + 1:
                spawn(t)
        await asyncio.sleep(step)  # pacing the open loop, not waiting for an event
    await asyncio.gather(*tasks)


async def phase(
    nc: Client, source: Iterator[str], args: argparse.Namespace, flood_rate: float
) -> dict[str, Any]:
    other = Traffic(nc, "other", "query", QUERY_WAIT_S, 1)
    episodes = Traffic(nc, "other", "index", EPISODE_WAIT_S, 2)
    traffic = [(other, args.queries), (episodes, args.episodes / 2)]
    flood = Traffic(nc, "flood", "query", QUERY_WAIT_S, 1)
    if flood_rate:
        traffic.append((flood, flood_rate))
    await run_open_loop(traffic, source, args.duration)
    got = {
        "other_queries": other.figures(args.duration),
        "episodes": episodes.figures(args.duration),
    }
    if flood_rate:
        got["flood"] = flood.figures(args.duration)
    return got


async def one_mode(
    nc: Client, url: str, tmp: Path, source: Iterator[str], args: argparse.Namespace, mode: str
) -> dict[str, Any]:
    os.environ.update(MODES[mode])
    embedder = await StackProcess.start(url, tmp, ["embedder"])
    try:
        capacity = await floor(nc, source, 128, args.floor_s)
        quiet = await phase(nc, source, args, 0.0)
        flooded = await phase(nc, source, args, capacity * args.overload)
    finally:
        await embedder.stop()
    return {"floor_per_s": round(capacity, 1), "quiet": quiet, "flood": flooded}


async def main(args: argparse.Namespace) -> None:
    say(f"machine: {machine()}")
    source = texts()
    results: dict[str, list[dict[str, Any]]] = {mode: [] for mode in MODES}
    async with provisioned_nats() as (server, nc, tmp):
        for r in range(args.rounds):
            for mode in list(MODES) if r % 2 == 0 else list(MODES)[::-1]:
                got = await one_mode(nc, server.url, tmp, source, args, mode)
                results[mode].append(got)
                say(f"round {r} {mode}: {got}")

    def median(mode: str, phase_name: str, who: str, key: str) -> float | None:
        values = [x[phase_name][who][key] for x in results[mode]]
        known = [float(v) for v in values if v is not None]
        return float(statistics.median(known)) if known else None

    headline: dict[str, float | None] = {
        f"{mode}_{who}_{key}": median(mode, "flood", who, key)
        for mode in MODES
        for who, key in (
            ("other_queries", "in_time_share"),
            ("other_queries", "answered_p95_ms"),
            ("episodes", "in_time_share"),
            ("episodes", "answered_p95_ms"),
            ("episodes", "answered_texts_per_s"),
            ("flood", "answered_texts_per_s"),
        )
    }
    for mode in MODES:
        quiet = median(mode, "quiet", "episodes", "answered_p95_ms")
        flooded = headline[f"{mode}_episodes_answered_p95_ms"]
        headline[f"{mode}_episode_p95_to_quiet"] = (
            round(flooded / quiet, 2) if quiet and flooded is not None else None
        )
    say(f"headline (medians under the flood): {headline}")
    emit({"machine": machine(), "args": vars(args), "headline": headline, "per_round": results})


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--duration", type=float, default=15.0)
    parser.add_argument("--overload", type=float, default=2.0)
    parser.add_argument("--queries", type=float, default=4.0, help="the other tenant's, per s")
    parser.add_argument("--episodes", type=float, default=10.0, help="episode texts per s")
    parser.add_argument("--floor-s", type=float, default=8.0)
    asyncio.run(main(parser.parse_args()))

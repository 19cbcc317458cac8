"""A turn's writes as JetStream atomic batches, against ingest's pipelined writes.

nats-server 2.12 added atomic batch publishing (ADR-50): messages carrying
`Nats-Batch-Id`/`Nats-Batch-Sequence` are staged and stored together when the one marked
`Nats-Batch-Commit: 1` arrives, and only that one is answered. A turn's writes go to three
streams (RESOURCES, CHECKPOINTS, TRIGGERS), so as batches, one per stream, the dated
turn's seven writes would need three acks instead of seven, and a refused turn would
write nothing by the server's own guarantee. This measures whether that is cheaper.

Both ways send the same writes, built by ingest's and the scheduler's own code
(`bench/hot_path.py`'s `ingest_writes`: ingest's parts and checkpoint, and the triggers the
scheduler files after them; ingest made all of them itself when this was measured), to
streams with `allow_atomic` on an embedded nats-server, rounds interleaved:
- pipelined: ingest's `JetStreamAppender` (every write published with a reply, one ack
  each), the floor;
- atomic: the writes of each stream as one batch; the messages before the commit are
  published without a reply, the commit and single writes are requests (nats.py's
  `request`), all of a turn's streams at once.
C agents each send their turns one after the other (`--concurrency 8,64`). Reported per
way: turns/s, latency percentiles, and the CPU per turn of this process and of
nats-server; the headline is atomic ÷ pipelined. `--storage memory` puts the streams in
memory, to see how much of the cost is the file store's.

Usage: python bench/atomic_batch.py [--turns 3200] [--rounds 2] [--storage file]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import nats
from nats.aio.client import Client
from nats.js.api import StorageType, StreamConfig

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import cpu_seconds, emit, latency_summary_ms, machine, say  # noqa: E402
from bench._turns import prepared  # noqa: E402
from bench.hot_path import ingest_writes  # noqa: E402
from memstream.contracts import subjects as s  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.ingest.appender import MSG_ID, JetStreamAppender  # noqa: E402
from memstream.services.ingest.writes import Write  # noqa: E402

STREAMS = (
    (s.STREAM_RESOURCES, s.RESOURCES_SUBJECTS),
    (s.STREAM_CHECKPOINTS, s.CHECKPOINTS_SUBJECTS),
    (s.STREAM_TRIGGERS, s.TRIGGERS_SUBJECTS),
)
WAYS = ("pipelined", "atomic")
Send = Callable[[list[Write]], Awaitable[None]]


def by_stream(writes: Sequence[Write]) -> list[list[Write]]:
    """The writes grouped by the stream that captures them (`mem.<kind>.…`), in order."""
    groups: dict[str, list[Write]] = {}
    for write in writes:
        groups.setdefault(write[0].split(".")[1], []).append(write)
    return list(groups.values())


def atomic_sender(nc: Client) -> Send:
    batch_ids = itertools.count()

    async def one_stream(group: list[Write]) -> None:
        if len(group) == 1:
            subject, payload, msg_id = group[0]
            reply = await nc.request(subject, payload, timeout=30, headers={MSG_ID: msg_id})
        else:
            batch = f"b{os.getpid()}-{next(batch_ids)}"
            for seq, (subject, payload, msg_id) in enumerate(group[:-1], 1):
                headers = {MSG_ID: msg_id, "Nats-Batch-Id": batch, "Nats-Batch-Sequence": str(seq)}
                await nc.publish(subject, payload, headers=headers)
            subject, payload, msg_id = group[-1]
            headers = {
                MSG_ID: msg_id,
                "Nats-Batch-Id": batch,
                "Nats-Batch-Sequence": str(len(group)),
                "Nats-Batch-Commit": "1",
            }
            reply = await nc.request(subject, payload, timeout=30, headers=headers)
        if b'"error"' in reply.data:
            raise RuntimeError(f"JetStream refused a write: {reply.data!r}")

    async def send(writes: list[Write]) -> None:
        await asyncio.gather(*(one_stream(group) for group in by_stream(writes)))

    return send


def pipelined_sender(appender: JetStreamAppender) -> Send:
    async def send(writes: list[Write]) -> None:
        await appender.append(writes, timeout=30)

    return send


async def drive(send: Send, turns: dict[tuple[int, int], list[Write]]) -> tuple[float, list[float]]:
    per_agent: dict[int, list[list[Write]]] = {}
    for (who, _), writes in sorted(turns.items()):
        per_agent.setdefault(who, []).append(writes)
    latencies: list[float] = []

    async def agent(mine: list[list[Write]]) -> None:
        for writes in mine:
            started = time.perf_counter()
            await send(writes)
            latencies.append(time.perf_counter() - started)

    started = time.perf_counter()
    await asyncio.gather(*(agent(mine) for mine in per_agent.values()))
    return time.perf_counter() - started, latencies


async def main(args: argparse.Namespace) -> None:
    concurrencies = [int(c) for c in args.concurrency.split(",")]
    storage = StorageType.MEMORY if args.storage == "memory" else StorageType.FILE
    say(f"machine: {machine()}")
    results: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(Path(tmp))
        server.start()
        nc = await nats.connect(server.url)
        appender = JetStreamAppender(nc)
        try:
            js = nc.jetstream()
            for name, subject in STREAMS:
                config = StreamConfig(
                    name=name, subjects=[subject], storage=storage, allow_atomic=True
                )
                await js.add_stream(config)
            await appender.start()
            senders = {"pipelined": pipelined_sender(appender), "atomic": atomic_sender(nc)}
            assert server.pid is not None
            now = datetime.now(UTC)
            for r, c, way in itertools.product(range(args.rounds), concurrencies, WAYS):
                run = f"r{r}c{c}{way[0]}"
                work = prepared(run, c, args.turns, args.texts)
                turns = {
                    key: [w for ws in ingest_writes(turn, now) for w in ws]
                    for key, turn in work.items()
                }
                client0, server0 = cpu_seconds(os.getpid()), cpu_seconds(server.pid)
                elapsed, latencies = await drive(senders[way], turns)
                client1, server1 = cpu_seconds(os.getpid()), cpu_seconds(server.pid)
                n = len(latencies)
                figures = {
                    "turns_per_s": round(n / elapsed),
                    **latency_summary_ms(latencies),
                    "client_cpu_us_per_turn": round((client1 - client0) / n * 1e6),
                    "server_cpu_us_per_turn": round((server1 - server0) / n * 1e6),
                }
                results.setdefault(f"{way}_c{c}", []).append(figures)
                say(f"round {r} C={c} {way}: {figures}")
        finally:
            await appender.stop()
            await nc.close()
            server.stop()

    def median(key: str, figure: str) -> float:
        return float(statistics.median(f[figure] for f in results[key]))

    headline = {}
    for c in concurrencies:
        pipelined, atomic = f"pipelined_c{c}", f"atomic_c{c}"
        headline[f"atomic_to_pipelined_turns_per_s_c{c}"] = round(
            median(atomic, "turns_per_s") / median(pipelined, "turns_per_s"), 3
        )
        headline[f"atomic_to_pipelined_p99_c{c}"] = round(
            median(atomic, "p99_ms") / median(pipelined, "p99_ms"), 2
        )
        headline[f"atomic_to_pipelined_server_cpu_c{c}"] = round(
            median(atomic, "server_cpu_us_per_turn")
            / max(1.0, median(pipelined, "server_cpu_us_per_turn")),
            2,
        )
    say(f"headline (medians over rounds): {headline}")
    emit(
        {
            "machine": machine(),
            "storage": args.storage,
            "texts": args.texts,
            "turns": args.turns,
            "rounds": args.rounds,
            "headline": headline,
            "per_round": results,
        }
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--turns", type=int, default=3200)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--concurrency", default="8,64")
    parser.add_argument("--texts", choices=("dated", "plain", "locomo"), default="dated")
    parser.add_argument("--storage", choices=("file", "memory"), default="file")
    asyncio.run(main(parser.parse_args()))

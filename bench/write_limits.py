"""What the per-agent write limit costs each write, three ways, in one run.

Every write of an agent (each turn at ingest, each writing tool call, each HTTP write) first
counts against the agent's per-minute allowance, shared by every replica, so this check sits
on the write path of every authenticated turn. Measured against an embedded nats-server:

1. **floor**: one publish-with-ack into a memory stream (a KV put, no read): the least a
   count shared by replicas can cost, one round trip.
2. **counter**: `RateLimiter` (services/common/security/ratelimit.py): one increment of the
   agent's subject in the WRITECOUNTS counter stream; the server answers with the total.
3. **kv_cas**: the limiter as it was before the counter stream: read the agent's KV entry,
   then a compare-and-set update (two round trips).

C concurrent agents (distinct agent ids, as an ingest replica serves them) each make
`--hits` / C writes under an allowance they never reach. Per variant: writes/s, CPU per write
of this process (the service's share) and of nats-server, latency p50 / p99. Rounds
interleave (`--reps`), medians reported.
Usage: python bench/write_limits.py [--hits 4000] [--reps 3] [--concurrency 1,8]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import nats
from nats.aio.client import Client
from nats.js.api import KeyValueConfig, StorageType
from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from nats.js.kv import KeyValue

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import cpu_seconds, emit, latency_summary_ms, machine, run_loop, say  # noqa: E402
from bench.hot_path import run_agents  # noqa: E402
from memstream.contracts import subjects as s  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.common.security.ratelimit import RateLimiter  # noqa: E402

# The bench's own bucket (memory, like the write counts) for the floor and the old limiter.
BENCH_BUCKET = "bench-write-limits"
ALLOWANCE = 10**9
VARIANTS = ("floor", "counter", "kv_cas")
Hit = Callable[[str], Awaitable[object]]


def kv_cas_hit(kv: KeyValue) -> Hit:
    """The limiter before the counter stream: read the entry, compare-and-set it, retry."""

    async def hit(agent: str) -> int:
        key = f"t.{agent}.{math.floor(time.time() / 60)}"
        while True:
            try:
                entry = await kv.get(key)
            except KeyNotFoundError:
                try:
                    await kv.create(key, b"1")
                except KeyWrongLastSequenceError:
                    continue
                return 1
            used = int(entry.value or b"0")
            try:
                await kv.update(key, str(used + 1).encode(), last=entry.revision)
            except KeyWrongLastSequenceError:
                continue
            return used + 1

    return hit


def floor_hit(nc: Client) -> Hit:
    async def hit(agent: str) -> object:
        return await nc.request(f"{s.KV_PREFIX}.{BENCH_BUCKET}.floor.{agent}", b"1", timeout=5)

    return hit


def counter_hit(nc: Client) -> Hit:
    limiter = RateLimiter(nc, ALLOWANCE)

    async def hit(agent: str) -> int:
        return await limiter.hit("t", agent)

    return hit


async def measure(hit: Hit, hits: int, concurrency: int, server_pid: int) -> dict[str, Any]:
    async def one(a: int, n: int) -> None:
        await hit(f"a{a}")

    await run_agents(concurrency, hits, one)  # warm: entries, inboxes
    cpu0, server0 = time.process_time(), cpu_seconds(server_pid)
    wall, latencies = await run_agents(concurrency, hits, one)
    done = len(latencies)
    return {
        "writes_per_s": round(done / wall),
        "cpu_us": round((time.process_time() - cpu0) / done * 1e6, 1),
        "server_cpu_us": round((cpu_seconds(server_pid) - server0) / done * 1e6, 1),
        **latency_summary_ms(latencies),
    }


async def run(hits: int, reps: int, levels: list[int]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(store_dir=Path(tmp) / "js", port=0)
        server.start()
        assert server.pid is not None
        try:
            nc = await nats.connect(server.url)
            js = nc.jetstream()
            await provision(js, CommonSettings(nats_url=server.url, data_dir=Path(tmp)))
            kv = await js.create_key_value(
                KeyValueConfig(bucket=BENCH_BUCKET, history=1, storage=StorageType.MEMORY)
            )
            hits_of = {"floor": floor_hit(nc), "counter": counter_hit(nc), "kv_cas": kv_cas_hit(kv)}
            rounds: dict[str, list[dict[str, Any]]] = {}
            for rep in range(reps):
                for c in levels:
                    for variant in VARIANTS:
                        row = await measure(hits_of[variant], hits, c, server.pid)
                        rounds.setdefault(f"{variant}_c{c}", []).append(row)
                        say(f"round {rep} C={c} {variant:8} {row}")
            await nc.close()
        finally:
            server.stop()
    return rounds


def medians(rounds: dict[str, list[dict[str, Any]]]) -> dict[str, dict[str, float]]:
    return {
        name: {k: round(statistics.median(r[k] for r in rows), 3) for k in rows[0]}
        for name, rows in rounds.items()
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hits", type=int, default=4000)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--concurrency", default="1,8")
    args = parser.parse_args()
    levels = [int(c) for c in args.concurrency.split(",")]
    rounds, loop = run_loop(run(args.hits, args.reps, levels))
    med = medians(rounds)
    summary: dict[str, Any] = {"bench": "write_limits", "loop": loop, "machine": machine()}
    summary["medians"] = med
    say("")
    say(f"{'':10} {'writes/s':>9} {'CPU µs':>8} {'server µs':>9} {'p50 ms':>7} {'p99 ms':>7}")
    for c in levels:
        for variant in VARIANTS:
            m = med[f"{variant}_c{c}"]
            say(
                f"C={c:<3} {variant:6} {m['writes_per_s']:>9.0f} {m['cpu_us']:>8.1f} "
                f"{m['server_cpu_us']:>9.1f} {m['p50_ms']:>7.3f} {m['p99_ms']:>7.3f}"
            )
        floor, counter, cas = (med[f"{v}_c{c}"] for v in VARIANTS)
        summary[f"c{c}_counter_cpu_over_floor"] = round(counter["cpu_us"] / floor["cpu_us"], 2)
        summary[f"c{c}_kv_cas_cpu_over_counter"] = round(cas["cpu_us"] / counter["cpu_us"], 2)
        summary[f"c{c}_counter_p99_over_floor"] = round(counter["p99_ms"] / floor["p99_ms"], 2)
        summary[f"c{c}_kv_cas_p99_over_counter"] = round(cas["p99_ms"] / counter["p99_ms"], 2)
    emit(summary)


if __name__ == "__main__":
    main()

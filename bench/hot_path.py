"""Hot-path benchmark: turns through ingest vs raw JetStream publish-with-ack.

Starts a nats-server child (temporary store) and the ingest service as its own process
(`memstream run ingest`, as it would run in a pod), then drives C concurrent agents
through `MemoryClient.publish_turn`. In the same run it measures two floors with plain
nats.py at the same concurrency: one JetStream publish-with-ack of each turn's TurnIn
payload, and the same JetStream writes ingest makes for a turn (parts + checkpoint).
Each C=64 run also reports the CPU time per turn of this process (the agents), of
nats-server and of the ingest process, which shows where the cores go. This process
uses uvloop when it is installed, as `memstream run` does (`--asyncio` to compare).

Usage: python bench/hot_path.py [--turns N] [--latency-concurrency 8] [--throughput-concurrency 64]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

import nats
from nats.js import JetStreamContext

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from memstream.contracts import subjects as s  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.turns import TurnIn  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.ingest.turns import build_checkpoint, build_resources, turn_parts  # noqa: E402

USER = (
    "Can you move my dentist appointment? I have the quarterly review with Marta on "
    "Thursday and I would rather keep the afternoon free for preparation."
)
AGENT = (
    "Sure. I found two free slots next week: Monday at 9:30 and Wednesday at 16:00. "
    "The Monday slot keeps your Thursday afternoon clear for the review with Marta, and "
    "the clinic confirmed it can send a reminder the day before. Shall I book Monday?"
)
EVENT_TIME = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)


def make_turn(tenant: str, session: str, n: int) -> TurnIn:
    return TurnIn(
        tenant_id=tenant,
        agent_id="bench",
        session_id=session,
        turn_number=n,
        event_time=EVENT_TIME,
        user_input=USER,
        llm_output=AGENT,
        internal_state={"step": n, "plan": ["check calendar", "book"]},
    )


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class CpuSplit:
    """CPU time each process of the run spends per turn: where the 2 cores go."""

    def __init__(self, pids: dict[str, int]) -> None:
        self._pids = pids
        self._start = {name: cpu_seconds(pid) for name, pid in pids.items()}

    def per_turn_us(self, turns: int) -> dict[str, float]:
        return {
            name: round((cpu_seconds(pid) - self._start[name]) / turns * 1e6)
            for name, pid in self._pids.items()
        }


async def run_agents(
    concurrency: int, turns: int, one: Callable[[int, int], Awaitable[None]]
) -> tuple[float, list[float]]:
    """`concurrency` agents share `turns` turns; returns elapsed seconds and per-turn latency."""
    latencies: list[float] = []
    per_agent = turns // concurrency

    async def agent(a: int) -> None:
        for n in range(per_agent):
            t0 = time.perf_counter()
            await one(a, n)
            latencies.append(time.perf_counter() - t0)

    started = time.perf_counter()
    await asyncio.gather(*(agent(a) for a in range(concurrency)))
    return time.perf_counter() - started, latencies


async def ingest_run(url: str, run: str, concurrency: int, turns: int) -> tuple[float, list[float]]:
    clients = [
        await MemoryClient.connect(url, tenant_id=f"{run}{a}", agent_id="bench", timeout=30)
        for a in range(concurrency)
    ]
    prepared = {
        (a, n): make_turn(f"{run}{a}", "s", n)
        for a in range(concurrency)
        for n in range(turns // concurrency)
    }

    async def one(a: int, n: int) -> None:
        ack = await clients[a].send_turn(prepared[(a, n)])
        assert not ack.duplicate

    try:
        return await run_agents(concurrency, turns, one)
    finally:
        for c in clients:
            await c.close()


async def floor_payload_run(
    js: JetStreamContext, run: str, concurrency: int, turns: int
) -> tuple[float, list[float]]:
    """Floor 1: the TurnIn payload itself, one publish-with-ack per turn."""
    payloads = {
        (a, n): make_turn(f"{run}{a}", "s", n).model_dump_json().encode()
        for a in range(concurrency)
        for n in range(turns // concurrency)
    }

    async def one(a: int, n: int) -> None:
        await js.publish(
            s.checkpoint(f"{run}{a}", "s"),
            payloads[(a, n)],
            headers={"Nats-Msg-Id": f"{run}:{a}:{n}"},
        )

    return await run_agents(concurrency, turns, one)


async def floor_writes_run(
    js: JetStreamContext, run: str, concurrency: int, turns: int
) -> tuple[float, list[float]]:
    """Floor 2: the exact writes ingest makes per turn, pipelined, with plain nats.py."""
    now = datetime.now(UTC)
    writes: dict[tuple[int, int], list[tuple[str, bytes, str]]] = {}
    for a in range(concurrency):
        for n in range(turns // concurrency):
            turn = make_turn(f"{run}{a}", "s", n)
            resources = build_resources(turn, turn_parts(turn), now)
            cp = build_checkpoint(turn, [r.resource_id for r in resources], now)
            writes[(a, n)] = [
                (s.resource(turn.tenant_id, r.kind), r.model_dump_json().encode(), r.resource_id)
                for r in resources
            ] + [
                (s.checkpoint(turn.tenant_id, "s"), cp.model_dump_json().encode(), f"{run}{a}:{n}")
            ]

    async def one(a: int, n: int) -> None:
        futures = [
            await js.publish_async(subj, data, headers={"Nats-Msg-Id": mid})
            for subj, data, mid in writes[(a, n)]
        ]
        await asyncio.gather(*futures)

    return await run_agents(concurrency, turns, one)


async def start_ingest(url: str, data_dir: Path) -> asyncio.subprocess.Process:
    env = {
        **os.environ,
        "MEMSTREAM_NATS_URL": url,
        "MEMSTREAM_DATA_DIR": str(data_dir),
        "MEMSTREAM_HTTP_PORT": "0",
        "MEMSTREAM_LOG_LEVEL": "WARNING",
    }
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memstream.services.cli.main",
        "run",
        "ingest",
        env=env,
        stderr=asyncio.subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert proc.stderr is not None
    while True:
        line = await asyncio.wait_for(proc.stderr.readline(), timeout=60)
        if not line:
            raise RuntimeError("ingest exited during start-up")
        if b"memstream is up" in line:
            return proc


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        proc: asyncio.subprocess.Process | None = None
        try:
            settings = CommonSettings(nats_url=server.url, data_dir=Path(tmp))
            nc = await nats.connect(server.url)
            js = nc.jetstream(timeout=30)
            await provision(js, settings)
            proc = await start_ingest(server.url, Path(tmp))
            figures: dict[str, object] = {
                "turns": args.turns,
                "machine": machine(),
                "client_loop": type(asyncio.get_running_loop()).__module__.split(".")[0],
            }
            say(f"machine: {figures['machine']}")

            c_lat = args.latency_concurrency
            n_lat = min(args.turns, 4000)
            await ingest_run(server.url, "warm", c_lat, 400)
            elapsed, lat = await ingest_run(server.url, "lat", c_lat, n_lat)
            figures[f"ingest_c{c_lat}"] = {
                **latency_summary_ms(lat),
                "turns_per_s": round(len(lat) / elapsed),
            }
            say(
                f"ingest   C={c_lat:<3} ack latency {latency_summary_ms(lat)}  "
                f"{len(lat) / elapsed:,.0f} turns/s"
            )
            elapsed, lat = await floor_payload_run(js, "flat", c_lat, n_lat)
            figures[f"floor_payload_c{c_lat}"] = {
                **latency_summary_ms(lat),
                "turns_per_s": round(len(lat) / elapsed),
            }
            say(f"floor    C={c_lat:<3} publish-with-ack {latency_summary_ms(lat)}")

            c_tp = args.throughput_concurrency
            runs = {
                "ingest": lambda: ingest_run(server.url, "tp", c_tp, args.turns),
                "floor_payload": lambda: floor_payload_run(js, "ftp", c_tp, args.turns),
                "floor_writes": lambda: floor_writes_run(js, "fwr", c_tp, args.turns),
            }
            rates: dict[str, float] = {}
            pids = {"client": os.getpid(), "nats_server": server.pid or 0, "ingest": proc.pid}
            for name, fn in runs.items():
                split = CpuSplit(pids)
                elapsed, lat = await fn()
                rates[name] = len(lat) / elapsed
                cpu = split.per_turn_us(len(lat))
                figures[f"{name}_c{c_tp}"] = {
                    **latency_summary_ms(lat),
                    "turns_per_s": round(rates[name]),
                    "cpu_us_per_turn": cpu,
                }
                say(
                    f"{name:14} C={c_tp:<3} {rates[name]:>9,.0f} turns/s  {latency_summary_ms(lat)}"
                    f"  cpu us/turn {cpu}"
                )
            figures["ratio_ingest_to_floor_payload"] = round(
                rates["ingest"] / rates["floor_payload"], 3
            )
            figures["ratio_ingest_to_floor_writes"] = round(
                rates["ingest"] / rates["floor_writes"], 3
            )
            say(
                f"ratio ingest / raw publish of the same payload: "
                f"{figures['ratio_ingest_to_floor_payload']}"
            )
            say(
                f"ratio ingest / same JetStream writes without the service: "
                f"{figures['ratio_ingest_to_floor_writes']}"
            )
            await nc.close()
            emit(figures)
        finally:
            if proc is not None and proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
                await proc.wait()
            server.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=20000)
    parser.add_argument("--latency-concurrency", type=int, default=8)
    parser.add_argument("--throughput-concurrency", type=int, default=64)
    parser.add_argument(
        "--asyncio", action="store_true", help="Use asyncio here even if uvloop is installed."
    )
    cli_args = parser.parse_args()
    # The same loop as the service runner (`memstream run` uses uvloop when installed), for
    # the agents and the floors alike.
    try:
        import uvloop
    except ImportError:
        uvloop = None  # type: ignore[assignment]
    if uvloop is None or cli_args.asyncio:
        asyncio.run(main(cli_args))
    else:
        uvloop.run(main(cli_args))

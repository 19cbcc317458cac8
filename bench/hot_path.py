"""Hot-path benchmark: turns through ingest vs the same JetStream writes without the service.

Starts a nats-server child (temporary store) and the ingest service as its own process
(`memstream run ingest`, as it would run in a pod), then drives C concurrent agents
through `MemoryClient.send_turn`. In the same round it measures floors with plain nats.py
at the same concurrency:
- raw publish: one JetStream publish-with-ack of each turn's TurnIn payload;
- same writes: exactly the writes ingest makes for the turn (resources and checkpoint;
  built by ingest's own code), pipelined with nats.py's `publish_async`, and again with
  ingest's own appender ("lean": plain publishes, one reply inbox), the fastest this
  client library writes them;
- all writes: those and the forward triggers the scheduler files after the ack (built by
  its code), every write the turn causes: what ingest wrote itself before the triggers
  left its path, the floor of earlier runs;
- one message: the bytes of all writes as one write per turn, to show what a message costs.
A round also runs a turn of the same length without dates, through ingest
and its same-writes floor, and the dated turn as an authenticated agent sends it (through
ingest's write guard and its per-agent write limit; bench/_as_agent.py), and LoCoMo's
dialogue turns as they come (through ingest and its same-writes floor: the sample of real
conversation, where about 2 % of the texts name a day ahead). At C=8 and C=64 it also
runs a relay (`bench/_relay.py`, its own process) that answers each request after one
stored write and does nothing else: the least any service acking after a durable write can
take here, in latency and in throughput. Each C=64 run reports the CPU time per turn of
this process (the agents), of nats-server, of ingest and of the relay (/proc/<pid>/stat).

The headline figures are ratios within one round: ingest turns/s at C=64 over the
same-writes floor, ingest ack p99 at C=8 over the raw publish p99, and ingest's CPU per
turn; with `--rounds` they are reported per round and as medians. This process uses
uvloop when it is installed, as `memstream run` does (`--asyncio` to compare).

Usage: python bench/hot_path.py [--turns N] [--rounds R] [--latency-concurrency 8]
       [--throughput-concurrency 64]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import nats
from nats.js import JetStreamContext

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._as_agent import agent_ingest_agents  # noqa: E402
from bench._common import cpu_seconds, emit, latency_summary_ms, machine, say  # noqa: E402
from bench._relay import Close, One, relay_agents, start_relay, stop_relay  # noqa: E402
from bench._turns import payloads as turn_payloads  # noqa: E402
from bench._turns import prepared  # noqa: E402
from bench.stack_under_test import StackProcess  # noqa: E402
from memstream.contracts import subjects as s  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.turns import Checkpoint, TurnIn  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.ingest.appender import JetStreamAppender  # noqa: E402
from memstream.services.ingest.structs import decode_turn  # noqa: E402
from memstream.services.ingest.turns import turn_parts  # noqa: E402
from memstream.services.ingest.writes import Write, turn_writes  # noqa: E402
from memstream.services.scheduler.sessions.filing import (  # noqa: E402
    TriggerScan,
    checkpoint_triggers,
)
from memstream.services.scheduler.settings import SchedulerSettings  # noqa: E402


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


async def _nothing() -> None:
    return None


async def ingest_agents(
    url: str, run: str, concurrency: int, turns: int, texts: str = "dated"
) -> tuple[One, Close]:
    """Agents sending turns through ingest, one `MemoryClient` each, connected."""
    clients = [
        await MemoryClient.connect(url, tenant_id=f"{run}{a}", agent_id="bench", timeout=30)
        for a in range(concurrency)
    ]
    work = prepared(run, concurrency, turns, texts)

    async def one(a: int, n: int) -> None:
        ack = await clients[a].send_turn(work[(a, n)])
        assert not ack.duplicate

    async def close() -> None:
        for c in clients:
            await c.close()

    return one, close


def raw_publish_agents(js: JetStreamContext, run: str, concurrency: int, turns: int) -> One:
    """The TurnIn payload itself, one publish-with-ack per turn."""
    sent = turn_payloads(run, concurrency, turns)

    async def one(a: int, n: int) -> None:
        await js.publish(
            s.checkpoint(f"{run}{a}", "s"),
            sent[(a, n)],
            headers={"Nats-Msg-Id": f"{run}:{a}:{n}"},
        )

    return one


# The scan the scheduler files triggers with, at its default settings.
_TRIGGER_SCAN = TriggerScan.of(SchedulerSettings())


def ingest_writes(turn: TurnIn, received_at: datetime) -> tuple[list[Write], list[Write]]:
    """The writes ingest makes for `turn` (its own code, from the same bytes), and the
    trigger writes the scheduler makes after it from the turn's checkpoint (its code)."""
    view = decode_turn(turn.model_dump_json().encode())
    parts = turn_parts(view)
    planned = turn_writes(turn.tenant_id, view, parts, received_at)
    checkpoint = Checkpoint.model_validate_json(planned.writes[-1][1])
    triggers = [
        (s.trigger(t.due_date.isoformat(), t.tenant_id), t.model_dump_json().encode(), t.trigger_id)
        for t in (
            checkpoint_triggers(checkpoint, _TRIGGER_SCAN, received_at) if _TRIGGER_SCAN else []
        )
    ]
    return planned.writes, triggers


def writes_agents(
    js: JetStreamContext | JetStreamAppender,
    run: str,
    concurrency: int,
    turns: int,
    texts: str,
    mode: str,
) -> One:
    """Ingest's writes of each turn, pipelined: its parts and checkpoint ("same"), those
    and the triggers the scheduler files after them ("all": every write the turn causes,
    which ingest made itself until the triggers left its path), or all the bytes of "all"
    as one message ("one"); with nats.py's `publish_async`, or with ingest's own appender
    (plain publishes, one reply inbox)."""
    now = datetime.now(UTC)
    writes: dict[tuple[int, int], list[Write]] = {}
    for key, turn in prepared(run, concurrency, turns, texts).items():
        made, triggers = ingest_writes(turn, now)
        if mode == "all":
            made = made + triggers
        elif mode == "one":
            body = b"[" + b",".join(payload for _, payload, _ in made + triggers) + b"]"
            made = [(made[-1][0], body, made[0][2])]
        writes[key] = made

    if isinstance(js, JetStreamAppender):
        appender = js

        async def lean(a: int, n: int) -> None:
            await appender.append(writes[(a, n)], timeout=30)

        return lean

    async def one(a: int, n: int) -> None:
        futures = [
            await js.publish_async(subj, data, headers={"Nats-Msg-Id": mid})
            for subj, data, mid in writes[(a, n)]
        ]
        await asyncio.gather(*futures)

    return one


async def measured(
    agents: tuple[One, Close], concurrency: int, turns: int, pids: dict[str, int] | None
) -> tuple[dict[str, Any], float]:
    """Run prepared agents; their latency summary (and CPU split) and turns/s."""
    one, close = agents
    split = CpuSplit(pids) if pids else None
    try:
        elapsed, lat = await run_agents(concurrency, turns, one)
    finally:
        await close()
    rate = len(lat) / elapsed
    figures: dict[str, Any] = {**latency_summary_ms(lat), "turns_per_s": round(rate)}
    if split is not None:
        figures["cpu_us_per_turn"] = split.per_turn_us(len(lat))
    return figures, rate


async def one_round(
    args: argparse.Namespace,
    url: str,
    js: JetStreamContext,
    appender: JetStreamAppender,
    pids: dict[str, int],
    r: int,
) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    c_lat, c_tp, n_tp = args.latency_concurrency, args.throughput_concurrency, args.turns
    n_lat = min(n_tp, 4000)

    figures[f"ingest_c{c_lat}"], _ = await measured(
        await ingest_agents(url, f"r{r}lat", c_lat, n_lat), c_lat, n_lat, None
    )
    figures[f"raw_publish_c{c_lat}"], _ = await measured(
        (raw_publish_agents(js, f"r{r}flat", c_lat, n_lat), _nothing), c_lat, n_lat, None
    )
    figures[f"relay_c{c_lat}"], _ = await measured(
        await relay_agents(url, f"r{r}rel", turn_payloads(f"r{r}rel", c_lat, n_lat)),
        c_lat,
        n_lat,
        None,
    )
    figures[f"ingest_plain_c{c_lat}"], _ = await measured(
        await ingest_agents(url, f"r{r}lpl", c_lat, n_lat, "plain"), c_lat, n_lat, None
    )
    figures[f"ingest_locomo_c{c_lat}"], _ = await measured(
        await ingest_agents(url, f"r{r}llo", c_lat, n_lat, "locomo"), c_lat, n_lat, None
    )
    figures[f"ingest_agent_c{c_lat}"], _ = await measured(
        await agent_ingest_agents(url, f"r{r}lag", c_lat, n_lat), c_lat, n_lat, None
    )

    # Each is prepared (clients connected, payloads built) before its clock starts.
    runs: dict[str, Callable[[], Awaitable[tuple[One, Close]]]] = {
        "ingest": lambda: ingest_agents(url, f"r{r}tp", c_tp, n_tp),
        "raw_publish": lambda: _ready(raw_publish_agents(js, f"r{r}ftp", c_tp, n_tp)),
        "same_writes": lambda: _ready(writes_agents(js, f"r{r}fsw", c_tp, n_tp, "dated", "same")),
        "same_writes_lean": lambda: _ready(
            writes_agents(appender, f"r{r}fsl", c_tp, n_tp, "dated", "same")
        ),
        "all_writes": lambda: _ready(writes_agents(js, f"r{r}fal", c_tp, n_tp, "dated", "all")),
        "one_message": lambda: _ready(writes_agents(js, f"r{r}fom", c_tp, n_tp, "dated", "one")),
        "ingest_plain": lambda: ingest_agents(url, f"r{r}pl", c_tp, n_tp, "plain"),
        "ingest_agent": lambda: agent_ingest_agents(url, f"r{r}ag", c_tp, n_tp),
        "same_writes_plain": lambda: _ready(
            writes_agents(js, f"r{r}fpl", c_tp, n_tp, "plain", "same")
        ),
        "relay": lambda: relay_agents(url, f"r{r}rtp", turn_payloads(f"r{r}rtp", c_tp, n_tp)),
        "ingest_locomo": lambda: ingest_agents(url, f"r{r}lo", c_tp, n_tp, "locomo"),
        "same_writes_locomo": lambda: _ready(
            writes_agents(js, f"r{r}flo", c_tp, n_tp, "locomo", "same")
        ),
    }
    rates: dict[str, float] = {}
    for name, prepare in runs.items():
        figures[f"{name}_c{c_tp}"], rates[name] = await measured(await prepare(), c_tp, n_tp, pids)

    raw_p99 = float(figures[f"raw_publish_c{c_lat}"]["p99_ms"])

    def p99_ratio(name: str) -> float:
        return round(float(figures[f"{name}_c{c_lat}"]["p99_ms"]) / raw_p99, 2)

    def cpu(name: str) -> float:
        return float(figures[f"{name}_c{c_tp}"]["cpu_us_per_turn"]["ingest"])

    figures["headline"] = {
        "ingest_to_same_writes": round(rates["ingest"] / rates["same_writes"], 3),
        "ack_p99_c8_to_raw_publish_p99": p99_ratio("ingest"),
        "plain_ack_p99_c8_to_raw_publish_p99": p99_ratio("ingest_plain"),
        "relay_p99_c8_to_raw_publish_p99": p99_ratio("relay"),
        "ingest_cpu_us_per_turn": cpu("ingest"),
        "ingest_to_same_writes_lean": round(rates["ingest"] / rates["same_writes_lean"], 3),
        "ingest_to_all_writes": round(rates["ingest"] / rates["all_writes"], 3),
        "ingest_to_raw_publish": round(rates["ingest"] / rates["raw_publish"], 3),
        "one_message_to_all_writes": round(rates["one_message"] / rates["all_writes"], 2),
        "plain_ingest_to_same_writes": round(rates["ingest_plain"] / rates["same_writes_plain"], 3),
        "plain_ingest_cpu_us_per_turn": cpu("ingest_plain"),
        "agent_ingest_to_same_writes": round(rates["ingest_agent"] / rates["same_writes"], 3),
        "agent_ack_p99_c8_to_raw_publish_p99": p99_ratio("ingest_agent"),
        "agent_ingest_cpu_us_per_turn": cpu("ingest_agent"),
        "ingest_to_relay": round(rates["ingest"] / rates["relay"], 3),
        "relay_to_raw_publish": round(rates["relay"] / rates["raw_publish"], 3),
        "relay_cpu_us_per_turn": float(figures[f"relay_c{c_tp}"]["cpu_us_per_turn"]["relay"]),
        "locomo_ingest_to_same_writes": round(
            rates["ingest_locomo"] / rates["same_writes_locomo"], 3
        ),
        "locomo_ack_p99_c8_to_raw_publish_p99": p99_ratio("ingest_locomo"),
        "locomo_ingest_cpu_us_per_turn": cpu("ingest_locomo"),
    }
    return figures


async def _ready(one: One) -> tuple[One, Close]:
    return one, _nothing


def report_round(figures: dict[str, Any], r: int) -> None:
    say(f"--- round {r}")
    for name, f in figures.items():
        if name == "headline":
            continue
        latency = {k: v for k, v in f.items() if k.endswith("_ms")}
        cpu = f.get("cpu_us_per_turn")
        say(
            f"{name:26} {f['turns_per_s']:>9,} turns/s  {latency}"
            + (f"  cpu us/turn {cpu}" if cpu else "")
        )
    say(f"headline {figures['headline']}")


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        ingest: StackProcess | None = None
        relay: asyncio.subprocess.Process | None = None
        try:
            settings = CommonSettings(nats_url=server.url, data_dir=Path(tmp))
            nc = await nats.connect(server.url)
            js = nc.jetstream(timeout=30)
            await provision(js, settings)
            # The agent rounds' turns count against a write limit they never reach.
            os.environ.setdefault("MEMSTREAM_AGENT_WRITES_PER_MINUTE", str(10**9))
            ingest = await StackProcess.start(server.url, Path(tmp), ["ingest"])
            relay = await start_relay(server.url, s.checkpoint("relay", "s"))
            appender = JetStreamAppender(nc)
            await appender.start()
            out: dict[str, Any] = {
                "turns": args.turns,
                "rounds": args.rounds,
                "machine": machine(),
                "client_loop": type(asyncio.get_running_loop()).__module__.split(".")[0],
            }
            say(f"machine: {out['machine']}")
            warm = args.latency_concurrency
            await measured(await ingest_agents(server.url, "warm", warm, 400), warm, 400, None)
            pids = {
                "client": os.getpid(),
                "nats_server": server.pid or 0,
                "ingest": ingest.proc.pid,
                "relay": relay.pid,
            }
            rounds = []
            for r in range(args.rounds):
                figures = await one_round(args, server.url, js, appender, pids, r)
                report_round(figures, r)
                rounds.append(figures)
            medians = {
                key: statistics.median(f["headline"][key] for f in rounds)
                for key in rounds[0]["headline"]
            }
            say(f"medians over {args.rounds} rounds: {medians}")
            out["per_round"] = rounds
            out["median"] = medians
            await nc.close()
            emit(out)
        finally:
            if relay is not None:
                await stop_relay(relay)
            if ingest is not None:
                await ingest.stop()
            server.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=6400)
    parser.add_argument("--rounds", type=int, default=1)
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

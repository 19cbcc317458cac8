"""One turn full of days ahead beside a tenant chatting: what the turn costs the others.

Starts a nats-server child, ingest and the scheduler as their own process (`memstream run
ingest scheduler`). One agent sends plain turns one after another and records each ack's
latency; meanwhile another sends one turn whose input and output are `--chars` characters
of "Call in N days." (a distinct day in every sentence, within every limit ingest has).
Reports the storm turn's ack time and outcome, how long after its ack the scheduler had
filed its triggers and how many it wrote, and the chatting tenant's ack p50 before and
worst latency around it. `--unbounded` starts the scheduler with its trigger bounds out of
reach (`max_triggers`, `trigger_scan_chars`), which is how triggers were filed before they
had them.

Usage: python bench/date_storm.py [--chars 100000] [--unbounded]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

import nats
from nats.js import JetStreamContext

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from bench._turns import make_turn  # noqa: E402
from bench.stack_under_test import StackProcess  # noqa: E402
from memstream.contracts import subjects as s  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.errors import MemstreamError  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402


def storm_text(chars: int) -> str:
    sentences, size, n = [], 0, 1
    while size < chars:
        sentence = f"Call in {n} days. "
        sentences.append(sentence)
        size, n = size + len(sentence), n + 1
    return "".join(sentences)[:chars]


async def filed_after(js: JetStreamContext, checkpoint_seq: int, since: float) -> float | None:
    """Seconds from `since` until the scheduler's filing consumer has acknowledged the
    checkpoint at `checkpoint_seq` (None: no checkpoint, or not within a minute)."""
    if not checkpoint_seq:
        return None
    while time.perf_counter() - since < 60:
        info = await js.consumer_info(s.STREAM_CHECKPOINTS, s.DURABLE_TRIGGERS)
        if info.ack_floor and info.ack_floor.stream_seq >= checkpoint_seq:
            return round(time.perf_counter() - since, 3)
        await asyncio.sleep(0.01)
    return None


async def main(args: argparse.Namespace) -> None:
    os.environ.setdefault("MEMSTREAM_AGENT_WRITES_PER_MINUTE", str(10**9))
    if args.unbounded:
        os.environ["MEMSTREAM_SCHEDULER_MAX_TRIGGERS"] = str(10**9)
        os.environ["MEMSTREAM_SCHEDULER_TRIGGER_SCAN_CHARS"] = str(10**9)
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        ingest: StackProcess | None = None
        try:
            nc = await nats.connect(server.url)
            js = nc.jetstream(timeout=30)
            await provision(js, CommonSettings(nats_url=server.url, data_dir=Path(tmp)))
            ingest = await StackProcess.start(server.url, Path(tmp), ["ingest", "scheduler"])
            calm = await MemoryClient.connect(server.url, tenant_id="calm", agent_id="a")
            loud = await MemoryClient.connect(
                server.url, tenant_id="storm", agent_id="a", timeout=60
            )
            text = storm_text(args.chars)
            storm = make_turn("storm", "s", 0, "plain").model_copy(
                update={"user_input": text, "llm_output": text}
            )
            latencies: list[float] = []
            stop = asyncio.Event()

            async def chat() -> None:
                n = 0
                while not stop.is_set():
                    started = time.perf_counter()
                    await calm.send_turn(make_turn("calm", "s", n, "plain"))
                    latencies.append(time.perf_counter() - started)
                    n += 1

            chatting = asyncio.create_task(chat())
            while len(latencies) < 300:  # warmed up, and a baseline to compare with
                await asyncio.sleep(0.01)
            before = len(latencies)
            started = time.perf_counter()
            checkpoint_seq = 0
            try:
                ack = await loud.send_turn(storm)
                outcome, checkpoint_seq = "acked", ack.checkpoint_seq
            except MemstreamError as exc:
                outcome = f"{exc.reply.code}: {exc.reply.message[:120]}"
            storm_s = time.perf_counter() - started
            filed_s = await filed_after(js, checkpoint_seq, time.perf_counter())
            during = len(latencies)
            while len(latencies) < during + 100:
                await asyncio.sleep(0.01)
            stop.set()
            await chatting
            info = await js.stream_info(s.STREAM_TRIGGERS, subjects_filter=s.trigger("*", "storm"))
            figures = {
                "machine": machine(),
                "chars": args.chars,
                "unbounded": args.unbounded,
                "storm_ack_ms": round(storm_s * 1000, 1),
                "storm_outcome": outcome,
                "triggers_filed_after_ack_s": filed_s,
                "trigger_writes": sum((info.state.subjects or {}).values()),
                "calm_before_ms": latency_summary_ms(latencies[100:before]),
                "calm_worst_around_storm_ms": round(max(latencies[before - 1 :]) * 1000, 1),
            }
            for key, value in figures.items():
                say(f"{key}: {value}")
            await calm.close()
            await loud.close()
            await nc.close()
            emit(figures)
        finally:
            if ingest is not None:
                await ingest.stop()
            server.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chars", type=int, default=100_000)
    parser.add_argument("--unbounded", action="store_true")
    asyncio.run(main(parser.parse_args()))

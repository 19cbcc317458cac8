"""Write→searchable under load: freshness at steady publish rates, the sustainable rate, a floor.

Starts a nats-server child (temporary store) and either every service as `memstream up` runs
them (`--stack full`) or only ingest, embedder, indexer and retriever (`--stack indexer`): by
default as `memstream up` lays them out beside real agents, the embedder in a process of its
own and the rest in another (`memstream run <services...>` each, `--process apart`, since
2026-11-28); `--process child` runs every service in one process (the figures of
2026-11-25 to 27); `--process inprocess` runs them in this process, where they share its
CPU and GIL with the load generator and its probes (the figures before 2026-11-25). For each
rate R of `--rates` it publishes LoCoMo dev turns at a steady R turns/s for `--duration`
seconds, round-robin over `--tenants` fresh tenants (one agent each), every turn's text
carrying a unique token (" ref zq<hex>"). For every turn it takes the time from its ack until:
- indexed: `MemoryClient.wait_for(ack)` says the episode indexer has handled it;
- visible (the reported freshness): a context request asked with the turn's text returns
  an item carrying its token (one request after the wait; if the token is not among the
  items yet, read-your-writes requests `context(text, after=ack)` every 50 ms until it is
  or `--deadline` passes: such turns count as `missed`).

Per R: p50/p95/p99 of both, the p95 of the indexer's own `memstream_freshness_seconds`
histogram over the same window (bucket upper bound, a cross-check), the achieved publish
rate and the episode indexer's consumer lag (pending + unacked RESOURCES messages; one
message per turn here) at the middle and at the end of the publishing window. The
sustainable rate is the highest R whose lag at the end is below one second's worth of turns
and did not grow from the middle to the end (see `bounded`), with no turn held by ingest for
the indexer (`memstream_ingest_held_turns_total`: holds would keep the lag down themselves).
Also per R: the extractor's lag at the end (enrichment waits behind indexing by design), the
cores each process used (CPU seconds over wall seconds: the stack's, the load generator's,
nats-server's), the seconds the extractor's batches gave way to the indexer, and, in process
only, the embedder's priority figures (enrichment requests promoted by age, and dense
vectors answered without embedding per class: an item whose text equals an earlier text,
e.g. its episode's). A request that fails while confirming a turn is counted (`errors`).

Floor, same run, before the stack starts and again after it stopped (the host drifts): the
same texts (as the indexer embeds them, speaker first) through the default in-process dense
backend, no NATS and no store, in batches of the embedder's `max_batch`: texts/s. The
sustainable rate is reported over the first floor (as before) and over the mean of both.

Every turn is confirmed by context requests by default, as a user would see it; each costs
a query embedding and a retrieval in the same process, so at high rates the measurement
competes with the indexing it measures. `--probe-every N` confirms every Nth turn that way
and the rest by the watermark only (the "indexed" figures), for the sustainable rate.

Usage: python bench/freshness.py [--stack full|indexer] [--rates 5,10,20,40,80]
                                 [--duration 60] [--tenants 20] [--probe-every 1]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
import uuid
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nats

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, say  # noqa: E402
from bench._freshness_rules import (  # noqa: E402
    bounded,
    freshness_summary,
    histogram_quantile,
    sustainable_rate,
)
from bench.locomo_eval import DEFAULT_PATH, load_locomo, sessions, turn_text  # noqa: E402
from bench.stack_under_test import (  # noqa: E402
    Probes,
    add_stack_arguments,
    backend_rates,
    stack_running,
)
from memstream.contracts import subjects as s  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.errors import MemstreamError  # noqa: E402
from memstream.contracts.turns import TurnAck  # noqa: E402
from memstream.services.common.stores.episodes import embedded_text  # noqa: E402
from memstream.services.embedder.backend import load_dense_embedder  # noqa: E402
from memstream.services.embedder.settings import EmbedderSettings  # noqa: E402

# --- measurement ---------------------------------------------------------------------------


def locomo_texts(path: str | Path) -> list[tuple[str, str]]:
    """(speaker, text) of every LoCoMo dev turn, in conversation order."""
    return [
        (str(turn["speaker"]), turn_text(turn))
        for sample in load_locomo(path)
        for _, _, turns in sessions(sample)
        for turn in turns
    ]


async def floor_rate(texts: Sequence[str], *, announce: bool = False) -> float:
    """Texts/s of the default dense backend in process on `texts`, in batches of the
    embedder's `max_batch`; with `announce`, said as the run's floor."""
    batch = EmbedderSettings().max_batch
    model = await asyncio.to_thread(load_dense_embedder, EmbedderSettings())
    await model.aembed(texts[:batch])  # warm-up: first-call costs
    started = time.perf_counter()
    for i in range(0, len(texts), batch):
        await model.aembed(texts[i : i + batch])
    rate = len(texts) / (time.perf_counter() - started)
    if announce:
        say(f"floor: {rate:.1f} texts/s (default dense backend in process, batches of {batch})")
    return rate


@dataclass
class RateRun:
    rate: float
    acks: int = 0
    refused: int = 0
    last_ack_at: float = 0.0
    indexed_s: list[float] = field(default_factory=list)
    visible_s: list[float] = field(default_factory=list)
    missed: int = 0
    errors: list[str] = field(default_factory=list)


async def counted(confirming: Awaitable[None], run: RateRun) -> None:
    """Await one turn's confirmation; a request that fails is counted and shown, not fatal
    (one refused request must not lose the run's figures)."""
    try:
        await confirming
    except (MemstreamError, TimeoutError) as exc:
        run.errors.append(repr(exc))


async def follow(
    client: MemoryClient,
    ack: TurnAck,
    acked_at: float,
    text: str,
    token: str,
    run: RateRun,
    deadline: float,
    probe: bool = True,
) -> None:
    """Time from the ack until the turn is indexed, and until a context request asked with
    the turn's own text returns an item carrying its token. (The token alone is no query:
    a hex string has no dense meaning, and one rare BM25 term does not lift a point into
    the fused top 10 of a tenant with dozens of turns.)"""
    reply = await client.wait_for(ack, timeout=deadline)
    if reply.indexed:
        run.indexed_s.append(time.perf_counter() - acked_at)
    if not probe:
        return
    context = await client.context(text)
    while not any(token in item.text for item in context.items):
        if time.perf_counter() - acked_at > deadline:
            run.missed += 1
            return
        await asyncio.sleep(0.05)  # a poll interval, so misses do not flood the retriever
        context = await client.context(text, after=ack)
    run.visible_s.append(time.perf_counter() - acked_at)


async def consumer_lag(js: Any, durable: str = s.DURABLE_EPISODE_INDEXER) -> int:
    info = await js.consumer_info(s.STREAM_RESOURCES, durable)
    return int(info.num_pending or 0) + int(info.num_ack_pending or 0)


def turn_publisher(
    clients: Sequence[MemoryClient],
    texts: list[tuple[str, str]],
    cursor: int,
    run: RateRun,
    followers: list[asyncio.Task[None]],
    deadline: float,
    probe_every: int = 1,
) -> Callable[[int], Coroutine[Any, Any, None]]:
    """`publish(k)`: the k-th LoCoMo turn from `cursor` on, with a unique token, sent by
    client k mod len(clients) and followed (`follow`; every `probe_every`-th turn also
    confirmed by context requests) in a task added to `followers`."""

    async def publish(k: int) -> None:
        speaker, text = texts[(cursor + k) % len(texts)]
        token = f"zq{uuid.uuid4().hex[:12]}"
        text = f"{text} ref {token}"
        client = clients[k % len(clients)]
        try:
            ack = await client.publish_turn(
                "s1", k // len(clients), user_input=text, speaker=speaker
            )
        except Exception:  # a refused or timed-out publish is counted, not fatal
            run.refused += 1
            return
        run.acks += 1
        run.last_ack_at = now = time.perf_counter()
        probe = k % probe_every == 0
        followers.append(
            asyncio.create_task(
                counted(follow(client, ack, now, text, token, run, deadline, probe), run)
            )
        )

    return publish


async def run_rate(
    url: str,
    js: Any,
    rate: float,
    args: argparse.Namespace,
    texts: list[tuple[str, str]],
    cursor: int,
    probes: Probes,
) -> tuple[dict[str, Any], int]:
    run = RateRun(rate)
    tag = uuid.uuid4().hex[:6]
    clients = [
        await MemoryClient.connect(url, f"fr{tag}t{i}", "bench", timeout=30)
        for i in range(args.tenants)
    ]
    followers: list[asyncio.Task[None]] = []
    turns = int(rate * args.duration)
    h_bounds, h_before = probes.buckets()

    publish = turn_publisher(
        clients, texts, cursor, run, followers, args.deadline, args.probe_every
    )

    publishers: list[asyncio.Task[None]] = []
    lag_mid = 0
    started = time.perf_counter()
    cpu_started = probes.cpu()
    backend_started = probes.backend()
    gave_way_started = probes.gave_way()
    held_started = probes.held()
    for k in range(turns):
        delay = started + k / rate - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        publishers.append(asyncio.create_task(publish(k)))
        if k == turns // 2:
            lag_mid = await consumer_lag(js)
    await asyncio.gather(*publishers)
    lag_end = await consumer_lag(js)
    wall = time.perf_counter() - started
    cores = {name: round((t - cpu_started[name]) / wall, 2) for name, t in probes.cpu().items()}
    backend = {k: v - backend_started[k] for k, v in probes.backend().items()}
    gave_way = probes.gave_way() - gave_way_started
    held = round(probes.held() - held_started)
    extractor_lag = await consumer_lag(js, s.DURABLE_EXTRACTOR) if args.stack == "full" else None
    achieved = run.acks / max(args.duration, run.last_ack_at - started)
    await asyncio.gather(*followers)
    _, h_after = probes.buckets()
    for client in clients:
        await client.close()
    delta = [a - b for a, b in zip(h_after, h_before, strict=True)]
    result = {
        "rate": rate,
        "turns": turns,
        "acked": run.acks,
        "refused": run.refused,
        "achieved_turns_per_s": round(achieved, 1),
        "visible": freshness_summary(run.visible_s),
        "indexed": freshness_summary(run.indexed_s),
        "missed": run.missed,
        # Requests that failed while confirming a turn (the first few, and how many).
        "errors": len(run.errors),
        "first_errors": run.errors[:3],
        "histogram_p95_le_s": histogram_quantile(h_bounds, delta, 0.95),
        "lag_mid": lag_mid,
        "lag_end": lag_end,
        # Turns ingest held because tenants ran far ahead of the indexer: then the holds,
        # not the indexer, kept the lag down, and the rate does not count as bounded.
        "held_turns": held,
        "bounded": bounded(rate, lag_mid, lag_end) and not held,
        "extractor_lag_end": extractor_lag,
        # CPU seconds per wall second of the stack's process (with the load generator when
        # it runs in process), and of every process apart.
        "cores_used": cores["stack"],
        "cores_by_process": cores,
        "embedder": probes.embedder(),
        # What the dense backend did in the publishing window: texts/s, texts per call, and
        # texts per second of backend time (the floor's figure, measured under load).
        "backend": backend_rates(backend, wall),
        # Seconds the extractor's batches waited for the indexer in the publishing window
        # (summed over batches).
        "extraction_gave_way_s": round(gave_way, 1),
    }
    return result, cursor + turns


async def main(args: argparse.Namespace) -> None:
    rates = [float(r) for r in args.rates.split(",")]
    raw = locomo_texts(args.file)
    floor_texts = [
        embedded_text(sp, f"{t} ref zq{uuid.uuid4().hex[:12]}") for sp, t in raw[: args.floor_texts]
    ]
    floor = await floor_rate(floor_texts, announce=True)
    figures: dict[str, Any] = {
        "machine": machine(),
        "load_before": os.getloadavg(),
        "stack": args.stack,
        "duration_s": args.duration,
        "tenants": args.tenants,
        "probe_every": args.probe_every,
        "process": args.process,
        "floor_texts_per_s": round(floor, 1),
        "rates": [],
    }
    async with stack_running(args.stack, args.process, "memstream-fresh-") as (url, probes):
        nc = await nats.connect(url)
        js = nc.jetstream()
        cursor = 0
        for rate in rates:
            result, cursor = await run_rate(url, js, rate, args, raw, cursor, probes)
            figures["rates"].append(result)
            say(
                f"R={rate:g}: visible {result['visible']} indexed {result['indexed']} "
                f"hist p95≤{result['histogram_p95_le_s']}s lag mid/end "
                f"{result['lag_mid']}/{result['lag_end']} achieved "
                f"{result['achieved_turns_per_s']}/s missed {result['missed']} "
                f"errors {result['errors']} "
                f"extractor lag {result['extractor_lag_end']} "
                f"cores {result['cores_by_process']} "
                f"embedder {result['embedder']} "
                f"gave way {result['extraction_gave_way_s']} "
                f"backend {result['backend']}"
            )
        await nc.close()
    # The host drifts by several per cent within minutes: how far it moved during the run.
    floor_after = await floor_rate(floor_texts)
    figures["floor_after_texts_per_s"] = round(floor_after, 1)
    rows = [
        (r["rate"], r["lag_mid"], r["lag_end"]) for r in figures["rates"] if not r["held_turns"]
    ]
    sustainable = sustainable_rate(rows)
    figures["sustainable_turns_per_s"] = sustainable
    figures["sustainable_over_floor"] = round(sustainable / floor, 3) if sustainable else None
    mean_floor = (floor + floor_after) / 2
    figures["sustainable_over_mean_floor"] = (
        round(sustainable / mean_floor, 3) if sustainable else None
    )
    figures["load_after"] = os.getloadavg()
    say(
        f"floor after: {floor_after:.1f} texts/s; sustainable: {sustainable} turns/s = "
        f"{figures['sustainable_over_floor']} × the floor before "
        f"({figures['sustainable_over_mean_floor']} × the mean of both)"
    )
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_stack_arguments(parser)
    parser.add_argument("--rates", default="5,10,20,40,80")
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument(
        "--probe-every",
        type=int,
        default=1,
        help="confirm every Nth turn by context requests (each one embeds a query and runs "
        "a retrieval beside the indexing it measures); the others by the watermark only",
    )
    parser.add_argument("--tenants", type=int, default=20)
    parser.add_argument("--deadline", type=float, default=60.0, help="Give up on a turn after.")
    parser.add_argument("--floor-texts", type=int, default=512)
    parser.add_argument("--file", default=str(DEFAULT_PATH))
    asyncio.run(main(parser.parse_args()))

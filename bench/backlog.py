"""A bulk import: a backlog of turns acked as fast as ingest takes them, then how long until
every one is searchable, extracted and in the graph.

What a user importing their history sees (and what an agent fleet's burst leaves behind):
the acks come at ingest's speed, and the work after them (embedding every turn for search,
extraction with its own embeddings, graph projection) drains at the indexing side's speed.
Starts a nats-server child (temporary store) and the services of `--stack` laid out as
`--process` says (default: as `memstream up` runs them, the embedder in its own process).
Then `--concurrency` publishers send `--turns` LoCoMo dev turns as fast as they are acked,
round-robin over `--tenants` fresh tenants, each text carrying a unique token (so repeats of
the dev set are new memories, not duplicates). After the last ack it waits, per tenant, on
the read-your-writes watermark (`MemoryClient.wait_for`):
- indexed: every turn searchable (the episode indexer handled it);
- extracted: every turn through the extractor too (full stack only);
- projected: the graph's EVENTS consumers have nothing pending (full stack only).
With `--live-every S`, one more tenant chats beside the import: a turn every S seconds from
the first send until the import is searchable, each timed from its ack until it is indexed
and until a context request returns it (bench/freshness.py's `follow`). That is what the
import costs everybody else: the episode indexer reads RESOURCES in stream order. With
`--paced N` each tenant imports through `MemoryClient.import_turns(window=N)`, which stays at
most N turns ahead of the indexer (the acks then end when the import is searchable).
It reports each as seconds after the last ack and as turns/s over the whole run (first send
to done), the cores each process used (over the run, until every turn is searchable, and
after: extraction and projection alone), and a floor measured in the same run, before the
stack starts and after it stops: the same texts through the default dense backend in this
process, no NATS and no store (texts/s). `indexed_over_floor` is the indexing rate over
the mean of both floors: the share of the bare embedding rate the stack turns into
searchable memory when it has a backlog.

Usage: python bench/backlog.py [--turns 3000] [--tenants 20] [--concurrency 32]
                               [--stack full|indexer] [--process apart|child|inprocess]
                               [--live-every S] [--paced WINDOW]
The last output line is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import nats
from nats.js import JetStreamContext

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, say  # noqa: E402
from bench._freshness_rules import freshness_summary  # noqa: E402
from bench.freshness import RateRun, counted, floor_rate, follow, locomo_texts  # noqa: E402
from bench.locomo_eval import DEFAULT_PATH  # noqa: E402
from bench.stack_under_test import Probes, add_stack_arguments, stack_running  # noqa: E402
from memstream.contracts import subjects as s  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.turns import TurnAck, TurnIn  # noqa: E402
from memstream.services.common.stores.episodes import embedded_text  # noqa: E402

# How often the drain's progress is read (consumer info, a cheap server call).
POLL_S = 0.5


def tokened(texts: Sequence[tuple[str, str]], count: int) -> list[tuple[str, str]]:
    """`count` (speaker, text) pairs cycling through `texts`, each with a unique token."""
    return [
        (sp, f"{text} ref zq{uuid.uuid4().hex[:12]}")
        for sp, text in (texts[k % len(texts)] for k in range(count))
    ]


async def publish_all(
    clients: Sequence[MemoryClient], turns: Sequence[tuple[str, str]], concurrency: int
) -> tuple[dict[int, TurnAck], int]:
    """Send every turn, `concurrency` at a time; each tenant's last ack (by client index)
    and how many sends were refused (counted, not fatal: the figures still come)."""
    last: dict[int, TurnAck] = {}
    refused = 0
    cursor = iter(range(len(turns)))

    async def publisher() -> None:
        nonlocal refused
        for k in cursor:
            speaker, text = turns[k]
            slot = k % len(clients)
            number = k // len(clients)
            try:
                ack = await clients[slot].publish_turn(
                    "s1", number, user_input=text, speaker=speaker
                )
            except Exception:  # noqa: BLE001 - a refused send is counted, not fatal
                refused += 1
                continue
            held = last.get(slot)
            if held is None or held.turn_number < ack.turn_number:
                last[slot] = ack

    await asyncio.gather(*(publisher() for _ in range(concurrency)))
    return last, refused


async def live_tenant(
    url: str, every_s: float, texts: Sequence[tuple[str, str]], stop: asyncio.Event, deadline: float
) -> RateRun:
    """A tenant sending a turn every `every_s` until `stop`, each followed until fresh."""
    run = RateRun(1 / every_s)
    client = await MemoryClient.connect(url, f"live{uuid.uuid4().hex[:6]}", "bench", timeout=30)
    followers: list[asyncio.Task[None]] = []
    try:
        k = 0
        while not stop.is_set():
            speaker, text = texts[k % len(texts)]
            token = f"zq{uuid.uuid4().hex[:12]}"
            text = f"{text} live {token}"
            ack = await client.publish_turn("live", k, user_input=text, speaker=speaker)
            run.acks += 1
            acked_at = time.perf_counter()
            following = follow(client, ack, acked_at, text, token, run, deadline)
            followers.append(asyncio.create_task(counted(following, run)))
            k += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), every_s)
        await asyncio.gather(*followers)
    finally:
        await client.close()
    return run


def live_figures(run: RateRun) -> dict[str, Any]:
    return {
        "turns": run.acks,
        "indexed": freshness_summary(run.indexed_s) if run.indexed_s else None,
        "visible": freshness_summary(run.visible_s) if run.visible_s else None,
        "max_visible_s": round(max(run.visible_s), 3) if run.visible_s else None,
        "missed": run.missed,
        "errors": run.errors[:3],
    }


async def import_all(
    clients: Sequence[MemoryClient], turns: Sequence[tuple[str, str]], window: int, deadline: float
) -> tuple[dict[int, TurnAck], int]:
    """The same turns as `publish_all`, each tenant's through `MemoryClient.import_turns`
    (never more than `window` ahead of the indexer), the tenants at once."""
    mine: dict[int, list[TurnIn]] = {}
    for k, (speaker, text) in enumerate(turns):
        slot = k % len(clients)
        client = clients[slot]
        mine.setdefault(slot, []).append(
            TurnIn(
                tenant_id=client.tenant_id,
                agent_id=client.agent_id,
                session_id="s1",
                turn_number=k // len(clients),
                user_input=text,
                speaker=speaker,
            )
        )
    done = await asyncio.gather(
        *(
            clients[slot].import_turns(ts, window=window, timeout=deadline)
            for slot, ts in mine.items()
        )
    )
    return {slot: acks[-1] for slot, acks in zip(mine, done, strict=True)}, 0


async def all_done(
    clients: Sequence[MemoryClient], last: dict[int, TurnAck], extracted: bool, deadline: float
) -> bool:
    """Every tenant's watermark past its last ack (indexed, or with `extracted` also
    extracted) before `deadline` seconds pass."""

    async def one(slot: int, ack: TurnAck) -> bool:
        reply = await clients[slot].wait_for(ack, extracted=extracted, timeout=deadline)
        return reply.complete

    return all(await asyncio.gather(*(one(slot, ack) for slot, ack in last.items())))


async def graph_pending(js: JetStreamContext) -> int:
    """Messages the graph's EVENTS consumers have still to project (pending + unacked)."""
    pending = 0
    for info in await js.consumers_info(s.STREAM_EVENTS):
        if info.name.startswith(s.DURABLE_GRAPH_PREFIX):
            pending += int(info.num_pending or 0) + int(info.num_ack_pending or 0)
    return pending


async def projected(js: JetStreamContext, deadline: float) -> bool:
    """The graph consumers drained (read every POLL_S) before `deadline` seconds pass."""
    give_up = time.perf_counter() + deadline
    while await graph_pending(js) > 0:
        if time.perf_counter() > give_up:
            return False
        await asyncio.sleep(POLL_S)
    return True


def cores_between(
    before: dict[str, float], after: dict[str, float], wall: float
) -> dict[str, float]:
    """CPU seconds per wall second of each process between two readings."""
    return {name: round((t - before[name]) / max(wall, 1e-9), 2) for name, t in after.items()}


async def drain(
    url: str, args: argparse.Namespace, turns: list[tuple[str, str]], probes: Probes
) -> dict[str, Any]:
    tag = uuid.uuid4().hex[:6]
    clients = [
        await MemoryClient.connect(url, f"bl{tag}t{i}", "bench", timeout=30)
        for i in range(args.tenants)
    ]
    nc = await nats.connect(url)
    js = nc.jetstream()
    full = args.stack == "full"
    live_stop = asyncio.Event()
    live: asyncio.Task[RateRun] | None = None
    try:
        cpu_started = probes.cpu()
        held_started = probes.held()
        started = time.perf_counter()
        if args.live_every > 0:
            live = asyncio.create_task(
                live_tenant(url, args.live_every, turns, live_stop, args.live_deadline)
            )
        if args.paced:
            last, refused = await import_all(clients, turns, args.paced, args.deadline)
        else:
            last, refused = await publish_all(clients, turns, args.concurrency)
        acked_at = time.perf_counter()
        held_turns = round(probes.held() - held_started)
        say(
            f"acked {len(turns) - refused} turns in {acked_at - started:.1f} s ({refused} "
            f"refused, {held_turns} turns held for the indexer)"
        )
        indexed = await all_done(clients, last, False, args.deadline)
        indexed_at = time.perf_counter()
        cpu_indexed = probes.cpu()
        say(f"searchable {indexed_at - acked_at:.1f} s after the last ack (complete: {indexed})")
        live_stop.set()
        live_run = await live if live is not None else None
        if live_run is not None:
            say(f"live tenant beside the import: {live_figures(live_run)}")
        extracted = projected_ok = None
        extracted_at = projected_at = None
        if full:
            extracted = await all_done(clients, last, True, args.deadline)
            extracted_at = time.perf_counter()
            say(f"extracted {extracted_at - acked_at:.1f} s after the last ack ({extracted})")
            projected_ok = await projected(js, args.deadline)
            projected_at = time.perf_counter()
            say(f"in the graph {projected_at - acked_at:.1f} s after the last ack ({projected_ok})")
        done_at = projected_at or indexed_at
        cpu = probes.cpu()
        cores = cores_between(cpu_started, cpu, done_at - started)
        # Until every turn is searchable, and after (extraction and projection only).
        cores_indexing = cores_between(cpu_started, cpu_indexed, indexed_at - started)
        cores_after = cores_between(cpu_indexed, cpu, done_at - indexed_at) if full else None
    finally:
        if live is not None and not live.done():
            live.cancel()
        await nc.close()
        for client in clients:
            await client.close()
    acked = len(turns) - refused

    def after(at: float | None) -> float | None:
        return round(at - acked_at, 1) if at is not None else None

    def rate(at: float | None) -> float | None:
        return round(acked / (at - started), 1) if at is not None else None

    return {
        "turns": len(turns),
        "acked": acked,
        "refused": refused,
        "ack_phase_s": round(acked_at - started, 1),
        # Turns ingest held before their write: the import ran far ahead of the indexer.
        "held_turns": held_turns,
        "acked_turns_per_s": round(acked / (acked_at - started), 1),
        "indexed_complete": indexed,
        "indexed_after_last_ack_s": after(indexed_at),
        "indexed_turns_per_s": rate(indexed_at),
        "extracted_complete": extracted,
        "extracted_after_last_ack_s": after(extracted_at),
        "extracted_turns_per_s": rate(extracted_at),
        "projected_complete": projected_ok,
        "projected_after_last_ack_s": after(projected_at),
        "done_turns_per_s": rate(done_at),
        "cores_by_process": cores,
        "cores_until_searchable": cores_indexing,
        "cores_after_searchable": cores_after,
        "live_tenant": live_figures(live_run) if live_run is not None else None,
    }


async def main(args: argparse.Namespace) -> None:
    turns = tokened(locomo_texts(args.file), args.turns)
    floor_texts = [embedded_text(sp, text) for sp, text in turns[: args.floor_texts]]
    floor = await floor_rate(floor_texts, announce=True)
    figures: dict[str, Any] = {
        "machine": machine(),
        "load_before": os.getloadavg(),
        "stack": args.stack,
        "process": args.process,
        "tenants": args.tenants,
        "concurrency": args.concurrency,
        "floor_texts_per_s": round(floor, 1),
    }
    async with stack_running(args.stack, args.process, "memstream-backlog-") as (url, probes):
        figures.update(await drain(url, args, turns, probes))
    floor_after = await floor_rate(floor_texts)
    mean_floor = (floor + floor_after) / 2
    figures["floor_after_texts_per_s"] = round(floor_after, 1)
    indexed_rate = figures["indexed_turns_per_s"]
    figures["indexed_over_floor"] = round(indexed_rate / mean_floor, 3)
    figures["load_after"] = os.getloadavg()
    say(
        f"floor after: {floor_after:.1f} texts/s; indexed {indexed_rate} turns/s = "
        f"{figures['indexed_over_floor']} × the mean floor; cores {figures['cores_by_process']}"
        f" (until searchable {figures['cores_until_searchable']}, after "
        f"{figures['cores_after_searchable']})"
    )
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=3000)
    parser.add_argument("--tenants", type=int, default=20)
    parser.add_argument("--concurrency", type=int, default=32)
    add_stack_arguments(parser)
    parser.add_argument(
        "--deadline", type=float, default=3600.0, help="Give up on each wait after (s)."
    )
    parser.add_argument(
        "--paced",
        type=int,
        default=0,
        help="Import each tenant's turns with MemoryClient.import_turns(window=N) instead.",
    )
    parser.add_argument(
        "--live-every", type=float, default=0.0, help="A chatting tenant's turn every S s."
    )
    parser.add_argument(
        "--live-deadline", type=float, default=300.0, help="Give up on a live turn after (s)."
    )
    parser.add_argument("--floor-texts", type=int, default=512)
    parser.add_argument("--file", default=str(DEFAULT_PATH))
    asyncio.run(main(parser.parse_args()))

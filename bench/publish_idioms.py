"""The ways memstream could publish domain events, measured on the same stream in one run.

1. `EventSink` (services/common/messaging/events.py): nats.py `publish_async`, `emit` without
   waiting, `flush` waits for every ack (the floor).
2. FastStream's JetStream publisher (`broker.publisher(subject, stream=...)`), awaiting each
   publish's ack before the next, as FastStream publishes.
3. The same publisher, publishes run concurrently with `asyncio.gather` over windows of
   `--window` (EventSink's own window), each still awaiting its ack.

Every variant sends the same `--events` `item.stored` envelopes (an item snapshot, ~0.7 kB
of JSON, serialised in the timed loop as the sink does) with a unique `Nats-Msg-Id`, to
the file-store EVENTS stream of an embedded nats-server, and waits until all are stored.
Rounds are interleaved (`--reps` of each) so a change of load hits all alike; the figure is
each variant's best events/s as a ratio of EventSink's.
Runs on the service runner's loop (uvloop when installed; `--asyncio` to compare).
Usage: python bench/publish_idioms.py [--events 5000] [--reps 3] [--window 256]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import nats
from faststream.nats import JStream, NatsBroker
from faststream.nats.publisher.usecase import LogicPublisher
from nats.js import JetStreamContext

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, run_loop, say  # noqa: E402
from memstream.contracts import subjects  # noqa: E402
from memstream.contracts.events import EventEnvelope, ItemSnapshot, ItemStored  # noqa: E402
from memstream.services.common.messaging.events import EventSink  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402

TENANT = "benchpublish"
SOURCE = "bench"
SUBJECT = subjects.event(TENANT, "item.stored")
VARIANTS = ("eventsink", "faststream_each", "faststream_gather")


def events(n: int, tag: str) -> list[EventEnvelope]:
    """`n` realistic envelopes whose ids are unique to this round (`tag`)."""
    out = []
    for i in range(n):
        item = ItemSnapshot(
            item_id=f"0b9c1f7e-{i:04d}-5a4e-9f1d-{tag[:12]:0>12}",
            text=f"User moved to Lisbon in March {2000 + i % 25} and works remotely for a "
            "Berlin design studio; prefers morning calls.",
            kind="fact",
            category="location",
            tags=["relocation", "work"],
            entities=[],
            confidence=0.82,
            agent_id="assistant-1",
            session_id=f"session-{i % 17}",
            source_resource_ids=[f"res-{tag}-{i}"],
        )
        out.append(
            EventEnvelope(
                event_id=f"{tag}-{i}",
                type="item.stored",
                tenant_id=TENANT,
                source=SOURCE,
                payload=ItemStored(item=item).model_dump(mode="json"),
            )
        )
    return out


async def via_sink(js: JetStreamContext, batch: list[EventEnvelope], _: int) -> None:
    sink = EventSink(js, SOURCE, timeout=30.0)
    for event in batch:
        await sink.send(event)
    await sink.flush()


def fs_send(publisher: LogicPublisher) -> Callable[[EventEnvelope], Awaitable[Any]]:
    async def send(event: EventEnvelope) -> Any:
        return await publisher.publish(
            event.model_dump_json().encode(),
            subjects.event(event.tenant_id, event.type),
            headers={subjects.HEADER_MSG_ID: event.event_id},
            stream=subjects.STREAM_EVENTS,
            timeout=30.0,
        )

    return send


async def via_faststream_each(
    send: Callable[[EventEnvelope], Awaitable[Any]], batch: list[EventEnvelope], _: int
) -> None:
    for event in batch:
        await send(event)


async def via_faststream_gather(
    send: Callable[[EventEnvelope], Awaitable[Any]], batch: list[EventEnvelope], window: int
) -> None:
    for start in range(0, len(batch), window):
        await asyncio.gather(*(send(event) for event in batch[start : start + window]))


async def measure(n: int, reps: int, window: int) -> dict[str, list[float]]:
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(store_dir=Path(tmp) / "js", port=0)
        server.start()
        try:
            nc = await nats.connect(server.url)
            js = nc.jetstream(timeout=30.0)
            await provision(js, CommonSettings(nats_url=server.url, data_dir=Path(tmp)))
            broker = NatsBroker(server.url, logger=None)
            # declare=False: EVENTS is provisioned by memstream, FastStream must not redefine it.
            publisher = broker.publisher(
                SUBJECT, stream=JStream(subjects.STREAM_EVENTS, declare=False)
            )
            await broker.start()
            send = fs_send(publisher)
            runs: dict[str, Callable[[list[EventEnvelope], int], Awaitable[None]]] = {
                "eventsink": lambda b, w: via_sink(js, b, w),
                "faststream_each": lambda b, w: via_faststream_each(send, b, w),
                "faststream_gather": lambda b, w: via_faststream_gather(send, b, w),
            }
            got: dict[str, list[float]] = {v: [] for v in VARIANTS}
            stored = 0
            for rep in range(reps):
                for variant in VARIANTS:
                    batch = events(n, f"r{rep}{variant}")
                    started = time.perf_counter()
                    await runs[variant](batch, window)
                    got[variant].append(n / (time.perf_counter() - started))
                    stored += n
                info = await js.stream_info(subjects.STREAM_EVENTS)
                if info.state.messages != stored:  # every id unique: nothing deduplicated
                    raise RuntimeError(f"EVENTS holds {info.state.messages}, sent {stored}")
                say(
                    f"  round {rep + 1}: " + ", ".join(f"{v} {got[v][-1]:,.0f}/s" for v in VARIANTS)
                )
            await broker.stop()
            await nc.close()
            return got
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=5_000)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--window", type=int, default=256)
    parser.add_argument("--asyncio", action="store_true", help="Use asyncio even with uvloop.")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    say(
        f"publish idioms: {args.events:,} events a round, window {args.window}, "
        f"load average {load:.2f}"
    )
    got, loop = run_loop(measure(args.events, args.reps, args.window), args.asyncio)
    best = {v: max(got[v]) for v in VARIANTS}
    floor = best["eventsink"]
    say(f"EventSink (floor): best {floor:,.0f} events/s")
    for variant in VARIANTS[1:]:
        ratio = best[variant] / floor
        say(f"{variant}: best {best[variant]:,.0f} events/s, {ratio:.2f} of the floor")
    emit(
        {
            "bench": "publish_idioms",
            "events": args.events,
            "window": args.window,
            "loop": loop,
            "load_average": round(load, 2),
            **{f"{v}_per_s": [round(x) for x in got[v]] for v in VARIANTS},
            **{f"{v}_best_per_s": round(best[v]) for v in VARIANTS},
            "ratio_faststream_each": round(best["faststream_each"] / floor, 3),
            "ratio_faststream_gather": round(best["faststream_gather"] / floor, 3),
            "machine": machine(),
        }
    )


if __name__ == "__main__":
    main()

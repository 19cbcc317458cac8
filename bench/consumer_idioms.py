"""The two ways memstream consumes a JetStream stream, measured on the same stream in one run.

1. The raw batch puller (services/common/messaging/rawpull.py, the graph writer's): one
   JetStream pull request, the replies collected by a plain subscription callback.
2. The one consumer (services/common/messaging/batch_consumer.py): a FastStream batch pull
   subscriber with the loss-free fetch loop (nats.py's `fetch`), manual acks, raw bodies.

Both read the same `--events` synthetic events (about 300 bytes each) from EVENTS on an
embedded nats-server, as the graph does: `--batch` messages a pull (the graph's
`batch_size`), a partial batch handed over after the graph's linger, a consumer with
`AckPolicy.ALL` acknowledged once per batch, through its last message, and nothing else to
do (`--acks each`: `AckPolicy.EXPLICIT`, every message acknowledged, as the other consumers
do). Runs are interleaved (`--reps` of each) so a change of load hits both; the raw puller is
the floor and the figure is the one consumer's best messages/s as a ratio of it.
Runs on the service runner's loop (uvloop when installed; `--asyncio` to compare).
Usage: python bench/consumer_idioms.py [--events 60000] [--reps 3] [--batch 10000]
       [--acks batch|each]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import nats
from faststream.nats import NatsBroker
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.js import JetStreamContext
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, run_loop, say  # noqa: E402
from memstream.contracts import subjects  # noqa: E402
from memstream.services.common.messaging.batch_consumer import BatchConsumer  # noqa: E402
from memstream.services.common.messaging.rawpull import RawBatchPuller  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.graph.decode import RawEvent  # noqa: E402
from memstream.services.graph.settings import GraphSettings  # noqa: E402

GRAPH = GraphSettings()
TENANT = "benchidioms"


def config(durable: str, batch: int, each: bool) -> ConsumerConfig:
    return ConsumerConfig(
        durable_name=durable,
        deliver_policy=DeliverPolicy.ALL,
        ack_policy=AckPolicy.EXPLICIT if each else AckPolicy.ALL,
        max_ack_pending=max(4 * batch, 10_000),
        filter_subject=subjects.event_filter(TENANT, "*"),
    )


async def publish(nc: Client, js: JetStreamContext, n: int) -> None:
    subject = subjects.event(TENANT, "item.stored")
    for i in range(n):
        body = {
            "event_id": f"ev{i:08d}",
            "type": "item.stored",
            "tenant_id": TENANT,
            "source": "bench",
            "occurred_at": "2024-03-05T09:00:00Z",
            "payload": {"item_id": f"item{i}", "text": "User moved to Lisbon in " + "x" * 120},
        }
        await nc.publish(subject, json.dumps(body).encode())
    await nc.flush()
    while (await js.stream_info(subjects.STREAM_EVENTS)).state.messages < n:
        await asyncio.sleep(0.05)


async def raw_puller(
    nc: Client, js: JetStreamContext, n: int, batch: int, each: bool, run: int
) -> float:
    durable = f"idioms_raw_{run}"
    await js.add_consumer(subjects.STREAM_EVENTS, config(durable, batch, each))
    puller = RawBatchPuller(nc, subjects.STREAM_EVENTS, durable, GRAPH.pull_expires_s, RawEvent)
    await puller.start()
    seen = 0
    started = time.perf_counter()
    while seen < n:
        pulled = await puller.next_batch(batch, wait=1.0, linger=GRAPH.linger_s)
        await puller.request(batch)
        if each:
            await puller.ack(pulled.acks)
        else:
            await puller.ack_through(pulled)
        seen += len(pulled.messages)
    elapsed = time.perf_counter() - started
    await puller.stop()
    await js.delete_consumer(subjects.STREAM_EVENTS, durable)
    return n / elapsed


async def one_consumer(
    url: str, js: JetStreamContext, n: int, batch: int, each: bool, run: int
) -> float:
    durable = f"idioms_fs_{run}"
    seen = 0
    done = asyncio.Event()

    async def handle(msgs: Sequence[Msg]) -> None:
        nonlocal seen
        for msg in msgs if each else msgs[-1:]:  # AckPolicy.ALL: through the last one
            await msg.ack()
        seen += len(msgs)
        if seen >= n:
            done.set()

    consumer = BatchConsumer(
        subjects.STREAM_EVENTS,
        config(durable, batch, each),
        handle,
        batch_size=batch,
        fetch_timeout_s=GRAPH.linger_s,
    )
    broker = NatsBroker(url, logger=None)  # no line per batch in the measurement
    await consumer.setup(broker, js)
    started = time.perf_counter()
    await broker.start()
    await asyncio.wait_for(done.wait(), 300)
    elapsed = time.perf_counter() - started
    await consumer.stop(5)
    await broker.stop()
    await js.delete_consumer(subjects.STREAM_EVENTS, durable)
    return n / elapsed


async def measure(n: int, batch: int, each: bool, reps: int) -> dict[str, list[float]]:
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(store_dir=Path(tmp) / "js", port=0)
        server.start()
        try:
            nc = await nats.connect(server.url)
            js = nc.jetstream()
            await provision(js, CommonSettings(nats_url=server.url, data_dir=Path(tmp)))
            await publish(nc, js, n)
            raw: list[float] = []
            faststream: list[float] = []
            for run in range(reps):
                raw.append(await raw_puller(nc, js, n, batch, each, run))
                faststream.append(await one_consumer(server.url, js, n, batch, each, run))
                say(
                    f"  run {run + 1}: raw puller {raw[-1]:,.0f}/s, one consumer "
                    f"{faststream[-1]:,.0f}/s"
                )
            await nc.close()
            return {"raw": raw, "faststream": faststream}
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=60_000)
    parser.add_argument("--batch", type=int, default=GRAPH.batch_size)
    parser.add_argument("--acks", choices=("batch", "each"), default="batch")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--asyncio", action="store_true", help="Use asyncio even with uvloop.")
    args = parser.parse_args()
    each = args.acks == "each"
    say(
        f"consumer idioms: {args.events:,} events, batch {args.batch:,}, acks {args.acks}, "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    got, loop = run_loop(measure(args.events, args.batch, each, args.reps), args.asyncio)
    raw, faststream = max(got["raw"]), max(got["faststream"])
    ratio = faststream / raw
    say(f"raw puller (floor): best {raw:,.0f} messages/s")
    say(
        f"one consumer (FastStream batch pull): best {faststream:,.0f} messages/s, "
        f"{ratio:.2f} of the floor"
    )
    emit(
        {
            "bench": "consumer_idioms",
            "events": args.events,
            "batch": args.batch,
            "acks": args.acks,
            "loop": loop,
            "raw_puller_per_s": [round(x) for x in got["raw"]],
            "faststream_per_s": [round(x) for x in got["faststream"]],
            "raw_puller_best_per_s": round(raw),
            "faststream_best_per_s": round(faststream),
            "ratio_faststream_to_raw": round(ratio, 3),
            "machine": machine(),
        }
    )


if __name__ == "__main__":
    main()

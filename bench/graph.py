"""Graph benchmark: projection events/s and entity-neighbourhood latency at 1M edges.

1. Projection, in process: decode + project batches of 2000 synthetic item events into a
   partition file (the writer thread's work, without JetStream).
2. Projection, end to end: the same events published to EVENTS on an embedded
   nats-server, consumed by a `PartitionWriter` (batch pull, explicit acks) until applied.
3. Neighbourhood: a partition bulk-loaded with 100k items and 1M edges (appenders), then
   random 1–2 entity queries (+ seed items half of the time), p50/p95/p99.

Targets: projection >= 20,000 events/s per partition; neighbourhood p95 <= 10 ms.
Usage: python bench/graph.py [--events 20000] [--items 100000] [--edges 1000000]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

import duckdb
import nats

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from contracts.graph import NeighbourhoodQuery, partition_of  # noqa: E402
from services.common.events import publish_event  # noqa: E402
from services.common.nats_server import EmbeddedNatsServer  # noqa: E402
from services.common.provisioning import provision  # noqa: E402
from services.common.settings import CommonSettings  # noqa: E402
from services.graph import queries  # noqa: E402
from services.graph.decode import RawEvent  # noqa: E402
from services.graph.entities import entity_id, norm_name  # noqa: E402
from services.graph.projection import Projector  # noqa: E402
from services.graph.schema import create_schema  # noqa: E402
from services.graph.settings import GraphSettings  # noqa: E402
from services.graph.writer import PartitionWriter, select  # noqa: E402
from tests.support.graph_events import synthetic  # noqa: E402

BATCH = 2000
PARTITIONS = 4


def tenants_of_partition(n: int, partition: int = 0) -> list[str]:
    out = [f"bench{i}" for i in range(10_000) if partition_of(f"bench{i}", PARTITIONS) == partition]
    return out[:n]


def raw_events(n: int) -> list[RawEvent]:
    tenants = tenants_of_partition(8)
    per = n // len(tenants)
    raws: list[RawEvent] = []
    for t in tenants:
        for ev in synthetic(t, per, seed=len(raws)):
            subject = f"mem.event.{t}.{ev.type.replace('.', '_')}"
            raws.append(RawEvent(len(raws) + 1, subject, ev.model_dump_json().encode()))
    return raws


def projection_in_process(raws: list[RawEvent], workdir: Path) -> float:
    con = duckdb.connect(str(workdir / "inproc.duckdb"))
    create_schema(con)
    projector = Projector(con, 0)
    started = time.perf_counter()
    for i in range(0, len(raws), BATCH):
        chunk = raws[i : i + BATCH]
        projector.apply(select(chunk, 0, PARTITIONS), chunk[-1].seq)
    elapsed = time.perf_counter() - started
    con.close()
    return len(raws) / elapsed


async def projection_end_to_end(n: int, workdir: Path) -> tuple[float, float]:
    server = EmbeddedNatsServer(store_dir=workdir / "js", port=0)
    server.start()
    try:
        settings = CommonSettings(nats_url=server.url, data_dir=workdir / "data")
        nc = await nats.connect(server.url)
        js = nc.jetstream()
        await provision(js, settings)
        tenants = tenants_of_partition(8)
        started = time.perf_counter()
        futures = []
        for t in tenants:
            for ev in synthetic(t, n // len(tenants)):
                futures.append(publish_event(js, ev))
                if len(futures) >= 500:
                    await asyncio.gather(*futures)
                    futures = []
        acks = await asyncio.gather(*futures)
        last = acks[-1].seq if acks else (await js.stream_info("EVENTS")).state.last_seq
        publish_rate = n / (time.perf_counter() - started)
        cfg = GraphSettings(vector_resolution=False, batch_size=BATCH)
        writer = PartitionWriter(nc, js, settings.data_dir, 0, PARTITIONS, cfg)
        await writer.open()
        started = time.perf_counter()
        writer.start()
        while writer.applied_seq < last:
            await asyncio.sleep(0.01)
        rate = n / (time.perf_counter() - started)
        await writer.stop(10)
        await nc.close()
        return rate, publish_rate
    finally:
        server.stop()


def bulk_graph(con: duckdb.DuckDBPyConnection, n_items: int, n_edges: int) -> list[str]:
    """One tenant with `n_items` items and `n_edges` edges, skewed entity popularity."""
    rng = random.Random(11)
    t = "bench"
    n_entities = max(50, n_items // 20)
    names = [f"entity {i}" for i in range(n_entities)]
    ids = [entity_id(t, norm_name(n)) for n in names]
    con.execute("BEGIN TRANSACTION")
    with con.appender("entities") as app:
        app.append_rows(
            [
                (t, ids[i], names[i], "other", [], None, 1, False, None, None)
                for i in range(n_entities)
            ]
        )
    with con.appender("entity_aliases") as app:
        app.append_rows([(t, norm_name(names[i]), ids[i]) for i in range(n_entities)])
    item_rows, links, edges = [], set(), {}
    for i in range(n_items):
        item = f"item{i}"
        item_rows.append(
            (
                t,
                item,
                f"fact {i}",
                "fact",
                "general",
                [],
                "explicit",
                "neutral",
                rng.random(),
                "active" if rng.random() > 0.05 else "superseded",
                False,
                None,
                None,
                None,
                f"s{i // 50}",
                [f"{t}:s{i // 50}:{i % 50}:0"],
                None,
                None,
                None,
                None,
                None,
                None,
            )
        )
        ents = {int(n_entities * rng.random() ** 2) for _ in range(rng.randint(1, 4))}
        for e in ents:
            links.add((t, item, ids[e]))
            edges[(t, "mentions", item, ids[e])] = ("item", "entity")
        ordered = sorted(ids[e] for e in ents)
        for a in range(len(ordered)):
            for b in range(a + 1, len(ordered)):
                edges[(t, "co_occurs", ordered[a], ordered[b])] = ("entity", "entity")
        edges[(t, "derived_from", item, f"{t}:s{i // 50}:{i % 50}:0")] = ("item", "resource")
        if i % 50:
            edges[
                (t, "temporal", f"{t}:s{i // 50}:{i % 50 - 1}:0", f"{t}:s{i // 50}:{i % 50}:0")
            ] = ("resource", "resource")
    while len(edges) < n_edges:
        a, b = sorted(rng.sample(ids, 2))
        edges[(t, "co_occurs", a, b)] = ("entity", "entity")
    with con.appender("items") as app:
        app.append_rows(item_rows)
    with con.appender("item_entities") as app:
        app.append_rows(sorted(links))
    with con.appender("edges") as app:
        app.append_rows(
            [
                (
                    k[0],
                    k[1],
                    k[2],
                    k[3],
                    v[0],
                    v[1],
                    float(rng.randint(1, 5)),
                    1.0,
                    None,
                    None,
                    None,
                    None,
                )
                for k, v in edges.items()
            ]
        )
    con.execute("COMMIT")
    con.execute("CHECKPOINT")
    return names


def neighbourhood_latency(workdir: Path, n_items: int, n_edges: int, runs: int) -> dict[str, float]:
    con = duckdb.connect(str(workdir / "graph.duckdb"))
    create_schema(con)
    started = time.perf_counter()
    names = bulk_graph(con, n_items, n_edges)
    load_s = time.perf_counter() - started
    n_edges_real = con.execute("SELECT count(*) FROM edges").fetchone()
    say(f"loaded {n_items} items, {n_edges_real[0] if n_edges_real else 0} edges in {load_s:.1f}s")
    rng = random.Random(5)
    cur = con.cursor()
    samples, sizes = [], []
    for i in range(runs + 20):
        ents = [names[int(len(names) * rng.random() ** 2)] for _ in range(rng.randint(1, 2))]
        seeds = [f"item{rng.randrange(n_items)}" for _ in range(5)] if i % 2 else []
        q = NeighbourhoodQuery(tenant_id="bench", entities=ents, item_ids=seeds, limit=50)
        t0 = time.perf_counter()
        result = queries.neighbourhood(cur, q)
        if i >= 20:  # warm-up excluded
            samples.append(time.perf_counter() - t0)
            sizes.append(len(result.items))
    con.close()
    out = latency_summary_ms(samples)
    out["load_s"] = round(load_s, 1)
    out["mean_items"] = round(sum(sizes) / len(sizes), 1)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--edges", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=500)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        raws = raw_events(args.events)
        inproc = projection_in_process(raws, workdir)
        say(f"projection in process: {inproc:,.0f} events/s (batches of {BATCH})")
        e2e, publish = asyncio.run(projection_end_to_end(args.events, workdir))
        say(f"projection via JetStream: {e2e:,.0f} events/s (published at {publish:,.0f}/s)")
        near = neighbourhood_latency(workdir, args.items, args.edges, args.queries)
        say(
            f"neighbourhood at {args.items} items / {args.edges} edges: "
            f"p50 {near['p50_ms']} ms, p95 {near['p95_ms']} ms, p99 {near['p99_ms']} ms"
        )
    emit(
        {
            "bench": "graph",
            "events": args.events,
            "projection_in_process_eps": round(inproc),
            "projection_jetstream_eps": round(e2e),
            "neighbourhood": near,
            "items": args.items,
            "edges": args.edges,
            "machine": machine(),
        }
    )


if __name__ == "__main__":
    main()

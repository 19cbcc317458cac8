"""Graph benchmark: projection events/s and entity-neighbourhood latency at 1M edges.

Every figure is printed next to a floor measured in the same run on the same data, since
the absolute numbers depend on how loaded the machine is (the load average is printed too):

1. Projection, in process: decode + project batches of synthetic item events (the
   service's default pull size, `batch_size`) into a partition file as the writer thread
   does (`select_and_apply`, without JetStream), split into decode, logic and DuckDB
   writes. Floors: an untyped JSON read of the same bodies (msgspec; decoding
   can't beat reading the JSON) plus inserting the rows the projection left in its tables
   the way it writes them (one Arrow table and one INSERT per table), in as many
   transactions (its writes can't beat inserting their result). Both open the file as the
   writer does (its checkpoint threshold) and end with a CHECKPOINT inside the timing, so
   no WAL is left unpaid. The old floor, the same rows through bare per-value DuckDB
   appenders, is printed too.
2. Projection, end to end: synthetic events (`--jetstream-events`, several batches)
   published to EVENTS on an embedded nats-server, consumed by a `PartitionWriter` (batch
   pull, one ack per batch) until applied, on the service runner's loop (uvloop when
   installed; `--asyncio` to compare); best and median of `--reps` runs. Floor: the
   writer's puller receiving and acking the same stream with nothing else to do.
3. Neighbourhood: a partition bulk-loaded with 100k items and 1M edges (appenders), the
   writer's in-memory state rebuilt from it (time and memory), then random 1–2 entity
   queries (+ seed items half of the time), p50/p95/p99, answered from memory (what the
   service does) and by the SQL reference; every answer is compared. Floors: a trivial
   statement and a bare one-join SQL lookup of one entity's items.
4. That loaded partition: projection at 2000 and 10000 events per batch (DuckDB's keyed
   updates scan their table once per batch), then neighbourhood latency while the writer
   projects into it (GIL and state-lock contention, as in the service).

Targets: projection >= 20,000 events/s per partition; neighbourhood p95 <= 10 ms.
Usage: python bench/graph.py [--events 20000] [--items 100000] [--edges 1000000]
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import random
import statistics
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import duckdb
import msgspec
import nats
from nats.js.api import AckPolicy, ConsumerConfig

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, run_loop, say  # noqa: E402
from memstream.contracts import subjects  # noqa: E402
from memstream.contracts.graph import NeighbourhoodQuery, partition_of  # noqa: E402
from memstream.services.common.messaging.events import EventSink  # noqa: E402
from memstream.services.common.messaging.rawpull import RawBatchPuller  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.graph import gcpause, partitions, writer  # noqa: E402
from memstream.services.graph.decode import RawEvent  # noqa: E402
from memstream.services.graph.entities import entity_id, norm_name  # noqa: E402
from memstream.services.graph.projection import Projector  # noqa: E402
from memstream.services.graph.queries.neighbourhood import (  # noqa: E402
    neighbourhood,
    neighbourhood_in_memory,
)
from memstream.services.graph.schema import TABLES, create_schema  # noqa: E402
from memstream.services.graph.settings import GraphSettings  # noqa: E402
from memstream.services.graph.state import PartitionState  # noqa: E402
from memstream.services.graph.tablewrites import arrow_schemas, arrow_table  # noqa: E402
from memstream.services.graph.writer import PartitionWriter, select_and_apply  # noqa: E402
from tests.support.graph_events import synthetic  # noqa: E402

BATCH = GraphSettings().batch_size  # as the service pulls
PARTITIONS = 4
TARGET_EPS = 20_000
TARGET_P95_MS = 10.0


def tenants_of_partition(n: int, partition: int = 0, prefix: str = "bench") -> list[str]:
    out = [
        f"{prefix}{i}"
        for i in range(10_000)
        if partition_of(f"{prefix}{i}", PARTITIONS) == partition
    ]
    return out[:n]


def raw_events(
    n: int, tenants: list[str] | None = None, start: int = 0, first_seq: int = 1
) -> list[RawEvent]:
    tenants = tenants or tenants_of_partition(8)
    per = n // len(tenants)
    raws: list[RawEvent] = []
    for t in tenants:
        for ev in synthetic(t, per, seed=len(raws) + start, start=start):
            subject = f"mem.event.{t}.{ev.type.replace('.', '_')}"
            raws.append(RawEvent(len(raws) + first_seq, subject, ev.model_dump_json().encode()))
    return raws


def best_median(values: list[float]) -> tuple[float, float]:
    return min(values), statistics.median(values)


# --- 1. projection in process --------------------------------------------------------


def _timed_projector(
    con: duckdb.DuckDBPyConnection, partition: int = 0
) -> tuple[Projector, dict[str, float]]:
    projector = Projector(con, partition)
    spent = {"write": 0.0}
    write = projector._write

    def timed(batch: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return write(batch)
        finally:
            spent["write"] += time.perf_counter() - t0

    projector._write = timed  # type: ignore[method-assign]
    return projector, spent


def projection_in_process(raws: list[RawEvent], path: Path) -> dict[str, float]:
    """One run, as the writer thread does it (`select_and_apply`): wall and CPU seconds,
    split into decode / logic / DuckDB writes."""
    path.unlink(missing_ok=True)
    con = partitions.connect(path, GraphSettings().checkpoint_threshold_mb)
    create_schema(con)
    projector, spent = _timed_projector(con)
    decoded = {"s": 0.0}
    select = writer.select

    def timed_select(*args: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return select(*args)
        finally:
            decoded["s"] += time.perf_counter() - t0

    writer.select = timed_select  # type: ignore[assignment]
    try:
        cpu0, wall0 = time.process_time(), time.perf_counter()
        for i in range(0, len(raws), BATCH):
            writer.select_and_apply(projector, raws[i : i + BATCH], PARTITIONS)
        # The WAL the run left is folded into the file inside the timing: a larger
        # checkpoint threshold must not look faster by leaving its checkpoint for later.
        t0 = time.perf_counter()
        con.execute("CHECKPOINT")
        spent["write"] += time.perf_counter() - t0
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    finally:
        writer.select = select
    con.close()
    return {
        "wall_s": wall,
        "cpu_s": cpu,
        "decode_s": decoded["s"],
        "logic_s": wall - decoded["s"] - spent["write"],
        "write_s": spent["write"],
    }


def json_floor(raws: list[RawEvent]) -> float:
    """Reading the bodies into plain dicts and lists, with the fastest JSON reader at
    hand (msgspec, untyped; `json.loads` takes about three times as long)."""
    decode = msgspec.json.decode
    t0 = time.perf_counter()
    for raw in raws:
        decode(raw.data)
    return time.perf_counter() - t0


def _final_rows(projected: Path) -> dict[str, list[tuple[Any, ...]]]:
    src = duckdb.connect(str(projected), read_only=True)
    rows = {t: src.execute(f"SELECT * FROM {t}").fetchall() for t in TABLES if t != "applied"}
    src.close()
    return rows


def append_floor(projected: Path, scratch: Path, batches: int, bulk: bool) -> tuple[float, int]:
    """Seconds to insert the projection's final rows into the same schema in `batches`
    transactions, and how many rows that is: with `bulk`, the way the projection writes
    (one Arrow table and one INSERT per table and transaction); else with bare DuckDB
    appenders (value by value, as the projection did before)."""
    rows = _final_rows(projected)
    scratch.unlink(missing_ok=True)
    con = partitions.connect(scratch, GraphSettings().checkpoint_threshold_mb)
    create_schema(con)
    schemas = arrow_schemas(con)
    t0 = time.perf_counter()
    for b in range(batches):
        con.execute("BEGIN TRANSACTION")
        for table, all_rows in rows.items():
            part = all_rows[b * len(all_rows) // batches : (b + 1) * len(all_rows) // batches]
            if not part:
                continue
            if bulk:
                con.register("floor_rows", arrow_table(schemas[table], zip(*part, strict=True)))
                con.execute(f"INSERT INTO {table} SELECT * FROM floor_rows")
                con.unregister("floor_rows")
            else:
                with con.appender(table) as app:
                    app.append_rows(part)
        con.execute("COMMIT")
    con.execute("CHECKPOINT")  # as the projection's timing does
    elapsed = time.perf_counter() - t0
    con.close()
    return elapsed, sum(len(r) for r in rows.values())


def projection_report(raws: list[RawEvent], workdir: Path, reps: int) -> dict[str, Any]:
    n = len(raws)
    batches = math.ceil(n / BATCH)
    runs, json_s, bulk, per_value = [], [], [], []
    projected, scratch = workdir / "inproc.duckdb", workdir / "floor.duckdb"
    for _ in range(reps):  # interleaved, so load changes hit projection and floors alike
        runs.append(projection_in_process(raws, projected))
        json_s.append(json_floor(raws))
        bulk.append(append_floor(projected, scratch, batches, bulk=True))
        per_value.append(append_floor(projected, scratch, batches, bulk=False))
    rows = bulk[0][1]

    def eps(key: str) -> tuple[float, float]:
        best, med = best_median([r[key] for r in runs])
        return n / best, n / med

    def us(values: list[float]) -> float:
        return best_median(values)[0] / n * 1e6

    wall_best, wall_med = eps("wall_s")
    cpu_best, cpu_med = eps("cpu_s")
    floor_s = min(j + a[0] for j, a in zip(json_s, bulk, strict=True))
    old_floor_s = min(j + a[0] for j, a in zip(json_s, per_value, strict=True))
    best_wall = best_median([r["wall_s"] for r in runs])[0]
    out = {
        "eps_best": round(wall_best),
        "eps_median": round(wall_med),
        "eps_per_cpu_s_best": round(cpu_best),
        "eps_per_cpu_s_median": round(cpu_med),
        "decode_us": round(us([r["decode_s"] for r in runs]), 1),
        "logic_us": round(us([r["logic_s"] for r in runs]), 1),
        "write_us": round(us([r["write_s"] for r in runs]), 1),
        "floor_json_read_us": round(us(json_s), 1),
        "floor_bulk_insert_us": round(us([a[0] for a in bulk]), 1),
        "floor_appender_us": round(us([a[0] for a in per_value]), 1),
        "floor_rows_per_event": round(rows / n, 2),
        "floor_eps": round(n / floor_s),
        "floor_appender_eps": round(n / old_floor_s),
        "ratio_to_floor": round(best_wall / floor_s, 2),
        "ratio_to_appender_floor": round(best_wall / old_floor_s, 2),
    }
    say(
        f"projection in process: best {out['eps_best']:,} events/s, median {out['eps_median']:,} "
        f"({out['eps_per_cpu_s_best']:,} per CPU-second); per event decode {out['decode_us']} µs, "
        f"logic {out['logic_us']} µs, DuckDB writes {out['write_us']} µs"
    )
    say(
        f"  floor: untyped JSON read {out['floor_json_read_us']} µs/event + Arrow bulk inserts "
        f"of the {out['floor_rows_per_event']} rows/event it leaves {out['floor_bulk_insert_us']} "
        f"µs/event = {out['floor_eps']:,} events/s; projection / floor = {out['ratio_to_floor']}x"
    )
    say(
        f"  old floor, bare per-value appenders of the same rows: {out['floor_appender_us']} "
        f"µs/event = {out['floor_appender_eps']:,} events/s; projection / that = "
        f"{out['ratio_to_appender_floor']}x"
    )
    return out


# --- 2. projection via JetStream ----------------------------------------------------


async def projection_end_to_end(n: int, workdir: Path) -> dict[str, float]:
    """Events/s through JetStream into a `PartitionWriter`, and the floor: the same
    events pulled and acked by the same puller, without projecting them."""
    server = EmbeddedNatsServer(store_dir=workdir / "js", port=0)
    server.start()
    try:
        settings = CommonSettings(nats_url=server.url, data_dir=workdir / "data")
        nc = await nats.connect(server.url)
        js = nc.jetstream()
        await provision(js, settings)
        tenants = tenants_of_partition(8)
        started = time.perf_counter()
        sink = EventSink(js, "bench", timeout=60.0)
        for t in tenants:
            for ev in synthetic(t, n // len(tenants)):
                await sink.send(ev)
        await sink.flush()
        info = await js.stream_info(subjects.STREAM_EVENTS)
        last = info.state.last_seq
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
        floor = await _pull_floor(nc, js, cfg, last)
        await nc.close()
        return {"eps": rate, "published_per_s": publish_rate, "floor_pull_ack_per_s": floor}
    finally:
        server.stop()


async def _pull_floor(nc: Any, js: Any, cfg: GraphSettings, last: int) -> float:
    """Messages/s the writer's puller receives and acks the stream at, doing nothing else."""
    await js.add_consumer(
        subjects.STREAM_EVENTS,
        ConsumerConfig(
            durable_name="bench_floor",
            ack_policy=AckPolicy.ALL,
            max_ack_pending=max(4 * cfg.batch_size, 10_000),
        ),
    )
    puller = RawBatchPuller(nc, subjects.STREAM_EVENTS, "bench_floor", cfg.pull_expires_s, RawEvent)
    await puller.start()
    seen = 0
    started = time.perf_counter()
    while seen < last:
        pulled = await puller.next_batch(cfg.batch_size, wait=1.0, linger=cfg.linger_s)
        await puller.request(cfg.batch_size)
        await puller.ack_through(pulled)
        if pulled.messages:
            seen = max(seen, max(e.seq for e in pulled.messages))
    rate = last / (time.perf_counter() - started)
    await puller.stop()
    return rate


# --- 3. neighbourhood ---------------------------------------------------------------


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
    resources = []
    for i in range(n_items):
        item = f"item{i}"
        rid = f"{t}:s{i // 50}:{i % 50}:0"
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
                [rid],
                None,
                None,
                None,
                None,
                None,
                None,
            )
        )
        resources.append((t, rid, f"s{i // 50}", i % 50, 0, None))
        ents = {int(n_entities * rng.random() ** 2) for _ in range(rng.randint(1, 4))}
        for e in ents:
            links.add((t, item, ids[e]))
            edges[(t, "mentions", item, ids[e])] = ("item", "entity")
        ordered = sorted(ids[e] for e in ents)
        for a in range(len(ordered)):
            for b in range(a + 1, len(ordered)):
                edges[(t, "co_occurs", ordered[a], ordered[b])] = ("entity", "entity")
        edges[(t, "derived_from", item, rid)] = ("item", "resource")
        if i % 50:
            edges[(t, "temporal", f"{t}:s{i // 50}:{i % 50 - 1}:0", rid)] = (
                "resource",
                "resource",
            )
    pairs = n_entities * (n_entities - 1) // 2
    if n_edges - len(edges) > pairs:
        raise SystemExit(f"{n_edges} edges need more than {n_entities} entities: raise --items")
    while len(edges) < n_edges:
        a, b = sorted(rng.sample(ids, 2))
        edges[(t, "co_occurs", a, b)] = ("entity", "entity")
    with con.appender("items") as app:
        app.append_rows(item_rows)
    with con.appender("item_entities") as app:
        app.append_rows(sorted(links))
    with con.appender("resources") as app:
        app.append_rows(resources)
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
                    f"s{int(k[3].split(':')[1][1:])}" if k[1] == "temporal" else None,
                )
                for k, v in edges.items()
            ]
        )
    con.execute("COMMIT")
    con.execute("CHECKPOINT")
    return names


def _same(a: Any, b: Any) -> bool:
    if [i.item_id for i in a.items] != [i.item_id for i in b.items]:
        return False
    return all(
        x.hops == y.hops and x.via == y.via and math.isclose(x.proximity, y.proximity)
        for x, y in zip(a.items, b.items, strict=True)
    ) and [e.entity_id for e in a.entities] == [e.entity_id for e in b.entities]


def _latencies(
    fn: Callable[[NeighbourhoodQuery], Any], qs: list[NeighbourhoodQuery]
) -> tuple[list[float], list[float]]:
    """Wall and thread-CPU seconds per query: on a loaded machine the difference is time
    spent waiting for a core, not work."""
    wall, cpu = [], []
    for q in qs:
        c0, t0 = time.thread_time(), time.perf_counter()
        fn(q)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
    return wall, cpu


def neighbourhood_report(
    path: Path, n_items: int, n_edges: int, runs: int
) -> tuple[dict[str, Any], list[NeighbourhoodQuery]]:
    con = duckdb.connect(str(path))
    create_schema(con)
    started = time.perf_counter()
    names = bulk_graph(con, n_items, n_edges)
    load_s = time.perf_counter() - started
    n_edges_real = con.execute("SELECT count(*) FROM edges").fetchone()
    say(f"loaded {n_items} items, {n_edges_real[0] if n_edges_real else 0} edges in {load_s:.1f}s")
    started = time.perf_counter()
    state = PartitionState.load(con, 0)
    state_s = time.perf_counter() - started
    del state
    tracemalloc.start()
    state = PartitionState.load(con, 0)
    state_mb = tracemalloc.get_traced_memory()[0] / 2**20
    tracemalloc.stop()
    rng = random.Random(5)
    qs = []
    for i in range(runs + 20):
        ents = [names[int(len(names) * rng.random() ** 2)] for _ in range(rng.randint(1, 2))]
        seeds = [f"item{rng.randrange(n_items)}" for _ in range(5)] if i % 2 else []
        qs.append(NeighbourhoodQuery(tenant_id="bench", entities=ents, item_ids=seeds, limit=50))
    cur = con.cursor()
    mismatches = sum(
        not _same(neighbourhood_in_memory(state, q), neighbourhood(cur, q))
        for q in qs[: min(100, len(qs))]
    )
    wall, cpu = _latencies(lambda q: neighbourhood_in_memory(state, q), qs)
    memory, memory_cpu = wall[20:], cpu[20:]
    sql = _latencies(lambda q: neighbourhood(cur, q), qs)[0][20:]
    one = [(q.tenant_id, [e for e in q.entities][0]) for q in qs]
    ids = {n: entity_id("bench", norm_name(n)) for _, n in one}
    bare_sql = "SELECT ie.item_id FROM item_entities ie JOIN items i ON i.tenant_id = ie.tenant_id AND i.item_id = ie.item_id WHERE ie.tenant_id = ? AND ie.entity_id = ? AND i.status = 'active' ORDER BY ie.item_id LIMIT 50"  # noqa: E501
    bare = []
    for t, n in one[20:]:
        t0 = time.perf_counter()
        cur.execute(bare_sql, [t, ids[n]]).fetchall()
        bare.append(time.perf_counter() - t0)
    trivial = []
    for _ in range(runs):
        t0 = time.perf_counter()
        cur.execute("SELECT 1").fetchall()
        trivial.append(time.perf_counter() - t0)
    sizes = [len(neighbourhood_in_memory(state, q).items) for q in qs[20:]]
    con.close()
    out: dict[str, Any] = {
        "memory": latency_summary_ms(memory),
        "memory_cpu": latency_summary_ms(memory_cpu),
        "sql": latency_summary_ms(sql),
        "floor_bare_join_sql": latency_summary_ms(bare),
        "floor_trivial_statement": latency_summary_ms(trivial),
        "load_s": round(load_s, 1),
        "state_rebuild_s": round(state_s, 2),
        "state_python_mb": round(state_mb, 1),
        "mean_items": round(sum(sizes) / len(sizes), 1),
        "mismatches_memory_vs_sql": mismatches,
    }
    m, s_, b, z = (
        out["memory"],
        out["sql"],
        out["floor_bare_join_sql"],
        out["floor_trivial_statement"],
    )
    say(
        f"neighbourhood at {n_items} items / {n_edges} edges, in memory: p50 {m['p50_ms']} ms, "
        f"p95 {m['p95_ms']} ms, p99 {m['p99_ms']} ms (target p95 <= {TARGET_P95_MS} ms); "
        f"CPU time p50 {out['memory_cpu']['p50_ms']} ms, p95 {out['memory_cpu']['p95_ms']} ms, "
        f"p99 {out['memory_cpu']['p99_ms']} ms"
    )
    say(
        f"  SQL reference: p50 {s_['p50_ms']} ms, p95 {s_['p95_ms']} ms; floors: bare one-join "
        f"SQL p50 {b['p50_ms']} ms, p95 {b['p95_ms']} ms; trivial statement p50 {z['p50_ms']} ms"
    )
    say(
        f"  in-memory state rebuilt from the file in {out['state_rebuild_s']} s, "
        f"{out['state_python_mb']} MB of Python objects; {mismatches} of "
        f"{min(100, len(qs))} answers differ between memory and SQL"
    )
    return out, qs[20:]


# --- 4. the loaded partition: projection, and queries during projection --------------


def _project(projector: Projector, raws: list[RawEvent], partition: int, batch: int) -> float:
    t0 = time.perf_counter()
    for i in range(0, len(raws), batch):
        select_and_apply(projector, raws[i : i + batch], PARTITIONS)
    return time.perf_counter() - t0


def loaded_partition(path: Path, n: int, qs: list[NeighbourhoodQuery]) -> dict[str, Any]:
    """Projection into the 100k-item / 1M-edge partition at two batch sizes (keyed
    updates scan their table once per batch), then queries while it projects."""
    con = duckdb.connect(str(path))
    partition = partition_of("bench", PARTITIONS)
    projector, spent = _timed_projector(con, partition)
    gcpause.settle()  # as PartitionStore.open does
    out: dict[str, Any] = {}
    seq = 1
    for batch in (2000, 10_000):
        raws = raw_events(n, ["bench"], start=10**6 + seq, first_seq=seq)
        seq += len(raws)
        spent["write"] = 0.0
        wall = _project(projector, raws, partition, batch)
        out[f"batch_{batch}"] = {
            "eps": round(len(raws) / wall),
            "write_us": round(spent["write"] / len(raws) * 1e6, 1),
        }
        say(
            f"projection into the loaded partition, batches of {batch}: "
            f"{out[f'batch_{batch}']['eps']:,} events/s, DuckDB writes "
            f"{out[f'batch_{batch}']['write_us']} µs/event"
        )
    raws = raw_events(n, ["bench"], start=10**6 + seq, first_seq=seq)
    done = threading.Event()

    def write() -> None:
        try:
            _project(projector, raws, partition, BATCH)
        finally:
            done.set()

    thread = threading.Thread(target=write)
    thread.start()
    samples = []
    while not done.is_set():
        for q in qs:
            t0 = time.perf_counter()
            neighbourhood_in_memory(projector.state, q)
            samples.append(time.perf_counter() - t0)
            if done.is_set():
                break
    thread.join()
    con.close()
    gcpause.unsettle()
    out["neighbourhood_during_projection"] = latency_summary_ms(samples)
    m = out["neighbourhood_during_projection"]
    say(
        f"neighbourhood in memory while the writer projects ({len(samples)} queries): "
        f"p50 {m['p50_ms']} ms, p95 {m['p95_ms']} ms, p99 {m['p99_ms']} ms"
    )
    return out


def jetstream_report(n: int, workdir: Path, reps: int, plain_asyncio: bool) -> dict[str, Any]:
    """Best and median of `reps` runs, each on a fresh server and partition."""
    runs = []
    loop = ""
    for i in range(reps):
        run, loop = run_loop(projection_end_to_end(n, workdir / f"js{i}"), plain_asyncio)
        runs.append(run)
    eps = [r["eps"] for r in runs]
    floors = [r["floor_pull_ack_per_s"] for r in runs]
    out = {
        "events": n,
        "loop": loop,
        "eps_best": round(max(eps)),
        "eps_median": round(statistics.median(eps)),
        "eps_runs": [round(e) for e in eps],
        "published_per_s": round(statistics.median(r["published_per_s"] for r in runs)),
        "floor_pull_ack_per_s": round(max(floors)),
    }
    say(
        f"projection via JetStream ({n:,} events, {loop}, {reps} runs): best "
        f"{out['eps_best']:,} / median {out['eps_median']:,} events/s {out['eps_runs']} "
        f"(published at {out['published_per_s']:,}/s); floor: the writer's puller receiving "
        f"and acking the same stream alone, {out['floor_pull_ack_per_s']:,} messages/s"
    )
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=20_000)
    # Several batches, so the writer's overlap of pulling and projecting reaches its
    # steady state (the first batch has nothing to overlap with).
    parser.add_argument("--jetstream-events", type=int, default=60_000)
    parser.add_argument(
        "--asyncio", action="store_true", help="Use asyncio even if uvloop is installed."
    )
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--edges", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=500)
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    load_before = os.getloadavg()
    say(f"load average at start: {load_before[0]:.1f} (cpus {os.cpu_count()})")
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        raws = raw_events(args.events)
        proj = projection_report(raws, workdir, args.reps)
        e2e = jetstream_report(args.jetstream_events, workdir, args.reps, args.asyncio)
        near, qs = neighbourhood_report(
            workdir / "graph.duckdb", args.items, args.edges, args.queries
        )
        loaded = loaded_partition(workdir / "graph.duckdb", args.events // 2, qs)
    load_after = os.getloadavg()
    say(f"load average at end: {load_after[0]:.1f}")
    emit(
        {
            "bench": "graph",
            "events": args.events,
            "projection_in_process_eps": proj["eps_best"],
            "projection_floor_eps": proj["floor_eps"],
            "projection_appender_floor_eps": proj["floor_appender_eps"],
            "projection": proj,
            "projection_jetstream_eps": e2e["eps_best"],
            "jetstream": e2e,
            "loaded_partition": loaded,
            "neighbourhood": near["memory"]
            | {"load_s": near["load_s"], "mean_items": near["mean_items"]},
            "neighbourhood_detail": near,
            "targets": {"projection_eps": TARGET_EPS, "neighbourhood_p95_ms": TARGET_P95_MS},
            "items": args.items,
            "edges": args.edges,
            "load_average": [round(load_before[0], 1), round(load_after[0], 1)],
            "machine": machine(),
        }
    )


if __name__ == "__main__":
    main()

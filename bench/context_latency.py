"""Context latency at 1k, 10k and 100k items in one tenant among 100 tenants, vs a floor.

The store holds 99 background tenants of `--background` items each plus one measured
tenant grown to each size in turn. Filler items get precomputed random unit vectors and
BM25 vectors of synthetic sentences; the target items and every query go through the real
MiniLM embedder. At each size, after `optimize()`, it measures:
- context: `MemoryClient.context` over NATS → retriever service → embedder service → store;
- floor: the bare query embedding (MiniLM in process) + one bare hybrid search on the same
  store, the least any read path over this data has to do.

Usage: python bench/context_latency.py [--sizes 1000,10000,100000] [--queries 200]
"""

from __future__ import annotations

import os

# Same BLAS setting as the services (see services/__init__.py), before NumPy loads, so the
# floor's in-process embedding is not slowed by thread oversubscription.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse  # noqa: E402
import asyncio  # noqa: E402
import random  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from datetime import UTC, datetime, timedelta  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.services.cli.stack import Stack  # noqa: E402
from memstream.services.common.models.embedding import Bm25SparseEmbedder, MiniLMEmbedder  # noqa: E402
from memstream.services.common.models.embedding.minilm import MODEL_NAME  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.common.stores.vectors import SparseVector  # noqa: E402
from memstream.services.common.stores.vectorstore import (  # noqa: E402
    ITEMS,
    Point,
    PointFilter,
    QuerySpec,
    VectorStore,
)
from memstream.services.embedder.app import EmbedderApp  # noqa: E402
from memstream.services.embedder.settings import EmbedderSettings  # noqa: E402
from memstream.services.retriever import RetrieverApp  # noqa: E402

NOW = datetime(2026, 6, 1, tzinfo=UTC)
WORDS = (
    "project meeting budget report deadline client design review travel flight hotel "
    "doctor appointment gym running recipe dinner garden music guitar concert birthday "
    "sister brother friend team manager laptop phone contract invoice weekend holiday "
    "book movie coffee tea breakfast school course exam python database server release"
).split()
TARGETS = [
    ("Alice is allergic to peanuts and carries an epipen.", "Does Alice have any allergies?"),
    ("Alice's sister Ana lives in Porto and works as an architect.", "Where does Ana live?"),
    ("Alice prefers green tea over coffee in the morning.", "What does Alice drink?"),
    ("Alice runs the Lisbon half marathon every March.", "Which race does Alice run?"),
    ("Alice's manager is Vitaly, who approves her travel budget.", "Who is Alice's boss?"),
    ("Alice plays bass guitar in a jazz trio on Thursdays.", "What instrument does Alice play?"),
    ("Alice moved her team's database to Postgres 16 last spring.", "Which database upgrade?"),
    ("Alice's daughter Mia starts primary school in September.", "When does Mia start school?"),
]


def payload(tenant: str, text: str, n: int) -> dict[str, Any]:
    created = (NOW - timedelta(days=n % 400)).timestamp()
    return {
        "tenant_id": tenant,
        "agent_id": "bench",
        "project_id": None,
        "kind": "fact",
        "text": text,
        "category": "general",
        "tags": [],
        "entity_ids": [],
        "strength": "explicit",
        "sentiment": "neutral",
        "confidence": 0.9,
        "retrieval_priority": 1.0,
        "status": "active",
        "created_at": created,
        "updated_at": created,
        "event_time": created,
        "last_accessed": created,
        "access_count": 0,
        "decay_rate": 0.1,
        "protected": False,
        "source_resource_ids": [f"{tenant}:s:{n}:0"],
        "source_external_ids": [f"x{n}"],
        "session_id": "s",
        "embedding_model": MODEL_NAME,
    }


def filler_points(
    tenant: str, start: int, count: int, rng: np.random.Generator, bm25: Bm25SparseEmbedder
) -> list[Point]:
    dense = rng.standard_normal((count, 384)).astype(np.float32)
    dense /= np.linalg.norm(dense, axis=1, keepdims=True)
    texts = [" ".join(random.choices(WORDS, k=12)) for _ in range(count)]
    sparse = bm25.embed_documents(texts)
    return [
        Point(
            id=f"{tenant}-{start + i}",
            dense=dense[i],
            sparse=sparse[i],
            payload=payload(tenant, texts[i], start + i),
        )
        for i in range(count)
    ]


async def load(store: VectorStore, points: list[Point]) -> None:
    for i in range(0, len(points), 1000):
        await store.upsert(ITEMS, points[i : i + 1000])


async def measure(
    url: str,
    store: VectorStore,
    model: MiniLMEmbedder,
    bm25: Bm25SparseEmbedder,
    tenant: str,
    queries: int,
) -> dict[str, Any]:
    asked = [TARGETS[i % len(TARGETS)][1] for i in range(queries)]
    context_s: list[float] = []
    floor_s: list[float] = []
    hits = 0
    async with await MemoryClient.connect(url, tenant, "bench", timeout=30) as client:
        for question in asked[:10]:  # warm-up: caches, connections, first-query costs
            await client.context(question, now=NOW)
        for question in asked:
            t0 = time.perf_counter()
            reply = await client.context(question, now=NOW)
            context_s.append(time.perf_counter() - t0)
            hits += any(t[1] == question and t[0] in i.text for t in TARGETS for i in reply.items)
            t0 = time.perf_counter()
            dense = model.embed([question])[0]
            await store.query(
                ITEMS,
                QuerySpec(
                    filter=PointFilter(tenant_id=tenant),
                    dense=dense,
                    sparse=bm25.embed_query(question),
                    limit=10,
                ),
            )
            floor_s.append(time.perf_counter() - t0)
    ctx, flo = latency_summary_ms(context_s), latency_summary_ms(floor_s)
    return {
        "context": ctx,
        "floor": flo,
        "ratio_p95": round(ctx["p95_ms"] / flo["p95_ms"], 2),
        "target_found_share": round(hits / len(asked), 3),
    }


async def main(args: argparse.Namespace) -> None:
    sizes = sorted(int(x) for x in args.sizes.split(","))
    rng = np.random.default_rng(7)
    random.seed(7)
    bm25 = Bm25SparseEmbedder()
    model = MiniLMEmbedder()
    figures: dict[str, Any] = {
        "machine": machine(),
        "background_tenants": 99,
        "background_items_per_tenant": args.background,
    }
    with tempfile.TemporaryDirectory(prefix="memstream-ctx-") as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        settings = CommonSettings(nats_url=server.url, data_dir=Path(tmp), http_port=0)
        # No embedding cache: every query is embedded, as in the floor.
        embedder = EmbedderApp(EmbedderSettings(cache_size=0))
        stack = Stack(settings, [embedder, RetrieverApp()], embedded_nats=False)
        await stack.start()
        try:
            store = await stack.stores.vector_store(settings)
            t0 = time.perf_counter()
            for b in range(99):
                await load(store, filler_points(f"bg{b}", 0, args.background, rng, bm25))
            say(f"background: {99 * args.background} items in {time.perf_counter() - t0:.0f}s")
            tenant = "measured"
            target_vecs = model.embed([t[0] for t in TARGETS])
            await load(
                store,
                [
                    Point(
                        id=f"target-{i}",
                        dense=target_vecs[i],
                        sparse=bm25.embed_documents([text])[0] if text else SparseVector(),
                        payload=payload(tenant, text, i),
                    )
                    for i, (text, _) in enumerate(TARGETS)
                ],
            )
            have = len(TARGETS)
            for size in sizes:
                await load(store, filler_points(tenant, have, size - have, rng, bm25))
                have = size
                t0 = time.perf_counter()
                await store.optimize()
                optimized = time.perf_counter() - t0
                result = await measure(server.url, store, model, bm25, tenant, args.queries)
                result["optimize_s"] = round(optimized, 1)
                figures[f"items_{size}"] = result
                say(
                    f"{size:>7} items: context {result['context']}  floor {result['floor']}  "
                    f"p95 ratio {result['ratio_p95']}  targets found {result['target_found_share']}"
                )
        finally:
            await stack.stop()
            server.stop()
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--background", type=int, default=1000)
    asyncio.run(main(parser.parse_args()))

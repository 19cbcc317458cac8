"""LoCoMo dev evidence recall through the real pipeline, with two floors from the same run.

Every conversation is its own tenant. Each turn goes through `MemoryClient.send_turn` to
ingest (session date as event_time, dia_id as external_id, image captions appended), the
indexer (and, unless --episodes-only, the offline extractor, whose EVENTS the graph
service projects) consume RESOURCES, and every category 1–4 question is asked through
`MemoryClient.context` with limit 10; the retriever's graph half asks the graph service. Recall@k is
LoCoMo's: the share of a question's evidence dia_ids among the sources of the top-k items.
Recall@25 needs a deeper ranking than the public API serves (limit ≤ 10), so it is taken
from the same retriever object in process with depth 25. Floors over the same episode
points: BM25 alone and dense MiniLM alone (the raw question, turn-level).

Usage: python bench/locomo.py [FILE] [--episodes-only]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from bench.locomo_eval import (  # noqa: E402
    DEFAULT_CACHE,
    DEFAULT_PATH,
    CachedEmbedder,
    DenseCache,
    Question,
    Scores,
    ask_floor,
    last_session_date,
    load_locomo,
    locomo_questions,
    locomo_turns,
    sources_of,
)
from contracts import subjects as s  # noqa: E402
from contracts.client import MemoryClient  # noqa: E402
from contracts.context import ContextRequest  # noqa: E402
from contracts.turns import TurnAck  # noqa: E402
from services.common.embedding import Bm25SparseEmbedder  # noqa: E402
from services.common.embedding.minilm import MODEL_NAME  # noqa: E402
from services.common.nats_server import EmbeddedNatsServer  # noqa: E402
from services.common.runtime import Service  # noqa: E402
from services.common.settings import CommonSettings  # noqa: E402
from services.common.stack import Stack  # noqa: E402
from services.embedder.app import EmbedderApp  # noqa: E402
from services.extractor.app import ExtractorApp  # noqa: E402
from services.extractor.settings import ExtractorSettings  # noqa: E402
from services.graph.app import GraphApp  # noqa: E402
from services.indexer.app import IndexerApp  # noqa: E402
from services.ingest.app import IngestApp  # noqa: E402
from services.retriever.app import RetrieverApp  # noqa: E402


async def ingest(url: str, samples: list[dict[str, Any]]) -> dict[str, list[TurnAck]]:
    """Conversations in parallel, each one's turns in order, as its agent would send them."""

    async def one(sample: dict[str, Any]) -> list[TurnAck]:
        async with await MemoryClient.connect(url, sample["sample_id"], "locomo", timeout=30) as c:
            return [await c.send_turn(turn) for turn in locomo_turns(sample)]

    acks = await asyncio.gather(*(one(sample) for sample in samples))
    return {sample["sample_id"]: a for sample, a in zip(samples, acks, strict=True)}


async def processed(
    url: str, acks: dict[str, list[TurnAck]], extracted: bool, timeout: float = 3600
) -> None:
    """Wait until the indexer (and the extractor) passed every conversation's turns."""

    async def one(tenant: str, turns: list[TurnAck]) -> None:
        async with await MemoryClient.connect(url, tenant, "locomo", timeout=30) as c:
            status = await c.wait_for(turns, extracted=extracted, timeout=timeout)
        if not status.complete:
            raise TimeoutError(f"{tenant}: {status.message}")

    await asyncio.gather(*(one(tenant, turns) for tenant, turns in acks.items()))


async def projected(stack: Stack, graph: GraphApp, timeout: float = 3600) -> None:
    """Wait until every graph partition has applied all of EVENTS."""
    assert stack.runtime is not None
    last = (await stack.runtime.js.stream_info(s.STREAM_EVENTS)).state.last_seq
    deadline = time.monotonic() + timeout
    while min(w.applied_seq for w in graph.writers.values()) < last:
        if time.monotonic() > deadline:
            raise TimeoutError(f"graph not caught up with EVENTS seq {last}")
        await asyncio.sleep(0.5)


async def ask(
    url: str, questions: list[Question], now: dict[str, Any]
) -> tuple[Scores, list[float]]:
    scores = Scores(ks=(5, 10))
    latencies: list[float] = []
    clients: dict[str, MemoryClient] = {}
    try:
        for q in questions:
            if q.sample_id not in clients:
                clients[q.sample_id] = await MemoryClient.connect(url, q.sample_id, "locomo", 30)
            started = time.perf_counter()
            reply = await clients[q.sample_id].context(q.text, now=now[q.sample_id], limit=10)
            latencies.append(time.perf_counter() - started)
            scores.add(q, sources_of(reply.items))
    finally:
        for c in clients.values():
            await c.close()
    return scores, latencies


async def main(args: argparse.Namespace) -> None:
    samples = load_locomo(args.file)
    questions = [q for sample in samples for q in locomo_questions(sample)]
    now = {sample["sample_id"]: last_session_date(sample) for sample in samples}
    with tempfile.TemporaryDirectory(prefix="memstream-locomo-") as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        settings = CommonSettings(nats_url=server.url, data_dir=Path(tmp), http_port=0)
        retriever_app = RetrieverApp()
        services: list[Service] = [IngestApp(), EmbedderApp(), IndexerApp(), retriever_app]
        graph: GraphApp | None = None
        if not args.episodes_only:
            graph = GraphApp()
            services += [ExtractorApp(ExtractorSettings(use_llm=False)), graph]
        stack = Stack(settings, services, embedded_nats=False)
        await stack.start()
        try:
            started = time.perf_counter()
            acks = await ingest(server.url, samples)
            turns = sum(len(a) for a in acks.values())
            acked = time.perf_counter() - started
            await processed(server.url, acks, extracted=not args.episodes_only)
            if graph is not None:
                await projected(stack, graph)
            indexed = time.perf_counter() - started
            say(f"{turns} turns: ingested in {acked:.1f}s, indexed/extracted in {indexed:.1f}s")

            scores, latencies = await ask(server.url, questions, now)
            deep = Scores(ks=(25,))
            retriever = retriever_app.service.retriever
            for q in questions:
                reply = await retriever.retrieve(
                    q.sample_id, ContextRequest(query=q.text, now=now[q.sample_id]), depth=25
                )
                deep.add(q, sources_of(reply.items))
            figures: dict[str, Any] = {
                "pipeline": scores.summary(),
                "mode": (
                    "episodes" if args.episodes_only else "episodes+items (offline extractor)+graph"
                ),
            }
            figures["pipeline"]["recall@25"] = deep.summary()["recall@25"]
            figures["context_latency_ms"] = latency_summary_ms(latencies)

            store = await stack.stores.vector_store(settings)
            embedder = CachedEmbedder(DenseCache(args.cache_dir, MODEL_NAME), Bm25SparseEmbedder())
            for mode in ("sparse", "dense"):
                floor = await ask_floor(store, embedder, questions, mode, depth=25)
                figures[f"floor_{mode}"] = floor.summary()
            embedder.cache.save()
        finally:
            await stack.stop()
            server.stop()
    figures["turns"] = turns
    figures["ingest_turns_per_s"] = round(turns / acked, 1)
    figures["indexed_turns_per_s"] = round(turns / indexed, 1)
    figures["machine"] = machine()

    say(f"{'':14}{'R@5':>8}{'R@10':>8}{'R@25':>8}{'turns@10':>10}")
    for name in ("pipeline", "floor_sparse", "floor_dense"):
        row = figures[name]
        say(
            f"{name:14}{row['recall@5']:>8.3f}{row['recall@10']:>8.3f}"
            f"{row.get('recall@25', float('nan')):>8.3f}{row['mean_source_turns_top10']:>10.1f}"
        )
    for cat, row in figures["pipeline"]["by_category"].items():
        say(f"  {cat:16} R@10 {row['recall@10']:.3f}")
    ratio = figures["pipeline"]["recall@10"] / max(
        figures["floor_sparse"]["recall@10"], figures["floor_dense"]["recall@10"]
    )
    figures["ratio_recall10_to_best_floor"] = round(ratio, 3)
    say(
        f"context latency through NATS: {figures['context_latency_ms']}; "
        f"recall@10 / best floor = {ratio:.3f}"
    )
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, nargs="?", default=DEFAULT_PATH)
    parser.add_argument("--episodes-only", action="store_true", help="no extractor, no items")
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    asyncio.run(main(parser.parse_args()))

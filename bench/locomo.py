"""LoCoMo dev evidence recall through the real pipeline, at item and turn budgets, with the
size of the inject block, two floors from the same run and, with --cv, a 5-fold
cross-validation of the retriever's tuned constants.

Every conversation is its own tenant. Each turn goes through `MemoryClient.send_turn` to
ingest (session date as event_time, dia_id as external_id, image captions appended), the
indexer (and, unless --episodes-only, the offline extractor, whose EVENTS the graph
service projects) consume RESOURCES, and every category 1–4 question is asked through
`MemoryClient.context` with limit 10; the retriever's graph half asks the graph service.

Recall (bench/locomo_score.py): R@k is LoCoMo's over items, the share of a question's
evidence dia_ids among the turns the top-k items show (an item shows up to 3 turns, so it
is not comparable with turn-level retrievers); R@kT is over the first k DISTINCT turns in
reading order (items in rank order, an episode's own turn before its neighbours). R@25 and
turn budgets the 10 served items do not fill are read from the same retriever object in
process asked for a ranking of depth 25 (the public API caps at 10). Floors over the same
episode points: BM25 alone and dense MiniLM alone (the raw question, one turn per hit, so
their R@kT is their R@k). The inject block is measured in words, in tokens as the retriever
estimates them (`estimate_tokens`) and in tokens of MiniLM's WordPiece tokenizer.

The cross-validation (bench/locomo_cv.py) runs unless --no-cv; --quick gives it a smaller
sweep.

Usage: python bench/locomo.py [FILE] [--episodes-only] [--no-cv | --quick] [--samples N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tokenizers import Tokenizer

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from bench.locomo_cv import QUICK_SWEEP, SWEEP, run_cv  # noqa: E402
from bench.locomo_cv import report as cv_report  # noqa: E402
from bench.locomo_embed import CachedEmbedder, DenseCache  # noqa: E402
from bench.locomo_eval import (  # noqa: E402
    DEFAULT_CACHE,
    DEFAULT_PATH,
    ask_floor,
    last_session_date,
    load_locomo,
    locomo_questions,
    locomo_turns,
    sources_of,
)
from bench.locomo_score import (  # noqa: E402
    TURN_KS,
    Question,
    Scores,
    recall_table,
    size_summary,
    words,
)
from memstream.contracts import subjects as s  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.context import ContextRequest, ContextResponse  # noqa: E402
from memstream.contracts.turns import TurnAck  # noqa: E402
from memstream.services.cli.stack import Stack  # noqa: E402
from memstream.services.common.models.embedding import Bm25SparseEmbedder  # noqa: E402
from memstream.services.common.models.embedding.minilm import MODEL_NAME, bundled_model_dir  # noqa: E402
from memstream.services.common.runtime import Service  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.embedder.app import EmbedderApp  # noqa: E402
from memstream.services.extractor.app import ExtractorApp  # noqa: E402
from memstream.services.extractor.settings import ExtractorSettings  # noqa: E402
from memstream.services.graph.app import GraphApp  # noqa: E402
from memstream.services.indexer.app import IndexerApp  # noqa: E402
from memstream.services.ingest.app import IngestApp  # noqa: E402
from memstream.services.retriever import RetrieverApp, estimate_tokens  # noqa: E402

TOKENIZER = "all-MiniLM-L6-v2 WordPiece (bert-base-uncased vocabulary), no special tokens"


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
) -> tuple[list[ContextResponse], list[float]]:
    """Every question through `MemoryClient.context`, one at a time: replies and latencies."""
    replies: list[ContextResponse] = []
    latencies: list[float] = []
    clients: dict[str, MemoryClient] = {}
    try:
        for q in questions:
            if q.sample_id not in clients:
                clients[q.sample_id] = await MemoryClient.connect(url, q.sample_id, "locomo", 30)
            started = time.perf_counter()
            reply = await clients[q.sample_id].context(q.text, now=now[q.sample_id], limit=10)
            latencies.append(time.perf_counter() - started)
            replies.append(reply)
    finally:
        for c in clients.values():
            await c.close()
    return replies, latencies


def inject_sizes(replies: list[ContextResponse]) -> dict[str, Any]:
    """Words and tokens of the inject blocks the agent would put in its prompt."""
    blocks = [r.inject for r in replies]
    sizes: dict[str, Any] = {
        "words": size_summary([words(b) for b in blocks]),
        "tokens_estimate": size_summary([estimate_tokens(b) for b in blocks]),
        "items": size_summary([len(r.items) for r in replies]),
    }
    tokenizer = Tokenizer.from_file(str(bundled_model_dir() / "tokenizer.json"))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    counts = [len(tokenizer.encode(b, add_special_tokens=False).ids) for b in blocks]
    sizes["tokens_minilm"] = size_summary(counts)
    sizes["tokenizer"] = TOKENIZER
    return sizes


async def main(args: argparse.Namespace) -> None:
    begun = time.perf_counter()
    samples = load_locomo(args.file)[: args.samples]
    questions = [q for sample in samples for q in locomo_questions(sample)]
    now = {sample["sample_id"]: last_session_date(sample) for sample in samples}
    seconds: dict[str, float] = {}
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
            seconds["ingest_index_extract"] = indexed
            say(f"{turns} turns: ingested in {acked:.1f}s, indexed/extracted in {indexed:.1f}s")

            started = time.perf_counter()
            replies, latencies = await ask(server.url, questions, now)
            seconds["questions_through_nats"] = time.perf_counter() - started
            started = time.perf_counter()
            scores = Scores(ks=(5, 10, 25))
            retriever = retriever_app.service.retriever
            for q, reply in zip(questions, replies, strict=True):
                deep = await retriever.retrieve(
                    q.sample_id, ContextRequest(query=q.text, now=now[q.sample_id]), depth=25
                )
                scores.add(q, sources_of(reply.items), deep=sources_of(deep.items))
            seconds["deep_ranking_in_process"] = time.perf_counter() - started
            figures: dict[str, Any] = {
                "pipeline": scores.summary(),
                "mode": (
                    "episodes" if args.episodes_only else "episodes+items (offline extractor)+graph"
                ),
                "inject_block": inject_sizes(replies),
                "context_latency_ms": latency_summary_ms(latencies),
                "degraded_replies": sum(1 for r in replies if r.degraded),
            }

            started = time.perf_counter()
            store = await stack.stores.vector_store(settings)
            embedder = CachedEmbedder(DenseCache(args.cache_dir, MODEL_NAME), Bm25SparseEmbedder())
            for mode in ("sparse", "dense"):
                floor = await ask_floor(store, embedder, questions, mode, depth=25)
                figures[f"floor_{mode}"] = floor.summary()
            embedder.cache.save()
            seconds["floors"] = time.perf_counter() - started
            if args.cv:
                sweep = QUICK_SWEEP if args.quick else SWEEP
                figures["cv"] = await run_cv(retriever, questions, now, sweep)
                seconds["cv"] = figures["cv"]["seconds"]
        finally:
            await stack.stop()
            server.stop()
    seconds["total"] = time.perf_counter() - begun
    figures["seconds"] = {k: round(v, 1) for k, v in seconds.items()}
    figures["turns"] = turns
    figures["ingest_turns_per_s"] = round(turns / acked, 1)
    figures["indexed_turns_per_s"] = round(turns / indexed, 1)
    figures["machine"] = machine()
    figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    figures["ratio_to_best_floor"] = ratios(figures)
    report(figures)
    emit(figures)


def ratios(figures: dict[str, Any]) -> dict[str, float]:
    """Pipeline R@kT over the better floor at the same turn budget."""
    out = {}
    for k in TURN_KS:
        name = f"recall@{k}T"
        best = max(figures["floor_sparse"][name], figures["floor_dense"][name])
        out[name] = round(figures["pipeline"][name] / best, 3) if best else float("nan")
    return out


def report(figures: dict[str, Any]) -> None:
    rows = [(name, figures[name]) for name in ("pipeline", "floor_sparse", "floor_dense")]
    for line in recall_table(rows, width=14):
        say(line)
    for name, _ in rows:
        say(f"{name} by category:")
        for cat, row in figures[name]["by_category"].items():
            say(
                f"  {cat:16}"
                + "".join(f"{k.removeprefix('recall')}={v:.3f} " for k, v in row.items())
            )
    block = figures["inject_block"]
    say(
        "inject block (mean / p50 / p95): "
        + "; ".join(
            f"{k} {v['mean']:.0f} / {v['p50']:.0f} / {v['p95']:.0f}"
            for k, v in block.items()
            if isinstance(v, dict)
        )
        + f" (tokenizer: {block['tokenizer']})"
    )
    say(
        f"ratio R@kT / best floor at the same budget: {figures['ratio_to_best_floor']}; "
        f"context latency through NATS: {figures['context_latency_ms']}; "
        f"seconds: {figures['seconds']}"
    )
    if "cv" in figures:
        for line in cv_report(figures["cv"]):
            say(line)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, nargs="?", default=DEFAULT_PATH)
    parser.add_argument("--episodes-only", action="store_true", help="no extractor, no items")
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    parser.add_argument(
        "--cv",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="5-fold CV of the tuned constants (41 settings, 10-25 s each on 2 shared cores)",
    )
    parser.add_argument("--quick", action="store_true", help="the CV's smaller sweep")
    parser.add_argument(
        "--samples", type=int, default=None, help="only the first N conversations (smoke runs)"
    )
    asyncio.run(main(parser.parse_args()))

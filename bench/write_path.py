"""Write-path benchmark: extraction throughput, LLM calls per turn, LoCoMo recall with items.

Four measurements, one nats-server child with a temporary store for all of them:

1. rules only: the rule-based extractor over every LoCoMo turn, in process (no I/O).
2. consumer, rules: the LoCoMo resources appended to RESOURCES, then the extractor service
   (durable consumer, write gate, dedup, events, summaries, embedded Qdrant) drains them.
   Vectors come from the hash embedder so the figure is the write path's own cost; the
   MiniLM figure of the LoCoMo step below is the realistic one on this machine.
3. consumer, stub LLM: synthetic sessions through the same service with the LLM path
   against the loopback OpenAI stub, whose latency is fixed: turns/s against the bound
   that latency allows (batch size / latency per concurrent group), and LLM calls per turn.
4. LoCoMo dev recall@k of the retriever over episodes only, then over episodes plus the
   items (and category summaries) the rule-based write path extracted, MiniLM embeddings;
   then with the graph half of dual search, the graph service projecting the extractor's
   EVENTS, at the configured graph weight and at the original design's 0.5
   (docs/architecture.md §5.6.4).

Usage: python bench/write_path.py [--data PATH] [--cache-dir DIR] [--stub-latency S]
       [--llm-sessions N] [--llm-turns N] [--skip-locomo | --only-locomo]
The last output line is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import nats
import numpy as np
import numpy.typing as npt
from nats.js import JetStreamContext

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from bench.locomo_eval import (  # noqa: E402
    DEFAULT_CACHE,
    DEFAULT_PATH,
    CachedEmbedder,
    DenseCache,
    Question,
    ask_retriever,
    build_episodes,
    last_session_date,
    load_locomo,
    locomo_questions,
    locomo_resources,
)
from memstream.contracts import subjects as s  # noqa: E402
from memstream.contracts.turns import Resource  # noqa: E402
from memstream.services.cli.stack import Stack  # noqa: E402
from memstream.services.common.memory.embedder import LocalTextEmbedder, Purpose  # noqa: E402
from memstream.services.common.memory.summaries import SummaryStore  # noqa: E402
from memstream.services.common.messaging.events import EventSink  # noqa: E402
from memstream.services.common.messaging.graph_client import GraphClient  # noqa: E402
from memstream.services.common.models.embedding import Bm25SparseEmbedder, HashEmbedder  # noqa: E402
from memstream.services.common.models.embedding.minilm import MODEL_NAME  # noqa: E402
from memstream.services.common.models.llm import LLMSettings  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.provisioning import provision  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.common.stores.vectors import Embedding  # noqa: E402
from memstream.services.common.stores.vectorstore import (  # noqa: E402
    ITEMS,
    PointFilter,
    VectorStore,
    open_vector_store,
)
from memstream.services.extractor.app import ExtractorApp  # noqa: E402
from memstream.services.extractor.gate import gate  # noqa: E402
from memstream.services.extractor.offline.extractor import OfflineExtractor  # noqa: E402
from memstream.services.extractor.pipeline import Pipeline  # noqa: E402
from memstream.services.extractor.settings import ExtractorSettings  # noqa: E402
from memstream.services.extractor.units import build_units  # noqa: E402
from memstream.services.extractor.writer import ItemWriter  # noqa: E402
from memstream.services.graph.app import GraphApp  # noqa: E402
from memstream.services.graph.entities import Vector  # noqa: E402
from memstream.services.graph.settings import GraphSettings  # noqa: E402
from memstream.services.retriever import Retriever, RetrieverSettings  # noqa: E402
from tests.support.openai_stub import OpenAIStub, StubReply  # noqa: E402

BATCH = 32
HASH_DIM = 384


def sessions_of(resources: Sequence[Resource], size: int = BATCH) -> list[list[Resource]]:
    """Consecutive runs of one (tenant, session), at most `size` long: a consumer's groups."""
    groups: list[list[Resource]] = []
    for r in resources:
        last = groups[-1] if groups else None
        if (
            last
            and len(last) < size
            and (last[0].tenant_id, last[0].session_id)
            == (
                r.tenant_id,
                r.session_id,
            )
        ):
            last.append(r)
        else:
            groups.append([r])
    return groups


# -- 1. rules only -------------------------------------------------------------------------


def rules_only(resources: Sequence[Resource], runs: int = 5) -> dict[str, Any]:
    extractor = OfflineExtractor()
    settings = ExtractorSettings()
    groups = [build_units(g) for g in sessions_of(resources)]
    timings, facts, stored = [], 0, 0
    for _ in range(runs):
        facts = stored = 0
        started = time.perf_counter()
        for units in groups:
            out = extractor.extract(units).facts
            texts = [u.text for u in units]
            facts += len(out)
            stored += sum(1 for f in out if gate(f, texts, settings).accepted)
        timings.append(time.perf_counter() - started)
    best, median = min(timings), statistics.median(timings)
    figures = {
        "turns": len(resources),
        "turns_per_s_median": round(len(resources) / median),
        "turns_per_s_best": round(len(resources) / best),
        "candidates_per_turn": round(facts / len(resources), 3),
        "gate_pass_ratio": round(stored / max(1, facts), 3),
    }
    say(
        f"rules only: {figures['turns_per_s_median']:,} turns/s (median of {runs}), "
        f"{figures['candidates_per_turn']} candidates/turn, "
        f"{figures['gate_pass_ratio']:.0%} pass the gate"
    )
    return figures


# -- 2 and 3. through the consumer ---------------------------------------------------------


async def publish_resources(js: JetStreamContext, resources: Sequence[Resource]) -> None:
    pending = [
        await js.publish_async(s.resource(r.tenant_id, r.kind), r.model_dump_json().encode())
        for r in resources
    ]
    await asyncio.gather(*pending)


async def drained(js: JetStreamContext, durable: str, poll: float = 0.02) -> None:
    while True:
        info = await js.consumer_info(s.STREAM_RESOURCES, durable)
        if not info.num_pending and not info.num_ack_pending:
            return
        await asyncio.sleep(poll)


async def through_consumer(
    workdir: Path,
    resources: Sequence[Resource],
    app: ExtractorApp,
    name: str,
) -> float:
    """Seconds from the consumer's start until it has acknowledged every resource.

    Each run gets its own nats-server, so its consumer sees only its own resources.
    """
    server = EmbeddedNatsServer(workdir / f"js-{name}", port=0)
    server.start()
    try:
        return await _timed_drain(server.url, workdir, resources, app, name)
    finally:
        server.stop()


async def _timed_drain(
    url: str, workdir: Path, resources: Sequence[Resource], app: ExtractorApp, name: str
) -> float:
    common = CommonSettings(
        nats_url=url,
        data_dir=workdir / name,
        vector_backend="edge",
        vector_dim=HASH_DIM,
        http_port=0,
        log_level="WARNING",
    )
    nc = await nats.connect(url)
    js = nc.jetstream(timeout=30)
    await provision(js, common)
    await publish_resources(js, resources)
    stack = Stack(common, [app], embedded_nats=False)
    # Timed from the moment the consumer runs: start-up (model, store, consumer creation)
    # is not write-path throughput. Everything was appended before, so batches are full.
    await stack.start()
    started = time.perf_counter()
    await drained(js, app.settings.durable)
    elapsed = time.perf_counter() - started
    await stack.stop()
    await nc.close()
    return elapsed


def consumer_settings(durable: str, **over: Any) -> ExtractorSettings:
    return ExtractorSettings(durable=durable, batch_size=BATCH, fetch_timeout_s=0.05, **over)


async def consumer_rules(workdir: Path, resources: Sequence[Resource]) -> dict[str, Any]:
    app = ExtractorApp(
        consumer_settings("bench-rules", use_llm=False),
        embedder=LocalTextEmbedder(HashEmbedder(HASH_DIM)),
    )
    elapsed = await through_consumer(workdir, resources, app, "rules")
    figures = {"turns": len(resources), "seconds": round(elapsed, 2)}
    figures["turns_per_s"] = round(len(resources) / elapsed)
    say(f"consumer, rules (hash vectors): {figures['turns_per_s']:,} turns/s end to end")
    return figures


def stub_reply(i: int) -> str:
    facts = [
        {
            "text": f"User practises hobby number {i} on {day}s.",
            "kind": "fact",
            "strength": "explicit",
            "sentiment": "neutral",
            "category": "hobbies",
            "tags": ["hobby"],
            "entities": [],
            "scope": "user",
            "fact_score": 0.9,
            "usefulness": 0.8,
            "sources": [label],
        }
        for day, label in (("Monday", "R1"), ("Friday", "R2"))
    ]
    return json.dumps({"facts": facts, "summaries": [{"category": "hobbies", "text": f"v{i}"}]})


def llm_resources(sessions: int, turns: int) -> list[Resource]:
    out = []
    for k in range(sessions):
        for n in range(turns):
            out.append(
                Resource(
                    resource_id=s.resource_msg_id(f"llm{k}", "s1", n, 0),
                    tenant_id=f"llm{k}",
                    agent_id="bench",
                    session_id="s1",
                    turn_number=n,
                    part_index=0,
                    kind="user_input",
                    speaker="user",
                    text=f"On Mondays and Fridays I practise hobby number {n}.",
                    event_time=datetime(2026, 1, 1, tzinfo=UTC),
                )
            )
    # Interleaved, as concurrent agents would append them.
    return sorted(out, key=lambda r: (r.turn_number, r.tenant_id))


async def consumer_llm(workdir: Path, sessions: int, turns: int, latency: float) -> dict[str, Any]:
    resources = llm_resources(sessions, turns)
    with OpenAIStub() as stub:
        stub.script_chat(StubReply(stub_reply(i), latency=latency) for i in range(len(resources)))
        app = ExtractorApp(
            consumer_settings("bench-llm", use_llm=True),
            LLMSettings(base_url=stub.base_url, model="stub", backoff_s=0.0),
            embedder=LocalTextEmbedder(HashEmbedder(HASH_DIM)),
        )
        elapsed = await through_consumer(workdir, resources, app, "llm")
        calls = len(stub.requests_to("/chat/completions"))
    # A fetch of BATCH interleaved messages holds min(sessions, BATCH) groups, called
    # concurrently: at best one stub latency per fetch.
    bound = BATCH / latency
    figures = {
        "turns": len(resources),
        "sessions": sessions,
        "stub_latency_s": latency,
        "seconds": round(elapsed, 2),
        "turns_per_s": round(len(resources) / elapsed, 1),
        "bound_turns_per_s": round(bound, 1),
        "ratio_to_bound": round(len(resources) / elapsed / bound, 3),
        "llm_calls": calls,
        "llm_calls_per_turn": round(calls / len(resources), 3),
        "turns_per_call": round(len(resources) / max(1, calls), 2),
    }
    say(
        f"consumer, stub LLM ({latency * 1000:.0f} ms): {figures['turns_per_s']} turns/s "
        f"({figures['ratio_to_bound']:.0%} of the {bound:.0f} turns/s latency bound), "
        f"{figures['llm_calls_per_turn']} LLM calls/turn"
    )
    return figures


# -- 4. LoCoMo recall ----------------------------------------------------------------------


class CachedTextEmbedder:
    """The benchmark's MiniLM cache as the extractor's `TextEmbedder`.

    Misses go to the model and into the cache, which is saved once at the end (summary
    versions are new texts every time; saving per miss would dominate the run).
    """

    def __init__(self, inner: CachedEmbedder) -> None:
        self._inner = inner

    def _dense(self, texts: list[str]) -> npt.NDArray[np.float32]:
        cache = self._inner.cache
        missing = list(dict.fromkeys(t for t in texts if cache.get(t) is None))
        if missing:
            for text, vector in zip(missing, self._inner.model.embed(missing), strict=True):
                cache.put(text, vector)
        return np.stack([cache.get(t) for t in texts])  # type: ignore[misc]

    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        items = list(texts)
        if not items:
            return []
        dense = await asyncio.to_thread(self._dense, items)
        sparse = (
            self._inner.sparse.embed_queries(items)
            if purpose == "query"
            else self._inner.sparse.embed_documents(items)
        )
        return [Embedding(dense[i], sparse[i], MODEL_NAME) for i in range(len(items))]


async def with_graph(
    url: str,
    workdir: Path,
    store: VectorStore,
    embedder: CachedEmbedder,
    questions: Sequence[Question],
    now: dict[str, datetime],
) -> dict[str, Any]:
    """Recall with the graph half: the graph service projects EVENTS, queried over NATS."""

    async def names(texts: Sequence[str]) -> list[Vector]:
        return [(await embedder.embed_query(t)).dense for t in texts]

    common = CommonSettings(
        nats_url=url, data_dir=workdir / "graph", http_port=0, log_level="WARNING"
    )
    app = GraphApp(GraphSettings(), embed=names)
    stack = Stack(common, [app], embedded_nats=False)
    await stack.start()
    figures: dict[str, Any] = {}
    try:
        assert stack.runtime is not None
        last = (await stack.runtime.js.stream_info(s.STREAM_EVENTS)).state.last_seq
        while min(w.applied_seq for w in app.writers.values()) < last:
            await asyncio.sleep(0.2)
        client = GraphClient(stack.runtime.nc, common.partitions, timeout=5.0)
        configured = RetrieverSettings()
        for name, weight in (("with_graph", configured.graph_weight), ("with_graph_w0.5", 0.5)):
            settings = configured.model_copy(update={"graph_weight": weight})
            retriever = Retriever(
                store, embedder.embed_query, embedder.sparse, settings=settings, graph=client
            )
            await retriever.warm_up()
            scores, latencies = await ask_retriever(retriever, questions, now, depth=25)
            figures[name] = {**scores.summary(), "graph_weight": weight}
            figures[f"{name}_latency_ms"] = latency_summary_ms(latencies)
    finally:
        await stack.stop()
    return figures


async def locomo(
    js: JetStreamContext, url: str, workdir: Path, data: Path, cache_dir: Path
) -> dict[str, Any]:
    samples = load_locomo(data)
    questions = [q for sample in samples for q in locomo_questions(sample)]
    now = {sample["sample_id"]: last_session_date(sample) for sample in samples}
    sparse = Bm25SparseEmbedder()
    embedder = CachedEmbedder(DenseCache(cache_dir, MODEL_NAME), sparse)
    figures: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="memstream-write-") as tmp:
        store = await open_vector_store("edge", tmp)
        try:
            await build_episodes(samples, store, embedder)
            retriever = Retriever(store, embedder.embed_query, sparse, settings=RetrieverSettings())
            await retriever.warm_up()
            episodes_only, _ = await ask_retriever(retriever, questions, now, depth=25)
            figures["episodes_only"] = episodes_only.summary()

            elapsed, items = await extract_locomo(js, store, samples, CachedTextEmbedder(embedder))
            turns = sum(len(locomo_resources(sample)) for sample in samples)
            figures["extraction"] = {
                "turns": turns,
                "items_active": items,
                "seconds": round(elapsed, 2),
                # Candidate vectors are embedded (or read from the cache) before the clock
                # starts; summary versions are embedded inside it, cached after a first run.
                "turns_per_s_minilm_warm": round(turns / elapsed, 1),
            }
            await store.optimize()
            retriever = Retriever(
                store, embedder.embed_query, sparse, settings=RetrieverSettings(graph_weight=0.0)
            )
            await retriever.warm_up()
            with_items, latencies = await ask_retriever(retriever, questions, now, depth=25)
            figures["items_and_episodes"] = with_items.summary()
            figures["retriever_latency_ms"] = latency_summary_ms(latencies)
            figures.update(await with_graph(url, workdir, store, embedder, questions, now))
        finally:
            await store.close()
            embedder.cache.save()
    base = figures["episodes_only"]["recall@10"]
    both = figures["items_and_episodes"]["recall@10"]
    figures["recall@10_ratio"] = round(both / base, 4) if base else None
    say(
        f"LoCoMo dev recall@10: episodes only {base:.4f}, items + episodes {both:.4f} "
        f"(ratio {figures['recall@10_ratio']}); {figures['extraction']['items_active']} items"
    )
    for k in (5, 25):
        say(
            f"  recall@{k}: {figures['episodes_only'][f'recall@{k}']:.4f} -> "
            f"{figures['items_and_episodes'][f'recall@{k}']:.4f}"
        )
    for name in ("with_graph", "with_graph_w0.5"):
        row = figures[name]
        say(
            f"  + graph half (w={row['graph_weight']}): recall@5/10/25 "
            f"{row['recall@5']:.4f} / {row['recall@10']:.4f} / {row['recall@25']:.4f}"
        )
    return figures


async def extract_locomo(
    js: JetStreamContext,
    store: VectorStore,
    samples: Sequence[dict[str, Any]],
    embedder: CachedTextEmbedder,
) -> tuple[float, int]:
    """The rule-based write path over every conversation, grouped as the consumer would."""
    settings = ExtractorSettings()
    pipeline = Pipeline(
        settings,
        ItemWriter(store, EventSink(js, "extractor", 30), settings),
        SummaryStore(js, store, embedder, 30),
        embedder,
    )
    resources = [r for sample in samples for r in locomo_resources(sample)]
    # Embed every candidate text once up front (cached on disk), so the timed run measures
    # the write path with warm vectors rather than MiniLM's first pass.
    groups = sessions_of(resources)
    candidates = [f.text for g in groups for f in OfflineExtractor().extract(build_units(g)).facts]
    await embedder.embed(candidates)
    started = time.perf_counter()
    for group in groups:
        await pipeline.process(group)
    elapsed = time.perf_counter() - started
    active = 0
    for sample in samples:
        active += await store.count(ITEMS, PointFilter(tenant_id=sample["sample_id"]))
    return elapsed, active


async def main(args: argparse.Namespace) -> None:
    logging.disable(logging.INFO)
    figures: dict[str, Any] = {"machine": machine()}
    say(f"machine: {figures['machine']}")
    samples = load_locomo(args.data)
    resources = [r for sample in samples for r in locomo_resources(sample)]
    if not args.only_locomo:
        figures["rules_only"] = rules_only(resources)
    with tempfile.TemporaryDirectory(prefix="memstream-bench-") as tmp:
        workdir = Path(tmp)
        server = EmbeddedNatsServer(workdir / "js", port=0)
        server.start()
        try:
            nc = await nats.connect(server.url)
            js = nc.jetstream(timeout=30)
            await provision(js, CommonSettings(nats_url=server.url, data_dir=workdir))
            if not args.only_locomo:
                figures["consumer_rules"] = await consumer_rules(workdir, resources)
                figures["consumer_llm_stub"] = await consumer_llm(
                    workdir, args.llm_sessions, args.llm_turns, args.stub_latency
                )
            if not args.skip_locomo:
                figures["locomo"] = await locomo(js, server.url, workdir, args.data, args.cache_dir)
            await nc.close()
        finally:
            server.stop()
    targets: dict[str, bool] = {}
    if "rules_only" in figures:
        targets["rules_only_turns_per_s>=500"] = figures["rules_only"]["turns_per_s_median"] >= 500
        targets["llm_calls_per_batch<=1"] = figures["consumer_llm_stub"]["turns_per_call"] >= 1
    if "locomo" in figures:
        ratio = figures["locomo"]["recall@10_ratio"]
        targets["items_do_not_lower_recall@10"] = ratio is not None and ratio >= 1.0
    figures["targets"] = targets
    say(f"targets: {targets}")
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--data", type=Path, default=DEFAULT_PATH)
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    parser.add_argument("--stub-latency", type=float, default=0.2)
    parser.add_argument("--llm-sessions", type=int, default=8)
    parser.add_argument("--llm-turns", type=int, default=40)
    parser.add_argument("--skip-locomo", action="store_true")
    parser.add_argument("--only-locomo", action="store_true", help="step 4 alone")
    asyncio.run(main(parser.parse_args()))

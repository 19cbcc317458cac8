"""LoCoMo evidence recall of the retriever, offline: no NATS, no LLM.

The episodes collection is built directly, the way the indexer would from the RESOURCES
stream: one TurnIn per LoCoMo turn, split into resources by ingest's own functions, turned
into episode points by `episode_docs`, embedded with MiniLM (dense, cached under /tmp) and
BM25 (sparse), upserted into an embedded Qdrant (edge) store in a temporary directory.
Every question of categories 1-4 is then asked through `Retriever.retrieve`, with `now` the
date of the conversation's last session, and scored with LoCoMo's recall: the share of a
question's evidence dia_ids among the source turns of the top-k returned items.

Loading (`load_locomo`, `locomo_turns`, `normalise_evidence`, `locomo_questions`) is done by
plain functions reused by the NATS benchmark; scoring (recall over items and over distinct
turns) by those of `bench/locomo_score.py`.

Usage: python bench/locomo_eval.py [--data PATH] [--cache-dir DIR] [--max-sources N]
The last output line is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402

# Imported here under their own names too: other benchmarks take them from this module.
from bench.locomo_embed import CachedEmbedder as CachedEmbedder  # noqa: E402
from bench.locomo_embed import DenseCache as DenseCache  # noqa: E402
from bench.locomo_score import CATEGORIES, Scores, lead_turn_first, recall_table  # noqa: E402
from bench.locomo_score import Question as Question  # noqa: E402
from memstream.contracts.context import ContextItem, ContextRequest  # noqa: E402
from memstream.contracts.turns import Resource, TurnIn  # noqa: E402
from memstream.services.common.models.embedding import Bm25SparseEmbedder  # noqa: E402
from memstream.services.common.models.embedding.minilm import MODEL_NAME  # noqa: E402
from memstream.services.common.stores.episodes import episode_docs  # noqa: E402
from memstream.services.common.stores.vectorstore import (  # noqa: E402
    EPISODES,
    Point,
    PointFilter,
    QuerySpec,
    VectorStore,
    open_vector_store,
)
from memstream.services.ingest.turns import build_resources, turn_parts  # noqa: E402
from memstream.services.retriever import Retriever, RetrieverSettings  # noqa: E402

DEFAULT_PATH = Path("/work/shared/data/locomo/locomo_dev.json")
DEFAULT_CACHE = Path("/tmp/memstream-locomo-cache")
AGENT_ID = "locomo"

_SESSION_KEY = re.compile(r"session_(\d+)")
_DIA_ID = re.compile(r"D(\d+):(\d+)")


def load_locomo(path: str | Path = DEFAULT_PATH) -> list[dict[str, Any]]:
    """The conversations of a LoCoMo JSON file, as they are stored."""
    with open(path, encoding="utf-8") as handle:
        data: list[dict[str, Any]] = json.load(handle)
    return data


def parse_session_date(value: str) -> datetime:
    """'1:56 pm on 8 May, 2023' as an aware UTC datetime (the dataset gives no zone)."""
    return datetime.strptime(value.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def sessions(sample: dict[str, Any]) -> list[tuple[int, datetime, list[dict[str, Any]]]]:
    """(number, date, turns) of every session that has turns, in session order."""
    conv = sample["conversation"]
    found = []
    for key, turns in conv.items():
        match = _SESSION_KEY.fullmatch(key)
        if match and turns:
            number = int(match[1])
            found.append((number, parse_session_date(conv[f"{key}_date_time"]), turns))
    return sorted(found, key=lambda s: s[0])


def turn_text(turn: dict[str, Any]) -> str:
    """The turn as the agent saw it: its text plus the caption of a shared image."""
    text = str(turn["text"])
    caption = turn.get("blip_caption")
    return f"{text} [image: {caption}]" if caption else text


def session_id(number: int) -> str:
    return f"session_{number}"


def locomo_turns(sample: dict[str, Any]) -> list[TurnIn]:
    """One TurnIn per dialogue turn, as an agent would publish the conversation.

    The tenant is the sample id, the speaker's name rides on `speaker`, the session's date
    is the event time of all its turns and the dia_id comes back as the external id.
    """
    turns = []
    for number, when, session_turns in sessions(sample):
        for position, turn in enumerate(session_turns):
            turns.append(
                TurnIn(
                    tenant_id=sample["sample_id"],
                    agent_id=AGENT_ID,
                    session_id=session_id(number),
                    turn_number=position,
                    event_time=when,
                    user_input=turn_text(turn),
                    user_input_external_id=turn["dia_id"],
                    speaker=turn["speaker"],
                )
            )
    return turns


def last_session_date(sample: dict[str, Any]) -> datetime:
    """The date of the last session with turns: the benchmark's 'now'."""
    return sessions(sample)[-1][1]


def dia_ids(sample: dict[str, Any]) -> set[str]:
    return {turn["dia_id"] for _, _, turns in sessions(sample) for turn in turns}


def normalise_evidence(evidence: Iterable[str], known: set[str] | None = None) -> list[str]:
    """Evidence dia_ids cleaned of the dataset's defects.

    Splits joined strings ("D8:6; D9:17"), repairs "D:11:26" to "D11:26", drops fragments
    that are no dia_id ("D") and, when `known` is given, ids of turns that do not exist
    (no retriever could return them). Order is kept, duplicates removed.
    """
    out: dict[str, None] = {}
    for raw in evidence:
        for piece in re.split(r"[;,\s]+", str(raw)):
            piece = re.sub(r"^D:(\d)", r"D\1", piece.strip())
            match = _DIA_ID.fullmatch(piece)
            if match is None:
                continue
            canonical = f"D{int(match[1])}:{int(match[2])}"
            if known is None or canonical in known:
                out[canonical] = None
    return list(out)


def locomo_questions(sample: dict[str, Any]) -> list[Question]:
    """The questions retrieval is scored on: categories 1-4 with some valid evidence."""
    known = dia_ids(sample)
    questions = []
    for index, qa in enumerate(sample["qa"]):
        category = int(qa["category"])
        if category not in CATEGORIES:
            continue
        evidence = normalise_evidence(qa.get("evidence", []), known)
        if not evidence:
            continue
        questions.append(
            Question(
                sample_id=sample["sample_id"],
                index=index,
                text=str(qa["question"]),
                answer=str(qa.get("answer", "")),
                category=category,
                evidence=tuple(evidence),
            )
        )
    return questions


# -- building the episodes collection ----------------------------------------------------


def locomo_resources(sample: dict[str, Any]) -> list[Resource]:
    """The resources ingest would append for the conversation, received when they happened."""
    resources = []
    for turn in locomo_turns(sample):
        parts = turn_parts(turn)
        resources += build_resources(turn, parts, received_at=turn.event_time)
    return resources


async def build_episodes(
    samples: Sequence[dict[str, Any]], store: VectorStore, embedder: CachedEmbedder
) -> int:
    """Upsert every conversation's episode points; returns how many were written."""
    docs = [doc for sample in samples for r in locomo_resources(sample) for doc in episode_docs(r)]
    dense = embedder.embed([d.text for d in docs])
    sparse = embedder.sparse.embed_documents([d.text for d in docs])
    points = [
        Point(id=d.id, dense=dense[i], sparse=sparse[i], payload=d.payload)
        for i, d in enumerate(docs)
    ]
    for start in range(0, len(points), 512):
        await store.upsert(EPISODES, points[start : start + 512])
    # As the indexer does after bulk writes: builds the per-tenant HNSW and payload indexes.
    await store.optimize()
    return len(points)


# -- asking and scoring ------------------------------------------------------------------


def shown_turns(item: ContextItem) -> list[str]:
    """The dia_ids a returned item shows, in reading order for R@kT: an episode's own turn
    (its point id is its resource id, '#n' added for a chunk of a long one) first, then
    the neighbours shown with it; an extracted fact's source turns as displayed."""
    lead = None
    if item.kind == "episode":
        lead = item.id if item.id in item.source_resource_ids else item.id.rsplit("#", 1)[0]
    return lead_turn_first(lead, item.source_resource_ids, item.source_external_ids)


def sources_of(items: Sequence[ContextItem]) -> list[list[str]]:
    return [shown_turns(item) for item in items]


async def ask_retriever(
    retriever: Retriever, questions: Sequence[Question], now: dict[str, datetime], depth: int
) -> tuple[Scores, list[float]]:
    """Recall@5/@10 and latency from the real path (hard cap 10); recall@k beyond the cap
    from the same pipeline asked for a deeper ranking."""
    scores = Scores(ks=(5, 10, depth))
    latencies = []
    for question in questions:
        request = ContextRequest(query=question.text, now=now[question.sample_id])
        started = time.perf_counter()
        capped = await retriever.retrieve(question.sample_id, request)
        latencies.append(time.perf_counter() - started)
        deep = await retriever.retrieve(question.sample_id, request, depth=depth)
        scores.add(question, sources_of(capped.items), deep=sources_of(deep.items))
    return scores, latencies


async def ask_floor(
    store: VectorStore,
    embedder: CachedEmbedder,
    questions: Sequence[Question],
    mode: str,
    depth: int,
) -> Scores:
    """Plain turn-level search with the raw question: BM25 only, dense only or RRF hybrid."""
    scores = Scores(ks=(5, 10, 25))
    for question in questions:
        dense = None
        sparse = None
        if mode in ("dense", "hybrid"):
            dense = (await embedder.embed_query(question.text)).dense
        if mode in ("sparse", "hybrid"):
            sparse = embedder.sparse.embed_query(question.text)
        spec = QuerySpec(
            filter=PointFilter(tenant_id=question.sample_id),
            dense=dense,
            sparse=sparse,
            limit=depth,
        )
        hits = await store.query(EPISODES, spec)
        scores.add(question, [[str(h.payload.get("external_id"))] for h in hits])
    return scores


async def measure_query_embedding(
    embedder: CachedEmbedder, questions: Sequence[Question], n: int = 50
) -> dict[str, float]:
    """MiniLM's time for one question, uncached: what the embedder service adds per request."""
    seconds = []
    await embedder.model.aembed(["warm up"])
    for question in questions[:n]:
        started = time.perf_counter()
        await embedder.model.aembed([question.text])
        seconds.append(time.perf_counter() - started)
    return latency_summary_ms(seconds)


async def evaluate(
    data: Path, cache_dir: Path, settings: RetrieverSettings, floors: bool = True
) -> dict[str, Any]:
    """Every figure of the run: the retriever as configured, the same with one turn per
    item (comparable with turn-level retrievers), the floors and the latencies."""
    samples = load_locomo(data)
    questions = [q for sample in samples for q in locomo_questions(sample)]
    now = {sample["sample_id"]: last_session_date(sample) for sample in samples}
    sparse = Bm25SparseEmbedder()
    embedder = CachedEmbedder(DenseCache(cache_dir, MODEL_NAME), sparse)
    figures: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="memstream-locomo-") as tmp:
        store = await open_vector_store("edge", tmp)
        try:
            started = time.perf_counter()
            points = await build_episodes(samples, store, embedder)
            say(f"{points} episode points in {time.perf_counter() - started:.1f}s")
            retriever = Retriever(store, embedder.embed_query, sparse, settings=settings)
            await retriever.warm_up()
            scores, latencies = await ask_retriever(retriever, questions, now, depth=25)
            figures["retriever"] = scores.summary()
            if settings.max_sources > 1:
                one = settings.model_copy(update={"max_sources": 1})
                single = Retriever(store, embedder.embed_query, sparse, settings=one)
                await single.warm_up()
                figures["retriever_one_turn"] = (
                    await ask_retriever(single, questions, now, depth=25)
                )[0].summary()
            if floors:
                for mode in ("sparse", "dense", "hybrid"):
                    floor = await ask_floor(store, embedder, questions, mode, depth=25)
                    figures[f"floor_{mode}"] = floor.summary()
            figures["query_embed_ms"] = await measure_query_embedding(embedder, questions)
        finally:
            await store.close()
            embedder.cache.save()
    figures["latency_ms"] = latency_summary_ms(latencies)
    figures["max_sources"] = settings.max_sources
    figures["points"] = points
    figures["machine"] = machine()
    figures["load_average"] = [round(x, 2) for x in os.getloadavg()]
    return figures


def report(figures: dict[str, Any]) -> None:
    rows = [(k, v) for k, v in figures.items() if k.startswith(("retriever", "floor_"))]
    for line in recall_table(rows):
        say(line)
    say(f"retriever (max {figures['max_sources']} turns per item) by category:")
    for name, row in figures["retriever"]["by_category"].items():
        say(f"  {name:16}" + "".join(f"{k}={v:.3f}  " for k, v in row.items()))
    say(
        f"retriever latency per question (query embedding cached): {figures['latency_ms']}; "
        f"MiniLM query embedding: {figures['query_embed_ms']}; "
        f"load average {figures['load_average']} on {figures['machine']['cpus']} cpus"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--data", type=Path, default=DEFAULT_PATH)
    parser.add_argument("--cache-dir", type=Path, default=DEFAULT_CACHE)
    parser.add_argument("--max-sources", type=int, default=None, help="turns per item (1-3)")
    parser.add_argument("--no-floors", action="store_true", help="skip the floor searches")
    args = parser.parse_args(argv)
    settings = RetrieverSettings()
    if args.max_sources is not None:
        settings = settings.model_copy(update={"max_sources": args.max_sources})
    figures = asyncio.run(evaluate(args.data, args.cache_dir, settings, floors=not args.no_floors))
    report(figures)
    emit(figures)


if __name__ == "__main__":
    main()

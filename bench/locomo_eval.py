"""LoCoMo evidence recall of the retriever, offline: no NATS, no LLM.

The episodes collection is built directly, the way the indexer would from the RESOURCES
stream: one TurnIn per LoCoMo turn, split into resources by ingest's own functions, turned
into episode points by `episode_docs`, embedded with MiniLM (dense, cached under /tmp) and
BM25 (sparse), upserted into an embedded Qdrant (edge) store in a temporary directory.
Every question of categories 1-4 is then asked through `Retriever.retrieve`, with `now` the
date of the conversation's last session, and scored with LoCoMo's recall: the share of a
question's evidence dia_ids among the source turns of the top-k returned items.

Loading (`load_locomo`, `locomo_turns`, `normalise_evidence`, `locomo_questions`) and scoring
(`recall_at_k`, `distinct_sources`) are plain functions reused by the NATS benchmark.

Usage: python bench/locomo_eval.py [--data PATH] [--cache-dir DIR] [--max-sources N]
The last output line is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from contracts.context import ContextItem, ContextRequest  # noqa: E402
from contracts.turns import Resource, TurnIn  # noqa: E402
from services.common.embedding import Bm25SparseEmbedder, MiniLMEmbedder  # noqa: E402
from services.common.embedding.minilm import MODEL_NAME  # noqa: E402
from services.common.episodes import episode_docs  # noqa: E402
from services.common.vectors import Embedding  # noqa: E402
from services.common.vectorstore import (  # noqa: E402
    EPISODES,
    Point,
    PointFilter,
    QuerySpec,
    VectorStore,
    open_vector_store,
)
from services.ingest.turns import build_resources, turn_parts  # noqa: E402
from services.retriever import Retriever, RetrieverSettings  # noqa: E402

DEFAULT_PATH = Path("/work/shared/data/locomo/locomo_dev.json")
DEFAULT_CACHE = Path("/tmp/memstream-locomo-cache")
HARD_CAP = 10  # what one context request returns at most
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
AGENT_ID = "locomo"

_SESSION_KEY = re.compile(r"session_(\d+)")
_DIA_ID = re.compile(r"D(\d+):(\d+)")


@dataclass(frozen=True, slots=True)
class Question:
    """One scored LoCoMo question: categories 1-4 with non-empty normalised evidence."""

    sample_id: str
    index: int
    text: str
    answer: str
    category: int
    evidence: tuple[str, ...]


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


def recall_at_k(evidence: Sequence[str], retrieved: Sequence[Sequence[str]], k: int) -> float:
    """LoCoMo recall: the share of `evidence` among the sources of the top-k retrieved items.

    `retrieved` holds, per returned item in rank order, the dia_ids it shows the agent.
    """
    if not evidence:
        raise ValueError("recall is undefined for a question without evidence")
    covered = {source for item in retrieved[:k] for source in item}
    return sum(1 for e in evidence if e in covered) / len(evidence)


def distinct_sources(retrieved: Sequence[Sequence[str]], k: int) -> int:
    """How many distinct turns the top-k items show: the cost side of recall."""
    return len({source for item in retrieved[:k] for source in item})


# -- building the episodes collection ----------------------------------------------------


def locomo_resources(sample: dict[str, Any]) -> list[Resource]:
    """The resources ingest would append for the conversation, received when they happened."""
    resources = []
    for turn in locomo_turns(sample):
        parts = turn_parts(turn)
        resources += build_resources(turn, parts, received_at=turn.event_time)
    return resources


class DenseCache:
    """Dense vectors of texts on disk, keyed by model and text, so reruns skip the model."""

    def __init__(self, directory: Path, model: str) -> None:
        self.path = directory / f"dense-{hashlib.sha256(model.encode()).hexdigest()[:12]}.npz"
        self.vectors: dict[str, npt.NDArray[np.float32]] = {}
        self.dirty = False
        if self.path.exists():
            with np.load(self.path) as data:
                keys = [str(k) for k in data["keys"]]
                self.vectors = dict(zip(keys, data["vectors"], strict=True))

    @staticmethod
    def key(text: str) -> str:
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def get(self, text: str) -> npt.NDArray[np.float32] | None:
        return self.vectors.get(self.key(text))

    def put(self, text: str, vector: npt.NDArray[np.float32]) -> None:
        self.vectors[self.key(text)] = np.asarray(vector, dtype=np.float32)
        self.dirty = True

    def save(self) -> None:
        if not self.dirty:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        keys = list(self.vectors)
        tmp = self.path.with_suffix(".tmp.npz")
        np.savez(tmp, keys=np.array(keys), vectors=np.stack([self.vectors[k] for k in keys]))
        os.replace(tmp, self.path)
        self.dirty = False


class CachedEmbedder:
    """MiniLM through the cache: batch `embed` for documents, async `embed_query` for the
    retriever (which is what the embedder service would answer)."""

    def __init__(self, cache: DenseCache, sparse: Bm25SparseEmbedder) -> None:
        self.cache = cache
        self.sparse = sparse
        self._model: MiniLMEmbedder | None = None
        self.model_seconds: list[float] = []

    @property
    def model(self) -> MiniLMEmbedder:
        if self._model is None:
            self._model = MiniLMEmbedder()
        return self._model

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        missing = list(dict.fromkeys(t for t in texts if self.cache.get(t) is None))
        if missing:
            say(f"embedding {len(missing)} texts with MiniLM (cached for next runs)")
            for text, vector in zip(missing, self.model.embed(missing), strict=True):
                self.cache.put(text, vector)
            self.cache.save()
        return np.stack([self.cache.get(t) for t in texts])  # type: ignore[misc]

    async def embed_query(self, text: str) -> Embedding:
        vector = self.cache.get(text)
        if vector is None:
            started = time.perf_counter()
            vector = (await self.model.aembed([text]))[0]
            self.model_seconds.append(time.perf_counter() - started)
            self.cache.put(text, vector)
        return Embedding(dense=vector, sparse=self.sparse.embed_query(text), model=MODEL_NAME)


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


@dataclass(slots=True)
class Scores:
    """Recall per k, overall and per category, plus the distinct turns shown in the top 10."""

    ks: tuple[int, ...]
    recall: dict[int, list[float]] = field(default_factory=dict)
    by_category: dict[tuple[int, int], list[float]] = field(default_factory=dict)
    sources_top10: list[int] = field(default_factory=list)

    def add(
        self,
        question: Question,
        retrieved: Sequence[Sequence[str]],
        deep: Sequence[Sequence[str]] | None = None,
    ) -> None:
        """Score one question; `deep` (a longer ranking) serves the k beyond the hard cap."""
        for k in self.ks:
            ranking = deep if deep is not None and k > HARD_CAP else retrieved
            value = recall_at_k(question.evidence, ranking, k)
            self.recall.setdefault(k, []).append(value)
            self.by_category.setdefault((k, question.category), []).append(value)
        self.sources_top10.append(distinct_sources(retrieved, 10))

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {f"recall@{k}": _mean(self.recall.get(k, [])) for k in self.ks}
        out["by_category"] = {
            f"{c}-{name}": {f"recall@{k}": _mean(self.by_category.get((k, c), [])) for k in self.ks}
            for c, name in CATEGORIES.items()
        }
        out["mean_source_turns_top10"] = _mean([float(n) for n in self.sources_top10])
        out["questions"] = len(self.sources_top10)
        return out


def _mean(values: Sequence[float]) -> float:
    return round(sum(values) / len(values), 4) if values else float("nan")


def sources_of(items: Sequence[ContextItem]) -> list[list[str]]:
    return [list(item.source_external_ids) for item in items]


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
    say(f"{'':20}{'R@5':>8}{'R@10':>8}{'R@25':>8}{'turns@10':>10}")
    for name, row in rows:
        say(
            f"{name:20}{row['recall@5']:>8.3f}{row['recall@10']:>8.3f}{row['recall@25']:>8.3f}"
            f"{row['mean_source_turns_top10']:>10.1f}"
        )
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

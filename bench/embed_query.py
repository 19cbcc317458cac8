"""Offline MiniLM query embedding: single-query latency and batch-32 throughput vs a floor.

Three things run interleaved in every round, in a shuffled order, so that machine load hits
them alike:
- after: `MiniLMEmbedder.embed` as shipped;
- before: the previous forward pass, kept here only for this comparison: (in, out) weights,
  token-major activations, `x @ W` projections, separate bias adds, no column padding;
- floor: the bare sgemm calls of the shipped forward pass for the same token count (four
  projections per layer, with the same padded shapes), the least this design can cost.

Queries: short (~12 tokens) and medium (~40 tokens), cycling through a few texts of each.
Wall-clock p50/p95 per single-text embed, plus the thread CPU time p50 (steadier when other
processes share the cores). Batch: 32 mixed-length texts per `embed` call, texts/s.

Usage: python bench/embed_query.py [--rounds 200] [--batch-rounds 20]
"""

from __future__ import annotations

import os

# Same BLAS setting as the services (see services/__init__.py), before NumPy loads.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Sequence  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, say  # noqa: E402
from services.common.embedding import MiniLMEmbedder  # noqa: E402
from services.common.embedding.erf import gelu_  # noqa: E402
from services.common.embedding.minilm import _COL_BLOCK  # noqa: E402

SHORT = [
    "what did I tell you about my sister's wedding plans",
    "when is my next dentist appointment again?",
    "which laptop did I decide to buy last month",
    "what is the name of Anna's new project manager",
]
MEDIUM = [
    "Last spring we talked about moving the team offsite to the lake house, and I said the "
    "catering budget should stay under two thousand dollars; what did we finally decide?",
    "Remind me what the doctor said about my knee after the MRI in March, and whether I "
    "was supposed to start physiotherapy before or after the trip to Lisbon with Marco.",
    "What were the three reasons I gave for turning down the job offer from the logistics "
    "startup, and did I ever tell my manager that they had offered a higher salary?",
]
BATCH_WORDS = (
    "project meeting budget report deadline client design review travel flight hotel doctor "
    "appointment gym running recipe dinner garden music guitar concert birthday sister friend "
    "team manager laptop phone contract invoice weekend holiday book movie coffee school"
).split()


class Legacy:
    """The previous forward pass over the shipped weights, re-laid out as it used them."""

    def __init__(self, model: MiniLMEmbedder) -> None:
        self.model = model
        self.layers = []
        for layer in model._layers:
            entry: dict[str, Any] = {}
            for name in ("qkv", "attn_out", "inter", "out"):
                weight = getattr(layer, name)
                entry[name + "_w"] = np.ascontiguousarray(weight[:, :-1].T)
                entry[name + "_b"] = np.ascontiguousarray(weight[:, -1])
            for name in ("ln1_g", "ln1_b", "ln2_g", "ln2_b"):
                entry[name] = np.ascontiguousarray(getattr(layer, name).reshape(-1))
            self.layers.append(entry)
        self.emb_g = model._emb_ln_g.reshape(-1)
        self.emb_b = model._emb_ln_b.reshape(-1)
        self.eps = np.float32(model._cfg.layer_norm_eps)

    @staticmethod
    def _layer_norm_(x: np.ndarray, gamma: np.ndarray, beta: np.ndarray, eps: Any) -> np.ndarray:
        mean = x.mean(axis=-1, keepdims=True)
        x -= mean
        var = np.einsum("ij,ij->i", x, x)[:, None]
        var /= np.float32(x.shape[-1])
        var += eps
        np.sqrt(var, out=var)
        x /= var
        x *= gamma
        x += beta
        return x

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        model = self.model
        encodings = model._tokenizer.encode_batch(list(texts), add_special_tokens=True)
        ids = [np.asarray(e.ids, dtype=np.intp) for e in encodings]
        out = np.empty((len(texts), model.dim), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(ids[i]))
        for start in range(0, len(order), model.batch_size):
            chunk = order[start : start + model.batch_size]
            out[chunk] = self._embed_batch([ids[i] for i in chunk])
        return out

    def _embed_batch(self, ids: list[np.ndarray]) -> np.ndarray:
        model = self.model
        batch, seq = len(ids), max(len(x) for x in ids)
        h, heads = model.dim, model._cfg.num_heads
        head_dim = h // heads
        input_ids = np.zeros((batch, seq), dtype=np.intp)
        mask = np.zeros((batch, seq), dtype=np.float32)
        for row, tok in enumerate(ids):
            input_ids[row, : len(tok)] = tok
            mask[row, : len(tok)] = 1.0
        x = model._word[input_ids]
        x += model._pos[:seq]
        x += model._type[np.zeros_like(input_ids)]
        x2 = self._layer_norm_(x.reshape(batch * seq, h), self.emb_g, self.emb_b, self.eps)
        neg = np.finfo(np.float32).min
        key_bias = np.where(mask > 0, np.float32(0.0), neg).astype(np.float32)[:, None, None, :]
        for layer in self.layers:
            qkv = x2 @ layer["qkv_w"]
            qkv += layer["qkv_b"]
            qkv5 = qkv.reshape(batch, seq, 3, heads, head_dim).transpose(2, 0, 3, 1, 4)
            scores = qkv5[0] @ qkv5[1].transpose(0, 1, 3, 2)
            scores += key_bias
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ qkv5[2]).transpose(0, 2, 1, 3).reshape(batch * seq, h)
            attn = context @ layer["attn_out_w"]
            attn += layer["attn_out_b"]
            attn += x2
            x2 = self._layer_norm_(attn, layer["ln1_g"], layer["ln1_b"], self.eps)
            inter = x2 @ layer["inter_w"]
            inter += layer["inter_b"]
            gelu_(inter)
            ffn = inter @ layer["out_w"]
            ffn += layer["out_b"]
            ffn += x2
            x2 = self._layer_norm_(ffn, layer["ln2_g"], layer["ln2_b"], self.eps)
        hidden = x2.reshape(batch, seq, h)
        summed: np.ndarray = np.einsum("bsh,bs->bh", hidden, mask)
        summed /= np.maximum(mask.sum(axis=1, keepdims=True), np.float32(1e-9))
        summed /= np.maximum(np.linalg.norm(summed, axis=1, keepdims=True), np.float32(1e-12))
        return summed


def floor_for(model: MiniLMEmbedder, tokens: int) -> Callable[[], None]:
    """The shipped forward pass's four projections per layer, bare, for `tokens` tokens."""
    cols = -(-tokens // _COL_BLOCK) * _COL_BLOCK
    h, inter = model.dim, model._cfg.intermediate_size
    rng = np.random.default_rng(0)
    x = rng.standard_normal((h + 1, cols), dtype=np.float32)
    inter_in = rng.standard_normal((inter + 1, cols), dtype=np.float32)
    qkv = np.empty((3 * h, cols), dtype=np.float32)
    hid = np.empty((h, cols), dtype=np.float32)
    inter_out = np.empty((inter, cols), dtype=np.float32)

    def run() -> None:
        for layer in model._layers:
            np.matmul(layer.qkv, x, out=qkv)
            np.matmul(layer.attn_out, x, out=hid)
            np.matmul(layer.inter, x, out=inter_out)
            np.matmul(layer.out, inter_in, out=hid)

    return run


def token_count(model: MiniLMEmbedder, texts: Sequence[str]) -> list[int]:
    return [len(e.ids) for e in model._tokenizer.encode_batch(list(texts))]


def batch_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [" ".join(rng.choices(BATCH_WORDS, k=rng.randint(6, 30))) for _ in range(n)]


def run_single(
    model: MiniLMEmbedder, legacy: Legacy, texts: Sequence[str], rounds: int, seed: int
) -> dict[str, Any]:
    tokens = token_count(model, texts)
    floors = [floor_for(model, n) for n in tokens]
    jobs: dict[str, Callable[[int], object]] = {
        "before": lambda i: legacy.embed([texts[i]]),
        "after": lambda i: model.embed([texts[i]]),
        "floor": lambda i: floors[i](),
    }
    wall: dict[str, list[float]] = {name: [] for name in jobs}
    cpu: dict[str, list[float]] = {name: [] for name in jobs}
    rng = random.Random(seed)
    names = list(jobs)
    for name in names:  # warm-up: first-touch allocations, tokenizer caches
        jobs[name](0)
    for r in range(rounds):
        i = r % len(texts)
        rng.shuffle(names)
        for name in names:
            w0, c0 = time.perf_counter(), time.thread_time()
            jobs[name](i)
            cpu[name].append(time.thread_time() - c0)
            wall[name].append(time.perf_counter() - w0)
    out: dict[str, Any] = {"tokens_mean": round(statistics.mean(tokens), 1)}
    for name in names:
        out[name] = latency_summary_ms(wall[name]) | {
            "cpu_p50_ms": round(statistics.median(cpu[name]) * 1000, 3)
        }
    out["speedup_p50"] = round(out["before"]["p50_ms"] / out["after"]["p50_ms"], 2)
    out["speedup_cpu_p50"] = round(out["before"]["cpu_p50_ms"] / out["after"]["cpu_p50_ms"], 2)
    out["after_over_floor_p50"] = round(out["after"]["p50_ms"] / out["floor"]["p50_ms"], 2)
    out["before_over_floor_p50"] = round(out["before"]["p50_ms"] / out["floor"]["p50_ms"], 2)
    return out


def run_batch(model: MiniLMEmbedder, legacy: Legacy, rounds: int, seed: int) -> dict[str, Any]:
    batches = [batch_texts(32, seed + r) for r in range(rounds)]
    floors = [floor_for(model, 32 * max(token_count(model, b))) for b in batches]
    jobs: dict[str, Callable[[int], object]] = {
        "before": lambda i: legacy.embed(batches[i]),
        "after": lambda i: model.embed(batches[i]),
        "floor": lambda i: floors[i](),
    }
    wall: dict[str, list[float]] = {name: [] for name in jobs}
    cpu: dict[str, list[float]] = {name: [] for name in jobs}
    rng = random.Random(seed)
    names = list(jobs)
    for name in names:
        jobs[name](0)
    for i in range(rounds):
        rng.shuffle(names)
        for name in names:
            w0, c0 = time.perf_counter(), time.thread_time()
            jobs[name](i)
            cpu[name].append(time.thread_time() - c0)
            wall[name].append(time.perf_counter() - w0)
    per_text = [n for b in batches for n in token_count(model, b)]
    out: dict[str, Any] = {"tokens_mean": round(statistics.mean(per_text), 1)}
    for name in names:
        out[name + "_texts_per_s"] = round(32 / statistics.median(wall[name]), 1)
        out[name + "_cpu_texts_per_s"] = round(32 / statistics.median(cpu[name]), 1)
    out["speedup"] = round(out["after_texts_per_s"] / out["before_texts_per_s"], 2)
    out["speedup_cpu"] = round(out["after_cpu_texts_per_s"] / out["before_cpu_texts_per_s"], 2)
    out["after_over_floor"] = round(out["floor_texts_per_s"] / out["after_texts_per_s"], 2)
    return out


def main(args: argparse.Namespace) -> None:
    model = MiniLMEmbedder()
    legacy = Legacy(model)
    probe = SHORT + MEDIUM
    drift = float(np.max(np.abs(legacy.embed(probe) - model.embed(probe))))
    say(f"before vs after: max abs difference {drift:.2e} over {len(probe)} texts")

    figures: dict[str, Any] = {
        "bench": "embed_query",
        "machine": machine(),
        "blas_threads": os.environ.get("OPENBLAS_NUM_THREADS"),
        "rounds": args.rounds,
        "max_abs_diff_before_after": drift,
    }
    for label, texts in (("short", SHORT), ("medium", MEDIUM)):
        result = run_single(model, legacy, texts, args.rounds, seed=len(label))
        figures[label] = result
        say(
            f"{label} ({result['tokens_mean']} tokens): before p50 {result['before']['p50_ms']}"
            f" ms, after p50 {result['after']['p50_ms']} ms (p95 {result['after']['p95_ms']}),"
            f" floor p50 {result['floor']['p50_ms']} ms; speedup {result['speedup_p50']}x"
            f" (cpu {result['speedup_cpu_p50']}x), after/floor {result['after_over_floor_p50']}"
        )
    batch = run_batch(model, legacy, args.batch_rounds, seed=7)
    figures["batch32"] = batch
    say(
        f"batch of 32 ({batch['tokens_mean']} tokens each): before {batch['before_texts_per_s']}"
        f" texts/s, after {batch['after_texts_per_s']}, floor {batch['floor_texts_per_s']};"
        f" speedup {batch['speedup']}x (cpu {batch['speedup_cpu']}x)"
    )
    emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="single-query rounds per length")
    parser.add_argument("--batch-rounds", type=int, default=20, help="batch-of-32 rounds")
    main(parser.parse_args())

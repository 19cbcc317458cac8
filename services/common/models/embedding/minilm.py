"""all-MiniLM-L6-v2 in pure NumPy: the dense forward pass without an inference runtime.

Why NumPy instead of torch: the deployment must run air-gapped on small CPU boxes, and a
6-layer, 384-wide BERT is small enough for a hand-written float32 forward pass (OpenBLAS does
the matmuls), which spares the ~750 MB torch install. Weights and tokenizer come from
minilm_weights.py (pinned, verified, never fetched). Output matches sentence-transformers to
cosine >= 0.99999 (``tests/data/minilm_reference.json``).

A call's texts are embedded in length groups (grouping.py): similar lengths share a padded
sub-batch of at most ``max_batch_tokens`` tokens, which keeps padding and cache misses small.
OpenBLAS starts one thread per core; where other work shares the cores, limit it
(``MEMSTREAM_EMBEDDER_THREADS``, applied by the embedder through threadpoolctl).
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from memstream.services.common.models.embedding.base import (
    DenseMatrix,
    LocalDenseEmbedder,
    check_texts,
)
from memstream.services.common.models.embedding.erf import gelu_
from memstream.services.common.models.embedding.grouping import embed_in_groups
from memstream.services.common.models.embedding.minilm_weights import (
    F32,
    MODEL_NAME,
    MODEL_PACKAGE,
    PINNED_SHA256,
    MiniLMWeights,
    Tokens,
    bundled_model_dir,
    padded,
)

__all__ = [
    "MODEL_NAME",
    "MODEL_PACKAGE",
    "PINNED_SHA256",
    "MiniLMEmbedder",
    "bundled_model_dir",
]

# Tokens (rows x longest) per padded sub-batch: LoCoMo turns (37 tokens on average) embed
# fastest per sentence at a few hundred tokens per pass on one core (BENCHMARKS.md).
DEFAULT_MAX_BATCH_TOKENS = 512


def _layer_norm_(x: F32, gamma: F32, beta: F32, eps: float) -> F32:
    """LayerNorm over the last axis, in place on ``x`` (which the caller owns)."""
    mean = x.mean(axis=-1, keepdims=True)
    x -= mean
    var = np.einsum("ij,ij->i", x, x)[:, None]
    var /= np.float32(x.shape[-1])
    var += np.float32(eps)
    np.sqrt(var, out=var)
    x /= var
    x *= gamma
    x += beta
    return x


class GroupedMiniLM(LocalDenseEmbedder):
    """Both MiniLM backends: tokenise a call's texts, embed them in length groups
    (grouping.py) and return the rows in input order; a backend embeds one group."""

    model: MiniLMWeights
    batch_size: int
    max_batch_tokens: int

    def embed(self, texts: Sequence[str]) -> DenseMatrix:
        items = check_texts(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        tokens = self.model.tokenize(items)
        return embed_in_groups(
            [len(t.ids) for t in tokens],
            self.dim,
            lambda group: self._embed_batch([tokens[i] for i in group]),
            max_tokens=self.max_batch_tokens,
            max_rows=self.batch_size,
        )

    @abc.abstractmethod
    def _embed_batch(self, tokens: list[Tokens]) -> F32:
        """Unit-length sentence vectors of one group of tokenised texts."""


class MiniLMEmbedder(GroupedMiniLM):
    """Sentence embeddings identical (to float32 rounding) to sentence-transformers' model.

    Thread-safe: weights are read-only arrays and the tokenizer call is serialised, so one
    instance can be shared by worker threads. `weights` shares already loaded files (another
    backend's); `batch_size` caps the rows and `max_batch_tokens` the padded tokens of one
    sub-batch.
    """

    def __init__(
        self,
        model_dir: str | Path | None = None,
        *,
        batch_size: int = 32,
        max_batch_tokens: int = DEFAULT_MAX_BATCH_TOKENS,
        expected_sha256: str = PINNED_SHA256,
        weights: MiniLMWeights | None = None,
    ) -> None:
        if batch_size < 1 or max_batch_tokens < 1:
            raise ValueError("batch_size and max_batch_tokens must be >= 1")
        self.model = weights or MiniLMWeights(model_dir, expected_sha256=expected_sha256)
        self.model_name = MODEL_NAME
        self.batch_size = batch_size
        self.max_batch_tokens = max_batch_tokens
        self.max_seq_length = self.model.max_seq_length
        self.dim = self.model.cfg.hidden_size

    def _embed_batch(self, tokens: list[Tokens]) -> F32:
        m = self.model
        cfg = m.cfg
        batch, seq = len(tokens), max(len(t.ids) for t in tokens)
        h, heads = cfg.hidden_size, cfg.num_heads
        head_dim = h // heads

        input_ids, type_ids, mask = padded(tokens, np.intp, np.float32)

        x = m.word[input_ids]  # fancy indexing returns a fresh, writable array
        x += m.pos[:seq]
        x += m.type[type_ids]
        x2 = _layer_norm_(x.reshape(batch * seq, h), m.emb_ln_g, m.emb_ln_b, cfg.layer_norm_eps)

        # Padded keys get the most negative float32, like transformers, so exp() gives 0.
        neg = np.finfo(np.float32).min
        key_bias = np.where(mask > 0, np.float32(0.0), neg).astype(np.float32)[:, None, None, :]
        for layer in m.layers:
            qkv = x2 @ layer.qkv_w
            qkv += layer.qkv_b
            # (batch, seq, 3, heads, head_dim) -> three (batch, heads, seq, head_dim) views
            qkv5 = qkv.reshape(batch, seq, 3, heads, head_dim).transpose(2, 0, 3, 1, 4)
            scores = qkv5[0] @ qkv5[1].transpose(0, 1, 3, 2)
            scores += key_bias
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ qkv5[2]).transpose(0, 2, 1, 3).reshape(batch * seq, h)

            attn = context @ layer.attn_out_w
            attn += layer.attn_out_b
            attn += x2
            x2 = _layer_norm_(attn, layer.ln1_g, layer.ln1_b, cfg.layer_norm_eps)

            inter: F32 = x2 @ layer.inter_w
            inter += layer.inter_b
            gelu_(inter)
            ffn: F32 = inter @ layer.out_w
            ffn += layer.out_b
            ffn += x2
            x2 = _layer_norm_(ffn, layer.ln2_g, layer.ln2_b, cfg.layer_norm_eps)

        # Mean over real tokens only, then unit length (sentence-transformers' Normalize).
        hidden = x2.reshape(batch, seq, h)
        summed: F32 = np.einsum("bsh,bs->bh", hidden, mask)
        summed /= np.maximum(mask.sum(axis=1, keepdims=True), np.float32(1e-9))
        norms = np.linalg.norm(summed, axis=1, keepdims=True)
        summed /= np.maximum(norms, np.float32(1e-12))
        return summed

"""Deterministic feature-hashing embedder, for unit tests only.

It exists so tests of the pipeline around the embedder (stores, retrieval, dedup) run in
microseconds and give identical vectors on every machine. Texts sharing words get a positive
cosine, which is enough for "the right memory comes back" assertions, but it has no notion of
meaning: it is never a default and must not be configured in a deployment.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

from memstream.services.common.models.embedding.base import (
    DenseMatrix,
    LocalDenseEmbedder,
    check_texts,
)

_WORD = re.compile(r"\w+", re.UNICODE)
# Texts without any word still need a unit vector, so they all share this pseudo-token.
_EMPTY_TOKEN = "\x00empty"


class HashEmbedder(LocalDenseEmbedder):
    """Signed feature hashing of lower-cased words into ``dim`` buckets, L2-normalised."""

    def __init__(self, dim: int = 64, *, model_name: str | None = None) -> None:
        if dim < 2:
            raise ValueError("dim must be at least 2")
        self.dim = dim
        self.model_name = model_name or f"hash-bow-{dim}"

    def embed(self, texts: Sequence[str]) -> DenseMatrix:
        items = check_texts(texts)
        out = np.zeros((len(items), self.dim), dtype=np.float32)
        for row, text in enumerate(items):
            tokens = _WORD.findall(text.lower()) or [_EMPTY_TOKEN]
            for token in tokens:
                # blake2b, not hash(): Python's str hash is salted per process.
                digest = hashlib.blake2b(token.encode("utf-8"), digest_size=8).digest()
                value = int.from_bytes(digest, "little")
                sign = 1.0 if value & 1 else -1.0
                out[row, (value >> 1) % self.dim] += sign
            norm = float(np.linalg.norm(out[row]))
            if norm == 0.0:
                # Opposite-signed collisions cancelled out; fall back to one fixed bucket.
                out[row, 0] = 1.0
            else:
                out[row] /= norm
        return out

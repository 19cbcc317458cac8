"""LRU caches of dense and sparse vectors, keyed by sha256 of (purpose, text).

Hashing the key keeps memory per entry fixed however long the text, and the purpose is
part of it because query and document vectors of the same text may differ (BM25 always,
some dense models too).
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from typing import Generic, Literal, TypeVar

import numpy as np

from memstream.services.common.stores.vectors import DenseVector, SparseVector

Purpose = Literal["document", "query"]
V = TypeVar("V")


def cache_key(purpose: Purpose, text: str) -> bytes:
    """sha256 over purpose and text; the NUL separator cannot occur in a purpose name."""
    return hashlib.sha256(f"{purpose}\x00{text}".encode()).digest()


class LruCache(Generic[V]):
    """A bounded mapping that evicts the least recently used entry; size 0 stores nothing."""

    def __init__(self, max_size: int) -> None:
        if max_size < 0:
            raise ValueError("max_size must be >= 0")
        self.max_size = max_size
        self._data: OrderedDict[bytes, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._data)

    def get(self, key: bytes) -> V | None:
        value = self._data.get(key)
        if value is not None:
            self._data.move_to_end(key)
        return value

    def put(self, key: bytes, value: V) -> None:
        if self.max_size == 0:
            return
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.max_size:
            self._data.popitem(last=False)


class EmbeddingCache:
    """The embedder's two caches, dense and sparse, each of `max_size` entries."""

    def __init__(self, max_size: int) -> None:
        self.dense: LruCache[DenseVector] = LruCache(max_size)
        self.sparse: LruCache[SparseVector] = LruCache(max_size)

    def put_dense(self, key: bytes, vector: DenseVector) -> None:
        # Callers get the cached array itself, so no one may write into it.
        frozen = np.array(vector, dtype=np.float32, copy=True)
        frozen.setflags(write=False)
        self.dense.put(key, frozen)

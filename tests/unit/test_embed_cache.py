"""The embedder's LRU caches."""

from __future__ import annotations

import numpy as np
import pytest

from memstream.services.embedder.cache import EmbeddingCache, LruCache, cache_key


def test_key_depends_on_purpose_and_text() -> None:
    assert cache_key("document", "hello") == cache_key("document", "hello")
    assert cache_key("document", "hello") != cache_key("query", "hello")
    assert cache_key("document", "hello") != cache_key("document", "hello ")
    assert len(cache_key("query", "x" * 100_000)) == 32


def test_least_recently_used_entry_is_evicted_first() -> None:
    cache: LruCache[int] = LruCache(2)
    cache.put(b"a", 1)
    cache.put(b"b", 2)
    assert cache.get(b"a") == 1  # a is now the most recent
    cache.put(b"c", 3)
    assert cache.get(b"b") is None
    assert cache.get(b"a") == 1 and cache.get(b"c") == 3
    assert len(cache) == 2


def test_overwrite_refreshes_and_does_not_grow() -> None:
    cache: LruCache[int] = LruCache(2)
    cache.put(b"a", 1)
    cache.put(b"b", 2)
    cache.put(b"a", 10)
    cache.put(b"c", 3)
    assert cache.get(b"a") == 10 and cache.get(b"b") is None


def test_size_zero_stores_nothing() -> None:
    cache: LruCache[int] = LruCache(0)
    cache.put(b"a", 1)
    assert cache.get(b"a") is None and len(cache) == 0
    with pytest.raises(ValueError):
        LruCache(-1)


def test_dense_entries_are_frozen_copies() -> None:
    cache = EmbeddingCache(4)
    vector = np.ones(4, dtype=np.float32)
    cache.put_dense(b"k", vector)
    vector[0] = 5.0
    stored = cache.dense.get(b"k")
    assert stored is not None and stored[0] == 1.0
    with pytest.raises(ValueError):
        stored[0] = 2.0

"""MiniLM vectors of LoCoMo texts through an on-disk cache, for the LoCoMo benchmarks.

Dense vectors are keyed by model and text, so reruns skip the model; queries the cache lacks
are embedded one at a time, as the embedder service would answer them.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from bench._common import say
from memstream.services.common.models.embedding import Bm25SparseEmbedder, MiniLMEmbedder
from memstream.services.common.models.embedding.minilm import MODEL_NAME
from memstream.services.common.stores.vectors import Embedding


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

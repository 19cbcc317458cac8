"""Optional backend running any sentence-transformers model through the real library.

For models the NumPy forward pass does not implement. sentence-transformers (and torch) are not
project dependencies: ``pip install 'memstream[sentence-transformers]'`` brings them, and they
are imported only when this backend is constructed.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from memstream.services.common.models.embedding.base import (
    BackendUnavailableError,
    DenseMatrix,
    LocalDenseEmbedder,
    check_texts,
    l2_normalize,
)


def _import_sentence_transformers() -> Any:
    try:
        return importlib.import_module("sentence_transformers")
    except ImportError as exc:
        raise BackendUnavailableError(
            "the 'sentence-transformers' embedding backend needs the sentence-transformers "
            "package: pip install 'memstream[sentence-transformers]' (or use backend 'minilm', "
            "which needs no torch)"
        ) from exc


class SentenceTransformerEmbedder(LocalDenseEmbedder):
    """Wraps ``sentence_transformers.SentenceTransformer``; rows are L2-normalised float32."""

    def __init__(
        self,
        model_name_or_path: str,
        *,
        device: str = "cpu",
        batch_size: int = 32,
        model_name: str | None = None,
    ) -> None:
        library = _import_sentence_transformers()
        self._model = library.SentenceTransformer(model_name_or_path, device=device)
        dim = self._model.get_sentence_embedding_dimension()
        if not isinstance(dim, int) or dim < 1:
            raise BackendUnavailableError(
                f"{model_name_or_path!r} does not report a fixed embedding dimension"
            )
        self.dim = dim
        self.model_name = model_name or model_name_or_path
        self.batch_size = batch_size
        # torch modules are not documented as safe for concurrent forward passes.
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> DenseMatrix:
        items = check_texts(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        with self._lock:
            vectors = self._model.encode(
                items,
                batch_size=self.batch_size,
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            )
        # Normalise again: a model whose pipeline ends without Normalize still honours the
        # contract, and for one that has it this is a no-op.
        return l2_normalize(vectors)

"""Embedding backends: dense (MiniLM offline, on ONNX Runtime by default or in NumPy, same
vectors; OpenAI-compatible; sentence-transformers; test-only hashing) and sparse BM25.

``OpenAIEmbedder`` and ``SentenceTransformerEmbedder`` load lazily: importing this package must
not pay for the openai client (~1 s) or require torch when the deployment uses neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memstream.services.common.models.embedding.base import (
    AsyncDenseEmbedder,
    Backend,
    BackendUnavailableError,
    DenseEmbedder,
    DenseMatrix,
    EmbeddingError,
    LocalDenseEmbedder,
    ModelIntegrityError,
    ModelLoadError,
    create_dense_embedder,
    l2_normalize,
)
from memstream.services.common.models.embedding.hashing import HashEmbedder
from memstream.services.common.models.embedding.minilm import MODEL_NAME as MINILM_MODEL_NAME
from memstream.services.common.models.embedding.minilm import PINNED_SHA256 as MINILM_SHA256
from memstream.services.common.models.embedding.minilm import MiniLMEmbedder, bundled_model_dir
from memstream.services.common.models.embedding.sparse import Bm25SparseEmbedder

if TYPE_CHECKING:
    from memstream.services.common.models.embedding.openai_embed import (
        EmbeddingServiceError,
        OpenAIEmbedder,
    )
    from memstream.services.common.models.embedding.st_backend import SentenceTransformerEmbedder

_LAZY = {
    "OpenAIEmbedder": "openai_embed",
    "EmbeddingServiceError": "openai_embed",
    "SentenceTransformerEmbedder": "st_backend",
}

__all__ = [
    "MINILM_MODEL_NAME",
    "MINILM_SHA256",
    "AsyncDenseEmbedder",
    "Backend",
    "BackendUnavailableError",
    "Bm25SparseEmbedder",
    "DenseEmbedder",
    "DenseMatrix",
    "EmbeddingError",
    "EmbeddingServiceError",
    "HashEmbedder",
    "LocalDenseEmbedder",
    "MiniLMEmbedder",
    "ModelIntegrityError",
    "ModelLoadError",
    "OpenAIEmbedder",
    "SentenceTransformerEmbedder",
    "bundled_model_dir",
    "create_dense_embedder",
    "l2_normalize",
]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module = importlib.import_module(f"{__name__}.{_LAZY[name]}")
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

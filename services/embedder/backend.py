"""Building the dense and sparse backends from settings."""

from __future__ import annotations

from memstream.services.common.models.embedding import (
    AsyncDenseEmbedder,
    Bm25SparseEmbedder,
    create_dense_embedder,
)
from memstream.services.embedder.settings import EmbedderSettings


def load_dense_embedder(settings: EmbedderSettings) -> AsyncDenseEmbedder:
    """The configured dense backend; blocking (model files, imports): run it in a thread."""
    if settings.backend == "openai":
        key = settings.openai_api_key
        return create_dense_embedder(
            "openai",
            model=settings.openai_model,
            base_url=settings.openai_base_url,
            api_key=key.get_secret_value() if key is not None else None,
            dimensions=settings.openai_dimensions,
            dim=settings.openai_dim,
            timeout=settings.openai_timeout_s,
            max_retries=settings.openai_retries,
        )
    if settings.backend == "sentence-transformers":
        return create_dense_embedder(
            "sentence-transformers", model_name_or_path=settings.st_model, device=settings.st_device
        )
    return create_dense_embedder("minilm")


def sparse_embedder(settings: EmbedderSettings) -> Bm25SparseEmbedder:
    return Bm25SparseEmbedder(avg_len=settings.bm25_avg_len, language=settings.bm25_language)


def sparse_model_name(embedder: Bm25SparseEmbedder) -> str:
    """Names the BM25 configuration: documents embedded under another one are not comparable."""
    cfg = embedder.config
    return f"bm25:{cfg.language}:k={cfg.k}:b={cfg.b}:avg_len={cfg.avg_len}"

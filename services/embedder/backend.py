"""Building the dense and sparse backends from settings, and their thread budget."""

from __future__ import annotations

import logging
import os

from threadpoolctl import threadpool_limits

from memstream.services.common.models.embedding import (
    AsyncDenseEmbedder,
    Bm25SparseEmbedder,
    create_dense_embedder,
)
from memstream.services.embedder.settings import EmbedderSettings

log = logging.getLogger(__name__)


def usable_cores() -> int:
    """Cores this process may run on (its affinity mask, where the platform has one)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def backend_threads(settings: EmbedderSettings, cores: int | None = None) -> int:
    """The threads one backend call uses: the setting, else half the cores (at least 1)."""
    if settings.threads is not None:
        return settings.threads
    return max(1, (cores if cores is not None else usable_cores()) // 2)


def backlog_lane_fits(settings: EmbedderSettings, cores: int | None = None) -> bool:
    """Whether the backlog lane's extra call has cores of its own: the calls it may run
    beside (every slot's) times the threads of each stay within the cores."""
    cores = cores if cores is not None else usable_cores()
    return backend_threads(settings, cores) * (settings.max_concurrency + 1) <= cores


def limit_blas_threads(threads: int) -> None:
    """Caps the BLAS pool of the whole process (OpenBLAS has one), for every later call.

    The NumPy pass runs on it; with the ONNX backend it only serves incidental NumPy work,
    which must not spread over the cores the backend and the event loop use either.
    """
    threadpool_limits(limits=threads, user_api="blas")


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
    threads = backend_threads(settings)
    limit_blas_threads(threads)
    log.info("dense backend %s on %d thread(s)", settings.backend, threads)
    if settings.backend == "minilm":
        return create_dense_embedder("minilm", max_batch_tokens=settings.max_batch_tokens)
    return create_dense_embedder(
        "minilm-onnx", threads=threads, max_batch_tokens=settings.max_batch_tokens
    )


def sparse_embedder(settings: EmbedderSettings) -> Bm25SparseEmbedder:
    return Bm25SparseEmbedder(avg_len=settings.bm25_avg_len, language=settings.bm25_language)


def sparse_model_name(embedder: Bm25SparseEmbedder) -> str:
    """Names the BM25 configuration: documents embedded under another one are not comparable."""
    cfg = embedder.config
    return f"bm25:{cfg.language}:k={cfg.k}:b={cfg.b}:avg_len={cfg.avg_len}"

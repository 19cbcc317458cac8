"""Contracts shared by every dense embedding backend, and the factory that picks one.

Two protocols because the backends differ in where the work happens: in-process models are
CPU-bound and synchronous (the ingest worker runs them on a thread), remote services are I/O
and naturally async. Every backend shipped here implements ``aembed``, so callers that live on
the event loop only ever need :class:`AsyncDenseEmbedder`; in-process backends additionally
expose the synchronous ``embed`` for batch jobs and tests.
"""

from __future__ import annotations

import abc
import asyncio
from collections.abc import Sequence
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memstream.services.common.messaging.errors import PermanentError, ServiceError

DenseMatrix = npt.NDArray[np.float32]
"""Row-per-text float32 matrix of shape ``(n, dim)``; every row has unit L2 norm."""

Backend = Literal["minilm-onnx", "minilm", "openai", "sentence-transformers", "hash"]


class EmbeddingError(ServiceError):
    """Base class for everything the embedding backends raise on purpose."""

    # The backend refused the texts of the call as such (a 400 for a text over the model's
    # context, say), not its own trouble: a batch failing so is retried request by request
    # (embedder/batcher.py), so that one request's text does not fail the others'.
    refused = False


class ModelLoadError(EmbeddingError, PermanentError):
    """Model files are missing, unreadable or describe an architecture we do not implement."""

    reason = "model_load_failed"


class ModelIntegrityError(ModelLoadError):
    """Model weights do not match the pinned checksum, so they are refused unparsed."""


class BackendUnavailableError(EmbeddingError):
    """An optional backend was requested but its third-party library is not installed."""


@runtime_checkable
class DenseEmbedder(Protocol):
    """A synchronous in-process backend (CPU-bound: call it from a worker thread)."""

    @property
    def model_name(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> DenseMatrix:
        """Return a ``(len(texts), dim)`` float32 matrix of L2-normalised rows, in input order."""
        ...


@runtime_checkable
class AsyncDenseEmbedder(Protocol):
    """What event-loop code depends on: every backend here satisfies it."""

    @property
    def model_name(self) -> str: ...

    @property
    def dim(self) -> int: ...

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        """Same contract as :meth:`DenseEmbedder.embed`, without blocking the event loop."""
        ...


class LocalDenseEmbedder(abc.ABC):
    """Base for in-process backends: implement ``embed``, get a thread-offloaded ``aembed``."""

    model_name: str
    dim: int

    @abc.abstractmethod
    def embed(self, texts: Sequence[str]) -> DenseMatrix:
        """Embed ``texts``; must be safe to call from several threads at once."""

    async def aembed(self, texts: Sequence[str]) -> DenseMatrix:
        # The forward pass holds the GIL only between NumPy calls, so a thread keeps the
        # event loop responsive while BLAS uses the cores.
        return await asyncio.to_thread(self.embed, list(texts))


def check_texts(texts: Sequence[str]) -> list[str]:
    """Reject the classic mistake of passing one string, which would embed its characters."""
    if isinstance(texts, str):
        raise TypeError("embed() takes a sequence of strings, not a single str")
    items = list(texts)
    for i, text in enumerate(items):
        if not isinstance(text, str):
            raise TypeError(f"texts[{i}] is {type(text).__name__}, expected str")
    return items


def l2_normalize(matrix: npt.ArrayLike) -> DenseMatrix:
    """Row-wise L2 normalisation to float32; all-zero rows stay zero instead of becoming NaN."""
    out = np.array(matrix, dtype=np.float32, copy=True, ndmin=2)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    np.maximum(norms, np.float32(1e-12), out=norms)
    out /= norms
    return out


def create_dense_embedder(backend: Backend, **settings: Any) -> AsyncDenseEmbedder:
    """Build a dense embedder by backend name; ``settings`` go to that backend's constructor.

    ``minilm-onnx`` (ONNX Runtime) is the offline default; ``minilm`` is the same model in
    NumPy, with the same vectors. ``hash`` is a deterministic bag-of-words hasher meant
    only for unit tests: it has no semantic knowledge, so it is never a default and must not
    be configured in a deployment. Imports are deferred so that a deployment using one backend
    never pays for (or needs) the others' libraries.
    """
    if backend == "minilm":
        from memstream.services.common.models.embedding.minilm import MiniLMEmbedder

        return MiniLMEmbedder(**settings)
    if backend == "minilm-onnx":
        from memstream.services.common.models.embedding.minilm_onnx import MiniLMOnnxEmbedder

        return MiniLMOnnxEmbedder(**settings)
    if backend == "openai":
        from memstream.services.common.models.embedding.openai_embed import OpenAIEmbedder

        return OpenAIEmbedder(**settings)
    if backend == "sentence-transformers":
        from memstream.services.common.models.embedding.st_backend import (
            SentenceTransformerEmbedder,
        )

        return SentenceTransformerEmbedder(**settings)
    if backend == "hash":
        from memstream.services.common.models.embedding.hashing import HashEmbedder

        return HashEmbedder(**settings)
    raise ValueError(
        f"unknown embedding backend {backend!r}; "
        "expected one of: minilm-onnx, minilm, openai, sentence-transformers, hash"
    )

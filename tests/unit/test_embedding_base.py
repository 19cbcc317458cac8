"""Factory, protocols, the test-only hash embedder and the sentence-transformers wrapper."""

from __future__ import annotations

import sys
import types
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from memstream.services.common.models.embedding import (
    AsyncDenseEmbedder,
    BackendUnavailableError,
    DenseEmbedder,
    HashEmbedder,
    MiniLMEmbedder,
    create_dense_embedder,
    l2_normalize,
)
from memstream.services.common.models.embedding.base import Backend


def test_hash_embedder_is_deterministic_and_unit_norm() -> None:
    embedder = HashEmbedder(dim=32)
    texts = ["User likes green tea", "user LIKES green tea!", "", "???", "quarterly budget"]
    vectors = embedder.embed(texts)
    assert vectors.shape == (5, 32) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    np.testing.assert_allclose(vectors, HashEmbedder(dim=32).embed(texts), rtol=0, atol=1e-7)
    # Same words (case and punctuation aside) give the same vector; wordless texts agree too.
    np.testing.assert_allclose(vectors[0], vectors[1], rtol=0, atol=1e-7)
    np.testing.assert_allclose(vectors[2], vectors[3], rtol=0, atol=1e-7)
    assert float(vectors[0] @ vectors[4]) < 0.99


def test_hash_embedder_overlap_raises_similarity() -> None:
    a, b, c = HashEmbedder(dim=256).embed(
        ["meeting with alice on friday", "alice meeting moved to friday", "buy oat milk"]
    )
    assert float(a @ b) > float(a @ c)


async def test_hash_embedder_async_matches_sync() -> None:
    embedder = HashEmbedder()
    np.testing.assert_allclose(
        await embedder.aembed(["x y"]), embedder.embed(["x y"]), rtol=0, atol=1e-7
    )
    assert embedder.model_name == "hash-bow-64"


def test_protocols_are_satisfied() -> None:
    embedder = HashEmbedder()
    assert isinstance(embedder, DenseEmbedder)
    assert isinstance(embedder, AsyncDenseEmbedder)


def test_factory_hash_and_minilm() -> None:
    hashed = create_dense_embedder("hash", dim=16)
    assert isinstance(hashed, HashEmbedder) and hashed.dim == 16
    minilm = create_dense_embedder("minilm", batch_size=8)
    assert isinstance(minilm, MiniLMEmbedder) and minilm.dim == 384


def test_factory_rejects_unknown_backend_and_settings() -> None:
    bogus: Any = "word2vec"
    with pytest.raises(ValueError, match="unknown embedding backend"):
        create_dense_embedder(bogus)
    with pytest.raises(TypeError):
        create_dense_embedder("hash", dimension=3)


def test_l2_normalize_keeps_zero_rows_finite() -> None:
    out = l2_normalize([[3.0, 4.0], [0.0, 0.0]])
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, [[0.6, 0.8], [0.0, 0.0]])


class _FakeSentenceTransformer:
    """Just enough of sentence_transformers.SentenceTransformer to exercise the wrapper."""

    calls: list[dict[str, Any]] = []

    def __init__(self, name: str, device: str) -> None:
        self.name, self.device = name, device

    def get_sentence_embedding_dimension(self) -> int:
        return 3

    def encode(self, sentences: Sequence[str], **kwargs: Any) -> np.ndarray[Any, Any]:
        self.calls.append({"sentences": list(sentences), **kwargs})
        # Unnormalised float64, to prove the wrapper enforces the contract itself.
        return np.asarray([[len(s) + 1.0, 2.0, 2.0] for s in sentences], dtype=np.float64)


def test_sentence_transformers_backend_wraps_the_library(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = types.ModuleType("sentence_transformers")
    fake.SentenceTransformer = _FakeSentenceTransformer  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "sentence_transformers", fake)
    backend: Backend = "sentence-transformers"
    embedder = create_dense_embedder(backend, model_name_or_path="some/model", batch_size=7)
    assert embedder.dim == 3 and embedder.model_name == "some/model"
    assert isinstance(embedder, DenseEmbedder)
    vectors = embedder.embed(["a", ""])
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    np.testing.assert_allclose(vectors[0], np.array([2.0, 2.0, 2.0]) / np.sqrt(12), atol=1e-6)
    assert _FakeSentenceTransformer.calls[-1]["batch_size"] == 7
    assert embedder.embed([]).shape == (0, 3)


def test_sentence_transformers_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    # None in sys.modules makes the import fail even where the library is installed.
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)
    with pytest.raises(BackendUnavailableError, match="pip install"):
        create_dense_embedder("sentence-transformers", model_name_or_path="x")

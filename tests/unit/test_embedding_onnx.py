"""The ONNX Runtime MiniLM (the default dense backend) against the NumPy pass and the
sentence-transformers reference; backend choice and thread budget from the settings; and
model loading that never touches the network."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from threadpoolctl import threadpool_info, threadpool_limits

from memstream.services.common.models.embedding.minilm import MiniLMEmbedder
from memstream.services.common.models.embedding.minilm_onnx import (  # noqa: E402
    MiniLMOnnxEmbedder,
)
from memstream.services.embedder.backend import (
    backend_threads,
    limit_blas_threads,
    load_dense_embedder,
)
from memstream.services.embedder.settings import EmbedderSettings

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "minilm_reference.json"
REF = json.loads(REFERENCE.read_text(encoding="utf-8"))
REF_TEXTS: list[str] = [item["text"] for item in REF["items"]]
REF_VECTORS = np.asarray([item["vector"] for item in REF["items"]], dtype=np.float64)


def _cosines(a: Any, b: Any) -> Any:
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    return (a * b).sum(1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))


@pytest.fixture(scope="module")
def numpy_pass() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture(scope="module")
def onnx_pass(numpy_pass: MiniLMEmbedder) -> MiniLMOnnxEmbedder:
    return MiniLMOnnxEmbedder(weights=numpy_pass.model)


def test_same_model_same_vectors_as_the_numpy_pass(
    numpy_pass: MiniLMEmbedder, onnx_pass: MiniLMOnnxEmbedder
) -> None:
    # Same weights, same function: the store needs no re-embedding to switch backends.
    assert onnx_pass.model_name == numpy_pass.model_name
    assert onnx_pass.dim == numpy_pass.dim == 384
    batched = onnx_pass.embed(REF_TEXTS)
    one_by_one = np.vstack([onnx_pass.embed([t]) for t in REF_TEXTS])
    reference = numpy_pass.embed(REF_TEXTS)
    assert batched.dtype == np.float32 and batched.shape == reference.shape
    assert _cosines(batched, reference).min() >= 0.99999
    assert _cosines(one_by_one, reference).min() >= 0.99999
    np.testing.assert_allclose(np.linalg.norm(batched, axis=1), 1.0, atol=1e-5)


def test_matches_sentence_transformers(onnx_pass: MiniLMOnnxEmbedder) -> None:
    assert REF["max_seq_length"] == onnx_pass.max_seq_length  # truncation is exercised
    assert _cosines(onnx_pass.embed(REF_TEXTS), REF_VECTORS).min() >= 0.99999


def test_more_threads_and_other_groupings_give_the_same_vectors(
    numpy_pass: MiniLMEmbedder, onnx_pass: MiniLMOnnxEmbedder
) -> None:
    wide = MiniLMOnnxEmbedder(threads=2, max_batch_tokens=10_000, weights=numpy_pass.model)
    np.testing.assert_allclose(wide.embed(REF_TEXTS), onnx_pass.embed(REF_TEXTS), atol=1e-5)
    assert onnx_pass.embed([]).shape == (0, 384)
    with pytest.raises(TypeError):
        onnx_pass.embed("one string, not a list")


def test_a_foreign_graph_needs_its_own_model_name(numpy_pass: MiniLMEmbedder) -> None:
    with pytest.raises(ValueError, match="model_name"):
        MiniLMOnnxEmbedder(weights=numpy_pass.model, graph=b"not read")


def test_backend_choice_and_threads_come_from_the_settings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert EmbedderSettings().backend == "minilm-onnx"
    assert backend_threads(EmbedderSettings(), cores=2) == 1  # memstream up on 2 cores
    assert backend_threads(EmbedderSettings(), cores=1) == 1
    assert backend_threads(EmbedderSettings(), cores=8) == 4
    monkeypatch.setenv("MEMSTREAM_EMBEDDER_THREADS", "3")
    monkeypatch.setenv("MEMSTREAM_EMBEDDER_MAX_BATCH_TOKENS", "128")
    cfg = EmbedderSettings()
    assert backend_threads(cfg, cores=2) == 3 and cfg.max_batch_tokens == 128
    monkeypatch.delenv("MEMSTREAM_EMBEDDER_MAX_BATCH_TOKENS")

    original = [pool["num_threads"] for pool in threadpool_info() if pool["user_api"] == "blas"]
    with threadpool_limits(limits=max(original, default=1), user_api="blas"):
        onnx = load_dense_embedder(EmbedderSettings(threads=1))
        assert isinstance(onnx, MiniLMOnnxEmbedder) and onnx.threads == 1
        assert onnx.max_batch_tokens == 256
        assert all(p["num_threads"] == 1 for p in threadpool_info() if p["user_api"] == "blas")
        numpy = load_dense_embedder(EmbedderSettings(backend="minilm", max_batch_tokens=64))
        assert isinstance(numpy, MiniLMEmbedder) and numpy.max_batch_tokens == 64
        # A cap, not a setting: no BLAS pool runs more threads than it, whatever pools the
        # process loaded (a pool never grows past the size it started with).
        limit_blas_threads(2)
        blas = [p["num_threads"] for p in threadpool_info() if p["user_api"] == "blas"]
        assert blas and all(1 <= n <= 2 for n in blas)
        limit_blas_threads(1)
        assert all(p["num_threads"] == 1 for p in threadpool_info() if p["user_api"] == "blas")


OFFLINE_PROBE = textwrap.dedent(
    """
    import sys

    def no_network(event, args):
        if event in ("socket.connect", "socket.getaddrinfo", "socket.gethostbyname"):
            raise RuntimeError(f"network access during model loading: {event} {args!r}")

    sys.addaudithook(no_network)
    from memstream.services.embedder.backend import load_dense_embedder
    from memstream.services.embedder.settings import EmbedderSettings

    for backend in ("minilm-onnx", "minilm"):
        dense = load_dense_embedder(EmbedderSettings(backend=backend))
        print(backend, dense.model_name, dense.embed(["offline"]).shape)
    """
)


def test_loading_the_default_backends_makes_no_network_call() -> None:
    # A fresh interpreter, so every import happens under the audit hook.
    result = subprocess.run(
        [sys.executable, "-c", OFFLINE_PROBE],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert result.returncode == 0, result.stderr
    assert "minilm-onnx sentence-transformers/all-MiniLM-L6-v2 (1, 384)" in result.stdout
    assert "minilm sentence-transformers/all-MiniLM-L6-v2 (1, 384)" in result.stdout

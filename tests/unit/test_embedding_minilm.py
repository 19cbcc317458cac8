"""The NumPy all-MiniLM-L6-v2 must reproduce sentence-transformers and refuse tampered weights."""

from __future__ import annotations

import json
import math
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memstream.services.common.models.embedding import (
    MINILM_SHA256,
    MiniLMEmbedder,
    ModelIntegrityError,
    ModelLoadError,
    bundled_model_dir,
)
from memstream.services.common.models.embedding.erf import erf, gelu_

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "minilm_reference.json"


def _reference() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(REFERENCE.read_text(encoding="utf-8"))
    return data


REF = _reference()
REF_TEXTS: list[str] = [item["text"] for item in REF["items"]]
REF_VECTORS = np.asarray([item["vector"] for item in REF["items"]], dtype=np.float64)


@pytest.fixture(scope="module")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture(scope="module")
def one_by_one(embedder: MiniLMEmbedder) -> np.ndarray[Any, Any]:
    return np.vstack([embedder.embed([t]) for t in REF_TEXTS])


@pytest.fixture(scope="module")
def batched() -> np.ndarray[Any, Any]:
    # Batches of 4 after sorting by length: padded batches without padding every short text
    # to 256 tokens, which would make this fixture the slowest thing in the suite.
    return MiniLMEmbedder(batch_size=4).embed(REF_TEXTS)


def _cosine(a: np.ndarray[Any, Any], b: np.ndarray[Any, Any]) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_reference_was_made_from_the_pinned_weights() -> None:
    assert REF["model_sha256"] == MINILM_SHA256
    assert REF["max_seq_length"] == 256
    # The set must exercise truncation, or the 256-token limit would go untested.
    assert max(item["untruncated_tokens"] for item in REF["items"]) > 256


@pytest.mark.parametrize("index", range(len(REF_TEXTS)), ids=lambda i: REF_TEXTS[i][:24])
def test_matches_sentence_transformers(
    one_by_one: np.ndarray[Any, Any], batched: np.ndarray[Any, Any], index: int
) -> None:
    assert _cosine(one_by_one[index].astype(np.float64), REF_VECTORS[index]) >= 0.99999
    assert _cosine(batched[index].astype(np.float64), REF_VECTORS[index]) >= 0.99999


def test_shape_dtype_and_unit_norm(embedder: MiniLMEmbedder, batched: np.ndarray[Any, Any]) -> None:
    vectors = batched
    assert vectors.shape == (len(REF_TEXTS), 384) == (len(REF_TEXTS), embedder.dim)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    assert embedder.model_name == "sentence-transformers/all-MiniLM-L6-v2"


def test_batching_matches_one_by_one(
    embedder: MiniLMEmbedder, one_by_one: np.ndarray[Any, Any], batched: np.ndarray[Any, Any]
) -> None:
    # Padding changes BLAS blocking, so only float32 rounding may differ.
    np.testing.assert_allclose(batched, one_by_one, atol=2e-6)
    # Heavy padding: three short texts share a batch with one padded out to 256 tokens.
    mixed = [0, len(REF_TEXTS) - 1, 1, 6]
    np.testing.assert_allclose(
        embedder.embed([REF_TEXTS[i] for i in mixed]), one_by_one[mixed], atol=2e-6
    )


def test_unpadded_batch_matches_reference(embedder: MiniLMEmbedder) -> None:
    # Both truncated to 256 tokens: a batch with no padded keys, which skips the key mask.
    last_two = [len(REF_TEXTS) - 2, len(REF_TEXTS) - 1]
    assert all(REF["items"][i]["untruncated_tokens"] > 256 for i in last_two)
    vectors = embedder.embed([REF_TEXTS[i] for i in last_two])
    for row, index in enumerate(last_two):
        assert _cosine(vectors[row].astype(np.float64), REF_VECTORS[index]) >= 0.99999


def test_output_follows_input_order(
    embedder: MiniLMEmbedder, one_by_one: np.ndarray[Any, Any]
) -> None:
    # Batches are formed by length, so this catches any mix-up when scattering rows back.
    order = np.random.default_rng(7).permutation(len(REF_TEXTS) - 2)
    shuffled = embedder.embed([REF_TEXTS[i] for i in order])
    np.testing.assert_allclose(shuffled, one_by_one[order], atol=2e-6)


def test_tokens_past_max_seq_length_are_ignored(embedder: MiniLMEmbedder) -> None:
    stem = "memory " * 300
    a, b = embedder.embed([stem + "about cats", stem + "regarding the stock market"])
    # Rows of one batch may go through different BLAS kernels (OpenBLAS picks per CPU):
    # equal means equal to float32 rounding, not bit for bit.
    np.testing.assert_allclose(a, b, rtol=0, atol=1e-6)
    # ...but a short text is not truncated at the bundled tokenizer's 128.
    short = "word " * 150
    c, d = embedder.embed([short + "about cats", short + "regarding the stock market"])
    assert float(np.max(np.abs(c - d))) > 1e-3


def test_empty_input_and_type_errors(embedder: MiniLMEmbedder) -> None:
    assert embedder.embed([]).shape == (0, 384)
    with pytest.raises(TypeError):
        embedder.embed("a single string")
    with pytest.raises(TypeError):
        embedder.embed(["ok", 3])  # type: ignore[list-item]


def test_semantics_survive(embedder: MiniLMEmbedder) -> None:
    cat, kitten, tax = embedder.embed(
        ["The cat sleeps on the sofa.", "A kitten naps on the couch.", "File your tax return."]
    )
    assert float(cat @ kitten) > float(cat @ tax) + 0.3


def test_concurrent_threads_get_the_same_vectors(
    embedder: MiniLMEmbedder, one_by_one: np.ndarray[Any, Any]
) -> None:
    texts = REF_TEXTS[:-2]
    with ThreadPoolExecutor(max_workers=3) as pool:
        results = list(pool.map(lambda _: embedder.embed(texts), range(3)))
    for result in results:
        np.testing.assert_allclose(result, one_by_one[:-2], atol=2e-6)


async def test_aembed_runs_off_the_loop(
    embedder: MiniLMEmbedder, one_by_one: np.ndarray[Any, Any]
) -> None:
    vectors = await embedder.aembed(REF_TEXTS[:3])
    np.testing.assert_allclose(vectors, one_by_one[:3], atol=2e-6)


def _copy_model(tmp_path: Path) -> Path:
    target = tmp_path / "model"
    shutil.copytree(bundled_model_dir(), target)
    return target


def test_tampered_weights_are_refused(tmp_path: Path) -> None:
    model_dir = _copy_model(tmp_path)
    weights = model_dir / "model.safetensors"
    blob = bytearray(weights.read_bytes())
    blob[len(blob) // 2] ^= 0x01  # one bit inside tensor data: still a parseable file
    weights.write_bytes(bytes(blob))
    with pytest.raises(ModelIntegrityError, match=MINILM_SHA256):
        MiniLMEmbedder(model_dir=model_dir)


def test_copied_untampered_model_dir_loads(tmp_path: Path) -> None:
    model_dir = _copy_model(tmp_path)
    vector = MiniLMEmbedder(model_dir=model_dir).embed([REF_TEXTS[0]])[0]
    assert _cosine(vector.astype(np.float64), REF_VECTORS[0]) >= 0.99999


def test_wrong_pinned_checksum_is_refused() -> None:
    with pytest.raises(ModelIntegrityError):
        MiniLMEmbedder(expected_sha256="0" * 64)


def _linked_model(tmp_path: Path, config_edit: dict[str, Any]) -> Path:
    """A model dir of symlinks to the real files, except for an edited config.json."""
    source = bundled_model_dir()
    target = tmp_path / "model"
    target.mkdir()
    for item in source.iterdir():
        if item.name != "config.json":
            (target / item.name).symlink_to(item)
    config = json.loads((source / "config.json").read_text(encoding="utf-8"))
    config.update(config_edit)
    (target / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return target


def test_unsupported_architecture_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError, match="hidden_act"):
        MiniLMEmbedder(model_dir=_linked_model(tmp_path, {"hidden_act": "relu"}))


def test_weights_not_matching_config_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError, match="shape"):
        MiniLMEmbedder(model_dir=_linked_model(tmp_path, {"intermediate_size": 1024}))


def test_missing_model_dir_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError, match="does not exist"):
        MiniLMEmbedder(model_dir=tmp_path / "nowhere")


def test_erf_matches_math_erf() -> None:
    grid = np.concatenate([np.linspace(-6.0, 6.0, 200_001), [0.0, -0.0, 1e-30, 40.0, -40.0]])
    exact = np.array([math.erf(v) for v in grid])
    # 2.3e-9 from the fit on |z| <= 4, 1.5e-8 from clamping to erf(4) beyond it.
    assert np.max(np.abs(erf(grid) - exact)) < 2e-8
    grid32 = grid.astype(np.float32)
    exact32 = np.array([math.erf(float(v)) for v in grid32])
    # float32 spacing just below 1.0 is 6e-8, so ~1e-7 is as close as float32 gets.
    assert np.max(np.abs(erf(grid32).astype(np.float64) - exact32)) < 1.2e-7
    assert erf(np.float32(0.0)) == 0.0


def test_gelu_is_the_exact_erf_form() -> None:
    x = np.random.default_rng(3).standard_normal(100_003).astype(np.float32) * 4
    x[:4] = [0.0, -10.0, 10.0, -0.5]
    exact = np.array([0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0))) for v in x.astype(float)])
    got = gelu_(x.copy()).astype(np.float64)
    assert np.max(np.abs(got - exact) / np.maximum(1.0, np.abs(exact))) < 3e-7
    # tanh-approximate GELU differs by up to ~5e-4; make sure that is not what we compute.
    tanh_form = 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x**3)))
    assert np.max(np.abs(tanh_form - exact)) > 1e-4

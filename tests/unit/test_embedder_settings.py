"""Embedder settings from the environment, and the OpenAI backend behind the service."""

from __future__ import annotations

import json

import numpy as np
import pytest

from memstream.contracts.embed import EmbedResponse, unpack_f32
from memstream.contracts.errors import ErrorReply
from memstream.services.common.models.embedding import Bm25SparseEmbedder
from memstream.services.embedder.backend import load_dense_embedder, sparse_model_name
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.cache import EmbeddingCache
from memstream.services.embedder.service import EmbedderService
from memstream.services.embedder.settings import EmbedderSettings
from tests.support.openai_stub import OpenAIStub, stub_embedding


def test_standard_openai_variables_are_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://llm.local/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-generic")
    monkeypatch.setenv("MEMSTREAM_EMBEDDER_BACKEND", "openai")
    cfg = EmbedderSettings()
    assert cfg.backend == "openai"
    assert cfg.openai_base_url == "http://llm.local/v1"
    assert cfg.openai_api_key is not None and cfg.openai_api_key.get_secret_value() == "sk-generic"

    monkeypatch.setenv("MEMSTREAM_EMBEDDER_OPENAI_BASE_URL", "http://embed.local/v1")
    assert EmbedderSettings().openai_base_url == "http://embed.local/v1"
    assert "sk-generic" not in repr(EmbedderSettings())


def test_defaults_and_field_names_in_code(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    cfg = EmbedderSettings(openai_base_url="http://x/v1", max_batch=8)
    assert cfg.backend == "minilm-onnx" and cfg.openai_base_url == "http://x/v1"
    assert (cfg.batch_window_ms, cfg.max_batch, cfg.cache_size) == (2.0, 8, 20_000)


def test_sparse_model_name_describes_the_configuration() -> None:
    name = sparse_model_name(Bm25SparseEmbedder(avg_len=64.0))
    assert name.startswith("bm25:") and "avg_len=64.0" in name


async def test_openai_backend_serves_requests_and_reports_outages() -> None:
    with OpenAIStub() as stub:
        cfg = EmbedderSettings(
            backend="openai",
            openai_base_url=stub.base_url,
            openai_api_key="sk-test",
            openai_dimensions=256,
            openai_retries=0,
        )
        dense = load_dense_embedder(cfg)
        assert dense.model_name == "text-embedding-3-small@256" and dense.dim == 256
        batcher = MicroBatcher(dense, window_s=0.0, max_batch=16)
        batcher.start()
        service = EmbedderService(
            batcher,
            Bm25SparseEmbedder(),
            EmbeddingCache(10),
            max_text_chars=1000,
            max_reply_bytes=1 << 20,
        )
        try:
            body = json.dumps({"texts": ["hello", "world"]}).encode()
            reply = EmbedResponse.model_validate_json(await service.handle("", body))
            assert reply.model == "text-embedding-3-small@256" and reply.dim == 256
            assert np.allclose(unpack_f32(reply.dense[0]), stub_embedding("hello", 256), atol=1e-6)

            stub.script_embeddings_errors([503])
            failed = json.dumps({"texts": ["not cached yet"]}).encode()
            error = ErrorReply.model_validate_json(await service.handle("", failed))
            assert error.code == "unavailable" and "503" in error.message
        finally:
            await batcher.stop(timeout=5)
            close = getattr(dense, "aclose", None)
            if close is not None:
                await close()

"""Pytest fixtures backed by tests/support; tests/conftest.py imports them to share them."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from memstream.services.common.stores.vectorstore import VectorStore, open_vector_store
from tests.support.openai_stub import OpenAIStub

# The dimension of the small hand-made vectors the store tests use.
SMALL_DIM = 8


@pytest.fixture
def openai_stub() -> Iterator[OpenAIStub]:
    """A fresh OpenAI-compatible stub on a free loopback port, closed after the test."""
    with OpenAIStub() as stub:
        yield stub


@pytest.fixture(name="store", params=["edge", "memory"])
async def small_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[VectorStore]:
    """A vector store of `SMALL_DIM` dimensions on each real Qdrant engine: embedded
    (qdrant-edge, on disk) and qdrant-client's local mode, closed after the test."""
    backend = request.param
    s = await open_vector_store(
        backend, tmp_path / "vectors" if backend == "edge" else None, SMALL_DIM
    )
    yield s
    await s.close()

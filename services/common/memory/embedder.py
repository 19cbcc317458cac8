"""Where a service's memory vectors come from: the embedder service, or an in-process model.

`TextEmbedder` is what the extractor and the scheduler embed with. The embedder service
is the deployment default (`EmbeddingClient` over `mem.embed`); the local adapter serves
benchmarks and tests that run the write path or the jobs without the embedder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

from memstream.services.common.models.embedding import AsyncDenseEmbedder, Bm25SparseEmbedder
from memstream.services.common.stores.vectors import Embedding

Purpose = Literal["document", "query"]


class TextEmbedder(Protocol):
    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        """Dense and sparse vectors of `texts`, in order."""
        ...


class LocalTextEmbedder:
    """A dense backend in this process plus client-side BM25."""

    def __init__(self, dense: AsyncDenseEmbedder, sparse: Bm25SparseEmbedder | None = None) -> None:
        self._dense = dense
        self._sparse = sparse or Bm25SparseEmbedder()

    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        items = list(texts)
        if not items:
            return []
        matrix = await self._dense.aembed(items)
        sparse = (
            self._sparse.embed_queries(items)
            if purpose == "query"
            else self._sparse.embed_documents(items)
        )
        model = self._dense.model_name
        return [
            Embedding(dense=matrix[i], sparse=sparse[i], model=model) for i in range(len(items))
        ]

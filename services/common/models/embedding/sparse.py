"""BM25 sparse vectors computed on the client with ``qdrant_edge.Bm25``.

How the pieces fit: BM25(q, d) = sum over query terms t of IDF(t) * TF-part(t, d). The
TF-part depends only on the document (its term counts, its length against ``avg_len``,
``k`` and ``b``), so :meth:`Bm25SparseEmbedder.embed_document` bakes it into the stored
weights. IDF depends on the whole collection, so it is *not* in either vector: the sparse
vector config of the collection must use ``modifier=Modifier.Idf`` and Qdrant applies it at
query time from its live statistics. Queries therefore carry weight 1.0 per unique term
(:meth:`Bm25SparseEmbedder.embed_query`): repeated query words do not count twice.

Indices are hashes of the processed tokens (lower-cased, stop words removed, stemmed for the
configured language), so documents and queries must come from the same configuration; changing
``language`` or the tokenizer means re-embedding the collection.

``avg_len`` should be near the real average token count of stored texts: the default (256,
Qdrant's) suits long documents; chat memories are much shorter.
"""

from __future__ import annotations

from collections.abc import Sequence

from qdrant_edge import Bm25, Bm25Config

from memstream.services.common.stores.vectors import SparseVector


class Bm25SparseEmbedder:
    """Document and query BM25 vectors; stateless after construction, so safe to share."""

    def __init__(
        self,
        *,
        k: float = 1.2,
        b: float = 0.75,
        avg_len: float = 256.0,
        language: str = "english",
    ) -> None:
        # Bm25 raises ValueError for out-of-range k/b/avg_len or an unknown language.
        self.config = Bm25Config(k=k, b=b, avg_len=avg_len, language=language)
        self._bm25 = Bm25(self.config)

    def embed_document(self, text: str) -> SparseVector:
        """Weights for storage: saturated, length-normalised term frequencies (no IDF)."""
        vec = self._bm25.embed_document(text)
        return SparseVector(indices=list(vec.indices), values=list(vec.values))

    def embed_query(self, text: str) -> SparseVector:
        """Weights for search: 1.0 per unique term; the collection's IDF modifier does the rest."""
        vec = self._bm25.embed_query(text)
        return SparseVector(indices=list(vec.indices), values=list(vec.values))

    def embed_documents(self, texts: Sequence[str]) -> list[SparseVector]:
        return [self.embed_document(t) for t in texts]

    def embed_queries(self, texts: Sequence[str]) -> list[SparseVector]:
        return [self.embed_query(t) for t in texts]

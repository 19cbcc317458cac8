"""The retriever: query building, tiered hybrid search, ranking, trust pass, inject block."""

from memstream.services.retriever.pipeline import Retriever, SparseQueryEmbedder
from memstream.services.retriever.settings import RetrieverSettings

__all__ = ["Retriever", "RetrieverSettings", "SparseQueryEmbedder"]

"""The retriever: query building, tiered hybrid search, ranking, trust pass, inject block."""

from services.retriever.pipeline import Retriever, SparseQueryEmbedder
from services.retriever.settings import RetrieverSettings

__all__ = ["Retriever", "RetrieverSettings", "SparseQueryEmbedder"]

"""Embedding requests to the embedder service (`mem.embed`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from contracts.common import Message


class EmbedRequest(Message):
    """Texts to embed; the embedder micro-batches concurrent requests."""

    texts: list[str] = Field(min_length=1, max_length=256, description="Texts to embed.")
    dense: bool = Field(default=True, description="Return dense vectors.")
    sparse: bool = Field(default=True, description="Return BM25 sparse vectors.")
    purpose: Literal["document", "query"] = Field(
        default="document", description="BM25 weighs documents and queries differently."
    )


class SparseVectorOut(Message):
    """A sparse vector on the wire."""

    indices: list[int] = Field(description="Token indices.")
    values: list[float] = Field(description="Weights, parallel to indices.")


class EmbedResponse(Message):
    """One dense and/or sparse vector per input text, in input order."""

    type: Literal["embed"] = Field(default="embed", description="Reply discriminator.")
    model: str = Field(description="Dense model that made the vectors.")
    dim: int = Field(description="Dense dimension.")
    dense: list[list[float]] = Field(default_factory=list, description="Dense vectors.")
    sparse: list[SparseVectorOut] = Field(default_factory=list, description="Sparse vectors.")
    cached: int = Field(default=0, description="How many texts came from the cache.")

"""Embedding requests to the embedder service (`mem.embed`).

Vectors travel as base64 of little-endian float32 (dense values, sparse weights) and
little-endian uint32 (sparse indices), not as JSON number lists. Measured for 384-dim
MiniLM vectors through pydantic (encode + decode, this repo's models): one vector is
2.1 KB instead of 8.0 KB and encodes 6x / decodes 1.6x faster; a 64-vector reply is
131 KB instead of 515 KB, 10x faster to encode and 5.7x faster to decode. The size is
what decides it: NATS caps a message at 1 MB by default, and 256 dense vectors as JSON
(about 2 MB) would not fit in one reply at all, while as base64 they take about 0.5 MB.
Float32 is exactly what the models produce, so nothing is lost.

`pack_f32`/`unpack_f32` (and the u32 pair) are the reference codec, stdlib only, so any
client can read the vectors without NumPy.
"""

from __future__ import annotations

import base64
import sys
from array import array
from collections.abc import Sequence
from typing import Final, Literal

from pydantic import Field

from memstream.contracts.common import Identifier, Message

MAX_TEXTS = 256
"""Most texts one request may carry; clients split longer lists."""

EmbedPriority = Literal["query", "index", "enrich"]
"""Who waits on an embedding, best served first: a read path's query, the episode indexer's
turns (not searchable until embedded), enrichment (extractor, graph, scheduler items)."""

VECTOR_ENCODING: Final = "base64-le"

# The C type behind "I" is 4 bytes on every mainstream platform, but only "at least 2".
_U32: Final = "I" if array("I").itemsize == 4 else "L"


def _to_b64(arr: array[float] | array[int]) -> str:
    if sys.byteorder != "little":
        arr.byteswap()
    return base64.b64encode(arr.tobytes()).decode("ascii")


def _from_b64(arr: array[float] | array[int], data: str) -> None:
    arr.frombytes(base64.b64decode(data, validate=True))
    if sys.byteorder != "little":
        arr.byteswap()


def pack_f32(values: Sequence[float]) -> str:
    """Base64 of little-endian float32 values."""
    return _to_b64(array("f", values))


def unpack_f32(data: str) -> list[float]:
    """Inverse of `pack_f32`."""
    arr = array("f")
    _from_b64(arr, data)
    return arr.tolist()


def pack_u32(values: Sequence[int]) -> str:
    """Base64 of little-endian uint32 values."""
    return _to_b64(array(_U32, values))


def unpack_u32(data: str) -> list[int]:
    """Inverse of `pack_u32`."""
    arr = array(_U32)
    _from_b64(arr, data)
    return arr.tolist()


class EmbedRequest(Message):
    """Texts to embed; the embedder micro-batches concurrent requests."""

    texts: list[str] = Field(
        min_length=1, max_length=MAX_TEXTS, description="Texts to embed, at most 256."
    )
    dense: bool = Field(default=True, description="Return dense vectors.")
    sparse: bool = Field(default=True, description="Return BM25 sparse vectors.")
    purpose: Literal["document", "query"] = Field(
        default="document", description="BM25 weighs documents and queries differently."
    )
    tenant_id: Identifier | None = Field(
        default=None,
        description="Tenant the texts are embedded for, for the cost ledger; None = system "
        "work (counted under the `system` class, charged to no tenant).",
    )
    priority: EmbedPriority | None = Field(
        default=None,
        description="Class the embedder serves the texts in when its backend is busy: "
        "`query` first, then `index`, then `enrich` (an `enrich` request that has waited "
        "a few seconds is served as `index`). None, what clients older than the field "
        "send: `query` for purpose `query`, `index` for documents.",
    )

    @property
    def effective_priority(self) -> EmbedPriority:
        """The class the request is served in, None resolved from the purpose."""
        if self.priority is not None:
            return self.priority
        return "query" if self.purpose == "query" else "index"


class SparseVectorOut(Message):
    """A sparse vector on the wire."""

    indices: str = Field(description="Token indices: base64 of little-endian uint32.")
    values: str = Field(description="Weights parallel to indices: base64 of little-endian f32.")


class EmbedResponse(Message):
    """One dense and/or sparse vector per input text, in input order."""

    type: Literal["embed"] = Field(default="embed", description="Reply discriminator.")
    model: str = Field(description="Dense model that made the dense vectors.")
    sparse_model: str = Field(description="Sparse (BM25) configuration that made the weights.")
    dim: int = Field(description="Dense dimension.")
    encoding: Literal["base64-le"] = Field(
        default=VECTOR_ENCODING, description="How vectors are encoded (see module docs)."
    )
    dense: list[str] = Field(
        default_factory=list,
        description="Dense vectors, unit length: base64 of `dim` little-endian float32 each.",
    )
    sparse: list[SparseVectorOut] = Field(default_factory=list, description="Sparse vectors.")
    cached: int = Field(default=0, description="How many texts came from the dense cache.")

"""The vector store interface, its value types and the backend factory."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, Self

import numpy as np

from memstream.contracts.ids import POINT_NAMESPACE, point_id
from memstream.services.common.stores.vectors import DenseVector, SparseVector
from memstream.services.common.stores.vectorstore.collections import (
    ALL_COLLECTIONS,
    DEFAULT_DIM,
    DENSE,
    ENTITIES,
    EPISODES,
    ID_FIELD,
    ITEMS,
    SUMMARIES,
    TIME_FIELDS,
)

__all__ = [
    "ALL_COLLECTIONS",
    "ENTITIES",
    "EPISODES",
    "ITEMS",
    "POINT_NAMESPACE",
    "SUMMARIES",
    "Hit",
    "Point",
    "PointFilter",
    "QueryMode",
    "QuerySpec",
    "Record",
    "Scope",
    "VectorStore",
    "epoch_seconds",
    "open_vector_store",
    "point_id",
]

QueryMode = Literal["hybrid", "dense", "sparse"]
Backend = Literal["edge", "server", "memory"]


def epoch_seconds(value: float | datetime) -> float:
    """Epoch seconds for a payload time; naive datetimes are refused as ambiguous."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError("naive datetime: attach a timezone (UTC) before storing")
        return value.timestamp()
    return float(value)


def _strings(name: str, value: Sequence[str] | None) -> None:
    # A bare str is a Sequence[str] too and would silently become a per-letter match.
    if isinstance(value, str):
        raise TypeError(f"{name} must be a sequence of strings, not a str")


def id_list(ids: Sequence[str]) -> list[str]:
    """`ids` as a list, refusing a bare str (which would be read as one id per letter)."""
    _strings("ids", ids)
    return list(ids)


@dataclass(frozen=True, slots=True)
class Point:
    """A point to upsert; `id` is the caller's id, stored under `point_id(id)`."""

    id: str
    dense: DenseVector | None
    sparse: SparseVector | None
    payload: Mapping[str, Any] = field(default_factory=dict)

    def stored_payload(self) -> dict[str, Any]:
        """The payload as written: original id added, datetimes turned to epoch seconds."""
        if self.payload.get(ID_FIELD, self.id) != self.id:
            raise ValueError(f"payload[{ID_FIELD!r}] differs from point id {self.id!r}")
        payload = dict(self.payload)
        payload[ID_FIELD] = self.id
        for key in TIME_FIELDS:
            if payload.get(key) is not None:
                payload[key] = epoch_seconds(payload[key])
        return payload


@dataclass(frozen=True, slots=True)
class Record:
    """A stored point; vectors are present only when asked for (dense comes back unit-norm)."""

    id: str
    payload: dict[str, Any]
    dense: DenseVector | None = None
    sparse: SparseVector | None = None


@dataclass(frozen=True, slots=True)
class Hit:
    """A query result: RRF score in hybrid mode, cosine in dense mode, BM25 in sparse mode;
    its dense vector (unit-norm) only when the query asked for vectors."""

    id: str
    score: float
    payload: dict[str, Any]
    dense: DenseVector | None = None


def original_id(raw_id: Any, payload: Mapping[str, Any]) -> str:
    """A point's id as its writer gave it (kept in the payload; the engine's id is a UUID)."""
    return str(payload.get(ID_FIELD, raw_id))


def engine_hit(raw_id: Any, score: float, payload: Mapping[str, Any] | None, vectors: Any) -> Hit:
    """A scored point of either Qdrant engine (edge or client) as a `Hit`, with its dense
    vector when the query asked for vectors."""
    body = dict(payload or {})
    dense = vectors.get(DENSE) if isinstance(vectors, dict) else None
    return Hit(
        id=original_id(raw_id, body),
        score=float(score),
        payload=body,
        dense=None if dense is None else np.asarray(dense, dtype=np.float32),
    )


@dataclass(frozen=True, slots=True)
class Scope:
    """User-scoped points (no project_id) plus, if given, those of one project."""

    project_id: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PointFilter:
    """Payload filter; `tenant_id` is required so no query can cross tenants.

    Sequence fields match any of their values and are ignored when empty.
    `statuses=None` means the collection's default (active only for items; every status
    but deleted, i.e. forgotten, for episodes and summaries); pass `()` to match every
    status. `scope=None` applies no project restriction.
    """

    tenant_id: str
    scope: Scope | None = None
    kinds: Sequence[str] = ()
    statuses: Sequence[str] | None = None
    tags: Sequence[str] = ()
    entity_ids: Sequence[str] = ()
    categories: Sequence[str] = ()
    agent_id: str | None = None
    session_id: str | None = None
    speaker: str | None = None
    resource_id: str | None = None
    # Items extracted from any of these resources (their `source_resource_ids`).
    source_resource_ids: Sequence[str] = ()
    event_time_gte: float | datetime | None = None
    event_time_lte: float | datetime | None = None
    ids: Sequence[str] | None = None
    exclude_ids: Sequence[str] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.tenant_id, str) or not self.tenant_id:
            raise ValueError("tenant_id must be a non-empty string")
        for name in (
            "kinds",
            "statuses",
            "tags",
            "entity_ids",
            "categories",
            "ids",
            "source_resource_ids",
        ):
            _strings(name, getattr(self, name))
        _strings("exclude_ids", self.exclude_ids)


@dataclass(frozen=True, slots=True, kw_only=True)
class QuerySpec:
    """A search: hybrid when both vectors are given, else dense-only or sparse-only.

    `prefetch_limit` is the candidate count of each branch before RRF fusion
    (default: twice the limit, at least 20). `score_threshold` applies to the final
    score, so it is a cosine bound only in dense mode.
    """

    filter: PointFilter
    dense: DenseVector | None = None
    sparse: SparseVector | None = None
    limit: int = 10
    prefetch_limit: int | None = None
    score_threshold: float | None = None
    with_vectors: bool = False

    def __post_init__(self) -> None:
        if self.dense is None and self.sparse is None:
            raise ValueError("a query needs a dense or a sparse vector")
        if self.limit < 1:
            raise ValueError("limit must be positive")

    @property
    def mode(self) -> QueryMode:
        has_sparse = self.sparse is not None and not self.sparse.is_empty()
        if self.dense is None:
            return "sparse"
        return "hybrid" if has_sparse else "dense"

    @property
    def branch_limit(self) -> int:
        return self.prefetch_limit or max(2 * self.limit, 20)


class VectorStore(ABC):
    """Async vector store over the four memstream collections.

    Every read takes a `PointFilter`, hence a tenant. Ids are the callers' string ids;
    nothing is physically deleted (soft delete is a `status` payload change).
    """

    @abstractmethod
    async def ensure_collections(self, dim: int = DEFAULT_DIM) -> None:
        """Create (or open) every collection and its payload indexes; checks the dimension."""

    @abstractmethod
    async def upsert(self, collection: str, points: Sequence[Point]) -> None:
        """Insert or replace points; upserting the same id again overwrites it."""

    @abstractmethod
    async def get(
        self, collection: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> list[Record]:
        """The points that exist among `ids`, in the order asked."""

    @abstractmethod
    async def set_payload(
        self, collection: str, ids: str | Sequence[str], patch: Mapping[str, Any]
    ) -> None:
        """Merge `patch` into the payload of the given points (other keys are kept)."""

    @abstractmethod
    async def query(self, collection: str, spec: QuerySpec) -> list[Hit]:
        """Hybrid (RRF over dense and sparse), dense-only or sparse-only search."""

    @abstractmethod
    async def scroll(
        self,
        collection: str,
        filter: PointFilter,
        *,
        limit: int = 256,
        offset: str | None = None,
        with_vectors: bool = False,
    ) -> tuple[list[Record], str | None]:
        """One page of matching points and the opaque offset of the next page (None: done)."""

    @abstractmethod
    async def count(self, collection: str, filter: PointFilter) -> int:
        """Exact number of matching points."""

    @abstractmethod
    async def optimize(self) -> None:
        """Build indexes after bulk writes; returns when the collections are optimised."""

    @abstractmethod
    async def flush(self) -> None:
        """Make every acknowledged write durable."""

    @abstractmethod
    async def close(self) -> None:
        """Flush and release the store; it cannot be used afterwards."""

    async def nearest(
        self,
        collection: str,
        vector: DenseVector,
        filter: PointFilter,
        *,
        limit: int = 10,
        score_threshold: float | None = None,
    ) -> list[Hit]:
        """Dense-only neighbours, e.g. near-duplicates at cosine above a threshold."""
        spec = QuerySpec(filter=filter, dense=vector, limit=limit, score_threshold=score_threshold)
        return await self.query(collection, spec)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()


async def open_vector_store(
    backend: Backend, location: str | Path | None = None, dim: int = DEFAULT_DIM
) -> VectorStore:
    """Open a store with its collections ready.

    `location` is the data directory for "edge", the URL for "server", unused for "memory".
    """
    # Imported here so that using one backend never loads the other's library.
    store: VectorStore
    if backend == "edge":
        from memstream.services.common.stores.vectorstore.edge import EdgeVectorStore

        if location is None:
            raise ValueError("the edge backend needs a data directory")
        store = EdgeVectorStore(location)
    elif backend in ("server", "memory"):
        from qdrant_client import AsyncQdrantClient

        from memstream.services.common.stores.vectorstore.client import ClientVectorStore

        if backend == "server":
            if location is None:
                raise ValueError("the server backend needs a URL")
            client = AsyncQdrantClient(url=str(location))
        else:
            client = AsyncQdrantClient(location=":memory:")
        store = ClientVectorStore(client)
    else:
        raise ValueError(f"unknown vector store backend {backend!r}")
    try:
        await store.ensure_collections(dim)
    except BaseException:
        await store.close()
        raise
    return store

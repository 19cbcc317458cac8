"""Qdrant server backend (or the client's in-process local mode) via AsyncQdrantClient."""

from __future__ import annotations

import asyncio
import time
import warnings
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from qdrant_client import AsyncQdrantClient
from qdrant_client import models as m

from memstream.services.common.stores.vectorstore import client_convert as conv
from memstream.services.common.stores.vectorstore.base import (
    Hit,
    Point,
    PointFilter,
    QuerySpec,
    Record,
    VectorStore,
    id_list,
    point_id,
)
from memstream.services.common.stores.vectorstore.collections import (
    ALL_COLLECTIONS,
    DEFAULT_DIM,
    DENSE,
    ID_FIELD,
    RRF_K,
    SPARSE,
)
from memstream.services.common.stores.vectorstore.filters import compile_filter


class ClientVectorStore(VectorStore):
    """The store on an `AsyncQdrantClient`; writes wait until the server applied them."""

    def __init__(self, client: AsyncQdrantClient, *, optimize_timeout: float = 600.0) -> None:
        self.client = client
        self.optimize_timeout = optimize_timeout

    async def ensure_collections(self, dim: int = DEFAULT_DIM) -> None:
        for name in ALL_COLLECTIONS:
            if await self.client.collection_exists(name):
                await self._check_dim(name, dim)
            else:
                await self.client.create_collection(
                    name,
                    vectors_config={DENSE: m.VectorParams(size=dim, distance=m.Distance.COSINE)},
                    sparse_vectors_config={SPARSE: m.SparseVectorParams(modifier=m.Modifier.IDF)},
                    hnsw_config=conv.HNSW,
                )
            with warnings.catch_warnings():
                # Local mode warns that it ignores payload indexes; the server needs them.
                warnings.filterwarnings("ignore", message="Payload indexes have no effect")
                for field, params in conv.index_params().items():
                    await self.client.create_payload_index(name, field, params, wait=True)

    async def _check_dim(self, name: str, dim: int) -> None:
        info = await self.client.get_collection(name)
        vectors = info.config.params.vectors
        size = vectors[DENSE].size if isinstance(vectors, dict) and DENSE in vectors else None
        if size != dim:
            raise ValueError(f"collection {name!r} has dense size {size}, expected {dim}")

    async def upsert(self, collection: str, points: Sequence[Point]) -> None:
        if points:
            await self.client.upsert(collection, [conv.to_point(p) for p in points], wait=True)

    async def get(
        self, collection: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> list[Record]:
        ids = id_list(ids)
        if not ids:
            return []
        found = await self.client.retrieve(
            collection, [point_id(i) for i in ids], with_payload=True, with_vectors=with_vectors
        )
        by_id = {r.id: r for r in map(conv.to_record, found)}
        return [by_id[i] for i in dict.fromkeys(ids) if i in by_id]

    async def set_payload(
        self, collection: str, ids: str | Sequence[str], patch: Mapping[str, Any]
    ) -> None:
        if ID_FIELD in patch:
            raise ValueError(f"the {ID_FIELD!r} payload field cannot be changed")
        targets = [ids] if isinstance(ids, str) else list(ids)
        if targets:
            await self.client.set_payload(
                collection, dict(patch), points=[point_id(i) for i in targets], wait=True
            )

    async def query(self, collection: str, spec: QuerySpec) -> list[Hit]:
        flt = conv.to_filter(compile_filter(collection, spec.filter))
        branches: list[tuple[str, list[float] | m.SparseVector]] = []
        if spec.dense is not None:
            branches.append((DENSE, np.asarray(spec.dense, dtype=np.float32).tolist()))
        if spec.sparse is not None and not spec.sparse.is_empty():
            branches.append((SPARSE, conv.to_sparse(spec.sparse)))
        if not branches:
            return []
        if len(branches) == 1:
            using, vector = branches[0]
            response = await self.client.query_points(
                collection,
                query=vector,
                using=using,
                query_filter=flt,
                limit=spec.limit,
                with_payload=True,
                with_vectors=[DENSE] if spec.with_vectors else False,
                score_threshold=spec.score_threshold,
            )
        else:
            response = await self.client.query_points(
                collection,
                prefetch=[
                    m.Prefetch(query=vector, using=using, filter=flt, limit=spec.branch_limit)
                    for using, vector in branches
                ],
                query=m.RrfQuery(rrf=m.Rrf(k=RRF_K)),
                limit=spec.limit,
                with_payload=True,
                with_vectors=[DENSE] if spec.with_vectors else False,
                score_threshold=spec.score_threshold,
            )
        return [conv.to_hit(p) for p in response.points]

    async def scroll(
        self,
        collection: str,
        filter: PointFilter,
        *,
        limit: int = 256,
        offset: str | None = None,
        with_vectors: bool = False,
    ) -> tuple[list[Record], str | None]:
        records, next_offset = await self.client.scroll(
            collection,
            scroll_filter=conv.to_filter(compile_filter(collection, filter)),
            limit=limit,
            offset=offset,
            with_payload=True,
            with_vectors=with_vectors,
        )
        return [conv.to_record(r) for r in records], (
            None if next_offset is None else str(next_offset)
        )

    async def count(self, collection: str, filter: PointFilter) -> int:
        result = await self.client.count(
            collection,
            count_filter=conv.to_filter(compile_filter(collection, filter)),
            exact=True,
        )
        return result.count

    async def optimize(self) -> None:
        """Wait for the server's background optimizers, kicking off any that are pending."""
        deadline = time.monotonic() + self.optimize_timeout
        for name in ALL_COLLECTIONS:
            while True:
                status = (await self.client.get_collection(name)).status
                if status == m.CollectionStatus.GREEN:
                    break
                if status == m.CollectionStatus.RED:
                    raise RuntimeError(f"collection {name!r} is in a failed state")
                if status == m.CollectionStatus.GREY:
                    # Grey means optimizations are pending until some update triggers them.
                    await self.client.update_collection(
                        name, optimizers_config=m.OptimizersConfigDiff()
                    )
                if time.monotonic() > deadline:
                    raise TimeoutError(f"collection {name!r} still optimizing")
                await asyncio.sleep(0.2)

    async def flush(self) -> None:
        """Nothing to do: every write above waited for the server to apply it."""

    async def close(self) -> None:
        await self.client.close()

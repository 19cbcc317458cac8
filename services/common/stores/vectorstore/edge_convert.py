"""Translation between the store's value types and qdrant_edge's."""

from __future__ import annotations

from typing import Any

import numpy as np
import qdrant_edge as qe

from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import base
from memstream.services.common.stores.vectorstore.base import Hit, Point, Record, point_id
from memstream.services.common.stores.vectorstore.collections import (
    DENSE,
    HNSW_EF_CONSTRUCT,
    HNSW_FULL_SCAN_THRESHOLD_KB,
    HNSW_M,
    HNSW_PAYLOAD_M,
    PAYLOAD_SCHEMA,
    SPARSE,
    TENANT_FIELD,
    FieldType,
)
from memstream.services.common.stores.vectorstore.filters import (
    AnyOf,
    Compiled,
    Condition,
    HasId,
    IsEmpty,
    Match,
    MatchAny,
    Range,
)


def shard_config(dim: int) -> qe.EdgeConfig:
    return qe.EdgeConfig(
        vectors={DENSE: qe.EdgeVectorParams(size=dim, distance=qe.Distance.Cosine)},
        sparse_vectors={SPARSE: qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)},
        hnsw_config=qe.HnswIndexConfig(
            m=HNSW_M,
            ef_construct=HNSW_EF_CONSTRUCT,
            full_scan_threshold=HNSW_FULL_SCAN_THRESHOLD_KB,
            payload_m=HNSW_PAYLOAD_M,
        ),
    )


def index_ops() -> list[qe.UpdateOperation]:
    """One create-index operation per filtered field (creating an existing one is a no-op)."""
    ops = []
    for name, kind in PAYLOAD_SCHEMA.items():
        # Only the tenant field gets per-value HNSW links; for tags or statuses they
        # would multiply indexing work for no query that needs them.
        hnsw = name == TENANT_FIELD
        params: qe.KeywordIndexParams | qe.IntegerIndexParams | qe.FloatIndexParams
        if kind is FieldType.KEYWORD:
            params = qe.KeywordIndexParams(is_tenant=hnsw, enable_hnsw=hnsw)
        elif kind is FieldType.INTEGER:
            params = qe.IntegerIndexParams(lookup=True, range=True, enable_hnsw=False)
        else:
            params = qe.FloatIndexParams(enable_hnsw=False)
        ops.append(qe.UpdateOperation.create_field_index(name, params))
    return ops


def to_point(point: Point) -> qe.Point:
    vector: dict[str, Any] = {}
    if point.dense is not None:
        vector[DENSE] = np.asarray(point.dense, dtype=np.float32)
    if point.sparse is not None:
        vector[SPARSE] = to_sparse(point.sparse)
    return qe.Point(point_id(point.id), vector, point.stored_payload())


def to_sparse(sparse: SparseVector) -> qe.SparseVector:
    return qe.SparseVector([int(i) for i in sparse.indices], [float(v) for v in sparse.values])


def _condition(c: Condition) -> qe.ConditionType:
    if isinstance(c, Match):
        return qe.FieldCondition(key=c.key, match=qe.MatchValue(c.value))
    if isinstance(c, MatchAny):
        return qe.FieldCondition(key=c.key, match=qe.MatchAny(list(c.values)))
    if isinstance(c, Range):
        return qe.FieldCondition(key=c.key, range=qe.RangeFloat(gte=c.gte, lte=c.lte))
    if isinstance(c, IsEmpty):
        return qe.IsEmptyCondition(c.key)
    if isinstance(c, HasId):
        return qe.HasIdCondition(set(c.point_ids))
    if isinstance(c, AnyOf):
        return qe.Filter(should=[_condition(x) for x in c.conditions])
    raise TypeError(f"unsupported condition {c!r}")


def to_filter(compiled: Compiled) -> qe.Filter:
    return qe.Filter(
        must=[_condition(c) for c in compiled.must],
        must_not=[_condition(c) for c in compiled.must_not] or None,
    )


def to_hit(scored: qe.ScoredPoint) -> Hit:
    return base.engine_hit(scored.id, scored.score, scored.payload, scored.vector)


def to_record(record: qe.Record) -> Record:
    payload = dict(record.payload or {})
    vectors = record.vector if isinstance(record.vector, dict) else {}
    dense = vectors.get(DENSE)
    sparse = vectors.get(SPARSE)
    return Record(
        id=base.original_id(record.id, payload),
        payload=payload,
        dense=None if dense is None else np.asarray(dense, dtype=np.float32),
        sparse=SparseVector(
            indices=[int(i) for i in sparse.indices], values=[float(v) for v in sparse.values]
        )
        if isinstance(sparse, qe.SparseVector)
        else None,
    )

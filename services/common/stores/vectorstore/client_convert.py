"""Translation between the store's value types and qdrant_client's models."""

from __future__ import annotations

from typing import Any

import numpy as np
from qdrant_client import models as m

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

HNSW = m.HnswConfigDiff(
    m=HNSW_M,
    ef_construct=HNSW_EF_CONSTRUCT,
    full_scan_threshold=HNSW_FULL_SCAN_THRESHOLD_KB,
    payload_m=HNSW_PAYLOAD_M,
)

PayloadIndex = m.KeywordIndexParams | m.IntegerIndexParams | m.FloatIndexParams


def index_params() -> dict[str, PayloadIndex]:
    """Index parameters per filtered field; mirrors `edge_convert.index_ops`."""
    params: dict[str, PayloadIndex] = {}
    for name, kind in PAYLOAD_SCHEMA.items():
        hnsw = name == TENANT_FIELD
        if kind is FieldType.KEYWORD:
            params[name] = m.KeywordIndexParams(
                type=m.KeywordIndexType.KEYWORD, is_tenant=hnsw, enable_hnsw=hnsw
            )
        elif kind is FieldType.INTEGER:
            params[name] = m.IntegerIndexParams(
                type=m.IntegerIndexType.INTEGER, lookup=True, range=True, enable_hnsw=False
            )
        else:
            params[name] = m.FloatIndexParams(type=m.FloatIndexType.FLOAT, enable_hnsw=False)
    return params


def to_point(point: Point) -> m.PointStruct:
    vector: dict[str, Any] = {}
    if point.dense is not None:
        vector[DENSE] = np.asarray(point.dense, dtype=np.float32).tolist()
    if point.sparse is not None:
        vector[SPARSE] = to_sparse(point.sparse)
    return m.PointStruct(id=point_id(point.id), vector=vector, payload=point.stored_payload())


def to_sparse(sparse: SparseVector) -> m.SparseVector:
    return m.SparseVector(
        indices=[int(i) for i in sparse.indices], values=[float(v) for v in sparse.values]
    )


def _condition(c: Condition) -> m.Condition:
    if isinstance(c, Match):
        return m.FieldCondition(key=c.key, match=m.MatchValue(value=c.value))
    if isinstance(c, MatchAny):
        return m.FieldCondition(key=c.key, match=m.MatchAny(any=list(c.values)))
    if isinstance(c, Range):
        return m.FieldCondition(key=c.key, range=m.Range(gte=c.gte, lte=c.lte))
    if isinstance(c, IsEmpty):
        return m.IsEmptyCondition(is_empty=m.PayloadField(key=c.key))
    if isinstance(c, HasId):
        return m.HasIdCondition(has_id=list(c.point_ids))
    if isinstance(c, AnyOf):
        return m.Filter(should=[_condition(x) for x in c.conditions])
    raise TypeError(f"unsupported condition {c!r}")


def to_filter(compiled: Compiled) -> m.Filter:
    return m.Filter(
        must=[_condition(c) for c in compiled.must],
        must_not=[_condition(c) for c in compiled.must_not] or None,
    )


def to_hit(scored: m.ScoredPoint) -> Hit:
    return base.engine_hit(scored.id, scored.score, scored.payload, scored.vector)


def to_record(record: m.Record) -> Record:
    payload = dict(record.payload or {})
    vectors = record.vector if isinstance(record.vector, dict) else {}
    dense = vectors.get(DENSE)
    sparse = vectors.get(SPARSE)
    return Record(
        id=base.original_id(record.id, payload),
        payload=payload,
        dense=None if dense is None else np.asarray(dense, dtype=np.float32),
        sparse=SparseVector(indices=list(sparse.indices), values=[float(v) for v in sparse.values])
        if isinstance(sparse, m.SparseVector)
        else None,
    )

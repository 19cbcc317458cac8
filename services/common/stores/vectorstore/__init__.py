"""Vector storage for memstream: one interface, an embedded and a client backend."""

from memstream.services.common.stores.vectorstore.base import (
    Hit,
    Point,
    PointFilter,
    QueryMode,
    QuerySpec,
    Record,
    Scope,
    VectorStore,
    epoch_seconds,
    open_vector_store,
    point_id,
)
from memstream.services.common.stores.vectorstore.collections import (
    ALL_COLLECTIONS,
    DEFAULT_DIM,
    ENTITIES,
    EPISODES,
    ITEMS,
    SUMMARIES,
)

__all__ = [
    "ALL_COLLECTIONS",
    "DEFAULT_DIM",
    "ENTITIES",
    "EPISODES",
    "ITEMS",
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

"""Collection names, vector names and the payload schema every backend creates.

Times in payloads (``event_time``, ``created_at``) are epoch seconds as floats (UTC):
a float range filter means the same thing in both backends and in every language a
consumer may use, with no timezone or ISO-8601 parsing involved.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

ITEMS: Final = "items"
EPISODES: Final = "episodes"
SUMMARIES: Final = "summaries"
ENTITIES: Final = "entities"
ALL_COLLECTIONS: Final[tuple[str, ...]] = (ITEMS, EPISODES, SUMMARIES, ENTITIES)

DENSE: Final = "dense"
SPARSE: Final = "sparse"
DEFAULT_DIM: Final = 384

# The caller's string id is kept in the payload because the engine only stores UUIDs.
ID_FIELD: Final = "id"
TENANT_FIELD: Final = "tenant_id"

# Literature default; passed explicitly because the two backends' defaults differ.
RRF_K: Final = 60

# Multitenant HNSW layout: every query is tenant-filtered, so a global graph (m > 0)
# would never be used; payload_m builds one graph per tenant large enough to need one.
HNSW_M: Final = 0
HNSW_PAYLOAD_M: Final = 16
HNSW_EF_CONSTRUCT: Final = 100
# In KB of vector data; below it a filtered search scores candidates exactly.
HNSW_FULL_SCAN_THRESHOLD_KB: Final = 10_000


class FieldType(Enum):
    KEYWORD = "keyword"
    INTEGER = "integer"
    FLOAT = "float"


# Every filtered field has an index; tenant_id is additionally the tenant index.
PAYLOAD_SCHEMA: Final[dict[str, FieldType]] = {
    TENANT_FIELD: FieldType.KEYWORD,
    "agent_id": FieldType.KEYWORD,
    "project_id": FieldType.KEYWORD,
    "kind": FieldType.KEYWORD,
    "category": FieldType.KEYWORD,
    "tags": FieldType.KEYWORD,
    "entity_ids": FieldType.KEYWORD,
    "status": FieldType.KEYWORD,
    "session_id": FieldType.KEYWORD,
    "speaker": FieldType.KEYWORD,
    "resource_id": FieldType.KEYWORD,
    "source_resource_ids": FieldType.KEYWORD,
    "event_time": FieldType.FLOAT,
    "created_at": FieldType.FLOAT,
    "confidence": FieldType.FLOAT,
    "turn_number": FieldType.INTEGER,
}

TIME_FIELDS: Final[tuple[str, ...]] = ("event_time", "created_at")

STATUS_ACTIVE: Final = "active"
# Applied when a filter leaves `statuses` unset, so soft-deleted items never leak into reads.
DEFAULT_STATUSES: Final[dict[str, tuple[str, ...]]] = {ITEMS: (STATUS_ACTIVE,)}
# Episodes and summaries are hidden only once forgotten (the forget_memory tool), so points
# written before they carried a status still match a default read.
STATUS_DELETED: Final = "deleted"
DEFAULT_HIDDEN: Final[dict[str, tuple[str, ...]]] = {
    EPISODES: (STATUS_DELETED,),
    SUMMARIES: (STATUS_DELETED,),
}

"""The retriever's reads by id leave forgotten points out, on both real engines."""

from __future__ import annotations

import numpy as np

from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, Point, VectorStore
from memstream.services.retriever.run import Reads, Run
from tests.support.fixtures import SMALL_DIM, small_store  # noqa: F401  (the `store` fixture)


def _point(pid: str, status: str | None) -> Point:
    payload = {"tenant_id": "t", "kind": "episode", "text": pid}
    if status is not None:
        payload["status"] = status
    return Point(pid, np.ones(SMALL_DIM, dtype=np.float32), SparseVector([1], [1.0]), payload)


async def test_a_read_by_id_never_brings_back_a_forgotten_point(store: VectorStore) -> None:
    for collection in (EPISODES, ITEMS):
        points = [_point("kept", "active"), _point("gone", "deleted"), _point("old", None)]
        await store.upsert(collection, points)
        run = Run()
        reads = Reads(store, run)
        found = await reads.get(collection, ["kept", "gone", "old"])
        assert sorted(r.id for r in found) == ["kept", "old"]
        assert run.calls == 1
        # superseded history is still read: only the forgotten are left out
        await store.set_payload(collection, "kept", {"status": "superseded"})
        assert [r.id for r in await reads.get(collection, ["kept"])] == ["kept"]

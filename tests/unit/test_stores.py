"""The per-process vector store provider: one open store, shared, closed by its last holder."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores import StoreHandle, VectorStoreProvider, store_key
from memstream.services.common.stores.vectorstore import EPISODES, Point, PointFilter


def edge_settings(data_dir: Path) -> CommonSettings:
    return CommonSettings(data_dir=data_dir, vector_dim=8)


def point(pid: str) -> Point:
    dense = np.ones(8, dtype=np.float32) / np.sqrt(8)
    return Point(id=pid, dense=dense, sparse=None, payload={"tenant_id": "t"})


async def test_handles_share_one_store_until_the_last_one_closes(tmp_path: Path) -> None:
    provider = VectorStoreProvider()
    settings = edge_settings(tmp_path)
    first, second = StoreHandle(provider), StoreHandle(provider)
    a = await first.vector_store(settings)
    b = await second.vector_store(settings)
    # The edge engine locks its directory: a second open in-process would fail.
    assert a is b
    assert await first.vector_store(settings) is a

    await a.upsert(EPISODES, [point("p1")])
    await first.close()
    assert await b.count(EPISODES, PointFilter(tenant_id="t")) == 1  # still open
    await second.close()
    with pytest.raises(RuntimeError):
        await b.count(EPISODES, PointFilter(tenant_id="t"))

    # Released for good, so it can be opened again, with its data.
    third = StoreHandle(provider)
    reopened = await third.vector_store(settings)
    assert reopened is not a
    assert await reopened.count(EPISODES, PointFilter(tenant_id="t")) == 1
    await third.close()


def test_settings_pick_the_backend(tmp_path: Path) -> None:
    assert store_key(edge_settings(tmp_path)) == ("edge", str((tmp_path / "qdrant").resolve()), 8)
    server = CommonSettings(qdrant_url="http://qdrant:6333")
    assert store_key(server) == ("server", "http://qdrant:6333", 384)
    path = CommonSettings(qdrant_path=tmp_path / "q", data_dir=tmp_path / "d")
    assert store_key(path)[1] == str((tmp_path / "q").resolve())
    memory = CommonSettings(vector_backend="memory")
    assert store_key(memory) == ("memory", None, 384)

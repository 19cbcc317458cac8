"""A tenant's own writes above the indexer's floor, on a real stream and a real store: found
searchable only when every one of them has its points, and remembered once found."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    Point,
    Record,
    VectorStore,
    open_vector_store,
)
from memstream.services.retriever.own_writes import OwnWrites
from tests.integration.test_indexer import resource

TENANT, OTHER = "town", "tother"


async def publish(nc: Client, tenant: str, text: str, turn: int) -> int:
    r = resource(tenant, text, turn)
    ack = await nc.jetstream().publish(
        s.resource(tenant, "user_input"), r.model_dump_json().encode()
    )
    return int(ack.seq)


async def upsert(store: VectorStore, tenant: str, point: str) -> None:
    dense = np.ones(64, dtype=np.float32)
    payload = {"tenant_id": tenant}
    await store.upsert(EPISODES, [Point(id=point, dense=dense, sparse=None, payload=payload)])


async def test_searchable_once_every_own_write_has_its_points(
    own_server: tuple[CommonSettings, Client],
) -> None:
    _, nc = own_server
    store = await open_vector_store("memory", dim=64)
    try:
        first = await publish(nc, TENANT, "I adopted a cat.", 0)
        await publish(nc, OTHER, "Someone else's turn, never indexed here.", 0)
        second = await publish(nc, TENANT, "A long report " * 200, 1)
        own = OwnWrites(nc.jetstream(), store)
        first_id, second_id = (s.resource_msg_id(TENANT, "s1", t, 0) for t in (0, 1))

        assert not await own.searchable(TENANT, 0, second)  # nothing upserted yet
        await upsert(store, TENANT, first_id)
        assert not await own.searchable(TENANT, 0, second)  # the second is missing
        assert await own.searchable(TENANT, 0, first)
        # A point under the long resource's first chunk id, but another tenant's, is not it.
        await upsert(store, OTHER, f"{second_id}#0")
        assert not await own.searchable(TENANT, 0, second)
        # The tenant's own chunk points: searchable, although the other tenant's turn in
        # between has no point at all (it holds the floor, not this tenant's writes).
        await upsert(store, TENANT, f"{second_id}#0")
        assert await own.searchable(TENANT, 0, second)
        # Found once, remembered: asked again, no store read (a point once upserted stays).
        reads: list[int] = []
        real_get = store.get

        async def counted_get(
            collection: str, ids: Sequence[str], *, with_vectors: bool = False
        ) -> list[Record]:
            reads.append(len(ids))
            return await real_get(collection, ids, with_vectors=with_vectors)

        store.get = counted_get  # type: ignore[method-assign]
        assert await own.searchable(TENANT, 0, second)
        assert reads == []
    finally:
        await store.close()

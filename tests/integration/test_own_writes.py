"""A tenant's own writes above the indexer's floor, on a real stream and a real store: found
searchable only when every one of them has its points, the asked one included, and
remembered once found."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

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
from memstream.services.retriever.own_writes import MAX_OWN_WRITES, OwnWrites
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.writes import Writes
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


async def test_a_sequence_not_the_tenants_own_is_never_found_searchable(
    own_server: tuple[CommonSettings, Client],
) -> None:
    """Only a scan that reaches the asked message itself vouches for it: another tenant's
    sequence, one past the stream's end (no ack gave it, or a replica answering the direct
    gets does not hold it yet) is for the floor to pass. Nor may such a request raise what
    the tenant has on record as searchable."""
    _, nc = own_server
    store = await open_vector_store("memory", dim=64)
    try:
        first = await publish(nc, TENANT, "I adopted a cat.", 0)
        others = await publish(nc, OTHER, "Someone else's turn, never indexed here.", 0)
        await upsert(store, TENANT, s.resource_msg_id(TENANT, "s1", 0, 0))
        own = OwnWrites(nc.jetstream(), store)
        assert await own.searchable(TENANT, 0, first)
        assert not await own.searchable(TENANT, 0, others)
        assert not await own.searchable(TENANT, 0, others + 1_000_000)
        later = await publish(nc, TENANT, "We moved to Lisbon.", 1)
        assert not await own.searchable(TENANT, 0, later)  # its point is not there
        await upsert(store, TENANT, s.resource_msg_id(TENANT, "s1", 1, 0))
        assert await own.searchable(TENANT, 0, later)
    finally:
        await store.close()


async def test_the_memo_forgets_what_the_floor_has_passed(
    own_server: tuple[CommonSettings, Client],
) -> None:
    """One entry per tenant ever checked would grow without end; entries at or below the
    floor say nothing the floor does not, so they are swept once there are many."""
    _, nc = own_server
    store = await open_vector_store("memory", dim=64)
    try:
        own = OwnWrites(nc.jetstream(), store)
        own._verified = {f"t{i}": 10 + i % 2 for i in range(5000)}
        assert await own.searchable(TENANT, 10, 5)  # the floor is past it: no lookup
        assert own._verified == {f"t{i}": 11 for i in range(1, 5000, 2)}
    finally:
        await store.close()


async def test_a_stalled_own_check_does_not_outlast_the_wait(
    own_server: tuple[CommonSettings, Client],
) -> None:
    """The floor wait ends at the deadline; an own-writes check still waiting for the store
    then must not hold the request past it."""
    _, nc = own_server
    store = await open_vector_store("memory", dim=64)
    stalled = asyncio.Event()

    async def hanging_get(
        collection: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> list[Record]:
        stalled.set()
        await asyncio.Event().wait()  # a store that never answers
        return []

    store.get = hanging_get  # type: ignore[method-assign]
    settings = RetrieverSettings(own_writes_poll_s=0.05)
    writes = Writes(
        nc.jetstream(), settings, read_timeout_s=5.0, own=OwnWrites(nc.jetstream(), store)
    )
    try:
        target = await publish(nc, TENANT, "I adopted a cat.", 0)
        # No indexer runs here: the floor never reaches the turn.
        answered = asyncio.create_task(writes.searchable(TENANT, target, timeout=0.5))
        await asyncio.wait_for(stalled.wait(), 10)
        assert await asyncio.wait_for(answered, 10) is False
    finally:
        await writes.close()
        await store.close()


async def test_too_many_own_writes_are_not_listed_again_until_the_floor_moves(
    own_server: tuple[CommonSettings, Client],
) -> None:
    """A waiting request checks every 0.1 s; a tenant with more writes above the floor than
    are looked up would cost each check the same 65 direct gets for the same answer."""
    _, nc = own_server
    store = await open_vector_store("memory", dim=64)
    try:
        seqs = [await publish(nc, TENANT, f"turn {n}", n) for n in range(MAX_OWN_WRITES + 2)]
        js = nc.jetstream()
        gets: list[int] = []
        real_get_msg = js.get_msg

        async def counted_get_msg(*args: Any, **kwargs: Any) -> Any:
            gets.append(1)
            return await real_get_msg(*args, **kwargs)

        js.get_msg = counted_get_msg  # type: ignore[method-assign]
        own = OwnWrites(js, store)
        assert not await own.searchable(TENANT, 0, seqs[-1])
        assert len(gets) == MAX_OWN_WRITES + 1
        assert not await own.searchable(TENANT, 0, seqs[-1])
        assert len(gets) == MAX_OWN_WRITES + 1  # the same floor: not listed again
        # The floor moved: listed again (and now few enough to look up).
        assert not await own.searchable(TENANT, seqs[10], seqs[-1])
        assert len(gets) > MAX_OWN_WRITES + 1
    finally:
        await store.close()

"""The episode indexer two batches deep, against a real nats-server: the next batch is
fetched and its texts reach the embedder while the last one is still being embedded."""

from __future__ import annotations

from pathlib import Path

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import EPISODES
from memstream.services.indexer.app import IndexerApp
from memstream.services.indexer.settings import IndexerSettings
from tests.integration.test_indexer import own_indexer, publish, resource, stored
from tests.support.inflight import GatedEmbedder, redelivered


async def start_four(nc: Client, settings: CommonSettings, tenant: str) -> list[str]:
    await provision(nc.jetstream(), settings)
    for n in range(4):
        await publish(nc, tenant, resource(tenant, f"Note {n}.", turn=n).model_dump_json().encode())
    return [s.resource_msg_id(tenant, "s1", n, 0) for n in range(4)]


@pytest.mark.parametrize("depth", [1, 2])
async def test_depth_batches_wait_at_the_embedder_at_once(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path, depth: int
) -> None:
    tenant, durable = f"t{unique}", f"indexer-{unique}"
    ids = await start_four(nc, settings, tenant)
    embedder = GatedEmbedder(64)
    app = IndexerApp(
        IndexerSettings(durable=durable, filter_tenant=tenant, batch_size=2, pipeline_depth=depth),
        embedder=embedder,
    )
    async with own_indexer(app, settings, tmp_path, embedder) as store:
        await embedder.until_waiting(depth)
        info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, durable)
        # Each batch in flight holds its two messages; nothing beyond `depth` batches.
        assert info.num_ack_pending == 2 * depth
        assert info.num_pending == 4 - 2 * depth
        assert embedder.waiting == depth
        embedder.gate.set()
        records = await stored(store, ids)
        assert {r.id for r in records} == set(ids)


async def test_a_stop_hands_back_both_batches_in_flight(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    tenant, durable = f"t{unique}", f"indexer-{unique}"
    ids = await start_four(nc, settings, tenant)
    embedder = GatedEmbedder(64)
    app = IndexerApp(
        # Far beyond every wait below: only a nak brings the messages back in time.
        IndexerSettings(durable=durable, filter_tenant=tenant, batch_size=2, ack_wait_s=3600.0),
        embedder=embedder,
    )
    async with own_indexer(app, settings, tmp_path, embedder) as store:
        await embedder.until_waiting(2)
        await app.stop(timeout=0.5)
        assert sorted(await redelivered(nc, durable, 4)) == [2, 2, 2, 2]
        assert await store.get(EPISODES, ids) == []

"""The extractor gives way to the episode indexer of its process, against a real nats-server:
a batch that waits while the indexer is behind stays in hand (no other replica is handed it,
however long the wait: progress beats), goes ahead once the indexer catches up, and a stop
during the wait hands it back at once."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.services.common.runtime import Runtime
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.settings import ExtractorSettings
from tests.integration.test_extractor import turn
from tests.support.alone import alone
from tests.support.extractor import all_items
from tests.support.inflight import GatedEmbedder, redelivered
from tests.support.polling import eventually

ACK_WAIT_S = 1.0


@asynccontextmanager
async def extractor_behind_an_indexer(
    nc: Client,
    settings: CommonSettings,
    tenant: str,
    durable: str,
    data_dir: Path,
    ack_wait_s: float = ACK_WAIT_S,
) -> AsyncIterator[tuple[ExtractorApp, Runtime, VectorStore]]:
    """The extractor alone in a stack whose indexer reports itself far behind, with one
    turn published for it; yields once the extractor holds that turn."""
    js = nc.jetstream()
    await provision(js, settings)
    embedder = GatedEmbedder(64)
    embedder.gate.set()
    app = ExtractorApp(
        ExtractorSettings(
            durable=durable,
            filter_tenant=tenant,
            use_llm=False,
            ack_wait_s=ack_wait_s,
            give_way_s=120.0,
        ),
        embedder=embedder,
    )
    async with alone(app, settings, data_dir) as (stack, store):
        assert stack.runtime is not None
        stack.runtime.backlog.report(pending=1000, limit=16)
        r = turn(tenant, "s1", 0, "I live in Berlin.")
        await js.publish(s.resource(tenant, r.kind), r.model_dump_json().encode())
        await eventually(
            lambda: js.consumer_info(s.STREAM_RESOURCES, durable),
            until=lambda info: info.num_ack_pending == 1,
            what="the extractor holding the turn",
        )
        yield app, stack.runtime, store


async def test_a_batch_that_gives_way_is_kept_and_goes_ahead_on_catch_up(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    tenant, durable = f"t{unique}", f"extractor-{unique}"
    js = nc.jetstream()
    async with extractor_behind_an_indexer(nc, settings, tenant, durable, tmp_path) as (
        _,
        runtime,
        store,
    ):
        # A second replica asks for work for three ack_waits: without progress beats during
        # the wait, the server would hand it the turn once the first ack_wait ran out.
        replica = await js.pull_subscribe_bind(durable, stream=s.STREAM_RESOURCES)
        with pytest.raises(TimeoutError):
            await replica.fetch(1, timeout=3 * ACK_WAIT_S)
        await replica.unsubscribe()
        info = await js.consumer_info(s.STREAM_RESOURCES, durable)
        assert (info.num_redelivered, info.num_ack_pending) == (0, 1)
        assert await all_items(store, tenant) == []  # still giving way

        runtime.backlog.report(pending=0, limit=16)  # the indexer caught up

        async def texts() -> set[str]:
            return {r.payload["text"] for r in await all_items(store, tenant)}

        await eventually(texts, until=lambda got: got == {"User lives in Berlin."})
        info = await js.consumer_info(s.STREAM_RESOURCES, durable)
        assert (info.num_redelivered, info.num_ack_pending) == (0, 0)


async def test_a_stop_while_giving_way_hands_the_batch_back_at_once(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    tenant, durable = f"t{unique}", f"extractor-{unique}"
    # Far beyond every wait below: only a nak brings the turn back in time.
    async with extractor_behind_an_indexer(
        nc, settings, tenant, durable, tmp_path, ack_wait_s=3600.0
    ) as (app, _, store):
        await app.stop(timeout=0.5)
        assert await redelivered(nc, durable, 1) == [2]
        assert await all_items(store, tenant) == []

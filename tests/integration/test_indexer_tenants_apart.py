"""One tenant's slow texts in the indexer's batch do not hold another tenant's turns: each
tenant's messages are upserted and acked once its own vectors are back, and read-your-writes
sees them although the slow message holds the indexer's floor for everyone."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.watermark import WatermarkReply, WatermarkRequest
from memstream.services.cli.stack import Stack
from memstream.services.common.memory.embedder import Purpose
from memstream.services.common.models.attribution import billed_tenant
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import EPISODES, PointFilter
from memstream.services.indexer.app import IndexerApp
from memstream.services.indexer.settings import IndexerSettings
from memstream.services.retriever.app import RetrieverApp
from tests.integration.test_indexer import resource
from tests.support.alone import alone, in_memory
from tests.support.inflight import GatedEmbedder
from tests.support.polling import eventually

SLOW, QUICK = "tslow", "tquick"


class SlowTenant(GatedEmbedder):
    """The gated hash embedder, but only the slow tenant's requests wait at the gate; the
    size of each of its requests is noted."""

    def __init__(self, dim: int) -> None:
        super().__init__(dim)
        self.slow_requests: list[int] = []

    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        if billed_tenant() == SLOW:
            self.slow_requests.append(len(texts))
            return await super().embed(texts, purpose)
        return await self._inner.embed(texts, purpose)


async def test_a_tenant_is_searchable_while_another_tenants_batch_mate_still_embeds(
    own_server: tuple[CommonSettings, Client], tmp_path: Path
) -> None:
    settings, nc = own_server
    js = nc.jetstream()
    # Both stored before the consumer exists, so its first fetch takes them as one batch.
    for r in (resource(SLOW, "A long report " * 200), resource(QUICK, "I adopted a cat.")):
        await js.publish(s.resource(r.tenant_id, r.kind), r.model_dump_json().encode())
    embedder = SlowTenant(64)
    app = IndexerApp(IndexerSettings(durable="indexer-apart"), embedder=embedder)

    async def in_hand() -> tuple[int, int]:
        info = await js.consumer_info(s.STREAM_RESOURCES, "indexer-apart")
        return int(info.num_ack_pending or 0), int(info.num_pending or 0)

    async with alone(app, settings, tmp_path) as (_, store):

        async def points(tenant: str) -> int:
            return await store.count(EPISODES, PointFilter(tenant_id=tenant))

        try:
            await embedder.until_waiting(1, timeout=30)
            # The quick tenant's turn is stored and acked while the slow one is held.
            assert await eventually(lambda: points(QUICK), until=lambda n: n == 1) == 1
            assert await eventually(in_hand, until=lambda n: n == (1, 0)) == (1, 0)
            assert await points(SLOW) == 0
        finally:
            embedder.gate.set()
        # Its report is several chunks, each a point.
        assert await eventually(lambda: points(SLOW), until=lambda n: n > 1) > 1
        assert await eventually(in_hand, until=lambda n: n == (0, 0)) == (0, 0)


async def watermark(nc: Client, tenant: str, seq: int, timeout_s: float) -> WatermarkReply:
    request = WatermarkRequest(after_seqs=[seq], timeout_s=timeout_s)
    msg = await nc.request(
        s.watermark(tenant), request.model_dump_json().encode(), timeout=timeout_s + 30
    )
    return WatermarkReply.model_validate_json(msg.data)


async def test_read_your_writes_passes_a_floor_another_tenant_holds(
    own_server: tuple[CommonSettings, Client], tmp_path: Path
) -> None:
    settings, nc = own_server
    js = nc.jetstream()
    slow = await js.publish(
        s.resource(SLOW, "user_input"),
        resource(SLOW, "A long report " * 200).model_dump_json().encode(),
    )
    quick = await js.publish(
        s.resource(QUICK, "user_input"),
        resource(QUICK, "I adopted a cat.").model_dump_json().encode(),
    )
    embedder = SlowTenant(64)
    indexer = IndexerApp(IndexerSettings(), embedder=embedder)
    stack = Stack(in_memory(settings, tmp_path), [indexer, RetrieverApp()], embedded_nats=False)
    await stack.start()
    try:
        await embedder.until_waiting(1, timeout=30)
        # The slow tenant's message holds the indexer's floor below both; the quick
        # tenant's own turn is searchable, and the watermark says so.
        reply = await watermark(nc, QUICK, quick.seq, timeout_s=30)
        assert reply.indexed and reply.complete, reply
        assert reply.indexed_seq < slow.seq
        # Never "searchable" when it is not: the slow tenant's turn is still embedding.
        held = await watermark(nc, SLOW, slow.seq, timeout_s=0.6)
        assert not held.indexed and not held.complete, held
        assert held.message.startswith(f"waiting for {slow.seq}: indexer at"), held
    finally:
        embedder.gate.set()
        await stack.stop()


async def test_the_next_batch_is_fetched_while_a_long_text_still_embeds(
    own_server: tuple[CommonSettings, Client], tmp_path: Path
) -> None:
    settings, nc = own_server
    js = nc.jetstream()
    report = resource(SLOW, "A long report " * 200)
    await js.publish(s.resource(SLOW, "user_input"), report.model_dump_json().encode())
    embedder = SlowTenant(64)
    # One batch at a time: were the report's batch to hold its slot, nothing would follow.
    app = IndexerApp(IndexerSettings(durable="indexer-long", pipeline_depth=1), embedder=embedder)
    async with alone(app, settings, tmp_path) as (_, store):

        async def points(tenant: str) -> int:
            return await store.count(EPISODES, PointFilter(tenant_id=tenant))

        try:
            await embedder.until_waiting(1, timeout=30)
            turn = resource(QUICK, "I adopted a cat.")
            await js.publish(s.resource(QUICK, "user_input"), turn.model_dump_json().encode())
            assert await eventually(lambda: points(QUICK), until=lambda n: n == 1) == 1
            assert await points(SLOW) == 0
            # The report's chunks go one per request, two requests out at once: the first
            # two still wait, and no third was sent.
            await embedder.until_waiting(2, timeout=30)
            assert embedder.slow_requests == [1, 1]
        finally:
            embedder.gate.set()
        chunks = await eventually(lambda: points(SLOW), until=lambda n: n > 1)
        assert embedder.slow_requests == [1] * chunks

"""The extractor two batches deep: the next batch is in hand while the last one waits on
the embedder, different tenants' batches run at once, one tenant's in fetch order, and a
stop hands both back. While the indexer has work, a batch goes in parts that each give way."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from nats.aio.client import Client
from nats.js import JetStreamContext

from memstream.contracts import subjects as s
from memstream.contracts.turns import Resource
from memstream.services.common.memory.embedder import Purpose
from memstream.services.common.runtime import metrics
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectors import Embedding
from memstream.services.extractor.app import ExtractorApp
from memstream.services.extractor.settings import ExtractorSettings
from tests.support.alone import alone
from tests.support.extractor import all_items
from tests.support.inflight import GatedEmbedder, redelivered
from tests.support.polling import eventually

T0 = datetime(2024, 3, 1, 10, 0, tzinfo=UTC)
FACTS = ("User lives in Berlin.", "User is a nurse.")


class RecordingEmbedder(GatedEmbedder):
    """The gated hash embedder, noting the texts of each call in the order they came."""

    def __init__(self, dim: int) -> None:
        super().__init__(dim)
        self.calls: list[list[str]] = []

    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        self.calls.append(list(texts))
        return await super().embed(texts, purpose)


def resource(tenant: str, session: str, text: str) -> Resource:
    return Resource(
        resource_id=s.resource_msg_id(tenant, session, 0, 0),
        tenant_id=tenant,
        agent_id="agent",
        session_id=session,
        turn_number=0,
        part_index=0,
        kind="user_input",
        speaker="user",
        text=text,
        event_time=T0,
    )


def two_deep(durable: str, ack_wait_s: float = 15.0) -> ExtractorSettings:
    # A batch per message, so every resource below is a batch of its own.
    return ExtractorSettings(
        durable=durable, use_llm=False, batch_size=1, pipeline_depth=2, ack_wait_s=ack_wait_s
    )


async def in_hand(js: JetStreamContext, durable: str) -> int:
    """Messages the consumer has delivered and not had settled."""
    info = await js.consumer_info(s.STREAM_RESOURCES, durable)
    return int(info.num_ack_pending or 0)


def gave_way_seconds() -> float:
    value = metrics.REGISTRY.get_sample_value("memstream_extractor_gave_way_seconds_total")
    return value or 0.0


async def berlin_then_nurse(nc: Client, nurse_tenant: str, nurse_session: str) -> None:
    """Tenant `ta`'s Berlin turn (session s1), then the nurse turn where it is asked for."""
    js = nc.jetstream()
    for r in (
        resource("ta", "s1", "I live in Berlin."),
        resource(nurse_tenant, nurse_session, "I'm a nurse."),
    ):
        await js.publish(s.resource(r.tenant_id, r.kind), r.model_dump_json().encode())


async def test_two_tenants_batches_wait_on_the_embedder_at_once(
    own_server: tuple[CommonSettings, Client], tmp_path: Path
) -> None:
    settings, nc = own_server
    await berlin_then_nurse(nc, "tb", "s1")
    embedder = RecordingEmbedder(64)
    app = ExtractorApp(two_deep("extractor-depth"), embedder=embedder)
    async with alone(app, settings, tmp_path) as (_, store):
        try:
            # One batch at a time would hold the second behind the gate of the first.
            await embedder.until_waiting(2, timeout=30)
        finally:
            embedder.gate.set()

        async def texts() -> dict[str, set[str]]:
            return {t: {r.payload["text"] for r in await all_items(store, t)} for t in ("ta", "tb")}

        await eventually(
            texts,
            until=lambda got: got == {"ta": {FACTS[0]}, "tb": {FACTS[1]}},
        )


async def test_one_tenants_next_batch_is_in_hand_and_goes_after_the_held_one(
    own_server: tuple[CommonSettings, Client], tmp_path: Path
) -> None:
    settings, nc = own_server
    await berlin_then_nurse(nc, "ta", "s2")
    embedder = RecordingEmbedder(64)
    durable = "extractor-order"
    app = ExtractorApp(two_deep(durable), embedder=embedder)
    js = nc.jetstream()
    async with alone(app, settings, tmp_path) as (_, store):
        try:
            await embedder.until_waiting(1, timeout=30)

            # The second batch is fetched while the first is held; it waits for its turn.
            await eventually(
                lambda: in_hand(js, durable), until=lambda n: n == 2, what="both batches in hand"
            )
            assert embedder.waiting == 1
        finally:
            embedder.gate.set()

        async def texts() -> set[str]:
            return {r.payload["text"] for r in await all_items(store, "ta")}

        await eventually(texts, until=lambda got: got == set(FACTS))
    berlin, nurse = (
        next(i for i, call in enumerate(embedder.calls) if any(fact in t for t in call))
        for fact in FACTS
    )
    assert berlin < nurse, f"the later session's facts were embedded first: {embedder.calls}"


async def test_a_stop_hands_back_both_batches_in_hand_at_once(
    own_server: tuple[CommonSettings, Client], tmp_path: Path
) -> None:
    settings, nc = own_server
    await berlin_then_nurse(nc, "tb", "s1")
    embedder = RecordingEmbedder(64)
    durable = "extractor-stop"
    # Far beyond every wait below: only a nak brings the messages back in time.
    app = ExtractorApp(two_deep(durable, ack_wait_s=3600), embedder=embedder)
    async with alone(app, settings, tmp_path) as (_, store):
        try:
            await embedder.until_waiting(2, timeout=30)
            await app.stop(timeout=0.5)
            assert sorted(await redelivered(nc, durable, 2)) == [2, 2]
            assert await all_items(store, "ta") == [] and await all_items(store, "tb") == []
        finally:
            embedder.gate.set()


async def test_while_the_indexer_has_work_a_batch_gives_way_before_each_part(
    own_server: tuple[CommonSettings, Client], tmp_path: Path
) -> None:
    settings, nc = own_server
    embedder = RecordingEmbedder(64)
    durable = "extractor-parts"
    cfg = ExtractorSettings(
        durable=durable,
        use_llm=False,
        batch_size=8,
        busy_part_size=1,
        give_way_s=120.0,
        pipeline_depth=1,  # so two messages in hand are one batch
    )
    app = ExtractorApp(cfg, embedder=embedder)
    js = nc.jetstream()
    async with alone(app, settings, tmp_path) as (stack, store):
        assert stack.runtime is not None
        backlog = stack.runtime.backlog
        try:
            backlog.report(pending=10, limit=16)  # working, not behind: the batch goes in parts
            await berlin_then_nurse(nc, "ta", "s2")  # one batch of two (a 0.5 s fetch window)
            await embedder.until_waiting(1, timeout=30)  # the first part, at the embedder

            await eventually(
                lambda: in_hand(js, durable), until=lambda n: n == 2, what="one batch of both"
            )
            backlog.report(pending=1000, limit=16)  # now behind: the next part gives way
            waited_before = gave_way_seconds()
            embedder.gate.set()

            async def state() -> tuple[set[str], int]:
                texts = {r.payload["text"] for r in await all_items(store, "ta")}
                return texts, await in_hand(js, durable)

            await eventually(state, until=lambda got: got == ({FACTS[0]}, 1), what="one part")
            backlog.report(pending=0, limit=16)  # caught up
            await eventually(state, until=lambda got: got == (set(FACTS), 0), what="both parts")
        finally:
            embedder.gate.set()
    assert gave_way_seconds() > waited_before, "the second part gave way to the indexer"

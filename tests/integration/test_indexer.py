"""The episode indexer against a real JetStream server, the real embedder and the edge store."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest
from nats.aio.client import Client
from nats.js.api import PubAck

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import ErrorReply
from memstream.contracts.turns import Resource
from memstream.services.cli.stack import Stack
from memstream.services.common.memory.embedder import LocalTextEmbedder, Purpose
from memstream.services.common.models.embed_client import EmbeddingClient, EmbedRequestRejected
from memstream.services.common.models.embedding import MINILM_MODEL_NAME, HashEmbedder
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.episodes import MAX_CHUNK_CHARS
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    PointFilter,
    QuerySpec,
    Record,
    VectorStore,
)
from memstream.services.embedder.app import EmbedderApp
from memstream.services.indexer.app import IndexerApp
from memstream.services.indexer.settings import IndexerSettings
from tests.support.alone import alone
from tests.support.inflight import GatedEmbedder, redelivered
from tests.support.polling import eventually

EVENT_TIME = datetime(2026, 3, 6, 15, 0, tzinfo=UTC)


def resource(tenant: str, text: str, turn: int = 0, part: int = 0) -> Resource:
    return Resource(
        resource_id=s.resource_msg_id(tenant, "s1", turn, part),
        tenant_id=tenant,
        agent_id="agent",
        session_id="s1",
        turn_number=turn,
        part_index=part,
        kind="user_input",
        speaker="user",
        text=text,
        event_time=EVENT_TIME,
    )


async def publish(nc: Client, tenant: str, body: bytes) -> PubAck:
    """Straight onto RESOURCES, bypassing ingest (and its de-duplication)."""
    return await nc.jetstream().publish(s.resource(tenant, "user_input"), body)


async def processed_through(nc: Client, seq: int) -> None:
    """Wait until the indexer acknowledged (or terminated) every message up to `seq`."""

    async def ack_floor() -> int:
        info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, s.DURABLE_EPISODE_INDEXER)
        return info.ack_floor.stream_seq if info.ack_floor else 0

    await eventually(ack_floor, until=lambda floor: floor >= seq, what=f"ack floor >= {seq}")


async def no_pull_waiting(nc: Client) -> None:
    """Wait until no fetch of a stopped consumer is open: what is published next waits."""

    async def waiting() -> int:
        info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, s.DURABLE_EPISODE_INDEXER)
        return info.num_waiting or 0

    await eventually(waiting, until=lambda n: n == 0, what="no open pull request")


async def stored(store: VectorStore, ids: list[str]) -> list[Record]:
    async def probe() -> list[Record]:
        return await store.get(EPISODES, ids)

    return await eventually(probe, until=lambda got: len(got) == len(ids), what=f"points {ids}")


async def count(store: VectorStore, tenant: str) -> int:
    return await store.count(EPISODES, PointFilter(tenant_id=tenant))


async def retried() -> float:
    value = REGISTRY.get_sample_value("memstream_indexer_messages_total", {"outcome": "retried"})
    return value or 0.0


async def test_published_turn_becomes_searchable(
    client: MemoryClient, nc: Client, vector_store: VectorStore
) -> None:
    ack = await client.publish_turn(
        "s1",
        0,
        user_input="My sister Ana is moving to Lisbon in September.",
        llm_output="Lisbon in September sounds lovely.",
        event_time=EVENT_TIME,
        user_input_external_id="D1:3",
    )
    records = await stored(vector_store, ack.resource_ids)
    first = records[0].payload
    assert first["tenant_id"] == client.tenant_id
    assert first["external_id"] == "D1:3" and first["speaker"] == "user"
    assert first["embedding_model"] == MINILM_MODEL_NAME
    assert first["event_time"] == EVENT_TIME.timestamp()

    query = (await EmbeddingClient(nc, timeout=30).embed(["where does Ana move?"], "query"))[0]
    spec = QuerySpec(
        filter=PointFilter(tenant_id=client.tenant_id), dense=query.dense, sparse=query.sparse
    )
    hits = await vector_store.query(EPISODES, spec)
    assert hits[0].id == ack.resource_ids[0]
    # Tenants never see each other's episodes.
    other = QuerySpec(filter=PointFilter(tenant_id=f"{client.tenant_id}x"), dense=query.dense)
    assert await vector_store.query(EPISODES, other) == []


async def test_redelivered_resource_is_stored_once(
    nc: Client, vector_store: VectorStore, indexer_app: IndexerApp, unique: str
) -> None:
    tenant = f"t{unique}"
    body = resource(tenant, "I keep my bike in the garage.").model_dump_json().encode()
    await publish(nc, tenant, body)
    await stored(vector_store, [s.resource_msg_id(tenant, "s1", 0, 0)])

    # The consumer goes away; the same resource arrives twice meanwhile (no Nats-Msg-Id,
    # so the stream keeps both copies) and is consumed after the restart.
    await indexer_app.stop(timeout=10)
    try:
        await no_pull_waiting(nc)
        await publish(nc, tenant, body)
        last = await publish(nc, tenant, body)
    finally:
        await indexer_app.start()
    await processed_through(nc, last.seq)
    assert await count(vector_store, tenant) == 1


async def dlq_messages(nc: Client, subject: str) -> list[tuple[bytes, dict[str, str]]]:
    js = nc.jetstream()
    info = await js.stream_info(s.STREAM_DLQ, subjects_filter=subject)
    if not (info.state.subjects or {}).get(subject):
        return []
    sub = await js.subscribe(subject, ordered_consumer=True)
    try:
        out = []
        for _ in range((info.state.subjects or {})[subject]):
            msg = await sub.next_msg(timeout=10)
            out.append((msg.data, dict(msg.headers or {})))
        return out
    finally:
        await sub.unsubscribe()


BAD_MESSAGES = [
    pytest.param(lambda tenant: b"{not json", "invalid_json", id="not-json"),
    pytest.param(lambda tenant: b'{"resource_id": "x"}', "validation_error", id="not-a-resource"),
    pytest.param(
        lambda tenant: (
            resource(tenant, "v2")
            .model_copy(update={"schema_version": 99})
            .model_dump_json()
            .encode()
        ),
        "schema_mismatch",
        id="schema",
    ),
    pytest.param(
        lambda tenant: resource("someoneelse", "spoofed").model_dump_json().encode(),
        "tenant_mismatch",
        id="tenant",
    ),
]


@pytest.mark.parametrize(("make_body", "reason"), BAD_MESSAGES)
async def test_bad_message_is_dead_lettered_and_good_ones_keep_flowing(
    nc: Client,
    vector_store: VectorStore,
    unique: str,
    make_body: Callable[[str], bytes],
    reason: str,
) -> None:
    tenant = f"t{unique}"
    bad_body = make_body(tenant)
    bad = await publish(nc, tenant, bad_body)
    good = await publish(
        nc, tenant, resource(tenant, "Good news travels.", turn=1).model_dump_json().encode()
    )
    await stored(vector_store, [s.resource_msg_id(tenant, "s1", 1, 0)])
    await processed_through(nc, good.seq)

    letters = await dlq_messages(nc, s.dlq(s.DLQ_INDEXER, tenant))
    # Terminated: the ack floor passed it (processed_through) and it has one DLQ entry.
    assert len(letters) == 1
    payload, headers = letters[0]
    assert payload == bad_body
    assert headers[s.HEADER_DLQ_REASON] == reason
    assert headers[s.HEADER_DLQ_ERROR]
    assert headers[s.HEADER_DLQ_SUBJECT] == s.resource(tenant, "user_input")
    assert headers[s.HEADER_DLQ_STREAM] == s.STREAM_RESOURCES
    assert headers[s.HEADER_DLQ_SEQ] == str(bad.seq)
    assert await count(vector_store, tenant) == 1


async def test_message_waits_for_the_embedder_and_is_indexed_when_it_is_back(
    client: MemoryClient,
    nc: Client,
    vector_store: VectorStore,
    embedder_app: EmbedderApp,
    stack: Stack,
) -> None:
    before = await retried()
    await embedder_app.endpoint.stop(timeout=10)
    try:
        ack = await client.publish_turn(
            "s1", 0, user_input="The embedder is napping.", event_time=EVENT_TIME
        )
        # Failed, was redelivered after its delay, and failed again: it is being retried.
        await eventually(retried, until=lambda n: n >= before + 2, what="two retries")
        assert await vector_store.get(EPISODES, ack.resource_ids) == []
    finally:
        await embedder_app.endpoint.start()
    await stored(vector_store, ack.resource_ids)
    assert await count(vector_store, client.tenant_id) == 1


async def test_a_text_longer_than_any_chunk_is_cut_and_indexed(
    nc: Client, vector_store: VectorStore, unique: str
) -> None:
    tenant = f"t{unique}"
    # One 150k-character "word", past even ingest's limit: chunking still cuts it into
    # pieces the embedder takes, so nothing is dead-lettered.
    done = await publish(nc, tenant, resource(tenant, "x" * 150_000).model_dump_json().encode())
    await processed_through(nc, done.seq)
    rid = s.resource_msg_id(tenant, "s1", 0, 0)
    pieces = -(-150_000 // MAX_CHUNK_CHARS)
    await stored(vector_store, [f"{rid}#{i}" for i in range(pieces)])
    assert await dlq_messages(nc, s.dlq(s.DLQ_INDEXER, tenant)) == []
    assert await count(vector_store, tenant) == pieces


class RefusingEmbedder:
    """The hash embedder, refusing what an embedder with a lower text limit would."""

    def __init__(self, dim: int, max_chars: int) -> None:
        self._inner = LocalTextEmbedder(HashEmbedder(dim))
        self._max_chars = max_chars

    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        for i, text in enumerate(texts):
            if len(text) > self._max_chars:
                reply = ErrorReply(code="text_too_long", message="too long", field=f"texts.{i}")
                raise EmbedRequestRejected(f"text_too_long: text {i}", reply)
        return await self._inner.embed(texts, purpose)


@asynccontextmanager
async def own_indexer(
    app: IndexerApp, settings: CommonSettings, data_dir: Path, gated: GatedEmbedder | None = None
) -> AsyncIterator[VectorStore]:
    """`app` alone in a stack (tests/support/alone.py); yields the store. Opens `gated`'s
    gate on the way out, so the stop never waits on it."""
    async with alone(app, settings, data_dir) as (_, store):
        try:
            yield store
        finally:
            if gated is not None:
                gated.gate.set()


async def test_text_the_embedder_refuses_is_dead_lettered_alone(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    tenant, durable = f"t{unique}", f"indexer-{unique}"
    await provision(nc.jetstream(), settings)
    app = IndexerApp(
        IndexerSettings(durable=durable, filter_tenant=tenant),
        embedder=RefusingEmbedder(64, max_chars=500),
    )
    async with own_indexer(app, settings, tmp_path) as store:
        bad = await publish(nc, tenant, resource(tenant, "y" * 1000).model_dump_json().encode())
        good = resource(tenant, "Short and sweet.", turn=1).model_dump_json().encode()
        await publish(nc, tenant, good)
        await stored(store, [s.resource_msg_id(tenant, "s1", 1, 0)])
        letters = await eventually(
            lambda: dlq_messages(nc, s.dlq(s.DLQ_INDEXER, tenant)),
            until=lambda got: len(got) == 1,
            what="one dead letter",
        )
        assert [h[s.HEADER_DLQ_REASON] for _, h in letters] == ["rejected_by_embedder"]
        assert letters[0][1][s.HEADER_DLQ_SEQ] == str(bad.seq)
        assert "text_too_long" in letters[0][1][s.HEADER_DLQ_ERROR]
        assert await count(store, tenant) == 1


async def test_stopped_indexer_hands_its_batch_in_flight_back_at_once(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    """A stop that cuts a batch short naks it: redelivered now, not after ack_wait."""
    tenant, durable = f"t{unique}", f"indexer-{unique}"
    ids = [s.resource_msg_id(tenant, "s1", n, 0) for n in range(3)]
    await provision(nc.jetstream(), settings)
    for n in range(3):
        await publish(nc, tenant, resource(tenant, f"Note {n}.", turn=n).model_dump_json().encode())
    embedder = GatedEmbedder(64)
    app = IndexerApp(
        # Far beyond every wait below: only a nak brings the messages back in time.
        IndexerSettings(durable=durable, filter_tenant=tenant, ack_wait_s=3600.0),
        embedder=embedder,
    )
    async with own_indexer(app, settings, tmp_path, embedder) as store:
        await embedder.until_waiting()
        info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, durable)
        assert (info.num_ack_pending, info.num_pending) == (3, 0)  # all held, mid-batch
        await app.stop(timeout=0.5)
        assert sorted(await redelivered(nc, durable, 3)) == [2, 2, 2]
        assert await store.get(EPISODES, ids) == []

        embedder.gate.set()
        await app.start()
        records = await stored(store, ids)
        assert {r.id for r in records} == set(ids)


async def test_a_batch_slower_than_ack_wait_is_kept_by_progress_beats(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    """ack_wait is short so a crashed consumer's messages return in seconds; a live one
    working longer than that keeps its batch (progress every third of ack_wait)."""
    tenant, durable = f"t{unique}", f"indexer-{unique}"
    ids = [s.resource_msg_id(tenant, "s1", n, 0) for n in range(3)]
    await provision(nc.jetstream(), settings)
    for n in range(3):
        await publish(nc, tenant, resource(tenant, f"Slow {n}.", turn=n).model_dump_json().encode())
    embedder = GatedEmbedder(64)
    app = IndexerApp(
        IndexerSettings(durable=durable, filter_tenant=tenant, ack_wait_s=1.0), embedder=embedder
    )
    async with own_indexer(app, settings, tmp_path, embedder) as store:
        await embedder.until_waiting()
        # Watch the consumer for four ack_waits while the embedding call hangs: nothing is
        # redelivered, all three stay with the busy handler.
        deadline = asyncio.get_running_loop().time() + 4.0
        while asyncio.get_running_loop().time() < deadline:
            info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, durable)
            assert info.num_redelivered == 0
            assert (info.num_ack_pending, info.num_pending) == (3, 0)
            await asyncio.sleep(0.2)  # an observation interval, not a synchronisation
        embedder.gate.set()
        records = await stored(store, ids)
        assert {r.id for r in records} == set(ids)


async def test_a_lone_turn_is_handed_over_without_waiting_for_a_fuller_batch(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> None:
    """The batch timeout is an hour: only a loop that hands over what it has can index the
    turn within the wait below (the old fill rule would sit on it until the timeout)."""
    tenant, durable = f"t{unique}", f"indexer-{unique}"
    await provision(nc.jetstream(), settings)
    app = IndexerApp(
        IndexerSettings(durable=durable, filter_tenant=tenant, fetch_timeout_s=3600.0),
        embedder=LocalTextEmbedder(HashEmbedder(dim=64)),
    )
    async with own_indexer(app, settings, tmp_path) as store:
        for n in range(2):  # one on an idle consumer, one after it
            body = resource(tenant, f"Alone {n}.", turn=n).model_dump_json().encode()
            await publish(nc, tenant, body)
            await stored(store, [s.resource_msg_id(tenant, "s1", n, 0)])

"""Read-your-writes through the real stack: a turn just published is in the next context."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest
from nats.aio.client import Client
from nats.aio.msg import Msg

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.turns import TurnIn
from memstream.contracts.watermark import MAX_AFTER_SEQS, WatermarkReply, WatermarkRequest
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.stores.vectorstore import EPISODES, VectorStore
from memstream.services.indexer.app import IndexerApp
from tests.support.extractor import all_items
from tests.support.history import history
from tests.support.polling import eventually

WHEN = datetime(2024, 2, 3, 10, 0, tzinfo=UTC)


async def test_context_after_the_ack_has_the_turn(client: MemoryClient) -> None:
    ack = await client.publish_turn(
        "s1",
        0,
        user_input="My cat Quincey only eats salmon-flavoured kibble.",
        event_time=WHEN,
        user_input_external_id="D1:1",
    )
    # No waiting in between: the request itself waits for the indexer.
    reply = await client.context("What does Quincey eat?", now=WHEN, after=ack)
    assert reply.degraded == []
    assert reply.items, reply
    assert any("D1:1" in item.source_external_ids for item in reply.items)
    assert "salmon" in reply.inject


async def test_several_acks_are_waited_for_together(client: MemoryClient) -> None:
    acks = [
        await client.publish_turn("s1", n, user_input=text, event_time=WHEN)
        for n, text in enumerate(["I play the oboe on Sundays.", "I restore old Vespa scooters."])
    ]
    reply = await client.context("Vespa scooters", now=WHEN, after=acks)
    assert reply.degraded == []
    assert any("Vespa" in item.text for item in reply.items)


async def wait_no_open_pull(nc: Client) -> None:
    """A stopped indexer's last fetch may still be open; what arrives then would be lost
    to it until ack_wait, so publish only once the server has none."""

    async def waiting() -> int:
        info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, s.DURABLE_EPISODE_INDEXER)
        return info.num_waiting or 0

    await eventually(waiting, until=lambda n: n == 0, what="no open pull request")


@pytest.fixture
async def indexer_stopped(indexer_app: IndexerApp, nc: Client) -> AsyncIterator[IndexerApp]:
    await indexer_app.stop(timeout=10)
    try:
        await wait_no_open_pull(nc)
        yield indexer_app
    finally:
        await indexer_app.start()


async def test_context_is_stale_not_late_while_the_indexer_is_stopped(
    nats_server: EmbeddedNatsServer,
    vector_store: VectorStore,
    unique: str,
    indexer_stopped: IndexerApp,
) -> None:
    # A 2 s request timeout: the SDK asks the retriever to wait 1 s at most, so the reply
    # comes back within the request's own bound (a later one would raise MemstreamError).
    async with await MemoryClient.connect(nats_server.url, f"t{unique}", "a", timeout=2) as sdk:
        ack = await sdk.publish_turn("s1", 0, user_input="My locker code is 4417.")
        reply = await sdk.context("locker code", after=ack)
        assert "stale" in reply.degraded
        assert reply.waited_ms > 0
        # Not an episode yet (the extractor, still running, may have stored a fact of it).
        assert await vector_store.get(EPISODES, ack.resource_ids) == []

        status = await sdk.wait_for(ack, timeout=0.2)
        assert not status.complete and not status.indexed
        assert status.target_seq == max(ack.resource_seqs)
        assert status.indexed_seq < status.target_seq
        assert "indexer at" in status.message

        await indexer_stopped.start()
        reply = await sdk.context("locker code", after=ack)
        assert reply.degraded == []
        assert len(await vector_store.get(EPISODES, ack.resource_ids)) == 1
        # The turn itself, or the fact extracted from it, which stands in for it.
        assert any("4417" in item.text for item in reply.items)


async def test_a_read_whose_caller_gave_up_is_dropped_not_served_late(
    nats_server: EmbeddedNatsServer, nc: Client, unique: str, indexer_stopped: IndexerApp
) -> None:
    tenant = f"t{unique}"
    seen: list[str | None] = []

    async def spy(msg: Msg) -> None:  # beside the retriever's queue group
        seen.append((msg.headers or {}).get(s.HEADER_TIMEOUT))

    sub = await nc.subscribe(s.context(tenant), cb=spy)
    async with await MemoryClient.connect(nats_server.url, tenant, "a", timeout=3) as sdk:
        ack = await sdk.publish_turn("s1", 0, user_input="My bike is a green Brompton.")
        reply = await sdk.context("bike", after=ack)  # waits 1.5 s for the indexer: stale
        assert "stale" in reply.degraded
    await sub.unsubscribe()
    assert seen == ["3"]  # the SDK says how long it waits

    def expired() -> float:
        labels = {"endpoint": "retriever"}
        return REGISTRY.get_sample_value("memstream_endpoint_expired_total", labels) or 0.0

    # A caller that waits 0.5 s for a read the retriever holds for the indexer (up to its
    # 2 s read-your-writes bound): answered `unavailable` at the caller's deadline, where
    # without deadlines a stale context would come back after 2 s.
    body = {"query": "bike", "after_seqs": ack.resource_seqs, "after_timeout_s": 10}
    before = expired()
    raw = await nc.request(
        s.context(tenant), json.dumps(body).encode(), timeout=8, headers={s.HEADER_TIMEOUT: "0.5"}
    )
    assert ErrorReply.model_validate_json(raw.data).code == "unavailable"
    assert expired() == before + 1


@pytest.mark.parametrize(
    "after_seqs",
    [
        pytest.param(["12"], id="string"),
        pytest.param([0], id="zero"),
        pytest.param([-1], id="negative"),
        pytest.param([1.5], id="float"),
        pytest.param({"seq": 1}, id="object"),
        pytest.param(list(range(1, MAX_AFTER_SEQS + 2)), id="too-many"),
    ],
)
async def test_invalid_after_gets_an_error_reply(
    stack: object, nc: Client, unique: str, after_seqs: object
) -> None:
    for subject, body in (
        (s.context(f"t{unique}"), {"query": "anything", "after_seqs": after_seqs}),
        (s.watermark(f"t{unique}"), {"after_seqs": after_seqs}),
    ):
        raw = await nc.request(subject, json.dumps(body).encode(), timeout=10)
        error = ErrorReply.model_validate_json(raw.data)
        assert error.code == "validation_error"
        assert error.field is not None and error.field.startswith("after_seqs")


async def test_a_sequence_no_ack_gave_is_refused(stack: object, nc: Client, unique: str) -> None:
    never = 2**62
    body = {"query": "anything", "after_seqs": [never], "after_timeout_s": 0.1}
    raw = await nc.request(s.context(f"t{unique}"), json.dumps(body).encode(), timeout=10)
    error = ErrorReply.model_validate_json(raw.data)
    assert (error.code, error.field) == ("validation_error", "after_seqs")
    assert str(never) in error.message

    request = WatermarkRequest(after_seqs=[never], timeout_s=30)
    raw = await nc.request(s.watermark(f"t{unique}"), request.model_dump_json().encode(), 10)
    error = ErrorReply.model_validate_json(raw.data)
    assert (error.code, error.field) == ("validation_error", "after_seqs")


async def test_wait_for_extracted_means_the_items_are_stored(
    client: MemoryClient, vector_store: VectorStore
) -> None:
    ack = await client.publish_turn(
        "s1", 0, user_input="I live in Berlin with my wife Anna.", event_time=WHEN
    )
    status = await client.wait_for(ack, extracted=True, timeout=60)
    assert status.complete, status
    assert status.indexed and status.extracted
    assert status.extracted_seq is not None and status.extracted_seq >= max(ack.resource_seqs)
    # No polling after the wait: the facts are there.
    texts = [str(r.payload.get("text")) for r in await all_items(vector_store, client.tenant_id)]
    assert any("Berlin" in text for text in texts), texts


async def test_wait_for_without_acks_waits_for_the_tenants_last_turn(
    client: MemoryClient,
) -> None:
    nothing = await client.wait_for(timeout=0)
    assert nothing.complete and nothing.target_seq == 0

    await client.publish_turn("s1", 0, user_input="First.", event_time=WHEN)
    last = await client.publish_turn("s2", 0, user_input="Second.", event_time=WHEN)
    status = await client.wait_for(extracted=True, timeout=60)
    assert status.complete, status
    assert status.target_seq == max(last.resource_seqs)
    assert status.indexed_seq >= status.target_seq


async def test_watermark_request_answers_at_once_with_timeout_zero(
    client: MemoryClient, nc: Client
) -> None:
    ack = await client.publish_turn("s1", 0, user_input="Quick check.", event_time=WHEN)
    await client.wait_for(ack, timeout=60)
    raw = await nc.request(
        s.watermark(client.tenant_id), WatermarkRequest().model_dump_json().encode(), timeout=10
    )
    status = WatermarkReply.model_validate_json(raw.data)
    assert status.complete and status.indexed
    assert status.extracted is None and status.extracted_seq is None
    assert status.indexed_seq >= max(ack.resource_seqs)


def favourites(tenant: str, words: list[str]) -> list[TurnIn]:
    return history(tenant, [f"Back then my favourite word was {w}." for w in words], WHEN, "old")


async def test_an_import_returns_with_every_turn_searchable(client: MemoryClient) -> None:
    words = [f"zqimp{n}vex" for n in range(9)]
    acks = await client.import_turns(favourites(client.tenant_id, words), window=4)
    assert [a.turn_number for a in acks] == list(range(9))
    assert not any(a.duplicate for a in acks)
    now = await client.wait_for(acks, timeout=0)  # no waiting: it is there already
    assert now.indexed, now
    reply = await client.context(f"favourite word {words[7]}", now=WHEN)
    assert any(words[7] in item.text for item in reply.items)


async def test_an_import_the_indexer_cannot_follow_stops_and_resumes_without_copies(
    nats_server: EmbeddedNatsServer, unique: str, indexer_stopped: IndexerApp
) -> None:
    turns = favourites(f"t{unique}", [f"zqres{n}vex" for n in range(6)])
    async with await MemoryClient.connect(nats_server.url, f"t{unique}", "a") as sdk:
        with pytest.raises(MemstreamError) as stuck:
            await sdk.import_turns(turns, window=4, timeout=0.5)
        assert stuck.value.code == "unavailable"
        # Steps of two: four turns went out, then the wait on the second one gave up.
        state = await sdk.replay("old")
        assert [t.turn_number for t in state.turns] == [0, 1, 2, 3]

        await indexer_stopped.start()
        acks = await sdk.import_turns(turns, window=4, timeout=60)
    assert [a.duplicate for a in acks] == [True] * 4 + [False] * 2
    assert len({seq for a in acks for seq in a.resource_seqs}) == 6  # each stored once

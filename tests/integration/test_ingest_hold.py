"""A tenant far ahead of the episode indexer waits for it; a tenant below its share does not.

A real nats-server and a real ingest of the test's own (limit: 3 turns ahead). The
indexer's durable consumer is the real one, created by the test, which plays the indexer
itself: it fetches and acknowledges messages when it chooses, so the indexer's progress,
and with it every hold, is decided by the test, not by timing.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client
from nats.js import JetStreamContext

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.turns import TurnAck
from memstream.services.common.messaging.progress import ConsumerProgress
from memstream.services.common.runtime import metrics
from memstream.services.indexer.app import IndexerApp
from memstream.services.ingest.settings import IngestSettings
from tests.support.ingest_alone import IngestAlone, ingest_alone
from tests.support.polling import eventually

pytestmark = pytest.mark.integration

LIMIT = 3
# Long enough that a hold in these tests ends only when the test moves the indexer.
LONG_HOLD_S = 30.0


@pytest.fixture
async def setup(tmp_path: Path) -> AsyncIterator[IngestAlone]:
    async with ingest_alone(tmp_path) as running:
        yield running


def holding(hold_s: float) -> IngestSettings:
    return IngestSettings(backlog_turns=LIMIT, backlog_hold_s=hold_s)


@pytest.fixture
async def js(setup: IngestAlone) -> AsyncIterator[JetStreamContext]:
    conn: Client = await nats.connect(setup.server.url)
    yield conn.jetstream()
    await conn.close()


async def the_indexer(js: JetStreamContext) -> JetStreamContext.PullSubscription:
    """The episode indexer's durable consumer, as the indexer creates it; nobody pulls."""
    config = IndexerApp().consumer_config()
    await js.add_consumer(s.STREAM_RESOURCES, config)
    return await js.pull_subscribe_bind(durable=config.durable_name, stream=s.STREAM_RESOURCES)


async def index(sub: JetStreamContext.PullSubscription, count: int) -> None:
    """Play the indexer: take the next `count` resources and acknowledge them."""
    for msg in await sub.fetch(count, timeout=10):
        await msg.ack_sync()


async def watermark(js: JetStreamContext) -> int:
    info = await js.consumer_info(s.STREAM_RESOURCES, s.DURABLE_EPISODE_INDEXER)
    return ConsumerProgress.from_info(info).watermark


async def stored(js: JetStreamContext, tenant: str) -> int:
    info = await js.stream_info(s.STREAM_RESOURCES, subjects_filter=s.resource_filter(tenant))
    return sum((info.state.subjects or {}).values())


def holds(outcome: str) -> float:
    return metrics.INGEST_HOLDS.labels(outcome)._value.get()


async def send(client: MemoryClient, n: int) -> TurnAck:
    return await client.publish_turn("s1", n, user_input=f"turn {n} of a long history")


async def test_a_tenant_over_the_limit_waits_for_the_indexer_and_no_one_else_does(
    setup: IngestAlone, js: JetStreamContext
) -> None:
    await setup.start_ingest(holding(LONG_HOLD_S))
    indexer = await the_indexer(js)
    caught_up = holds("caught_up")
    url = setup.server.url
    async with (
        await MemoryClient.connect(url, "flood", "a", timeout=60, turn_resends=0) as flood,
        await MemoryClient.connect(url, "chat", "b", timeout=60, turn_resends=0) as chat,
    ):
        # Below the limit: written and acked without waiting for anything.
        first = [await send(flood, n) for n in range(LIMIT)]
        # The fourth turn would make four ahead of the indexer, all of this tenant's: it
        # waits, not yet written.
        held = asyncio.create_task(send(flood, LIMIT))
        # Meanwhile another tenant's turn, below its share, is written and acked as usual.
        await send(chat, 0)
        assert not held.done()
        assert await stored(js, "flood") == LIMIT
        assert holds("caught_up") == caught_up

        # The indexer passes the flooding tenant's first two turns: with the other
        # tenant's turn, two are ahead, below the limit, and the fourth turn is written.
        await index(indexer, 2)
        ack = await asyncio.wait_for(held, 10)
        assert not ack.duplicate
        assert await stored(js, "flood") == LIMIT + 1
        assert await watermark(js) >= max(first[1].resource_seqs)
        assert holds("caught_up") == caught_up + 1


async def test_turns_in_the_indexers_hands_queue_no_one(
    setup: IngestAlone, js: JetStreamContext
) -> None:
    # A document being embedded chunk by chunk holds the indexer's ack floor for seconds
    # while its turns are out of the stream: what a new turn waits behind starts after them.
    await setup.start_ingest(holding(LONG_HOLD_S))
    indexer = await the_indexer(js)
    async with await MemoryClient.connect(
        setup.server.url, "flood", "a", timeout=60, turn_resends=0
    ) as flood:
        for n in range(LIMIT):
            await send(flood, n)
        in_hand = await indexer.fetch(2, timeout=10)  # taken, not acknowledged
        ack = await asyncio.wait_for(send(flood, LIMIT), 10)
        assert not ack.duplicate
        assert await stored(js, "flood") == LIMIT + 1
        assert await watermark(js) == 0  # the floor did not move
        for msg in in_hand:
            await msg.ack_sync()


async def test_a_stuck_indexer_costs_one_hold_then_none_until_it_moves(
    setup: IngestAlone, js: JetStreamContext
) -> None:
    await setup.start_ingest(holding(0.2))
    indexer = await the_indexer(js)  # exists; moves only when the test says
    expired, caught_up = holds("expired"), holds("caught_up")
    async with await MemoryClient.connect(setup.server.url, "flood", "a", turn_resends=0) as flood:
        acks = [await send(flood, n) for n in range(LIMIT + 3)]
        # The fourth turn waited out its 0.2 s hold and was written; the indexer had not
        # moved at all, so it is stuck, and the fifth and sixth did not wait.
        assert holds("expired") == expired + 1
        assert await stored(js, "flood") == LIMIT + 3
        assert [a.duplicate for a in acks] == [False] * (LIMIT + 3)

        # Once it moves, the holds are back: a turn waits for it again (its own hold runs
        # out too, since it moves no further). Turns are sent until one has read the
        # indexer's state after the move (readings are shared for up to 50 ms).
        await index(indexer, 1)
        numbers = itertools.count(LIMIT + 3)

        async def next_turn() -> float:
            await send(flood, next(numbers))
            return holds("expired")

        await eventually(next_turn, until=lambda n: n == expired + 2, what="a hold again")
    assert holds("caught_up") == caught_up


async def test_without_an_indexer_consumer_nothing_is_held(
    setup: IngestAlone, js: JetStreamContext
) -> None:
    # With a hold this long, a held ack would outlast the client's 5 s request timeout.
    await setup.start_ingest(holding(LONG_HOLD_S))
    before = holds("caught_up") + holds("expired")
    async with await MemoryClient.connect(setup.server.url, "alone", "a", turn_resends=0) as client:
        acks = [await send(client, n) for n in range(3 * LIMIT)]
    assert len({a.resource_seqs[0] for a in acks}) == 3 * LIMIT
    assert holds("caught_up") + holds("expired") == before

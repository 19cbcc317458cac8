"""The embedder's requests whose callers stop waiting: queries dropped, episodes kept,
joined calls kept for the requests that still wait, and spend counted either way.

Each test starts with the backend busy on one call held until `open()`, so the requests it
sends queue behind it; a request "gives up" as the endpoint makes it at its caller's
deadline (messaging/endpoint.py): its handler is cancelled.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass

import pytest

from memstream.contracts.embed import EmbedResponse
from memstream.contracts.errors import ErrorReply
from memstream.services.common.messaging.endpoint import caller_waits
from memstream.services.common.models.embedding import DenseMatrix
from memstream.services.embedder.accounting import EmbeddingAccounting
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.queues import QueryOrder
from memstream.services.embedder.service import EmbedderService
from tests.unit.test_embed_batcher import ClockedEmbedder, FakeClock
from tests.unit.test_embedder_service import DEADLINE, CountingEmbedder, call, make_service

BUSY = "in the backend"


@pytest.fixture
def backend() -> CountingEmbedder:
    return CountingEmbedder()


class Ledger(EmbeddingAccounting):
    """What the service records, without publishing it."""

    def __init__(self) -> None:  # no sink: nothing is sent
        self.records: list[tuple[str | None, int, bool]] = []

    def record(self, tenant: str | None, tokens: int, *, billable: bool) -> None:
        self.records.append((tenant, tokens, billable))


@dataclass
class Busy:
    service: EmbedderService
    gate: asyncio.Event
    busy: asyncio.Task[EmbedResponse | ErrorReply]

    async def send(self, body: object) -> asyncio.Task[EmbedResponse | ErrorReply]:
        """A request, once it has reached the batcher's queue: the handler, its dense task
        and the batcher call each take a turn of the loop (no time passes)."""
        task = asyncio.create_task(call(self.service, body))
        await turns()
        return task

    async def open(self) -> None:
        self.gate.set()
        await asyncio.wait_for(self.busy, DEADLINE)


async def turns() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


@asynccontextmanager
async def busy_backend(
    backend: CountingEmbedder,
    clock: Callable[[], float] | None = None,
    accounting: EmbeddingAccounting | None = None,
    queries: QueryOrder | None = None,
) -> AsyncIterator[Busy]:
    gate, started = asyncio.Event(), asyncio.Event()
    inner = backend.aembed

    async def held(texts: Sequence[str]) -> DenseMatrix:
        started.set()
        await gate.wait()
        return await inner(texts)

    backend.aembed = held  # type: ignore[method-assign]
    batcher = MicroBatcher(
        backend, window_s=0.0, max_batch=16, queries=queries, clock=clock or time.monotonic
    )
    batcher.start()
    try:
        service = make_service(batcher, accounting=accounting)
        busy = asyncio.create_task(call(service, {"texts": [BUSY]}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        yield Busy(service, gate, busy)
    finally:
        gate.set()
        await batcher.stop(timeout=5)


async def test_an_abandoned_query_leaves_the_queue_unembedded(backend: CountingEmbedder) -> None:
    async with busy_backend(backend) as b:
        waiting = await b.send({"texts": ["nobody waits for me"], "purpose": "query"})
        waiting.cancel()
        await b.open()
        after = await asyncio.wait_for(call(b.service, {"texts": ["asked later"]}), DEADLINE)
    assert waiting.cancelled() and isinstance(after, EmbedResponse)
    assert backend.texts == [BUSY, "asked later"]


async def test_an_abandoned_episode_is_still_embedded_for_its_callers_retry(
    backend: CountingEmbedder,
) -> None:
    """The indexer asks again for a text it gave up on: the vector is embedded once, and
    the retry joins that call, instead of starting over behind the queue at every retry."""
    episode = {"texts": ["Nate: I adopted a third turtle"], "priority": "index"}
    async with busy_backend(backend) as b:
        given_up = await b.send(episode)
        given_up.cancel()
        await turns()
        retry = await b.send(episode)  # still behind the busy call
        await b.open()
        answer = await asyncio.wait_for(retry, DEADLINE)
        joined = dict(b.service.reuse.joined)
    assert given_up.cancelled()
    assert isinstance(answer, EmbedResponse) and len(answer.dense) == 1
    assert joined == {"index": 1}
    assert backend.texts == [BUSY, "Nate: I adopted a third turtle"]


async def test_an_abandoned_query_is_still_embedded_for_the_request_that_joined_it(
    backend: CountingEmbedder,
) -> None:
    query = {"texts": ["when did the adoption agency call back?"], "purpose": "query"}
    async with busy_backend(backend) as b:
        owner = await b.send(query)
        joiner = await b.send(query)
        owner.cancel()
        await b.open()
        joined = await asyncio.wait_for(joiner, DEADLINE)
        reuse = dict(b.service.reuse.joined)
    assert owner.cancelled()
    assert isinstance(joined, EmbedResponse) and len(joined.dense) == 1
    assert backend.texts == [BUSY, "when did the adoption agency call back?"]
    assert reuse == {"query": 1}


async def test_a_query_joined_by_a_more_patient_request_outlives_its_owners_deadline(
    backend: CountingEmbedder,
) -> None:
    """The call keeps the latest wait of the requests on it: the owner's deadline passing
    does not set the text aside while a request that joined it still waits."""
    clock = FakeClock()
    query = {"texts": ["where did Jon open his dance studio?"], "purpose": "query"}
    async with busy_backend(backend, clock=clock) as b:
        with caller_waits(0.5):
            owner = await b.send(query)
        with caller_waits(600.0):
            joiner = await b.send(query)
        owner.cancel()
        clock.now = 60.0  # long past the owner's wait, well within the joiner's
        await b.open()
        joined = await asyncio.wait_for(joiner, DEADLINE)
    assert isinstance(joined, EmbedResponse) and len(joined.dense) == 1
    assert backend.texts == [BUSY, "where did Jon open his dance studio?"]


async def test_a_request_joining_one_text_and_owning_another_keeps_the_joined_call(
    backend: CountingEmbedder,
) -> None:
    async with busy_backend(backend) as b:
        with caller_waits(600.0):
            owner = await b.send({"texts": ["shared"], "purpose": "query"})
            both = await b.send({"texts": ["mine", "shared"], "purpose": "query"})
        owner.cancel()  # while `both` still waits on its own text
        await b.open()
        answer = await asyncio.wait_for(both, DEADLINE)
    assert isinstance(answer, EmbedResponse) and len(answer.dense) == 2


async def test_texts_embedded_after_their_caller_gave_up_are_still_counted(
    backend: CountingEmbedder,
) -> None:
    ledger = Ledger()
    episode = {"texts": ["Joanna: my screenplay got picked"], "tenant_id": "tj"}
    async with busy_backend(backend, accounting=ledger) as b:
        given_up = await b.send(episode)
        given_up.cancel()  # the indexer's wait ran out; the text is embedded anyway
        await b.open()
        retry = await asyncio.wait_for(call(b.service, episode), DEADLINE)
    assert isinstance(retry, EmbedResponse) and retry.cached == 1
    # The given-up request's tokens when its call ended; the retry, a cache hit, none.
    counted = [(tokens > 0, billable) for tenant, tokens, billable in ledger.records if tenant]
    assert counted == [(True, True), (False, True)]


async def test_the_indexers_long_calls_do_not_set_aside_a_query_its_own_call_serves() -> None:
    """Only calls that carried a query's wait say how long a query's call takes: a
    backlog's full batches of episodes (a second each) must not set aside a query with
    half a second left."""
    backend = ClockedEmbedder()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16, clock=backend.clock)
    batcher.start()
    try:
        service = make_service(batcher)
        for n in range(4):
            episodes = {"texts": [f"turn {n}.{i}" for i in range(8)], "priority": "index"}
            assert isinstance(await call(service, episodes), EmbedResponse)
        with caller_waits(0.5):
            answer = await call(service, {"texts": ["who moved?"], "purpose": "query"})
    finally:
        await batcher.stop(timeout=5)
    assert isinstance(answer, EmbedResponse), answer


async def test_a_query_left_by_its_owner_and_every_joiner_is_dropped_unembedded(
    backend: CountingEmbedder,
) -> None:
    query = {"texts": ["who gave Maria the puppy?"], "purpose": "query"}
    async with busy_backend(backend) as b:
        owner = await b.send(query)
        joiner = await b.send(query)
        owner.cancel()
        await turns()
        joiner.cancel()  # the last one waiting on the call: nobody left to read it
        await turns()
        await b.open()
        after = await asyncio.wait_for(call(b.service, {"texts": ["asked later"]}), DEADLINE)
    assert owner.cancelled() and joiner.cancelled() and isinstance(after, EmbedResponse)
    assert backend.texts == [BUSY, "asked later"]


async def test_a_query_joins_only_a_young_query_call_of_its_own_tenant() -> None:
    """An old query call may sit at the old end of a queue served newest first: a query
    asked again later embeds its text in a call of its own instead of waiting on it."""
    clock = FakeClock()
    backend = CountingEmbedder()
    query = {"texts": ["where is the spare key?"], "purpose": "query", "tenant_id": "ta"}
    other = dict(query, tenant_id="tb")
    queries = QueryOrder(newest_first_after_s=0.25)
    async with busy_backend(backend, clock=clock, queries=queries) as b:
        first = await b.send(query)
        clock.now = 0.1
        young = await b.send(query)  # joins
        clock.now = 1.0
        late = await b.send(query)  # the call is a second old: its own call
        theirs = await b.send(other)  # another tenant's: its own call
        await b.open()
        replies = await asyncio.wait_for(asyncio.gather(first, young, theirs, late), DEADLINE)
        joined = dict(b.service.reuse.joined)
    assert all(isinstance(r, EmbedResponse) for r in replies)
    assert joined == {"query": 1}
    assert backend.texts == [BUSY] + ["where is the spare key?"] * 3

"""The embedder's requests whose callers stop waiting: queries dropped, episodes kept,
joined calls kept for the requests that still wait, and spend counted either way."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from memstream.contracts.embed import EmbedResponse
from memstream.services.common.messaging.endpoint import caller_waits
from memstream.services.common.models.embedding import Bm25SparseEmbedder, DenseMatrix
from memstream.services.embedder.accounting import EmbeddingAccounting
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.cache import EmbeddingCache
from memstream.services.embedder.service import EmbedderService
from tests.unit.test_embedder_service import DEADLINE, CountingEmbedder, call, make_service


@pytest.fixture
def backend() -> CountingEmbedder:
    return CountingEmbedder()


async def queued() -> None:
    """Let a request just sent reach the batcher's queue: the handler, its dense task and
    the batcher call each take a turn of the loop (no time passes)."""
    for _ in range(5):
        await asyncio.sleep(0)


def gated(backend: CountingEmbedder) -> tuple[asyncio.Event, asyncio.Event]:
    """Hold the backend's calls until the gate opens; `started` is set at the first."""
    gate, started = asyncio.Event(), asyncio.Event()
    inner = backend.aembed

    async def held(texts: Sequence[str]) -> DenseMatrix:
        started.set()
        await gate.wait()
        return await inner(texts)

    backend.aembed = held  # type: ignore[method-assign]
    return gate, started


async def test_an_abandoned_query_leaves_the_queue_unembedded(
    backend: CountingEmbedder,
) -> None:
    """A query whose caller stopped waiting (its handler cancelled at the deadline,
    messaging/endpoint.py) is not embedded for nobody once the backend is free."""
    gate, started = gated(backend)
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16)
    batcher.start()
    try:
        service = make_service(batcher)
        busy = asyncio.create_task(call(service, {"texts": ["in the backend"]}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        query = {"texts": ["nobody waits for me"], "purpose": "query"}
        waiting = asyncio.create_task(call(service, query))
        await queued()
        waiting.cancel()
        gate.set()
        assert isinstance(await asyncio.wait_for(busy, DEADLINE), EmbedResponse)
        after = await asyncio.wait_for(call(service, {"texts": ["asked later"]}), DEADLINE)
        assert isinstance(after, EmbedResponse)
    finally:
        await batcher.stop(timeout=5)
    assert waiting.cancelled()
    assert backend.texts == ["in the backend", "asked later"]


async def test_an_abandoned_episode_is_still_embedded_for_its_callers_retry(
    backend: CountingEmbedder,
) -> None:
    """The indexer asks again for a text it gave up on: the vector is embedded once, and
    the retry finds it, instead of starting over behind the queue at every retry."""
    gate, started = gated(backend)
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16)
    batcher.start()
    try:
        service = make_service(batcher)
        busy = asyncio.create_task(call(service, {"texts": ["in the backend"]}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        episode = {"texts": ["Nate: I adopted a third turtle"], "priority": "index"}
        given_up = asyncio.create_task(call(service, episode))
        await queued()
        given_up.cancel()
        await queued()
        retry = asyncio.create_task(call(service, episode))  # still behind the busy call
        await queued()
        gate.set()
        await asyncio.wait_for(busy, DEADLINE)
        answer = await asyncio.wait_for(retry, DEADLINE)
    finally:
        await batcher.stop(timeout=5)
    assert given_up.cancelled()
    assert isinstance(answer, EmbedResponse) and len(answer.dense) == 1
    # The retry joined the given-up request's call rather than queueing a second one.
    assert service.reuse.joined == {"index": 1}
    assert backend.texts == ["in the backend", "Nate: I adopted a third turtle"]


async def test_an_abandoned_query_is_still_embedded_for_the_request_that_joined_it(
    backend: CountingEmbedder,
) -> None:
    gate, started = gated(backend)
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16)
    batcher.start()
    try:
        service = make_service(batcher)
        busy = asyncio.create_task(call(service, {"texts": ["in the backend"]}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        query = {"texts": ["when did the adoption agency call back?"], "purpose": "query"}
        owner = asyncio.create_task(call(service, query))
        await queued()
        joiner = asyncio.create_task(call(service, query))
        await queued()
        owner.cancel()
        gate.set()
        joined = await asyncio.wait_for(joiner, DEADLINE)
        await asyncio.wait_for(busy, DEADLINE)
    finally:
        await batcher.stop(timeout=5)
    assert owner.cancelled()
    assert isinstance(joined, EmbedResponse) and len(joined.dense) == 1
    assert backend.texts == ["in the backend", "when did the adoption agency call back?"]
    assert service.reuse.joined == {"query": 1}


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_a_query_joined_by_a_more_patient_request_outlives_its_owners_deadline(
    backend: CountingEmbedder,
) -> None:
    """The call keeps the latest wait of the requests on it: the owner's deadline passing
    does not set the text aside while a request that joined it still waits."""
    gate, started = gated(backend)
    clock = FakeClock()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16, clock=clock)
    batcher.start()
    try:
        service = make_service(batcher)
        busy = asyncio.create_task(call(service, {"texts": ["in the backend"]}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        query = {"texts": ["where did Jon open his dance studio?"], "purpose": "query"}
        with caller_waits(0.5):
            owner = asyncio.create_task(call(service, query))
        await queued()
        with caller_waits(600.0):
            joiner = asyncio.create_task(call(service, query))
        await queued()
        owner.cancel()  # the endpoint does so at the owner's deadline
        clock.now = 60.0  # long past the owner's wait, well within the joiner's
        gate.set()
        joined = await asyncio.wait_for(joiner, DEADLINE)
        await asyncio.wait_for(busy, DEADLINE)
    finally:
        await batcher.stop(timeout=5)
    assert isinstance(joined, EmbedResponse) and len(joined.dense) == 1
    assert backend.texts == ["in the backend", "where did Jon open his dance studio?"]


async def test_a_request_joining_one_text_and_owning_another_keeps_the_joined_call(
    backend: CountingEmbedder,
) -> None:
    gate, started = gated(backend)
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16)
    batcher.start()
    try:
        service = make_service(batcher)
        busy = asyncio.create_task(call(service, {"texts": ["in the backend"]}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        with caller_waits(600.0):
            owner = asyncio.create_task(call(service, {"texts": ["shared"], "purpose": "query"}))
            await queued()
            both = asyncio.create_task(
                call(service, {"texts": ["mine", "shared"], "purpose": "query"})
            )
        await queued()
        owner.cancel()  # while `both` still waits on its own text
        gate.set()
        answer = await asyncio.wait_for(both, DEADLINE)
        await asyncio.wait_for(busy, DEADLINE)
    finally:
        await batcher.stop(timeout=5)
    assert isinstance(answer, EmbedResponse) and len(answer.dense) == 2


class Ledger(EmbeddingAccounting):
    """What the service records, without publishing it."""

    def __init__(self) -> None:  # no sink: nothing is sent
        self.records: list[tuple[str | None, int, bool]] = []

    def record(self, tenant: str | None, tokens: int, *, billable: bool) -> None:
        self.records.append((tenant, tokens, billable))


async def test_texts_embedded_after_their_caller_gave_up_are_still_counted(
    backend: CountingEmbedder,
) -> None:
    gate, started = gated(backend)
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=16)
    batcher.start()
    ledger = Ledger()
    try:
        service = EmbedderService(
            batcher,
            Bm25SparseEmbedder(),
            EmbeddingCache(100),
            max_text_chars=1000,
            max_reply_bytes=1 << 20,
            accounting=ledger,
        )
        busy = asyncio.create_task(call(service, {"texts": ["in the backend"]}))
        await asyncio.wait_for(started.wait(), DEADLINE)
        episode = {"texts": ["Joanna: my screenplay got picked"], "tenant_id": "tj"}
        given_up = asyncio.create_task(call(service, episode))
        await queued()
        given_up.cancel()  # the indexer's wait ran out; the text is embedded anyway
        gate.set()
        await asyncio.wait_for(busy, DEADLINE)
        retry = await asyncio.wait_for(call(service, episode), DEADLINE)
    finally:
        await batcher.stop(timeout=5)
    assert isinstance(retry, EmbedResponse) and retry.cached == 1
    assert [r for r in ledger.records if r[0] == "tj"] == [("tj", ledger.records[-1][1], True)]
    assert ledger.records[-1][1] > 0

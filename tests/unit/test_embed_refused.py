"""A batch the embeddings endpoint refuses (a 400 for one request's text) fails only that
request, for good; the others of the batch are embedded. Real `openai` client against the
loopback stub."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import pytest

from memstream.contracts.embed import EmbedResponse
from memstream.contracts.errors import ErrorReply
from memstream.services.common.messaging.errors import PermanentError, TransientError
from memstream.services.common.models.embedding.openai_embed import OpenAIEmbedder
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.jobs import BatchEmbedError, BatchEmbedRefused
from tests.support.openai_stub import OpenAIStub
from tests.unit.test_embedder_service import make_service

# Failure bound for awaits that must complete; never a measurement.
DEADLINE = 30.0
FINE, BAD = "I keep bees on the roof.", "a text the endpoint refuses"


@pytest.fixture
async def batcher(openai_stub: OpenAIStub) -> AsyncIterator[MicroBatcher]:
    embedder = OpenAIEmbedder(
        base_url=openai_stub.base_url, api_key="sk-test", dimensions=8, max_retries=0
    )
    # A window long enough that two requests made together share the first call.
    b = MicroBatcher(embedder, window_s=0.2, max_batch=8)
    b.start()
    yield b
    await b.stop(timeout=5)
    await embedder.aclose()


def inputs(stub: OpenAIStub) -> list[list[str]]:
    return [r.body["input"] for r in stub.requests_to("/embeddings")]


async def test_only_the_request_with_the_refused_text_fails_and_for_good(
    batcher: MicroBatcher, openai_stub: OpenAIStub
) -> None:
    service = make_service(batcher)
    # The batch is refused; alone, the fine request goes through and the bad one does not.
    openai_stub.script_embeddings([400, 200, 400])
    fine, bad = await asyncio.wait_for(
        asyncio.gather(
            service.handle("", json.dumps({"texts": [FINE]}).encode()),
            service.handle("", json.dumps({"texts": [BAD]}).encode()),
        ),
        DEADLINE,
    )
    assert inputs(openai_stub) == [[FINE, BAD], [FINE], [BAD]]
    answer = EmbedResponse.model_validate_json(fine)
    assert len(answer.dense) == 1
    refusal = ErrorReply.model_validate_json(bad)
    # A permanent refusal: the caller's client raises EmbedRequestRejected and the
    # message is dead-lettered, not retried until max_deliver with the others'.
    assert refusal.code == "validation_error" and refusal.field == "texts"
    assert issubclass(BatchEmbedRefused, PermanentError)


async def test_refused_alone_every_one_is_the_backends_fault_and_retried(
    batcher: MicroBatcher, openai_stub: OpenAIStub
) -> None:
    """A model the endpoint lacks refuses every text: nothing is blamed on a request."""
    openai_stub.script_embeddings([400, 400, 400])
    results = await asyncio.wait_for(
        asyncio.gather(batcher.embed([FINE]), batcher.embed([BAD]), return_exceptions=True),
        DEADLINE,
    )
    assert len(inputs(openai_stub)) == 3
    assert all(isinstance(r, BatchEmbedError) for r in results)
    assert all(isinstance(r, TransientError) for r in results)


async def test_an_outage_fails_the_batch_at_once_without_trying_each_alone(
    batcher: MicroBatcher, openai_stub: OpenAIStub
) -> None:
    openai_stub.script_embeddings([503])
    results = await asyncio.wait_for(
        asyncio.gather(batcher.embed([FINE]), batcher.embed([BAD]), return_exceptions=True),
        DEADLINE,
    )
    assert inputs(openai_stub) == [[FINE, BAD]]
    assert all(isinstance(r, BatchEmbedError) for r in results)


async def test_one_request_with_one_bad_text_among_good_ones_is_refused(
    batcher: MicroBatcher, openai_stub: OpenAIStub
) -> None:
    """Alone in its call, a request of several texts (the indexer's group of one tenant):
    refused for good, so its caller sends the messages one by one and the refusal ends on
    the message with the text."""
    openai_stub.script_embeddings([400, 200, 400])
    with pytest.raises(BatchEmbedRefused):
        await asyncio.wait_for(batcher.embed([FINE, BAD]), DEADLINE)
    assert inputs(openai_stub) == [[FINE, BAD], [FINE], [BAD]]


async def test_a_lone_text_refused_is_not_blamed(
    batcher: MicroBatcher, openai_stub: OpenAIStub
) -> None:
    """Nothing went through beside it: it may be the text or the backend, so it may retry
    (and a message that keeps failing reaches its consumer's max_deliver)."""
    openai_stub.script_embeddings([400])
    with pytest.raises(BatchEmbedError):
        await asyncio.wait_for(batcher.embed([BAD]), DEADLINE)
    assert inputs(openai_stub) == [[BAD]]

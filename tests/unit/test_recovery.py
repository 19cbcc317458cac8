"""A degraded start-up heals in the background: the intent exemplars get embedded once the
embedder answers, without a restart."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from memstream.services.common.runtime.recovery import keep_trying
from memstream.services.common.stores.vectors import DenseVector
from memstream.services.retriever.intent import EmbeddingIntentClassifier


async def test_the_exemplars_are_embedded_once_the_embedder_answers() -> None:
    classifier = EmbeddingIntentClassifier()
    calls = 0
    prepared = asyncio.Event()

    async def embed_many(texts: Sequence[str]) -> list[DenseVector]:
        nonlocal calls
        calls += 1
        if calls < 3:
            raise TimeoutError("embedder busy")
        return [[1.0, float(i)] for i, _ in enumerate(texts)]

    async def warm_up() -> bool:
        try:
            await classifier.prepare(embed_many)
        except TimeoutError:
            return False
        prepared.set()
        return True

    assert not await warm_up()
    assert classifier.classify([1.0, 0.0]) is None  # degraded: keyword intents decide
    task = keep_trying("intents", warm_up, first_delay_s=0.01, max_delay_s=0.05)
    await asyncio.wait_for(prepared.wait(), timeout=5)
    await asyncio.wait_for(task, timeout=5)
    assert calls == 3
    assert classifier.classify([1.0, 0.0]) is not None


async def test_an_attempt_that_raises_counts_as_not_yet_and_cancel_stops_it() -> None:
    attempts = 0
    third = asyncio.Event()

    async def flaky() -> bool:
        nonlocal attempts
        attempts += 1
        if attempts >= 3:
            third.set()
        raise RuntimeError("still down")

    task = keep_trying("flaky", flaky, first_delay_s=0.01, max_delay_s=0.02)
    await asyncio.wait_for(third.wait(), timeout=5)
    assert not task.done()
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    assert task.cancelled()

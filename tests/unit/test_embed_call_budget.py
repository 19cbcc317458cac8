"""A backend call's budget in model tokens: a request of long texts (a document's chunks)
is split across calls, and short requests queued beside it go in the next call."""

from __future__ import annotations

import asyncio

import pytest

from memstream.services.embedder.batcher import MicroBatcher
from tests.unit.test_embed_batcher import DEADLINE, RecordingEmbedder


def cost(text: str) -> int:
    return len(text) // 4 + 2  # the hash backend reads everything: no cap


async def test_turns_queued_beside_a_document_go_in_the_next_call() -> None:
    backend = RecordingEmbedder()
    backend.gate = asyncio.Event()
    batcher = MicroBatcher(backend, window_s=0.0, max_batch=64, call_tokens=300)
    batcher.start()
    try:
        running = asyncio.create_task(batcher.embed(["first"]))
        await asyncio.wait_for(backend.started.wait(), DEADLINE)
        chunks = [f"{i}" + "c" * 399 for i in range(6)]  # 102 tokens each
        document = asyncio.create_task(batcher.embed(chunks))
        turns = [asyncio.create_task(batcher.embed([f"turn {i} " + "t" * 32])) for i in range(3)]
        await asyncio.sleep(0)
        backend.gate.set()
        await asyncio.wait_for(asyncio.gather(running, document, *turns), DEADLINE)
        assert backend.calls[0] == ["first"]
        # Half the budget (150) to the document, the turns, then the rest (162) to it.
        second = backend.calls[1]
        assert second == [chunks[0], chunks[1]] + [f"turn {i} " + "t" * 32 for i in range(3)]
        assert all(sum(map(cost, call)) <= 300 for call in backend.calls)
        assert [t for call in backend.calls[2:] for t in call] == chunks[2:]
    finally:
        await batcher.stop(timeout=5)


def test_a_call_budget_below_one_token_is_refused() -> None:
    with pytest.raises(ValueError, match="call_tokens"):
        MicroBatcher(RecordingEmbedder(), call_tokens=0)

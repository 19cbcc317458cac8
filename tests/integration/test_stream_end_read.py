"""The retriever refuses a sequence RESOURCES never held, and only such a sequence.

Concurrent requests share one read of the stream's end. A turn acked while that read is in
flight has a sequence past what the read returns; refusing it as "not a sequence a TurnAck
gave" was a false error (seen under load in bench/freshness.py).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from nats.aio.client import Client
from nats.js import JetStreamContext

from memstream.contracts.client import MemoryClient
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.writes import Writes


class HeldStreamReads:
    """Real JetStream; the first stream read is made at once (so it sees the stream as it
    is then) and handed back only when `release` is set."""

    def __init__(self, js: JetStreamContext) -> None:
        self._js = js
        self.first_read_made = asyncio.Event()
        self.release = asyncio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._js, name)

    async def stream_info(self, name: str, *args: Any, **kwargs: Any) -> Any:
        info = await self._js.stream_info(name, *args, **kwargs)
        if not self.first_read_made.is_set():
            self.first_read_made.set()
            await self.release.wait()
        return info


async def test_a_turn_acked_during_a_shared_read_is_not_refused(
    client: MemoryClient, nc: Client
) -> None:
    first = await client.publish_turn("s1", 0, user_input="I keep bees on the roof.")
    js = HeldStreamReads(nc.jetstream())
    writes = Writes(js, RetrieverSettings(), read_timeout_s=5.0)  # type: ignore[arg-type]
    try:
        early = asyncio.create_task(writes.check_stored(max(first.resource_seqs)))
        await asyncio.wait_for(js.first_read_made.wait(), 10)
        # Stored and acked after the shared read saw the stream's end.
        later = await client.publish_turn("s1", 1, user_input="The bees swarmed in May.")
        late = asyncio.create_task(writes.check_stored(max(later.resource_seqs)))
        js.release.set()
        await asyncio.wait_for(asyncio.gather(early, late), 10)
        # A sequence no ack gave is still refused.
        with pytest.raises(RequestRejected) as refused:
            await writes.check_stored(2**62)
        assert refused.value.reply.field == "after_seqs"
    finally:
        js.release.set()
        await writes.close()

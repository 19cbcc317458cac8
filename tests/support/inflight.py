"""Consumers stopped mid-batch: an embedder that holds a batch, and reading what comes back.

A consumer whose batch waits at `GatedEmbedder`'s gate is mid-batch for as long as the test
likes, so stopping it then shows what happens to messages in flight; `redelivered` reads
what the durable hands out next.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.services.common.memory.embedder import LocalTextEmbedder, Purpose
from memstream.services.common.models.embedding import HashEmbedder
from memstream.services.common.stores.vectors import Embedding


class GatedEmbedder:
    """The hash embedder behind a gate the test opens."""

    def __init__(self, dim: int) -> None:
        self._inner = LocalTextEmbedder(HashEmbedder(dim))
        self.waiting = 0  # calls that reached the gate
        self._arrived = asyncio.Condition()
        self.gate = asyncio.Event()

    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        async with self._arrived:
            self.waiting += 1
            self._arrived.notify_all()
        await self.gate.wait()
        return await self._inner.embed(texts, purpose)

    async def until_waiting(self, calls: int = 1, timeout: float = 60.0) -> None:
        """Until `calls` calls have reached the gate (a failure bound, not a measurement)."""
        async with self._arrived:
            await asyncio.wait_for(self._arrived.wait_for(lambda: self.waiting >= calls), timeout)


async def redelivered(nc: Client, durable: str, expected: int) -> list[int]:
    """Delivery counts of the next `expected` messages of the RESOURCES durable `durable`.

    Each is nakked again, so the consumer's next reader gets it. The wait is generous, and
    tests that use it set ack_wait far beyond it: a message that comes back in time was
    handed back, not timed out.
    """
    sub = await nc.jetstream().pull_subscribe_bind(durable, stream=s.STREAM_RESOURCES)
    # By stream sequence, first delivery seen: a message nakked here may come back again
    # before the last one arrives, and must not count twice.
    counts: dict[int, int] = {}
    try:
        async with asyncio.timeout(120):
            while len(counts) < expected:
                with contextlib.suppress(TimeoutError):
                    for msg in await sub.fetch(expected - len(counts), timeout=5):
                        counts.setdefault(msg.metadata.sequence.stream, msg.metadata.num_delivered)
                        await msg.nak()
    except TimeoutError:
        raise AssertionError(f"only {len(counts)} of {expected} messages came back") from None
    finally:
        await sub.unsubscribe()
    return list(counts.values())

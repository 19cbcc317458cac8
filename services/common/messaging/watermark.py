"""A consumer's watermark, polled once for every waiting request.

Read-your-writes (retriever) waits on the episode indexer's; ingest holds the acks of a
tenant far ahead of it (services/ingest/backlog.py).

The indexer acknowledges a resource once its episode points are upserted, the extractor
once its facts are stored or rejected, so a consumer watermark
(services/common/messaging/progress.py) at or past `seq` means the resource at `seq` is
searchable, or in the DLQ with a reason.

The floor is one number across tenants: a message of another tenant waiting for
redelivery holds it back for everyone. Waiting on it is therefore safe (it never says a
resource is in when it is not) but can be pessimistic, and a request that waits too long
is answered as stale rather than wrong.

Every request waiting on one consumer shares its polls: a poll in flight is joined, and one
younger than `poll_s` is reused, so the `$JS.API` calls per consumer stay under one per
`poll_s` however many requests wait. Each waiter backs off (doubling to `poll_max_s`) and
stops at its own deadline, leaving a slow poll to the others.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Awaitable, Callable

from memstream.services.common.messaging.progress import ConsumerProgress, ReadProgress

log = logging.getLogger(__name__)


class ConsumerWatermark:
    """One consumer's watermark, polled on demand and shared by every waiting request."""

    def __init__(
        self,
        name: str,
        read: ReadProgress,
        *,
        poll_s: float,
        poll_max_s: float,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        mark: Callable[[ConsumerProgress], int] = lambda progress: progress.watermark,
    ) -> None:
        self.name = name
        self._read = read
        # Which sequence of the consumer's state counts: its watermark (handled), or for
        # ingest's hold how far it has taken messages out of the stream (`taken`).
        self._mark = mark
        self._poll_s = poll_s
        self._poll_max_s = max(poll_max_s, poll_s)
        self._sleep = sleep
        # Highest watermark observed: a consumer's floor only rises, and what it once
        # covered stays stored even if the consumer is recreated.
        self.seen = 0
        # Whether the consumer existed at the last poll (None: never polled, or it failed).
        self.exists: bool | None = None
        self.polls = 0
        self._failing = False
        self._inflight: asyncio.Task[int] | None = None
        self._polled_at = -math.inf

    async def observe(self) -> int:
        """A current watermark: joins the poll in flight or reuses one younger than poll_s."""
        task = self._inflight
        fresh = time.monotonic() - self._polled_at < self._poll_s
        if task is None or (task.done() and not fresh):
            task = self._inflight = asyncio.create_task(self._poll())
        # Shielded: a waiter that gives up must not cancel the poll the others wait on.
        return await asyncio.shield(task)

    async def _poll(self) -> int:
        self.polls += 1
        try:
            progress = await self._read()
        except Exception as exc:
            # A broker hiccup is one missed reading; waiters poll again or time out. Logged
            # once per outage, not once per poll.
            if not self._failing:
                log.warning(
                    "consumer state not read", extra={"consumer": self.name, "error": repr(exc)}
                )
            self._failing = True
            self.exists = None
            return self.seen
        finally:
            self._polled_at = time.monotonic()
        self._failing = False
        self.exists = progress is not None
        if progress is not None:
            self.seen = max(self.seen, self._mark(progress))
        return self.seen

    async def wait(self, target: int, timeout: float) -> bool:
        """True once the watermark reaches `target`; False if it has not within `timeout`."""
        deadline = time.monotonic() + timeout
        delay = self._poll_s
        while self.seen < target:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            try:
                await asyncio.wait_for(self.observe(), remaining)
            except TimeoutError:
                break
            remaining = deadline - time.monotonic()
            if self.seen >= target or remaining <= 0:
                break
            await self._sleep(min(delay, remaining))
            delay = min(delay * 2, self._poll_max_s)
        return self.seen >= target

    async def close(self) -> None:
        task, self._inflight = self._inflight, None
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

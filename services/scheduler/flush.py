"""Session flush: `end` replies once the extractor acknowledged the session's resources.

The extractor acknowledges a resource only after its facts are stored or rejected (or it
was dead-lettered, which the nightly catch-up re-extracts), so "extracted" is: the
durable consumer's acknowledged floor reached the session's last resource sequence (or
nothing is pending at all). The target comes from the caller (the SDK remembers the
sequences from its TurnAcks) or, failing that, the tenant's last resource — a superset.
A crash before the floor gets there is caught by the nightly catch-up.
"""

from __future__ import annotations

import asyncio
import time

from nats.js import JetStreamContext
from nats.js.errors import NotFoundError

from contracts import subjects as s
from contracts.session import FlushStatus


class SessionFlush:
    def __init__(self, js: JetStreamContext, durable: str, poll_s: float) -> None:
        self._js = js
        self._durable = durable
        self._poll = poll_s

    async def target(self, tenant: str, requested: int | None) -> int:
        if requested is not None:
            return requested
        try:
            last = await self._js.get_last_msg(
                s.STREAM_RESOURCES, s.resource_filter(tenant), direct=True
            )
        except NotFoundError:
            return 0
        return int(last.seq or 0)

    async def _floor(self, target: int) -> tuple[bool, int]:
        info = await self._js.consumer_info(s.STREAM_RESOURCES, self._durable)
        floor = int(info.ack_floor.stream_seq or 0) if info.ack_floor else 0
        idle = not info.num_pending and not info.num_ack_pending
        delivered = int(info.delivered.stream_seq or 0) if info.delivered else 0
        return floor >= target or (idle and delivered >= target), floor

    async def wait(self, tenant: str, requested: int | None, timeout: float) -> FlushStatus:
        started = time.monotonic()
        target = await self.target(tenant, requested)
        if target == 0:
            return FlushStatus(complete=True, target_seq=0, acked_seq=0, waited_ms=0.0)
        deadline = started + timeout
        floor = 0
        while True:
            try:
                done, floor = await self._floor(target)
            except NotFoundError:
                return FlushStatus(
                    complete=False,
                    target_seq=target,
                    acked_seq=0,
                    waited_ms=round((time.monotonic() - started) * 1000, 3),
                    message=f"no extractor consumer {self._durable!r}: nothing extracts",
                )
            if done or time.monotonic() >= deadline:
                break
            await asyncio.sleep(self._poll)
        waited = round((time.monotonic() - started) * 1000, 3)
        if done:
            return FlushStatus(complete=True, target_seq=target, acked_seq=floor, waited_ms=waited)
        return FlushStatus(
            complete=False,
            target_seq=target,
            acked_seq=floor,
            waited_ms=waited,
            message=f"extraction still behind after {timeout:g}s (acknowledged up to {floor}, "
            f"session ends at {target}); the nightly catch-up will finish it",
        )

"""Per-agent write limits shared by every replica: a counter per agent per minute in KV.

Every write an agent makes (a turn, a remembered or corrected fact, a shared-space write)
counts against `per_minute`, whichever gateway replica or NATS endpoint it reaches. The
counter is a KV entry `<tenant>.<agent>.<minute>`, bumped with compare-and-set, so two
replicas never both take the last slot. Entries expire with the bucket's TTL.

A fixed minute window lets an agent spend its allowance at the end of one minute and again
at the start of the next; that burst of at most 2N is the price of one KV entry per agent.
"""

from __future__ import annotations

import math
import time

from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from nats.js.kv import KeyValue

from memstream.services.common.messaging.errors import RequestRejected

_WINDOW_S = 60.0
_ATTEMPTS = 20


class RateLimited(RequestRejected):
    """The agent spent this minute's writes; `retry_after_s` says when the next one passes."""

    reason = "rate_limited"

    def __init__(self, per_minute: int, retry_after_s: float) -> None:
        super().__init__("rate_limited", f"more than {per_minute} writes per minute; retry later")
        self.retry_after_s = retry_after_s
        self.reply = self.reply.model_copy(update={"retry_after_s": retry_after_s})


class RateLimiter:
    """`hit(tenant, agent)` counts one write or raises `RateLimited`."""

    def __init__(self, kv: KeyValue, per_minute: int, clock: object = time.time) -> None:
        if per_minute < 1:
            raise ValueError("per_minute must be at least 1")
        self.kv = kv
        self.per_minute = per_minute
        self._clock = clock

    def _now(self) -> float:
        assert callable(self._clock)
        now: float = self._clock()
        return now

    async def hit(self, tenant_id: str, agent_id: str) -> int:
        """Count one write; returns how many this minute, this one included."""
        now = self._now()
        window = math.floor(now / _WINDOW_S)
        key = f"{tenant_id}.{agent_id}.{window}"
        for _ in range(_ATTEMPTS):
            try:
                entry = await self.kv.get(key)
            except KeyNotFoundError:
                try:
                    await self.kv.create(key, b"1")
                except KeyWrongLastSequenceError:
                    continue  # another replica created it first: count on top of it
                return 1
            used = int(entry.value or b"0")
            if used >= self.per_minute:
                retry_after = max((window + 1) * _WINDOW_S - now, 0.001)
                raise RateLimited(self.per_minute, round(retry_after, 3))
            try:
                await self.kv.update(key, str(used + 1).encode(), last=entry.revision)
            except KeyWrongLastSequenceError:
                continue
            return used + 1
        raise RequestRejected("unavailable", "rate limit counter is contended; retry")

"""Per-agent write limits shared by every replica: a server-side counter per agent per minute.

Every write an agent makes (a turn, a remembered or corrected fact, a shared-space write)
counts against `per_minute`, whichever gateway replica or NATS endpoint it reaches. The count
lives in the WRITECOUNTS counter stream (nats-server 2.12+, ADR-49), one subject per agent and
minute: a publish with `Nats-Incr: 1` makes the server add one and answer with the new total,
so one round trip counts the write and says whether it fits, and two replicas never both take
the last slot. The stream keeps one message per subject and drops it after two minutes.

This sits on the write path of every agent turn. The earlier compare-and-set over a KV entry
took a read and a conditional write (two round trips, retried under contention) and cost as
much CPU as ingest's whole work on a turn without dates (BENCHMARKS.md, "Write limits").

Once an agent is refused, a replica refuses it locally until the minute ends: a flood of
writes over the limit costs no round trip each.

A fixed minute window lets an agent spend its allowance at the end of one minute and again at
the start of the next; that burst of at most 2N is the price of one counter per agent.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import msgspec
from nats.aio.client import Client
from nats.errors import Error as NatsError

from memstream.contracts import subjects as s
from memstream.services.common.messaging.errors import RequestRejected

_WINDOW_S = 60.0
_INCREMENT = {s.HEADER_INCR: "1"}


class RateLimited(RequestRejected):
    """The agent spent this minute's writes; `retry_after_s` says when the next one passes."""

    reason = "rate_limited"

    def __init__(self, per_minute: int, retry_after_s: float) -> None:
        super().__init__("rate_limited", f"more than {per_minute} writes per minute; retry later")
        self.retry_after_s = retry_after_s
        self.reply = self.reply.model_copy(update={"retry_after_s": retry_after_s})


class _CounterAck(msgspec.Struct):
    """A counter stream's reply to an increment: `{"stream", "seq", "val"}` or `{"error"}`."""

    val: str = ""
    error: dict[str, object] | None = None


_decode_ack = msgspec.json.Decoder(_CounterAck).decode


def window_of(now: float) -> int:
    """The minute `now` (epoch seconds) falls in, as minutes since the epoch."""
    return math.floor(now / _WINDOW_S)


def retry_after(now: float, window: int) -> float:
    """Seconds from `now` until `window` ends (at least a millisecond)."""
    return max((window + 1) * _WINDOW_S - now, 0.001)


class RateLimiter:
    """`hit(tenant, agent)` counts one write or raises `RateLimited`."""

    def __init__(
        self,
        nc: Client,
        per_minute: int,
        clock: Callable[[], float] = time.time,
        timeout_s: float = 2.0,
    ) -> None:
        if per_minute < 1:
            raise ValueError("per_minute must be at least 1")
        self.per_minute = per_minute
        self._nc = nc
        self._clock = clock
        self._timeout_s = timeout_s
        # Agents refused in `_refused_window`: refused here without asking until it ends.
        self._refused_window = -1
        self._refused: set[tuple[str, str]] = set()

    async def hit(self, tenant_id: str, agent_id: str) -> int:
        """Count one write; returns how many this minute, this one included."""
        now = self._clock()
        window = window_of(now)
        if window != self._refused_window:
            self._refused_window = window
            self._refused.clear()
        agent = (tenant_id, agent_id)
        if agent in self._refused:
            raise RateLimited(self.per_minute, round(retry_after(now, window), 3))
        used = await self._increment(s.write_count(tenant_id, agent_id, window))
        if used > self.per_minute:
            if window == self._refused_window:  # the minute did not turn while we asked
                self._refused.add(agent)
            raise RateLimited(self.per_minute, round(retry_after(now, window), 3))
        return used

    async def _increment(self, subject: str) -> int:
        try:
            reply = await self._nc.request(
                subject, b"", timeout=self._timeout_s, headers=_INCREMENT
            )
            ack = _decode_ack(reply.data)
        except (TimeoutError, NatsError, msgspec.DecodeError) as exc:
            raise RequestRejected(
                "unavailable", "the write limit could not be checked; retry"
            ) from exc
        if ack.error is not None or not ack.val.isdigit():
            detail = ack.error.get("description") if ack.error else f"no total: {reply.data!r}"
            raise RequestRejected("unavailable", f"write counter refused: {detail}")
        return int(ack.val)

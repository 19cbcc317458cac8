"""Poison isolation for batch consumers: apply what can be applied, park what cannot.

A consumer that handles its messages a batch at a time (the graph's partition writers,
the scheduler's pull workers) must not let one message it can never handle hold back the
others. `isolate_poison` applies a batch with one rule, the batch form of `Settler`'s
(messaging/consumer.py), judged by `should_retry` (messaging/errors.py):

- A batch that fails for a retryable reason (a peer is down, a file is busy, an error
  nobody classified) is tried again as a whole, after a growing delay, up to `attempts`
  times in all: most failures pass, and a batch applied whole keeps its cost per message.
- A batch that still fails, or fails for a reason that is final (a `PermanentError`, data
  a library refuses), is split in halves, applied in stream order, each half by the same
  search: one attempt for a part of several messages, `attempts` for a single one.
- A single message that still fails is parked (`park`: the DLQ, with the reason, its
  original subject and its payload byte for byte), and the rest goes on.

So a good message is applied once, in order, and a bad one costs about `2·log2(batch)`
failed attempts to find. A failure that never passes (a disk that stays full) would park
one message every `attempts` tries until it passes: the parked messages are kept whole
and can be re-driven with `memstream dlq replay`.

The caller's `apply` must leave nothing behind when it raises (a database transaction
rolled back, nothing acknowledged), so a part applied later finds the state it expects.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from memstream.services.common.messaging.dlq import DeadLetter
from memstream.services.common.messaging.errors import (
    TransientError,
    failure_detail,
    failure_reason,
    should_retry,
)

log = logging.getLogger(__name__)

T = TypeVar("T")

Apply = Callable[[Sequence[T]], Awaitable[None]]
Park = Callable[[T, DeadLetter], Awaitable[None]]
Pause = Callable[[float], Awaitable[None]]


class Stopped(TransientError):  # noqa: N818  (a signal, not a fault)
    """Raised by a `Pause` when the consumer stops: the unsettled rest is handed back and
    redelivered, to this consumer or whoever takes over."""

    reason = "stopped"


async def pause_unless_stopped(stopping: asyncio.Event, seconds: float) -> None:
    """Wait `seconds` before a retry; raises `Stopped` if `stopping` is set meanwhile."""
    try:
        await asyncio.wait_for(stopping.wait(), seconds)
    except TimeoutError:
        return
    raise Stopped


@dataclass(frozen=True, slots=True)
class RetryBound:
    """How often, and how patiently, a failing batch or message is tried."""

    attempts: int
    delay_s: float
    delay_max_s: float

    def delay(self, failed: int) -> float:
        """Pause after the `failed`-th failed attempt: doubling from `delay_s`, capped."""
        return float(min(self.delay_max_s, self.delay_s * 2.0 ** min(max(failed - 1, 0), 32)))


def letter_for(exc: BaseException, attempts: int) -> DeadLetter:
    """Why a message is parked: the error's own reason if it is final, else that it kept
    failing."""
    if should_retry(exc):
        return DeadLetter(
            "retries_exhausted", f"failed {attempts} times: {type(exc).__name__}: {exc}"
        )
    return DeadLetter(failure_reason(exc), failure_detail(exc))


async def isolate_poison(
    batch: Sequence[T],
    apply: Apply[T],
    park: Park[T],
    bound: RetryBound,
    pause: Pause = asyncio.sleep,
    *,
    name: str = "",
) -> int:
    """Apply `batch` in order, parking each message that fails alone; returns how many
    were parked. Raises `Stopped` (from `pause`) if the consumer stops meanwhile."""
    return await _search(batch, apply, park, bound, pause, name, bound.attempts)


async def _search(
    batch: Sequence[T],
    apply: Apply[T],
    park: Park[T],
    bound: RetryBound,
    pause: Pause,
    name: str,
    attempts: int,
) -> int:
    if not batch:
        return 0
    if len(batch) == 1:
        attempts = bound.attempts
    failure = await _try(batch, apply, bound, pause, name, attempts)
    if failure is None:
        return 0
    if len(batch) == 1:
        await park(batch[0], letter_for(failure, attempts))
        return 1
    log.warning(
        "batch failed, splitting it to find the messages to blame",
        extra={"consumer": name, "messages": len(batch), "error": _error(failure)},
    )
    mid = len(batch) // 2
    parked = await _search(batch[:mid], apply, park, bound, pause, name, 1)
    return parked + await _search(batch[mid:], apply, park, bound, pause, name, 1)


async def _try(
    batch: Sequence[T],
    apply: Apply[T],
    bound: RetryBound,
    pause: Pause,
    name: str,
    attempts: int,
) -> Exception | None:
    """None once `batch` applied; the last error if it failed `attempts` times, or once
    for a reason retrying cannot cure."""
    failed = 0
    while True:
        try:
            await apply(batch)
            return None
        except Exception as exc:
            failed += 1
            if not should_retry(exc) or failed >= attempts:
                return exc
            delay = bound.delay(failed)
            log.warning(
                "batch failed, will retry",
                extra={
                    "consumer": name,
                    "messages": len(batch),
                    "attempt": failed,
                    "delay_s": delay,
                    "error": _error(exc),
                },
            )
        await pause(delay)


def _error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:500]

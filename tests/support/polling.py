"""Waiting for an asynchronous outcome: poll a condition until it holds or a deadline passes."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")


async def eventually(
    probe: Callable[[], Awaitable[T]],
    *,
    until: Callable[[T], bool] = bool,
    timeout: float = 60.0,
    interval: float = 0.05,
    what: str = "condition",
) -> T:
    """The first value of `probe()` that satisfies `until`; AssertionError at the deadline.

    The deadline is a failure bound, not a measurement: it only has to be generous.
    """
    deadline = time.monotonic() + timeout
    while True:
        value = await probe()
        if until(value):
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not happen within {timeout}s (last: {value!r})")
        await asyncio.sleep(interval)

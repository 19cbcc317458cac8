"""A component's one background task: started once, cancelled and awaited on stop.

Periodic refreshers (stream gauges, item counts), the embedder's spend window and the
nats-server keeper each run one such loop beside their real work.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any


class BackgroundTask:
    def __init__(self, name: str, run: Callable[[], Coroutine[Any, Any, None]]) -> None:
        self.name = name
        self._run = run
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start the loop unless it already runs."""
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name=self.name)

    async def stop(self) -> None:
        """Cancel the loop and wait until it has ended."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None


async def every(interval_s: float, step: Callable[[], Awaitable[object]]) -> None:
    """Run `step` now and then every `interval_s` seconds, until cancelled."""
    while True:
        await step()
        await asyncio.sleep(interval_s)

"""Degraded start-up states that heal themselves.

A service that starts while something it needs is busy or down (the embedder still
loading, say) starts degraded rather than not at all; `keep_trying` then retries in the
background with a growing pause until the attempt succeeds, instead of leaving the
service degraded until its next restart.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

Attempt = Callable[[], Awaitable[bool]]


async def _retry(name: str, attempt: Attempt, first_delay_s: float, max_delay_s: float) -> None:
    delay = first_delay_s
    tries = 1
    while True:
        await asyncio.sleep(delay)
        tries += 1
        try:
            ok = await attempt()
        except Exception:
            log.debug("recovery attempt failed", extra={"what": name}, exc_info=True)
            ok = False
        if ok:
            log.info("recovered", extra={"what": name, "attempts": tries})
            return
        delay = min(max_delay_s, delay * 2)


def keep_trying(
    name: str, attempt: Attempt, *, first_delay_s: float = 1.0, max_delay_s: float = 30.0
) -> asyncio.Task[None]:
    """Retry `attempt` (True = recovered) in the background; cancel the task to stop."""
    return asyncio.create_task(
        _retry(name, attempt, first_delay_s, max_delay_s), name=f"recover-{name}"
    )

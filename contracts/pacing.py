"""Sending many turns without running ahead of the episode indexer (a history import).

The indexer reads RESOURCES in stream order for every tenant, so turns acked faster than it
indexes them queue up in front of everybody's next turn: 3,000 imported turns kept another
tenant's turns out of search for 10-20 s (BENCHMARKS.md, bench/backlog.py --live-every).
`paced` keeps at most `window` of its items sent and not yet settled (indexed): it sends in
steps of half the window, and before a step it waits until the step two back is settled,
so the indexer always has the last step in hand while the next one is sent.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from typing import TypeVar

Item = TypeVar("Item")
Ack = TypeVar("Ack")


async def paced(
    items: Iterable[Item],
    send: Callable[[Item], Awaitable[Ack]],
    settled: Callable[[Ack], Awaitable[None]],
    window: int,
) -> list[Ack]:
    """Send `items` one after another, in order, with at most `window` sent and not yet
    `settled`; returns every ack once the last one is settled too.

    `settled(ack)` returns once the item of `ack`, and every item sent before it, is done
    (a watermark); it raises to stop the run, which leaves what was sent stored.
    """
    if window < 2:
        raise ValueError("window must be at least 2 (two steps of one)")
    step = window // 2
    acks: list[Ack] = []
    for index, item in enumerate(items):
        # The first item of a step: everything up to the step before last must be done.
        if index % step == 0 and index >= 2 * step:
            await settled(acks[index - step - 1])
        acks.append(await send(item))
    if acks:
        await settled(acks[-1])
    return acks

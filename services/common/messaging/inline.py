"""Subscriptions whose messages are handled in nats.py's read loop, with no task hop.

nats.py hands a callback subscription's messages to an `asyncio.Queue`, read by a task of
the subscription that awaits the callback. That is one queue put, one get and one trip
through the event loop's ready queue per message, behind whatever else is ready. On the
hot path every turn crosses it twice in ingest (its request, then each JetStream ack), so
at 8 concurrent agents each hop waits behind the other agents' work.

Here the subscription's queue is a sink that calls a plain function at once, from the read
loop. The function must be quick and must not block: it sets a future, or starts a task.
It relies on nats.py's `Subscription._pending_queue` (nats-py is pinned to ~=2.16, and
tests/integration/test_inline_subscription.py fails if that changes). The pending-bytes
limit is off: nothing waits in a queue, so there is nothing to bound.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription

log = logging.getLogger(__name__)

InlineHandler = Callable[[Msg], None]


class _Sink:
    """Stands in for the subscription's `asyncio.Queue`: what nats.py and `drain` call."""

    __slots__ = ("_handler", "_name")

    def __init__(self, handler: InlineHandler, name: str) -> None:
        self._handler = handler
        self._name = name

    def put_nowait(self, msg: Msg) -> None:
        try:
            self._handler(msg)
        except Exception:
            # Raised into the read loop, it would close the connection for everyone.
            log.exception("inline handler failed", extra={"subscription": self._name})

    def empty(self) -> bool:
        return True

    def qsize(self) -> int:
        return 0

    async def join(self) -> None:
        return None  # nothing is ever queued


async def subscribe_inline(
    nc: Client, subject: str, handler: InlineHandler, queue: str = ""
) -> Subscription:
    """Subscribe `handler` to `subject` (in queue group `queue`), called in the read loop."""
    sub = await nc.subscribe(subject, queue=queue, pending_bytes_limit=0)
    queued = getattr(sub, "_pending_queue", None)
    if queued is None:
        raise RuntimeError("nats.py's Subscription has no _pending_queue: update inline.py")
    sink = _Sink(handler, subject)
    sub._pending_queue = sink  # type: ignore[assignment]
    # subscribe() can yield after sending SUB (a forced flush of a full buffer), and a
    # message delivered then is in the queue nobody reads any more.
    while not queued.empty():
        sink.put_nowait(queued.get_nowait())
    return sub

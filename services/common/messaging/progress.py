"""How far a durable RESOURCES consumer got, and where a tenant's writes end.

A JetStream consumer's ack floor is the highest stream sequence below which every message
it was given is acknowledged or terminated (our consumers terminate a message only after
dead-lettering it). When the consumer is idle (nothing undelivered, nothing
unacknowledged) everything it was delivered is done too, which covers a floor the server
has not moved up yet. Read-your-writes (retriever) and session flushes (scheduler) both
wait on this watermark.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from nats.js import JetStreamContext
from nats.js.api import ConsumerInfo
from nats.js.errors import NotFoundError

from memstream.contracts import subjects as s


@dataclass(frozen=True, slots=True)
class ConsumerProgress:
    """The parts of a consumer's state that say what it has finished."""

    ack_floor: int
    delivered: int
    idle: bool

    @classmethod
    def from_info(cls, info: ConsumerInfo) -> ConsumerProgress:
        return cls(
            ack_floor=int(info.ack_floor.stream_seq or 0) if info.ack_floor else 0,
            delivered=int(info.delivered.stream_seq or 0) if info.delivered else 0,
            idle=not info.num_pending and not info.num_ack_pending,
        )

    @property
    def watermark(self) -> int:
        """Every RESOURCES message up to this sequence is handled."""
        return self.taken if self.idle else self.ack_floor

    @property
    def taken(self) -> int:
        """Every RESOURCES message up to this sequence is out of the stream's queue: handled
        or in the consumer's hands. What a message stored now waits behind in the stream
        starts here."""
        return max(self.ack_floor, self.delivered)


# A consumer's current progress, or None when it does not exist.
ReadProgress = Callable[[], Awaitable[ConsumerProgress | None]]


def consumer_reader(
    js: JetStreamContext, durable: str, timeout: float | None = None
) -> ReadProgress:
    """Reads the progress of the durable RESOURCES consumer `durable`."""

    async def read() -> ConsumerProgress | None:
        try:
            info = await js.consumer_info(s.STREAM_RESOURCES, durable, timeout=timeout)
        except NotFoundError:
            return None
        return ConsumerProgress.from_info(info)

    return read


async def tenant_end(js: JetStreamContext, tenant: str) -> int:
    """RESOURCES sequence of the tenant's last resource (0: none)."""
    try:
        last = await js.get_last_msg(s.STREAM_RESOURCES, s.resource_filter(tenant), direct=True)
    except NotFoundError:
        return 0
    return int(last.seq or 0)


async def resources_end(js: JetStreamContext) -> int:
    """The last sequence RESOURCES holds."""
    return int((await js.stream_info(s.STREAM_RESOURCES)).state.last_seq or 0)

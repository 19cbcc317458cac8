"""Reading a filtered slice of a stream from a start time, with a short-lived consumer.

The consumer is deleted as soon as the read ends, however it ends: left to its inactivity
threshold, every read (one per tenant of a monthly run) would leave a reader on the stream
for that long. The threshold stays as the backstop for a process that dies mid-read.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from datetime import datetime

from nats.aio.msg import Msg
from nats.errors import Error as NatsError
from nats.js import JetStreamContext, api

from memstream.services.common.messaging.rawpull import read_pending


async def read_since(
    js: JetStreamContext,
    stream: str,
    subjects: str | Sequence[str],
    since: datetime,
    *,
    batch: int = 1000,
    limit: int = 1_000_000,
) -> list[Msg]:
    """Every message on `subjects` stored at or after `since`, oldest first (at most `limit`)."""
    wanted = [subjects] if isinstance(subjects, str) else list(subjects)
    config = api.ConsumerConfig(
        deliver_policy=api.DeliverPolicy.BY_START_TIME,
        opt_start_time=since,
        ack_policy=api.AckPolicy.NONE,
        filter_subject=wanted[0] if len(wanted) == 1 else None,
        filter_subjects=wanted if len(wanted) > 1 else None,
        inactive_threshold=30.0,
        mem_storage=True,
    )
    info = await js.add_consumer(stream, config)
    try:
        return await read_pending(js, stream, info.name, int(info.num_pending or 0), batch, limit)
    finally:
        with contextlib.suppress(NatsError):
            await asyncio.shield(js.delete_consumer(stream, info.name))

"""Events the graph can never project: found in a failing batch, parked, and passed over.

The partition writer and a rebuild project through `project_isolating`: a batch that fails
is retried, then split until the event to blame fails alone (messaging/poison.py); that
event goes to the DLQ on `mem.dlq.graph.<tenant>` (its payload byte for byte, the reason
and its EVENTS sequence in headers), and its sequence is recorded as applied, so the
partition moves on and never looks at it again. Every part of a split batch commits in its
own transaction in stream order and a failed part is rolled back, so an event is applied
once or not at all, and none is skipped. A failure of the surroundings rather than of an
event (a full disk, a DuckDB file invalidated by a fatal error) also fails the recording
of the first event it parks, so the writer waits there, retrying, instead of parking one
event after another until it passes.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from nats.js import JetStreamContext

from memstream.contracts import subjects as s
from memstream.services.common.messaging.dlq import DeadLetter, Origin, publish_dead_letter
from memstream.services.common.messaging.poison import Pause, RetryBound, isolate_poison
from memstream.services.common.messaging.rawpull import Pulled, deliveries
from memstream.services.graph.decode import RawEvent, subject_tenant
from memstream.services.graph.partitions import partition_of
from memstream.services.graph.projection import Projector
from memstream.services.graph.settings import GraphSettings

log = logging.getLogger(__name__)

Run = Callable[[Callable[[], Any]], Awaitable[Any]]
# Decode, resolve and apply one part of a batch: (applied seq, events of the partition).
ProjectFn = Callable[[Sequence[RawEvent]], Awaitable[tuple[int, int]]]


class Isolation:
    """Projects a partition's batches, parking what fails alone: the DLQ first, then the
    applied sequence moves past it; each step of parking is retried (after `pause`, which
    raises `Stopped` if the projection is to stop) until done."""

    def __init__(
        self,
        js: JetStreamContext,
        projector: Projector,
        run: Run,
        partitions: int,
        settings: GraphSettings,
        pause: Pause,
    ) -> None:
        self._js = js
        self._projector = projector
        self._run = run
        self._partitions = partitions
        self._settings = settings
        self._pause = pause
        self._bound = RetryBound(
            settings.poison_attempts, settings.retry_backoff_s, settings.retry_backoff_max_s
        )

    async def project(
        self, pulled: Pulled[RawEvent], raws: Sequence[RawEvent], project: ProjectFn
    ) -> tuple[int, int]:
        """Project `raws` (of `pulled`) with `project`, parking what fails alone; returns
        (applied seq, events of the partition applied)."""
        applied_seq: int = await self._run(self._projector.applied_seq)
        events = 0

        async def apply(part: Sequence[RawEvent]) -> None:
            nonlocal applied_seq, events
            applied_seq, n = await project(part)
            events += n

        async def park(raw: RawEvent, letter: DeadLetter) -> None:
            nonlocal applied_seq
            applied_seq = await self._park(raw, letter, pulled)

        name = f"graph-p{self._projector.partition}"
        await isolate_poison(raws, apply, park, self._bound, self._pause, name=name)
        return applied_seq, events

    async def _park(self, raw: RawEvent, letter: DeadLetter, pulled: Pulled[RawEvent]) -> int:
        """Park `raw`; returns the applied sequence past it.

        An event of another partition's tenant was never applied here, so it cannot be to
        blame (the failure lies elsewhere, and its owner projects it): it is passed over
        without a DLQ entry."""
        partition = self._projector.partition
        if partition_of(subject_tenant(raw.subject), self._partitions) == partition:
            origin = Origin(
                raw.subject, raw.data, s.STREAM_EVENTS, raw.seq, deliveries(pulled, raw)
            )
            await self._until_done(
                "parking an event",
                raw.seq,
                lambda: publish_dead_letter(
                    self._js,
                    origin,
                    letter,
                    service=s.DLQ_GRAPH,
                    tenant_token=s.EVENT_TENANT_TOKEN,
                    timeout=self._settings.publish_timeout_s,
                ),
            )
            log.warning(
                "event parked in the DLQ",
                extra={
                    "partition": partition,
                    "seq": raw.seq,
                    "subject": raw.subject,
                    "reason": letter.reason,
                    "error": letter.error,
                },
            )
        projector = self._projector
        applied: list[int] = []

        async def record() -> None:
            applied.append(await self._run(lambda: projector.apply([], raw.seq)))

        await self._until_done("recording a parked event as applied", raw.seq, record)
        return applied[-1]

    async def _until_done(self, what: str, seq: int, step: Callable[[], Awaitable[object]]) -> None:
        failed = 0
        while True:
            try:
                await step()
                return
            except Exception as exc:
                failed += 1
                log.warning(
                    f"{what} failed, will retry",
                    extra={"partition": self._projector.partition, "seq": seq, "error": str(exc)},
                )
            await self._pause(self._bound.delay(failed))

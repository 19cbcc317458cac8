"""Stream and consumer gauges read from JetStream: lag, ack-pending, DLQ depth, storage.

Every `interval_s` (and once at start) `StreamMetrics` asks JetStream for its account
info, each memstream stream's state and its durable consumers, and replaces the gauges
of `runtime/metrics.py` with what it got: `memstream_consumer_pending` /
`_ack_pending` / `_redelivered{stream,consumer}`, `memstream_stream_messages{stream}`,
`memstream_dlq_messages{service}` and `memstream_jetstream_up` / `_storage_bytes` /
`_memory_bytes`. The values come from the server, so every process that runs this
exports the same ones (dashboards take `max by`).

Labels stay bounded: the seven stream names, durable consumers only (ephemeral ones, a CLI's
or a test's, come and go with random names), and the DLQ's service tokens, of which at most
`max_services` are kept (the rest count as `other`); the DLQ's per-subject counts are one
page of the server's answer (up to 100,000 subjects, i.e. service and tenant pairs), and the
known services (indexer, extractor) always show, as 0 when clean. A failure never
propagates: it is logged, `memstream_jetstream_up` drops to 0 and the stream and consumer
gauges are emptied (no stale lag), until the next refresh succeeds.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from nats.js import JetStreamContext
from nats.js.api import ConsumerInfo
from nats.js.errors import NotFoundError

from memstream.contracts import subjects as s
from memstream.services.common.runtime import metrics
from memstream.services.common.runtime.background import BackgroundTask, every

log = logging.getLogger(__name__)

STREAMS: tuple[str, ...] = (
    s.STREAM_RESOURCES,
    s.STREAM_CHECKPOINTS,
    s.STREAM_EVENTS,
    s.STREAM_TRIGGERS,
    s.STREAM_SUMMARIES,
    s.STREAM_LESSONS,
    s.STREAM_DLQ,
)
# The server lists at most this many consumers per request.
_CONSUMER_PAGE = 256
# A service token as services spell it; anything else is not a label value.
_SERVICE_RE = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
OTHER = "other"
KNOWN_DLQ_SERVICES: tuple[str, ...] = (s.DLQ_INDEXER, s.DLQ_EXTRACTOR)


def dlq_service(subject: str) -> str | None:
    """The service token of a DLQ subject (`mem.dlq.<service>.<tenant>`), or None."""
    parts = subject.split(".")
    prefix = s.DLQ_SUBJECTS.split(".")[:-1]  # ["mem", "dlq"]
    if len(parts) <= len(prefix) + 1 or parts[: len(prefix)] != prefix:
        return None
    return parts[len(prefix)]


def dlq_depth(subjects: Mapping[str, int], max_services: int = 32) -> dict[str, int]:
    """Messages per service token of the DLQ's per-subject counts. Tokens that are not a
    plain service name, and any beyond the `max_services` largest, count as `other`."""
    by_service: Counter[str] = Counter()
    for subject, count in subjects.items():
        service = dlq_service(subject)
        by_service[service if service and _SERVICE_RE.match(service) else OTHER] += count
    kept = [name for name, _ in by_service.most_common() if name != OTHER][:max_services]
    out = {name: by_service[name] for name in kept}
    rest = sum(n for name, n in by_service.items() if name not in out)
    if rest or OTHER in by_service:
        out[OTHER] = rest
    return out


@dataclass
class Snapshot:
    """One refresh's readings, as gauge samples."""

    pending: dict[tuple[str, ...], float] = field(default_factory=dict)
    ack_pending: dict[tuple[str, ...], float] = field(default_factory=dict)
    redelivered: dict[tuple[str, ...], float] = field(default_factory=dict)
    messages: dict[tuple[str, ...], float] = field(default_factory=dict)
    dlq: dict[tuple[str, ...], float] = field(default_factory=dict)

    def add_consumers(self, stream: str, consumers: Iterable[ConsumerInfo]) -> None:
        for info in consumers:
            if not info.config.durable_name:
                continue
            key = (stream, info.name)
            self.pending[key] = float(info.num_pending or 0)
            self.ack_pending[key] = float(info.num_ack_pending or 0)
            self.redelivered[key] = float(info.num_redelivered or 0)

    def publish(self) -> None:
        metrics.CONSUMER_PENDING.replace(self.pending)
        metrics.CONSUMER_ACK_PENDING.replace(self.ack_pending)
        metrics.CONSUMER_REDELIVERED.replace(self.redelivered)
        metrics.STREAM_MESSAGES.replace(self.messages)
        metrics.DLQ_MESSAGES.replace(self.dlq)


_GAUGES = (
    metrics.CONSUMER_PENDING,
    metrics.CONSUMER_ACK_PENDING,
    metrics.CONSUMER_REDELIVERED,
    metrics.STREAM_MESSAGES,
    metrics.DLQ_MESSAGES,
)


class StreamMetrics:
    """Refreshes the stream and consumer gauges from JetStream every `interval_s`."""

    def __init__(
        self,
        js: JetStreamContext,
        interval_s: float = 10.0,
        *,
        streams: Sequence[str] = STREAMS,
        dlq_stream: str = s.STREAM_DLQ,
        max_services: int = 32,
    ) -> None:
        self._js = js
        self._interval = interval_s
        self._streams = tuple(streams)
        self._dlq = dlq_stream
        self._max_services = max_services
        self._loop = BackgroundTask("stream-metrics", lambda: every(self._interval, self.refresh))

    async def refresh(self) -> bool:
        """Read everything once and publish it; False (and the gauges down) on a failure."""
        try:
            account = await self._js.account_info()
            snapshot = await self.read()
        except Exception as exc:
            log.warning("stream metrics not refreshed: %s: %s", type(exc).__name__, exc)
            metrics.JETSTREAM_UP.set(0)
            for gauge in _GAUGES:
                gauge.clear()
            return False
        metrics.JETSTREAM_UP.set(1)
        metrics.JETSTREAM_STORAGE.set(account.storage)
        metrics.JETSTREAM_MEMORY.set(account.memory)
        snapshot.publish()
        return True

    async def read(self) -> Snapshot:
        snapshot = Snapshot()
        for stream in self._streams:
            try:
                if stream == self._dlq:
                    info = await self._js.stream_info(stream, subjects_filter=s.DLQ_SUBJECTS)
                    depth = dict.fromkeys(KNOWN_DLQ_SERVICES, 0)
                    depth.update(dlq_depth(info.state.subjects or {}, self._max_services))
                    snapshot.dlq = {(name,): float(n) for name, n in depth.items()}
                else:
                    info = await self._js.stream_info(stream)
                snapshot.messages[(stream,)] = float(info.state.messages)
                snapshot.add_consumers(stream, await self._consumers(stream))
            except NotFoundError:
                continue  # not provisioned (yet): nothing to export for it
        return snapshot

    async def _consumers(self, stream: str) -> list[ConsumerInfo]:
        found: list[ConsumerInfo] = []
        while True:
            page = await self._js.consumers_info(stream, offset=len(found) or None)
            found += page
            if len(page) < _CONSUMER_PAGE:
                return found

    def start(self) -> None:
        self._loop.start()

    async def stop(self) -> None:
        await self._loop.stop()

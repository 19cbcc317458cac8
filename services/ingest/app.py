"""The ingest service: the turn endpoint and the replay/recover endpoint."""

from __future__ import annotations

from memstream.contracts import subjects as s
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.messaging.progress import consumer_reader
from memstream.services.common.messaging.watermark import ConsumerWatermark
from memstream.services.common.runtime import Runtime
from memstream.services.common.security.guards import write_guard
from memstream.services.common.security.ratelimit import RateLimiter
from memstream.services.ingest.appender import JetStreamAppender
from memstream.services.ingest.backlog import BacklogHold
from memstream.services.ingest.replay import ReplayService
from memstream.services.ingest.service import IngestService
from memstream.services.ingest.settings import IngestSettings

# `mem.ingest.turn.<tenant>` and `mem.replay.<tenant>`: where the tenant token sits.
_TURN_TENANT_TOKEN = 3
_REPLAY_TENANT_TOKEN = 2
# Consumer-state reads for the hold: shared by every held turn, at most one per 50 ms.
_HOLD_POLL_S = 0.05
_HOLD_POLL_MAX_S = 0.25


class IngestApp:
    name = "ingest"

    def __init__(self, settings: IngestSettings | None = None) -> None:
        self.settings = settings or IngestSettings()
        self._endpoints: list[RequestEndpoint] = []
        self._appender: JetStreamAppender | None = None
        self._hold: BacklogHold | None = None

    async def setup(self, rt: Runtime) -> None:
        cfg = self.settings
        self._appender = appender = JetStreamAppender(rt.nc)
        await appender.start()
        if cfg.backlog_turns:
            # How far the indexer has taken turns out of the stream, not its ack floor: a
            # turn waits behind what the stream still queues, and one tenant's document
            # being embedded (in the indexer's hands) holds the floor but queues nobody.
            indexer = ConsumerWatermark(
                cfg.indexer_durable,
                consumer_reader(rt.js, cfg.indexer_durable, cfg.publish_timeout_s),
                poll_s=_HOLD_POLL_S,
                poll_max_s=_HOLD_POLL_MAX_S,
                mark=lambda progress: progress.taken,
            )
            self._hold = BacklogHold(indexer, cfg.backlog_turns, cfg.backlog_hold_s)
        ingest = IngestService(appender, cfg, self._hold)
        # A replay blanks what the user asked to forget.
        forgotten = await ForgottenLedger.open(rt.js)
        replay = ReplayService(rt.js, rt.nc.max_payload, forgotten)
        # An agent's turns (NATS, through the agents' account) count against its write
        # limit; a turn into a shared space is tagged with the writer key's domain.
        limiter = RateLimiter(rt.nc, rt.settings.agent_writes_per_minute)
        self._endpoints = [
            RequestEndpoint(
                rt.nc,
                s.ingest_turn("*"),
                s.QUEUE_INGEST,
                ingest.handle,
                tenant_index=_TURN_TENANT_TOKEN,
                name="ingest",
                guard=write_guard(limiter, tags_domain=True),
            ),
            RequestEndpoint(
                rt.nc,
                s.replay("*"),
                s.QUEUE_REPLAY,
                replay.handle,
                tenant_index=_REPLAY_TENANT_TOKEN,
                name="replay",
            ),
        ]

    async def start(self) -> None:
        for endpoint in self._endpoints:
            await endpoint.start()

    async def stop(self, timeout: float) -> None:
        for endpoint in self._endpoints:
            await endpoint.stop(timeout)
        # After the endpoints: their in-flight turns still wait on acks.
        if self._appender is not None:
            await self._appender.stop()
        if self._hold is not None:
            await self._hold.close()

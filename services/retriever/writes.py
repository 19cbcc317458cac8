"""Read-your-writes for the retriever: waiting for the indexer, and `mem.watermark.<tenant>`.

A context request naming `after_seqs` waits (bounded by the setting and the request's own
`after_timeout_s`) until the episode indexer's watermark reaches the highest of them; a
watermark request waits for the indexer and, if asked, the extractor, and says how far
each got. Both read the durable consumers' state from JetStream
(services/common/messaging/watermark.py).
"""

from __future__ import annotations

import asyncio
import logging
import time

from nats.js import JetStreamContext
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.watermark import WatermarkReply, WatermarkRequest
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation
from memstream.services.common.messaging.progress import consumer_reader, resources_end, tenant_end
from memstream.services.common.messaging.watermark import ConsumerWatermark
from memstream.services.retriever.own_writes import OwnWrites
from memstream.services.retriever.settings import RetrieverSettings

log = logging.getLogger(__name__)


class Writes:
    """The indexer's and the extractor's watermarks over RESOURCES, shared by all requests."""

    def __init__(
        self,
        js: JetStreamContext,
        settings: RetrieverSettings,
        read_timeout_s: float,
        own: OwnWrites | None = None,
    ) -> None:
        self._js = js
        self._settings = settings
        self._own = own
        self.indexer = self._watermark(settings.indexer_durable, read_timeout_s)
        self.extractor = self._watermark(settings.extractor_durable, read_timeout_s)
        # Last sequence RESOURCES was seen to hold; read again only for a later one.
        self._stream_end = 0
        self._stream_read: asyncio.Task[int] | None = None

    def _watermark(self, durable: str, read_timeout_s: float) -> ConsumerWatermark:
        return ConsumerWatermark(
            durable,
            consumer_reader(self._js, durable, read_timeout_s),
            poll_s=self._settings.watermark_poll_s,
            poll_max_s=self._settings.watermark_poll_max_s,
        )

    async def indexed(self, tenant: str, after_seqs: list[int], timeout_s: float | None) -> bool:
        """Whether the tenant's writes up to every one of `after_seqs` are searchable
        within the wait allowed (`searchable`).

        Raises RequestRejected for a sequence RESOURCES never held (no ack could name it),
        checked only once the wait ran out so the usual case costs no extra call.
        """
        target = max(after_seqs, default=0)
        limit = self._settings.read_your_writes_timeout_s
        timeout = limit if timeout_s is None else min(limit, timeout_s)
        if await self.searchable(tenant, target, timeout):
            return True
        try:
            await self.check_stored(target)
        except RequestRejected:
            raise
        except Exception:
            # Not knowing the stream's end leaves the sequence possible: stale, not refused.
            log.warning("RESOURCES stream end not read", exc_info=True)
        return False

    async def searchable(self, tenant: str, target: int, timeout: float) -> bool:
        """The indexer's watermark reaches `target`, or each of the tenant's own resources
        above it is searchable (own_writes.py): another tenant's message being indexed, or
        waiting for redelivery, holds the watermark for everyone.

        The own check starts after `own_writes_poll_s` and repeats at that pace: a
        watermark that moves as usual has passed by then, and each check costs a few direct
        gets and a store read.
        """
        if self._own is None or timeout <= 0:
            return await self.indexer.wait(target, timeout)
        deadline = time.monotonic() + timeout
        pause = self._settings.own_writes_poll_s

        async def own_writes() -> bool:
            while deadline - time.monotonic() > pause:
                await asyncio.sleep(pause)
                if await self._own_now(tenant, target):
                    return True
            return False

        floor = asyncio.create_task(self.indexer.wait(target, timeout))
        mine = asyncio.create_task(own_writes())
        try:
            done, _ = await asyncio.wait({floor, mine}, return_when=asyncio.FIRST_COMPLETED)
            if any(task.result() for task in done):
                return True
            # The one that finished found nothing in time; the other may still, within
            # what is left of the wait (a check in flight can outlast it when the stream or
            # the store is slow to answer).
            other = mine if floor in done else floor
            try:
                return await asyncio.wait_for(other, max(0.0, deadline - time.monotonic()))
            except TimeoutError:
                return False
        finally:
            for task in (floor, mine):
                task.cancel()
            await asyncio.gather(floor, mine, return_exceptions=True)

    async def check_stored(self, seq: int) -> None:
        if seq <= self._stream_end:
            return
        if self._stream_read is None or self._stream_read.done():
            self._stream_read = asyncio.create_task(self._read_stream_end())
        end = await asyncio.shield(self._stream_read)
        if seq > end:
            # The shared read may have begun before this sequence was stored (its ack
            # reached the client while the read was in flight): only a read begun now
            # can refuse it.
            end = await self._read_stream_end()
        if seq > end:
            raise RequestRejected(
                "validation_error",
                f"sequence {seq} is past the end of {s.STREAM_RESOURCES} (last {end}): "
                "not a sequence a TurnAck gave",
                field="after_seqs",
            )

    async def _read_stream_end(self) -> int:
        self._stream_end = max(self._stream_end, await resources_end(self._js))
        return self._stream_end

    async def handle(self, tenant: str, body: bytes) -> bytes:
        """`mem.watermark.<tenant>`: a WatermarkRequest in, a WatermarkReply out."""
        try:
            request = WatermarkRequest.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        started = time.monotonic()
        try:
            if request.after_seqs:
                target = max(request.after_seqs)
                await self.check_stored(target)
            else:
                target = await tenant_end(self._js, tenant)
        except RequestRejected as exc:
            return exc.reply.model_dump_json().encode()
        reply = await self._progress(tenant, request, target, started)
        return reply.model_dump_json().encode()

    async def _progress(
        self, tenant: str, request: WatermarkRequest, target: int, started: float
    ) -> WatermarkReply:
        timeout = request.timeout_s
        if timeout > 0:
            waits = [self.searchable(tenant, target, timeout)]
            if request.extracted:
                waits.append(self.extractor.wait(target, timeout))
            indexed = (await asyncio.gather(*waits))[0]
        else:
            observed = [self.indexer.observe()]
            if request.extracted:
                observed.append(self.extractor.observe())
            await asyncio.gather(*observed)
            indexed = self.indexer.seen >= target or await self._own_now(tenant, target)
        asked = [("indexer", "indexes", self.indexer, indexed)]
        if request.extracted:
            asked.append(("extractor", "extracts", self.extractor, self.extractor.seen >= target))
        behind = []
        for label, verb, w, passed in asked:
            if passed:
                continue
            if w.exists is False:
                behind.append(f"no {label} consumer {w.name!r}: nothing {verb} RESOURCES")
            else:
                behind.append(f"{label} at {w.seen}")
        message = ""
        if behind:
            message = f"waiting for {target}: " + "; ".join(behind)
            if timeout > 0:
                message += f" after {timeout:g}s"
        return WatermarkReply(
            target_seq=target,
            indexed_seq=self.indexer.seen,
            extracted_seq=self.extractor.seen if request.extracted else None,
            indexed=indexed,
            extracted=self.extractor.seen >= target if request.extracted else None,
            complete=not behind,
            waited_ms=round((time.monotonic() - started) * 1000, 3),
            message=message,
        )

    async def _own_now(self, tenant: str, target: int) -> bool:
        """One own-writes check, for an answer that does not wait."""
        if self._own is None:
            return False
        try:
            return await self._own.searchable(tenant, self.indexer.seen, target)
        except Exception:
            log.warning("own writes not checked", exc_info=True)
            return False

    async def close(self) -> None:
        await self.indexer.close()
        await self.extractor.close()
        if self._stream_read is not None and not self._stream_read.done():
            self._stream_read.cancel()
            await asyncio.gather(self._stream_read, return_exceptions=True)

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
from memstream.services.retriever.settings import RetrieverSettings

log = logging.getLogger(__name__)


class Writes:
    """The indexer's and the extractor's watermarks over RESOURCES, shared by all requests."""

    def __init__(
        self, js: JetStreamContext, settings: RetrieverSettings, read_timeout_s: float
    ) -> None:
        self._js = js
        self._settings = settings
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

    async def indexed(self, after_seqs: list[int], timeout_s: float | None) -> bool:
        """Whether the indexer passed every one of `after_seqs` within the wait allowed.

        Raises RequestRejected for a sequence RESOURCES never held (no ack could name it),
        checked only once the wait ran out so the usual case costs no extra call.
        """
        target = max(after_seqs, default=0)
        limit = self._settings.read_your_writes_timeout_s
        timeout = limit if timeout_s is None else min(limit, timeout_s)
        if await self.indexer.wait(target, timeout):
            return True
        try:
            await self.check_stored(target)
        except RequestRejected:
            raise
        except Exception:
            # Not knowing the stream's end leaves the sequence possible: stale, not refused.
            log.warning("RESOURCES stream end not read", exc_info=True)
        return False

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
        return (await self._progress(request, target, started)).model_dump_json().encode()

    async def _progress(
        self, request: WatermarkRequest, target: int, started: float
    ) -> WatermarkReply:
        asked = [("indexer", "indexes", self.indexer)]
        if request.extracted:
            asked.append(("extractor", "extracts", self.extractor))
        if request.timeout_s > 0:
            await asyncio.gather(*(w.wait(target, request.timeout_s) for _, _, w in asked))
        else:
            await asyncio.gather(*(w.observe() for _, _, w in asked))
        behind = []
        for label, verb, w in asked:
            if w.seen >= target:
                continue
            if w.exists is False:
                behind.append(f"no {label} consumer {w.name!r}: nothing {verb} RESOURCES")
            else:
                behind.append(f"{label} at {w.seen}")
        message = ""
        if behind:
            message = f"waiting for {target}: " + "; ".join(behind)
            if request.timeout_s > 0:
                message += f" after {request.timeout_s:g}s"
        extracted = self.extractor.seen >= target if request.extracted else None
        return WatermarkReply(
            target_seq=target,
            indexed_seq=self.indexer.seen,
            extracted_seq=self.extractor.seen if request.extracted else None,
            indexed=self.indexer.seen >= target,
            extracted=extracted,
            complete=not behind,
            waited_ms=round((time.monotonic() - started) * 1000, 3),
            message=message,
        )

    async def close(self) -> None:
        await self.indexer.close()
        await self.extractor.close()
        if self._stream_read is not None and not self._stream_read.done():
            self._stream_read.cancel()
            await asyncio.gather(self._stream_read, return_exceptions=True)

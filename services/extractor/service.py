"""Handling a fetched batch of RESOURCES messages: group, process, acknowledge.

Per batch: unparseable messages go to the DLQ and are terminated (indexer rules). The rest
are grouped by (tenant, session); groups of different tenants run concurrently, groups of
one tenant one after the other. A group's messages are acknowledged only after all its
facts are stored or rejected. When the model keeps answering unusable JSON
(`LLMOutputError`) the group's messages are dead-lettered with the reason and terminated;
their resources stay in RESOURCES, so a replay can extract them again. Any other failure
(LLM endpoint down, embedder or store unavailable) naks them with a growing delay; the
last allowed delivery is dead-lettered instead of dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence

from nats.aio.msg import Msg
from nats.errors import Error as NatsError
from nats.js import JetStreamContext

from contracts import subjects as s
from contracts.turns import Resource
from services.common import metrics
from services.common.embed_client import EmbedRequestRejected
from services.common.llm import LLMOutputError
from services.extractor.pipeline import GroupResult, Pipeline
from services.extractor.settings import ExtractorSettings
from services.indexer.dlq import DeadLetter, publish_dead_letter
from services.indexer.service import Parsed, backoff, parse

log = logging.getLogger(__name__)

GroupKey = tuple[str, str]


def group_messages(parsed: Sequence[Parsed]) -> dict[GroupKey, list[Parsed]]:
    """Messages by (tenant, session), in arrival order within each group."""
    groups: dict[GroupKey, list[Parsed]] = defaultdict(list)
    for p in parsed:
        groups[(p.resource.tenant_id, p.resource.session_id)].append(p)
    return dict(groups)


def unique_resources(parsed: Sequence[Parsed]) -> list[Resource]:
    """A resource delivered twice in one batch is processed once."""
    return list({p.resource.resource_id: p.resource for p in parsed}.values())


class ExtractorService:
    """Consumes batches for the durable `extractor` consumer."""

    def __init__(
        self, js: JetStreamContext, pipeline: Pipeline, settings: ExtractorSettings
    ) -> None:
        self._js = js
        self.pipeline = pipeline
        self._settings = settings

    async def handle(self, msgs: Sequence[Msg]) -> list[GroupResult]:
        good: list[Parsed] = []
        for msg in msgs:
            outcome = parse(msg)
            if isinstance(outcome, DeadLetter):
                await self._dead_letter(msg, outcome)
            else:
                good.append(outcome)
        by_tenant: dict[str, list[list[Parsed]]] = defaultdict(list)
        for (tenant, _session), group in group_messages(good).items():
            by_tenant[tenant].append(group)
        per_tenant = await asyncio.gather(
            *(self._tenant_groups(groups) for groups in by_tenant.values())
        )
        return [r for results in per_tenant for r in results]

    async def _tenant_groups(self, groups: list[list[Parsed]]) -> list[GroupResult]:
        results = []
        for group in groups:
            result = await self._group(group)
            if result is not None:
                results.append(result)
        return results

    async def _group(self, group: list[Parsed]) -> GroupResult | None:
        msgs = [p.msg for p in group]

        async def progress() -> None:
            for msg in msgs:
                with contextlib.suppress(NatsError):
                    await msg.in_progress()

        async with self._keep_alive(progress):
            try:
                result = await self.pipeline.process(unique_resources(group), progress)
            except asyncio.CancelledError:
                # Stopped mid-batch: hand the messages back now rather than after ack_wait.
                await asyncio.shield(self._release(msgs))
                raise
            except LLMOutputError as exc:
                letter = DeadLetter("llm_output_invalid", f"{exc.reason}; reply: {exc.raw[:500]}")
                for msg in msgs:
                    await self._dead_letter(msg, letter)
                return None
            except EmbedRequestRejected as exc:
                for msg in msgs:
                    await self._dead_letter(msg, DeadLetter("rejected_by_embedder", str(exc)))
                return None
            except Exception as exc:
                await self._retry_later(msgs, exc)
                return None
        for msg in msgs:
            await msg.ack()
        metrics.EXTRACTOR_MESSAGES.labels("extracted").inc(len(msgs))
        return result

    async def _release(self, msgs: Sequence[Msg]) -> None:
        for msg in msgs:
            with contextlib.suppress(NatsError):
                await msg.nak()

    async def _retry_later(self, msgs: Sequence[Msg], exc: Exception) -> None:
        cfg = self._settings
        log.warning(
            "extraction failed, will retry",
            extra={"messages": len(msgs), "error": f"{type(exc).__name__}: {exc}"},
        )
        for msg in msgs:
            delivered = msg.metadata.num_delivered
            if delivered >= cfg.max_deliver:
                error = f"gave up after {delivered} deliveries: {type(exc).__name__}: {exc}"
                await self._dead_letter(msg, DeadLetter("retries_exhausted", error))
                continue
            with contextlib.suppress(NatsError):
                await msg.nak(delay=backoff(delivered, cfg.nack_delay_s, cfg.nack_delay_max_s))
            metrics.EXTRACTOR_MESSAGES.labels("retried").inc()

    async def _dead_letter(self, msg: Msg, letter: DeadLetter) -> None:
        cfg = self._settings
        try:
            await publish_dead_letter(
                self._js,
                msg,
                letter,
                service=s.DLQ_EXTRACTOR,
                tenant_token=s.RESOURCE_TENANT_TOKEN,
                timeout=cfg.publish_timeout_s,
            )
        except (TimeoutError, NatsError) as exc:
            # Recorded nowhere yet, so it must come back rather than be terminated.
            log.warning("dead-lettering failed, will retry", extra={"error": str(exc)})
            delivered = msg.metadata.num_delivered
            with contextlib.suppress(NatsError):
                await msg.nak(delay=backoff(delivered, cfg.nack_delay_s, cfg.nack_delay_max_s))
            return
        log.warning(
            "message dead-lettered",
            extra={"subject": msg.subject, "reason": letter.reason, "error": letter.error},
        )
        await msg.term()
        metrics.EXTRACTOR_MESSAGES.labels("dead_lettered").inc()

    @contextlib.asynccontextmanager
    async def _keep_alive(self, progress: Callable[[], Awaitable[None]]) -> AsyncIterator[None]:
        """Reports progress every third of ack_wait, so a slow batch is not redelivered."""
        interval = self._settings.ack_wait_s / 3

        async def beat() -> None:
            while True:
                await asyncio.sleep(interval)
                await progress()

        task = asyncio.create_task(beat())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

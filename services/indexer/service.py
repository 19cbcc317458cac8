"""Indexing a batch of RESOURCES messages as episode points.

Per batch: messages that can never be indexed (unparseable, unknown schema, tenant not
the subject's) go to the DLQ and are terminated; the episode docs of all the others are
embedded in one go and upserted under their deterministic ids, then acknowledged. A
transient failure (embedder or store down) naks the messages with a growing delay, so
they come back later; only when the last allowed delivery also fails is a message
dead-lettered, so nothing is ever dropped without a trace.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass

from nats.aio.msg import Msg
from nats.errors import Error as NatsError
from nats.js import JetStreamContext
from pydantic import ValidationError

from contracts import subjects as s
from contracts.common import SCHEMA_VERSION
from contracts.turns import Resource
from services.common import metrics
from services.common.embed_client import EmbeddingClient, EmbedRequestRejected
from services.common.episodes import EpisodeDoc, episode_docs
from services.common.vectorstore import EPISODES, Point, VectorStore
from services.indexer.dlq import DeadLetter, publish_dead_letter, subject_tenant
from services.indexer.settings import IndexerSettings

log = logging.getLogger(__name__)


class DimensionMismatch(Exception):
    """The embedder's vectors do not fit the collection: a deployment error, retried."""


@dataclass(frozen=True, slots=True)
class Parsed:
    msg: Msg
    resource: Resource


def parse(msg: Msg) -> Parsed | DeadLetter:
    """The message's Resource, or why it can never be indexed."""
    try:
        resource = Resource.model_validate_json(msg.data)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        if errors and errors[0]["type"] == "json_invalid":
            return DeadLetter("invalid_json", f"payload is not JSON: {errors[0]['msg']}")
        return DeadLetter("validation_error", f"payload is not a Resource: {exc}")
    if resource.schema_version != SCHEMA_VERSION:
        return DeadLetter(
            "schema_mismatch",
            f"schema_version {resource.schema_version}; this indexer reads {SCHEMA_VERSION}",
        )
    tenant = subject_tenant(msg.subject, s.RESOURCE_TENANT_TOKEN)
    if resource.tenant_id != tenant:
        return DeadLetter(
            "tenant_mismatch",
            f"body names tenant {resource.tenant_id!r} but the subject {msg.subject!r} does not",
        )
    return Parsed(msg, resource)


def backoff(delivered: int, first: float, cap: float) -> float:
    """Redelivery delay after delivery number `delivered` failed: doubling, capped."""
    return float(min(cap, first * 2.0 ** min(max(delivered - 1, 0), 32)))


class IndexerService:
    """Handles batches of RESOURCES messages; clients are injected, created once."""

    def __init__(
        self,
        js: JetStreamContext,
        embedder: EmbeddingClient,
        store: VectorStore,
        settings: IndexerSettings,
        *,
        dim: int,
    ) -> None:
        self._js = js
        self._embedder = embedder
        self._store = store
        self._settings = settings
        self._dim = dim

    async def handle(self, msgs: Sequence[Msg]) -> None:
        good: list[Parsed] = []
        for msg in msgs:
            outcome = parse(msg)
            if isinstance(outcome, DeadLetter):
                await self._dead_letter(msg, outcome)
            else:
                good.append(outcome)
        if not good:
            return
        async with self._keep_alive([p.msg for p in good]):
            try:
                await self.index([p.resource for p in good])
            except EmbedRequestRejected:
                # Some text of the batch was refused: index one message at a time, so
                # only the one to blame is dead-lettered.
                await self._one_by_one(good)
                return
            except Exception as exc:
                await self._retry_later([p.msg for p in good], exc)
                return
        for p in good:
            await p.msg.ack()
        metrics.INDEXER_MESSAGES.labels("indexed").inc(len(good))

    async def index(self, resources: Sequence[Resource]) -> int:
        """Embed and upsert the episode points of `resources`; returns the point count."""
        docs: dict[str, EpisodeDoc] = {}
        for resource in resources:
            for doc in episode_docs(resource, self._settings.max_chunk_tokens):
                docs[doc.id] = doc  # a resource delivered twice in one batch counts once
        if not docs:
            return 0
        batch = list(docs.values())
        embeddings = await self._embedder.embed([d.text for d in batch], "document")
        points = []
        for doc, emb in zip(batch, embeddings, strict=True):
            if emb.dense.shape[0] != self._dim:
                raise DimensionMismatch(
                    f"embedder model {emb.model!r} makes {emb.dense.shape[0]}-dim vectors; "
                    f"the collections are {self._dim}-dim (MEMSTREAM_VECTOR_DIM)"
                )
            payload = dict(doc.payload)
            payload["embedding_model"] = emb.model
            points.append(Point(id=doc.id, dense=emb.dense, sparse=emb.sparse, payload=payload))
        await self._store.upsert(EPISODES, points)
        metrics.EPISODES_INDEXED.inc(len(points))
        return len(points)

    async def _one_by_one(self, good: list[Parsed]) -> None:
        for p in good:
            try:
                await self.index([p.resource])
            except EmbedRequestRejected as exc:
                await self._dead_letter(p.msg, DeadLetter("rejected_by_embedder", str(exc)))
                continue
            except Exception as exc:
                await self._retry_later([p.msg], exc)
                continue
            await p.msg.ack()
            metrics.INDEXER_MESSAGES.labels("indexed").inc()

    async def _retry_later(self, msgs: Sequence[Msg], exc: Exception) -> None:
        cfg = self._settings
        log.warning(
            "indexing failed, will retry",
            extra={"messages": len(msgs), "error": f"{type(exc).__name__}: {exc}"},
        )
        for msg in msgs:
            delivered = msg.metadata.num_delivered
            if delivered >= cfg.max_deliver:
                # The server would drop it after this delivery: keep it in the DLQ instead.
                error = f"gave up after {delivered} deliveries: {type(exc).__name__}: {exc}"
                await self._dead_letter(msg, DeadLetter("retries_exhausted", error))
                continue
            await msg.nak(delay=backoff(delivered, cfg.nack_delay_s, cfg.nack_delay_max_s))
            metrics.INDEXER_MESSAGES.labels("retried").inc()

    async def _dead_letter(self, msg: Msg, letter: DeadLetter) -> None:
        try:
            await publish_dead_letter(
                self._js,
                msg,
                letter,
                service=s.DLQ_INDEXER,
                tenant_token=s.RESOURCE_TENANT_TOKEN,
                timeout=self._settings.publish_timeout_s,
            )
        except (TimeoutError, NatsError) as exc:
            # Not recorded anywhere yet, so it must come back rather than be terminated.
            log.warning("dead-lettering failed, will retry", extra={"error": str(exc)})
            cfg = self._settings
            delivered = msg.metadata.num_delivered
            await msg.nak(delay=backoff(delivered, cfg.nack_delay_s, cfg.nack_delay_max_s))
            return
        log.warning(
            "message dead-lettered",
            extra={"subject": msg.subject, "reason": letter.reason, "error": letter.error},
        )
        await msg.term()
        metrics.INDEXER_MESSAGES.labels("dead_lettered").inc()

    @contextlib.asynccontextmanager
    async def _keep_alive(self, msgs: list[Msg]) -> AsyncIterator[None]:
        """Tells the server the batch is being worked on, so ack_wait never expires it."""
        interval = self._settings.ack_wait_s / 3

        async def beat() -> None:
            while True:
                await asyncio.sleep(interval)
                for msg in msgs:
                    with contextlib.suppress(NatsError):
                        await msg.in_progress()

        task = asyncio.create_task(beat())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

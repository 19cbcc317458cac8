"""Indexing a batch of RESOURCES messages as episode points.

Per batch: messages that can never be indexed (unparseable, unknown schema, tenant not
the subject's) go to the DLQ and are terminated; the episode docs of the others are
embedded, one request per tenant, and each tenant's are upserted under their deterministic
ids and acknowledged as soon as its vectors are back (tenants whose vectors come back
together share one upsert), so one tenant's long texts hold no other tenant's turns. A
tenant's texts that span several chunks are settled in a task of their own, so the batch
(and the consumer's pipeline slot) does not wait for them either. A
transient failure (embedder or store down) naks the messages with a growing delay, so
they come back later; only when the last allowed delivery also fails is a message
dead-lettered, so nothing is ever dropped without a trace. A batch cut short by a stop
hands its messages back at once (`services/common/messaging/consumer.py`).

Each tenant's texts go to the embedder as that tenant's requests (its cost ledger pays
for them), and every message indexed is observed in `memstream_freshness_seconds`: from
its RESOURCES timestamp (when the stream stored the turn part, just before ingest acked
it) to the end of the upsert, which is when its episode is searchable: the edge engine's
update is visible to the next query in the process, and the server backend upserts with
`wait=True`; the later flush only makes it durable.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Sequence
from typing import Literal, Protocol

from nats.aio.msg import Msg
from nats.js import JetStreamContext

from memstream.contracts import subjects as s
from memstream.contracts.turns import Resource
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.messaging.consumer import Settler
from memstream.services.common.messaging.errors import TransientError
from memstream.services.common.messaging.resources import Parsed, parse_batch
from memstream.services.common.models.attribution import billed_to
from memstream.services.common.models.embed_client import (
    EmbedRequestRejected,
    embedding_priority,
)
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.episodes import EpisodeDoc, episode_docs
from memstream.services.common.stores.vectors import Embedding
from memstream.services.common.stores.vectorstore import EPISODES, Point, VectorStore
from memstream.services.indexer.settings import IndexerSettings

log = logging.getLogger(__name__)


class DimensionMismatch(TransientError):
    """The embedder's vectors do not fit the collection: a deployment error. Retried, not
    dead-lettered: the messages wait until the deployment is fixed."""

    reason = "dimension_mismatch"


class Embedder(Protocol):
    """The embedder service's client, or an in-process stand-in."""

    async def embed(
        self, texts: Sequence[str], purpose: Literal["document", "query"] = "document"
    ) -> list[Embedding]: ...


# One tenant's parsed messages of a batch, and their episode docs.
Group = tuple[list[Parsed], list[EpisodeDoc]]


class IndexerService:
    """Handles batches of RESOURCES messages; clients are injected, created once."""

    def __init__(
        self,
        js: JetStreamContext,
        embedder: Embedder,
        store: VectorStore,
        settings: IndexerSettings,
        *,
        dim: int,
        forgotten: ForgottenLedger | None = None,
    ) -> None:
        self._embedder = embedder
        self._forgotten = forgotten
        self._store = store
        self._settings = settings
        self._dim = dim
        self._apart: set[asyncio.Task[None]] = set()
        # Long groups are embedded one at a time, in the order they came (a FIFO lock).
        self._long_lane = asyncio.Lock()
        self.settler = Settler(
            js,
            settings,
            dlq_service=s.DLQ_INDEXER,
            tenant_token=s.RESOURCE_TENANT_TOKEN,
            outcomes=metrics.INDEXER_MESSAGES,
        )

    async def handle(self, msgs: Sequence[Msg]) -> None:
        """Index a batch; returns once its short texts are settled (`_apart`)."""
        settler = self.settler
        async with settler.working(msgs):
            good = await parse_batch(msgs, settler)
        groups: dict[str, list[Parsed]] = {}
        for p in good:
            groups.setdefault(p.resource.tenant_id, []).append(p)
        near: list[Group] = []
        for group in groups.values():
            docs = self._docs_of([p.resource for p in group])
            if len(docs) > len(group):
                self._start_apart((group, docs))
            else:
                near.append((group, docs))
        if near:
            async with settler.working([p.msg for group, _ in near for p in group]):
                await self._settle_as_ready(near)

    def _start_apart(self, group: Group) -> None:
        """A tenant's texts that span several chunks (a document, a long tool result) are
        settled in a task of their own, and the batch returns without them: the consumer's
        pipeline slot frees for the next batch, whose turns then go to the embedder
        between the chunks (`_vectors`) instead of waiting in the stream until every chunk
        is embedded. Such groups are embedded one at a time, in the order they came (the
        embedder does one call at a time anyway, and two documents side by side would
        each take twice as long); the ones waiting are held with progress beats, at most
        the consumer's max_ack_pending messages in all."""
        msgs = [p.msg for p in group[0]]

        async def settle() -> None:
            try:
                async with self.settler.working(msgs), self._long_lane:
                    await self._settle_as_ready([group])
            except Exception:
                # What it left unsettled comes back after ack_wait; logged, as a batch
                # handler's failure is (messaging/pipeline.py).
                log.exception("episode indexer: a long group failed")

        task = asyncio.create_task(settle(), name="episode-indexer-apart")
        self._apart.add(task)
        task.add_done_callback(self._apart.discard)

    async def drain(self, timeout: float) -> None:
        """Wait for the long groups in flight, at most `timeout`; cancel the rest (their
        messages go back at once)."""
        if not self._apart:
            return
        _, late = await asyncio.wait(set(self._apart), timeout=timeout)
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late)

    async def _settle_as_ready(self, groups: list[Group]) -> None:
        """Upsert and ack each tenant's messages once its own vectors are back.

        A tenant whose texts take long (a document's chunks) then keeps no other tenant's
        turns of the batch unsearchable; groups whose vectors come back together share one
        upsert. A refused text sends only its tenant's messages one by one, and an outage
        fails only the messages it hit.
        """
        waiting = {asyncio.create_task(self._vectors(group, docs)): group for group, docs in groups}
        try:
            while waiting:
                done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
                ready: list[tuple[list[Parsed], list[Point]]] = []
                for task in done:
                    group = waiting.pop(task)
                    exc = task.exception()
                    if exc is None:
                        ready.append((group, task.result()))
                    elif isinstance(exc, EmbedRequestRejected):
                        await self._one_by_one(group)
                    else:
                        await self.settler.fail([p.msg for p in group], exc)
                if ready:
                    await self._settle(ready)
        finally:
            for task in waiting:
                task.cancel()  # stopping: the messages go back (Settler.working)

    def _docs_of(self, resources: Sequence[Resource]) -> list[EpisodeDoc]:
        """The docs to index; a forgotten resource has none (its message is acked)."""
        docs: dict[str, EpisodeDoc] = {}
        forgotten = self._forgotten
        for resource in resources:
            if forgotten is not None and forgotten.resource(
                resource.tenant_id, resource.resource_id
            ):
                continue
            for doc in episode_docs(resource, self._settings.max_chunk_tokens):
                docs[doc.id] = doc  # a resource delivered twice in one batch counts once
        return list(docs.values())

    async def _vectors(self, group: list[Parsed], docs: list[EpisodeDoc]) -> list[Point]:
        """The episode points of one tenant's docs, embedded as its own requests.

        Texts that span several chunks go a few at a time (`long_request_texts`), with at
        most `long_requests_out` requests out at once, each next one sent as the oldest is
        answered. The embedder serves its requests in arrival order, one backend call at a
        time, so other tenants' turns that arrive meanwhile are embedded between two of a
        document's chunks, not after all of them (a chunk costs six turns' texts).
        """
        if not docs:
            return []
        if len(docs) <= len(group):
            return self._points(docs, await self._embed(docs))
        step = self._settings.long_request_texts
        parts = [docs[start : start + step] for start in range(0, len(docs), step)]
        out: deque[asyncio.Task[list[Embedding]]] = deque()
        embeddings: list[Embedding] = []
        try:
            for part in parts:
                if len(out) == self._settings.long_requests_out:
                    embeddings += await out.popleft()
                out.append(asyncio.create_task(self._embed(part)))
            while out:
                embeddings += await out.popleft()
        finally:
            for task in out:
                task.cancel()
            await asyncio.gather(*out, return_exceptions=True)
        return self._points(docs, embeddings)

    async def _settle(self, ready: list[tuple[list[Parsed], list[Point]]]) -> None:
        msgs = [p.msg for group, _ in ready for p in group]
        points = [point for _, group_points in ready for point in group_points]
        try:
            if points:
                await self._store_points(points)
        except Exception as exc:
            await self.settler.fail(msgs, exc)
            return
        observe_freshness(msgs, time.time())
        for msg in msgs:
            await msg.ack()
        metrics.INDEXER_MESSAGES.labels("indexed").inc(len(msgs))

    async def index(self, resources: Sequence[Resource]) -> int:
        """Embed and upsert the episode points of `resources`; returns the point count."""
        batch = self._docs_of(resources)
        if not batch:
            return 0
        points = self._points(batch, await self._embed(batch))
        await self._store_points(points)
        return len(points)

    def _points(self, batch: list[EpisodeDoc], embeddings: list[Embedding]) -> list[Point]:
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
        return points

    async def _store_points(self, points: list[Point]) -> None:
        await self._store.upsert(EPISODES, points)
        metrics.EPISODES_INDEXED.inc(len(points))

    async def _embed(self, batch: list[EpisodeDoc]) -> list[Embedding]:
        """Vectors of the docs in order, asked for per tenant (each tenant's own requests)."""
        groups: dict[str, list[int]] = {}
        for i, doc in enumerate(batch):
            groups.setdefault(str(doc.payload["tenant_id"]), []).append(i)

        async def embed(tenant: str, rows: list[int]) -> list[Embedding]:
            # `index`: ahead of enrichment, behind queries, when the embedder is busy.
            with billed_to(tenant), embedding_priority("index"):
                return await self._embedder.embed([batch[i].text for i in rows], "document")

        if len(groups) == 1:
            [(tenant, rows)] = groups.items()
            return await embed(tenant, rows)
        try:
            async with asyncio.TaskGroup() as group:
                tasks = [(rows, group.create_task(embed(t, rows))) for t, rows in groups.items()]
        except ExceptionGroup as failed:
            # One typed error for the caller; a refusal decides (one-by-one finds the culprit).
            errors = list(failed.exceptions)
            refused = [e for e in errors if isinstance(e, EmbedRequestRejected)]
            raise (refused or errors)[0] from failed
        placed: dict[int, Embedding] = {}
        for rows, task in tasks:
            placed.update(zip(rows, task.result(), strict=True))
        return [placed[i] for i in range(len(batch))]

    async def _one_by_one(self, good: list[Parsed]) -> None:
        for p in good:
            try:
                await self.index([p.resource])
            except Exception as exc:
                await self.settler.fail([p.msg], exc)
                continue
            observe_freshness([p.msg], time.time())
            await p.msg.ack()
            metrics.INDEXER_MESSAGES.labels("indexed").inc()


def observe_freshness(msgs: Sequence[Msg], searchable_at: float) -> None:
    """Ack-to-searchable time of each message (its stream timestamp to `searchable_at`);
    a clock behind the server's reads as 0, not as a negative time."""
    for msg in msgs:
        metrics.FRESHNESS.observe(max(0.0, searchable_at - msg.metadata.timestamp.timestamp()))

"""`mem.embed`: EmbedRequest in, EmbedResponse (or ErrorReply) out."""

from __future__ import annotations

import asyncio
import base64
import logging
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np
from pydantic import ValidationError

from memstream.contracts.embed import EmbedPriority, EmbedRequest, EmbedResponse, SparseVectorOut
from memstream.contracts.errors import ErrorReply
from memstream.services.common.messaging.endpoint import caller_remaining_s
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation
from memstream.services.common.models.embedding import Bm25SparseEmbedder, DenseMatrix
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.vectors import DenseVector, SparseVector
from memstream.services.embedder.accounting import EmbeddingAccounting, estimate_tokens
from memstream.services.embedder.backend import sparse_model_name
from memstream.services.embedder.batcher import MicroBatcher
from memstream.services.embedder.cache import EmbeddingCache, Purpose, cache_key
from memstream.services.embedder.jobs import BatchEmbedError, BatchEmbedRefused
from memstream.services.embedder.queues import Until

log = logging.getLogger(__name__)

# BM25 costs 30-70 us a text here; above this many misses a worker thread computes them,
# so a large document request does not stall every other request on the event loop.
_SPARSE_INLINE_MAX = 32


def encode_dense(vector: DenseVector) -> str:
    return base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode("ascii")


def encode_sparse(vector: SparseVector) -> SparseVectorOut:
    return SparseVectorOut(
        indices=base64.b64encode(np.asarray(vector.indices, dtype="<u4").tobytes()).decode(),
        values=base64.b64encode(np.asarray(vector.values, dtype="<f4").tobytes()).decode(),
    )


@dataclass
class DenseReuse:
    """Dense vectors answered without embedding, per priority class of the request.

    `cached`: found in the exact-text cache; `joined`: the same text was being embedded
    for another request at that moment, and its result was shared. `enrich` counts are the
    items whose text equals a text embedded earlier (typically its episode's).
    """

    cached: Counter[str] = field(default_factory=Counter)
    joined: Counter[str] = field(default_factory=Counter)

    def record(self, priority: EmbedPriority, hits: int) -> None:
        if hits:
            self.cached[priority] += hits

    def record_joined(self, priority: EmbedPriority, n: int) -> None:
        if n:
            self.joined[priority] += n


# Who pays for a request's embeddings: (tenant, billable).
_Payer = tuple[str | None, bool]


@dataclass(eq=False, slots=True)
class _Call:
    """A batcher call under way, shared by every request that asks for its texts."""

    vectors: dict[bytes, asyncio.Future[DenseVector]]
    until: Until
    priority: EmbedPriority
    tenant: str | None
    made_at: float  # on the batcher's clock
    work: asyncio.Future[DenseMatrix] | None = None
    joins: int = 0  # requests other than the owner waiting on it
    owner_gone: bool = False  # the request that made the call stopped waiting for it


class EmbedderService:
    """Answers embed requests from the caches, the micro-batcher and BM25.

    `accounting` (when given) learns of every answered request: whose it was and how many
    tokens the dense model embedded for it (accounting.py); `max_tokens` is the model's
    input limit, where the backend states one.
    """

    def __init__(
        self,
        batcher: MicroBatcher,
        sparse: Bm25SparseEmbedder,
        cache: EmbeddingCache,
        *,
        max_text_chars: int,
        max_reply_bytes: int,
        accounting: EmbeddingAccounting | None = None,
        max_tokens: int | None = None,
    ) -> None:
        self._batcher = batcher
        self._sparse = sparse
        self._sparse_model = sparse_model_name(sparse)
        self._cache = cache
        self._max_text_chars = max_text_chars
        self._max_reply_bytes = max_reply_bytes
        self._accounting = accounting
        self._max_tokens = max_tokens
        self._inflight: dict[bytes, _Call] = {}
        self.reuse = DenseReuse()

    async def handle(self, _tenant: str, body: bytes) -> bytes:
        try:
            request = EmbedRequest.model_validate_json(body)
            self._check_limits(request)
            response, tokens = await self._answer(request)
            if self._accounting is not None:
                # Counted once embedded, even if the reply is then too large: the model did
                # the work, and the caller's smaller retries hit the cache. (A call whose
                # caller gave up before it ended is counted when it ends: `_settle`.)
                self._accounting.record(
                    request.tenant_id, tokens, billable=request.purpose == "document"
                )
        except ValidationError as exc:
            return self._refuse(reply_from_validation(exc))
        except RequestRejected as exc:
            return self._refuse(exc.reply)
        except BatchEmbedError as exc:
            return self._refuse(ErrorReply(code="unavailable", message=str(exc)))
        except BatchEmbedRefused as exc:
            return self._refuse(
                ErrorReply(code="validation_error", message=str(exc), field="texts")
            )
        data = response.model_dump_json().encode()
        if len(data) > self._max_reply_bytes:
            # The caller splits the request and retries (EmbeddingClient does).
            return self._refuse(
                ErrorReply(
                    code="message_too_large",
                    message=f"the reply would be {len(data)} bytes, over the "
                    f"{self._max_reply_bytes}-byte message limit; send fewer texts",
                    field="texts",
                )
            )
        metrics.EMBED_REQUESTS.labels("ok").inc()
        metrics.EMBED_TEXTS.inc(len(request.texts))
        return data

    @staticmethod
    def _refuse(reply: ErrorReply) -> bytes:
        metrics.EMBED_REQUESTS.labels(reply.code).inc()
        return reply.model_dump_json().encode()

    def _check_limits(self, request: EmbedRequest) -> None:
        for i, text in enumerate(request.texts):
            if len(text) > self._max_text_chars:
                raise RequestRejected(
                    "text_too_long",
                    f"text {i} has {len(text)} characters; the limit is {self._max_text_chars}",
                    field=f"texts.{i}",
                )

    async def embed(self, request: EmbedRequest) -> EmbedResponse:
        return (await self._answer(request))[0]

    async def _answer(self, request: EmbedRequest) -> tuple[EmbedResponse, int]:
        """The response, and the tokens the dense model embedded for it."""
        texts, purpose, priority = request.texts, request.purpose, request.effective_priority
        keys = [cache_key(purpose, t) for t in texts]
        payer = (request.tenant_id, purpose == "document")
        dense_task = (
            asyncio.ensure_future(self._dense(texts, keys, priority, payer))
            if request.dense
            else None
        )
        try:
            sparse = await self._sparse_vectors(texts, keys, purpose) if request.sparse else []
            dense, cached, tokens = await dense_task if dense_task is not None else ([], 0, 0)
        finally:
            if dense_task is not None:
                if not dense_task.done():
                    dense_task.cancel()
                elif not dense_task.cancelled():
                    dense_task.exception()  # retrieved, so asyncio does not log it as lost
        response = EmbedResponse(
            model=self._batcher.model_name,
            sparse_model=self._sparse_model,
            dim=self._batcher.dim,
            dense=[encode_dense(v) for v in dense],
            sparse=[encode_sparse(v) for v in sparse],
            cached=cached,
        )
        return response, tokens

    async def _dense(
        self, texts: list[str], keys: list[bytes], priority: EmbedPriority, payer: _Payer
    ) -> tuple[list[DenseVector], int, int]:
        """Vectors in order, how many came from the cache, and the tokens of the others.

        The key is the exact text (and purpose), whoever asks: an item whose text equals
        its episode's is answered from the vector the indexer's request left in the cache,
        or joins that request's call while it is still being embedded (`_Call`), so no text
        is embedded twice however the index and enrich requests interleave.
        """
        found: list[DenseVector | None] = [self._cache.dense.get(k) for k in keys]
        # Each distinct missing text is embedded once, however often it repeats.
        missing: dict[bytes, str] = {}
        for key, text, vec in zip(keys, texts, found, strict=True):
            if vec is None:
                missing.setdefault(key, text)
        hits = len(texts) - sum(1 for v in found if v is None)
        metrics.EMBED_CACHE.labels("dense", "hit").inc(hits)
        metrics.EMBED_CACHE.labels("dense", "miss").inc(len(texts) - hits)
        self.reuse.record(priority, hits)
        joined = {
            k: c
            for k in missing
            if (c := self._inflight.get(k)) is not None and self._joinable(c, priority, payer)
        }
        own = {k: t for k, t in missing.items() if k not in joined}
        self.reuse.record_joined(priority, len(joined))
        # A query is answered for its caller only, so it waits as long as that one does;
        # an episode or item text is wanted however late (`_embed_own`).
        remaining = caller_remaining_s() if priority == "query" else None
        until = None if remaining is None else self._batcher.now() + remaining
        calls = {id(call): call for call in joined.values()}.values()
        # Before any wait: a call whose owner gives up meanwhile must see who still waits.
        for call in calls:
            call.joins += 1
            call.until.extend(until)
        fresh: dict[bytes, DenseVector] = {}
        try:
            if own:
                fresh.update(await self._embed_own(own, priority, until, payer))
            for key, call in joined.items():
                # Shielded: a caller that gives up must not cancel another request's result.
                fresh[key] = await asyncio.shield(call.vectors[key])
        finally:
            for call in calls:
                call.joins -= 1
                if call.joins == 0 and call.owner_gone and call.priority == "query":
                    # Its last waiter gone too: nobody is left to read the query's vector.
                    self._release(call.vectors, call)
                    if call.work is not None:
                        call.work.cancel()
        if fresh:
            found = [v if v is not None else fresh[k] for k, v in zip(keys, found, strict=True)]
        tokens = estimate_tokens(list(own.values()), self._max_tokens)
        return [v for v in found if v is not None], hits, tokens

    def _joinable(self, call: _Call, priority: EmbedPriority, payer: _Payer) -> bool:
        """Whether a request of `priority` for `payer` waits on `call` for a text they share:
        always, unless a query would join a query. Then only its own tenant's (another's may
        still wait its tenant's turn), and only while younger than the age past which the
        batcher serves queries newest first: an older one may sit at the old end of the
        queue, where the joiner would wait out its deadline instead of going first in a call
        of its own."""
        if priority != "query" or call.priority != "query":
            return True
        if call.tenant != payer[0]:
            return False
        limit = self._batcher.queries.newest_first_after_s
        return limit is None or self._batcher.now() - call.made_at < limit

    async def _embed_own(
        self, own: dict[bytes, str], priority: EmbedPriority, until: float | None, payer: _Payer
    ) -> dict[bytes, DenseVector]:
        """Embed `own` in a batcher call that requests asking for the same texts join.

        The call runs on its own. A query is answered for the requests that asked only:
        once its callers stop waiting (the endpoint cancels a request at its deadline) the
        call is dropped, or not started if it could not end in time. An episode's or item's
        vector is wanted however late: its caller (the indexer, the extractor) asks again
        for the same text, and the retry joins the call still under way or finds the vector
        cached, so that call runs to its end instead of starting over at every retry."""
        loop = asyncio.get_running_loop()
        vectors = {key: loop.create_future() for key in own}
        call = _Call(vectors, Until(until), priority, payer[0], self._batcher.now())
        for key in own:
            self._inflight[key] = call
        texts = list(own.values())
        work = asyncio.ensure_future(
            # Only a query's call can be set aside, and only such calls say how long a
            # query's call takes (an episode backlog's full batches would not).
            self._batcher.embed(
                texts,
                priority=priority,
                until=call.until if priority == "query" else None,
                tenant=payer[0],
            )
        )
        call.work = work
        work.add_done_callback(lambda done: self._settle(own, call, done, payer))
        try:
            rows = await asyncio.shield(work)
        except asyncio.CancelledError:
            call.owner_gone = True  # its reply, which counts the spend, will not be sent
            if priority == "query" and call.joins == 0:
                self._release(own, call)  # nobody may join a call being dropped
                work.cancel()
            raise
        return dict(zip(own, rows, strict=True))

    def _settle(
        self, own: dict[bytes, str], call: _Call, work: asyncio.Future[DenseMatrix], payer: _Payer
    ) -> None:
        """Hand the batcher call's outcome to the requests sharing it and the cache; and to
        the cost ledger when its owner gave up (its reply, which counts it, is not sent)."""
        exc: BaseException | None = None
        try:
            exc = work.exception() if not work.cancelled() else None
            if exc is None and not work.cancelled():
                for key, row in zip(own, work.result(), strict=True):
                    self._cache.put_dense(key, row)
                    if not call.vectors[key].done():
                        call.vectors[key].set_result(row)
                if self._accounting is not None and call.owner_gone:
                    tokens = estimate_tokens(list(own.values()), self._max_tokens)
                    self._accounting.record(payer[0], tokens, billable=payer[1])
        finally:
            error = (
                exc
                if isinstance(exc, BatchEmbedError)  # a refusal of the owner's texts as a whole
                else BatchEmbedError("the request embedding this text ended first")
            )
            for future in call.vectors.values():
                if not future.done():
                    future.set_exception(error)
                    future.exception()  # retrieved: nobody may be waiting on it
            self._release(own, call)

    def _release(self, keys: Iterable[bytes], call: _Call) -> None:
        for key in keys:
            if self._inflight.get(key) is call:
                del self._inflight[key]

    async def _sparse_vectors(
        self, texts: list[str], keys: list[bytes], purpose: Purpose
    ) -> list[SparseVector]:
        found: list[SparseVector | None] = [self._cache.sparse.get(k) for k in keys]
        missing: dict[bytes, str] = {}
        for key, text, vec in zip(keys, texts, found, strict=True):
            if vec is None:
                missing.setdefault(key, text)
        hits = sum(1 for v in found if v is not None)
        metrics.EMBED_CACHE.labels("sparse", "hit").inc(hits)
        metrics.EMBED_CACHE.labels("sparse", "miss").inc(len(texts) - hits)
        if missing:
            embed = (
                self._sparse.embed_queries if purpose == "query" else self._sparse.embed_documents
            )
            todo = list(missing.values())
            if len(todo) > _SPARSE_INLINE_MAX:
                vectors = await asyncio.to_thread(embed, todo)
            else:
                vectors = embed(todo)
            fresh = dict(zip(missing, vectors, strict=True))
            for key, vec in fresh.items():
                self._cache.sparse.put(key, vec)
            found = [v if v is not None else fresh[k] for k, v in zip(keys, found, strict=True)]
        return [v for v in found if v is not None]

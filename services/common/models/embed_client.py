"""`EmbeddingClient`: dense + sparse vectors from the embedder service over `mem.embed`.

Services that need vectors (indexer, retriever, extractor) call the embedder over NATS
rather than loading a model, so they scale apart from it. Long lists are split into
requests that fit NATS's message limit (at most 256 texts each) and sent concurrently;
the embedder's micro-batcher merges them again.

Each request names the tenant it embeds for (`models/attribution.py`), so the embedder
can charge the tenant's cost ledger, and the priority class it is served in
(`contracts/embed.py`): the class rides on a context variable, like the tenant, so the
extractor, graph and scheduler mark their work `enrich` once (`embedding_priority`) and
every embedding made inside, through whatever layers, waits behind queries and episodes.

Failures are typed: `EmbedderUnavailable` is transient (no embedder, timeout, backend
down: retry later, or search with `sparse_only`, which needs no service and no model);
`EmbedRequestRejected` is permanent (the texts themselves were refused).
"""

from __future__ import annotations

import asyncio
import base64
import math
from collections.abc import Sequence
from contextvars import ContextVar, Token
from typing import Literal

import numpy as np
from nats.aio.client import Client
from nats.errors import Error as NatsError
from nats.errors import MaxPayloadError
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.embed import (
    MAX_TEXTS,
    EmbedPriority,
    EmbedRequest,
    EmbedResponse,
    SparseVectorOut,
)
from memstream.contracts.errors import ErrorReply, reply_adapter
from memstream.services.common.messaging.endpoint import caller_remaining_s
from memstream.services.common.messaging.errors import PermanentError, ServiceError, TransientError
from memstream.services.common.models.attribution import billed_tenant
from memstream.services.common.models.embedding import Bm25SparseEmbedder
from memstream.services.common.stores.vectors import DenseVector, Embedding, SparseVector

Purpose = Literal["document", "query"]

# Until the first reply tells the real size, plan for OpenAI's common 1536 dimensions, so
# a first request is never too large for the usual models.
_ASSUMED_DIM = 1536
# Share of the server's max payload a request or reply is planned to fill; the rest is
# headroom for JSON framing and estimate error (a reply that is still too large is split).
_PAYLOAD_SHARE = 0.8


_PRIORITY: ContextVar[EmbedPriority | None] = ContextVar("memstream_embed_priority", default=None)


class embedding_priority:  # lower case: used like a function, `with embedding_priority(p):`
    """Embeddings requested inside are served in class `priority` (None: by purpose)."""

    __slots__ = ("_priority", "_token")

    def __init__(self, priority: EmbedPriority | None) -> None:
        self._priority = priority
        self._token: Token[EmbedPriority | None] | None = None

    def __enter__(self) -> None:
        self._token = _PRIORITY.set(self._priority)

    def __exit__(self, *exc_info: object) -> None:
        if self._token is not None:
            _PRIORITY.reset(self._token)
            self._token = None


def current_priority() -> EmbedPriority | None:
    """The class set by the innermost `embedding_priority`, or None."""
    return _PRIORITY.get()


class EmbeddingClientError(ServiceError):
    """Base of the errors `EmbeddingClient` raises."""


class EmbedderUnavailable(EmbeddingClientError, TransientError):
    """No embedder answered in time, or it could not embed right now: retry later."""


class EmbedRequestRejected(EmbeddingClientError, PermanentError):
    """The embedder refused the texts themselves; retrying the same texts cannot help."""

    reason = "rejected_by_embedder"

    def __init__(self, message: str, reply: ErrorReply | None = None) -> None:
        super().__init__(message)
        self.reply = reply


def _text_list(texts: Sequence[str]) -> list[str]:
    # A bare str is a Sequence[str] too, and would be embedded letter by letter.
    if isinstance(texts, str):
        raise TypeError("pass a sequence of strings, not a single str")
    return list(texts)


def _decode_dense(data: str, dim: int) -> DenseVector:
    vec = np.frombuffer(base64.b64decode(data), dtype="<f4")
    if vec.shape != (dim,):
        raise EmbedderUnavailable(f"embedder sent a {vec.shape[0]}-value vector for dim {dim}")
    return vec.astype(np.float32)


def _decode_sparse(out: SparseVectorOut) -> SparseVector:
    indices = np.frombuffer(base64.b64decode(out.indices), dtype="<u4")
    values = np.frombuffer(base64.b64decode(out.values), dtype="<f4")
    if indices.shape != values.shape:
        raise EmbedderUnavailable("embedder sent a sparse vector with unequal parts")
    return SparseVector(indices=indices.tolist(), values=values.tolist())


class EmbeddingClient:
    """Requests embeddings from the embedder service; one instance per process."""

    def __init__(
        self,
        nc: Client,
        timeout: float = 5.0,
        *,
        sparse: Bm25SparseEmbedder | None = None,
        max_texts: int = MAX_TEXTS,
    ) -> None:
        if not 1 <= max_texts <= MAX_TEXTS:
            raise ValueError(f"max_texts must be within 1..{MAX_TEXTS}")
        self._nc = nc
        self.timeout = timeout
        self.max_texts = max_texts
        self._sparse = sparse
        self._dim: int | None = None  # learnt from replies, to size requests

    async def embed(self, texts: Sequence[str], purpose: Purpose = "document") -> list[Embedding]:
        """Dense and sparse vectors of `texts`, in order."""
        items = _text_list(texts)
        if not items:
            return []
        chunks = self.plan(items)
        if len(chunks) == 1:
            return await self._embed_chunk(chunks[0], purpose)
        try:
            async with asyncio.TaskGroup() as group:
                tasks = [group.create_task(self._embed_chunk(c, purpose)) for c in chunks]
        except ExceptionGroup as group_error:
            # Callers handle one typed error; a refusal outranks an outage (retrying the
            # same texts would be refused again).
            errors = group_error.exceptions
            for kind in (EmbedRequestRejected, EmbeddingClientError):
                for error in errors:
                    if isinstance(error, kind):
                        raise error from group_error
            raise
        return [e for task in tasks for e in task.result()]

    def sparse_only(self, texts: Sequence[str], purpose: Purpose = "query") -> list[SparseVector]:
        """BM25 vectors computed here, without the service: the fallback when it is down.

        They equal the service's as long as both use the default BM25 configuration.
        """
        items = _text_list(texts)
        if self._sparse is None:
            self._sparse = Bm25SparseEmbedder()
        if purpose == "query":
            return self._sparse.embed_queries(items)
        return self._sparse.embed_documents(items)

    def plan(self, texts: list[str]) -> list[list[str]]:
        """Consecutive groups of texts whose request and estimated reply fit one message."""
        budget = int(self._nc.max_payload * _PAYLOAD_SHARE)
        dense_bytes = math.ceil((self._dim or _ASSUMED_DIM) * 4 / 3) + 8
        chunks: list[list[str]] = []
        current: list[str] = []
        req_size = reply_size = 0
        for text in texts:
            req = len(text.encode()) + 16
            # A sparse term is 8 bytes (index + weight), 11 as base64; terms <= words.
            reply = dense_bytes + 11 * (len(text.split()) + 1) + 32
            full = len(current) >= self.max_texts
            if current and (full or req_size + req > budget or reply_size + reply > budget):
                chunks.append(current)
                current, req_size, reply_size = [], 0, 0
            current.append(text)
            req_size += req
            reply_size += reply
        if current:
            chunks.append(current)
        return chunks

    async def _embed_chunk(self, texts: list[str], purpose: Purpose) -> list[Embedding]:
        request = EmbedRequest(
            texts=texts, purpose=purpose, tenant_id=billed_tenant(), priority=_PRIORITY.get()
        )
        try:
            # Unset optional fields are left out, so an embedder that predates `priority`
            # still reads the requests of callers that set none (queries, tools).
            body = request.model_dump_json(exclude_none=True).encode()
            # The embedder drops the texts once we stop waiting (it honours the header):
            # under load it would otherwise embed them for nobody, ahead of live requests.
            # Serving a request whose own caller waits less, we wait no longer than it.
            remaining = caller_remaining_s()
            wait = self.timeout if remaining is None else max(0.001, min(self.timeout, remaining))
            raw = await self._nc.request(
                s.EMBED, body, timeout=wait, headers={s.HEADER_TIMEOUT: f"{wait:.3g}"}
            )
        except MaxPayloadError as exc:
            if len(texts) > 1:
                return await self._split(texts, purpose)
            raise EmbedRequestRejected(f"a single text is too large to send: {exc}") from exc
        except NatsError as exc:
            # Timeout, no responders, connection trouble: all transient.
            raise EmbedderUnavailable(
                f"no embedder answered on {s.EMBED} in time: {type(exc).__name__}: {exc}"
            ) from exc
        try:
            reply = reply_adapter(EmbedResponse).validate_json(raw.data)
        except ValidationError as exc:
            raise EmbedderUnavailable(f"embedder sent an unreadable reply: {exc}") from exc
        if isinstance(reply, ErrorReply):
            if reply.code == "message_too_large" and len(texts) > 1:
                return await self._split(texts, purpose)
            if reply.code in ("unavailable", "internal"):
                raise EmbedderUnavailable(f"embedder failed: {reply.code}: {reply.message}")
            raise EmbedRequestRejected(f"embedder refused: {reply.code}: {reply.message}", reply)
        return self._decode(reply, len(texts))

    async def _split(self, texts: list[str], purpose: Purpose) -> list[Embedding]:
        half = len(texts) // 2
        first, second = await asyncio.gather(
            self._embed_chunk(texts[:half], purpose), self._embed_chunk(texts[half:], purpose)
        )
        return first + second

    def _decode(self, reply: EmbedResponse, n: int) -> list[Embedding]:
        if len(reply.dense) != n or len(reply.sparse) != n:
            raise EmbedderUnavailable(
                f"embedder sent {len(reply.dense)} dense and {len(reply.sparse)} sparse "
                f"vectors for {n} texts"
            )
        self._dim = reply.dim
        return [
            Embedding(
                dense=_decode_dense(d, reply.dim), sparse=_decode_sparse(sv), model=reply.model
            )
            for d, sv in zip(reply.dense, reply.sparse, strict=True)
        ]

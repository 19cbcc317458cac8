"""`mem.feedback.<tenant>`: apply echo/fizzle to the injected items (see echo.py).

Every adjustment is an `item.updated` event (reason echo | fizzle | costly_fizzle) and the
whole feedback a `feedback.received` event. A used item also counts as accessed
(`access_count` +1, `last_accessed` now), which is what decay's reinforcement reads. A
`feedback_id` seen before (KV `sessions`, expiring) is not applied again.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
from typing import Any

import numpy as np
from nats.js.errors import KeyWrongLastSequenceError
from nats.js.kv import KeyValue
from pydantic import ValidationError

from memstream.contracts.events import ItemUpdated
from memstream.contracts.feedback import FeedbackIn, FeedbackReceived, FeedbackReply, MemoryVerdict
from memstream.contracts.items import MemoryItem
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.messaging.errors import reply_from_validation
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embed_client import EmbeddingClientError
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.items import item_of
from memstream.services.common.stores.vectorstore import ITEMS, Record, VectorStore
from memstream.services.scheduler.behaviours import echo
from memstream.services.scheduler.shared.clock import Clock

log = logging.getLogger(__name__)
EVENT_SOURCE_KEY = "feedback"


class FeedbackService:
    def __init__(
        self,
        store: VectorStore,
        embedder: TextEmbedder,
        events: EventSink,
        clock: Clock,
        rule: echo.EchoRule,
        seen: KeyValue | None = None,
    ) -> None:
        self._store = store
        self._embedder = embedder
        self._events = events
        self._clock = clock
        self._rule = rule
        self._seen = seen

    async def handle(self, tenant: str, body: bytes) -> bytes:
        try:
            request = FeedbackIn.model_validate_json(body)
        except ValidationError as exc:
            return reply_from_validation(exc).model_dump_json().encode()
        reply = await self.apply(tenant, request)
        return reply.model_dump_json().encode()

    def _seen_key(self, tenant: str, feedback_id: str | None) -> str | None:
        if feedback_id is None or self._seen is None:
            return None
        return f"{tenant}.feedback.{echo_key(feedback_id)}"

    async def apply(self, tenant: str, request: FeedbackIn) -> FeedbackReply:
        key = self._seen_key(tenant, request.feedback_id)
        if key is not None and self._seen is not None:
            try:
                await self._seen.create(key, b"1")
            except KeyWrongLastSequenceError:
                return FeedbackReply(duplicate=True)
        try:
            return await self._apply(tenant, request)
        except BaseException:
            if key is not None and self._seen is not None:
                # Not applied after all: a retry with the same id must go through.
                with contextlib.suppress(Exception):
                    await self._seen.delete(key)
            raise

    async def _apply(self, tenant: str, request: FeedbackIn) -> FeedbackReply:
        ids = list(dict.fromkeys(request.injected_ids))
        found: dict[str, tuple[Record, MemoryItem]] = {}
        for r in await self._store.get(ITEMS, ids, with_vectors=True):
            item = item_of(r)
            if item is not None and item.tenant_id == tenant:
                found[r.id] = (r, item)
        degraded: list[str] = []
        semantic = await self._semantic(request.response, [r for r, _ in found.values()], degraded)
        response_words = echo.content_words(request.response)
        now = self._clock.now().timestamp()
        key = request.feedback_id or f"{now}"
        verdicts: list[MemoryVerdict] = []
        patches: dict[str, dict[str, Any]] = {}
        for item_id in ids:
            got = found.get(item_id)
            if got is None:
                verdicts.append(MemoryVerdict(id=item_id, outcome="skipped"))
                continue
            item = got[1]
            lexical = round(echo.lexical_overlap(item.text, response_words), 4)
            sem = semantic.get(item_id)
            v = echo.judge(
                self._rule,
                item.text,
                item.retrieval_priority,
                lexical,
                sem,
                echo.cost_of(request.costs, item_id),
            )
            patch: dict[str, Any] = {"retrieval_priority": v.priority}
            if v.outcome == "echo":
                patch["access_count"] = item.access_count + 1
                patch["last_accessed"] = now
            patches[item_id] = patch
            verdicts.append(
                MemoryVerdict(
                    id=item_id,
                    outcome=v.outcome,
                    lexical=lexical,
                    semantic=None if sem is None else round(sem, 4),
                    delta=v.delta,
                    priority=v.priority,
                )
            )
            changes = {"retrieval_priority": v.priority}
            update = ItemUpdated(item_id=item_id, changes=changes, reason=v.outcome)
            await self._events.emit("item.updated", tenant, update, EVENT_SOURCE_KEY, key, item_id)
            metrics.FEEDBACK_ADJUSTMENTS.labels(v.outcome).inc()
        reply = FeedbackReply(verdicts=verdicts, degraded=degraded)
        received = FeedbackReceived(
            session_id=request.session_id,
            injected_ids=request.injected_ids,
            used_ids=[v.id for v in verdicts if v.outcome == "echo"],
            ignored_ids=[v.id for v in verdicts if v.outcome.endswith("fizzle")],
            response_chars=len(request.response),
        )
        await self._events.emit("feedback.received", tenant, received, EVENT_SOURCE_KEY, key)
        await self._events.flush()
        for item_id, patch in patches.items():
            await self._store.set_payload(ITEMS, item_id, patch)
        return reply

    async def _semantic(
        self, response: str, records: list[Record], degraded: list[str]
    ) -> dict[str, float]:
        parts = echo.sentences(response)
        with_vec = [r for r in records if r.dense is not None]
        if not parts or not with_vec:
            return {}
        try:
            embeddings = await self._embedder.embed(parts, "document")
        except EmbeddingClientError:
            degraded.append("semantic")
            return {}
        sent = np.vstack([e.dense for e in embeddings]).astype(np.float32)
        mem = np.vstack([r.dense for r in with_vec if r.dense is not None]).astype(np.float32)
        best = (mem @ sent.T).max(axis=1)
        return {r.id: float(b) for r, b in zip(with_vec, best.tolist(), strict=True)}


_KV_SAFE_ID = re.compile(r"^[A-Za-z0-9_-]{1,128}$")


def echo_key(feedback_id: str) -> str:
    """A KV-safe token for a caller's feedback id, distinct for distinct ids.

    Ids of ASCII letters, digits, `-` and `_` are used as they are; any other id (dots,
    non-ASCII letters, which KV keys refuse) becomes `=` and its SHA-256, a form no id used
    as it is can take.
    """
    if _KV_SAFE_ID.match(feedback_id):
        return feedback_id
    return "=" + hashlib.sha256(feedback_id.encode()).hexdigest()

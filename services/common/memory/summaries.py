"""Category summaries (docs/architecture.md §13.4): one current version per (tenant, category).

Versions are appended to SUMMARIES (`mem.summary.<tenant>.<category>`): the last message
is current, read with a direct get; earlier ones stay as the timestamped archive. Each
append names the sequence it replaces (`Nats-Expected-Last-Subject-Sequence`), so two
writers cannot silently overwrite each other; the loser rebuilds from the stored items.
The current text is also upserted into the `summaries` collection for tier-1 retrieval.

Two writers share this store: the extractor, whose extraction call rewrites the
summaries it was shown (and a call of its own, `summary_llm.py`, for a category left out
of that prompt), and the scheduler's weekly rebuild. Without an LLM, or when the model
gave none, `build_summary` lists the category's top facts by confidence.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from nats.js import JetStreamContext
from nats.js.errors import APIError, NotFoundError

from memstream.contracts import subjects as s
from memstream.contracts.summaries import CategorySummary
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.messaging.errors import TransientError
from memstream.services.common.stores.vectorstore import (
    ITEMS,
    SUMMARIES,
    Point,
    PointFilter,
    Record,
    VectorStore,
)
from memstream.services.common.stores.vectorstore.collections import STATUS_DELETED

log = logging.getLogger(__name__)

EXPECTED_LAST_SUBJECT_SEQ: Final = "Nats-Expected-Last-Subject-Sequence"
# JetStream's error code for a failed expected-last-subject-sequence check.
_WRONG_LAST_SEQUENCE: Final = 10071
_SCAN_LIMIT: Final = 512


class SummaryConflict(TransientError):
    """Another writer appended a version since this one read the current summary."""


@dataclass(frozen=True, slots=True)
class Versioned:
    summary: CategorySummary
    seq: int


def title(category: str) -> str:
    return category.replace("_", " ").capitalize()


def rank(records: Sequence[Record]) -> list[Record]:
    """Highest confidence first; ties by most recent update, then text (deterministic)."""
    return sorted(
        records,
        key=lambda r: (
            -float(r.payload.get("confidence") or 0.0),
            -float(r.payload.get("updated_at") or 0.0),
            str(r.payload.get("text", "")),
        ),
    )


def build_summary(category: str, items: Sequence[Record], limit: int) -> str:
    """The offline summary: the category's top facts by confidence, one per line."""
    top = rank(items)[:limit]
    lines = [f"- {r.payload.get('text', '').strip()}" for r in top]
    more = len(items) - len(top)
    if more > 0:
        lines.append(f"- (and {more} more)")
    return f"{title(category)}:\n" + "\n".join(lines)


def _numbers(items: Sequence[Record], key: str) -> list[float]:
    """The payload values of `key` in `items` that are numbers (a bool is none)."""
    return [
        float(v)
        for v in (r.payload.get(key) for r in items)
        if isinstance(v, int | float) and not isinstance(v, bool)
    ]


def mean_confidence(items: Sequence[Record], limit: int) -> float | None:
    """The mean confidence of the `limit` facts a summary of `items` lists (`rank`); None
    when none has one."""
    found = _numbers(rank(items)[:limit], "confidence")
    return min(1.0, max(0.0, sum(found) / len(found))) if found else None


def latest_event_time(items: Sequence[Record]) -> float | None:
    """When the newest of `items` happened: what a summary of them says is no newer."""
    times = _numbers(items, "event_time")
    return max(times) if times else None


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def summary_point_id(tenant: str, category: str) -> str:
    return f"summary:{tenant}:{category}"


class SummaryStore:
    """Reads and appends versions, and keeps the `summaries` collection current."""

    def __init__(
        self,
        js: JetStreamContext,
        store: VectorStore,
        embedder: TextEmbedder,
        timeout: float = 5.0,
    ) -> None:
        self._js = js
        self._store = store
        self._embedder = embedder
        self._timeout = timeout

    async def current(self, tenant: str, category: str) -> Versioned | None:
        try:
            raw = await self._js.get_last_msg(
                s.STREAM_SUMMARIES, s.summary(tenant, category), direct=True
            )
        except NotFoundError:
            return None
        if raw.data is None or raw.seq is None:
            return None
        return Versioned(CategorySummary.model_validate_json(raw.data), raw.seq)

    async def categories(self, tenant: str) -> list[str]:
        """Categories that have a summary, from the stream's per-subject state."""
        info = await self._js.stream_info(
            s.STREAM_SUMMARIES, subjects_filter=s.summary_filter(tenant)
        )
        subjects: dict[str, Any] = info.state.subjects or {}
        return sorted(subject.rsplit(".", 1)[-1] for subject in subjects)

    async def currents(self, tenant: str) -> list[Versioned]:
        """Current versions of every summary of a tenant, most recent first."""
        found = [await self.current(tenant, c) for c in await self.categories(tenant)]
        versions = [v for v in found if v is not None]
        versions.sort(key=lambda v: v.seq, reverse=True)
        return versions

    async def top_items(self, tenant: str, category: str) -> list[Record]:
        records, _ = await self._store.scroll(
            ITEMS, PointFilter(tenant_id=tenant, categories=[category]), limit=_SCAN_LIMIT
        )
        return records

    async def append(self, summary: CategorySummary, expected_seq: int | None) -> int:
        """Append a version; raises `SummaryConflict` when `expected_seq` is stale."""
        headers = {
            # Keyed by text and predecessor: a redelivered batch appends nothing new, while
            # a text that comes back later (A, B, A) is still a new version.
            s.HEADER_MSG_ID: s.summary_msg_id(
                summary.tenant_id, summary.category, digest(f"{expected_seq or 0}:{summary.text}")
            ),
            EXPECTED_LAST_SUBJECT_SEQ: str(expected_seq or 0),
        }
        try:
            ack = await self._js.publish(
                s.summary(summary.tenant_id, summary.category),
                summary.model_dump_json().encode(),
                timeout=self._timeout,
                headers=headers,
            )
        except APIError as exc:
            if exc.err_code == _WRONG_LAST_SEQUENCE:
                raise SummaryConflict(str(exc)) from exc
            raise
        return int(ack.seq)

    async def index(self, summary: CategorySummary, seq: int) -> None:
        [emb] = await self._embedder.embed([summary.text], "document")
        payload = {
            "tenant_id": summary.tenant_id,
            "category": summary.category,
            "kind": "summary",
            "status": "active",
            "text": summary.text,
            "method": summary.method,
            "version": seq,
            "item_ids": summary.item_ids,
            "created_at": summary.created_at,
            "updated_at": summary.created_at.timestamp(),
            "embedding_model": emb.model,
        }
        if summary.event_time is not None:
            # Read-time updates compare it with later statements (services/retriever/updates.py).
            payload["event_time"] = summary.event_time
        if summary.confidence is not None:
            payload["confidence"] = summary.confidence  # the retriever's confidence factor
        point = Point(
            summary_point_id(summary.tenant_id, summary.category), emb.dense, emb.sparse, payload
        )
        await self._store.upsert(SUMMARIES, [point])

    async def update(
        self,
        tenant: str,
        category: str,
        item_ids: Sequence[str],
        rewritten: str | None,
        limit: int,
    ) -> Versioned:
        """Write the category's next version (the model's rewrite, else the offline one)."""
        method: Literal["llm", "rules"] = "llm" if rewritten else "rules"
        for attempt in range(2):
            current = await self.current(tenant, category)
            items = await self.top_items(tenant, category)
            if rewritten and attempt == 0:
                text = rewritten.strip()
            else:
                method = "rules"
                text = build_summary(category, items, limit)
            if current is not None and current.summary.text == text:
                # Nothing new, but a crash may have come between append and index.
                await self.index(current.summary, current.seq)
                return current
            summary = CategorySummary(
                tenant_id=tenant,
                category=category,
                text=text,
                method=method,
                item_ids=list(item_ids),
                event_time=latest_event_time(items),
                confidence=mean_confidence(items, limit),
                previous_seq=current.seq if current else None,
            )
            try:
                seq = await self.append(summary, current.seq if current else None)
            except SummaryConflict:
                log.info("summary changed concurrently; rebuilding", extra={"category": category})
                continue
            await self.index(summary, seq)
            return Versioned(summary, seq)
        raise SummaryConflict(f"summary {tenant}/{category} kept changing under this writer")

    async def rebuild(self, tenant: str, category: str, limit: int) -> bool:
        """After facts were forgotten: the offline summary of the active facts left (a
        model's text may still say what was forgotten), or, with none left, an empty
        version and the point hidden. False when the category has no summary."""
        current = await self.current(tenant, category)
        if current is None:
            return False
        if await self.top_items(tenant, category):
            await self.update(tenant, category, [], None, limit)
            return True
        if current.summary.text:
            empty = CategorySummary(
                tenant_id=tenant,
                category=category,
                text="",
                method="rules",
                previous_seq=current.seq,
            )
            await self.append(empty, current.seq)
        point = summary_point_id(tenant, category)
        if await self._store.get(SUMMARIES, [point]):  # not indexed yet if a crash came between
            await self._store.set_payload(SUMMARIES, point, {"status": STATUS_DELETED, "text": ""})
        return True

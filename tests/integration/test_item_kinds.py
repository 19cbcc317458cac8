"""Kinds never merge: the lesson taught by "I prefer tea over coffee" and the preference
extracted from the same message stay two items, whichever consumer reads the message first,
and the nightly merge keeps them apart too.

The two items have the same wording, so their vectors are identical: before dedup looked
at kinds, the extractor found the lesson as a near-duplicate already holding the message's
resource and stored nothing (or merged the preference into it from another message).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.items import MemoryItem, item_id
from memstream.contracts.turns import Resource
from memstream.services.common.memory.embedder import LocalTextEmbedder
from memstream.services.common.memory.summaries import SummaryStore
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embedding import HashEmbedder
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import ITEMS, VectorStore, open_vector_store
from memstream.services.extractor.pipeline import Pipeline
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.writer import ItemWriter
from memstream.services.scheduler.behaviours.lessons import LessonWriter
from memstream.services.scheduler.jobs.context import JobContext, Run
from memstream.services.scheduler.jobs.nightly import run_nightly
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import ManualClock
from tests.support.extractor import all_items, tenant_events

T0 = datetime(2024, 3, 1, 10, 0, tzinfo=UTC)
SAID = "I prefer tea over coffee."
STORED = "User prefers tea over coffee."


@dataclass
class Consumers:
    tenant: str
    store: VectorStore
    pipeline: Pipeline
    lessons: LessonWriter
    jobs: JobContext


@pytest.fixture
async def consumers(
    nc: Client, settings: CommonSettings, unique: str, tmp_path: Path
) -> AsyncIterator[Consumers]:
    """The extractor's pipeline and the behaviour loop's lesson writer on one store."""
    js = nc.jetstream()
    await provision(js, settings)
    store = await open_vector_store("memory", dim=64)
    embedder = LocalTextEmbedder(HashEmbedder(64))
    extractor = ExtractorSettings(conflict_threshold=0.3, dedup_threshold=0.85)
    writer = ItemWriter(store, EventSink(js, "extractor"), extractor)
    pipeline = Pipeline(extractor, writer, SummaryStore(js, store, embedder), embedder)
    clock = ManualClock(T0)
    lessons = LessonWriter(js, store, embedder, EventSink(js, "scheduler"), clock)
    jobs = JobContext(
        store=store,
        js=js,
        kv=await js.key_value(s.BUCKET_JOBS),
        events=EventSink(js, "scheduler"),
        embedder=embedder,
        settings=SchedulerSettings(namespace=f"ns{unique}"),
        clock=clock,
        data_dir=tmp_path,
    )
    yield Consumers(f"t{unique}", store, pipeline, lessons, jobs)
    await store.close()


def said(tenant: str, session: str, n: int) -> Resource:
    return Resource(
        resource_id=s.resource_msg_id(tenant, session, n, 0),
        tenant_id=tenant,
        agent_id="agent",
        session_id=session,
        turn_number=n,
        part_index=0,
        kind="user_input",
        speaker="user",
        text=SAID,
        event_time=T0,
    )


async def extract(c: Consumers, resource: Resource, outcome: str = "stored") -> None:
    result = await c.pipeline.process([resource])
    assert result.outcomes == {outcome: 1}


async def teach(c: Consumers, resource: Resource) -> None:
    assert await c.lessons.handle(resource.model_dump_json().encode()) == 1


async def by_kind(c: Consumers) -> dict[str, tuple[str, MemoryItem]]:
    records = await all_items(c.store, c.tenant)
    assert len(records) == 2
    return {r.payload["kind"]: (r.id, MemoryItem.from_payload(r.payload)) for r in records}


@pytest.mark.parametrize(
    "order",
    [
        # The lesson first: it holds the message's resource, which made the extractor's
        # redelivery check take the preference for already stored.
        "lesson, then preference from the same message",
        "preference, then lesson from the same message",
        # The lesson first, the preference from a later message: a plain near-duplicate,
        # which the extractor merged into the lesson.
        "lesson, then preference from another message",
    ],
)
async def test_a_lesson_never_swallows_the_preference_it_came_from(
    consumers: Consumers, nc: Client, order: str
) -> None:
    c, t = consumers, consumers.tenant
    first, second = said(t, "s1", 0), said(t, "s1", 1)
    if order.startswith("lesson"):
        await teach(c, first)
        await extract(c, first if order.endswith("same message") else second)
    else:
        await extract(c, first)
        await teach(c, first)
    items = await by_kind(c)
    (lesson_id, lesson), (pref_id, pref) = items["lesson"], items["preference"]
    assert (lesson_id, pref_id) == (item_id(t, STORED, "lesson"), item_id(t, STORED, "fact"))
    assert lesson.text == pref.text == STORED
    assert (lesson.status, pref.status) == ("active", "active")
    assert (lesson.confidence, lesson.confirmations, lesson.lesson_key) == (
        0.9,
        0,
        "prefer:coffee|tea",
    )
    assert lesson.source_resource_ids == [first.resource_id]
    assert pref.confidence == pytest.approx(0.9)
    assert [e.type for e in await tenant_events(nc.jetstream(), t) if e.type == "item.merged"] == []

    # Said again in another session: it confirms the preference and leaves the lesson be.
    await extract(c, said(t, "s2", 0), "confirmed")
    items = await by_kind(c)
    assert (items["preference"][1].confirmations, items["lesson"][1].confirmations) == (1, 0)
    assert items["lesson"][1].confidence == 0.9

    # Identical wording, identical vectors: far above the nightly merge threshold, and
    # still not merged.
    stored = await c.store.get(ITEMS, [lesson_id, pref_id], with_vectors=True)
    dense = [r.dense for r in stored if r.dense is not None]
    assert len(dense) == 2
    assert float(np.dot(dense[0], dense[1])) > c.jobs.settings.merge_threshold
    slot = datetime.now(UTC) + timedelta(hours=1)
    counts = await run_nightly(c.jobs, t, Run("nightly", slot, None, None))
    assert counts["merge_compared"] >= 1 and counts["merged"] == 0
    after = await by_kind(c)
    assert (after["lesson"][1].status, after["preference"][1].status) == ("active", "active")

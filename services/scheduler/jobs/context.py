"""What a job needs for one run: clients, settings, the slot and the previous run."""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from nats.js import JetStreamContext
from nats.js.kv import KeyValue

from memstream.contracts.scheduler import HealthReport
from memstream.services.common.memory.embedder import TextEmbedder
from memstream.services.common.memory.summary_llm import DatedFact
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.scheduler.jobs.insights import Insight
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import Clock

Counts = Counter[str]


@dataclass(frozen=True, slots=True)
class Run:
    """One run of a job: the slot it covers and what the previous run covered."""

    job: str
    slot: datetime
    previous_slot: datetime | None
    previous_started_at: datetime | None

    @property
    def slot_key(self) -> str:
        return self.slot.isoformat()


@dataclass(slots=True)
class JobContext:
    store: VectorStore
    js: JetStreamContext
    kv: KeyValue
    events: EventSink
    embedder: TextEmbedder
    settings: SchedulerSettings
    clock: Clock
    data_dir: Path
    # Has the extractor re-extract what it gave up on (see catchup.py); None skips the step.
    catch_up: Callable[[str, Counts], Awaitable[None]] | None = None
    # Builds a tenant's health report for the monthly job; None skips the step.
    report: Callable[[str], Awaitable[HealthReport]] | None = None
    # Words a weekly insight from its cluster's facts (insights.py); None: offline insights.
    insights: Callable[[str, Sequence[str]], Awaitable[Insight | None]] | None = None
    # Rewrites a category summary from its facts (summary_writer.py): (tenant, category,
    # current text, facts) -> new text, None when the call failed. None: no LLM configured,
    # summaries are the rule-based list.
    summaries: (
        Callable[[str, str, str | None, Sequence[DatedFact]], Awaitable[str | None]] | None
    ) = None

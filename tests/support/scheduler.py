"""Helpers for scheduler tests: seeded items with chosen vectors and times, a job runner
on the real store and NATS with a manual clock and its own KV namespace."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.items import MemoryItem
from memstream.services.common.memory.costs import CostLedger
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.models.llm import LLMClient, LLMSettings
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import ITEMS, Point, VectorStore
from memstream.services.scheduler.app import JOB_FINISHERS, JOB_FUNCTIONS
from memstream.services.scheduler.jobs.catchup import ExtractionCatchUp
from memstream.services.scheduler.jobs.context import JobContext
from memstream.services.scheduler.jobs.jobstate import JobState
from memstream.services.scheduler.jobs.runner import JobRunner
from memstream.services.scheduler.jobs.schedule import schedules
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.scheduler.shared.clock import ManualClock
from tests.support.openai_stub import OpenAIStub

DAY = 86_400.0
DIM = 384


def unit(seed: int) -> np.ndarray[Any, np.dtype[np.float32]]:
    v = np.random.default_rng(seed).standard_normal(DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def near(v: np.ndarray[Any, np.dtype[np.float32]], seed: int, noise: float = 0.2) -> Any:
    """A vector at cosine ~0.98 (noise 0.2) of `v`."""
    w = v + noise * unit(seed) / np.sqrt(2)
    return (w / np.linalg.norm(w)).astype(np.float32)


def item_payload(tenant: str, text: str, created: float, **fields: Any) -> dict[str, Any]:
    """A stored item's payload, built as the writers build it (through the item model)."""
    base: dict[str, Any] = {
        "tenant_id": tenant,
        "agent_id": "agent",
        "kind": "fact",
        "text": text,
        "category": "work",
        "confidence": 0.9,
        "created_at": created,
        "updated_at": created,
        "event_time": created,
        "decay_rate": 0.1,
        "source_resource_ids": [f"{tenant}:s1:0:0"],
        "source_session_ids": ["s1"],
        "session_id": "s1",
        "embedding_model": "test-model",
    }
    return MemoryItem(**{**base, **fields}).to_payload()


def iid(tenant: str, key: str) -> str:
    """Item ids of one test's tenant: point ids are global, so keys are made tenant-unique."""
    return f"{tenant}-{key}"


async def seed(
    store: VectorStore, tenant: str, items: dict[str, tuple[Any, dict[str, Any]]]
) -> None:
    points = [
        Point(iid(tenant, key), vec, SparseVector([1], [1.0]), payload)
        for key, (vec, payload) in items.items()
    ]
    await store.upsert(ITEMS, points)


@dataclass
class JobEnv:
    ctx: JobContext
    runner: JobRunner
    clock: ManualClock
    tenant: str


async def job_env(
    nc: Client,
    store: VectorStore,
    common: CommonSettings,
    tenant: str,
    start: datetime,
    settings: SchedulerSettings | None = None,
) -> JobEnv:
    cfg = settings or SchedulerSettings(namespace=f"ns{tenant}")
    clock = ManualClock(start)
    js = nc.jetstream()
    kv = await js.key_value(s.BUCKET_JOBS)
    ctx = JobContext(
        store=store,
        js=js,
        kv=kv,
        events=EventSink(js, "scheduler", 10.0),
        embedder=EmbeddingClient(nc, timeout=30.0),
        settings=cfg,
        clock=clock,
        data_dir=common.data_dir,
        catch_up=ExtractionCatchUp(js, kv, None, cfg.extractor_durable),
    )
    plan = schedules(
        cfg.zone, cfg.nightly_at, cfg.weekly_weekday, cfg.weekly_at, cfg.monthly_day, cfg.monthly_at
    )
    state = JobState(kv, clock, cfg.claim_ttl_s, cfg.namespace)

    async def only() -> list[str]:
        return [tenant]

    runner = JobRunner(
        ctx, state, plan, dict(JOB_FUNCTIONS), f"runner-{tenant}", nc, only, dict(JOB_FINISHERS)
    )
    return JobEnv(ctx, runner, clock, tenant)


async def payloads(store: VectorStore, tenant: str, keys: list[str]) -> dict[str, dict[str, Any]]:
    """Payloads by the short keys `seed` was given."""
    records = await store.get(ITEMS, [iid(tenant, k) for k in keys])
    return {r.id.removeprefix(f"{tenant}-"): r.payload for r in records}


def scheduler_llm(env: JobEnv, stub: OpenAIStub) -> tuple[LLMClient, CostLedger]:
    """The real client against the stub, its usage costed as the scheduler app does it."""
    costs = CostLedger(env.ctx.events, units_per_1k_tokens=1.0, service="scheduler")
    llm = LLMClient(
        LLMSettings(base_url=stub.base_url, api_key="k", model="stub", max_retries=0),
        "scheduler",
        on_usage=costs.on_usage,
    )
    return llm, costs

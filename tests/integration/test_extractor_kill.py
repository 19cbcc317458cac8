"""An extractor killed mid-batch and restarted: no duplicate and no missing item."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.turns import Resource
from memstream.services.common.memory.embedder import LocalTextEmbedder
from memstream.services.common.memory.summaries import SummaryStore
from memstream.services.common.messaging.events import EventSink
from memstream.services.common.models.embedding import HashEmbedder
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import open_vector_store
from memstream.services.extractor.pipeline import Pipeline
from memstream.services.extractor.writer import ItemWriter
from tests.support.extractor import all_items, consumer_idle, tenant_events
from tests.support.extractor_proc import DIM
from tests.support.extractor_proc import settings as proc_settings
from tests.support.polling import eventually

ROOT = Path(__file__).resolve().parents[2]
T0 = datetime(2024, 3, 1, 10, 0, tzinfo=UTC)
SESSION = [
    "I live in Berlin.",
    # Implied (0.7): the two merges below stay visible under the confidence cap.
    "I think I love hiking in the Alps.",
    "I really love hiking in the Alps.",
    "I love hiking in the Alps!",
    "I live in Paris now.",
    "Hi! How are you?",
    "My sister Maria works at Google.",
    "I'm allergic to peanuts.",
    "I work as a nurse at the city hospital.",
    "Thanks, that helps.",
    "I play tennis every Tuesday.",
    "I don't eat meat.",
    "I have two cats, Luna and Milo.",
    "I'm training for a marathon in October.",
    "My favourite food is sushi.",
    "I graduated from MIT with a degree in physics.",
    "I'm planning to visit Japan next spring.",
    "My brother lives in Toronto.",
    "I hate waiting in long lines.",
    "I started a new job at Acme Corp last Monday.",
    "I usually go hiking on weekends.",
]


def resources(tenant: str) -> list[Resource]:
    return [
        Resource(
            resource_id=s.resource_msg_id(tenant, "s1", n, 0),
            tenant_id=tenant,
            agent_id="agent",
            session_id="s1",
            turn_number=n,
            part_index=0,
            kind="user_input",
            speaker="user",
            text=text,
            event_time=T0,
        )
        for n, text in enumerate(SESSION)
    ]


def _wait_ready(proc: subprocess.Popen[str]) -> bool:
    assert proc.stdout is not None
    # FastStream logs to stdout too: skip its lines until the script says it is consuming.
    return any(line.strip() == "ready" for line in proc.stdout)


async def spawn(
    url: str, tenant: str, durable: str, store: Path, delay: float
) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = [sys.executable, "-m", "tests.support.extractor_proc", url, tenant, durable]
    proc = subprocess.Popen(
        [*args, str(store), str(delay)], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        if await asyncio.wait_for(asyncio.to_thread(_wait_ready, proc), 120):
            return proc
        raise AssertionError(f"extractor process exited with {proc.wait()} before it was ready")
    except BaseException:
        proc.kill()
        proc.wait()
        raise


def state(records: list[Any], tenant: str) -> dict[str, tuple[Any, ...]]:
    """What must match between runs, keyed by text, tenant-free."""
    return {
        r.payload["text"]: (
            r.payload["status"],
            round(r.payload["confidence"], 6),
            r.payload["confirmations"],
            r.payload["contradictions"],
            tuple(x.replace(tenant, "T") for x in r.payload["source_resource_ids"]),
        )
        for r in records
    }


async def test_killed_mid_batch_then_restarted(
    nats_server: EmbeddedNatsServer,
    settings: CommonSettings,
    nc: Client,
    unique: str,
    tmp_path: Path,
) -> None:
    js = nc.jetstream()
    await provision(js, settings)
    tenant, durable, store_dir = f"k{unique}", f"extractor-kill-{unique}", tmp_path / "qdrant"
    for r in resources(tenant):
        await js.publish(s.resource(tenant, r.kind), r.model_dump_json().encode())

    # A second per write keeps the batch in flight long after the first writes are seen.
    first = await spawn(nats_server.url, tenant, durable, store_dir, delay=1.0)
    try:

        async def written() -> set[str]:
            return {e.type for e in await tenant_events(js, tenant)}

        # Killed after a merge and a supersede were written, before the rest of the batch.
        await eventually(
            written,
            until=lambda types: {"item.merged", "item.superseded"} <= types,
            what="first writes of the batch",
        )
        info = await js.consumer_info(s.STREAM_RESOURCES, durable)
        assert info.num_ack_pending == len(SESSION)  # mid-batch: nothing acknowledged yet
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()

    second = await spawn(nats_server.url, tenant, durable, store_dir, delay=0.0)
    try:

        async def idle() -> bool:
            return await consumer_idle(js, durable)

        await eventually(idle, what="redelivered batch acknowledged")
    finally:
        second.send_signal(signal.SIGTERM)
        try:
            await asyncio.to_thread(second.wait, 60)
        except subprocess.TimeoutExpired:
            second.kill()
            second.wait()
            raise
    assert second.returncode == 0

    # The same turns through the same pipeline in one go, for another tenant.
    reference_tenant = f"r{unique}"
    ref_store = await open_vector_store("memory", dim=DIM)
    embedder = LocalTextEmbedder(HashEmbedder(DIM))
    cfg = proc_settings(reference_tenant, durable)
    pipeline = Pipeline(
        cfg,
        ItemWriter(ref_store, EventSink(js, "extractor"), cfg),
        SummaryStore(js, ref_store, embedder),
        embedder,
    )
    await pipeline.process(resources(reference_tenant))
    expected = state(await all_items(ref_store, reference_tenant), reference_tenant)
    await ref_store.close()

    store = await open_vector_store("edge", store_dir, dim=DIM)
    try:
        got = state(await all_items(store, tenant), tenant)
    finally:
        await store.close()
    assert len(expected) >= 15
    assert got == expected
    # Each item announced once, however often its batch was delivered.
    stored_events = [e for e in await tenant_events(js, tenant) if e.type == "item.stored"]
    assert len(stored_events) == len(expected)

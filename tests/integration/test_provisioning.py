"""Provisioning is idempotent and builds the JetStream layout (docs/architecture.md §3)."""

from __future__ import annotations

from pathlib import Path

import nats
import pytest
from nats.aio.client import Client
from nats.js.api import StorageType, StreamConfig

from memstream.contracts import subjects as s
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.provisioning import (
    ProvisioningError,
    missing_features,
    provision,
)
from memstream.services.common.runtime.settings import CommonSettings


async def test_provisioning_twice_is_a_no_op(
    stack: Stack, nc: Client, settings: CommonSettings
) -> None:
    js = nc.jetstream()
    before = {name: await js.stream_info(name) for name in (s.STREAM_RESOURCES, s.STREAM_EVENTS)}
    results = await provision(js, settings)
    assert {r.outcome for r in results} == {"unchanged"}
    assert len(results) == 12
    for name, info in before.items():
        after = await js.stream_info(name)
        assert after.created == info.created
        assert after.config == info.config


async def test_layout_matches_the_design(stack: Stack, nc: Client) -> None:
    js = nc.jetstream()
    resources = (await js.stream_info(s.STREAM_RESOURCES)).config
    assert resources.deny_delete and resources.deny_purge
    # Both audit trails refuse deletes and purges.
    checkpoints = (await js.stream_info(s.STREAM_CHECKPOINTS)).config
    assert checkpoints.deny_delete and checkpoints.deny_purge
    assert resources.duplicate_window and resources.duplicate_window > 0
    assert resources.subjects == [s.RESOURCES_SUBJECTS]
    summaries = (await js.stream_info(s.STREAM_SUMMARIES)).config
    assert summaries.max_msgs_per_subject == -1
    for name in (s.STREAM_CHECKPOINTS, s.STREAM_TRIGGERS, s.STREAM_LESSONS, s.STREAM_DLQ):
        assert (await js.stream_info(name)).config.num_replicas == 1
    # Write counts: a counter stream keeping each agent's last total for two minutes.
    counts = (await js.stream_info(s.STREAM_WRITE_COUNTS)).config
    assert counts.allow_msg_counter and counts.max_msgs_per_subject == 1
    assert counts.max_age == 120.0 and counts.storage == "memory"
    for bucket in (s.BUCKET_JOBS, s.BUCKET_BUDGETS, s.BUCKET_KEYS, s.BUCKET_FORGOTTEN):
        kv = await js.key_value(bucket)
        assert (await kv.status()).bucket == bucket


async def test_drifted_stream_is_updated_in_place(
    stack: Stack, nc: Client, settings: CommonSettings
) -> None:
    js = nc.jetstream()
    changed = settings.model_copy(update={"duplicate_window_s": settings.duplicate_window_s / 2})
    try:
        results = {r.name: r.outcome for r in await provision(js, changed)}
        assert results[s.STREAM_RESOURCES] == "updated"
        info = await js.stream_info(s.STREAM_RESOURCES)
        assert info.config.duplicate_window == changed.duplicate_window_s
    finally:
        await provision(js, settings)


async def test_a_write_counts_stream_without_counters_is_refused_with_the_reason(
    tmp_path: Path,
) -> None:
    """A WRITECOUNTS stream as an older nats-server leaves it (no message counters): each
    increment would be stored as a plain message and every agent write refused as
    unavailable. Provisioning says so instead of starting."""
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    server.start()
    try:
        nc = await nats.connect(server.url)
        try:
            js = nc.jetstream()
            await js.add_stream(
                StreamConfig(
                    name=s.STREAM_WRITE_COUNTS,
                    subjects=[s.write_count("*", "*", "*")],
                    storage=StorageType.MEMORY,
                )
            )
            settings = CommonSettings(nats_url=server.url, data_dir=tmp_path / "data")
            with pytest.raises(ProvisioningError, match="allow_msg_counter needs nats-server 2.12"):
                await provision(js, settings)
        finally:
            await nc.close()
    finally:
        server.stop()


def test_missing_features_names_what_the_server_dropped() -> None:
    wanted = StreamConfig(name="C", allow_msg_counter=True)
    assert missing_features(wanted, StreamConfig(name="C")) == ["allow_msg_counter"]
    assert missing_features(wanted, StreamConfig(name="C", allow_msg_counter=True)) == []
    assert missing_features(StreamConfig(name="P"), StreamConfig(name="P")) == []

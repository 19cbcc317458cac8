"""A JetStream store that runs out of space: ingest answers `unavailable` (a typed error the
client can retry), and every turn it acknowledged before stays whole and replayable."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import nats
import pytest

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.turns import TurnIn
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.ingest.app import IngestApp

pytestmark = pytest.mark.integration


@pytest.fixture
async def small_store(tmp_path: Path) -> AsyncIterator[str]:
    """An open loopback server whose JetStream may use 8 MiB of disk, with ingest on it."""
    server = EmbeddedNatsServer(tmp_path / "js", max_file_store=8 * 1024 * 1024)
    server.start()
    settings = CommonSettings(
        data_dir=tmp_path, nats_url=server.url, nats_open=True, http_port=0, log_format="text"
    )
    stack = Stack(settings, [IngestApp()], embedded_nats=False)
    await stack.start()
    try:
        yield server.url
    finally:
        await stack.stop()
        server.stop()


async def test_a_full_store_refuses_with_unavailable_and_keeps_what_it_acked(
    small_store: str,
) -> None:
    nc = await nats.connect(small_store)
    acked: list[int] = []
    refusals: list[dict[str, object]] = []
    try:
        for n in range(1000):
            turn = TurnIn(
                tenant_id="full", agent_id="a", session_id="s", turn_number=n,
                user_input=f"turn {n} " + "x" * 20_000,
            )  # fmt: skip
            msg = await nc.request(s.ingest_turn("full"), turn.model_dump_json().encode(), 10)
            reply = json.loads(msg.data)
            if reply["type"] == "turn_ack":
                assert not refusals, "a turn was acked after the store was full"
                acked.append(n)
            else:
                refusals.append(reply)
                if len(refusals) == 3:
                    break
        assert acked and [r["code"] for r in refusals] == ["unavailable"] * 3
        js = nc.jetstream()
        resources = await js.stream_info(
            s.STREAM_RESOURCES, subjects_filter=s.resource_filter("full")
        )
        stored = resources.state.subjects or {}
        assert sum(stored.values()) >= len(acked)
    finally:
        await nc.close()
    # Every acked turn is whole: its checkpoint replays, in order, with its text.
    async with await MemoryClient.connect(small_store, tenant_id="full", agent_id="a") as client:
        state = await client.replay("s")
    replayed = [t.turn_number for t in state.turns]
    assert replayed[: len(acked)] == acked
    assert all(t.user_input.startswith(f"turn {t.turn_number} ") for t in state.turns)

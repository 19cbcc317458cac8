"""The SDK re-sends a turn refused as `unavailable`, and nothing else, against a real ingest.

An agent's turn must not be lost to an ingest replica that is restarting or a JetStream
that did not acknowledge in time; ingest's own reply says "re-send it (re-sends are
idempotent)", so the client does it. The waits between attempts go through
`contracts.client._pause`, which each test replaces with one that records the delay and
changes the world (starts ingest) before the next attempt: no timing involved.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client

from memstream.contracts import client as client_module
from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import MemstreamError
from memstream.contracts.turns import TurnIn
from tests.support.ingest_alone import IngestAlone, ingest_alone

pytestmark = pytest.mark.integration

TENANT = "resend"


@pytest.fixture
async def server(tmp_path: Path) -> AsyncIterator[IngestAlone]:
    async with ingest_alone(tmp_path) as running:
        yield running


@pytest.fixture
async def nc(server: IngestAlone) -> AsyncIterator[Client]:
    conn = await nats.connect(server.server.url)
    yield conn
    await conn.close()


def pauses(
    monkeypatch: pytest.MonkeyPatch, before_next: Callable[[], Awaitable[None]] | None = None
) -> list[float]:
    """Record the client's waits before a re-send; run `before_next` in place of each."""
    waited: list[float] = []

    async def pause(seconds: float) -> None:
        waited.append(seconds)
        if before_next is not None:
            await before_next()

    monkeypatch.setattr(client_module, "_pause", pause)
    return waited


async def attempts_seen(nc: Client) -> list[bytes]:
    """Every request on the tenant's ingest subject, seen by a listener that never answers."""
    seen: list[bytes] = []

    async def note(msg: nats.aio.msg.Msg) -> None:
        seen.append(msg.data)

    await nc.subscribe(s.ingest_turn(TENANT), cb=note)
    await nc.flush()
    return seen


async def stored_resources(nc: Client) -> int:
    info = await nc.jetstream().stream_info(
        s.STREAM_RESOURCES, subjects_filter=s.resource_filter(TENANT)
    )
    return sum((info.state.subjects or {}).values())


async def test_a_turn_sent_while_no_ingest_answers_is_stored_once_ingest_is_back(
    server: IngestAlone, nc: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    waited = pauses(monkeypatch, before_next=server.start_ingest)
    async with await MemoryClient.connect(server.server.url, TENANT, "agent") as client:
        ack = await client.publish_turn("s1", 0, user_input="My locker code is 4471.")
    # The first attempt met no responders; ingest started during the pause.
    assert waited == [0.25]
    assert not ack.duplicate and len(ack.resource_ids) == 1
    assert await stored_resources(nc) == 1


async def test_unavailable_is_re_sent_with_growing_waits_then_raised(
    server: IngestAlone, nc: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    await server.start_ingest()
    # No stream captures the turn's writes: ingest answers `unavailable` every time.
    await nc.jetstream().delete_stream(s.STREAM_RESOURCES)
    seen = await attempts_seen(nc)
    waited = pauses(monkeypatch)
    async with await MemoryClient.connect(
        server.server.url, TENANT, "agent", turn_resends=3
    ) as client:
        with pytest.raises(MemstreamError) as refused:
            await client.publish_turn("s1", 0, user_input="hello")
    assert refused.value.code == "unavailable"
    assert waited == [0.25, 0.5, 1.0]
    assert len(seen) == 4 and len(set(seen)) == 1  # the same turn, four times

    seen.clear()
    async with await MemoryClient.connect(
        server.server.url, TENANT, "agent", turn_resends=0
    ) as once:
        with pytest.raises(MemstreamError):
            await once.publish_turn("s1", 1, user_input="hello")
    assert len(seen) == 1 and waited == [0.25, 0.5, 1.0]


async def test_a_refusal_other_than_unavailable_is_not_re_sent(
    server: IngestAlone, nc: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    await server.start_ingest()
    seen = await attempts_seen(nc)
    waited = pauses(monkeypatch)
    async with await MemoryClient.connect(server.server.url, TENANT, "agent") as client:
        # A body naming another tenant than the subject's: refused as tenant_mismatch.
        other = TurnIn(tenant_id="someone-else", agent_id="agent", session_id="s1", turn_number=0)
        with pytest.raises(MemstreamError) as refused:
            await client.send_turn(other.model_copy(update={"user_input": "hi"}))
    assert refused.value.code == "tenant_mismatch"
    assert waited == [] and len(seen) == 1
    assert await stored_resources(nc) == 0


def test_a_negative_number_of_re_sends_is_refused() -> None:
    with pytest.raises(ValueError, match="turn_resends"):
        MemoryClient(TENANT, "agent", turn_resends=-1)

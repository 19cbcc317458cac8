"""Extreme but contract-valid values go through the whole pipeline: ingest, the indexer into
Qdrant, the extractor and the graph into DuckDB, and back out through context and the tools,
with no consumer error (nothing of the tenant is dead-lettered)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.common import EARLIEST, LATEST, MAX_TURN_NUMBER
from memstream.contracts.turns import MAX_JSON_DEPTH, Document, ToolCall
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer

# Every unicode category a user can type or paste, surrogates excepted (JSON cannot carry
# a lone one as text): letters of every script, marks, digits, punctuation, symbols, emoji,
# separators, control and format characters (RTL marks, zero-width joiners), private use.
TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=300
).filter(lambda t: t.strip() != "")
ID = st.from_regex(r"\A[A-Za-z0-9_-]{1,64}\Z")
WHEN = st.sampled_from(
    [EARLIEST, EARLIEST + timedelta(days=1), LATEST - timedelta(seconds=1), datetime.now(UTC)]
)
ZONE = st.sampled_from(["Etc/GMT+12", "Pacific/Kiritimati", "Asia/Kathmandu", "UTC", None])
TURN = st.sampled_from([0, 1, MAX_TURN_NUMBER - 1, MAX_TURN_NUMBER])


def nested(depth: int) -> dict[str, object]:
    value: dict[str, object] = {"leaf": "x"}
    for _ in range(depth - 1):
        value = {"k": value}
    return value


async def dead_letters(nc: Client, tenant: str) -> int:
    info = await nc.jetstream().stream_info(
        s.STREAM_DLQ, subjects_filter=s.dlq_filter(tenant=tenant)
    )
    return sum((info.state.subjects or {}).values())


@settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    agent=ID,
    session=ID,
    turn=TURN,
    when=WHEN,
    zone=ZONE,
    text=TEXT,
    speaker=st.text(max_size=128),
    tool=st.text(min_size=1, max_size=256),
)
async def test_extreme_valid_turns_come_back_out_with_nothing_dead_lettered(
    stack: Stack,
    nats_server: EmbeddedNatsServer,
    nc: Client,
    agent: str,
    session: str,
    turn: int,
    when: datetime,
    zone: str | None,
    text: str,
    speaker: str,
    tool: str,
) -> None:
    tenant = f"x{uuid.uuid4().hex[:12]}"
    async with await MemoryClient.connect(nats_server.url, tenant, agent) as client:
        ack = await client.publish_turn(
            session,
            turn,
            user_input=f"I live in Lisbon and my cat is called Miso. {text}",
            llm_output=text,
            event_time=when,
            timezone=zone,
            speaker=speaker or None,
            tool_calls=[ToolCall(name=tool, arguments=nested(MAX_JSON_DEPTH), result=text)],
            documents=[Document(title=text[:512], text=text)],
            metadata=nested(MAX_JSON_DEPTH),
        )
        mark = await client.wait_for(ack, extracted=True, timeout=90)
        assert mark.complete, mark.message
        reply = await client.context("Where do I live?", after=ack)
        assert reply.items, "nothing came back out"
        found = await client.search_memory("Lisbon")
        stats = await client.memory_stats()
        assert found is not None and stats is not None
        replayed = await client.replay(session)
        assert [t.turn_number for t in replayed.turns] == [turn]
    assert await dead_letters(nc, tenant) == 0

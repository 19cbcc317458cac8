"""Checkpoints: replay at turn N, recovery of the last checkpoint, and a killed agent."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from memstream.contracts.client import MemoryClient
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer

AGENT = Path(__file__).parent.parent / "support" / "agent_proc.py"


async def test_replay_returns_state_at_turn_n_and_the_turns_before(client: MemoryClient) -> None:
    for n in range(5):
        await client.publish_turn(
            "chat", n, user_input=f"q{n}", llm_output=f"a{n}", internal_state={"step": n}
        )
    state = await client.replay("chat", turn_number=2)
    assert state.found
    assert state.checkpoint is not None and state.checkpoint.internal_state == {"step": 2}
    assert [t.turn_number for t in state.turns] == [0, 1, 2]
    assert [t.user_input for t in state.turns] == ["q0", "q1", "q2"]

    latest = await client.replay("chat")
    assert latest.checkpoint is not None and latest.checkpoint.turn_number == 4
    assert len(latest.turns) == 5

    missing = await client.replay("chat", turn_number=9)
    assert not missing.found and missing.checkpoint is None


async def test_unknown_session_has_nothing_to_recover(client: MemoryClient) -> None:
    assert await client.recover("never-seen") is None
    assert not (await client.replay("never-seen")).found


async def test_agent_killed_mid_session_resumes_from_recovered_checkpoint(
    client: MemoryClient, nats_server: EmbeddedNatsServer
) -> None:
    tenant = client.tenant_id
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(AGENT),
        nats_server.url,
        tenant,
        "work",
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
    )
    assert proc.stdout is not None
    acked = -1
    while acked < 3:
        line = await asyncio.wait_for(proc.stdout.readline(), timeout=30)
        assert line, "agent exited before acking turn 3"
        acked = int(line)
    proc.send_signal(signal.SIGKILL)
    await proc.wait()

    # The killed agent's last request may still be in flight and be stored after `recover`
    # answered: a resume that finds its turn number taken (a duplicate ack) recovers again.
    for _ in range(3):
        recovered = await client.recover("work")
        assert recovered is not None
        assert recovered.turn_number >= acked
        assert recovered.internal_state == {
            "step": recovered.turn_number,
            "notes": "n" * recovered.turn_number,
        }
        resume_at = recovered.turn_number + 1
        state = dict(recovered.internal_state)
        state["step"] = resume_at
        ack = await client.publish_turn(
            "work", resume_at, user_input="back again", internal_state=state
        )
        if not ack.duplicate:
            break
    assert not ack.duplicate
    history = await client.replay("work")
    assert [t.turn_number for t in history.turns] == list(range(resume_at + 1))
    assert history.checkpoint is not None and history.checkpoint.user_input == "back again"


async def test_a_session_larger_than_one_message_replays_in_pages(client: MemoryClient) -> None:
    # 54 checkpoints of ~100 KB: over 5 MiB, five times the server's max payload. The
    # state rides in internal_state, which is kept but never embedded.
    blob = "x" * 100_000
    for n in range(54):
        await client.publish_turn("big", n, user_input=f"step {n}", internal_state={"blob": blob})
    state = await client.replay("big")
    assert state.found and state.next_after_turn is None
    assert [t.turn_number for t in state.turns] == list(range(54))
    assert all(t.internal_state == {"blob": blob} for t in state.turns)
    assert sum(len(t.model_dump_json()) for t in state.turns) > 5 * 1024 * 1024
    assert state.checkpoint is not None and state.checkpoint.turn_number == 53

    middle = await client.replay("big", turn_number=30)
    assert [t.turn_number for t in middle.turns] == list(range(31))
    recovered = await client.recover("big")
    assert recovered is not None and recovered.turn_number == 53

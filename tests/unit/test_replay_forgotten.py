"""A replay blanks the parts the user asked to forget and nothing else."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.turns import Checkpoint, ToolCall
from memstream.services.ingest.replay import without_forgotten

AT = datetime(2026, 5, 1, tzinfo=UTC)


def checkpoint(user: str, calls: int, output: str, documents: int = 0) -> Checkpoint:
    """A checkpoint with resource ids in ingest's part order (input, documents, calls,
    output), each id naming its part."""
    ids = (["input"] if user.strip() else []) + [f"doc{i}" for i in range(documents)]
    ids += [f"call{i}" for i in range(calls)] + (["output"] if output.strip() else [])
    return Checkpoint(
        tenant_id="t",
        agent_id="a",
        session_id="s",
        turn_number=0,
        event_time=AT,
        user_input=user,
        tool_calls=[
            ToolCall(name="lookup", arguments={"q": i}, result=f"r{i}") for i in range(calls)
        ],
        llm_output=output,
        resource_ids=ids,
    )


def test_only_the_forgotten_parts_are_blanked() -> None:
    cp = checkpoint("my locker code is 4471", 2, "Noted.", documents=1)
    shown = without_forgotten(cp, lambda rid: rid in {"input", "call1"})
    assert shown.user_input == "" and shown.llm_output == "Noted."
    assert shown.tool_calls[0] == cp.tool_calls[0]
    assert shown.tool_calls[1].result == "" and shown.tool_calls[1].arguments == {}
    assert shown.resource_ids == cp.resource_ids and shown.internal_state == cp.internal_state
    assert without_forgotten(cp, lambda rid: False) is cp


@given(
    st.sampled_from(["", "  ", "I moved to Porto"]),
    st.integers(0, 3),
    st.sampled_from(["", "Porto is lovely."]),
    st.integers(0, 2),
    st.sets(st.sampled_from(["input", "doc0", "doc1", "call0", "call1", "call2", "output"])),
)
def test_a_part_is_blank_exactly_when_its_resource_is_forgotten(
    user: str, calls: int, output: str, documents: int, hidden: set[str]
) -> None:
    cp = checkpoint(user, calls, output, documents)
    shown = without_forgotten(cp, hidden.__contains__)
    if user.strip():
        assert (shown.user_input == "") == ("input" in hidden)
    if output.strip():
        assert (shown.llm_output == "") == ("output" in hidden)
    for i, call in enumerate(shown.tool_calls):
        assert (call.result == "") == (f"call{i}" in hidden)

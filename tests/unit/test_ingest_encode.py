"""What ingest encodes from a turn (resources, checkpoint, the ack) is JSON the
pydantic contracts read back equal to what they would have built themselves."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memstream.contracts.turns import Checkpoint, Resource, TurnAck, TurnIn
from memstream.services.ingest.settings import IngestSettings
from memstream.services.ingest.structs import ACK, decode_turn, encode
from memstream.services.ingest.turns import (
    build_checkpoint,
    build_resources,
    check_limits,
    turn_parts,
)
from memstream.services.ingest.writes import turn_writes
from tests.support.turn_bodies import VALUES, valid_body

RECEIVED = datetime(2026, 5, 4, 10, 0, 0, 123456, tzinfo=UTC)


def writes_of(body: bytes) -> tuple[list[tuple[str, bytes, str]], Any, list[Any]]:
    turn = decode_turn(body)
    parts = turn_parts(turn)
    check_limits(parts, turn, IngestSettings())
    planned = turn_writes(turn.tenant_id, turn, parts, RECEIVED)
    return planned.writes, planned, parts


DATED = st.sampled_from(
    [
        "",
        "see you tomorrow",
        "dentist on Thursday at 9",
        "next week, Monday or Wednesday",
        "on 2026-06-01 and again in 3 days",
        "Привет, завтра?",
        'nothing planned \u2028 \x1f "quoted" \\ 𝄞',
    ]
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(DATED | st.text(max_size=30), min_size=2, max_size=2),
    st.dictionaries(st.text(max_size=4), VALUES, max_size=3),
    st.sampled_from(["2026-05-04T10:00:00Z", "2026-05-04T23:30:00.25-05:00", "2026-05-04"]),
    st.booleans(),
)
@example(["tomorrow", "on Friday"], {"big": 2**80, "f": 1e308}, "2026-05-04T10:00:00Z", True)
def test_encoded_writes_read_back_as_the_pydantic_models(
    texts: list[str], metadata: dict[str, Any], event_time: str, with_tool: bool
) -> None:
    body = valid_body()
    body.update(user_input=texts[0], llm_output=texts[1], metadata=metadata, event_time=event_time)
    if not with_tool:
        body["tool_calls"] = []
    raw = json.dumps(body).encode()
    model = TurnIn.model_validate_json(raw)
    writes, planned, parts = writes_of(raw)
    resources = build_resources(model, turn_parts(model), RECEIVED)
    assert len(parts) == len(resources)
    for (_, payload, msg_id), expected in zip(writes, resources, strict=False):
        assert Resource.model_validate_json(payload) == expected
        assert json.loads(payload) == json.loads(expected.model_dump_json())
        assert msg_id == expected.resource_id
    checkpoint = build_checkpoint(model, [r.resource_id for r in resources], RECEIVED)
    assert Checkpoint.model_validate_json(writes[len(resources)][1]) == checkpoint
    assert len(writes) == len(resources) + 1  # the days ahead are the scheduler's to file
    ack = ACK(
        tenant_id=model.tenant_id,
        session_id=model.session_id,
        turn_number=model.turn_number,
        resource_ids=planned.resource_ids,
        resource_seqs=list(range(1, len(resources) + 1)),
        checkpoint_seq=9,
        duplicate=False,
        received_at=RECEIVED,
    )
    read_ack = TurnAck.model_validate_json(encode(ack))
    assert read_ack == TurnAck(
        tenant_id=model.tenant_id,
        session_id=model.session_id,
        turn_number=model.turn_number,
        resource_ids=[r.resource_id for r in resources],
        resource_seqs=list(range(1, len(resources) + 1)),
        checkpoint_seq=9,
        duplicate=False,
        received_at=RECEIVED,
    )


def test_a_turn_pydantic_served_encodes_its_tool_calls() -> None:
    body = {**valid_body(), "turn_number": "3"}  # lax: pydantic's
    raw = json.dumps(body).encode()
    writes, _, parts = writes_of(raw)
    assert isinstance(decode_turn(raw), TurnIn)
    model = TurnIn.model_validate_json(raw)
    resources = build_resources(model, turn_parts(model), RECEIVED)
    checkpoint = build_checkpoint(model, [r.resource_id for r in resources], RECEIVED)
    assert Checkpoint.model_validate_json(writes[len(parts)][1]) == checkpoint
    assert checkpoint.tool_calls[0].arguments == {"day": "thu"}

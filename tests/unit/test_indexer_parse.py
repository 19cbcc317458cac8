"""How the indexer judges a RESOURCES message before doing any work on it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from nats.aio.msg import Msg

from memstream.contracts import subjects as s
from memstream.contracts.turns import Resource
from memstream.services.common.messaging.consumer import backoff
from memstream.services.common.messaging.dlq import DeadLetter, subject_tenant
from memstream.services.common.messaging.resources import Parsed, parse


def resource(tenant: str = "t1", **update: object) -> Resource:
    base = Resource(
        resource_id=s.resource_msg_id(tenant, "s1", 0, 0),
        tenant_id=tenant,
        agent_id="agent",
        session_id="s1",
        turn_number=0,
        part_index=0,
        kind="user_input",
        speaker="user",
        text="hello there",
        event_time=datetime(2026, 1, 1, tzinfo=UTC),
    )
    return base.model_copy(update=update)


def message(data: bytes, subject: str = s.resource("t1", "user_input")) -> Msg:
    return Msg(_client=None, subject=subject, data=data)  # type: ignore[arg-type]


def test_a_valid_resource_is_parsed() -> None:
    outcome = parse(message(resource().model_dump_json().encode()))
    assert isinstance(outcome, Parsed) and outcome.resource.text == "hello there"


@pytest.mark.parametrize(
    ("data", "subject", "reason"),
    [
        (b"{oops", s.resource("t1", "user_input"), "invalid_json"),
        (b"", s.resource("t1", "user_input"), "invalid_json"),
        (b'{"resource_id": "x"}', s.resource("t1", "user_input"), "validation_error"),
        (b"[1, 2]", s.resource("t1", "user_input"), "validation_error"),
        (
            resource(schema_version=2).model_dump_json().encode(),
            s.resource("t1", "user_input"),
            "schema_mismatch",
        ),
        (resource().model_dump_json().encode(), s.resource("t2", "user_input"), "tenant_mismatch"),
    ],
)
def test_messages_that_can_never_be_indexed_are_judged(
    data: bytes, subject: str, reason: str
) -> None:
    outcome = parse(message(data, subject))
    assert isinstance(outcome, DeadLetter)
    assert outcome.reason == reason and outcome.error


def test_subject_tenant_falls_back_to_unknown() -> None:
    assert subject_tenant(s.resource("abc", "user_input"), s.RESOURCE_TENANT_TOKEN) == "abc"
    assert subject_tenant("mem.resource", s.RESOURCE_TENANT_TOKEN) == s.DLQ_UNKNOWN_TENANT
    assert subject_tenant("mem.resource.a b.x", s.RESOURCE_TENANT_TOKEN) == s.DLQ_UNKNOWN_TENANT


def test_retry_delay_doubles_up_to_the_cap() -> None:
    assert [backoff(n, 1.0, 10.0) for n in (1, 2, 3, 4, 5, 100_000)] == [1, 2, 4, 8, 10, 10]

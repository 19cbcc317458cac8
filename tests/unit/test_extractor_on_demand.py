"""Extraction on request: the request contract, reading and grouping what it names, and
the reply's typed parsing on the asking side."""

from __future__ import annotations

import json
from collections import Counter
from datetime import UTC, datetime
from typing import Any, cast

import pytest
from hypothesis import given
from hypothesis import strategies as st
from nats.js import JetStreamContext
from pydantic import ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorReply
from memstream.contracts.extraction import MAX_EXTRACT_SEQS, ExtractReply, ExtractRequest
from memstream.contracts.turns import Resource
from memstream.services.extractor.on_demand import (
    Found,
    OnDemandExtraction,
    by_session,
    items_written,
    readable,
)
from memstream.services.extractor.pipeline import GroupResult
from memstream.services.scheduler.jobs.catchup import original_seq
from memstream.services.scheduler.shared.extraction import ExtractionFailed, parse_reply


def resource(tenant: str = "t", session: str = "s", turn: int = 0, part: int = 0) -> Resource:
    return Resource(
        resource_id=s.resource_msg_id(tenant, session, turn, part),
        tenant_id=tenant,
        agent_id="a",
        session_id=session,
        turn_number=turn,
        part_index=part,
        kind="user_input",
        speaker="user",
        text="I work at Acme.",
        event_time=datetime(2024, 5, 8, 13, 56, tzinfo=UTC),
    )


# --- the request ---------------------------------------------------------------------


def test_a_request_names_resources_a_session_or_both() -> None:
    assert ExtractRequest(resource_seqs=[3, 9]).session_id is None
    assert ExtractRequest(session_id="s1", up_to_seq=40).up_to_seq == 40
    both = ExtractRequest(resource_seqs=[3], session_id="s1")
    assert both.resource_seqs == [3] and both.session_id == "s1"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, None),
        ({"resource_seqs": []}, None),
        ({"resource_seqs": [1], "up_to_seq": 5}, None),
        ({"resource_seqs": [0]}, "resource_seqs.0"),
        ({"resource_seqs": ["7"]}, "resource_seqs.0"),
        ({"resource_seqs": [7.5]}, "resource_seqs.0"),
        ({"resource_seqs": list(range(1, MAX_EXTRACT_SEQS + 2))}, "resource_seqs"),
        ({"session_id": "no spaces allowed"}, "session_id"),
        ({"session_id": "s1", "up_to_seq": -1}, "up_to_seq"),
        ({"resource_seqs": [1], "tenant_id": "other"}, "tenant_id"),
    ],
)
async def test_bad_requests_get_a_typed_error_reply(
    body: dict[str, Any], field: str | None
) -> None:
    with pytest.raises(ValidationError):
        ExtractRequest.model_validate(body)
    # The handler refuses it before it reads anything (no stream is touched).
    endpoint = OnDemandExtraction(cast(JetStreamContext, None), _never, "extractor")
    reply = ErrorReply.model_validate_json(await endpoint.handle("t", json.dumps(body).encode()))
    assert reply.code == "validation_error"
    assert reply.field == field


async def test_a_body_that_is_not_json_is_refused_as_such() -> None:
    endpoint = OnDemandExtraction(cast(JetStreamContext, None), _never, "extractor")
    reply = ErrorReply.model_validate_json(await endpoint.handle("t", b"{not json"))
    assert reply.code == "invalid_json"


async def _never(resources: Any) -> GroupResult:
    raise AssertionError("a refused request extracts nothing")


def test_the_largest_request_fits() -> None:
    request = ExtractRequest(resource_seqs=list(range(1, MAX_EXTRACT_SEQS + 1)))
    assert len(request.resource_seqs) == MAX_EXTRACT_SEQS


# --- what a request reaches ------------------------------------------------------------


def test_only_a_readable_resource_of_the_asking_tenant_is_extracted() -> None:
    mine = resource("t")
    assert readable("t", mine.model_dump_json().encode()) == mine
    assert readable("t", resource("other").model_dump_json().encode()) is None
    assert readable("t", b"not json") is None
    assert readable("t", b"{}") is None
    assert readable("t", None) is None
    older = mine.model_copy(update={"schema_version": 0})
    assert readable("t", older.model_dump_json().encode()) is None


def test_resources_are_grouped_by_session_in_stream_order_and_each_once() -> None:
    a0, a1, b0 = resource(session="a"), resource(session="a", turn=1), resource(session="b")
    found = [Found(9, a1), Found(4, b0), Found(2, a0), Found(9, a1)]
    assert by_session(found) == [[a0, a1], [b0]]


@given(
    st.lists(
        st.tuples(st.integers(1, 50), st.sampled_from(["a", "b", "c"]), st.integers(0, 5)),
        max_size=40,
    )
)
def test_grouping_keeps_every_resource_once_in_its_session(
    named: list[tuple[int, str, int]],
) -> None:
    found = [Found(seq, resource(session=sess, turn=turn)) for seq, sess, turn in named]
    groups = by_session(found)
    flat = [r for group in groups for r in group]
    assert len(flat) == len({r.resource_id for r in flat})
    assert {r.resource_id for r in flat} == {f.resource.resource_id for f in found}
    for group in groups:
        assert len({r.session_id for r in group}) == 1
    assert len(groups) == len({f.resource.session_id for f in found})


def test_items_written_counts_the_facts_that_reached_an_item() -> None:
    result = GroupResult(
        outcomes=Counter({"stored": 2, "merged": 1, "confirmed": 1, "idempotent": 3, "rejected": 4})
    )
    assert items_written(result) == 4


# --- the asking side -------------------------------------------------------------------


def test_the_reply_is_parsed_by_its_type() -> None:
    ok = ExtractReply(tenant_id="t", extracted=3, not_found=1, items_written=2)
    assert parse_reply(ok.model_dump_json().encode()) == ok
    refused = ErrorReply(code="validation_error", message="name resource_seqs", field=None)
    with pytest.raises(ExtractionFailed, match="refused.*validation_error"):
        parse_reply(refused.model_dump_json().encode())
    with pytest.raises(ExtractionFailed, match="unreadable"):
        parse_reply(b'{"type": "something else"}')


def test_a_dead_letter_names_its_resource_by_its_resources_sequence() -> None:
    headers = {s.HEADER_DLQ_STREAM: s.STREAM_RESOURCES, s.HEADER_DLQ_SEQ: "42"}
    assert original_seq(headers) == 42
    assert original_seq({**headers, s.HEADER_DLQ_STREAM: s.STREAM_EVENTS}) is None
    assert original_seq({**headers, s.HEADER_DLQ_SEQ: "x"}) is None
    assert original_seq({**headers, s.HEADER_DLQ_SEQ: "0"}) is None
    assert original_seq({}) is None

"""Every request endpoint refuses what its contract forbids, with a typed ErrorReply.

One row per endpoint of the catalogue (services/cli/asyncapi.py `request_channels`) and
one test per case: an empty body, a body that is not JSON, a field of the wrong type, an
unknown field, an oversize body (over the endpoint's own limit, or a field far over its
bound in a body near the server's max payload), and another tenant (named in the body where
the contract has a tenant field, else an invalid tenant token in the subject). The services
are asked as a service would ask them (no Nats-Request-Info), so no rate limit applies.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorCode, ErrorReply
from memstream.contracts.graph import partition_of
from memstream.services.cli.asyncapi import request_channels
from memstream.services.cli.stack import Stack
from memstream.services.common.messaging.endpoint import RequestEndpoint
from memstream.services.common.runtime.settings import CommonSettings

Body = dict[str, Any]
# Room left under the max payload for the rest of an oversize body.
SLACK = 4096


@dataclass(frozen=True, slots=True)
class Row:
    """What one endpoint's contract says, as the cases need it."""

    subject: Callable[[str, int], str]  # (tenant, its graph partition) -> subject
    valid: Callable[[str], Body]  # a valid body for the tenant
    # Fields to put over the valid body (or a whole body of the wrong type), blamed field.
    wrong_type: tuple[Body | list[Any], str | None]
    oversize: Callable[[int], tuple[Body, ErrorCode, str | None]]  # room -> fields, code, field
    tenant_field: str | None = None  # dotted path where the body names the tenant
    tenant_token: bool = True  # the subject carries the tenant


def _text(room: int) -> str:
    return "x" * room


ROWS: dict[str, Row] = {
    "ingestTurn": Row(
        lambda t, _: s.ingest_turn(t),
        lambda t: {
            "tenant_id": t,
            "agent_id": "a",
            "session_id": "s1",
            "turn_number": 1,
            "user_input": "I prefer green tea.",
        },
        ({"turn_number": "first"}, "turn_number"),
        lambda room: ({"user_input": _text(room)}, "message_too_large", None),
        tenant_field="tenant_id",
    ),
    "replay": Row(
        lambda t, _: s.replay(t),
        lambda t: {"session_id": "s1"},
        ({"turn_number": "last"}, "turn_number"),
        lambda room: ({"session_id": _text(room)}, "validation_error", "session_id"),
    ),
    "context": Row(
        lambda t, _: s.context(t),
        lambda t: {"query": "where does Ana live?"},
        ({"limit": "ten"}, "limit"),
        lambda room: ({"query": _text(room)}, "validation_error", "query"),
    ),
    "search": Row(
        lambda t, _: s.search(t),
        lambda t: {"request": {"query": "where does Ana live?"}, "depth": 20},
        ({"depth": [20]}, "depth"),
        lambda room: ({"request": {"query": _text(room)}}, "validation_error", "request.query"),
    ),
    "watermark": Row(
        lambda t, _: s.watermark(t),
        lambda t: {},
        ({"extracted": [True]}, "extracted"),
        lambda room: ({"after_seqs": [1] * (room // 3)}, "validation_error", "after_seqs"),
    ),
    "extract": Row(
        lambda t, _: s.extract(t),
        lambda t: {"session_id": "s1"},
        ({"resource_seqs": "1,2"}, "resource_seqs"),
        lambda room: ({"resource_seqs": [1] * (room // 3)}, "validation_error", "resource_seqs"),
    ),
    "embed": Row(
        lambda t, _: s.EMBED,
        lambda t: {"texts": ["hello"]},
        ({"texts": "hello"}, "texts"),
        lambda room: ({"texts": [_text(room)]}, "text_too_long", "texts.0"),
        tenant_token=False,
    ),
    **{
        f"session.{action}": Row(
            lambda t, _, action=action: s.session(t, action),
            lambda t: {"session_id": "s1", "flush_timeout_s": 1.0},
            ({"lessons_limit": "all"}, "lessons_limit"),
            lambda room: ({"session_id": _text(room)}, "validation_error", "session_id"),
        )
        for action in s.SESSION_ACTIONS
    },
    "feedback": Row(
        lambda t, _: s.feedback(t),
        lambda t: {"response": "Green tea it is.", "injected_ids": []},
        ({"injected_ids": "m1"}, "injected_ids"),
        lambda room: ({"response": _text(room)}, "validation_error", "response"),
    ),
    "schedulerRun": Row(
        lambda t, _: s.scheduler_run(),
        lambda t: {"job": "nightly", "tenants": [t]},
        ({"force": [True]}, "force"),
        lambda room: (
            {"tenants": [f"t{n}" for n in range(room // 12)]},
            "validation_error",
            "tenants",
        ),
        tenant_token=False,
    ),
    "schedulerReport": Row(
        lambda t, _: s.scheduler_report(t),
        lambda t: {},
        ({"days": "thirty"}, "days"),
        # Its one field is a small number: only what the contract lacks can make it big.
        lambda room: ({"padding": _text(room)}, "validation_error", "padding"),
    ),
    "schedulerRestore": Row(
        lambda t, _: s.scheduler_restore(t),
        lambda t: {"item_ids": ["no-such-item"]},
        ({"item_ids": "no-such-item"}, "item_ids"),
        lambda room: ({"item_ids": ["i"] * (room // 5)}, "validation_error", "item_ids"),
    ),
    "toolSearchMemory": Row(
        lambda t, _: s.tool(t, "search_memory"),
        lambda t: {"query": "tea"},
        ({"limit": "many"}, "limit"),
        lambda room: ({"query": _text(room)}, "validation_error", "query"),
    ),
    "toolRememberFact": Row(
        lambda t, _: s.tool(t, "remember_fact"),
        lambda t: {"content": "Ana lives in Porto."},
        ({"confidence": "sure"}, "confidence"),
        lambda room: ({"content": _text(room)}, "validation_error", "content"),
    ),
    "toolCorrectFact": Row(
        lambda t, _: s.tool(t, "correct_fact"),
        lambda t: {"memory_id": "no-such-item", "new_content": "Ana lives in Lisbon."},
        ({"new_content": ["Lisbon"]}, "new_content"),
        lambda room: ({"new_content": _text(room)}, "validation_error", "new_content"),
    ),
    "toolConfirmFact": Row(
        lambda t, _: s.tool(t, "confirm_fact"),
        lambda t: {"memory_id": "no-such-item"},
        ({"memory_id": 7}, "memory_id"),
        lambda room: ({"memory_id": _text(room)}, "validation_error", "memory_id"),
    ),
    "toolForgetMemory": Row(
        lambda t, _: s.tool(t, "forget_memory"),
        lambda t: {"memory_id": "no-such-item"},
        ({"memory_id": ["x"]}, "memory_id"),
        lambda room: ({"memory_id": _text(room)}, "validation_error", "memory_id"),
    ),
    "toolGetEntityInfo": Row(
        lambda t, _: s.tool(t, "get_entity_info"),
        lambda t: {"name": "Ana"},
        ({"name": {"first": "Ana"}}, "name"),
        lambda room: ({"name": _text(room)}, "validation_error", "name"),
    ),
    "toolMemoryStats": Row(
        lambda t, _: s.tool(t, "memory_stats"),
        lambda t: {},
        ([], None),  # no arguments: the wrong type is the body itself
        lambda room: ({"padding": _text(room)}, "validation_error", "padding"),
    ),
    "toolExplainFact": Row(
        lambda t, _: s.tool(t, "explain_fact"),
        lambda t: {"memory_id": "no-such-item"},
        ({"memory_id": None}, "memory_id"),
        lambda room: ({"memory_id": _text(room)}, "validation_error", "memory_id"),
    ),
    "toolWeakFacts": Row(
        lambda t, _: s.tool(t, "weak_facts"),
        lambda t: {"limit": 5},
        ({"limit": "5 please"}, "limit"),
        lambda room: ({"padding": _text(room)}, "validation_error", "padding"),
    ),
    "graphQuery": Row(
        lambda t, p: s.graph_query(p),
        lambda t: {"query": {"op": "counts", "tenant_id": t}},
        ({"query": "counts"}, "query"),
        lambda room: (
            {"query": {"op": "entity", "tenant_id": "x", "name": _text(room)}},
            "validation_error",
            "query.entity.name",
        ),
        tenant_field="query.tenant_id",
        tenant_token=False,
    ),
}
# Service-only endpoints that serve no tenant (neither their subject nor their body names
# one) have no tenant case.
TENANT_ROWS = sorted(n for n, r in ROWS.items() if r.tenant_field or r.tenant_token)
# Refusals of the request itself (anything else answers a valid request).
REQUEST_ERRORS = {"invalid_json", "validation_error", "message_too_large", "tenant_mismatch"}


def _merge(body: Body, fields: Body) -> Body:
    out = dict(body)
    for key, value in fields.items():
        both = isinstance(out.get(key), dict) and isinstance(value, dict)
        out[key] = _merge(out[key], value) if both else value
    return out


def _with(body: Body, path: str, value: Any) -> Body:
    head, _, rest = path.partition(".")
    return {**body, head: _with(body[head], rest, value) if rest else value}


async def _ask(nc: Client, subject: str, body: bytes) -> ErrorReply | dict[str, Any]:
    msg = await nc.request(subject, body, timeout=30)
    reply = json.loads(msg.data)
    assert isinstance(reply, dict), msg.data[:200]
    return ErrorReply.model_validate(reply) if reply.get("type") == "error" else reply


def _refused(reply: ErrorReply | dict[str, Any], code: str, field: str | None) -> None:
    assert isinstance(reply, ErrorReply), f"accepted: {json.dumps(reply)[:300]}"
    assert (reply.code, reply.field) == (code, field), reply


@pytest.fixture
def tenant(unique: str) -> str:
    return f"t{unique}"


@pytest.fixture
def partitions(settings: CommonSettings) -> int:
    return settings.partitions


def test_the_table_covers_every_request_endpoint_of_the_catalogue() -> None:
    names = set()
    for ch in request_channels():
        actions = s.SESSION_ACTIONS if "{action}" in ch.address else ()
        names |= {f"{ch.name}.{a}" for a in actions} if actions else {ch.name}
    assert names == set(ROWS)


async def test_every_served_request_subject_is_in_the_catalogue(stack: Stack) -> None:
    served = {
        ep.subject
        for svc in stack.services
        for value in vars(svc).values()
        for ep in (value if isinstance(value, list) else [value])
        if isinstance(ep, RequestEndpoint)
    }
    assert {s.ingest_turn("*"), s.EMBED, s.scheduler_run(), s.graph_query(0)} <= served
    addresses = [ch.address.split(".") for ch in request_channels()]

    def documented(subject: str) -> bool:
        tokens = subject.split(".")
        return any(
            len(a) == len(tokens)
            and all(
                x == y or (x.startswith("{") and y != ">") for x, y in zip(a, tokens, strict=True)
            )
            for a in addresses
        )

    assert [subject for subject in sorted(served) if not documented(subject)] == []


@pytest.mark.parametrize("name", sorted(ROWS))
async def test_a_valid_request_is_answered(
    stack: Stack, nc: Client, tenant: str, partitions: int, name: str
) -> None:
    row = ROWS[name]
    subject = row.subject(tenant, partition_of(tenant, partitions))
    reply = await _ask(nc, subject, json.dumps(row.valid(tenant)).encode())
    if isinstance(reply, ErrorReply):  # an unknown id is a fair answer, a refusal is not
        assert reply.code not in REQUEST_ERRORS | {"internal"}, reply


@pytest.mark.parametrize("name", sorted(ROWS))
@pytest.mark.parametrize("body", [b"", b"{not json", b"\xff\xfe"], ids=["empty", "text", "bytes"])
async def test_a_body_that_is_not_json_is_refused(
    stack: Stack, nc: Client, tenant: str, partitions: int, name: str, body: bytes
) -> None:
    subject = ROWS[name].subject(tenant, partition_of(tenant, partitions))
    _refused(await _ask(nc, subject, body), "invalid_json", None)


@pytest.mark.parametrize("name", sorted(ROWS))
async def test_a_field_of_the_wrong_type_is_refused(
    stack: Stack, nc: Client, tenant: str, partitions: int, name: str
) -> None:
    row = ROWS[name]
    fields, field = row.wrong_type
    body = _merge(row.valid(tenant), fields) if isinstance(fields, dict) else fields
    subject = row.subject(tenant, partition_of(tenant, partitions))
    _refused(await _ask(nc, subject, json.dumps(body).encode()), "validation_error", field)


@pytest.mark.parametrize("name", sorted(ROWS))
async def test_an_unknown_field_is_refused(
    stack: Stack, nc: Client, tenant: str, partitions: int, name: str
) -> None:
    row = ROWS[name]
    body = {**row.valid(tenant), "unexpected": 1}
    subject = row.subject(tenant, partition_of(tenant, partitions))
    _refused(await _ask(nc, subject, json.dumps(body).encode()), "validation_error", "unexpected")


@pytest.mark.parametrize("name", sorted(ROWS))
async def test_an_oversize_body_is_refused(
    stack: Stack, nc: Client, tenant: str, partitions: int, name: str
) -> None:
    row = ROWS[name]
    fields, code, field = row.oversize(nc.max_payload - SLACK)
    data = json.dumps(_merge(row.valid(tenant), fields)).encode()
    assert nc.max_payload // 2 < len(data) <= nc.max_payload
    subject = row.subject(tenant, partition_of(tenant, partitions))
    _refused(await _ask(nc, subject, data), code, field)


@pytest.mark.parametrize("name", TENANT_ROWS)
async def test_another_tenant_is_refused(
    stack: Stack, nc: Client, tenant: str, partitions: int, name: str
) -> None:
    row = ROWS[name]
    if row.tenant_field is not None:
        other = next(
            f"other{n}"
            for n in range(1000)
            if partition_of(f"other{n}", partitions) != partition_of(tenant, partitions)
        )
        body = _with(row.valid(tenant), row.tenant_field, other)
        subject = row.subject(tenant, partition_of(tenant, partitions))
        reply = await _ask(nc, subject, json.dumps(body).encode())
        _refused(reply, "tenant_mismatch", row.tenant_field)
    else:
        subject = row.subject("bad:tenant", 0)
        reply = await _ask(nc, subject, json.dumps(row.valid(tenant)).encode())
        _refused(reply, "validation_error", "subject")


@pytest.mark.parametrize(
    ("name", "field"),
    [("context", "filters.entities"), ("search", "request.filters.entities")],
)
async def test_a_flood_of_filter_names_is_refused(
    stack: Stack, nc: Client, tenant: str, partitions: int, name: str, field: str
) -> None:
    """Every candidate is matched against every name on the retriever's loop: tens of
    thousands of names in one request held the process (every service of `memstream up`)
    for seconds."""
    row = ROWS[name]
    names = [f"nobody{i}" for i in range((nc.max_payload - SLACK) // 20)]
    nested: Any = names
    for key in reversed(field.split(".")):
        nested = {key: nested}
    body = _merge(row.valid(tenant), nested)
    subject = row.subject(tenant, partition_of(tenant, partitions))
    _refused(await _ask(nc, subject, json.dumps(body).encode()), "validation_error", field)

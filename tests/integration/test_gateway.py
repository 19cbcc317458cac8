"""The HTTP gateway against the running stack: keys, turns, context, and refusals."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from nats.aio.client import Client
from nats.aio.msg import Msg

from memstream.contracts import subjects as s
from memstream.contracts.keys import KeyCreated
from memstream.services.cli.stack import Stack
from memstream.services.common.security.ratelimit import window_of
from memstream.services.gateway.app import GatewayApp
from memstream.services.gateway.settings import GatewaySettings
from tests.support.gateway import bearer, make_key, serve_gateway
from tests.support.polling import eventually


@pytest.fixture(scope="session")
async def gateway(stack: Stack) -> AsyncIterator[GatewayApp]:
    async with serve_gateway(stack, GatewaySettings(port=0, writes_per_minute=5)) as app:
        yield app


@pytest.fixture
async def http(gateway: GatewayApp) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=gateway.url, timeout=30.0) as client:
        yield client


async def test_turn_then_context_with_a_key(
    stack: Stack, http: httpx.AsyncClient, unique: str
) -> None:
    key = await make_key(stack, f"t{unique}")
    turn = {"session_id": "s1", "turn_number": 0, "user_input": "I work at Lumen Labs."}
    posted = await http.post("/v1/turns", json=turn, headers=bearer(key))
    assert posted.status_code == 200, posted.text
    ack = posted.json()
    assert ack["tenant_id"] == f"t{unique}" and ack["resource_seqs"]
    ctx = await http.post(
        "/v1/context",
        json={"query": "Where does the user work?", "after_seqs": ack["resource_seqs"]},
        headers=bearer(key),
    )
    assert ctx.status_code == 200, ctx.text
    assert "Lumen Labs" in ctx.json()["inject"]


async def test_reads_tell_the_retriever_how_long_the_gateway_waits(
    stack: Stack, gateway: GatewayApp, http: httpx.AsyncClient, nc: Client, unique: str
) -> None:
    tenant = f"t{unique}"
    key = await make_key(stack, tenant)
    seen: dict[str, str | None] = {}

    async def spy(msg: Msg) -> None:  # beside the services' queue groups, not instead
        seen[msg.subject] = (msg.headers or {}).get(s.HEADER_TIMEOUT)

    subs = [
        await nc.subscribe(subject, cb=spy) for subject in (s.context(tenant), s.search(tenant))
    ]
    subs.append(await nc.subscribe(s.ingest_turn(tenant), cb=spy))
    await nc.flush()
    try:
        turn = {"session_id": "s1", "turn_number": 0, "user_input": "I like tea."}
        for path, body in (
            ("/v1/turns", turn),
            ("/v1/context", {"query": "tea"}),
            ("/v1/search", {"request": {"query": "tea"}, "depth": 5}),
        ):
            reply = await http.post(path, json=body, headers=bearer(key))
            assert reply.status_code == 200, reply.text

        async def count() -> int:
            return len(seen)

        await eventually(count, until=lambda n: n == 3, what="the three requests seen")
    finally:
        for sub in subs:
            await sub.unsubscribe()
    waits = f"{gateway.settings.request_timeout_s:g}"
    assert seen == {s.context(tenant): waits, s.search(tenant): waits, s.ingest_turn(tenant): None}


async def test_refusals_are_error_replies(
    stack: Stack, http: httpx.AsyncClient, unique: str
) -> None:
    key = await make_key(stack, f"t{unique}", scopes=["read"])
    missing = await http.post("/v1/context", json={"query": "x"})
    assert missing.status_code == 401 and missing.json()["code"] == "unauthorized"
    wrong = await http.post(
        "/v1/context", json={"query": "x"}, headers={"Authorization": "Bearer msk_nope"}
    )
    assert wrong.status_code == 401
    other = await http.post(
        "/v1/context", params={"tenant": "someoneelse"}, json={"query": "x"}, headers=bearer(key)
    )
    assert other.status_code == 403 and other.json()["field"] == "tenant"
    read_only = await http.post(
        "/v1/turns", json={"session_id": "s", "turn_number": 0}, headers=bearer(key)
    )
    assert read_only.status_code == 403 and read_only.json()["code"] == "forbidden"
    invalid = await http.post("/v1/context", json={"limit": 99}, headers=bearer(key))
    assert invalid.status_code == 422 and invalid.json()["field"] == "limit"
    big = await http.post("/v1/context", content=b"x" * (2 * 1024 * 1024), headers=bearer(key))
    assert big.status_code == 413 and big.json()["code"] == "message_too_large"


async def test_writes_over_the_limit_get_429(
    stack: Stack, http: httpx.AsyncClient, unique: str
) -> None:
    # The limit counts per clock minute; seven writes that straddle a minute's end would
    # spend two allowances. Such a run is repeated with a new agent (at most once in
    # practice: seven writes take far less than a minute).
    for attempt in range(3):
        key = await make_key(stack, f"t{unique}{attempt}")
        window = window_of(time.time())
        statuses = []
        for n in range(7):
            turn = {"session_id": "s1", "turn_number": n, "user_input": f"note {n}"}
            reply = await http.post("/v1/turns", json=turn, headers=bearer(key))
            statuses.append(reply.status_code)
            if reply.status_code == 429:
                assert int(reply.headers["Retry-After"]) >= 1
                assert reply.json()["code"] == "rate_limited"
        if window_of(time.time()) == window:
            break
    assert statuses == [200] * 5 + [429] * 2


async def test_every_memory_route_maps_onto_its_service(
    stack: Stack, http: httpx.AsyncClient, unique: str
) -> None:
    tenant = f"t{unique}"
    key = await make_key(stack, tenant, scopes=["read", "write"])
    auth = bearer(key)

    async def post(path: str, body: dict[str, Any]) -> Any:
        reply = await http.post(path, json=body, headers=auth)
        assert reply.status_code == 200, f"{path}: {reply.status_code} {reply.text}"
        return reply.json()

    started = await post("/v1/sessions/start", {"session_id": "s1", "timezone": "Europe/Lisbon"})
    assert started["action"] == "start" and started["tenant_id"] == tenant
    ack = await post(
        "/v1/turns", {"session_id": "s1", "turn_number": 0, "user_input": "My dog is Rex."}
    )
    seqs = ack["resource_seqs"]
    mark = await post("/v1/watermark", {"after_seqs": seqs, "timeout_s": 20})
    assert mark["indexed"] is True and mark["complete"] is True
    found = await post("/v1/search", {"request": {"query": "What is the dog called?"}, "depth": 20})
    assert "Rex" in str(found["inject"])
    replayed = await post("/v1/replay", {"session_id": "s1", "mode": "replay"})
    assert replayed["found"] is True and len(replayed["turns"]) == 1

    remembered = await post(
        "/v1/tools/remember_fact",
        {"content": "The user's sister Ana lives in Porto.", "entity_names": ["Ana"]},
    )
    memory_id = remembered["memory"]["id"]
    explained = await post("/v1/tools/explain_fact", {"memory_id": memory_id})
    assert explained["memory"]["id"] == memory_id
    confirmed = await post("/v1/tools/confirm_fact", {"memory_id": memory_id})
    assert confirmed["memory"]["protected"] is True
    corrected = await post(
        "/v1/tools/correct_fact",
        {"memory_id": memory_id, "new_content": "The user's sister Ana lives in Braga."},
    )
    assert corrected["old"]["superseded_by"] == corrected["new"]["id"]
    searched = await post("/v1/tools/search_memory", {"query": "Where does Ana live?"})
    assert any("Braga" in m["text"] for m in searched["memories"])
    stats = await post("/v1/tools/memory_stats", {})
    assert stats["type"] == "memory_stats"
    weak = await post("/v1/tools/weak_facts", {"limit": 5})
    assert weak["type"] == "weak_facts"
    entity = await post("/v1/tools/get_entity_info", {"name": "Ana"})
    assert entity["type"] == "get_entity_info"
    missing = await http.post(
        "/v1/tools/explain_fact", json={"memory_id": "no-such-memory"}, headers=auth
    )
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"

    verdicts = await post(
        "/v1/feedback",
        {"response": "Ana lives in Braga, right?", "injected_ids": [corrected["new"]["id"]]},
    )
    assert verdicts["type"] == "feedback"
    beat = await post("/v1/sessions/heartbeat", {"session_id": "s1"})
    assert beat["action"] == "heartbeat"
    ended = await post(
        "/v1/sessions/end",
        {"session_id": "s1", "last_resource_seq": max(seqs), "flush_timeout_s": 20},
    )
    assert ended["flush"]["complete"] is True
    report = await http.get("/v1/report", params={"days": 7}, headers=auth)
    assert report.status_code == 200 and report.json()["tenant_id"] == tenant
    assert report.json()["window_days"] == 7


async def test_key_management_stays_inside_the_tenant(
    stack: Stack, http: httpx.AsyncClient, unique: str
) -> None:
    tenant, other = f"t{unique}", f"o{unique}"
    admin = await make_key(stack, tenant, "boss", scopes=["admin"])
    outsider = await make_key(stack, other, "them")
    made = await http.post(
        "/v1/keys",
        json={"tenant_id": tenant, "agent_id": "helper", "scopes": ["read"]},
        headers=bearer(admin),
    )
    assert made.status_code == 200, made.text
    created = KeyCreated.model_validate(made.json())
    assert (await http.get("/v1/whoami", headers=bearer(created))).json()["agent_id"] == "helper"
    listed = await http.get("/v1/keys", headers=bearer(admin))
    assert {k["agent_id"] for k in listed.json()} == {"boss", "helper"}
    foreign = await http.post(
        "/v1/keys", json={"tenant_id": other, "agent_id": "x"}, headers=bearer(admin)
    )
    assert foreign.status_code == 403 and foreign.json()["field"] == "tenant_id"
    hidden = await http.get(f"/v1/keys/{outsider.info.key_id}", headers=bearer(admin))
    assert hidden.status_code == 404 and "them" not in hidden.text
    not_admin = await http.get("/v1/keys", headers=bearer(created))
    assert not_admin.status_code == 403

    rotated = await http.post(f"/v1/keys/{created.info.key_id}/rotate", headers=bearer(admin))
    assert rotated.status_code == 200
    fresh = KeyCreated.model_validate(rotated.json())
    assert (await http.get("/v1/whoami", headers=bearer(fresh))).status_code == 200

    async def whoami_status(key: KeyCreated) -> int:
        return (await http.get("/v1/whoami", headers=bearer(key))).status_code

    # Every gateway drops a changed key within seconds (KV watch, bounded staleness).
    await eventually(lambda: whoami_status(created), until=lambda s: s == 401, timeout=5)
    revoked = await http.delete(f"/v1/keys/{fresh.info.key_id}", headers=bearer(admin))
    assert revoked.status_code == 200 and revoked.json()["revoked_at"] is not None
    await eventually(lambda: whoami_status(fresh), until=lambda s: s == 401, timeout=5)

    operator = await make_key(stack, "*", "ops", scopes=["admin", "read"])
    everyone = await http.get("/v1/keys", headers=bearer(operator))
    assert {tenant, other} <= {k["tenant_id"] for k in everyone.json()}
    theirs = await http.get("/v1/keys", params={"tenant": other}, headers=bearer(operator))
    assert [k["agent_id"] for k in theirs.json()] == ["them"]
    unnamed = await http.post("/v1/context", json={"query": "x"}, headers=bearer(operator))
    assert unnamed.status_code == 403 and unnamed.json()["field"] == "tenant"


async def test_tool_writes_count_against_the_limit(
    stack: Stack, http: httpx.AsyncClient, unique: str
) -> None:
    key = await make_key(stack, f"t{unique}")
    statuses = []
    for n in range(6):
        reply = await http.post(
            "/v1/tools/remember_fact", json={"content": f"Fact number {n}."}, headers=bearer(key)
        )
        statuses.append(reply.status_code)
    assert statuses == [200] * 5 + [429]

"""The HTTP gateway against the running stack: keys, turns, context, and refusals."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from memstream.contracts import subjects as s
from memstream.contracts.keys import KeyCreate, KeyCreated
from memstream.services.cli.stack import Stack
from memstream.services.common.security.keys import KeyStore
from memstream.services.gateway.app import GatewayApp
from memstream.services.gateway.settings import GatewaySettings


@pytest.fixture(scope="session")
async def gateway(stack: Stack) -> AsyncIterator[GatewayApp]:
    app = GatewayApp(GatewaySettings(port=0, writes_per_minute=5))
    assert stack.runtime is not None
    await app.setup(stack.runtime)
    await app.start()
    yield app
    await app.stop(5.0)


@pytest.fixture
async def http(gateway: GatewayApp) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=gateway.url, timeout=30.0) as client:
        yield client


async def make_key(stack: Stack, tenant: str, agent: str = "a1", **extra: object) -> KeyCreated:
    assert stack.runtime is not None
    store = KeyStore(await stack.runtime.js.key_value(s.BUCKET_KEYS))
    return await store.create(KeyCreate(tenant_id=tenant, agent_id=agent, **extra))  # type: ignore[arg-type]


def bearer(key: KeyCreated) -> dict[str, str]:
    return {"Authorization": f"Bearer {key.key}"}


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
    key = await make_key(stack, f"t{unique}")
    statuses = []
    for n in range(7):
        turn = {"session_id": "s1", "turn_number": n, "user_input": f"note {n}"}
        reply = await http.post("/v1/turns", json=turn, headers=bearer(key))
        statuses.append(reply.status_code)
        if reply.status_code == 429:
            assert int(reply.headers["Retry-After"]) >= 1
            assert reply.json()["code"] == "rate_limited"
    assert statuses.count(200) == 5 and statuses.count(429) == 2

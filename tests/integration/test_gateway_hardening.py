"""The gateway under attack: another tenant's key, oversized and slow bodies, secrets in
logs and metrics, and schemathesis against the live OpenAPI document."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi.routing import APIRoute
from prometheus_client import generate_latest

from memstream.contracts.keys import KeyCreated
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.gateway.app import GatewayApp
from memstream.services.gateway.http.api import create_api
from memstream.services.gateway.http.metrics import routes_of
from memstream.services.gateway.settings import GatewaySettings
from tests.support.gateway import bearer, make_key, serve_gateway
from tests.support.gateway_fuzz import run_schemathesis

ALL_SCOPES = ["read", "write", "admin", "shared-read", "shared-write"]
# Body timeout short enough for a slowloris test; waits cut short so fuzzed waits end soon.
BODY_TIMEOUT_S = 1.0


@pytest.fixture(scope="module")
async def hardened(stack: Stack) -> AsyncIterator[GatewayApp]:
    settings = GatewaySettings(
        port=0,
        writes_per_minute=1_000_000,
        body_timeout_s=BODY_TIMEOUT_S,
        max_wait_s=1.0,
        # A guessed-at key id is checked once a minute, not once a second: the guessing
        # test's requests need not all land within one second on a slow machine.
        key_locked_check_every_s=60.0,
    )
    async with serve_gateway(stack, settings) as app:
        yield app


@pytest.fixture
async def http(hardened: GatewayApp) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=hardened.url, timeout=30.0) as client:
        yield client


# --- another tenant's key ------------------------------------------------------------


def _sample_bodies(victim: str, memory_id: str, session: str) -> dict[str, Any]:
    """A valid body for each body model of the API, naming the victim's data."""
    question = {"query": "What is the vault code?"}
    return {
        "TurnBody": {"session_id": session, "turn_number": 99, "user_input": "hello"},
        "ContextRequest": question,
        "SearchRequest": {"request": question, "depth": 20},
        "SearchMemoryArgs": {"query": "vault code"},
        "RememberFactArgs": {"content": "An intruder was here."},
        "CorrectFactArgs": {"memory_id": memory_id, "new_content": "The code is 0000."},
        "ConfirmFactArgs": {"memory_id": memory_id},
        "ForgetMemoryArgs": {"memory_id": memory_id},
        "GetEntityInfoArgs": {"name": "vault"},
        "MemoryStatsArgs": {},
        "ExplainFactArgs": {"memory_id": memory_id},
        "WeakFactsArgs": {},
        "SessionBody": {"session_id": session, "last_resource_seq": 0},
        "FeedbackIn": {"response": "ok", "injected_ids": [memory_id]},
        "WatermarkRequest": {},
        "ReplayRequest": {"session_id": session},
        "KeyCreate": {"tenant_id": victim, "agent_id": "intruder"},
    }


async def test_another_tenants_key_gets_nothing_on_any_route(
    stack: Stack, hardened: GatewayApp, http: httpx.AsyncClient, unique: str
) -> None:
    victim, attacker = f"v{unique}", f"a{unique}"
    victim_key = await make_key(stack, victim, "victimagent", scopes=ALL_SCOPES, domain="ops")
    secret = f"vault code 7391-{unique}"
    remembered = await http.post(
        "/v1/tools/remember_fact",
        json={"content": f"The {secret} opens the back office."},
        headers=bearer(victim_key),
    )
    assert remembered.status_code == 200, remembered.text
    memory_id = remembered.json()["memory"]["id"]
    turn = {"session_id": "vsess", "turn_number": 0, "user_input": f"Remember the {secret}."}
    for path in ("/v1/turns", "/v1/shared/turns"):
        stored = await http.post(path, json=turn, headers=bearer(victim_key))
        assert stored.status_code == 200, stored.text
    # Admin and every scope: only the tenant boundary can stop it.
    intruder = await make_key(stack, attacker, "intruder", scopes=ALL_SCOPES)
    leaks = (secret, "victimagent", memory_id)
    bodies = _sample_bodies(victim, memory_id, "vsess")
    path_values = {
        "tenant": victim,
        "tenant_id": victim,
        "key_id": victim_key.info.key_id,
        "memory_id": memory_id,
        "session_id": "vsess",
    }
    assert hardened.state is not None
    routes = [r.original_route for r in routes_of(create_api(hardened.state))]
    api_routes = [r for r in routes if isinstance(r, APIRoute)]
    assert len(api_routes) >= 30
    checked = 0
    for route in api_routes:
        if route.path in ("/ui", "/ui/login", "/ui/logout"):
            continue  # name no tenant: they lead a key to its own page (test_ui)
        path = route.path
        for name in route.param_convertors:
            assert name in path_values, f"no value for {{{name}}} of {path}"
            path = path.replace(f"{{{name}}}", path_values[name])
        body = None
        if route.body_field is not None:
            model = route.body_field.field_info.annotation
            name = getattr(model, "__name__", str(model))
            assert name in bodies, f"no sample body for {route.path} ({name})"
            body = bodies[name]
        for method in sorted(route.methods):
            # Naming the victim's tenant: refused outright.
            named = await http.request(
                method, path, params={"tenant": victim}, json=body, headers=bearer(intruder)
            )
            where = f"{method} {route.path} ?tenant={victim}"
            assert named.status_code in (403, 404), f"{where}: {named.status_code} {named.text}"
            if named.headers["content-type"].startswith("application/json"):
                assert named.json()["code"] in ("forbidden", "not_found"), where
            else:  # the health page answers people with a page
                assert named.headers["content-type"].startswith("text/html"), where
            # Not naming it: the key's own tenant, where the victim's data does not exist.
            own = await http.request(method, path, json=body, headers=bearer(intruder))
            assert own.status_code < 500, f"{method} {route.path}: {own.text}"
            for leak in leaks:
                if leak == memory_id and memory_id in str(body):
                    continue  # an error naming the id it was given is not a leak
                assert leak not in named.text, f"{where} leaked {leak!r}"
                assert leak not in own.text, f"{method} {route.path} leaked {leak!r}"
            checked += 1
    assert checked >= 30
    # The victim's memory, addressed by id from the intruder's own tenant: unknown there.
    for tool in ("explain_fact", "confirm_fact", "correct_fact", "forget_memory"):
        reply = await http.post(
            f"/v1/tools/{tool}",
            json=bodies[tool.title().replace("_", "") + "Args"],
            headers=bearer(intruder),
        )
        assert reply.status_code == 404, f"{tool}: {reply.text}"
    # And it is untouched.
    explained = await http.post(
        "/v1/tools/explain_fact", json={"memory_id": memory_id}, headers=bearer(victim_key)
    )
    assert explained.json()["memory"]["status"] == "active"
    assert secret in explained.json()["memory"]["text"]


# --- bodies too large or too slow ---------------------------------------------------


async def _raw_request(hardened: GatewayApp, head: str) -> tuple[asyncio.StreamReader, Any]:
    reader, writer = await asyncio.open_connection(hardened.settings.host, hardened.port)
    writer.write(head.encode())
    await writer.drain()
    return reader, writer


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, dict[str, str], bytes]:
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=10)
    lines = head.decode().split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.lower(): v.strip() for k, v in (ln.split(":", 1) for ln in lines[1:] if ln)}
    body = await asyncio.wait_for(reader.readexactly(int(headers["content-length"])), 10)
    return status, headers, body


async def test_a_10_mb_body_is_refused_from_its_headers(
    hardened: GatewayApp, stack: Stack, unique: str
) -> None:
    key = await make_key(stack, f"t{unique}")
    reader, writer = await _raw_request(
        hardened,
        "POST /v1/turns HTTP/1.1\r\nHost: memstream\r\n"
        f"Authorization: Bearer {key.key}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {10 * 1024 * 1024}\r\n\r\n",
    )
    # Not one byte of the body was sent: the answer comes from the headers alone.
    status, headers, body = await _read_response(reader)
    assert status == 413 and headers["connection"] == "close"
    assert b'"code":"message_too_large"' in body
    assert await asyncio.wait_for(reader.read(), timeout=10) == b""  # closed
    writer.close()


async def test_a_chunked_body_is_refused_once_it_passes_the_limit(
    hardened: GatewayApp, stack: Stack, unique: str
) -> None:
    key = await make_key(stack, f"t{unique}")
    reader, writer = await _raw_request(
        hardened,
        "POST /v1/turns HTTP/1.1\r\nHost: memstream\r\n"
        f"Authorization: Bearer {key.key}\r\nContent-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\n\r\n",
    )
    # A 10 MB body in 64 KiB chunks, of which only the limit and one byte more are sent:
    # the answer must come without the rest (and, all sent bytes read, with no reset).
    chunk = 64 * 1024
    limit = hardened.settings.max_body_bytes
    for _ in range(limit // chunk):
        writer.write(f"{chunk:x}\r\n".encode() + b"x" * chunk + b"\r\n")
        await writer.drain()
    writer.write(b"1\r\nx\r\n")
    await writer.drain()
    status, headers, body = await _read_response(reader)
    assert status == 413 and headers["connection"] == "close"
    assert b'"code":"message_too_large"' in body
    assert await asyncio.wait_for(reader.read(), timeout=10) == b""  # closed
    writer.close()


async def test_a_slowloris_body_gets_408_and_the_connection_closes(
    hardened: GatewayApp, stack: Stack, unique: str
) -> None:
    key = await make_key(stack, f"t{unique}")
    body = b'{"session_id": "s1", "turn_number": 0, "user_input": "' + b"x" * 200 + b'"}'
    reader, writer = await _raw_request(
        hardened,
        "POST /v1/turns HTTP/1.1\r\nHost: memstream\r\n"
        f"Authorization: Bearer {key.key}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n",
    )
    trickled = 0

    async def trickle() -> None:
        nonlocal trickled
        # One byte every tenth of the timeout: the whole body would take 20 timeouts.
        for byte in body:
            writer.write(bytes([byte]))
            await writer.drain()
            trickled += 1
            await asyncio.sleep(BODY_TIMEOUT_S / 10)

    trickling = asyncio.create_task(trickle())
    try:
        status, headers, reply = await _read_response(reader)
        assert await asyncio.wait_for(reader.read(), timeout=10) == b""  # closed
    finally:
        trickling.cancel()
        await asyncio.gather(trickling, return_exceptions=True)
    assert status == 408 and headers["connection"] == "close"
    assert b"not received" in reply
    assert trickled < len(body)
    writer.close()


# --- secrets in logs and metrics ------------------------------------------------------


async def test_keys_never_appear_in_logs_or_metrics(
    stack: Stack, http: httpx.AsyncClient, unique: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    tenant = f"t{unique}"
    key = await make_key(stack, tenant, scopes=["read"])  # logged: key id and tenant
    wrong: KeyCreated = key.model_copy(update={"key": key.key[:-6] + "AAAAAA"})
    malformed = key.model_copy(update={"key": f"msk_{unique}_tooshort"})
    for presented in (key, wrong, malformed):
        for _ in range(2):
            await http.get("/v1/whoami", headers=bearer(presented))
            await http.post("/v1/context", json={"query": "hi"}, headers=bearer(presented))
            await http.post("/v1/turns", json={}, headers=bearer(presented))  # 403 / 401
            await http.get(f"/v1/keys/{key.info.key_id}", headers=bearer(presented))
            await http.get(f"/v1/nowhere/{key.key}", headers=bearer(presented))
    assert (await http.get("/v1/whoami", headers=bearer(key))).status_code == 200
    assert (await http.get("/v1/whoami", headers=bearer(wrong))).status_code == 401
    # The secret is token_urlsafe and may itself hold "_": split off the prefix and key id only.
    secrets = [k.key for k in (key, wrong, malformed)] + [key.key.split("_", 2)[2]]
    # The test's own HTTP client (httpx, httpcore) logs the URLs it was given; the rest is
    # the server side: gateway, uvicorn, key verifier, services.
    served = [r for r in caplog.records if not r.name.startswith(("httpx", "httpcore"))]
    assert served, "nothing was logged at all: the check would prove nothing"
    for record in served:
        text = f"{record.getMessage()} {record.__dict__!r} {record.exc_text or ''}"
        for secret in secrets:
            assert secret not in text, f"key in log record {record.name}: {record.msg}"
    exposed = generate_latest(REGISTRY).decode()
    assert 'route="/v1/whoami"' in exposed and 'status="401"' in exposed
    assert 'route="unmatched"' in exposed
    for secret in [*secrets, tenant]:
        assert secret not in exposed


async def test_guessing_secrets_for_a_key_id_is_rate_limited_and_its_holder_is_not(
    stack: Stack, http: httpx.AsyncClient, unique: str
) -> None:
    key = await make_key(stack, f"t{unique}", scopes=["read"])
    assert (await http.get("/v1/whoami", headers=bearer(key))).status_code == 200
    guesses = [key.model_copy(update={"key": key.key[:-6] + f"{i:06d}"}) for i in range(20)]
    statuses = []
    for guess in guesses:
        response = await http.get("/v1/whoami", headers=bearer(guess))
        statuses.append(response.status_code)
        if response.status_code == 429:
            assert response.json()["code"] == "rate_limited"
            assert int(response.headers["Retry-After"]) >= 1
    # Five checks counted, one more at the interval (a minute here), then 429s.
    assert statuses[:6] == [401] * 6 and set(statuses[6:]) == {429}, statuses
    assert (await http.get("/v1/whoami", headers=bearer(key))).status_code == 200


# --- schemathesis -------------------------------------------------------------------


async def test_schemathesis_finds_no_server_error(
    stack: Stack, hardened: GatewayApp, unique: str
) -> None:
    key = await make_key(stack, f"f{unique}", "fuzzer", scopes=ALL_SCOPES, domain="fuzz")
    # Schemathesis is synchronous: it runs in a thread while the gateway serves on the loop.
    outcome = await asyncio.to_thread(run_schemathesis, hardened.url, key.key)
    assert not outcome.server_errors, "\n".join(outcome.server_errors[:20])
    assert not outcome.bad_error_bodies, "\n".join(outcome.bad_error_bodies[:20])
    assert outcome.requests >= 2000, outcome.summary()
    # Generated requests reached the services, not only the validators.
    assert outcome.statuses.get(200, 0) >= 500, outcome.summary()

"""NATS enforces the tenant: the secure embedded server of `memstream up` with the auth
callout, against real API keys (no mocks: the server authenticates and authorizes)."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import stat
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import nats
import pytest
from nats.aio.client import Client
from nats.aio.msg import Msg
from typer.testing import CliRunner

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import MemstreamError
from memstream.contracts.keys import KeyCreate, Scope, key_id_of, shared_space
from memstream.services.cli.main import app
from memstream.services.cli.secure import read_key
from memstream.services.cli.stack import Stack, connect
from memstream.services.common.runtime.nats_server import find_nats_server
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.security.keys import KeyStore
from memstream.services.gateway.app import GatewayApp
from memstream.services.gateway.settings import GatewaySettings
from memstream.services.ingest.app import IngestApp
from tests.support.polling import eventually

pytestmark = pytest.mark.integration

PER_MINUTE = 3


@dataclass
class Secure:
    stack: Stack
    url: str
    service: Client
    store: KeyStore
    gateway: GatewayApp

    async def key(
        self,
        tenant: str,
        agent: str = "a",
        scopes: list[Scope] | None = None,
        domain: str | None = None,
    ) -> str:
        request = KeyCreate(tenant_id=tenant, agent_id=agent, domain=domain)
        if scopes is not None:
            request = request.model_copy(update={"scopes": scopes})
        return (await self.store.create(request)).key


@pytest.fixture(scope="module")
async def secure(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Secure]:
    """`memstream up`'s secure default (ingest and the gateway), on a free port."""
    settings = CommonSettings(
        data_dir=tmp_path_factory.mktemp("secure"),
        embedded_nats_port=0,
        http_port=0,
        log_format="text",
        agent_writes_per_minute=PER_MINUTE,
    )
    # The gateway answers the callout: without it no key connection gets in.
    gateway = GatewayApp(GatewaySettings(port=0))
    stack = Stack(settings, [IngestApp(), gateway], embedded_nats=True)
    info = await stack.start()
    service = await connect(info.nats_url, "test-service", 5.0, stack.settings)
    store = await KeyStore.open(service.jetstream())
    yield Secure(stack, info.nats_url, service, store, gateway)
    await service.close()
    await stack.stop()


class Agent:
    """A raw connection made with an API key that records the server's errors."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.nc: Client | None = None

    async def connect(self, url: str, key: str) -> Client:
        async def on_error(exc: Exception) -> None:
            self.errors.append(str(exc).lower())

        key_id = key.split("_")[1]
        self.nc = await nats.connect(
            url,
            token=key,
            inbox_prefix=s.agent_inbox_prefix(key_id),
            error_cb=on_error,
            allow_reconnect=False,
        )
        return self.nc

    async def refused(self, fragment: str) -> list[str]:
        fragment = fragment.lower()
        return await eventually(
            lambda: asyncio.sleep(0, [e for e in self.errors if fragment in e]),
            timeout=5,
            what=f"a permissions violation naming {fragment!r}",
        )


async def test_up_writes_an_operator_key_readable_by_its_owner_only(secure: Secure) -> None:
    path = secure.stack.settings.admin_key_file
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    key = read_key(path)
    async with await MemoryClient.connect(secure.url, api_key=key, tenant_id="opco") as client:
        ack = await client.publish_turn("s", 0, user_input="operator writes to any tenant")
    assert ack.tenant_id == "opco"
    with pytest.raises(MemstreamError) as refused:
        await MemoryClient.connect(secure.url, api_key=key)  # an operator key names a tenant
    assert refused.value.reply.code == "validation_error"


async def test_the_rendered_config_is_valid_and_secure(secure: Secure) -> None:
    config = secure.stack.settings.jetstream_dir / "nats-server.conf"
    assert stat.S_IMODE(config.stat().st_mode) == 0o600
    checked = subprocess.run(
        [str(find_nats_server()), "-t", "-c", str(config)], capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stderr
    assert "auth_callout" in config.read_text()


async def test_a_wrong_key_or_no_key_is_refused_at_connect(secure: Secure) -> None:
    good = await secure.key("wrongkey")
    wrong = good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB")
    for key in (wrong, "msk_0123456789abcdef_" + "x" * 43):
        with pytest.raises(MemstreamError) as refused:
            await MemoryClient.connect(secure.url, api_key=key)
        assert refused.value.reply.code == "unauthorized"
    with pytest.raises(nats.errors.Error):
        await nats.connect(secure.url, allow_reconnect=False)
    with pytest.raises(nats.errors.Error):  # the service user with a wrong password
        await nats.connect(secure.url, user="memstream", password="guess", allow_reconnect=False)


async def test_the_key_decides_the_tenant(secure: Secure) -> None:
    key = await secure.key("alpha", agent="writer", domain="ops")
    async with await MemoryClient.connect(secure.url, api_key=key) as client:
        assert (client.tenant_id, client.agent_id) == ("alpha", "writer")
        ack = await client.publish_turn("s1", 0, user_input="hello from alpha")
        assert ack.tenant_id == "alpha" and len(ack.resource_ids) == 1
    with pytest.raises(MemstreamError) as refused:
        await MemoryClient.connect(secure.url, api_key=key, tenant_id="beta")
    assert refused.value.reply.code == "forbidden"


async def test_tenant_a_cannot_reach_tenant_b(secure: Secure) -> None:
    key_a, key_b = await secure.key("ta"), await secure.key("tb")
    agent = Agent()
    nc = await agent.connect(secure.url, key_a)
    try:
        await nc.publish(s.ingest_turn("tb"), b"{}")
        await agent.refused(f'publish to "{s.ingest_turn("tb")}"')
        await nc.publish(s.context("tb"), b"{}")
        await agent.refused(f'publish to "{s.context("tb")}"')
        for subject in (
            s.preload("tb"),
            s.resource_filter("tb"),
            f"{s.agent_inbox_prefix(key_b.split('_')[1])}.>",
            "_INBOX.>",
            ">",
        ):
            await nc.subscribe(subject)
            await agent.refused(f'subscription to "{subject}"')
        # The own tenant's request subjects do pass (the service answers).
        reply = await nc.request(s.replay("ta"), b'{"session_id":"none","mode":"recover"}', 5)
        assert json.loads(reply.data)["found"] is False
    finally:
        await nc.close()


async def test_jetstream_kv_and_rogue_responders_are_refused(secure: Secure) -> None:
    key = await secure.key("tj", scopes=["read", "write", "admin"])
    agent = Agent()
    nc = await agent.connect(secure.url, key)
    try:
        js = nc.jetstream(timeout=1)
        with pytest.raises(Exception):  # noqa: B017  (no JetStream API for an agent at all)
            await js.stream_info(s.STREAM_RESOURCES)
        await agent.refused('publish to "$JS.API.STREAM.INFO.RESOURCES"')
        with pytest.raises(Exception):  # noqa: B017
            await js.key_value(s.BUCKET_KEYS)
        await nc.subscribe(f"$KV.{s.BUCKET_KEYS}.>")
        await agent.refused(f'subscription to "$kv.{s.BUCKET_KEYS}.>"')
        await nc.publish(f"$KV.{s.BUCKET_JOBS}.x", b"1")
        await agent.refused(f'publish to "$kv.{s.BUCKET_JOBS}.x"')
        # A responder on the own tenant's service subject, in the service's queue group.
        await nc.subscribe(s.ingest_turn("tj"), queue=s.QUEUE_INGEST)
        await agent.refused(f'subscription to "{s.ingest_turn("tj")}"')
    finally:
        await nc.close()
    # The service user still reaches all of it.
    info = await secure.service.jetstream().stream_info(s.STREAM_RESOURCES)
    assert info.config.name == s.STREAM_RESOURCES
    assert await secure.store.get(key.split("_")[1]) is not None


async def test_a_revoked_key_stops_working_on_live_connections(secure: Secure) -> None:
    key = await secure.key("tr")
    client = await MemoryClient.connect(secure.url, api_key=key)
    try:
        await client.publish_turn("s", 0, user_input="before revocation")
        await secure.store.revoke(key.split("_")[1])
        nc = client._nc
        assert nc is not None
        await eventually(
            lambda: asyncio.sleep(0, not nc.is_connected),
            timeout=5,
            what="the revoked key's connection closes",
        )
        assert secure.gateway.auth is not None and secure.gateway.auth.callout.kicked >= 1
        with pytest.raises(Exception):  # noqa: B017  (no longer served in any way)
            await client.publish_turn("s", 1, user_input="after revocation")
    finally:
        await client.close()
    with pytest.raises(MemstreamError) as refused:
        await MemoryClient.connect(secure.url, api_key=key)
    assert refused.value.reply.code == "unauthorized"


async def test_an_agents_writes_over_the_limit_are_rate_limited(secure: Secure) -> None:
    key = await secure.key("tl")
    async with await MemoryClient.connect(secure.url, api_key=key) as client:
        stored, limited = 0, None
        # A minute boundary may reset the count once: within 2N+1 writes one is refused.
        for n in range(2 * PER_MINUTE + 1):
            try:
                await client.publish_turn("s", n, user_input=f"turn {n}")
                stored += 1
            except MemstreamError as exc:
                limited = exc.reply
                break
    assert limited is not None and limited.code == "rate_limited"
    assert limited.retry_after_s is not None and 0 < limited.retry_after_s <= 60
    assert stored >= PER_MINUTE
    # The agent cannot lower its own count: the counter subjects are not the agents' to
    # publish to, and the next write is still refused.
    agent = Agent()
    nc = await agent.connect(secure.url, key)
    try:
        minute = int(time.time() // 60)
        forged = s.write_count("tl", "a", minute)
        await nc.publish(forged, b"", headers={s.HEADER_INCR: f"-{10 * PER_MINUTE}"})
        await agent.refused(f'publish to "{forged}"')
    finally:
        await nc.close()
    async with await MemoryClient.connect(secure.url, api_key=key) as client:
        try:
            await client.publish_turn("s", 1000, user_input="one more")
            outcome = "stored"
        except MemstreamError as exc:
            outcome = exc.reply.code
    # Stored only if a new minute began meanwhile.
    assert outcome == "rate_limited" or int(time.time() // 60) != minute
    # The service user is not limited at this endpoint (the gateway limits HTTP writes).
    service = await MemoryClient.connect(
        secure.url, tenant_id="tl", agent_id="a", connection=secure.service
    )
    for n in range(100, 100 + 2 * PER_MINUTE + 1):
        await service.publish_turn("s", n, user_input=f"service turn {n}")


async def test_a_shared_space_turn_carries_the_writers_domain(secure: Secure) -> None:
    key = await secure.key("td", scopes=["read", "write", "shared-write"], domain="billing")
    space = shared_space("td")
    async with await MemoryClient.connect(secure.url, api_key=key, tenant_id=space) as client:
        ack = await client.publish_turn(
            "s", 0, user_input="invoices go out monthly", metadata={"domain": "forged", "x": 1}
        )
    js = secure.service.jetstream()
    stored = await js.get_last_msg(s.STREAM_RESOURCES, s.resource(space, "user_input"))
    resource = json.loads(stored.data or b"{}")
    assert resource["resource_id"] == ack.resource_ids[0]
    assert resource["metadata"]["domain"] == "billing"
    assert resource["metadata"]["x"] == 1


async def test_whoami_answers_only_key_connections(secure: Secure) -> None:
    key = await secure.key("tw", agent="who", scopes=["read"], domain="d1")
    agent = Agent()
    nc = await agent.connect(secure.url, key)
    try:
        identity = json.loads((await nc.request(s.WHOAMI, b"", timeout=5)).data)
    finally:
        await nc.close()
    assert (identity["tenant_id"], identity["agent_id"], identity["scopes"]) == (
        "tw",
        "who",
        ["read"],
    )
    # A forged header from a service connection names no agent's key.
    forged = {s.HEADER_REQUEST_INFO: json.dumps({"acc": "MEMSTREAM", "user": "x"})}
    reply: Msg = await secure.service.request(s.WHOAMI, b"", timeout=5, headers=forged)
    assert json.loads(reply.data)["code"] == "unauthorized"


async def test_an_open_server_may_bind_only_to_loopback(tmp_path: Path) -> None:
    from memstream.services.common.runtime.nats_server import EmbeddedNatsServer, NatsServerError

    with pytest.raises(NatsServerError):
        EmbeddedNatsServer(store_dir=tmp_path, host="0.0.0.0", port=4999)


async def test_mcp_over_stdio_connects_with_an_api_key(secure: Secure) -> None:
    """`memstream mcp --api-key` is an agent like any other: the key opens the server."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    root = Path(__file__).resolve().parents[2]
    key = await secure.key("mcpt", "desk", scopes=["read", "write"])

    def params(api_key: str) -> StdioServerParameters:
        return StdioServerParameters(
            command=sys.executable,
            args=["-m", "memstream.services.cli.main", "mcp", "--url", secure.url],
            env={"PYTHONPATH": str(root), "MEMSTREAM_API_KEY": api_key},
            cwd=str(root),
        )

    async with stdio_client(params(key)) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        listed = await session.list_tools()
        assert "context" in {tool.name for tool in listed.tools}
    # A wrong key never gets a session: the command refuses it and exits non-zero.
    wrong = key[:-4] + ("AAAA" if not key.endswith("AAAA") else "BBBB")
    refused = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, *params(wrong).args],
        env={**os.environ, "PYTHONPATH": str(root), "MEMSTREAM_API_KEY": wrong},
        cwd=str(root),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
    )
    assert refused.returncode != 0
    assert "authorization" in (refused.stderr + refused.stdout).decode().lower()


async def test_the_keys_command_logs_in_as_the_service_user(secure: Secure) -> None:
    """`memstream keys` against a secured server, with the service login from settings."""
    settings = secure.stack.settings
    password = settings.nats_password.get_secret_value() if settings.nats_password else ""
    env = {
        "MEMSTREAM_NATS_URL": secure.url,
        "MEMSTREAM_NATS_USER": settings.nats_user or "",
        "MEMSTREAM_NATS_PASSWORD": password,
        "COLUMNS": "200",
    }
    args = ["keys", "create", "--tenant", "cli-secure", "--agent", "a"]
    result = await asyncio.to_thread(CliRunner(env=env).invoke, app, args)
    assert result.exit_code == 0, result.output
    key = result.stdout.strip()
    assert (await secure.store.get(key_id_of(key))).tenant_id == "cli-secure"
    # Without the login the server refuses the command, and it says so.
    anonymous = {k: v for k, v in env.items() if not k.startswith("MEMSTREAM_NATS_U")}
    anonymous.pop("MEMSTREAM_NATS_PASSWORD")
    anonymous["MEMSTREAM_DATA_DIR"] = str(settings.data_dir / "elsewhere")  # no local login
    refused = await asyncio.to_thread(CliRunner(env=anonymous).invoke, app, args)
    assert refused.exit_code == 1


def _closed_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_an_sdk_is_told_at_once_when_it_cannot_get_in(secure: Secure) -> None:
    """No key on a secure server, or no server at all: a typed error on the first connect,
    not nats.py's minute of retries (the bound below is four times shorter)."""
    with pytest.raises(MemstreamError) as refused:
        await asyncio.wait_for(MemoryClient.connect(secure.url, "t", "a"), timeout=30)
    assert refused.value.reply.code == "unauthorized"
    assert "api_key" in refused.value.reply.message
    nowhere = f"nats://127.0.0.1:{_closed_port()}"
    key = await secure.key("nowhere")
    for connecting in (
        MemoryClient.connect(nowhere, "t", "a"),
        MemoryClient.connect(nowhere, api_key=key),
    ):
        with pytest.raises(MemstreamError) as absent:
            await asyncio.wait_for(connecting, timeout=30)
        assert absent.value.reply.code == "unavailable"


async def test_the_demo_says_where_it_looks_for_the_login(secure: Secure) -> None:
    """Run away from `make run`'s data dir, the demo finds no login: it says so, exit 2."""
    env = {
        "MEMSTREAM_NATS_URL": secure.url,
        "MEMSTREAM_DATA_DIR": str(secure.stack.settings.data_dir / "elsewhere"),
        "COLUMNS": "200",
    }
    result = await asyncio.to_thread(CliRunner(env=env).invoke, app, ["demo"])
    assert result.exit_code == 2, result.output
    assert "unauthorized" in result.output and "MEMSTREAM_DATA_DIR" in result.output

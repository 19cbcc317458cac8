"""`memstream keys` against the real test server: create, list, rotate, revoke, bad input."""

from __future__ import annotations

import asyncio
import json

import nats
import pytest
from typer.testing import CliRunner, Result

from memstream.contracts.keys import Identity, key_id_of
from memstream.services.cli.main import app
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.security.keys import KeyStore, Unauthorized
from memstream.services.common.security.verifier import KeyVerifier


@pytest.fixture
def keys_cli(nats_server: EmbeddedNatsServer, settings: CommonSettings) -> CliRunner:
    """A runner whose commands reach the test server through MEMSTREAM_NATS_URL."""
    return CliRunner(env={"MEMSTREAM_NATS_URL": nats_server.url, "COLUMNS": "200"})


def keys(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(app, ["keys", *args])


def verify(url: str, key: str) -> Identity | None:
    """What a fresh verifier (no cache) makes of `key`: its identity, or None if refused."""

    async def go() -> Identity | None:
        nc = await nats.connect(url)
        try:
            verifier = KeyVerifier(await KeyStore.open(nc.jetstream()))
            try:
                return await verifier.verify(key)
            except Unauthorized:
                return None
            finally:
                await verifier.stop()  # its last-used write, if started, ends here
        finally:
            await nc.close()

    return asyncio.run(go())


def test_create_list_rotate_revoke(
    keys_cli: CliRunner, nats_server: EmbeddedNatsServer, unique: str
) -> None:
    tenant = f"t{unique}"
    other = keys(keys_cli, "create", "--tenant", tenant, "--agent", "dev")
    assert other.exit_code == 0, other.output
    made = keys(
        keys_cli,
        "create",
        "--tenant",
        tenant,
        "--agent",
        "chef",
        "--scopes",
        "read, shared-read,shared-write",
        "--domain",
        "cooking",
    )
    assert made.exit_code == 0, made.output
    key = made.stdout.strip()  # the key alone on stdout
    key_id = key_id_of(key)
    assert key_id is not None
    assert key_id in made.stderr and "shown this once" in made.stderr

    identity = verify(nats_server.url, key)
    assert identity is not None
    assert (identity.tenant_id, identity.agent_id, identity.domain) == (tenant, "chef", "cooking")
    assert identity.scopes == ["read", "shared-read", "shared-write"]

    listed = keys(keys_cli, "list", "--tenant", tenant, "--json")
    assert listed.exit_code == 0, listed.output
    infos = json.loads(listed.stdout)
    assert {i["key_id"] for i in infos} == {key_id, key_id_of(other.stdout.strip())}
    assert all(i["tenant_id"] == tenant for i in infos)
    table = keys(keys_cli, "list", "--tenant", tenant)
    assert table.exit_code == 0 and key_id in table.stdout
    for shown in (listed.output, table.output):
        assert key not in shown and key.split("_", 2)[2] not in shown
        assert "argon2" not in shown and "hash" not in shown

    rotated = keys(keys_cli, "rotate", key_id, "--json")
    assert rotated.exit_code == 0, rotated.output
    new_key = json.loads(rotated.stdout)["key"]
    assert key_id_of(new_key) == key_id and new_key != key
    assert verify(nats_server.url, key) is None
    assert verify(nats_server.url, new_key) is not None

    revoked = keys(keys_cli, "revoke", key_id)
    assert revoked.exit_code == 0, revoked.output
    assert f"revoked key {key_id}" in revoked.stderr
    assert verify(nats_server.url, new_key) is None
    after = json.loads(keys(keys_cli, "list", "--tenant", tenant, "--json").stdout)
    assert next(i for i in after if i["key_id"] == key_id)["revoked_at"] is not None


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["create", "--tenant", "t1", "--agent", "a", "--scopes", "read,root"], "'root'"),
        (["create", "--tenant", "t1", "--agent", "a", "--scopes", ","], "none given"),
        (["create", "--tenant", "bad tenant!", "--agent", "a"], "a tenant id is"),
        (["create", "--tenant", "t1__shared", "--agent", "a"], "shared space"),
        (["create", "--tenant", "t1", "--agent", "a b"], "--agent"),
        (["create", "--tenant", "t1", "--agent", "a", "--domain", "x y"], "a domain is"),
        (["rotate", "not-a-key-id"], "16 lowercase hex digits"),
        (["revoke", "MSK"], "16 lowercase hex digits"),
    ],
)
def test_bad_input_is_refused_with_a_message(
    keys_cli: CliRunner, args: list[str], says: str
) -> None:
    result = keys(keys_cli, *args)
    assert result.exit_code == 2
    assert isinstance(result.exception, SystemExit)  # a message, not a traceback
    assert says in " ".join(result.output.split())
    assert "Traceback" not in result.output


def test_an_unknown_key_id_exits_1_with_the_store_s_reason(keys_cli: CliRunner) -> None:
    for command in ("rotate", "revoke"):
        result = keys(keys_cli, command, "0123456789abcdef")
        assert result.exit_code == 1
        assert "no key with id '0123456789abcdef'" in result.stderr


def test_an_unreachable_server_exits_1(keys_cli: CliRunner) -> None:
    result = keys(keys_cli, "list", "--url", "nats://127.0.0.1:1")
    assert result.exit_code == 1
    assert "cannot reach NATS at nats://127.0.0.1:1" in result.stderr

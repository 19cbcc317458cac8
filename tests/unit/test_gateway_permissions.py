"""Scopes → NATS permissions of a key's connection, and how endpoints learn the caller."""

from __future__ import annotations

import json

import pytest

from memstream.contracts import subjects as s
from memstream.contracts.keys import Identity, Scope, shared_space
from memstream.services.common.security.caller import (
    Caller,
    UnknownCaller,
    caller_name,
    caller_of,
)
from memstream.services.common.security.guards import check_tenant, tag_domain
from memstream.services.common.security.keys import Forbidden
from memstream.services.gateway.permissions import permissions_for

KEY = "0123456789abcdef"


def identity(
    tenant: str = "acme", scopes: list[Scope] | None = None, domain: str | None = None
) -> Identity:
    return Identity(
        key_id=KEY, tenant_id=tenant, agent_id="bot", scopes=scopes or ["read"], domain=domain
    )


def matches(pattern: str, subject: str) -> bool:
    """NATS subject matching: `*` is one token, `>` the rest."""
    p, t = pattern.split("."), subject.split(".")
    for i, token in enumerate(p):
        if token == ">":
            return len(t) > i
        if i >= len(t) or (token != "*" and token != t[i]):
            return False
    return len(p) == len(t)


def allowed(patterns: tuple[str, ...] | list[str], subject: str) -> bool:
    return any(matches(p, subject) for p in patterns)


def test_read_scope_reaches_only_the_tenants_read_subjects() -> None:
    perms = permissions_for(identity(scopes=["read"]))
    for subject in s.read_subjects("acme"):
        assert allowed(perms.pub_allow, subject)
    for subject in (*s.write_subjects("acme"), *s.admin_subjects("acme")):
        assert not allowed(perms.pub_allow, subject), subject
    assert allowed(perms.sub_allow, s.preload("acme"))
    assert allowed(perms.sub_allow, f"{s.agent_inbox_prefix(KEY)}.abc.1")
    assert allowed(perms.pub_allow, s.WHOAMI)


@pytest.mark.parametrize(
    "scopes",
    [["read"], ["read", "write"], ["read", "write", "admin", "shared-read", "shared-write"]],
)
def test_no_key_reaches_another_tenant_jetstream_kv_or_foreign_inboxes(scopes: list[Scope]) -> None:
    perms = permissions_for(identity(scopes=scopes))
    other = [*s.read_subjects("other"), *s.write_subjects("other"), *s.admin_subjects("other")]
    other += [*s.read_subjects(shared_space("other")), *s.write_subjects(shared_space("other"))]
    forbidden = [
        *other,
        "$JS.API.STREAM.INFO.RESOURCES",
        f"$KV.{s.BUCKET_KEYS}.x",
        s.resource("acme", "user_input"),
        s.checkpoint("acme", "s"),
        s.scheduler_run(),
        s.AUTH_CALLOUT,
    ]
    for subject in forbidden:
        assert not allowed(perms.pub_allow, subject), subject
    for subject in (
        "_INBOX.abc",
        f"{s.agent_inbox_prefix('fedcba9876543210')}.x",
        s.preload("other"),
        s.ingest_turn("acme"),  # no responder on a service subject
        f"$KV.{s.BUCKET_JOBS}.x",
    ):
        assert not allowed(perms.sub_allow, subject), subject
    for never in ("$JS.>", "$KV.>", "$SYS.>"):
        assert never in perms.pub_deny and never in perms.sub_deny


def test_write_and_shared_scopes_open_the_shared_space() -> None:
    perms = permissions_for(identity(scopes=["write", "shared-read"]))
    assert allowed(perms.pub_allow, s.ingest_turn("acme"))
    assert allowed(perms.pub_allow, s.tool("acme", "remember_fact"))
    assert not allowed(perms.pub_allow, s.context("acme"))  # no read scope
    assert allowed(perms.pub_allow, s.context(shared_space("acme")))
    assert not allowed(perms.pub_allow, s.ingest_turn(shared_space("acme")))  # no shared-write


def test_admin_and_operator_keys() -> None:
    admin = permissions_for(identity(scopes=["admin"]))
    assert allowed(admin.pub_allow, s.scheduler_report("acme"))
    assert allowed(admin.pub_allow, s.keys_admin("acme", "create"))
    assert not allowed(admin.pub_allow, s.scheduler_report("other"))
    operator = permissions_for(identity("*", ["read", "write", "admin"]))
    for tenant in ("acme", "other", shared_space("other")):
        assert allowed(operator.pub_allow, s.ingest_turn(tenant))
        assert allowed(operator.pub_allow, s.scheduler_restore(tenant))
    assert not allowed(operator.pub_allow, "$JS.API.INFO")


def request_info(account: str, user: str) -> dict[str, str]:
    return {s.HEADER_REQUEST_INFO: json.dumps({"acc": account, "user": user, "id": 3})}


def test_the_caller_comes_from_the_servers_request_info_only() -> None:
    name = caller_name(identity(domain="ops"))
    assert caller_of(request_info(s.ACCOUNT_AGENTS, name)) == Caller(KEY, "acme", "bot", "ops")
    assert caller_of(request_info(s.ACCOUNT_AGENTS, caller_name(identity()))) == Caller(
        KEY, "acme", "bot", None
    )
    assert caller_of(None) is None and caller_of({}) is None
    assert caller_of(request_info(s.ACCOUNT_SERVICES, name)) is None  # a service: trusted
    assert caller_of({s.HEADER_REQUEST_INFO: "not json"}) is None
    with pytest.raises(UnknownCaller):
        caller_of(request_info(s.ACCOUNT_AGENTS, "someone"))


def test_shared_space_turns_carry_the_writers_domain_only() -> None:
    body = json.dumps({"tenant_id": "x", "metadata": {"domain": "forged", "k": 1}}).encode()
    assert json.loads(tag_domain(body, "ops"))["metadata"] == {"domain": "ops", "k": 1}
    assert json.loads(tag_domain(body, None))["metadata"] == {"k": 1}
    assert json.loads(tag_domain(b'{"tenant_id": "x"}', "ops"))["metadata"] == {"domain": "ops"}
    assert tag_domain(b"[1, 2]", "ops") == b"[1, 2]"
    assert tag_domain(b"{not json", "ops") == b"{not json"


def test_a_caller_writes_only_its_own_tenant_or_shared_space() -> None:
    caller = Caller(KEY, "acme", "bot", None)
    check_tenant("acme", caller)
    check_tenant(shared_space("acme"), caller)
    with pytest.raises(Forbidden):
        check_tenant("other", caller)
    check_tenant("other", Caller(KEY, "*", "admin", None))

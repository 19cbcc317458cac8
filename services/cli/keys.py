"""`memstream keys`: create, list, rotate and revoke API keys (the `keys` KV bucket).

A key is shown once: `create` and `rotate` print it alone on stdout (so
`KEY=$(memstream keys create …)` captures it) and what it grants on stderr; `--json` prints
the whole `KeyCreated` instead. Nothing ever prints a stored hash. The commands work on
the bucket directly (`KeyStore`), over a connection made like every other command's, and
provision the buckets first so they work on a fresh server. Bad input is refused before
connecting, with the option it concerns and exit code 2; a refusal by the store (unknown
key id, a revoked key rotated) exits 1 with its message.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Awaitable, Callable
from typing import Annotated, TypeVar

import typer
from nats.errors import Error as NatsError
from pydantic import TypeAdapter, ValidationError
from rich.console import Console
from rich.table import Table

from memstream.contracts.keys import (
    KEY_ID_PATTERN,
    MAX_TENANT_WITH_SHARED,
    SCOPES,
    KeyCreate,
    KeyCreated,
    KeyInfo,
    Scope,
    is_shared_space,
)
from memstream.services.cli.stack import connect
from memstream.services.cli.target import nats_url
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.security.keys import KeyStore

T = TypeVar("T")

keys_app = typer.Typer(help="API keys: one per agent, naming its tenant, scopes and domain.")
console = Console(stderr=True)

Url = Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")]
AsJson = Annotated[bool, typer.Option("--json", help="Print JSON.")]
KeyIdArg = Annotated[str, typer.Argument(help="Key id (the 16 hex digits after `msk_`).")]

# The option each KeyCreate field comes from, to name it in an error.
_OPTIONS = {
    "tenant_id": "--tenant",
    "agent_id": "--agent",
    "scopes": "--scopes",
    "domain": "--domain",
}
_SCOPE: TypeAdapter[Scope] = TypeAdapter(Scope)
_KEY_ID = re.compile(KEY_ID_PATTERN)


def parse_scopes(text: str) -> list[Scope]:
    """`read,write` → the scopes; an unknown or missing one is a bad `--scopes`."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in SCOPES]
    if unknown or not names:
        shown = ", ".join(repr(n) for n in unknown) or "none given"
        raise typer.BadParameter(
            f"unknown scope(s) {shown}; known: {', '.join(SCOPES)}", param_hint="--scopes"
        )
    return [_SCOPE.validate_python(n) for n in names]


def key_request(tenant: str, agent: str, scopes: list[Scope], domain: str | None) -> KeyCreate:
    """The `KeyCreate` the options describe, or a `BadParameter` naming the bad option."""
    if is_shared_space(tenant):
        raise typer.BadParameter(
            f"{tenant!r} is a shared space, not a tenant: make a key for the tenant itself "
            "with the shared-read / shared-write scopes",
            param_hint="--tenant",
        )
    try:
        return KeyCreate(tenant_id=tenant, agent_id=agent, scopes=scopes, domain=domain)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        field = str(first["loc"][0]) if first["loc"] else ""
        message = str(first["msg"])
        if field == "tenant_id":
            message = (
                f"a tenant id is 1-{MAX_TENANT_WITH_SHARED} of A-Z a-z 0-9 _ - "
                "(or * for an operator key)"
            )
        elif field == "domain":
            message = "a domain is 1-64 of A-Z a-z 0-9 _ . -"
        raise typer.BadParameter(message, param_hint=_OPTIONS.get(field, field)) from None


def check_key_id(key_id: str) -> None:
    if _KEY_ID.match(key_id) is None:
        raise typer.BadParameter("a key id is 16 lowercase hex digits", param_hint="KEY_ID")


async def _on_store(
    url: str, settings: CommonSettings, work: Callable[[KeyStore], Awaitable[T]]
) -> T:
    timeout = settings.request_timeout_s
    try:
        # The shared connect retries forever; a one-shot command gives up after a while.
        nc = await asyncio.wait_for(connect(url, "memstream-keys", timeout, settings), timeout)
    except (TimeoutError, OSError, NatsError) as exc:
        raise RequestRejected("unavailable", f"cannot reach NATS at {url}") from exc
    try:
        js = nc.jetstream(timeout=timeout)
        await provision(js, settings)
        return await work(await KeyStore.open(js))
    finally:
        await nc.close()


def _run(url: str | None, work: Callable[[KeyStore], Awaitable[T]]) -> T:
    """`work` on the keys bucket; a refusal or an unreachable server exits 1 with a message."""
    settings = CommonSettings()
    try:
        return asyncio.run(_on_store(nats_url(settings, url), settings, work))
    except RequestRejected as exc:
        console.print(f"[red]error:[/] {exc.reply.message}")
        raise typer.Exit(1) from None


def _describe(info: KeyInfo) -> str:
    scopes = ",".join(info.scopes)
    domain = f", domain {info.domain}" if info.domain else ""
    return f"key {info.key_id}: tenant {info.tenant_id}, agent {info.agent_id}, {scopes}{domain}"


def _show_created(created: KeyCreated, as_json: bool, what: str) -> None:
    if as_json:
        typer.echo(created.model_dump_json(indent=2))
        return
    typer.echo(created.key)
    console.print(f"{what} {_describe(created.info)}")
    console.print("The key is shown this once; store it now.")


@keys_app.command("create")
def create(
    tenant: Annotated[str, typer.Option(help="Tenant the key acts for (* = every tenant).")],
    agent: Annotated[str, typer.Option(help="Agent the key is for.")],
    scopes: Annotated[
        str, typer.Option(help=f"Comma-separated, of: {', '.join(SCOPES)}.")
    ] = "read,write",
    domain: Annotated[
        str | None, typer.Option(help="Domain the agent's shared-space writes are tagged with.")
    ] = None,
    as_json: AsJson = False,
    url: Url = None,
) -> None:
    """Create a key and print it (once)."""
    request = key_request(tenant, agent, parse_scopes(scopes), domain)
    created = _run(url, lambda store: store.create(request))
    _show_created(created, as_json, "created")


@keys_app.command("list")
def list_keys(
    tenant: Annotated[str | None, typer.Option(help="Only this tenant's keys.")] = None,
    as_json: AsJson = False,
    url: Url = None,
) -> None:
    """List keys (never a key or its hash), revoked ones included."""
    infos = _run(url, lambda store: store.list(tenant))
    if as_json:
        typer.echo(json.dumps([i.model_dump(mode="json") for i in infos], indent=2))
        return
    table = Table("key id", "tenant", "agent", "scopes", "domain", "created", "last used", "state")
    for i in infos:
        table.add_row(
            i.key_id,
            i.tenant_id,
            i.agent_id,
            ",".join(i.scopes),
            i.domain or "",
            f"{i.created_at:%Y-%m-%d %H:%M}",
            f"{i.last_used_at:%Y-%m-%d %H:%M}" if i.last_used_at else "",
            "revoked" if i.revoked_at else "active",
        )
    Console().print(table)


@keys_app.command("rotate")
def rotate(key_id: KeyIdArg, as_json: AsJson = False, url: Url = None) -> None:
    """Give a key a new secret and print it (once); the old key stops working."""
    check_key_id(key_id)
    created = _run(url, lambda store: store.rotate(key_id))
    _show_created(created, as_json, "rotated")


@keys_app.command("revoke")
def revoke(key_id: KeyIdArg, as_json: AsJson = False, url: Url = None) -> None:
    """Revoke a key: every replica refuses it within seconds."""
    check_key_id(key_id)
    info = _run(url, lambda store: store.revoke(key_id))
    if as_json:
        typer.echo(info.model_dump_json(indent=2))
        return
    console.print(f"revoked {_describe(info)}")

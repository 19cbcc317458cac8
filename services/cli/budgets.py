"""`memstream budgets`: a tenant's daily limit and class, and today's spend (KV `budgets`).

`set` writes the tenant's own settings into its ledger (`stores.budgets.configure`): a daily
limit in cost units (`--no-limit` removes it, so the deployment default applies, which is
MEMSTREAM_SCHEDULER_BUDGET_UNITS, unlimited when unset) and/or its class (the label its
metrics carry). Both survive the daily restart of the counters. `show` prints today's spend
by kind, the limit, whether the tenant is over it and its class (`--json`: the ledger as of
today). The commands connect like the others (`--url`, else MEMSTREAM_NATS_URL, else a local
`memstream up`, with the service user of its data dir) and provision the buckets first.
Bad input is refused before connecting, naming the argument, with exit code 2; an
unreachable server exits 1.
"""

from __future__ import annotations

import asyncio
import math
import re
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Annotated, TypeVar

import typer
from nats.errors import Error as NatsError
from nats.js.kv import KeyValue
from rich.console import Console
from rich.table import Table

from memstream.contracts import subjects as s
from memstream.contracts.budgets import TENANT_CLASSES, BudgetLedger, TenantClass, for_day
from memstream.contracts.common import ID_PATTERN
from memstream.services.cli.stack import connect
from memstream.services.cli.target import nats_url
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.budgets import KEEP, Keep, configure, read_ledger
from memstream.services.scheduler import SchedulerSettings

T = TypeVar("T")

budgets_app = typer.Typer(help="Per-tenant budgets: daily limit, tenant class, today's spend.")
console = Console(stderr=True)

TenantArg = Annotated[str, typer.Argument(help="Tenant id.")]
Url = Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")]
AsJson = Annotated[bool, typer.Option("--json", help="Print the ledger as JSON.")]
_TENANT = re.compile(ID_PATTERN)


def check_tenant(tenant: str) -> str:
    if _TENANT.match(tenant) is None:
        raise typer.BadParameter("a tenant id is 1-64 of A-Z a-z 0-9 _ -", param_hint="TENANT")
    return tenant


def limit_setting(limit: float | None, no_limit: bool) -> float | None | Keep:
    """What `--limit` / `--no-limit` ask for: a limit, none of its own, or no change."""
    if limit is not None and no_limit:
        raise typer.BadParameter("give --limit or --no-limit, not both", param_hint="--limit")
    if no_limit:
        return None
    if limit is None:
        return KEEP
    if not math.isfinite(limit) or limit < 0:
        raise typer.BadParameter("a limit is a finite number of units >= 0", param_hint="--limit")
    return limit


def class_setting(name: str | None) -> TenantClass | None:
    if name is None:
        return None
    if name not in TENANT_CLASSES:
        raise typer.BadParameter(
            f"unknown class {name!r}; known: {', '.join(TENANT_CLASSES)}", param_hint="--class"
        )
    return name


def today() -> str:
    return datetime.now(UTC).date().isoformat()


async def _on_bucket(
    url: str, settings: CommonSettings, work: Callable[[KeyValue], Awaitable[T]]
) -> T:
    timeout = settings.request_timeout_s
    try:
        # The shared connect retries forever; a one-shot command gives up after a while.
        nc = await asyncio.wait_for(connect(url, "memstream-budgets", timeout, settings), timeout)
    except (TimeoutError, OSError, NatsError) as exc:
        raise RequestRejected("unavailable", f"cannot reach NATS at {url}") from exc
    try:
        js = nc.jetstream(timeout=timeout)
        await provision(js, settings)
        return await work(await js.key_value(s.BUCKET_BUDGETS))
    finally:
        await nc.close()


def _run(url: str | None, work: Callable[[KeyValue], Awaitable[T]]) -> T:
    settings = CommonSettings()
    try:
        return asyncio.run(_on_bucket(nats_url(settings, url), settings, work))
    except RequestRejected as exc:
        console.print(f"[red]error:[/] {exc.reply.message}")
        raise typer.Exit(1) from None


def _limit_text(ledger: BudgetLedger, default_limit: float | None) -> str:
    if ledger.limit_units is not None:
        return f"{ledger.limit_units:g} units (its own)"
    if default_limit is not None:
        return f"{default_limit:g} units (deployment default)"
    return "none (unlimited)"


def _show(ledger: BudgetLedger, as_json: bool, default_limit: float | None) -> None:
    if as_json:
        typer.echo(ledger.model_dump_json(indent=2))
        return
    table = Table(title=f"budget of {ledger.tenant_id} on {ledger.period} (UTC)", show_header=False)
    table.add_row("class", ledger.tenant_class)
    table.add_row("limit", _limit_text(ledger, default_limit))
    table.add_row("spent", f"{ledger.units:.6g} units")
    table.add_row("over budget", "yes" if ledger.over_budget else "no")
    for kind, units in sorted(ledger.spend.items()):
        table.add_row(f"  {kind}", f"{units:.6g} units")
    table.add_row("contexts served", str(ledger.queries))
    table.add_row("embedding calls", str(ledger.embedding_calls))
    table.add_row("embedding tokens", str(ledger.embedding_tokens))
    table.add_row("LLM tokens", str(ledger.llm_tokens))
    Console().print(table)


@budgets_app.command("set")
def set_budget(
    tenant: TenantArg,
    limit: Annotated[
        float | None, typer.Option(help="The tenant's own daily limit, in cost units.")
    ] = None,
    no_limit: Annotated[
        bool,
        typer.Option(
            "--no-limit", help="Remove the tenant's own limit: the deployment default applies."
        ),
    ] = False,
    tenant_class: Annotated[
        str | None,
        typer.Option("--class", help=f"The tenant's class: {', '.join(TENANT_CLASSES)}."),
    ] = None,
    as_json: AsJson = False,
    url: Url = None,
) -> None:
    """Set a tenant's daily limit and/or class, then show its budget."""
    check_tenant(tenant)
    wanted_limit = limit_setting(limit, no_limit)
    wanted_class = class_setting(tenant_class)
    if isinstance(wanted_limit, Keep) and wanted_class is None:
        raise typer.BadParameter("nothing to set: give --limit, --no-limit or --class")
    default_limit = SchedulerSettings().budget_units
    ledger = _run(
        url,
        lambda kv: configure(
            kv,
            tenant,
            today(),
            limit=wanted_limit,
            tenant_class=wanted_class,
            default_limit=default_limit,
        ),
    )
    _show(ledger, as_json, default_limit)


@budgets_app.command("show")
def show(tenant: TenantArg, as_json: AsJson = False, url: Url = None) -> None:
    """Show a tenant's spend today, its limit, whether it is over it, and its class."""
    check_tenant(tenant)
    stored = _run(url, lambda kv: read_ledger(kv, tenant))
    day = today()
    ledger = (
        for_day(stored, day) if stored is not None else BudgetLedger(tenant_id=tenant, period=day)
    )
    _show(ledger, as_json, SchedulerSettings().budget_units)

"""`memstream`: run the stack, one service, or provisioning."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from memstream.services.cli.apart import apart_plan, in_process
from memstream.services.cli.budgets import budgets_app
from memstream.services.cli.dlq import dlq_app
from memstream.services.cli.keys import keys_app
from memstream.services.cli.mcp import mcp as mcp_command
from memstream.services.cli.serve import console, run_service, serve, stack_of
from memstream.services.cli.stack import connect
from memstream.services.cli.target import nats_url as _nats_url
from memstream.services.common.runtime.logging import configure_logging
from memstream.services.common.runtime.settings import CommonSettings

app = typer.Typer(help="memstream: long-term memory for AI agents on NATS JetStream.")


@app.command()
def up(
    split: Annotated[
        bool,
        typer.Option(
            "--split",
            help="Every service as its own OS process (stateless ones as 2 replicas) "
            "against one nats-server, supervised.",
        ),
    ] = False,
    print_plan: Annotated[
        bool,
        typer.Option("--print-plan", help="With --split: print the process plan and exit."),
    ] = False,
) -> None:
    """Start every service (embedded nats-server unless MEMSTREAM_NATS_URL): in this process,
    the embedder in a supervised child of its own (MEMSTREAM_EMBEDDER_APART)."""
    from memstream.services.cli.registry import SERVICES
    from memstream.services.common.runtime.nats_server import is_loopback

    settings = CommonSettings()
    configure_logging(settings.log_level, settings.log_format)
    if print_plan and not split:
        raise typer.BadParameter("--print-plan goes with --split")
    if (
        settings.nats_url is None
        and settings.nats_open
        and not is_loopback(settings.embedded_nats_host)
    ):
        raise typer.BadParameter(
            f"MEMSTREAM_NATS_OPEN runs NATS without authentication: allowed only on a "
            f"loopback bind, not {settings.embedded_nats_host}"
        )
    if split:
        from memstream.services.cli.split import up_split

        code = up_split(settings, print_plan, console)
        if code:
            raise typer.Exit(code)
        return
    names = list(SERVICES)
    apart = apart_plan(names, settings)
    stack = stack_of(in_process(names, apart), settings, settings.nats_url is None, apart)
    run_service(serve(stack))


@app.command()
def run(
    services: Annotated[
        list[str], typer.Argument(help="Service(s) to run in this process.", show_default=False)
    ],
    embedded: Annotated[
        bool, typer.Option(help="Start an embedded nats-server instead of MEMSTREAM_NATS_URL.")
    ] = False,
) -> None:
    """Run one service, or several in one process, against MEMSTREAM_NATS_URL (as a
    Kubernetes pod would)."""
    settings = CommonSettings()
    configure_logging(settings.log_level, settings.log_format)
    if settings.nats_url is None and not embedded:
        raise typer.BadParameter("set MEMSTREAM_NATS_URL, or pass --embedded")
    run_service(serve(stack_of(services, settings, embedded=embedded)))


@app.command()
def provision() -> None:
    """Create or reconcile every stream and KV bucket on MEMSTREAM_NATS_URL."""
    from memstream.services.common.runtime.provisioning import provision as do_provision

    settings = CommonSettings()
    configure_logging(settings.log_level, settings.log_format)
    if settings.nats_url is None:
        raise typer.BadParameter("set MEMSTREAM_NATS_URL")
    url: str = settings.nats_url

    async def go() -> None:
        nc = await connect(url, "memstream-provision", settings.request_timeout_s, settings)
        try:
            for result in await do_provision(nc.jetstream(), settings):
                console.print(f"{result.kind:6} {result.name:12} {result.outcome}")
        finally:
            await nc.close()

    asyncio.run(go())


@app.command()
def asyncapi(
    out: Annotated[str, typer.Option(help="Where to write the document ('-' = stdout).")] = "-",
) -> None:
    """Write the AsyncAPI 3.0 document of every channel, generated from the contracts."""
    import json

    from memstream.services.cli.asyncapi import asyncapi_document

    text = json.dumps(asyncapi_document(), indent=2)
    if out == "-":
        typer.echo(text)
    else:
        with open(out, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
        console.print(f"wrote {out}")


graph_app = typer.Typer(help="Graph partitions (DuckDB projections of EVENTS).")
app.add_typer(graph_app, name="graph")


@graph_app.command("rebuild")
def graph_rebuild(
    partition: Annotated[
        int | None, typer.Option(help="Partition to rebuild; default: every partition.")
    ] = None,
) -> None:
    """Rebuild partition files from EVENTS (stop the replica that owns them first)."""
    from memstream.services.common.models.embed_client import EmbeddingClient
    from memstream.services.graph import GraphSettings, PartitionBusy, embedder_names, rebuild

    settings = CommonSettings()
    configure_logging(settings.log_level, settings.log_format)
    if settings.nats_url is None:
        raise typer.BadParameter("set MEMSTREAM_NATS_URL")
    url: str = settings.nats_url
    if partition is not None and not 0 <= partition < settings.partitions:
        raise typer.BadParameter(f"partition must be within 0..{settings.partitions - 1}")
    targets = [partition] if partition is not None else list(range(settings.partitions))

    async def go() -> None:
        nc = await connect(url, "memstream-graph-rebuild", settings.request_timeout_s, settings)
        cfg = GraphSettings()
        # Same resolution as the service, so the rebuilt tables equal the incremental ones.
        embed = (
            embedder_names(EmbeddingClient(nc, settings.request_timeout_s))
            if cfg.vector_resolution
            else None
        )
        try:
            for p in targets:
                try:
                    result = await rebuild(
                        nc,
                        nc.jetstream(),
                        settings.data_dir,
                        p,
                        settings.partitions,
                        cfg,
                        embed,
                    )
                except PartitionBusy as exc:
                    console.print(f"[red]partition {p}: {exc}[/]")
                    raise typer.Exit(1) from exc
                console.print(
                    f"partition {p}: {result.events} events, applied seq "
                    f"{result.applied_seq} → {result.path}"
                )
        finally:
            await nc.close()

    asyncio.run(go())


@app.command()
def demo(
    url: Annotated[
        str | None, typer.Option(help="NATS URL of a running memstream (`make run`).")
    ] = None,
) -> None:
    """Publish a short sample conversation and print the context for a few questions.

    Exits 1 when a question's first memory is not the right answer.
    """
    from memstream.contracts.errors import MemstreamError
    from memstream.services.cli.demo import Answer, create_demo_key, demo_tenant, run_demo
    from memstream.services.cli.stack import credentials

    settings = CommonSettings()
    target = _nats_url(settings, url)

    async def go() -> list[Answer]:
        api_key = None
        if credentials(settings):  # a secure server: the demo is an agent with its own key
            nc = await connect(target, "memstream-demo", settings.request_timeout_s, settings)
            try:
                api_key = await create_demo_key(nc, demo_tenant())
            finally:
                await nc.close()
        return await run_demo(target, Console(), api_key)

    try:
        answers = asyncio.run(go())
    except MemstreamError as exc:
        console.print(f"[red]error:[/] {exc}", highlight=False)
        if exc.code == "unauthorized":
            # The demo logs in as the service user `make run` wrote under its data dir.
            console.print(
                "the demo finds the server's credentials under MEMSTREAM_DATA_DIR "
                "(./data): run it where `make run` runs, or set MEMSTREAM_DATA_DIR",
                highlight=False,
            )
        raise typer.Exit(2) from None
    if not all(a.correct for a in answers):
        raise typer.Exit(1)


@app.command()
def report(
    tenant: Annotated[str, typer.Argument(help="Tenant to report on.")],
    days: Annotated[int, typer.Option(help="Analytics window in days.")] = 30,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON report.")] = False,
    url: Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")] = None,
) -> None:
    """A tenant's health report (items, staleness, growth, tiers, cost, rejections, jobs)."""
    from memstream.services.cli.views import fetch_report, render_report

    settings = CommonSettings()

    async def go() -> None:
        nc = await connect(
            _nats_url(settings, url), "memstream-report", settings.request_timeout_s, settings
        )
        try:
            result = await fetch_report(nc, tenant, days, timeout=120)
        finally:
            await nc.close()
        if as_json:
            typer.echo(result.model_dump_json(indent=2))
        else:
            render_report(result, Console())

    asyncio.run(go())


@app.command()
def restore(
    tenant: Annotated[str, typer.Argument(help="Tenant whose cold items to restore.")],
    item: Annotated[
        list[str] | None, typer.Option(help="Item id to restore (repeatable; default: all).")
    ] = None,
    url: Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")] = None,
) -> None:
    """Bring items back from the cold archive (Parquet) into active memory."""
    from memstream.services.cli.views import restore_items

    settings = CommonSettings()

    async def go() -> None:
        nc = await connect(
            _nats_url(settings, url), "memstream-restore", settings.request_timeout_s, settings
        )
        try:
            result = await restore_items(nc, tenant, item, timeout=600)
        finally:
            await nc.close()
        console.print(
            f"restored {result.restored} item(s) ({result.reinserted} re-created) "
            f"from {len(result.files)} file(s)"
        )

    asyncio.run(go())


@app.command("import")
def import_history(
    file: Annotated[
        Path,
        typer.Argument(
            help="JSON Lines, one TurnIn per line, in conversation order.",
            exists=True,
            dir_okay=False,
        ),
    ],
    tenant: Annotated[str, typer.Option(help="Tenant of the turns (every line must name it).")],
    window: Annotated[
        int, typer.Option(min=2, help="Most turns sent ahead of the episode indexer.")
    ] = 64,
    timeout: Annotated[
        float, typer.Option(min=1, help="Longest wait for the indexer to catch up, seconds.")
    ] = 300.0,
    url: Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")] = None,
) -> None:
    """Import a tenant's history without holding up other tenants' new turns.

    Every line is checked first (a bad line stores nothing, exit 2). Running it again after
    a stop stores only what is missing.
    """
    from memstream.contracts.errors import MemstreamError
    from memstream.services.cli.importer import ImportFileError, import_turns, read_turns

    settings = CommonSettings()
    try:
        turns = read_turns(file, tenant)
    except ImportFileError as exc:
        console.print(f"[red]error:[/] {file}: {exc}", highlight=False)
        raise typer.Exit(2) from None

    async def go() -> None:
        nc = await connect(
            _nats_url(settings, url), "memstream-import", settings.request_timeout_s, settings
        )
        try:
            done = await import_turns(nc, tenant, turns, window, timeout)
        finally:
            await nc.close()
        console.print(
            f"imported {done.turns} turn(s) for {tenant} in {done.seconds:.1f} s "
            f"({done.already_stored} already stored); every one is searchable"
        )

    try:
        asyncio.run(go())
    except MemstreamError as exc:
        console.print(f"[red]error:[/] {exc}", highlight=False)
        raise typer.Exit(1) from None


app.add_typer(keys_app, name="keys")
app.add_typer(budgets_app, name="budgets")
app.add_typer(dlq_app, name="dlq")
app.command("mcp")(mcp_command)

jobs_app = typer.Typer(help="Scheduler jobs (nightly, weekly, monthly).")
app.add_typer(jobs_app, name="jobs")


@jobs_app.command("run")
def jobs_run(
    job: Annotated[str, typer.Argument(help="nightly | weekly | monthly")],
    force: Annotated[bool, typer.Option(help="Run even if this slot already ran.")] = False,
    tenant: Annotated[list[str] | None, typer.Option(help="Only this tenant (repeatable).")] = None,
    url: Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")] = None,
) -> None:
    """Run a job now on the scheduler, with a progress bar over its tenants."""
    from memstream.services.cli.views import render_run, run_job

    if job not in ("nightly", "weekly", "monthly"):
        raise typer.BadParameter("job must be nightly, weekly or monthly")
    settings = CommonSettings()

    async def go() -> None:
        nc = await connect(
            _nats_url(settings, url), "memstream-jobs", settings.request_timeout_s, settings
        )
        try:
            result = await run_job(nc, job, force, tenant, 3600, console)  # type: ignore[arg-type]
        finally:
            await nc.close()
        render_run(result, console)

    asyncio.run(go())


def main() -> None:
    app()


if __name__ == "__main__":
    main()

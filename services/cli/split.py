"""`memstream up --split`: every service as its own OS process against one nats-server.

The supervisor process runs what `memstream up` runs minus the services (the embedded
nats-server with its secrets, the streams, the operator key: `Stack` with no services),
then starts the planned children (`split_plan.py`) under a `Supervisor` and prints where
each one is. The plan's processes are what Kubernetes pods would be.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Sequence
from typing import Any

import typer
from rich.console import Console

from memstream.services.cli.registry import SERVICES
from memstream.services.cli.split_plan import (
    PlanError,
    ProcessSpec,
    SplitSettings,
    assign_ports,
    plan_processes,
)
from memstream.services.cli.stack import Stack, StackInfo
from memstream.services.cli.supervisor import (
    STATUS_FILE,
    Child,
    Supervisor,
    SupervisorFailed,
    supervisor_for,
)
from memstream.services.common.runtime.nats_server import free_port
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.gateway import GatewaySettings
from memstream.services.graph import GraphSettings


def split_plan(
    settings: CommonSettings, split: SplitSettings, *, pick_free: bool = True
) -> list[ProcessSpec]:
    """The process plan for these settings; `pick_free=False` leaves port 0 as "any"."""
    plan = plan_processes(
        list(SERVICES),
        qdrant_server=settings.vector_store_backend == "server",
        graph_replicas=GraphSettings().replicas,
        partitions=settings.partitions,
        replicas=split.replicas,
        enrich_nice=split.enrich_nice,
    )
    return assign_ports(
        plan,
        settings.http_port,
        GatewaySettings().port,
        (lambda: free_port(settings.http_host)) if pick_free else (lambda: 0),
    )


def columns(rows: Sequence[Sequence[str]]) -> list[str]:
    """Rows as left-aligned plain-text columns: never wrapped, so URLs stay copyable."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


def render_plan(plan: Sequence[ProcessSpec]) -> str:
    """The plan as a table: what `--print-plan` shows."""
    rows = [("process", "stage", "metrics", "gateway", "services", "env")]
    for spec in plan:
        gateway = "-" if spec.gateway_port is None else str(spec.gateway_port or "any")
        rows.append(
            (
                spec.name,
                str(spec.stage),
                str(spec.http_port or "any"),
                gateway,
                " ".join(spec.services),
                " ".join(f"{k}={v}" for k, v in spec.env.items()),
            )
        )
    return "\n".join(columns(rows))


def render_processes(info: StackInfo, children: Sequence[Child], console: Console) -> None:
    """Print the split banner in one write: a reader that sees its first line sees all."""
    lines = [
        f"[bold green]memstream is up[/] (split: {len(children)} processes)",
        f"  NATS URL:    {info.nats_url}",
        f"  metrics URL: {info.metrics_url}  (supervisor pid {os.getpid()})",
        f"  data dir:    {info.data_dir}",
    ]
    for child in children:
        if child.gateway_url is not None:
            lines.append(f"  HTTP API:    {child.gateway_url}  (/docs, /mcp, /ui/login)")
    if info.nats_server_pid is not None:
        lines.append(f"  nats-server pid: {info.nats_server_pid} (embedded)")
    if info.admin_key_file is not None:
        lines.append(f"  admin key:   {info.admin_key_file}")
    lines.append(f"  processes:   {os.path.join(info.data_dir, STATUS_FILE)}")
    rows = [("process", "pid", "metrics URL", "services")]
    rows += [(c.spec.name, str(c.pid), c.metrics_url, " ".join(c.spec.services)) for c in children]
    lines += [f"  {line}" for line in columns(rows)]
    lines.append("  Ctrl-C to stop.")
    console.print("\n".join(lines), soft_wrap=True, highlight=False)


async def serve_split(
    stack: Stack, plan: Sequence[ProcessSpec], split: SplitSettings, console: Console
) -> int:
    """Run the supervisor until SIGINT/SIGTERM (exit 0) or a child keeps failing (1)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        info = await stack.start()
        settings = stack.settings
        password = settings.nats_password.get_secret_value() if settings.nats_password else None

        def restarted(child: Child, code: int | None) -> None:
            console.print(
                f"[yellow]{child.spec.name}[/] exited (code {code}); restarted as pid "
                f"{child.pid} (restart {child.restarts})"
            )

        supervisor = supervisor_for(
            plan,
            split,
            settings.data_dir,
            info.nats_url,
            settings.nats_user,
            password,
            on_restart=restarted,
        )
        try:
            return await _supervise(supervisor, stop, info, console)
        finally:
            console.print("stopping…")
            await supervisor.stop(settings.graceful_timeout_s + 5)
    finally:
        await stack.stop()


async def _supervise(
    supervisor: Supervisor, stop: asyncio.Event, info: StackInfo, console: Console
) -> int:
    stopping = asyncio.create_task(stop.wait())
    starting = asyncio.create_task(supervisor.start())
    try:
        await asyncio.wait({stopping, starting}, return_when=asyncio.FIRST_COMPLETED)
        if stopping.done():
            return 0
        try:
            starting.result()
        except SupervisorFailed as exc:
            console.print(f"[red]memstream --split failed:[/] {exc}")
            return 1
        render_processes(info, supervisor.children, console)
        running: set[asyncio.Future[Any]] = {stopping, supervisor.failed}
        await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
        if supervisor.failed.done():
            console.print(f"[red]memstream --split failed:[/] {supervisor.failed.result()}")
            return 1
        return 0
    finally:
        for task in (stopping, starting):
            task.cancel()


def up_split(settings: CommonSettings, print_plan: bool, console: Console) -> int:
    """`memstream up --split [--print-plan]`; returns the exit code."""
    split = SplitSettings()
    try:
        plan = split_plan(settings, split, pick_free=not print_plan)
    except PlanError as exc:
        raise typer.BadParameter(str(exc)) from exc
    if print_plan:
        typer.echo(render_plan(plan))
        return 0
    stack = Stack(settings, [], embedded_nats=settings.nats_url is None)
    # Plain asyncio: the supervisor does little, and its children need preexec_fn.
    return asyncio.run(serve_split(stack, plan, split, console))

"""How `memstream up` and `memstream run` serve a stack: the banner, the loop, the stop."""

from __future__ import annotations

import asyncio
import gc
import signal
from collections.abc import Coroutine, Sequence
from typing import Any

import typer
from rich.console import Console

from memstream.services.cli.split_plan import ProcessSpec
from memstream.services.cli.stack import Stack, StackInfo
from memstream.services.common.runtime.settings import CommonSettings

console = Console(stderr=True)


def print_info(info: StackInfo) -> None:
    """Print the banner in one write: a reader that sees its first line sees all of it."""
    lines = [
        f"[bold green]memstream is up[/] ({', '.join(info.services)})",
        f"  NATS URL:    {info.nats_url}",
        f"  metrics URL: {info.metrics_url}",
        f"  data dir:    {info.data_dir}",
    ]
    if info.gateway_url is not None:
        lines.append(f"  HTTP API:    {info.gateway_url}  (/docs, /mcp, /ui/login)")
    if info.nats_server_pid is not None:
        lines.append(f"  nats-server pid: {info.nats_server_pid} (embedded)")
    if info.admin_key_file is not None:
        lines.append(f"  admin key:   {info.admin_key_file}")
    for name, pid, metrics_url in info.children:
        lines.append(f"  {name}:    pid {pid}, metrics URL {metrics_url}  (own process)")
    lines.append("  Ctrl-C to stop.")
    # Never wrapped and never highlighted: scripts (and people) copy paths and URLs from it.
    console.print("\n".join(lines), soft_wrap=True, highlight=False)


def run_service(main: Coroutine[Any, Any, None]) -> None:
    """Run a long-lived service process on uvloop where it is installed.

    nats.py does its per-message work in event-loop callbacks; uvloop's loop and
    transports make that work cheaper, which the request-reply hot path (ingest) feels.
    """
    try:
        import uvloop
    except ImportError:
        asyncio.run(main)
        return
    uvloop.run(main)


def tune_gc() -> None:
    """Make cyclic garbage collection cheap for a request-serving process.

    Start-up leaves a large heap (modules, schemas, clients) that lives as long as the
    process: frozen, later collections skip it. Each request allocates a few hundred
    short-lived containers, so at the default gen-0 threshold (700) a collection ran
    every couple of requests; measured on ingest, GC took ~5% of the process's CPU.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)


async def serve(stack: Stack) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    children = None
    try:
        info = await stack.start()
        if stack.settings.banner:
            print_info(info)
        children = stack.apart.supervisor if stack.apart is not None else None
        tune_gc()
        waits: list[asyncio.Future[Any]] = [asyncio.ensure_future(stop.wait())]
        if stack.keeper is not None:
            waits.append(asyncio.ensure_future(stack.keeper.gave_up.wait()))
        if children is not None:
            # Shielded: cancelling this wait must not cancel the supervisor's own future.
            waits.append(asyncio.ensure_future(asyncio.shield(children.failed)))
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for waiting in waits:
            waiting.cancel()
        console.print("stopping…")
    finally:
        await stack.stop()
    if stack.keeper is not None and stack.keeper.gave_up.is_set():
        console.print("[red]error:[/] the embedded nats-server died and could not be restarted")
        raise typer.Exit(1)
    if children is not None and children.failed.done():
        console.print(f"[red]error:[/] {children.failed.result()}")
        raise typer.Exit(1)


def stack_of(
    names: list[str],
    settings: CommonSettings,
    embedded: bool,
    apart: Sequence[ProcessSpec] = (),
) -> Stack:
    from memstream.services.cli.registry import SERVICES

    unknown = [n for n in names if n not in SERVICES]
    if unknown:
        raise typer.BadParameter(f"unknown service(s) {unknown}; known: {sorted(SERVICES)}")
    if len(set(names)) != len(names):
        raise typer.BadParameter(f"a service named twice: {names}")
    # Registry order, whatever the command line's: it is the start-up order.
    ordered = [name for name in SERVICES if name in names]
    return Stack(settings, [SERVICES[n]() for n in ordered], embedded_nats=embedded, apart=apart)

"""What `memstream report`, `memstream jobs run` and `memstream restore` do and print."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TypeVar

from nats.aio.client import Client
from nats.aio.msg import Msg
from pydantic import BaseModel, TypeAdapter
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from memstream.contracts import subjects as s
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.scheduler import (
    HealthReport,
    JobName,
    JobProgress,
    JobRunReply,
    JobRunRequest,
    ReportRequest,
    RestoreReply,
    RestoreRequest,
)

T = TypeVar("T", bound=BaseModel)


async def _ask(nc: Client, subject: str, request: BaseModel, reply: type[T], timeout: float) -> T:
    msg = await nc.request(subject, request.model_dump_json().encode(), timeout=timeout)
    parsed: T | ErrorReply = TypeAdapter(reply | ErrorReply).validate_json(msg.data)  # type: ignore[arg-type]
    if isinstance(parsed, ErrorReply):
        raise MemstreamError(parsed)
    return parsed


def _counts_table(title: str, counts: dict[str, int] | dict[str, float]) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column("what")
    table.add_column("count", justify="right")
    for key, value in counts.items():
        table.add_row(key, f"{value:g}" if isinstance(value, float) else str(value))
    return table


def render_report(report: HealthReport, console: Console) -> None:
    console.print(
        f"[bold]Health report[/] tenant [cyan]{report.tenant_id}[/] — "
        f"{report.generated_at:%Y-%m-%d %H:%M} UTC, analytics over {report.window_days} days"
    )
    console.print(_counts_table("Items by status", report.items_by_status))
    console.print(_counts_table("Active items by days since last access", report.stale_by_age))
    growth = Table(title="Growth (items created per week)", title_justify="left")
    growth.add_column("week")
    growth.add_column("items", justify="right")
    for week, n in report.growth_by_week:
        growth.add_row(week, str(n))
    console.print(growth)
    tiers = Table(title="Retrieval tiers", title_justify="left")
    tiers.add_column("tier")
    tiers.add_column("contexts", justify="right")
    tiers.add_column("share", justify="right")
    for tier, n in sorted(report.tier_hits.items()):
        tiers.add_row(tier, str(n), f"{report.tier_hit_rates.get(tier, 0.0):.1%}")
    console.print(tiers)
    console.print(
        _counts_table(
            "Cost and write path",
            {
                "contexts served": report.contexts,
                "cost units": report.cost_units,
                "cost per turn": report.cost_per_turn,
                "LLM tokens": report.llm_tokens,
                "merges": report.merges,
                "episodes": report.episodes,
            },
        )
    )
    console.print(_counts_table("Write-gate rejections by reason", report.gate_rejections))
    jobs = Table(title="Jobs", title_justify="left")
    for column in ("job", "status", "last slot", "last run", "counts"):
        jobs.add_column(column)
    for rec in report.jobs:
        jobs.add_row(
            rec.job,
            rec.status,
            f"{rec.last_slot:%Y-%m-%d %H:%M}" if rec.last_slot else "never",
            f"{rec.last_run_at:%Y-%m-%d %H:%M}" if rec.last_run_at else "never",
            ", ".join(f"{k}={v}" for k, v in rec.counts.items() if not k.endswith("_ms")),
        )
    console.print(jobs)
    history = Table(title="Job history (this tenant)", title_justify="left")
    for column in ("job", "finished", "counts"):
        history.add_column(column)
    for row in report.job_history:
        history.add_row(
            row.job,
            f"{row.finished_at:%Y-%m-%d %H:%M}",
            ", ".join(f"{k}={v}" for k, v in row.counts.items() if not k.endswith("_ms")),
        )
    console.print(history)


async def fetch_report(nc: Client, tenant: str, days: int, timeout: float) -> HealthReport:
    return await _ask(
        nc, s.scheduler_report(tenant), ReportRequest(days=days), HealthReport, timeout
    )


async def run_job(
    nc: Client,
    job: JobName,
    force: bool,
    tenants: Sequence[str] | None,
    timeout: float,
    console: Console,
) -> JobRunReply:
    """Ask the scheduler to run `job` and show its progress, tenant by tenant."""
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=False,
    ) as progress:
        task = progress.add_task(f"{job}", total=None)

        async def on_progress(msg: Msg) -> None:
            p = JobProgress.model_validate_json(msg.data)
            progress.update(task, total=p.total, completed=p.done)

        sub = await nc.subscribe(s.scheduler_progress(job), cb=on_progress)
        try:
            request = JobRunRequest(
                job=job, force=force, tenants=list(tenants) if tenants else None
            )
            reply = await _ask(nc, s.scheduler_run(), request, JobRunReply, timeout)
            await asyncio.sleep(0)  # let the last progress message render
        finally:
            await sub.unsubscribe()
    return reply


def render_run(reply: JobRunReply, console: Console) -> None:
    if not reply.ran:
        console.print(f"[yellow]{reply.job} did not run[/]: {reply.message}")
    console.print(
        f"{reply.job}: {reply.status}, slot {reply.slot:%Y-%m-%d %H:%M} UTC, "
        f"{reply.tenants} tenant(s), {reply.duration_s:.1f} s"
    )
    if reply.failed_tenants:
        console.print(f"[red]failed tenants:[/] {', '.join(reply.failed_tenants)}")
    console.print(_counts_table("Counts", reply.counts))


async def restore_items(
    nc: Client, tenant: str, ids: Sequence[str] | None, timeout: float
) -> RestoreReply:
    request = RestoreRequest(item_ids=list(ids) if ids else None)
    return await _ask(nc, s.scheduler_restore(tenant), request, RestoreReply, timeout)

"""`memstream up --split` as a real subprocess: start it, read its process table, stop it."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

from memstream.services.cli.supervisor import STATUS_FILE
from tests.support.polling import eventually

ROOT = Path(__file__).parents[2]


@dataclass(slots=True)
class SplitRun:
    proc: asyncio.subprocess.Process
    data_dir: Path
    log: Path

    def status(self) -> dict[str, Any]:
        """`processes.json` as the supervisor last wrote it ({} before the first write)."""
        path = self.data_dir / STATUS_FILE
        try:
            doc: dict[str, Any] = json.loads(path.read_text())
        except (FileNotFoundError, json.JSONDecodeError):
            return {}
        return doc

    def processes(self) -> dict[str, dict[str, Any]]:
        return {p["name"]: p for p in self.status().get("processes", [])}

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


def nice_of(pid: int) -> int:
    """A process's nice value: field 19 of /proc/<pid>/stat (the command name, which may
    hold spaces and parentheses, ends at the last ") ")."""
    with open(f"/proc/{pid}/stat") as fh:
        return int(fh.read().rsplit(") ", 1)[1].split()[16])


async def start_split(
    data_dir: Path, env: Mapping[str, str] | None = None, *, split: bool = True
) -> SplitRun:
    """Start the supervisor on free ports with its own data dir; output goes to a file
    (a pipe nobody reads would stall every child writing a log line to it). `split=False`
    starts plain `memstream up`, whose supervised children are its apart services."""
    log = data_dir.parent / f"{data_dir.name}.log"
    full_env = {
        **os.environ,
        "MEMSTREAM_DATA_DIR": str(data_dir),
        "MEMSTREAM_EMBEDDED_NATS_PORT": "0",
        "MEMSTREAM_HTTP_PORT": "0",
        "MEMSTREAM_GATEWAY_PORT": "0",
        "MEMSTREAM_LOG_FORMAT": "text",
        **(env or {}),
    }
    full_env.pop("MEMSTREAM_NATS_URL", None)
    with open(log, "wb") as out:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "memstream.services.cli.main",
            *(("up", "--split") if split else ("up",)),
            cwd=ROOT,
            env=full_env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=out,
            stderr=out,
            start_new_session=True,
        )
    return SplitRun(proc, data_dir, log)


async def ready(url: str) -> bool:
    try:
        async with httpx.AsyncClient(timeout=2.0) as http:
            return (await http.get(url)).status_code == 200
    except httpx.HTTPError:
        return False


async def all_ready(run: SplitRun, names: list[str]) -> bool:
    procs = run.processes()
    if any(name not in procs or procs[name]["pid"] is None for name in names):
        return False
    urls = [procs[name]["metrics_url"].replace("/metrics", "/readyz") for name in names]
    return all(await asyncio.gather(*(ready(url) for url in urls)))


async def wait_all_ready(run: SplitRun, names: list[str], timeout: float) -> None:
    async def probe() -> bool:
        if run.proc.returncode is not None:
            raise AssertionError(f"the supervisor exited early:\n{run.log_text()[-3000:]}")
        return await all_ready(run, names)

    await eventually(probe, timeout=timeout, interval=0.2, what=f"{names} ready")


async def metric_total(metrics_url: str, name: str) -> float:
    """Sum of every sample of counter `name` (all labels) one process exports."""
    async with httpx.AsyncClient(timeout=5.0) as http:
        text = (await http.get(metrics_url)).text
    return sum(
        sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == name
    )


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(") ")[1][0] != "Z"  # a zombie is not running
    except FileNotFoundError:
        return False


async def stop_split(run: SplitRun, timeout: float = 60.0) -> int:
    """SIGTERM, as a pod's stop or `kill` sends; the supervisor's exit code."""
    if run.proc.returncode is None:
        os.kill(run.proc.pid, signal.SIGTERM)
    try:
        return await asyncio.wait_for(run.proc.wait(), timeout)
    except TimeoutError:
        os.killpg(run.proc.pid, signal.SIGKILL)
        await run.proc.wait()
        raise

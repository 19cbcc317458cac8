"""The split-mode supervisor against real child processes (a stand-in for `memstream run`)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from memstream.services.cli.split_plan import ProcessSpec, SplitSettings, child_env
from memstream.services.cli.supervisor import (
    Child,
    Supervisor,
    SupervisorFailed,
    http_status,
)
from memstream.services.common.runtime.nats_server import free_port
from tests.support.polling import eventually
from tests.support.split import nice_of

FAKE = Path(__file__).parents[1] / "support" / "fake_child.py"
FAST = SplitSettings(restart_backoff_s=0.05, max_backoff_s=0.2, max_failures=2, ready_timeout_s=30)


def _child(name: str, stage: int, **fake: str) -> Child:
    env = {f"FAKE_{k.upper()}": v for k, v in fake.items()}
    spec = ProcessSpec(name, ("fake",), stage, env, http_port=free_port())
    return Child(spec, child_env(spec, os.environ, "nats://127.0.0.1:1", None, None))


def _supervisor(children: list[Child], tmp_path: Path, settings: SplitSettings) -> Supervisor:
    return Supervisor(
        children,
        settings,
        tmp_path / "processes.json",
        {"supervisor_pid": os.getpid()},
        command=lambda spec: [sys.executable, str(FAKE)],
    )


def _status(tmp_path: Path) -> Mapping[str, dict[str, object]]:
    doc = json.loads((tmp_path / "processes.json").read_text())
    return {p["name"]: p for p in doc["processes"]}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie (exited, not yet reaped) is not running either.
    with open(f"/proc/{pid}/stat") as fh:
        return fh.read().split(") ")[1][0] != "Z"


async def test_stages_start_in_order_and_a_killed_child_comes_back(tmp_path: Path) -> None:
    first = _child("first-0", 0, ready_after_s="0.5")
    # Exits 4 if the first stage is not ready when it starts: a restart would show it.
    second = _child("second-0", 1, needs=first.ready_url)
    supervisor = _supervisor([first, second], tmp_path, FAST)
    try:
        await supervisor.start()
        assert (first.restarts, second.restarts) == (0, 0)
        status = _status(tmp_path)
        assert status["second-0"]["pid"] == second.pid
        assert status["second-0"]["metrics_url"] == second.metrics_url
        old = second.pid
        assert old is not None
        os.kill(old, signal.SIGKILL)
        await eventually(
            lambda: http_status(second.ready_url),
            until=lambda code: second.restarts == 1 and code == 200,
            timeout=20,
            what="the killed child restarted and ready",
        )
        assert second.pid != old and _status(tmp_path)["second-0"]["restarts"] == 1
        assert not supervisor.failed.done()
    finally:
        await supervisor.stop(timeout=5)
    pids = [c.pid for c in (first, second)]
    assert all(pid is not None and not _alive(pid) for pid in pids)
    assert not (tmp_path / "processes.json").exists()


async def test_a_child_that_keeps_failing_fails_the_run(tmp_path: Path) -> None:
    crash = _child("crash-0", 0, mode="crash")
    supervisor = _supervisor([crash], tmp_path, FAST)
    try:
        with pytest.raises(SupervisorFailed, match="crash-0 failed 3 times in a row"):
            await supervisor.start()
        assert crash.restarts == FAST.max_failures
        assert crash.proc is not None and crash.proc.returncode == 3
    finally:
        await supervisor.stop(timeout=5)


async def test_a_child_that_ignores_sigterm_is_killed_at_the_timeout(tmp_path: Path) -> None:
    stubborn = _child("stubborn-0", 0, mode="stubborn")
    supervisor = _supervisor([stubborn], tmp_path, FAST)
    await supervisor.start()
    await supervisor.stop(timeout=0.5)
    assert stubborn.proc is not None and stubborn.proc.returncode == -signal.SIGKILL
    assert stubborn.restarts == 0  # a stop is not a failure to restart


SUPERVISOR_SCRIPT = """
import asyncio, os, sys
from pathlib import Path
from memstream.services.cli.split_plan import ProcessSpec, SplitSettings, child_env
from memstream.services.cli.supervisor import Child, Supervisor
from memstream.services.common.runtime.nats_server import free_port

async def main():
    specs = [ProcessSpec(f"fake-{k}", ("fake",), 0, http_port=free_port()) for k in range(2)]
    children = [Child(s, child_env(s, os.environ, "nats://127.0.0.1:1", None, None)) for s in specs]
    status = Path(sys.argv[1])
    fake = [sys.executable, sys.argv[2]]
    sup = Supervisor(children, SplitSettings(), status, {}, command=lambda s: fake)
    await sup.start()
    await asyncio.Event().wait()

asyncio.run(main())
"""


async def test_children_die_with_a_killed_supervisor(tmp_path: Path) -> None:
    status = tmp_path / "processes.json"
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", SUPERVISOR_SCRIPT, str(status), str(FAKE), cwd=FAKE.parents[2]
    )
    try:

        async def pids() -> list[int]:
            if not status.exists():
                return []
            found = [p["pid"] for p in json.loads(status.read_text())["processes"]]
            return found if all(found) else []

        children = await eventually(pids, until=lambda found: len(found) == 2, timeout=30)
        assert all(_alive(pid) for pid in children)
    finally:
        proc.kill()  # SIGKILL: no handler of the supervisor's runs
        await proc.wait()

    async def running() -> list[int]:
        return [pid for pid in children if _alive(pid)]

    await eventually(
        running,
        until=lambda alive: alive == [],
        timeout=10,
        what="children of a killed supervisor exit",
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
async def test_an_enrichment_child_runs_at_its_lower_priority(tmp_path: Path) -> None:
    plain = _child("plain-0", 0)
    lowered = _child("lowered-0", 0)
    lowered.spec = replace(lowered.spec, nice=7)
    supervisor = _supervisor([plain, lowered], tmp_path, FAST)
    try:
        await supervisor.start()
        assert plain.pid is not None and lowered.pid is not None
        own = os.getpriority(os.PRIO_PROCESS, 0)
        assert nice_of(plain.pid) == own
        assert nice_of(lowered.pid) == min(own + 7, 19)
    finally:
        await supervisor.stop(timeout=5)

"""A hung asyncio test fails after the timeout, names the coroutine it waits in, and the
tests after it still run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HUNG = """
import asyncio

async def waits_for_an_event_nobody_sets():
    await asyncio.Event().wait()

async def test_hangs():
    await waits_for_an_event_nobody_sets()

async def test_runs_after_it():
    await asyncio.sleep(0)
"""


def test_a_hung_test_fails_and_names_where_it_waits(tmp_path: Path) -> None:
    (tmp_path / "test_hung.py").write_text(HUNG)
    options = {
        "timeout": "1",
        "timeout_method": "signal",
        "asyncio_mode": "auto",
        "asyncio_default_fixture_loop_scope": "session",
        "asyncio_default_test_loop_scope": "session",
    }
    args = [arg for name, value in options.items() for arg in ("-o", f"{name}={value}")]
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "tests.support.watchdog",
            "-c",
            "/dev/null",
            "--rootdir",
            str(tmp_path),
            *args,
            str(tmp_path / "test_hung.py"),
        ],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed, 1 passed" in done.stdout
    assert "Timeout >1.0s" in done.stdout
    assert "waits_for_an_event_nobody_sets (" in done.stdout

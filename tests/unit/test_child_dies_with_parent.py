"""A child started with `die_with_parent` (the nats-server and supervised children) ends
when the process that started it does, though that process was killed and never stopped it."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.polling import eventually

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux's")

# A parent that starts `sleep` with the hook, from a thread of its own besides, says the
# child's pid, and is then killed (os._exit: nothing is cleaned up).
_PARENT = """
import os, subprocess, sys, threading
from memstream.services.common.runtime.nats_server import die_with_parent
busy = threading.Thread(target=lambda: [sum(range(1000)) for _ in range(10**6)], daemon=True)
busy.start()
child = subprocess.Popen(["sleep", "600"], preexec_fn=die_with_parent)
print(child.pid, flush=True)
os._exit(0)
"""


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


async def test_the_child_ends_with_the_process_that_started_it() -> None:
    parent = subprocess.run(
        [sys.executable, "-c", _PARENT], capture_output=True, text=True, timeout=60, check=True
    )
    pid = int(parent.stdout.strip())
    await eventually(
        lambda: asyncio.sleep(0, not _alive(pid)), timeout=10, what=f"sleep {pid} ending"
    )

"""`memstream up` with the embedder in a supervised child process of its own.

The in-process services reach the child over NATS as they reached the in-process embedder:
a turn published to the stack becomes searchable. The child is killed with SIGKILL: the
supervisor starts a new one, the stack keeps running, and the next turn is searchable too.
SIGTERM stops the stack with exit code 0 and leaves no child behind.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from memstream.contracts.client import MemoryClient
from memstream.services.cli.secure import read_key
from tests.support.polling import eventually
from tests.support.split import (
    SplitRun,
    alive,
    metric_total,
    start_split,
    stop_split,
    wait_all_ready,
)

pytestmark = pytest.mark.integration


async def searchable(client: MemoryClient, turn: int, word: str) -> None:
    """Publish a turn carrying `word` and ask for it back (read-your-writes)."""
    ack = await client.publish_turn("s1", turn, user_input=f"my locker code word is {word}")
    context = await client.context(f"what is my locker code word {word}?", after=ack)
    assert any(word in item.text for item in context.items), context.items


async def test_up_runs_the_embedder_apart_and_restarts_it(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    run: SplitRun = await start_split(data_dir, split=False)
    try:
        await wait_all_ready(run, ["embedder"], timeout=120)

        async def banner_printed() -> bool:
            # Its last line: the banner is one write, but wait for all of it regardless.
            return "Ctrl-C to stop." in run.log_text()

        await eventually(banner_printed, timeout=120, what="the banner")
        banner = run.log_text()
        first = run.processes()["embedder"]
        assert f"pid {first['pid']}, metrics URL {first['metrics_url']}" in banner
        # One banner, the parent's: the child prints none of its own.
        assert banner.count("memstream is up") == 1
        # The services stayed in the parent, minus the embedder.
        assert "memstream is up (ingest, indexer" in banner
        assert "embedder," not in banner.split("memstream is up", 1)[1].splitlines()[0]

        admin = read_key(data_dir / "secrets" / "admin.key")
        url = run.status()["nats_url"]
        async with await MemoryClient.connect(url, "apart-a", api_key=admin, timeout=30) as c:
            await searchable(c, 0, "zqfirstvex")
            served = await metric_total(first["metrics_url"], "memstream_embed_requests_total")
            assert served > 0  # the child embedded the turn and the query

            os.kill(int(first["pid"]), signal.SIGKILL)

            async def replaced() -> bool:
                return run.processes()["embedder"]["pid"] not in (None, first["pid"])

            await eventually(replaced, timeout=60, what="a new embedder process")
            await wait_all_ready(run, ["embedder"], timeout=120)
            assert run.proc.returncode is None  # the stack itself kept running
            await searchable(c, 1, "zqsecondvex")
        second = int(run.processes()["embedder"]["pid"])
    finally:
        code = await stop_split(run)
    assert code == 0, run.log_text()[-3000:]
    assert not alive(second)
    assert "memstream stopped" in run.log_text()

"""`memstream report`, `memstream jobs run` and `memstream restore` against the test stack."""

from __future__ import annotations

import asyncio
import json
import sys

from memstream.contracts.client import MemoryClient
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer


async def _cli(*args: str) -> tuple[int, str, str]:
    # A child process, awaited without blocking: the stack answering it runs on this loop.
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memstream.services.cli.main",
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env={"COLUMNS": "160", "PATH": "/usr/bin:/bin"},
    )
    out, err = await proc.communicate()
    return proc.returncode or 0, out.decode(), err.decode()


async def test_report_prints_tables_and_json(
    client: MemoryClient, nats_server: EmbeddedNatsServer
) -> None:
    await client.publish_turn("c", 0, "I work at Initech as a tester.", "Ok.")
    code, out, err = await _cli("report", client.tenant_id, "--url", nats_server.url)
    assert code == 0, err
    for title in ("Health report", "Items by status", "Retrieval tiers", "Jobs"):
        assert title in out
    code, out, err = await _cli("report", client.tenant_id, "--json", "--url", nats_server.url)
    assert code == 0, err
    assert json.loads(out)["tenant_id"] == client.tenant_id


async def test_jobs_run_shows_progress_and_counts(
    client: MemoryClient, nats_server: EmbeddedNatsServer
) -> None:
    args = ["jobs", "run", "nightly", "--force", "--tenant", client.tenant_id]
    code, out, err = await _cli(*args, "--url", nats_server.url)
    assert code == 0, err
    assert "nightly: ok" in err and "1/1" in err and "tenants_ran" in err


async def test_restore_reports_what_it_restored(
    client: MemoryClient, nats_server: EmbeddedNatsServer
) -> None:
    code, _, err = await _cli("restore", client.tenant_id, "--url", nats_server.url)
    assert code == 0, err
    assert "restored 0 item(s)" in err

"""`memstream import FILE --tenant T` against the shared stack: the history is stored in
order and searchable when the command returns, a second run stores nothing twice, and a file
with a bad line stores nothing."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memstream.contracts.client import MemoryClient
from memstream.services.cli.main import app
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from tests.support.history import history

WHEN = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def lines(tenant: str, words: list[str]) -> list[str]:
    stamps = [f"Back then I collected {word} stamps." for word in words]
    return [turn.model_dump_json() for turn in history(tenant, stamps, WHEN, "imported")]


@pytest.fixture
def cli(stack: Stack, nats_server: EmbeddedNatsServer) -> CliRunner:
    return CliRunner(env={"MEMSTREAM_NATS_URL": nats_server.url, "COLUMNS": "250"})


async def run(cli: CliRunner, path: Path, tenant: str) -> tuple[int, str]:
    """The command in a thread of its own (its own event loop), so the stack's services,
    on this test's loop, keep answering meanwhile."""
    args = ["import", str(path), "--tenant", tenant, "--window", "4"]
    result = await asyncio.to_thread(cli.invoke, app, args)
    return result.exit_code, result.output


async def replayed(url: str, tenant: str) -> list[int]:
    async with await MemoryClient.connect(url, tenant, "a") as client:
        state = await client.replay("imported")
    return [t.turn_number for t in state.turns]


async def test_an_import_is_searchable_when_it_returns_and_a_rerun_stores_nothing_twice(
    cli: CliRunner, nats_server: EmbeddedNatsServer, unique: str, tmp_path: Path
) -> None:
    tenant = f"t{unique}"
    words = [f"zqst{n}vex" for n in range(7)]
    path = tmp_path / "history.jsonl"
    path.write_text("\n".join(lines(tenant, words)) + "\n\n")  # a blank line is skipped

    code, out = await run(cli, path, tenant)
    assert code == 0, out
    assert "imported 7 turn(s)" in out and "(0 already stored)" in out
    async with await MemoryClient.connect(nats_server.url, tenant, "a") as client:
        status = await client.wait_for(timeout=0)  # no waiting: already indexed
        assert status.indexed, status
        reply = await client.context(f"which stamps, {words[5]}?", now=WHEN)
        assert any(words[5] in item.text for item in reply.items), reply.items

    code, out = await run(cli, path, tenant)
    assert code == 0, out
    assert "imported 7 turn(s)" in out and "(7 already stored)" in out
    assert await replayed(nats_server.url, tenant) == list(range(7))


@pytest.mark.parametrize(
    ("bad_line", "said"),
    [
        ("{not json", "line 2"),
        (json.dumps({"tenant_id": "x"}), "line 2: agent_id"),
        ("OTHER", "line 2: the turn names tenant"),
    ],
)
async def test_a_file_with_a_bad_line_stores_nothing(
    cli: CliRunner,
    nats_server: EmbeddedNatsServer,
    unique: str,
    tmp_path: Path,
    bad_line: str,
    said: str,
) -> None:
    tenant = f"t{unique}"
    good = lines(tenant, ["first", "third"])
    if bad_line == "OTHER":
        bad_line = lines("someone-else", ["second"])[0]
    path = tmp_path / "history.jsonl"
    path.write_text("\n".join([good[0], bad_line, good[1]]))
    code, out = await run(cli, path, tenant)
    assert code == 2, out
    assert said in out
    assert await replayed(nats_server.url, tenant) == []

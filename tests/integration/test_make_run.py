"""`make run` end to end: start, serve a turn, Ctrl-C, no orphan, data kept for next start."""

from __future__ import annotations

import asyncio
import io
import os
import re
import signal
import stat
from pathlib import Path

import httpx
import nats
import pytest
from rich.console import Console

from memstream.contracts.client import MemoryClient
from memstream.services.cli.demo import create_demo_key, demo_tenant, run_demo
from memstream.services.cli.secure import read_key
from memstream.services.cli.stack import connect
from memstream.services.common.runtime.settings import CommonSettings

ROOT = Path(__file__).parents[2]
URL_LINE = re.compile(rb"NATS URL:\s+(nats://\S+)")
PID_LINE = re.compile(rb"nats-server pid:\s+(\d+)")
METRICS_LINE = re.compile(rb"metrics URL:\s+(http://\S+)")
ADMIN_KEY_LINE = re.compile(rb"admin key:\s+(\S+)")
HTTP_LINE = re.compile(rb"HTTP API:\s+(http://\S+)")


async def start_make_run(
    data_dir: Path,
) -> tuple[asyncio.subprocess.Process, str, int, str, Path, str]:
    env = {
        **os.environ,
        "MEMSTREAM_DATA_DIR": str(data_dir),
        "MEMSTREAM_EMBEDDED_NATS_PORT": "0",
        "MEMSTREAM_HTTP_PORT": "0",
        "MEMSTREAM_GATEWAY_PORT": "0",
        "MEMSTREAM_LOG_FORMAT": "text",
    }
    env.pop("MEMSTREAM_NATS_URL", None)
    # Its own process group, so the test can send Ctrl-C the way a terminal does.
    proc = await asyncio.create_subprocess_exec(
        "make",
        "--no-print-directory",
        "run",
        cwd=ROOT,
        env=env,
        stderr=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.DEVNULL,
        start_new_session=True,
    )
    assert proc.stderr is not None
    url = pid = metrics = admin_key = gateway = None
    while None in (url, pid, metrics, admin_key, gateway):
        line = await asyncio.wait_for(proc.stderr.readline(), timeout=120)
        assert line, "make run exited before printing its URLs"
        if m := URL_LINE.search(line):
            url = m.group(1).decode()
        if m := PID_LINE.search(line):
            pid = int(m.group(1))
        if m := METRICS_LINE.search(line):
            metrics = m.group(1).decode()
        if m := ADMIN_KEY_LINE.search(line):
            admin_key = Path(m.group(1).decode())
        if m := HTTP_LINE.search(line):
            gateway = m.group(1).decode()
    assert url and pid and metrics and admin_key and gateway
    return proc, url, pid, metrics, admin_key, gateway


async def http_get(url: str) -> tuple[int, bytes]:
    m = re.match(r"http://([^:/]+):(\d+)(/.*)", url)
    assert m
    reader, writer = await asyncio.open_connection(m.group(1), int(m.group(2)))
    writer.write(f"GET {m.group(3)} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    data = await asyncio.wait_for(reader.read(), timeout=10)
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


async def http_session(gateway: str, admin_key: str) -> None:
    """The README's curl session: a key from the operator key, a turn, context, a tool, the
    health page; and another tenant's key sees none of it."""
    async with httpx.AsyncClient(base_url=gateway, timeout=60.0) as http:
        admin = {"Authorization": f"Bearer {admin_key}"}
        made = await http.post(
            "/v1/keys",
            json={"tenant_id": "curly", "agent_id": "assistant", "scopes": ["read", "write"]},
            headers=admin,
        )
        assert made.status_code == 200, made.text
        agent = {"Authorization": f"Bearer {made.json()['key']}"}
        turn = {"session_id": "s1", "turn_number": 0, "user_input": "I moved to Lisbon."}
        posted = await http.post("/v1/turns", json=turn, headers=agent)
        assert posted.status_code == 200, posted.text
        seqs = posted.json()["resource_seqs"]
        ctx = await http.post(
            "/v1/context",
            json={"query": "Where does the user live?", "after_seqs": seqs},
            headers=agent,
        )
        assert ctx.status_code == 200 and "Lisbon" in ctx.json()["inject"], ctx.text
        tool = await http.post(
            "/v1/tools/remember_fact", json={"content": "The user is vegetarian."}, headers=agent
        )
        assert tool.status_code == 200, tool.text
        page = await http.get("/ui/curly", headers=agent)
        assert page.status_code == 200 and "text/html" in page.headers["content-type"]
        other = await http.post(
            "/v1/keys",
            json={"tenant_id": "nosy", "agent_id": "a", "scopes": ["read", "write", "admin"]},
            headers=admin,
        )
        intruder = {"Authorization": f"Bearer {other.json()['key']}"}
        for method, path in (("POST", "/v1/context"), ("GET", "/ui/curly"), ("GET", "/v1/report")):
            body = {"query": "Where does the user live?"} if method == "POST" else None
            refused = await http.request(
                method, path, params={"tenant": "curly"}, json=body, headers=intruder
            )
            assert refused.status_code in (403, 404), f"{path}: {refused.status_code}"
            assert "Lisbon" not in refused.text


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def stop(proc: asyncio.subprocess.Process) -> bytes:
    """Ctrl-C to the whole group, as a terminal does; returns what was logged after it.

    make itself dies of the SIGINT (that is how make reports an interrupt), so the clean
    shutdown is judged by memstream's own last log line and by what is left running.
    """
    os.killpg(proc.pid, signal.SIGINT)
    assert proc.stderr is not None
    rest = await asyncio.wait_for(proc.stderr.read(), timeout=60)
    code = await asyncio.wait_for(proc.wait(), timeout=60)
    assert code in (0, -signal.SIGINT), rest.decode(errors="replace")
    assert b"memstream stopped" in rest, rest.decode(errors="replace")
    assert b"Traceback" not in rest, rest.decode(errors="replace")
    return rest


def group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


async def test_make_run_serves_a_turn_and_stops_cleanly(tmp_path: Path) -> None:
    proc, url, server_pid, metrics, admin_key_file, gateway = await start_make_run(tmp_path)
    try:
        # Secure by default: no key, no connection; the printed operator key works.
        with pytest.raises(nats.errors.Error):
            await nats.connect(url, allow_reconnect=False)
        assert admin_key_file == tmp_path / "secrets" / "admin.key"
        assert stat.S_IMODE(admin_key_file.stat().st_mode) == 0o600
        admin_key = read_key(admin_key_file)
        async with await MemoryClient.connect(url, api_key=admin_key, tenant_id="smoke") as client:
            ack = await client.publish_turn("s", 0, user_input="hello from make run")
        assert not ack.duplicate
        status, body = await http_get(metrics.replace("/metrics", "/readyz"))
        assert status == 200 and b'"ready"' in body
        status, body = await http_get(metrics)
        assert status == 200 and b"memstream_ingest_turns_total" in body
        # `memstream demo` on the secure default: an agent with a key of its own tenant.
        settings = CommonSettings(data_dir=tmp_path)
        nc = await connect(url, "test-demo", 5.0, settings)
        try:
            demo_key = await create_demo_key(nc, demo_tenant())
        finally:
            await nc.close()
        out = io.StringIO()
        answers = await run_demo(url, Console(file=out, width=120), demo_key)
        assert all(a.correct for a in answers), out.getvalue()
        await http_session(gateway, admin_key)
    finally:
        await stop(proc)
    assert not alive(server_pid), "nats-server outlived memstream"
    assert not group_alive(proc.pid), "a process of make run is still running"

    proc, url, server_pid, _, again, _ = await start_make_run(tmp_path)
    try:
        assert again == admin_key_file and read_key(again) == admin_key  # made once
        async with await MemoryClient.connect(url, api_key=admin_key, tenant_id="smoke") as client:
            recovered = await client.recover("s")
        assert recovered is not None and recovered.user_input == "hello from make run"
    finally:
        await stop(proc)
    assert not alive(server_pid)
    assert not group_alive(proc.pid)

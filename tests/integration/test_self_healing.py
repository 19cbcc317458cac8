"""A dead embedded nats-server comes back with its store and port, the services pick up
where they were, and a server that cannot come back makes the process exit non-zero."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.turns import TurnIn
from memstream.services.cli.stack import Stack, connect
from memstream.services.common.memory.embedder import LocalTextEmbedder
from memstream.services.common.models.embedding import HashEmbedder
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.common.stores.vectorstore import EPISODES, PointFilter
from memstream.services.indexer.app import IndexerApp
from memstream.services.indexer.settings import IndexerSettings
from memstream.services.ingest.app import IngestApp
from tests.integration.test_make_run import PID_LINE, URL_LINE, http_get
from tests.support.polling import eventually

pytestmark = pytest.mark.integration
ROOT = Path(__file__).parents[2]


def _turn(tenant: str, n: int) -> bytes:
    turn = TurnIn(tenant_id=tenant, agent_id="a", session_id="s", turn_number=n, user_input=f"t{n}")
    return turn.model_dump_json().encode()


async def _ingest(nc: Client, tenant: str, n: int) -> dict[str, object]:
    reply = await nc.request(s.ingest_turn(tenant), _turn(tenant, n), timeout=5)
    answer: dict[str, object] = json.loads(reply.data)
    return answer


@asynccontextmanager
async def _killed_and_occupied(pid: int, host: str, port: int) -> AsyncIterator[None]:
    """Kill the server, then listen on its port, so it cannot bind there again. The
    restart pause (MEMSTREAM_NATS_RESTART_BACKOFF_S, 3 s here) leaves the time to."""
    os.kill(pid, signal.SIGKILL)
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)

    def bound() -> bool:
        try:
            sock.bind((host, port))
        except OSError:
            return False
        return True

    try:
        await eventually(lambda: asyncio.to_thread(bound), timeout=2.5, what="the port")
        sock.listen()
        yield
    finally:
        sock.close()


async def test_a_killed_server_comes_back_and_the_services_with_it(tmp_path: Path) -> None:
    settings = CommonSettings(
        data_dir=tmp_path, embedded_nats_port=0, http_port=0, log_format="text"
    )
    stack = Stack(settings, [IngestApp()], embedded_nats=True)
    info = await stack.start()
    assert stack.server is not None and stack.keeper is not None
    nc = await connect(info.nats_url, "test", 5.0, stack.settings)
    try:
        assert (await _ingest(nc, "heal", 0))["type"] == "turn_ack"
        first_pid = stack.server.pid
        assert first_pid is not None
        os.kill(first_pid, signal.SIGKILL)

        async def answered() -> bool:
            try:
                return (await _ingest(nc, "heal", 1))["type"] == "turn_ack"
            except Exception:
                return False

        await eventually(answered, timeout=60, what="ingest answering after the restart")
        assert stack.server.pid not in (None, first_pid)
        assert stack.server.url == info.nats_url and stack.keeper.restarts == 1
        # The store came back with it: both turns are there, once each.
        stored = await nc.jetstream().stream_info(
            s.STREAM_RESOURCES, subjects_filter=s.resource_filter("heal")
        )
        assert stored.state.messages == 2
        status, body = await http_get(info.metrics_url.replace("/metrics", "/healthz"))
        assert status == 200 and json.loads(body)["checks"]["nats_server"] is True
    finally:
        await nc.close()
        await stack.stop()


async def test_a_server_that_cannot_come_back_turns_healthz_red(tmp_path: Path) -> None:
    settings = CommonSettings(
        data_dir=tmp_path,
        embedded_nats_port=0,
        http_port=0,
        log_format="text",
        nats_restart_attempts=2,
        nats_restart_backoff_s=3.0,
        liveness_grace_s=1.0,
    )
    stack = Stack(settings, [IngestApp()], embedded_nats=True)
    info = await stack.start()
    assert stack.server is not None and stack.keeper is not None
    healthz = info.metrics_url.replace("/metrics", "/healthz")
    try:
        pid = stack.server.pid
        assert pid is not None
        async with _killed_and_occupied(pid, stack.server.host, stack.server.port):
            await asyncio.wait_for(stack.keeper.gave_up.wait(), timeout=60)
            status, body = await http_get(healthz)
            assert status == 503 and json.loads(body)["checks"]["nats_server"] is False

            async def checks() -> dict[str, bool]:
                answer: dict[str, bool] = json.loads((await http_get(healthz))[1])["checks"]
                return answer

            # And once cut off from NATS for longer than the grace period (1 s here):
            await eventually(checks, until=lambda c: c["nats"] is False, timeout=30)
    finally:
        await stack.stop()


async def test_memstream_up_exits_1_when_its_server_cannot_come_back(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "MEMSTREAM_DATA_DIR": str(tmp_path),
        "MEMSTREAM_EMBEDDED_NATS_PORT": "0",
        "MEMSTREAM_HTTP_PORT": "0",
        "MEMSTREAM_GATEWAY_PORT": "0",
        "MEMSTREAM_LOG_FORMAT": "text",
        "MEMSTREAM_NATS_RESTART_ATTEMPTS": "1",
        "MEMSTREAM_NATS_RESTART_BACKOFF_S": "3",
        "MEMSTREAM_GRACEFUL_TIMEOUT_S": "2",
    }
    env.pop("MEMSTREAM_NATS_URL", None)
    proc = await asyncio.create_subprocess_exec(
        str(ROOT / ".venv" / "bin" / "memstream"),
        "up",
        env=env,
        stderr=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.DEVNULL,
        start_new_session=True,
    )
    assert proc.stderr is not None
    pid = port = None
    try:
        while pid is None or port is None:
            line = await asyncio.wait_for(proc.stderr.readline(), timeout=120)
            assert line, "memstream up exited before printing the server's pid"
            if m := PID_LINE.search(line):
                pid = int(m.group(1))
            if m := URL_LINE.search(line):
                port = int(m.group(1).rsplit(b":", 1)[1])
        async with _killed_and_occupied(pid, "127.0.0.1", port):
            code = await asyncio.wait_for(proc.wait(), timeout=120)
        assert code == 1
        rest = (await proc.stderr.read()).decode()
        assert "could not be restarted" in rest
    finally:
        if proc.returncode is None:
            os.killpg(proc.pid, signal.SIGKILL)
            await proc.wait()


async def test_consumers_resume_at_their_position_after_a_restart_under_load(
    tmp_path: Path,
) -> None:
    """Turns keep coming while the server is killed: every acked turn is indexed exactly
    once, by the same durable, after the restart."""
    settings = CommonSettings(
        data_dir=tmp_path,
        embedded_nats_port=0,
        http_port=0,
        log_format="text",
        vector_backend="memory",
        vector_dim=64,
    )
    indexer = IndexerApp(IndexerSettings(), embedder=LocalTextEmbedder(HashEmbedder(64)))
    stack = Stack(settings, [IngestApp(), indexer], embedded_nats=True)
    info = await stack.start()
    assert stack.server is not None
    nc = await connect(info.nats_url, "test", 5.0, stack.settings)
    acked: set[int] = set()
    try:
        store = await stack.stores.vector_store(stack.settings)

        async def send(n: int) -> None:
            while True:  # an agent retries until its turn is acked
                try:
                    if (await _ingest(nc, "load", n))["type"] == "turn_ack":
                        acked.add(n)
                        return
                except Exception:
                    await asyncio.sleep(0.05)  # the server is coming back: retry shortly

        async with asyncio.timeout(120):
            for n in range(120):
                await send(n)
                if n == 40:
                    assert stack.server.pid is not None
                    os.kill(stack.server.pid, signal.SIGKILL)
        assert acked == set(range(120))

        async def indexed() -> int:
            return await store.count(EPISODES, PointFilter(tenant_id="load"))

        await eventually(indexed, until=lambda c: c == 120, timeout=90, what="120 episodes")
        stream = await nc.jetstream().stream_info(
            s.STREAM_RESOURCES, subjects_filter=s.resource_filter("load")
        )
        assert stream.state.messages == 120  # each turn stored once, retries de-duplicated
        assert stack.keeper is not None and stack.keeper.restarts == 1
    finally:
        await nc.close()
        await stack.stop()

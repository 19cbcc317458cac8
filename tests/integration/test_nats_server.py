"""The embedded nats-server: the port it listens on is read from the server itself, and a
start-up that cannot reach NATS fails with a clear error instead of waiting forever."""

from __future__ import annotations

import socket
import subprocess
import time
from pathlib import Path

import nats
import pytest

from memstream.services.cli.stack import Stack, connect
from memstream.services.common.runtime.nats_server import (
    EmbeddedNatsServer,
    NatsServerError,
    find_nats_server,
    free_port,
    wait_for_ports_file,
)
from memstream.services.common.runtime.settings import CommonSettings


async def test_port_zero_is_picked_by_the_server_and_kept_across_restarts(
    tmp_path: Path,
) -> None:
    server = EmbeddedNatsServer(tmp_path / "js", port=0)
    with pytest.raises(NatsServerError):
        _ = server.url  # not known before the server has said it
    with server:
        first = server.url
        nc = await connect(first, "t", 2.0)
        assert nc.is_connected
        await nc.close()
    assert not list((tmp_path / "js").glob("*.ports"))  # the server removed its own file
    with server:
        assert server.url == first  # clients reconnect to the address they know


def test_a_port_someone_else_listens_on_is_refused_not_mistaken_for_ready(
    tmp_path: Path,
) -> None:
    """A TCP probe would take the other listener for our server; the ports file does not."""
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        port = squatter.getsockname()[1]
        server = EmbeddedNatsServer(tmp_path / "js", port=port)
        started = time.monotonic()
        with pytest.raises(NatsServerError, match=rf"exited with code \d+ \(on port {port}\)"):
            server.start(timeout=30)
        assert time.monotonic() - started < 30  # the exit is seen, not waited out
        assert server.pid is None


async def test_a_first_connect_that_never_succeeds_ends_with_the_last_error(
    tmp_path: Path,
) -> None:
    """nats.py retries the first connect forever when reconnects are unbounded; a service's
    first connect has a deadline and names what went wrong."""
    nowhere = f"nats://127.0.0.1:{free_port()}"  # nothing listens there
    settings = CommonSettings(data_dir=tmp_path, first_connect_s=1.0)
    started = time.monotonic()
    with pytest.raises(NatsServerError, match="within 1 s") as refused:
        await connect(nowhere, "t", 1.0, settings)
    assert time.monotonic() - started < 10
    assert "Error" in str(refused.value).split("within 1 s", 1)[1]  # the last error named


async def test_a_broker_that_cannot_connect_ends_the_start_with_an_error(tmp_path: Path) -> None:
    """The stack's own connection takes the server's only connection slot; the broker's
    first connect is then refused on every try, and the start-up ends instead of hanging.

    The server refuses either by closing the socket, which nats.py retries (forever, without
    the deadline), or with a "maximum connections exceeded" error that FastStream raises at
    once: both end the start with an error naming why."""
    store = tmp_path / "js"
    store.mkdir()
    config = tmp_path / "one.conf"
    config.write_text(
        f'listen: "127.0.0.1:-1"\nmax_connections: 1\nports_file_dir: "{store}"\n'
        f'jetstream {{ store_dir: "{store}" }}\n'
    )
    proc = subprocess.Popen(
        [str(find_nats_server()), "-c", str(config)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        port = wait_for_ports_file(proc, store, 0, 10.0)
        settings = CommonSettings(
            nats_url=f"nats://127.0.0.1:{port}",
            data_dir=tmp_path / "data",
            http_port=0,
            first_connect_s=1.0,
        )
        stack = Stack(settings, [], embedded_nats=False)
        started = time.monotonic()
        refusal = "the broker could not connect|maximum connections exceeded"
        with pytest.raises((NatsServerError, nats.errors.Error), match=refusal):
            await stack.start()
        assert time.monotonic() - started < 30
        await stack.stop()
    finally:
        proc.terminate()
        proc.wait(10)

"""The least a request-acked write service can do: the floor under ingest's ack latency.

`bench/hot_path.py` starts it as its own process (`start_relay`): it answers each request
on `RELAY_SUBJECT` after one JetStream publish-with-ack of the request's bytes, which is
the contract ingest keeps (the ack comes after the turn is stored) with none of ingest's
work. It uses ingest's own plumbing, so that it stays the floor: requests are taken in
nats.py's read loop and each is handled in its own task, as ingest's endpoint does, so
requests overlap; the write goes through ingest's appender (acks read in the read loop
too). The child prints "ready" once subscribed and runs until its stdin closes.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path

import nats
from nats.aio.msg import Msg

RELAY_SUBJECT = "bench.relay"

One = Callable[[int, int], Awaitable[None]]
Close = Callable[[], Awaitable[None]]


async def start_relay(url: str, store_subject: str) -> asyncio.subprocess.Process:
    """This module as a child process, subscribed; it stops when its stdin closes."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(Path(__file__).resolve()),
        url,
        store_subject,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert proc.stdout is not None
    line = await asyncio.wait_for(proc.stdout.readline(), 30)
    if line.strip() != b"ready":
        raise RuntimeError(f"the relay did not start: {line!r}")
    return proc


async def stop_relay(proc: asyncio.subprocess.Process) -> None:
    if proc.stdin is not None:
        proc.stdin.close()
    try:
        await asyncio.wait_for(proc.wait(), 10)
    except TimeoutError:
        proc.kill()
        await proc.wait()


async def relay_agents(
    url: str, run: str, payloads: Mapping[tuple[int, int], bytes]
) -> tuple[One, Close]:
    """One connection per agent (as `MemoryClient` has), each sending its payloads as
    requests to the relay; payloads are keyed by (agent, turn)."""
    agents = 1 + max(a for a, _ in payloads)
    conns = [await nats.connect(url) for _ in range(agents)]

    async def one(a: int, n: int) -> None:
        headers = {"id": f"{run}:{a}:{n}"}
        await conns[a].request(RELAY_SUBJECT, payloads[(a, n)], timeout=30, headers=headers)

    async def close() -> None:
        for c in conns:
            await c.close()

    return one, close


async def serve(url: str, store_subject: str) -> None:
    # Imported here: the parent process only starts this module and drives agents.
    from memstream.services.common.messaging.inline import subscribe_inline
    from memstream.services.ingest.appender import JetStreamAppender

    nc = await nats.connect(url)
    appender = JetStreamAppender(nc)
    await appender.start()
    tasks: set[asyncio.Task[None]] = set()

    async def handle(msg: Msg) -> None:
        msg_id = msg.headers["id"] if msg.headers else ""
        (ack,) = await appender.append([(store_subject, msg.data, msg_id)], timeout=30)
        await msg.respond(f'{{"seq":{ack.seq}}}'.encode())

    def on_request(msg: Msg) -> None:
        task = asyncio.get_running_loop().create_task(handle(msg))
        tasks.add(task)
        task.add_done_callback(tasks.discard)

    await subscribe_inline(nc, RELAY_SUBJECT, on_request)
    await nc.flush()
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    await appender.stop()
    await nc.drain()


def main() -> None:
    url, store_subject = sys.argv[1:3]
    try:
        import uvloop
    except ImportError:
        asyncio.run(serve(url, store_subject))
    else:
        uvloop.run(serve(url, store_subject))


if __name__ == "__main__":
    main()

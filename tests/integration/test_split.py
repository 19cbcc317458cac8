"""`memstream up --split`: kill -9 one replica of each stateless service under load.

Three tenants publish turns (each retried with the same turn number until acked) and ask
for context; a probe asks for context over HTTP. One replica each of ingest, embedder
and gateway is killed: the other replica keeps answering, the supervisor restarts the
killed one, every acked turn is stored exactly once and becomes searchable.
"""

from __future__ import annotations

import asyncio
import os
import signal
import string
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import MemstreamError
from memstream.contracts.turns import TurnAck
from memstream.services.cli.secure import read_key
from memstream.services.cli.stack import connect
from memstream.services.common.runtime.settings import CommonSettings
from tests.support.polling import eventually
from tests.support.split import (
    SplitRun,
    alive,
    metric_total,
    nice_of,
    start_split,
    stop_split,
    wait_all_ready,
)

pytestmark = pytest.mark.integration

TENANTS = ("split-a", "split-b", "split-c")
PROCESSES = [
    "embedder-0",
    "embedder-1",
    "ingest-0",
    "ingest-1",
    "store-0",
    "graph-0",
    "gateway-0",
    "gateway-1",
]


def token(tenant: str, n: int) -> str:
    """A made-up word no other turn contains: letters only, so BM25 keeps it whole."""
    letters = string.ascii_lowercase
    return f"zq{tenant[-1]}{''.join(letters[int(d)] for d in f'{n:04d}')}vex"


@dataclass
class Load:
    acks: dict[str, list[tuple[str, TurnAck]]] = field(default_factory=dict)
    retries: int = 0
    contexts: int = 0
    http_ok: dict[str, int] = field(default_factory=lambda: {"gateway-0": 0, "gateway-1": 0})
    http_failed: dict[str, list[str]] = field(default_factory=dict)
    stop: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def acked(self) -> int:
        return sum(len(v) for v in self.acks.values())


async def send(client: MemoryClient, load: Load, session: str, n: int, word: str) -> None:
    """One turn, re-sent with the same number until it is acked."""
    while True:
        try:
            ack = await client.publish_turn(session, n, user_input=f"The code word is {word}.")
            break
        except MemstreamError as exc:
            if exc.code != "unavailable":
                raise
            load.retries += 1  # timed out on the replica that died: send it again
    load.acks.setdefault(client.tenant_id, []).append((word, ack))


async def publish(client: MemoryClient, load: Load) -> None:
    """A steady stream of turns, and a context request every fifth."""
    n = 0
    while not load.stop.is_set():
        word = token(client.tenant_id, n)
        await send(client, load, "steady", n, word)
        if n % 5 == 0:
            await client.context(f"What is the code word {word}?")
            load.contexts += 1
        n += 1
        await asyncio.sleep(0.15)  # pacing: a steady load, not a flood


async def kill_in_flight(
    run: SplitRun, name: str, clients: list[MemoryClient], load: Load, words_from: int
) -> int:
    """kill -9 `name` with requests certainly in flight on it: frozen (SIGSTOP), it takes
    its share of a burst of turns from the queue group and answers none; once the other
    replica has answered some of the burst it is killed, and its share is re-sent."""
    pid = int(run.processes()[name]["pid"])
    os.kill(pid, signal.SIGSTOP)
    try:
        burst = [
            asyncio.create_task(
                send(client, load, f"burst-{name}", n, token(client.tenant_id, words_from + n))
            )
            for client in clients
            for n in range(8)
        ]
        await asyncio.wait(burst, return_when=asyncio.FIRST_COMPLETED, timeout=30)
    finally:
        os.kill(pid, signal.SIGKILL)
    await asyncio.gather(*burst)
    return pid


async def probe_http(urls: dict[str, str], key: str, load: Load, dead: set[str]) -> None:
    """Context over HTTP, alternating gateways; a killed one is no longer asked."""
    async with httpx.AsyncClient(timeout=30.0, headers={"Authorization": f"Bearer {key}"}) as http:
        while not load.stop.is_set():
            for name, url in urls.items():
                if name in dead:
                    continue
                try:
                    reply = await http.post(f"{url}/v1/context", json={"query": "code word?"})
                    ok = reply.status_code == 200
                    detail = f"{reply.status_code} {reply.text[:200]}"
                except httpx.HTTPError as exc:
                    ok, detail = False, repr(exc)
                if ok:
                    load.http_ok[name] += 1
                elif name not in dead:  # asked before it was marked dead: the kill's race
                    load.http_failed.setdefault(name, []).append(detail)
            await asyncio.sleep(0.1)


async def kill_one(run: SplitRun, name: str) -> int:
    pid = int(run.processes()[name]["pid"])
    os.kill(pid, signal.SIGKILL)
    return pid


async def test_split_survives_kill_9_of_one_replica_each(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    run = await start_split(data_dir, {"MEMSTREAM_AGENT_WRITES_PER_MINUTE": "100000"})
    clients: list[MemoryClient] = []
    tasks: list[asyncio.Task[None]] = []
    load = Load()
    try:
        await wait_all_ready(run, PROCESSES, timeout=120)
        status = run.status()
        procs = run.processes()
        # Enrichment-only processes run at a lower priority; the store process (indexer,
        # retriever, extractor, scheduler) and the embedder keep the supervisor's.
        own = nice_of(run.proc.pid)
        assert nice_of(int(procs["graph-0"]["pid"])) == min(own + 10, 19)
        for name in ("store-0", "embedder-0", "ingest-0"):
            assert nice_of(int(procs[name]["pid"])) == own, name
        url = status["nats_url"]
        admin = read_key(data_dir / "secrets" / "admin.key")
        gateways = {name: procs[name]["gateway_url"] for name in ("gateway-0", "gateway-1")}
        assert len(set(gateways.values())) == 2, gateways
        async with httpx.AsyncClient(base_url=gateways["gateway-1"], timeout=30.0) as http:
            made = await http.post(
                "/v1/keys",
                json={"tenant_id": "split-h", "agent_id": "probe", "scopes": ["read"]},
                headers={"Authorization": f"Bearer {admin}"},
            )
        assert made.status_code == 200, made.text
        clients = [
            # No re-sends in the SDK: `send` re-sends itself and counts them.
            await MemoryClient.connect(url, tenant_id=t, api_key=admin, timeout=5.0, turn_resends=0)
            for t in TENANTS
        ]
        dead: set[str] = set()
        tasks = [asyncio.create_task(publish(c, load)) for c in clients]
        tasks.append(asyncio.create_task(probe_http(gateways, made.json()["key"], load, dead)))

        def progress(what: str, after: int, more: int) -> Awaitable[int]:
            async def acked() -> int:
                for task in tasks:
                    if task.done():
                        task.result()  # a load task that crashed fails the test here
                return load.acked

            return eventually(acked, until=lambda n: n >= after + more, timeout=30, what=what)

        await progress("load under way", 0, 15)
        killed: dict[str, int] = {}
        for name, counter, words_from in (
            ("ingest", "memstream_ingest_turns_total", 5000),
            ("embedder", "memstream_embed_requests_total", 6000),
        ):
            survivor = procs[f"{name}-1"]["metrics_url"]
            before = await metric_total(survivor, counter)
            killed[f"{name}-0"] = await kill_in_flight(run, f"{name}-0", clients, load, words_from)
            await progress(f"turns acked after {name}-0 was killed", load.acked, 15)
            served = await metric_total(survivor, counter)
            assert served > before, f"{name}-1 served nothing while {name}-0 was down"
            if name == "ingest":  # the turns the frozen replica took timed out, were re-sent
                assert load.retries > 0

        dead.add("gateway-0")
        killed["gateway-0"] = await kill_one(run, "gateway-0")
        after_kill = load.http_ok["gateway-1"]

        async def answered_by_survivor() -> int:
            return load.http_ok["gateway-1"]

        await eventually(
            answered_by_survivor,
            until=lambda n: n >= after_kill + 10,
            timeout=30,
            what="HTTP context answered by gateway-1 after gateway-0 was killed",
        )

        # The supervisor brought every killed replica back, on the same ports.
        await wait_all_ready(run, PROCESSES, timeout=60)
        restarted = run.processes()
        for name, old_pid in killed.items():
            assert restarted[name]["restarts"] == 1, restarted[name]
            assert restarted[name]["pid"] != old_pid and not alive(old_pid)
            assert restarted[name]["metrics_url"] == procs[name]["metrics_url"]
        assert restarted["gateway-0"]["gateway_url"] == gateways["gateway-0"]
        assert all(restarted[n]["restarts"] == 0 for n in PROCESSES if n not in killed)
        await progress("turns acked with every replica back", load.acked, 10)

        load.stop.set()
        await asyncio.gather(*tasks)
        assert load.http_failed == {}, load.http_failed
        assert load.contexts > 0

        # Exactly once: every acked turn is one RESOURCES message, none twice.
        nc = await connect(url, "test-split", 5.0, CommonSettings(data_dir=data_dir))
        try:
            info = await nc.jetstream().stream_info(s.STREAM_RESOURCES)
            assert info.state.messages == load.acked, (info.state.messages, load.acked)
        finally:
            await nc.close()
        seqs = [seq for acks in load.acks.values() for _, ack in acks for seq in ack.resource_seqs]
        assert len(seqs) == len(set(seqs)) == load.acked

        # Every acked turn becomes searchable: its unique word comes back in context.
        async def searchable(client: MemoryClient) -> list[str]:
            acks = load.acks[client.tenant_id]
            waited = await client.wait_for([ack for _, ack in acks], timeout=60)
            assert waited.complete, waited
            missing = []
            for word, _ in acks:
                reply = await client.context(f"What is the code word {word}?")
                if word not in reply.inject:
                    missing.append(word)
            return missing

        missing = await asyncio.gather(*(searchable(c) for c in clients))
        assert missing == [[] for _ in clients], missing
    finally:
        load.stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for client in clients:
            await client.close()
        pids = [p["pid"] for p in run.processes().values()]
        code = await stop_split(run)
    assert code == 0, run.log_text()[-3000:]
    assert not any(alive(pid) for pid in pids), "a child outlived the supervisor"
    assert not (data_dir / "processes.json").exists()

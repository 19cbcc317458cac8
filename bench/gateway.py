"""The HTTP gateway against NATS: context latency, key-check cost, key-check throughput.

One process runs nats-server (child), ingest, embedder, indexer, retriever and the gateway
(uvicorn on a free port). A tenant gets `--turns` turns, then it measures, in the same run:
- context over REST (`POST /v1/context`, httpx) against the same context over NATS
  (`MemoryClient.context_request`), alternating request by request with the same queries:
  the p95 ratio is the gateway's cost (target ≤ 1.5);
- the authorisation overhead per request: the Bearer check of a cached key (sha256 + dict
  lookup in `KeyVerifier.verify`) plus the tenant/scope rule (`resolve_tenant`), timed
  call by call (target ≤ 0.5 ms p95);
- key-check throughput with 64 concurrent clients: in process (64 tasks verifying 64
  agents' keys) and over HTTP (64 clients calling `GET /v1/whoami`, a route that does
  nothing but the check); its floor is the same 64 clients without a key, answered 401
  by the same server with no key work.

Usage: python bench/gateway.py [--turns 200] [--queries 300] [--seconds 5]
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse  # noqa: E402
import asyncio  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import httpx  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import emit, latency_summary_ms, machine, percentile, say  # noqa: E402
from memstream.contracts.client import MemoryClient  # noqa: E402
from memstream.contracts.context import ContextRequest  # noqa: E402
from memstream.contracts.keys import KeyCreate, KeyCreated  # noqa: E402
from memstream.services.cli.stack import Stack  # noqa: E402
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer  # noqa: E402
from memstream.services.common.runtime.settings import CommonSettings  # noqa: E402
from memstream.services.common.security.keys import KeyStore  # noqa: E402
from memstream.services.embedder.app import EmbedderApp  # noqa: E402
from memstream.services.gateway.app import GatewayApp  # noqa: E402
from memstream.services.gateway.settings import GatewaySettings  # noqa: E402
from memstream.services.gateway.state import resolve_tenant  # noqa: E402
from memstream.services.indexer.app import IndexerApp  # noqa: E402
from memstream.services.ingest.app import IngestApp  # noqa: E402
from memstream.services.retriever.app import RetrieverApp  # noqa: E402

TENANT = "bench"
CLIENTS = 64
TOPICS = (
    "my sister Ana lives in Porto and works as an architect",
    "I run the Lisbon half marathon every March",
    "our team moved the billing database to Postgres 16",
    "I prefer green tea over coffee in the morning",
    "my daughter Mia starts primary school in September",
    "Vitaly approves the travel budget for the Berlin trip",
    "I play bass guitar in a jazz trio on Thursdays",
    "the client review for project Lumen is on Friday",
)
QUESTIONS = (
    "Where does Ana live?",
    "Which race do I run?",
    "Which database did the team move to?",
    "What do I drink in the morning?",
    "When does Mia start school?",
    "Who approves the travel budget?",
    "What instrument do I play?",
    "When is the Lumen review?",
)


async def seed(url: str, turns: int) -> list[int]:
    client = await MemoryClient.connect(url, TENANT, "seeder", timeout=30)
    seqs: list[int] = []
    try:
        for n in range(turns):
            topic = TOPICS[n % len(TOPICS)]
            ack = await client.publish_turn(
                f"s{n // 20}", n % 20, user_input=f"Note {n}: {topic}.", llm_output="Noted."
            )
            seqs.extend(ack.resource_seqs)
        reply = await client.wait_for(timeout=300)
        if not reply.complete:
            raise RuntimeError(f"seed turns not indexed: {reply.message}")
    finally:
        await client.close()
    return seqs


async def context_latency(
    gateway: GatewayApp, nats_url: str, key: KeyCreated, queries: int
) -> dict[str, object]:
    sdk = await MemoryClient.connect(nats_url, TENANT, "bench", timeout=30)
    headers = {"Authorization": f"Bearer {key.key}"}
    rest: list[float] = []
    over_nats: list[float] = []
    async with httpx.AsyncClient(base_url=gateway.url, headers=headers, timeout=30) as http:
        for n in range(queries + 20):
            request = ContextRequest(query=QUESTIONS[n % len(QUESTIONS)])
            body = request.model_dump(mode="json", exclude_defaults=True)
            # Alternate which goes first, so neither always meets a warmer cache.
            order = ("rest", "nats") if n % 2 else ("nats", "rest")
            for kind in order:
                started = time.perf_counter()
                if kind == "rest":
                    reply = await http.post("/v1/context", json=body)
                    reply.raise_for_status()
                else:
                    await sdk.context_request(request)
                elapsed = time.perf_counter() - started
                if n >= 20:  # the first 20 pairs warm both paths up
                    (rest if kind == "rest" else over_nats).append(elapsed)
    await sdk.close()
    rest_ms, nats_ms = latency_summary_ms(rest), latency_summary_ms(over_nats)
    ratio = round(rest_ms["p95_ms"] / nats_ms["p95_ms"], 3)
    say(f"context over REST {rest_ms}")
    say(f"context over NATS {nats_ms}   p95 ratio REST/NATS {ratio} (target <= 1.5)")
    return {"rest": rest_ms, "nats": nats_ms, "p95_ratio_rest_to_nats": ratio}


async def auth_overhead(gateway: GatewayApp, key: KeyCreated, checks: int) -> dict[str, float]:
    state = gateway.state
    assert state is not None
    await state.verifier.verify(key.key)  # the one slow argon2id check; cached from here
    samples: list[float] = []
    for _ in range(checks):
        started = time.perf_counter_ns()
        identity = await state.verifier.verify(key.key)
        resolve_tenant(identity, "read")
        samples.append((time.perf_counter_ns() - started) / 1e9)
    figures = latency_summary_ms(samples)
    figures["p95_us"] = round(percentile(sorted(samples), 95) * 1e6, 2)
    say(f"auth overhead per request (cached key) {figures} (target p95 <= 0.5 ms)")
    return figures


async def in_process_throughput(
    gateway: GatewayApp, keys: list[KeyCreated], seconds: float
) -> float:
    state = gateway.state
    assert state is not None
    for key in keys:
        await state.verifier.verify(key.key)
    done = 0
    deadline = time.perf_counter() + seconds

    async def client(key: KeyCreated) -> None:
        nonlocal done
        while time.perf_counter() < deadline:
            await state.verifier.verify(key.key)
            done += 1
            await asyncio.sleep(0)  # one check per turn of the loop, as requests arrive

    started = time.perf_counter()
    await asyncio.gather(*(client(k) for k in keys))
    rate = done / (time.perf_counter() - started)
    say(f"key checks in process, {len(keys)} concurrent clients: {rate:,.0f}/s")
    return rate


async def http_throughput(
    gateway: GatewayApp, keys: list[KeyCreated | None], seconds: float
) -> dict[str, Any]:
    latencies: list[float] = []
    statuses: set[int] = set()
    warmed = 0
    go = asyncio.Event()
    deadline = 0.0

    async def client(key: KeyCreated | None) -> None:
        nonlocal warmed, deadline
        headers = {"Authorization": f"Bearer {key.key}"} if key is not None else {}
        async with httpx.AsyncClient(base_url=gateway.url, headers=headers, timeout=30) as http:
            # Connect (and, with a key, verify it once) before the clock starts.
            await http.get("/v1/whoami")
            warmed += 1
            if warmed == len(keys):
                deadline = time.perf_counter() + seconds
                go.set()
            await go.wait()
            while time.perf_counter() < deadline:
                started = time.perf_counter()
                reply = await http.get("/v1/whoami")
                latencies.append(time.perf_counter() - started)
                statuses.add(reply.status_code)

    await asyncio.gather(*(client(k) for k in keys))
    rate = len(latencies) / seconds
    summary = latency_summary_ms(latencies)
    return {"requests_per_s": round(rate), **summary, "statuses": sorted(statuses)}


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = EmbeddedNatsServer(Path(tmp) / "js", port=0)
        server.start()
        settings = CommonSettings(nats_url=server.url, data_dir=Path(tmp), http_port=0)
        gateway = GatewayApp(GatewaySettings(port=0, writes_per_minute=1_000_000))
        stack = Stack(
            settings,
            [IngestApp(), EmbedderApp(), IndexerApp(), RetrieverApp(), gateway],
            embedded_nats=False,
        )
        await stack.start()
        try:
            figures: dict[str, object] = {"machine": machine(), "turns": args.turns}
            say(f"machine: {figures['machine']}")
            assert stack.runtime is not None
            store = await KeyStore.open(stack.runtime.js)
            key = await store.create(KeyCreate(tenant_id=TENANT, agent_id="bench"))
            await seed(server.url, args.turns)
            figures["context"] = await context_latency(gateway, server.url, key, args.queries)
            figures["auth_overhead"] = await auth_overhead(gateway, key, args.checks)
            agents = [
                await store.create(KeyCreate(tenant_id=TENANT, agent_id=f"agent{n}"))
                for n in range(CLIENTS)
            ]
            figures["key_checks_per_s_in_process_c64"] = round(
                await in_process_throughput(gateway, agents, args.seconds)
            )
            with_key = await http_throughput(gateway, list(agents), args.seconds)
            say(f"GET /v1/whoami, {CLIENTS} clients with keys: {with_key}")
            without: list[KeyCreated | None] = [None] * CLIENTS
            floor = await http_throughput(gateway, without, args.seconds)
            say(f"GET /v1/whoami, {CLIENTS} clients without a key (401, floor): {floor}")
            figures["whoami_c64"] = with_key
            figures["floor_401_c64"] = floor
            figures["whoami_to_floor_throughput"] = round(
                with_key["requests_per_s"] / floor["requests_per_s"], 3
            )
        finally:
            await stack.stop()
            server.stop()
        emit(figures)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--turns", type=int, default=200, help="Turns stored first.")
    parser.add_argument("--queries", type=int, default=300, help="Context requests per path.")
    parser.add_argument("--checks", type=int, default=20_000, help="Timed cached key checks.")
    parser.add_argument("--seconds", type=float, default=5.0, help="Each throughput run.")
    asyncio.run(main(parser.parse_args()))

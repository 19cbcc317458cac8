"""Every dashboard panel against a real Prometheus scraping a running `memstream up`.

Prometheus (Debian's package) scrapes the stack every second with the alert and recording
rules loaded; the test drives turns, contexts, tools, a gate rejection, a merge, a poison
message and a job run for a few tenants, twice (so every rate() has an increase between two
samples), then asks the HTTP API for every panel's query: each must return data.
"""

from __future__ import annotations

import asyncio
import io
import math
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from nats.aio.client import Client
from rich.console import Console

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.services.cli.secure import read_key
from memstream.services.cli.stack import connect
from memstream.services.cli.views import run_job
from memstream.services.common.runtime.settings import CommonSettings
from tests.support.dashboards import ROOT, RULES, PanelQuery, load_rules, panel_queries
from tests.support.polling import eventually

PROMETHEUS = shutil.which("prometheus")
pytestmark = pytest.mark.skipif(
    PROMETHEUS is None,
    reason="prometheus not installed: `make prometheus` installs Debian's package when root "
    "(apt-get install prometheus); without it the dashboards are not checked against it",
)

# What `memstream up` prints once it serves (services/cli/serve.py).
STARTED = {
    "nats": re.compile(r"NATS URL:\s+(nats://\S+)"),
    "metrics": re.compile(r"metrics URL:\s+(http://\S+)"),
    # The embedder runs in a child process of its own, with its own metrics URL.
    "embedder_metrics": re.compile(r"embedder:\s+pid \d+, metrics URL (http://\S+)"),
    "gateway": re.compile(r"HTTP API:\s+(http://\S+)"),
    "admin_key": re.compile(r"admin key:\s+(\S+)"),
}
# One window for Grafana's $__rate_interval: it spans both rounds of traffic.
WINDOW = "5m"
# Opinion (gate rejection), a fact, and the same fact restated (a merge).
TURNS = (
    "I think Python is the best language.",
    "I love hiking in the Alps.",
    "I love hiking in the Alps!",
)


@dataclass(frozen=True, slots=True)
class Running:
    nats_url: str
    metrics_url: str
    embedder_metrics_url: str
    gateway_url: str
    admin_key: str
    data_dir: Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def wait_for_lines(log: Path, proc: subprocess.Popen[bytes], timeout: float) -> dict[str, str]:
    """The URLs `memstream up` prints, read from its log as they appear."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = log.read_text(errors="replace")
        found = {k: m.group(1) for k, rx in STARTED.items() if (m := rx.search(text))}
        if len(found) == len(STARTED):
            return found
        assert proc.poll() is None, f"memstream up exited:\n{text[-3000:]}"
        time.sleep(0.2)  # polling a log file a child writes; nothing to await
    raise AssertionError(f"memstream up did not start within {timeout}s")


@pytest.fixture(scope="module")
def memstream_up(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    data_dir = tmp_path_factory.mktemp("stack")
    log = data_dir / "memstream-up.log"
    env = {
        **os.environ,
        "MEMSTREAM_DATA_DIR": str(data_dir),
        "MEMSTREAM_EMBEDDED_NATS_PORT": "0",
        "MEMSTREAM_HTTP_PORT": "0",
        "MEMSTREAM_GATEWAY_PORT": "0",
        "MEMSTREAM_LOG_FORMAT": "text",
        # The gauges read from JetStream and the graph's tables, refreshed every second.
        "MEMSTREAM_SCHEDULER_STREAM_METRICS_S": "1",
        "MEMSTREAM_GRAPH_ITEMS_REFRESH_S": "1",
        # Two turns ahead of the indexer already hold a tenant back: a burst of one
        # tenant's turns makes the held-turns panel's series.
        "MEMSTREAM_INGEST_BACKLOG_TURNS": "2",
        "COLUMNS": "200",
    }
    env.pop("MEMSTREAM_NATS_URL", None)
    with log.open("wb") as out:
        # A log file rather than a pipe: nothing has to drain it while the test runs.
        proc = subprocess.Popen(
            [sys.executable, "-m", "memstream.services.cli.main", "up"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=out,
            start_new_session=True,
        )
    try:
        urls = wait_for_lines(log, proc, timeout=120)
        yield Running(
            nats_url=urls["nats"],
            metrics_url=urls["metrics"],
            embedder_metrics_url=urls["embedder_metrics"],
            gateway_url=urls["gateway"],
            admin_key=read_key(Path(urls["admin_key"])),
            data_dir=data_dir,
        )
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
            raise
    assert "memstream stopped" in log.read_text(errors="replace")


@pytest.fixture(scope="module")
def prometheus(memstream_up: Running, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A Prometheus on loopback scraping the stack every second, with memstream's rules."""
    assert PROMETHEUS is not None
    home = tmp_path_factory.mktemp("prometheus")
    targets = [
        re.sub(r"^http://([^/]+)/metrics$", r"\1", url)
        for url in (memstream_up.metrics_url, memstream_up.embedder_metrics_url)
    ]
    config = {
        "global": {"scrape_interval": "1s", "evaluation_interval": "1s"},
        "rule_files": [str(RULES)],
        "scrape_configs": [
            {"job_name": "memstream", "static_configs": [{"targets": targets}]},
        ],
    }
    (home / "prometheus.yml").write_text(yaml.safe_dump(config))
    port = free_port()
    with (home / "prometheus.log").open("wb") as out:
        proc = subprocess.Popen(
            [
                PROMETHEUS,
                f"--config.file={home / 'prometheus.yml'}",
                f"--storage.tsdb.path={home / 'data'}",
                f"--web.listen-address=127.0.0.1:{port}",
                "--log.level=warn",
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while not _ready(url):
            assert proc.poll() is None, (home / "prometheus.log").read_text()
            assert time.monotonic() < deadline, "prometheus did not become ready"
            time.sleep(0.2)  # a child's HTTP port coming up; nothing to await
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _ready(url: str) -> bool:
    try:
        return httpx.get(f"{url}/-/ready", timeout=2).status_code == 200
    except httpx.TransportError:
        return False


@pytest.fixture(scope="module")
async def service_nc(memstream_up: Running) -> AsyncIterator[Client]:
    """A connection as the stack's service user (from its data dir's secrets)."""
    nc = await connect(
        memstream_up.nats_url,
        "test-dashboards",
        10.0,
        CommonSettings(data_dir=memstream_up.data_dir),
    )
    yield nc
    await nc.close()


async def drive(stack: Running, nc: Client, round_no: int) -> None:
    """One round of traffic that makes every panel's series exist and move."""
    async with httpx.AsyncClient(base_url=stack.gateway_url, timeout=60.0) as http:
        admin = {"Authorization": f"Bearer {stack.admin_key}"}
        for i in range(3):
            tenant = f"dash{round_no}t{i}"
            made = await http.post(
                "/v1/keys",
                json={"tenant_id": tenant, "agent_id": "agent", "scopes": ["read", "write"]},
                headers=admin,
            )
            assert made.status_code == 200, made.text
            agent = {"Authorization": f"Bearer {made.json()['key']}"}
            seqs: list[int] = []
            for n, text in enumerate(TURNS):
                turn = {"session_id": "s1", "turn_number": n, "user_input": text}
                posted = await http.post("/v1/turns", json=turn, headers=agent)
                assert posted.status_code == 200, posted.text
                seqs += posted.json()["resource_seqs"]
            context = {"query": "What does the user love doing?", "after_seqs": seqs}
            ctx = await http.post("/v1/context", json=context, headers=agent)
            assert ctx.status_code == 200, ctx.text
            fact = {"content": f"The user is vegetarian since {2000 + round_no}."}
            tool = await http.post("/v1/tools/remember_fact", json=fact, headers=agent)
            assert tool.status_code == 200, tool.text
        refused = await http.post("/v1/context", json={"query": "x"})
        assert refused.status_code == 401
    # 32 turns of one tenant at once, faster than the indexer takes them: past two ahead
    # of it, they wait for it before their write (the held-turns panel).
    burst = await MemoryClient.connect(
        stack.nats_url, f"dash{round_no}burst", "agent", 30.0, connection=nc
    )
    acks = await asyncio.gather(
        *(burst.publish_turn(f"b{n}", 0, user_input=f"Note {n}.") for n in range(32))
    )
    assert len({a.resource_seqs[0] for a in acks}) == 32
    # A resource that is not JSON: the indexer and the extractor dead-letter it.
    await nc.jetstream().publish(s.resource(tenant, "user_input"), b"{not json")
    await run_job(nc, "nightly", True, [tenant], 300, Console(file=io.StringIO()))


async def query(http: httpx.AsyncClient, promql: str) -> list[dict[str, Any]]:
    reply = await http.get("/api/v1/query", params={"query": promql})
    body = reply.json()
    assert reply.status_code == 200 and body["status"] == "success", f"{promql}: {body}"
    result: list[dict[str, Any]] = body["data"]["result"]
    return result


def has_data(result: list[dict[str, Any]]) -> bool:
    """Not an empty vector, and not only NaN (a quantile of rates that never moved)."""
    return any(not math.isnan(float(sample["value"][1])) for sample in result)


# Labelled series that appear only once round one went through the stack; round two
# starts after Prometheus scraped them, so its increments land between two samples.
ROUND_ONE = (
    "memstream_gate_rejections_total",
    "memstream_tier_hits_total",
    "memstream_job_runs_total",
    'memstream_http_requests_total{route="/v1/turns"}',
    'memstream_indexer_messages_total{outcome="dead_lettered"}',
    'memstream_extractor_messages_total{outcome="extracted"}',
    'memstream_ingest_held_turns_total{outcome="caught_up"}',
    # The embedder's own target: only its process makes backend calls, so a count above 0
    # says Prometheus scraped it after round one (else its rates could miss round two).
    "memstream_embed_batch_size_count > 0",
)


@pytest.fixture(scope="module")
async def scraped(memstream_up: Running, prometheus: str, service_nc: Client) -> str:
    """Two rounds of traffic, the second after Prometheus scraped the first's series."""
    async with httpx.AsyncClient(base_url=prometheus, timeout=30.0) as http:
        await drive(memstream_up, service_nc, 1)
        for series in ROUND_ONE:
            await eventually(
                lambda series=series: query(http, series),
                timeout=120,
                interval=0.5,
                what=f"{series} scraped",
            )
        await drive(memstream_up, service_nc, 2)
    return prometheus


async def test_every_panel_query_returns_data(scraped: str) -> None:
    missing: dict[PanelQuery, str] = {}
    deadline = time.monotonic() + 120  # for all panels together: most answer at once
    async with httpx.AsyncClient(base_url=scraped, timeout=30.0) as http:
        for panel in panel_queries():
            promql = panel.promql(WINDOW)
            try:
                await eventually(
                    lambda promql=promql: query(http, promql),
                    until=has_data,
                    timeout=max(1.0, deadline - time.monotonic()),
                    interval=0.5,
                    what=str(panel),
                )
            except AssertionError as exc:
                missing[panel] = f"{promql}\n    {exc}"
    assert not missing, "panels without data:\n" + "\n".join(
        f"{panel}: {why}" for panel, why in missing.items()
    )


async def test_rules_evaluate_on_real_series(scraped: str) -> None:
    """Every rule of the file loaded and evaluates without error on the stack's series
    (no many-to-many matches, no duplicate label sets from the label_replace unions)."""
    async with httpx.AsyncClient(base_url=scraped, timeout=30.0) as http:

        async def rules() -> list[dict[str, Any]]:
            body = (await http.get("/api/v1/rules")).json()
            return [rule for group in body["data"]["groups"] for rule in group["rules"]]

        loaded = await eventually(
            rules,
            until=lambda got: (
                bool(got) and all(r.get("lastEvaluation", "").startswith("2") for r in got)
            ),
            timeout=30,
            interval=0.5,
            what="every rule evaluated",
        )
        assert len(loaded) == len(load_rules())
        broken = {r["name"]: r.get("lastError") for r in loaded if r["health"] != "ok"}
        assert not broken, broken


async def test_alerts_follow_the_traffic(scraped: str) -> None:
    """The dead letters the traffic made fire the DLQ and poison alerts; a healthy stack
    holds its scheduler lease and fails no requests, so those alerts are not even pending."""
    async with httpx.AsyncClient(base_url=scraped, timeout=30.0) as http:

        async def active() -> dict[str, str]:
            body = (await http.get("/api/v1/alerts")).json()
            return {a["labels"]["alertname"]: a["state"] for a in body["data"]["alerts"]}

        alerts = await eventually(
            active,
            until=lambda got: (
                got.get("MemstreamDLQGrowing") == got.get("MemstreamPoisonMessages") == "firing"
            ),
            timeout=60,
            interval=0.5,
            what="MemstreamDLQGrowing and MemstreamPoisonMessages firing",
        )
        assert "MemstreamSchedulerLeaseLost" not in alerts
        assert "MemstreamRequestErrorRate" not in alerts

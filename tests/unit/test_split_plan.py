"""The process plan of `memstream up --split`: which processes, services, ports, env."""

from __future__ import annotations

import itertools

import pytest

from memstream.services.cli.registry import SERVICES
from memstream.services.cli.split_plan import (
    ENRICHMENT_SERVICES,
    STORE_SERVICES,
    PlanError,
    ProcessSpec,
    SplitSettings,
    assign_ports,
    child_env,
    plan_processes,
)
from memstream.services.cli.supervisor import consecutive_failures, restart_delay

NAMES = list(SERVICES)


def _by_name(plan: list[ProcessSpec]) -> dict[str, ProcessSpec]:
    return {spec.name: spec for spec in plan}


def _hosted(plan: list[ProcessSpec]) -> list[str]:
    return sorted(name for spec in plan for name in spec.services)


def test_embedded_store_layout() -> None:
    plan = plan_processes(NAMES, qdrant_server=False, graph_replicas=1, partitions=4)
    procs = _by_name(plan)
    assert sorted(procs) == [
        "embedder-0",
        "embedder-1",
        "gateway-0",
        "gateway-1",
        "graph-0",
        "ingest-0",
        "ingest-1",
        "store-0",
    ]
    # Every store service in the one process that owns the embedded engine, registry order.
    assert procs["store-0"].services == tuple(n for n in NAMES if n in STORE_SERVICES)
    assert set(procs["store-0"].services) == STORE_SERVICES
    # Each stateless service runs apart from the store, twice.
    for name in ("ingest", "embedder", "gateway"):
        assert procs[f"{name}-0"].services == procs[f"{name}-1"].services == (name,)
    # Every service runs: stateless ones twice, the others once.
    assert _hosted(plan) == sorted([*NAMES, "ingest", "embedder", "gateway"])


def test_embedder_starts_first_and_order_follows_the_registry() -> None:
    plan = plan_processes(NAMES, qdrant_server=False, graph_replicas=1, partitions=4)
    assert [spec.stage for spec in plan] == sorted(spec.stage for spec in plan)
    assert {spec.name for spec in plan if spec.stage == 0} == {"embedder-0", "embedder-1"}
    later = [spec.services[0] for spec in plan if spec.stage == 1]
    assert later == sorted(later, key=NAMES.index)


def test_qdrant_server_runs_every_service_apart() -> None:
    plan = plan_processes(NAMES, qdrant_server=True, graph_replicas=1, partitions=4)
    assert all(len(spec.services) == 1 for spec in plan)
    counts = {name: sum(spec.services == (name,) for spec in plan) for name in NAMES}
    assert counts == {name: (1 if name == "graph" else 2) for name in NAMES}
    assert not any(spec.name.startswith("store") for spec in plan)


@pytest.mark.parametrize("replicas", [1, 2, 4])
def test_graph_replicas_own_disjoint_partitions(replicas: int) -> None:
    plan = plan_processes(NAMES, qdrant_server=False, graph_replicas=replicas, partitions=4)
    graphs = [spec for spec in plan if spec.services == ("graph",)]
    assert [g.env["MEMSTREAM_GRAPH_REPLICA_INDEX"] for g in graphs] == [
        str(k) for k in range(replicas)
    ]
    assert {g.env["MEMSTREAM_GRAPH_REPLICAS"] for g in graphs} == {str(replicas)}


@pytest.mark.parametrize("replicas", [0, 5])
def test_graph_replicas_outside_the_partitions_are_refused(replicas: int) -> None:
    with pytest.raises(PlanError, match="MEMSTREAM_GRAPH_REPLICAS"):
        plan_processes(NAMES, qdrant_server=False, graph_replicas=replicas, partitions=4)


def test_replica_count_is_a_setting() -> None:
    plan = plan_processes(NAMES, qdrant_server=False, graph_replicas=1, partitions=4, replicas=3)
    assert sum(spec.services == ("ingest",) for spec in plan) == 3
    with pytest.raises(PlanError):
        plan_processes(NAMES, qdrant_server=False, graph_replicas=1, partitions=4, replicas=0)


def test_configured_ports_are_ranges() -> None:
    plan = plan_processes(NAMES, qdrant_server=False, graph_replicas=1, partitions=4)
    ported = assign_ports(plan, 9464, 8080, pick_free=lambda: pytest.fail("no free port"))
    assert [spec.http_port for spec in ported] == list(range(9465, 9465 + len(plan)))
    gateways = [spec.gateway_port for spec in ported if spec.gateway_port is not None]
    assert gateways == [8080, 8081]
    assert all((spec.gateway_port is not None) == ("gateway" in spec.services) for spec in ported)


def test_port_zero_picks_a_distinct_free_port_each() -> None:
    plan = plan_processes(NAMES, qdrant_server=True, graph_replicas=2, partitions=4)
    counter = itertools.count(20000)
    ported = assign_ports(plan, 0, 0, pick_free=lambda: next(counter))
    ports = [spec.http_port for spec in ported] + [
        spec.gateway_port for spec in ported if spec.gateway_port is not None
    ]
    assert len(set(ports)) == len(ports) == len(plan) + 2


def test_child_env_points_at_the_one_server() -> None:
    spec = ProcessSpec(
        "graph-1",
        ("graph",),
        1,
        {"MEMSTREAM_GRAPH_REPLICA_INDEX": "1"},
        http_port=9470,
        gateway_port=None,
    )
    base = {"PATH": "/bin", "MEMSTREAM_HTTP_PORT": "9464", "MEMSTREAM_NATS_USER": "stale"}
    env = child_env(spec, base, "nats://127.0.0.1:4222", "memstream", "pw")
    assert env["PATH"] == "/bin"
    assert env["MEMSTREAM_NATS_URL"] == "nats://127.0.0.1:4222"
    assert (env["MEMSTREAM_NATS_USER"], env["MEMSTREAM_NATS_PASSWORD"]) == ("memstream", "pw")
    assert env["MEMSTREAM_HTTP_PORT"] == "9470"
    assert env["MEMSTREAM_GRAPH_REPLICA_INDEX"] == "1"
    assert "MEMSTREAM_GATEWAY_PORT" not in env
    assert base["MEMSTREAM_HTTP_PORT"] == "9464"  # the parent's mapping is left alone
    # An open server: no credentials, not even inherited ones.
    open_env = child_env(spec, base, "nats://127.0.0.1:4222", None, None)
    assert "MEMSTREAM_NATS_USER" not in open_env and "MEMSTREAM_NATS_PASSWORD" not in open_env
    gateway = ProcessSpec("gateway-1", ("gateway",), 1, http_port=9472, gateway_port=8081)
    assert child_env(gateway, base, "nats://x:1", None, None)["MEMSTREAM_GATEWAY_PORT"] == "8081"


def test_restart_backoff_doubles_to_a_cap_then_gives_up() -> None:
    settings = SplitSettings(restart_backoff_s=0.5, max_backoff_s=3.0, max_failures=5)
    delays = [restart_delay(n, settings) for n in range(1, 7)]
    assert delays[:5] == pytest.approx([0.5, 1.0, 2.0, 3.0, 3.0])
    assert delays[5] is None


def test_a_stable_run_resets_the_failure_count() -> None:
    settings = SplitSettings(stable_after_s=30.0)
    assert consecutive_failures(4, uptime_s=2.0, settings=settings) == 5
    assert consecutive_failures(4, uptime_s=31.0, settings=settings) == 1
    assert consecutive_failures(0, uptime_s=0.1, settings=settings) == 1


def test_print_plan_prints_every_process_and_starts_nothing() -> None:
    from typer.testing import CliRunner

    from memstream.services.cli.main import app

    env: dict[str, str | None] = {"MEMSTREAM_HTTP_PORT": "9464", "MEMSTREAM_GATEWAY_PORT": "8080"}
    for unset in ("QDRANT_URL", "VECTOR_BACKEND", "GRAPH_REPLICAS", "SPLIT_REPLICAS"):
        env[f"MEMSTREAM_{unset}"] = None  # the default layout, whatever this shell sets
    result = CliRunner().invoke(app, ["up", "--split", "--print-plan"], env=env)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split() == ["process", "stage", "metrics", "gateway", "services", "env"]
    rows = {line.split()[0]: line.split() for line in lines[1:]}
    assert rows["store-0"][4:] == ["indexer", "extractor", "retriever", "tools", "scheduler"]
    assert rows["gateway-1"][3] == "8081" and rows["embedder-0"][1] == "0"
    refused = CliRunner().invoke(app, ["up", "--print-plan"], env=env)
    assert refused.exit_code == 2


@pytest.mark.parametrize("qdrant_server", [False, True])
def test_only_processes_of_enrichment_services_are_niced(qdrant_server: bool) -> None:
    plan = plan_processes(
        NAMES, qdrant_server=qdrant_server, graph_replicas=2, partitions=4, enrich_nice=10
    )
    niced = {spec.name for spec in plan if spec.nice == 10}
    assert all(spec.nice in (0, 10) for spec in plan)
    if qdrant_server:
        # Each service apart: the extractor and scheduler replicas are lowered too.
        expected = {f"{n}-{k}" for n in ("extractor", "scheduler") for k in (0, 1)}
        assert niced == expected | {"graph-0", "graph-1"}
    else:
        # The store process also runs the indexer and the retriever: it keeps its priority.
        assert niced == {"graph-0", "graph-1"}
    assert all(set(spec.services) <= ENRICHMENT_SERVICES for spec in plan if spec.nice)


def test_nicing_is_off_unless_asked_for() -> None:
    plan = plan_processes(NAMES, qdrant_server=True, graph_replicas=1, partitions=4)
    assert {spec.nice for spec in plan} == {0}
    assert SplitSettings().enrich_nice == 10

"""What the rendered k8s/ overlays must say, object by object: every service in the
registry has a hardened workload with probes and resources, the graph and scheduler keep
their ownership rules, NATS and Qdrant their replication, autoscaling and exposure are
where they belong, and every setting and secret named is one the code reads."""

from __future__ import annotations

import base64
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic_settings import BaseSettings

from memstream.contracts import subjects as s
from memstream.services.cli.registry import SERVICES
from memstream.services.common.models.llm import LLMSettings
from memstream.services.common.runtime.natsconf import read_secrets
from memstream.services.common.runtime.settings import CommonSettings
from memstream.services.embedder.settings import EmbedderSettings
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.gateway.settings import GatewaySettings
from memstream.services.graph.settings import GraphSettings
from memstream.services.indexer.settings import IndexerSettings
from memstream.services.ingest.settings import IngestSettings
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.scheduler.settings import SchedulerSettings
from memstream.services.tools.settings import ToolsSettings
from tests.unit.test_k8s import OVERLAYS, ROOT, Obj, find, kubectl, objects

STATELESS = ("ingest", "embedder", "indexer", "extractor", "retriever", "tools", "gateway")
# The JetStream consumers, scaled on their lag in prod: (stream, durable).
CONSUMERS = {
    "indexer": (s.STREAM_RESOURCES, s.DURABLE_EPISODE_INDEXER),
    "extractor": (s.STREAM_RESOURCES, s.DURABLE_EXTRACTOR),
}
SETTINGS: tuple[type[BaseSettings], ...] = (
    CommonSettings,
    GatewaySettings,
    GraphSettings,
    LLMSettings,
    IngestSettings,
    EmbedderSettings,
    IndexerSettings,
    ExtractorSettings,
    RetrieverSettings,
    ToolsSettings,
    SchedulerSettings,
)
# The Secrets the manifests read, and their keys (docs/operate-kubernetes.md makes them).
SECRETS = {
    "memstream-nats": {
        "nats-service.password",
        "nats-system.password",
        "callout-issuer.seed",
        "callout-issuer.pub",
    },
    "memstream-llm": {"base-url", "api-key", "model"},
    "memstream-gateway-tls": set(),
}


@pytest.fixture(scope="module", params=OVERLAYS)
def objs(request: pytest.FixtureRequest) -> list[Obj]:
    return objects(request.param)


def workloads(objs: list[Obj]) -> list[Obj]:
    return [o for o in objs if o["kind"] in ("Deployment", "StatefulSet")]


def memstream_workload(objs: list[Obj], service: str) -> Obj:
    """The workload that runs `memstream run <service>`."""
    (found,) = [
        w
        for w in workloads(objs)
        for c in w["spec"]["template"]["spec"]["containers"]
        if c.get("args") == ["run", service]
    ]
    return found


def container(workload: Obj) -> dict[str, Any]:
    (only,) = workload["spec"]["template"]["spec"]["containers"]
    result: dict[str, Any] = only
    return result


def env(workload: Obj) -> dict[str, Any]:
    return {e["name"]: e.get("value") for e in container(workload).get("env", [])}


def config(objs: list[Obj]) -> dict[str, str]:
    data: dict[str, str] = find(objs, "ConfigMap", "memstream-config")["data"]
    return data


def scalers(objs: list[Obj], target: str) -> list[Obj]:
    """HPAs and ScaledObjects scaling `target`."""
    return [
        o
        for o in objs
        if o["kind"] in ("HorizontalPodAutoscaler", "ScaledObject")
        and o["spec"]["scaleTargetRef"]["name"] == target
    ]


def selects(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return all(labels.get(k) == v for k, v in selector.items())


def test_every_registered_service_has_a_workload_probes_and_resources(objs: list[Obj]) -> None:
    assert set(SERVICES) == {*STATELESS, "graph", "scheduler"}
    for service in SERVICES:
        c = container(memstream_workload(objs, service))
        assert c["livenessProbe"]["httpGet"]["path"] == "/healthz"
        assert c["readinessProbe"]["httpGet"]["path"] == "/readyz"
        ports = {p["name"]: p["containerPort"] for p in c["ports"]}
        assert c["livenessProbe"]["httpGet"]["port"] == "metrics"
        assert ports["metrics"] == int(config(objs)["MEMSTREAM_HTTP_PORT"])
        for kind in ("requests", "limits"):
            assert {"cpu", "memory"} <= set(c["resources"][kind]), (service, kind)


def test_every_container_is_hardened(objs: list[Obj]) -> None:
    for w in workloads(objs):
        pod = w["spec"]["template"]["spec"]
        assert pod["automountServiceAccountToken"] is False
        assert pod["securityContext"]["seccompProfile"]["type"] == "RuntimeDefault"
        for c in pod["containers"]:
            sc = c["securityContext"]
            assert sc["runAsNonRoot"] is True and pod["securityContext"]["runAsNonRoot"] is True
            assert sc["readOnlyRootFilesystem"] is True
            assert sc["allowPrivilegeEscalation"] is False
            assert sc["capabilities"]["drop"] == ["ALL"]
            assert "livenessProbe" in c and "readinessProbe" in c
            assert {"cpu", "memory"} <= set(c["resources"]["limits"])


def test_memstream_pods_write_only_to_volumes(objs: list[Obj]) -> None:
    data_dir = config(objs)["MEMSTREAM_DATA_DIR"]
    for service in SERVICES:
        w = memstream_workload(objs, service)
        mounts = {m["mountPath"]: m["name"] for m in container(w)["volumeMounts"]}
        assert mounts["/tmp"] == "tmp" and mounts[data_dir] == "data"


def test_the_graph_is_a_statefulset_with_a_volume_per_pod(objs: list[Obj]) -> None:
    graph = memstream_workload(objs, "graph")
    assert graph["kind"] == "StatefulSet" and graph["metadata"]["name"] == "graph"
    assert [t["metadata"]["name"] for t in graph["spec"]["volumeClaimTemplates"]] == ["data"]
    # Pod k owns p ≡ k (mod R): R must be the replica count, which nothing rescales.
    assert env(graph)["MEMSTREAM_GRAPH_REPLICAS"] == str(graph["spec"]["replicas"])
    assert "MEMSTREAM_GRAPH_REPLICA_INDEX" not in env(graph)
    assert scalers(objs, "graph") == []
    assert int(config(objs)["MEMSTREAM_PARTITIONS"]) >= graph["spec"]["replicas"]


def test_the_scheduler_runs_twice_with_one_shared_volume(objs: list[Obj]) -> None:
    scheduler = memstream_workload(objs, "scheduler")
    assert scheduler["kind"] == "Deployment" and scheduler["spec"]["replicas"] == 2
    assert scalers(objs, scheduler["metadata"]["name"]) == []
    (data,) = [v for v in scheduler["spec"]["template"]["spec"]["volumes"] if v["name"] == "data"]
    claim = find(objs, "PersistentVolumeClaim", data["persistentVolumeClaim"]["claimName"])
    assert claim["spec"]["accessModes"] in (["ReadWriteMany"], ["ReadWriteOnce"])


def test_nats_runs_three_nodes_and_streams_keep_three_copies(objs: list[Obj]) -> None:
    nats = find(objs, "StatefulSet", "nats")
    assert nats["spec"]["replicas"] == 3
    assert config(objs)["MEMSTREAM_STREAM_REPLICAS"] == "3"
    assert config(objs)["MEMSTREAM_NATS_URL"] == "nats://nats:4222"
    assert [t["metadata"]["name"] for t in nats["spec"]["volumeClaimTemplates"]] == ["data"]


def test_qdrant_runs_three_nodes_with_two_copies_of_each_shard(objs: list[Obj]) -> None:
    qdrant = find(objs, "StatefulSet", "qdrant")
    assert qdrant["spec"]["replicas"] == 3
    (conf,) = [
        o for o in objs if o["kind"] == "ConfigMap" and o["metadata"]["name"].startswith("qdrant-")
    ]
    production = yaml.safe_load(conf["data"]["production.yaml"])
    assert production["cluster"]["enabled"] is True
    assert production["storage"]["collection"]["replication_factor"] == 2
    assert config(objs)["MEMSTREAM_QDRANT_URL"] == "http://qdrant:6333"


def test_each_stateless_service_autoscales_once_and_has_a_disruption_budget(
    objs: list[Obj],
) -> None:
    pdbs = [o for o in objs if o["kind"] == "PodDisruptionBudget"]
    prod = any(o["kind"] == "ScaledObject" for o in objs)
    for service in STATELESS:
        w = memstream_workload(objs, service)
        labels = w["spec"]["template"]["metadata"]["labels"]
        assert w["kind"] == "Deployment"
        assert [p for p in pdbs if selects(p["spec"]["selector"]["matchLabels"], labels)]
        (scaler,) = scalers(objs, w["metadata"]["name"])
        if prod and service in CONSUMERS:
            assert scaler["kind"] == "ScaledObject"
            triggers = {t["type"]: t for t in scaler["spec"]["triggers"]}
            lag = triggers["nats-jetstream"]["metadata"]
            assert (lag["stream"], lag["consumer"]) == CONSUMERS[service]
            assert lag["account"] == s.ACCOUNT_SERVICES
            # KEDA runs in its own namespace: the address names this one in full.
            namespace = scaler["metadata"]["namespace"]
            assert lag["natsServerMonitoringEndpoint"] == (
                f"nats-headless.{namespace}.svc.cluster.local:8222"
            )
            assert "cpu" in triggers
        else:
            assert scaler["kind"] == "HorizontalPodAutoscaler"
            (metric,) = scaler["spec"]["metrics"]
            assert metric["resource"]["name"] == "cpu"


def test_every_service_has_a_servicemonitor_on_its_metrics_port(objs: list[Obj]) -> None:
    services = [o for o in objs if o["kind"] == "Service"]
    monitors = [o for o in objs if o["kind"] == "ServiceMonitor"]
    for service in SERVICES:
        labels = memstream_workload(objs, service)["spec"]["template"]["metadata"]["labels"]
        (svc,) = [
            x
            for x in services
            if selects(x["spec"]["selector"], labels) and x["metadata"]["name"] == service
        ]
        assert "metrics" in {p["name"] for p in svc["spec"]["ports"]}
        (monitor,) = [
            m
            for m in monitors
            if selects(m["spec"]["selector"]["matchLabels"], svc["metadata"]["labels"])
        ]
        assert [e["port"] for e in monitor["spec"]["endpoints"]] == ["metrics"]


def test_only_the_gateway_is_exposed(objs: list[Obj]) -> None:
    (ingress,) = [o for o in objs if o["kind"] == "Ingress"]
    backends = {
        p["backend"]["service"]["name"]
        for rule in ingress["spec"]["rules"]
        for p in rule["http"]["paths"]
    }
    assert backends == {"gateway"}
    ports = {p["name"] for p in find(objs, "Service", "gateway")["spec"]["ports"]}
    assert ports == {"http", "metrics"}
    kinds = {o["spec"].get("type", "ClusterIP") for o in objs if o["kind"] == "Service"}
    assert kinds == {"ClusterIP"}


def test_the_network_is_closed_but_for_nats_qdrant_and_the_scraper(objs: list[Obj]) -> None:
    policies = {o["metadata"]["name"]: o["spec"] for o in objs if o["kind"] == "NetworkPolicy"}
    deny = policies["default-deny"]
    assert deny["podSelector"] == {} and set(deny["policyTypes"]) == {"Ingress", "Egress"}
    assert "ingress" not in deny and "egress" not in deny
    services = policies["memstream-services"]
    assert services["podSelector"]["matchLabels"] == {"memstream.io/runs": "memstream"}
    reached = {
        (peer["podSelector"]["matchLabels"]["app.kubernetes.io/name"], port["port"])
        for rule in services["egress"]
        for peer in rule["to"]
        for port in rule["ports"]
    }
    assert reached == {("nats", 4222), ("qdrant", 6333), ("qdrant", 6334)}
    (scrape,) = services["ingress"]
    assert [p["port"] for p in scrape["ports"]] == [int(config(objs)["MEMSTREAM_HTTP_PORT"])]


def _settings_field(name: str) -> bool:
    """Whether some settings class reads the environment variable `name`."""
    prefixes = sorted(
        ((str(cls.model_config.get("env_prefix", "")), cls) for cls in SETTINGS),
        key=lambda pair: -len(pair[0]),
    )
    for prefix, cls in prefixes:
        if name.startswith(prefix) and name[len(prefix) :].lower() in cls.model_fields:
            return True
    return False


def test_every_setting_named_is_one_the_code_reads(objs: list[Obj]) -> None:
    names = {k for k in config(objs) if k.startswith("MEMSTREAM_")}
    for service in SERVICES:
        names |= {k for k in env(memstream_workload(objs, service)) if k.startswith("MEMSTREAM_")}
    assert {n for n in names if not _settings_field(n)} == set()
    assert not _settings_field("MEMSTREAM_NO_SUCH_SETTING")


def test_every_secret_named_is_documented(objs: list[Obj]) -> None:
    used: dict[str, set[str]] = {}
    for w in workloads(objs):
        pod = w["spec"]["template"]["spec"]
        for c in pod["containers"]:
            for e in c.get("env", []):
                ref = e.get("valueFrom", {}).get("secretKeyRef")
                if ref:
                    used.setdefault(ref["name"], set()).add(ref["key"])
        for v in pod.get("volumes", []):
            if "secret" in v:
                keys = {i["key"] for i in v["secret"]["items"]}
                used.setdefault(v["secret"]["secretName"], set()).update(keys)
    for ingress in (o for o in objs if o["kind"] == "Ingress"):
        for tls in ingress["spec"]["tls"]:
            used.setdefault(tls["secretName"], set())
    assert used == SECRETS
    doc = (ROOT / "docs" / "operate-kubernetes.md").read_text()
    for name, keys in used.items():
        assert name in doc and all(key in doc for key in keys), name


def test_the_nats_secret_script_makes_what_the_pods_read(tmp_path: Path) -> None:
    kubectl()
    done = subprocess.run(
        [str(ROOT / "k8s" / "nats-secret.sh")],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHON": sys.executable, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    secret = yaml.safe_load(done.stdout)
    assert secret["kind"] == "Secret" and secret["metadata"]["name"] == "memstream-nats"
    files = {k: base64.b64decode(v) for k, v in secret["data"].items()}
    assert set(files) == SECRETS["memstream-nats"]
    # Mounted as the gateway mounts it, the files are the secrets the callout reads.
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    loaded = read_secrets(tmp_path)
    assert loaded is not None
    assert loaded.issuer == files["callout-issuer.pub"].decode()
    assert len(loaded.service_password) >= 32 and loaded.service_password != loaded.system_password

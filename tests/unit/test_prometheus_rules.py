"""The Prometheus rules: valid for promtool, unit-tested per alert (fires, and stays quiet
when healthy), documented, and reading only series memstream exports."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.support.dashboards import (
    PROMETHEUS_CONFIG,
    RULE_TESTS,
    RULES,
    SCRAPE_SERIES,
    exported_metric_names,
    load_rules,
    metric_names,
    recorded_names,
)

PROMTOOL = shutil.which("promtool")
needs_promtool = pytest.mark.skipif(
    PROMTOOL is None,
    reason="promtool not found: it comes with Debian's prometheus package "
    "(`make prometheus` installs it when run as root)",
)
ALERTS = [rule for rule in load_rules() if "alert" in rule]
TEST_FILES = sorted(RULE_TESTS.glob("*.yml"))


def promtool(*args: str) -> subprocess.CompletedProcess[str]:
    assert PROMTOOL is not None
    return subprocess.run([PROMTOOL, *args], capture_output=True, text=True, timeout=120)


@needs_promtool
def test_promtool_checks_the_rules() -> None:
    done = promtool("check", "rules", str(RULES))
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"SUCCESS: {len(load_rules())} rules found" in done.stdout


@needs_promtool
def test_promtool_checks_the_local_config_with_its_rules() -> None:
    done = promtool("check", "config", str(PROMETHEUS_CONFIG))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "SUCCESS: 1 rule files found" in done.stdout


@needs_promtool
def test_promtool_unit_tests_pass() -> None:
    done = promtool("test", "rules", *map(str, TEST_FILES))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("SUCCESS") == len(TEST_FILES), done.stdout


@needs_promtool
def test_promtool_unit_tests_can_fail(tmp_path: Path) -> None:
    """A copy of the tests that expects an alert at a moment it is quiet must fail, so the
    passing run above means something."""
    source = RULE_TESTS / "scheduler_and_graph.yml"
    doc = yaml.safe_load(source.read_text())
    doc["rule_files"] = [str(RULES)]
    quiet = next(t for t in doc["tests"] if t["name"].startswith("a held lease"))
    quiet["alert_rule_test"][0]["exp_alerts"] = [{"exp_labels": {"severity": "critical"}}]
    broken = tmp_path / "broken.yml"
    broken.write_text(yaml.safe_dump(doc))
    done = promtool("test", "rules", str(broken))
    assert done.returncode != 0
    assert "MemstreamSchedulerLeaseLost" in done.stdout + done.stderr


@pytest.mark.parametrize("alert", ALERTS, ids=[a["alert"] for a in ALERTS])
def test_every_alert_has_severity_summary_and_description(alert: dict[str, Any]) -> None:
    assert alert["labels"]["severity"] in ("warning", "critical")
    assert alert["annotations"]["summary"].strip()
    assert len(alert["annotations"]["description"]) > 80, "say what it means and what to do"


def _alert_tests() -> list[dict[str, Any]]:
    cases = []
    for path in TEST_FILES:
        doc = yaml.safe_load(path.read_text())
        assert doc["rule_files"] == ["../memstream.rules.yml"], path.name
        for test in doc["tests"]:
            cases.extend(test.get("alert_rule_test", []))
    return cases


@pytest.mark.parametrize("alert", ALERTS, ids=[a["alert"] for a in ALERTS])
def test_every_alert_is_tested_firing_and_quiet(alert: dict[str, Any]) -> None:
    cases = [c for c in _alert_tests() if c["alertname"] == alert["alert"]]
    assert any(c["exp_alerts"] for c in cases), "no case where it fires"
    assert any(not c["exp_alerts"] for c in cases), "no case where it stays quiet"


def test_the_expected_alerts_are_there() -> None:
    assert {a["alert"] for a in ALERTS} == {
        "MemstreamConsumerLagGrowing",
        "MemstreamDLQGrowing",
        "MemstreamPoisonMessages",
        "MemstreamRequestErrorRate",
        "MemstreamContextLatencyOverTarget",
        "MemstreamSchedulerLeaseLost",
        "MemstreamGraphPartitionStalled",
    }


def test_rules_read_only_exported_or_recorded_series() -> None:
    known = exported_metric_names() | recorded_names() | SCRAPE_SERIES
    unknown = {
        f"{rule.get('record') or rule.get('alert')}: {name}"
        for rule in load_rules()
        for name in metric_names(rule["expr"]) - known
    }
    assert not unknown, "rules read series nothing exports:\n" + "\n".join(sorted(unknown))

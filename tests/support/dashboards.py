"""The Grafana dashboards and Prometheus rules under infra/, read the way tests need them:
panel queries, the metric names a PromQL expression reads, and the names memstream exports."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from prometheus_client import generate_latest

from memstream.services.common.runtime.metrics import REGISTRY

ROOT = Path(__file__).parents[2]
DASHBOARDS = ROOT / "infra" / "grafana" / "dashboards"
RULES = ROOT / "infra" / "prometheus" / "rules" / "memstream.rules.yml"
RULE_TESTS = RULES.parent / "tests"
PROMETHEUS_CONFIG = ROOT / "infra" / "prometheus.yml"

# Series Prometheus itself writes for every scrape target.
SCRAPE_SERIES = frozenset({"up", "scrape_duration_seconds", "scrape_samples_scraped"})

# Grafana's interval variables, as the integration test evaluates them: one window that
# spans the whole scrape of a test run.
GRAFANA_INTERVALS = ("$__rate_interval", "$__interval", "$__range")


@dataclass(frozen=True, slots=True)
class PanelQuery:
    dashboard: str
    panel: str
    ref_id: str
    expr: str
    legend: str

    def promql(self, window: str) -> str:
        """The expression with Grafana's interval variables set to `window`."""
        expr = self.expr
        for variable in GRAFANA_INTERVALS:
            expr = expr.replace(variable, window)
        return expr

    def __str__(self) -> str:
        return f"{self.dashboard} / {self.panel} [{self.ref_id}]"


def load_dashboards() -> dict[str, dict[str, Any]]:
    """Every dashboard JSON by file name."""
    return {p.name: json.loads(p.read_text()) for p in sorted(DASHBOARDS.glob("*.json"))}


def panels(dashboard: dict[str, Any]) -> list[dict[str, Any]]:
    """The dashboard's panels that show data (rows are layout), collapsed rows' included."""
    found: list[dict[str, Any]] = []
    for panel in dashboard.get("panels", []):
        if panel.get("type") == "row":
            found.extend(panel.get("panels", []))
        else:
            found.append(panel)
    return found


def panel_queries() -> list[PanelQuery]:
    """Every target of every panel of every dashboard."""
    return [
        PanelQuery(
            dash["title"], panel["title"], target["refId"], target["expr"], target["legendFormat"]
        )
        for dash in load_dashboards().values()
        for panel in panels(dash)
        for target in panel.get("targets", [])
    ]


def load_rules() -> list[dict[str, Any]]:
    """Every rule of the rules file (recording and alerting), in file order."""
    doc = yaml.safe_load(RULES.read_text())
    return [rule for group in doc["groups"] for rule in group["rules"]]


def recorded_names() -> set[str]:
    return {rule["record"] for rule in load_rules() if "record" in rule}


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|`[^`]*`')
_MATCHERS = re.compile(r"\{[^}]*\}")
_RANGE = re.compile(r"\[[^\]]*\]")
_LABEL_LIST = re.compile(r"\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)")
# A name not glued to a preceding word, digit or dot (so 0.05, 1e3 and 15m are not names).
_NAME = re.compile(r"(?<![\w:.$])([A-Za-z_:][\w:]*)(\s*\()?")
_KEYWORDS = frozenset(
    {"and", "or", "unless", "bool", "offset", "group_left", "group_right", "inf", "nan"}
)


def metric_names(expr: str) -> set[str]:
    """The metric (and recording rule) names a PromQL expression selects."""
    bare = _STRING.sub('""', expr)
    bare = _MATCHERS.sub(" ", bare)
    bare = _RANGE.sub(" ", bare)
    bare = _LABEL_LIST.sub(" ", bare)
    return {
        m.group(1)
        for m in _NAME.finditer(bare)
        if m.group(2) is None and m.group(1).lower() not in _KEYWORDS
    }


_TYPE_LINE = re.compile(r"^# TYPE (\S+) (\S+)$", re.MULTILINE)
_SUFFIXES = {
    "counter": ("",),
    "gauge": ("",),
    "histogram": ("_bucket", "_sum", "_count"),
    "summary": ("", "_sum", "_count"),
}


def exposed_names(text: str) -> set[str]:
    """The series names a /metrics text (generate_latest) exposes, from its TYPE lines."""
    names: set[str] = set()
    for name, kind in _TYPE_LINE.findall(text):
        names.update(name + suffix for suffix in _SUFFIXES.get(kind, ("",)))
    return names


def exported_metric_names() -> set[str]:
    """Every series name a memstream process can expose: the metrics of the one registry."""
    return exposed_names(generate_latest(REGISTRY).decode())

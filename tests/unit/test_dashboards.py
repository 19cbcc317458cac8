"""The Grafana dashboards: loadable, on the templated data source, and reading only series
memstream exports (so a renamed metric fails here, not on an operator's screen)."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml
from prometheus_client.metrics import MetricWrapperBase

from memstream.services.common.runtime import metrics
from tests.support.dashboards import (
    DASHBOARDS,
    ROOT,
    SCRAPE_SERIES,
    exported_metric_names,
    exposed_names,
    load_dashboards,
    metric_names,
    panel_queries,
    panels,
    recorded_names,
)

DATASOURCE = {"type": "prometheus", "uid": "${DS_PROMETHEUS}"}
PROVISIONING = ROOT / "infra" / "grafana" / "provisioning"
DASHBOARD_FILES = sorted(load_dashboards().items())


def test_both_dashboards_are_there() -> None:
    titles = {dash["title"] for _, dash in DASHBOARD_FILES}
    assert titles == {"memstream: memory health", "memstream: operations"}


@pytest.mark.parametrize(("name", "dash"), DASHBOARD_FILES, ids=[n for n, _ in DASHBOARD_FILES])
def test_dashboard_shape(name: str, dash: dict[str, Any]) -> None:
    assert 36 <= dash["schemaVersion"] <= 41, "a schema Grafana 10/11 loads without migrating"
    assert dash["uid"] == name.removesuffix(".json")
    [variable] = [v for v in dash["templating"]["list"] if v["name"] == "DS_PROMETHEUS"]
    assert (variable["type"], variable["query"]) == ("datasource", "prometheus")
    ids = [p["id"] for p in dash["panels"]]
    assert len(ids) == len(set(ids)), "panel ids repeat"


@pytest.mark.parametrize(("name", "dash"), DASHBOARD_FILES, ids=[n for n, _ in DASHBOARD_FILES])
def test_every_panel_queries_the_templated_data_source(name: str, dash: dict[str, Any]) -> None:
    for panel in panels(dash):
        title = panel["title"]
        assert panel["datasource"] == DATASOURCE, title
        assert panel.get("description"), f"{title}: no description"
        assert panel["targets"], f"{title}: no query"
        for target in panel["targets"]:
            assert target["expr"].strip(), f"{title}: empty query"
            assert target["datasource"] == DATASOURCE, title
        refs = [t["refId"] for t in panel["targets"]]
        assert len(refs) == len(set(refs)), f"{title}: refIds repeat"


@pytest.mark.parametrize(("name", "dash"), DASHBOARD_FILES, ids=[n for n, _ in DASHBOARD_FILES])
def test_panels_fit_the_grid_without_overlapping(name: str, dash: dict[str, Any]) -> None:
    taken: dict[tuple[int, int], str] = {}
    for panel in dash["panels"]:
        g = panel["gridPos"]
        assert g["x"] + g["w"] <= 24, panel["title"]
        for x in range(g["x"], g["x"] + g["w"]):
            for y in range(g["y"], g["y"] + g["h"]):
                assert (x, y) not in taken, f"{panel['title']} overlaps {taken[(x, y)]}"
                taken[(x, y)] = panel["title"]


def test_every_queried_metric_is_exported_or_recorded() -> None:
    known = exported_metric_names() | recorded_names() | SCRAPE_SERIES
    unknown = {f"{q}: {name}" for q in panel_queries() for name in metric_names(q.expr) - known}
    assert not unknown, "queries read series nothing exports:\n" + "\n".join(sorted(unknown))


def test_queries_never_group_or_filter_by_tenant() -> None:
    for q in panel_queries():
        assert not re.search(r"\btenant(_id)?\b", q.expr), str(q)


def test_consumer_gauges_are_read_with_max_by_stream_and_consumer() -> None:
    """Every scheduler replica exports the same JetStream values: a sum would count them
    once per replica."""
    gauge = re.compile(r"memstream_consumer_(?:pending|ack_pending|redelivered)\b")
    for q in panel_queries():
        for m in gauge.finditer(q.expr):
            before = q.expr[: m.start()]
            assert re.search(r"max by \([^)]*\bconsumer\b[^)]*\) \($", before), str(q)


def test_no_metric_carries_a_target_label() -> None:
    """Prometheus renames a scraped `job` or `instance` label to exported_job/_instance
    (honor_labels: false, the default), so no memstream metric may use either name."""
    # prometheus_client keeps a metric's label names only in a private attribute.
    clashing = {
        metric._name
        for metric in vars(metrics).values()
        if isinstance(metric, MetricWrapperBase) and {"job", "instance"} & set(metric._labelnames)
    }
    assert clashing == set()
    for q in panel_queries():
        assert "exported_job" not in q.expr and "exported_instance" not in q.expr, str(q)


def test_metric_name_extraction() -> None:
    expr = (
        'sum by (tier) (rate(memstream_tier_hits_total{tier!="x"}[$__rate_interval]))\n'
        "/ ignoring (tier) group_left sum(rate(memstream_tier_hits_total[5m] offset 15m))"
        ' > bool 0.05 or label_replace(up, "a", "$1", "b", "(.+)")'
        " unless on (partition) stream_consumer:memstream_consumer_pending:max > 1e3"
    )
    assert metric_names(expr) == {
        "memstream_tier_hits_total",
        "up",
        "stream_consumer:memstream_consumer_pending:max",
    }


def test_exposed_names_expand_histograms_and_counters() -> None:
    text = (
        "# HELP a_seconds x\n# TYPE a_seconds histogram\n"
        "# HELP b_total y\n# TYPE b_total counter\n# HELP c z\n# TYPE c gauge\n"
    )
    assert exposed_names(text) == {
        "a_seconds_bucket", "a_seconds_sum", "a_seconds_count", "b_total", "c",
    }  # fmt: skip


def test_a_renamed_metric_would_be_caught() -> None:
    known = exported_metric_names()
    assert "memstream_context_latency_seconds_bucket" in known
    assert "process_cpu_seconds_total" in known
    assert "memstream_context_latency_secs_bucket" not in known


def test_provisioning_points_grafana_at_the_dashboards() -> None:
    providers = yaml.safe_load((PROVISIONING / "dashboards" / "memstream.yml").read_text())
    assert providers["apiVersion"] == 1
    [provider] = providers["providers"]
    assert provider["type"] == "file" and provider["options"]["path"]
    sources = yaml.safe_load((PROVISIONING / "datasources" / "prometheus.yml").read_text())
    [source] = sources["datasources"]
    assert source["type"] == "prometheus" and source["isDefault"] is True
    assert DASHBOARDS.is_dir()

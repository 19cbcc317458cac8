"""The pure rules of bench/freshness.py: percentiles, bounded lag, sustainable rate."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from prometheus_client.parser import text_string_to_metric_families

from bench._freshness_rules import (
    bounded,
    freshness_summary,
    histogram_quantile,
    sustainable_rate,
)
from bench.stack_under_test import backend_rates, backend_totals


def test_freshness_summary_nearest_rank() -> None:
    samples = [i / 100 for i in range(1, 101)]  # 0.01 … 1.00 s, shuffled order irrelevant
    summary = freshness_summary(list(reversed(samples)))
    assert summary == {
        "p50_s": pytest.approx(0.50),
        "p95_s": pytest.approx(0.95),
        "p99_s": pytest.approx(0.99),
    }


def test_freshness_summary_empty_is_nan() -> None:
    assert all(math.isnan(v) for v in freshness_summary([]).values())


@given(st.lists(st.floats(min_value=0, max_value=100, allow_nan=False), min_size=1))
def test_freshness_percentiles_are_ordered_and_within_samples(samples: list[float]) -> None:
    summary = freshness_summary(samples)
    assert summary["p50_s"] <= summary["p95_s"] <= summary["p99_s"]
    assert min(samples) - 1e-3 <= summary["p50_s"]
    assert summary["p99_s"] <= max(samples) + 1e-3


def test_bounded_needs_small_and_not_growing_lag() -> None:
    assert bounded(20, lag_mid=3, lag_end=4)  # below R, grew by less than R/4
    assert not bounded(20, lag_mid=0, lag_end=19)  # below R but grew by almost R
    assert not bounded(20, lag_mid=30, lag_end=20)  # shrinking, yet a full second behind
    assert bounded(5, lag_mid=0, lag_end=1)  # one in-flight batch at a low rate


def test_sustainable_rate_is_highest_bounded() -> None:
    rows = [(5.0, 0, 1), (10.0, 1, 2), (20.0, 5, 6), (40.0, 40, 120)]
    assert sustainable_rate(rows) == 20.0
    assert sustainable_rate([(40.0, 40, 120)]) is None
    assert sustainable_rate([]) is None


def test_histogram_quantile_picks_bucket_bound() -> None:
    bounds = [0.1, 0.5, 1.0, math.inf]
    cumulative = [50.0, 90.0, 100.0, 100.0]
    assert histogram_quantile(bounds, cumulative, 0.5) == pytest.approx(0.1)
    assert histogram_quantile(bounds, cumulative, 0.95) == pytest.approx(1.0)
    assert math.isnan(histogram_quantile(bounds, [0.0, 0.0, 0.0, 0.0], 0.95))


def test_backend_figures_split_the_texts_by_priority_class() -> None:
    exposition = "\n".join(
        [
            "# TYPE memstream_embed_batch_size histogram",
            'memstream_embed_batch_size_bucket{le="+Inf"} 4.0',
            "memstream_embed_batch_size_count 4.0",
            "memstream_embed_batch_size_sum 40.0",
            "# TYPE memstream_embed_backend_seconds histogram",
            'memstream_embed_backend_seconds_sum{outcome="ok"} 0.5',
            "# TYPE memstream_embed_backend_texts_total counter",
            'memstream_embed_backend_texts_total{priority="query"} 4.0',
            'memstream_embed_backend_texts_total{priority="index"} 30.0',
            'memstream_embed_backend_texts_total{priority="enrich"} 6.0',
            "",
        ]
    )
    totals = backend_totals(text_string_to_metric_families(exposition))
    assert totals["texts_query"] == 4 and totals["texts_index"] == 30
    rates = backend_rates(totals, wall=2.0)
    assert rates == {
        "texts_per_s": 20.0,
        "texts_per_call": 10.0,
        "texts_per_backend_s": 80.0,
        "query_per_s": 2.0,
        "index_per_s": 15.0,
        "enrich_per_s": 3.0,
    }

"""The pure rules of bench/freshness.py: percentiles, bounded lag, the sustainable rate
(tests/unit/test_freshness_bench.py)."""

from __future__ import annotations

from collections.abc import Sequence

from bench._common import percentile


def freshness_summary(samples_s: Sequence[float]) -> dict[str, float]:
    """p50/p95/p99 in seconds (nearest rank) of the turns that became fresh."""
    ordered = sorted(samples_s)
    return {f"p{q}_s": round(percentile(ordered, q), 3) for q in (50, 95, 99)}


def bounded(rate: float, lag_mid: int, lag_end: int) -> bool:
    """The indexer keeps up at `rate`: at the end of the window fewer than one second's
    worth of turns wait, and the lag did not grow from the middle of the window to its
    end. "Grow" allows a quarter second's worth: a consumer that keeps up still holds the
    batch it is working on, so its lag jitters by about that much."""
    return lag_end < rate and lag_end <= lag_mid + rate / 4


def sustainable_rate(lags: Sequence[tuple[float, int, int]]) -> float | None:
    """The highest swept rate whose lag stays bounded, from (rate, lag_mid, lag_end)
    rows; None if none does."""
    ok = [rate for rate, mid, end in lags if bounded(rate, mid, end)]
    return max(ok) if ok else None


def histogram_quantile(bounds: Sequence[float], cumulative: Sequence[float], q: float) -> float:
    """The upper bound of the first bucket holding the q-quantile of a cumulative
    histogram (Prometheus `le` buckets, +Inf last); NaN when it counted nothing."""
    total = cumulative[-1] if cumulative else 0.0
    if total <= 0:
        return float("nan")
    for bound, count in zip(bounds, cumulative, strict=True):
        if count >= q * total:
            return bound
    return bounds[-1]

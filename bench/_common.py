"""Helpers shared by the benchmarks: percentiles, machine description, JSON summary line."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import platform
import sys
from collections.abc import Coroutine, Sequence
from pathlib import Path
from typing import Any, TypeVar


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of an already sorted sequence."""
    if not sorted_values:
        return float("nan")
    rank = max(0, min(len(sorted_values) - 1, round(q / 100 * len(sorted_values)) - 1))
    return sorted_values[rank]


def latency_summary_ms(samples_s: Sequence[float]) -> dict[str, float]:
    ordered = sorted(samples_s)
    return {f"p{q}_ms": round(percentile(ordered, q) * 1000, 3) for q in (50, 95, 99)}


def cpu_model() -> str:
    """The CPU's model name; "unknown" where /proc/cpuinfo is absent."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return "unknown"


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def machine() -> dict[str, Any]:
    return {
        "cpu_model": cpu_model(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
    }


def emit(figures: dict[str, Any]) -> None:
    """The last line of every benchmark: one JSON object with its figures."""
    sys.stdout.write(json.dumps(figures, sort_keys=True) + "\n")
    sys.stdout.flush()


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


T = TypeVar("T")


def run_loop(main: Coroutine[Any, Any, T], plain: bool = False) -> tuple[T, str]:
    """Run `main` on the service runner's loop (`memstream run` uses uvloop when installed),
    or on plain asyncio; returns its result and the loop's name."""
    try:
        import uvloop
    except ImportError:
        uvloop = None  # type: ignore[assignment]
    if uvloop is None or plain:
        return asyncio.run(main), "asyncio"
    return uvloop.run(main), "uvloop"

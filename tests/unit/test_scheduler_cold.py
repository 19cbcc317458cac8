"""The cold archive's Parquet round trip and the report's helpers."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import Record
from memstream.services.scheduler.admin.report import age_bucket, iso_week
from memstream.services.scheduler.jobs.cold import read_cold, write_cold


def test_cold_files_round_trip_whole_points(tmp_path: Path) -> None:
    dense = np.arange(4, dtype=np.float32) / 10
    recs = [
        Record(
            "a", {"tenant_id": "t", "text": "alpha", "tags": ["x"]}, dense, SparseVector([3], [0.5])
        ),
        Record("b", {"tenant_id": "t", "text": "beta"}, None, None),
    ]
    path = write_cold(tmp_path, "t", "2024-04", recs, 1.0)
    assert path.exists() and path.suffix == ".parquet"
    got = {p.id: p for p in read_cold(tmp_path, "t")}
    assert got["a"].payload == {"tenant_id": "t", "text": "alpha", "tags": ["x"]}
    assert got["a"].dense is not None and np.allclose(got["a"].dense, dense)
    assert got["a"].sparse == SparseVector([3], [0.5])
    assert got["b"].dense is None
    assert [p.id for p in read_cold(tmp_path, "t", ["b"])] == ["b"]
    assert read_cold(tmp_path, "other") == []


def test_a_second_file_never_overwrites_the_first(tmp_path: Path) -> None:
    first = write_cold(tmp_path, "t", "2024-04", [Record("a", {"v": 1})], 1.0)
    second = write_cold(tmp_path, "t", "2024-04", [Record("b", {"v": 2})], 2.0)
    assert first != second and first.exists() and second.exists()
    assert sorted(p.id for p in read_cold(tmp_path, "t")) == ["a", "b"]


@pytest.mark.parametrize(
    ("days", "bucket"),
    [(0, "<7d"), (6.9, "<7d"), (7, "7-30d"), (45, "30-90d"), (100, "90-180d"), (400, ">180d")],
)
def test_age_buckets(days: float, bucket: str) -> None:
    assert age_bucket(days) == bucket


def test_iso_week() -> None:
    assert iso_week(1_709_600_000.0) == "2024-W10"

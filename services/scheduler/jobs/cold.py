"""The cold archive: items written to Parquet with DuckDB (`COPY … TO`), restorable.

Each file holds whole points (payload as JSON, dense and sparse vectors), so a restore
works even if the points were later lost from Qdrant. Files are named by the month and a
digest of their item ids: a rerun after a crash writes a new file for what is left rather
than overwriting one that already holds items marked cold. Files are written to a
temporary name and renamed, so a reader never sees half a file.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb
import numpy as np

from memstream.services.common.stores.vectors import SparseVector
from memstream.services.common.stores.vectorstore import Record

_DDL = """CREATE TABLE cold (
    id VARCHAR NOT NULL,
    tenant_id VARCHAR NOT NULL,
    archived_at DOUBLE NOT NULL,
    payload VARCHAR NOT NULL,
    dense FLOAT[],
    sparse_indices INTEGER[],
    sparse_values FLOAT[]
)"""


def cold_dir(data_dir: Path, tenant: str) -> Path:
    return data_dir / "cold" / tenant


def file_name(month: str, ids: Sequence[str]) -> str:
    digest = hashlib.sha256("\n".join(sorted(ids)).encode()).hexdigest()[:16]
    return f"{month}-{digest}.parquet"


def _row(tenant: str, rec: Record, at: float) -> tuple[Any, ...]:
    sparse = rec.sparse or SparseVector()
    return (
        rec.id,
        tenant,
        at,
        json.dumps(rec.payload, sort_keys=True, default=str),
        None if rec.dense is None else [float(v) for v in rec.dense],
        list(sparse.indices),
        [float(v) for v in sparse.values],
    )


def write_cold(
    data_dir: Path, tenant: str, month: str, records: Sequence[Record], at: float
) -> Path:
    """Write `records` to one Parquet file (blocking: call it off the event loop)."""
    folder = cold_dir(data_dir, tenant)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / file_name(month, [r.id for r in records])
    tmp = target.with_suffix(".parquet.tmp")
    con = duckdb.connect()
    try:
        con.execute(_DDL)
        con.executemany(
            "INSERT INTO cold VALUES (?, ?, ?, ?, ?, ?, ?)", [_row(tenant, r, at) for r in records]
        )
        con.execute(f"COPY cold TO '{_sql_path(tmp)}' (FORMAT parquet)")
    finally:
        con.close()
    os.replace(tmp, target)
    return target


def _sql_path(path: Path) -> str:
    return str(path).replace("'", "''")


@dataclass(frozen=True, slots=True)
class ColdPoint:
    id: str
    payload: dict[str, Any]
    dense: np.ndarray[Any, np.dtype[np.float32]] | None
    sparse: SparseVector | None
    file: str


def read_cold(data_dir: Path, tenant: str, ids: Sequence[str] | None = None) -> list[ColdPoint]:
    """Every archived point of the tenant (newest copy of each), optionally only `ids`."""
    folder = cold_dir(data_dir, tenant)
    files = sorted(folder.glob("*.parquet")) if folder.exists() else []
    if not files:
        return []
    con = duckdb.connect()
    try:
        listing = ", ".join(f"'{_sql_path(f)}'" for f in files)
        rows = con.execute(
            f"""SELECT id, payload, dense, sparse_indices, sparse_values, filename
                FROM read_parquet([{listing}], filename = true)
                WHERE tenant_id = ?
                QUALIFY row_number() OVER (PARTITION BY id ORDER BY archived_at DESC) = 1
                ORDER BY id""",
            [tenant],
        ).fetchall()
    finally:
        con.close()
    wanted = None if ids is None else set(ids)
    out = []
    for item_id, payload, dense, idx, vals, filename in rows:
        if wanted is not None and item_id not in wanted:
            continue
        out.append(
            ColdPoint(
                id=item_id,
                payload=json.loads(payload),
                dense=None if dense is None else np.asarray(dense, dtype=np.float32),
                sparse=SparseVector(list(idx or []), [float(v) for v in vals or []]),
                file=Path(filename).name,
            )
        )
    return out

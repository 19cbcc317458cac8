"""Optimise the edge shards of a data directory, as a child process of the store.

qdrant-edge keeps the GIL for the whole of `optimize()`, which for a large tenant's
HNSW graph lasts minutes; run in the service process, that would freeze its event
loop (NATS heartbeats and acks included). The parent closes its shards, runs this,
and reopens them.

Usage: python -m memstream.services.common.stores.vectorstore.edge_optimize <data-dir> <dim>
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from memstream.services.common.stores.vectorstore.edge_engine import EdgeEngine


def optimize_directory(path: str | Path, dim: int) -> None:
    engine = EdgeEngine(path)
    try:
        engine.ensure_collections(dim)
        engine.optimize()
    finally:
        engine.close()


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2:
        sys.stderr.write("usage: edge_optimize <data-dir> <dim>\n")
        return 2
    optimize_directory(args[0], int(args[1]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

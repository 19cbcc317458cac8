"""Every service the runner can start, by name."""

from __future__ import annotations

from collections.abc import Callable

from services.common.runtime import Service
from services.embedder.app import EmbedderApp
from services.extractor.app import ExtractorApp
from services.graph.app import GraphApp
from services.indexer.app import IndexerApp
from services.ingest.app import IngestApp
from services.retriever.app import RetrieverApp
from services.scheduler.app import SchedulerApp
from services.tools.app import ToolsApp

# Order matters: the runner sets services up and starts them in this order, and the
# indexer's first batches need the embedder.
SERVICES: dict[str, Callable[[], Service]] = {
    "ingest": IngestApp,
    "embedder": EmbedderApp,
    "indexer": IndexerApp,
    "extractor": ExtractorApp,
    "graph": GraphApp,
    "retriever": RetrieverApp,
    "tools": ToolsApp,
    "scheduler": SchedulerApp,
}

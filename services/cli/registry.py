"""Every service the runner can start, by name."""

from __future__ import annotations

from collections.abc import Callable

from memstream.services.common.runtime import Service
from memstream.services.embedder.app import EmbedderApp
from memstream.services.extractor.app import ExtractorApp
from memstream.services.graph.app import GraphApp
from memstream.services.indexer.app import IndexerApp
from memstream.services.ingest.app import IngestApp
from memstream.services.retriever.app import RetrieverApp
from memstream.services.scheduler.app import SchedulerApp
from memstream.services.tools.app import ToolsApp

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

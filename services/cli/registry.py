"""Every service the runner can start, by name."""

from __future__ import annotations

from collections.abc import Callable

from memstream.services.common.runtime import Service
from memstream.services.embedder import EmbedderApp
from memstream.services.extractor import ExtractorApp
from memstream.services.gateway import GatewayApp
from memstream.services.graph import GraphApp
from memstream.services.indexer import IndexerApp
from memstream.services.ingest import IngestApp
from memstream.services.retriever import RetrieverApp
from memstream.services.scheduler import SchedulerApp
from memstream.services.tools import ToolsApp

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
    # Last: it answers agents, so everything behind it is up first.
    "gateway": GatewayApp,
}

"""The episode indexer: RESOURCES -> embeddings -> the `episodes` collection.

A durable pull consumer of RESOURCES: each batch's resources are embedded (through the
embedder service) and upserted as episode points under deterministic ids, then acked;
messages that can never be indexed go to the DLQ, transient failures are retried.

Entry points: `IndexerApp` (app.py: the consumer) and service.py (one batch).
"""

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names
from memstream.services.indexer.settings import IndexerSettings

if TYPE_CHECKING:
    from memstream.services.indexer.app import IndexerApp

__all__ = ["IndexerApp", "IndexerSettings"]

# The app wires the whole service: it loads when first asked for.
__getattr__ = lazy_names(__name__, {"IndexerApp": "app"})

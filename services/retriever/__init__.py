"""The retriever: context for an agent's next turn, and memory search, by request-reply.

`mem.context.<tenant>` takes a ContextRequest and answers a ContextResponse: an inject
block of at most 10 memories (5 when the tenant is over budget), built by tiered hybrid
search over the tenant's category summaries, items and episodes, the graph half of dual
search, fusion and the final formula, a trust pass and the inject format.
`mem.search.<tenant>` runs the same retrieval at a caller's depth, and
`mem.watermark.<tenant>` says how far the episode indexer (and, if asked, the extractor)
got through a tenant's writes (read-your-writes).

Entry points:
- `app`: `RetrieverApp`, the service (its endpoints, queue group `retriever`);
- `service`: request validation, budget and read-your-writes handling, the served event;
- `pipeline`: `Retriever.retrieve`, the read path's steps in order, each one hop away;
- `settings`: `RetrieverSettings`.

Other packages import only the names below. `Retriever` runs the read path in-process
(benchmarks, evaluation); `estimate_tokens` is the token count the inject budget uses.
They load on first use, so importing one retriever module does not load the service.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names

if TYPE_CHECKING:
    from memstream.services.retriever.app import RetrieverApp
    from memstream.services.retriever.inject import estimate_tokens
    from memstream.services.retriever.pipeline import Retriever
    from memstream.services.retriever.settings import RetrieverSettings

__all__ = ["Retriever", "RetrieverApp", "RetrieverSettings", "estimate_tokens"]

__getattr__ = lazy_names(
    __name__,
    {
        "Retriever": "pipeline",
        "RetrieverApp": "app",
        "RetrieverSettings": "settings",
        "estimate_tokens": "inject",
    },
)

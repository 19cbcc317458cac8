"""Ranked memories beyond the context cap (`mem.search.<tenant>`), answered by the retriever.

The same retrieval as `mem.context` (tiers, intent, fusion, time decay, trust pass) with
only the number of memories changed: a search tool or an evaluation at k > 10 reads the
ranking a context block is the head of, so the two never disagree; a `domain` on the
request penalises off-domain memories here exactly as in a context. The reply is a
`ContextResponse` (or an `ErrorReply`).
"""

from __future__ import annotations

from pydantic import Field

from memstream.contracts.common import Message
from memstream.contracts.context import ContextRequest

MAX_DEPTH = 50


class SearchRequest(Message):
    """A context request answered deeper than the context cap."""

    request: ContextRequest = Field(
        description="What to retrieve, exactly as for mem.context; its `limit` is replaced "
        "by `depth`."
    )
    depth: int = Field(
        default=10, ge=1, le=MAX_DEPTH, description="Most memories to return, best first."
    )

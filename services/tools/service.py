"""Dispatch from tool name to handler: validate the arguments, run the tool, reply.

Where each tool lives: search_memory in search.py (asks the retriever); remember_fact,
correct_fact, confirm_fact in writes.py; forget_memory in forget.py; get_entity_info,
explain_fact, weak_facts, memory_stats in reads.py (ask the graph). Every reply is the
tool's result or an ErrorReply, and each call is counted by outcome.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from nats.aio.client import Client
from nats.js import JetStreamContext
from pydantic import ValidationError

from memstream.contracts.common import Message
from memstream.contracts.tools import TOOLS
from memstream.services.common.messaging.errors import RequestRejected, reply_from_validation
from memstream.services.common.messaging.graph_client import GraphClient
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.runtime import metrics
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.tools.forget import Forgetter
from memstream.services.tools.reads import GraphReads
from memstream.services.tools.search import MemorySearch
from memstream.services.tools.settings import ToolsSettings
from memstream.services.tools.views import Views
from memstream.services.tools.writes import FactWriter

Handler = Callable[[str, Any], Awaitable[Message]]


def utc_now() -> datetime:
    return datetime.now(UTC)


class ToolsService:
    def __init__(
        self,
        nc: Client,
        js: JetStreamContext,
        store: Callable[[], Awaitable[VectorStore]],
        embedder: EmbeddingClient,
        graph: GraphClient,
        settings: ToolsSettings,
    ) -> None:
        zone = ZoneInfo(settings.timezone) if settings.timezone else None
        views = Views(zone, utc_now)
        search = MemorySearch(nc, store, graph, views.memory, utc_now, settings.search_timeout_s)
        writes = FactWriter(js, store, embedder, views, utc_now, settings.remember_decay_rate)
        reads = GraphReads(js, store, graph, views)
        forget = Forgetter(js, store, embedder, utc_now, settings.summary_facts)
        self._handlers: dict[str, Handler] = {
            "search_memory": search,
            "remember_fact": writes.remember_fact,
            "correct_fact": writes.correct_fact,
            "confirm_fact": writes.confirm_fact,
            "forget_memory": forget.forget_memory,
            "get_entity_info": reads.get_entity_info,
            "memory_stats": reads.memory_stats,
            "explain_fact": reads.explain_fact,
            "weak_facts": reads.weak_facts,
        }

    def handler(self, name: str) -> Callable[[str, bytes], Awaitable[bytes]]:
        spec = TOOLS[name]
        run = self._handlers[name]

        async def handle(tenant: str, body: bytes) -> bytes:
            try:
                args = spec.args.model_validate_json(body)
                result = await run(tenant, args)
            except ValidationError as exc:
                metrics.TOOL_CALLS.labels(name, "rejected").inc()
                return reply_from_validation(exc).model_dump_json().encode()
            except RequestRejected as exc:
                outcome = "not_found" if exc.reply.code == "not_found" else "failed"
                metrics.TOOL_CALLS.labels(name, outcome).inc()
                return exc.reply.model_dump_json().encode()
            metrics.TOOL_CALLS.labels(name, "ok").inc()
            return result.model_dump_json().encode()

        return handle

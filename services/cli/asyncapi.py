"""AsyncAPI 3.0 description of every memstream channel, generated from the contracts.

Request-reply endpoints run on plain nats.py subscriptions (see endpoint.py), which
FastStream's generator cannot see, so the document is assembled here from the one list of
channels below and the pydantic models' JSON schemas: a contract change is a doc change.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from memstream.contracts import subjects as s
from memstream.contracts.context import ContextRequest, ContextResponse
from memstream.contracts.embed import EmbedRequest, EmbedResponse
from memstream.contracts.errors import ErrorReply
from memstream.contracts.events import EventEnvelope
from memstream.contracts.extraction import ExtractReply, ExtractRequest
from memstream.contracts.feedback import FeedbackIn, FeedbackReply
from memstream.contracts.graph import GraphReply, GraphRequest
from memstream.contracts.replay import ReplayRequest, ReplayResponse
from memstream.contracts.scheduler import (
    HealthReport,
    JobProgress,
    JobRunReply,
    JobRunRequest,
    ReportRequest,
    RestoreReply,
    RestoreRequest,
)
from memstream.contracts.search import SearchRequest
from memstream.contracts.session import Lesson, Preload, SessionReply, SessionRequest
from memstream.contracts.summaries import CategorySummary
from memstream.contracts.tools import TOOLS
from memstream.contracts.turns import Checkpoint, ForwardTrigger, Resource, TurnAck, TurnIn
from memstream.contracts.watermark import WatermarkReply, WatermarkRequest


@dataclass(frozen=True, slots=True)
class Channel:
    name: str
    address: str
    description: str
    message: type[BaseModel]
    reply: type[BaseModel] | None = None
    # "send": memstream publishes on the channel (subscribe to it); "receive": it listens.
    action: Literal["send", "receive"] = "receive"


# What each `{placeholder}` of an address stands for.
PARAMETERS: dict[str, str] = {
    "tenant": "Tenant id ([A-Za-z0-9_-]{1,64}).",
    "kind": "Resource kind (user_input, agent_output, tool_call, ...).",
    "session": "Session id.",
    "date": "Due date, yyyy-mm-dd in the user's time zone.",
    "type": "Event type with its dots as underscores (item_stored, job_completed, ...).",
    "action": "Session action: start | heartbeat | end.",
    "category": "Normalised summary category.",
    "job": "Job: nightly | weekly | monthly.",
    "partition": "Graph partition (0 .. partitions-1); its owner answers for the tenants "
    "that hash to it.",
}
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


CHANNELS: tuple[Channel, ...] = (
    Channel("ingestTurn", s.INGEST_TURN_PATTERN, "An agent stores one turn.", TurnIn, TurnAck),
    Channel(
        "replay", s.REPLAY_PATTERN, "Replay a session or recover it.", ReplayRequest, ReplayResponse
    ),
    Channel(
        "context",
        s.CONTEXT_PATTERN,
        "Context before an agent turn.",
        ContextRequest,
        ContextResponse,
    ),
    Channel(
        "search",
        s.SEARCH_PATTERN,
        "The context retrieval's ranking at a depth beyond the context cap (search tools, "
        "evaluation).",
        SearchRequest,
        ContextResponse,
    ),
    Channel(
        "watermark",
        s.WATERMARK_PATTERN,
        "Read-your-writes: how far the episode indexer (and the extractor) got with the "
        "tenant's writes, waiting up to timeout_s for the sequences named.",
        WatermarkRequest,
        WatermarkReply,
    ),
    Channel(
        "extract",
        s.EXTRACT_PATTERN,
        "Extract named resources of the tenant now, through the extractor's own pipeline "
        "(the scheduler's session flush and catch-up of dead letters).",
        ExtractRequest,
        ExtractReply,
    ),
    Channel(
        "embed", s.EMBED, "Dense + sparse embeddings, micro-batched.", EmbedRequest, EmbedResponse
    ),
    Channel(
        "resources", s.resource("{tenant}", "{kind}"), "RESOURCES stream: turn parts.", Resource
    ),
    Channel(
        "checkpoints", s.checkpoint("{tenant}", "{session}"), "CHECKPOINTS stream.", Checkpoint
    ),
    Channel("triggers", s.trigger("{date}", "{tenant}"), "TRIGGERS stream.", ForwardTrigger),
    Channel(
        "events", s.event("{tenant}", "{type}"), "EVENTS stream: domain events.", EventEnvelope
    ),
    Channel(
        "session",
        s.SESSION_PATTERN,
        "Session start | heartbeat | end: overdue jobs run first (cron fallback); start and "
        "heartbeat return today's forward triggers, start the lessons block; end replies once "
        "the session's resources are extracted.",
        SessionRequest,
        SessionReply,
    ),
    Channel(
        "feedback",
        s.FEEDBACK_PATTERN,
        "Echo/fizzle: the agent's response and the injected ids (publish, or request the "
        "verdicts).",
        FeedbackIn,
        FeedbackReply,
    ),
    Channel(
        "preload",
        s.preload("{tenant}"),
        "Forward triggers due today, with the memories to preload, as a session gets them.",
        Preload,
        action="send",
    ),
    Channel(
        "summaries",
        s.summary("{tenant}", "{category}"),
        "SUMMARIES stream: category summary versions (the last one is current).",
        CategorySummary,
        action="send",
    ),
    Channel(
        "lessons",
        s.lesson("{tenant}"),
        "LESSONS stream: behaviour-loop lessons from the user's corrections.",
        Lesson,
        action="send",
    ),
    Channel(
        "schedulerRun",
        s.scheduler_run(),
        "Admin: run a scheduler job now (`memstream jobs run`).",
        JobRunRequest,
        JobRunReply,
    ),
    Channel(
        "schedulerProgress",
        s.scheduler_progress("{job}"),
        "A running job's progress, one message per finished tenant.",
        JobProgress,
        action="send",
    ),
    Channel(
        "schedulerReport",
        s.scheduler_report("{tenant}"),
        "Admin: a tenant's health report (`memstream report`).",
        ReportRequest,
        HealthReport,
    ),
    Channel(
        "schedulerRestore",
        s.scheduler_restore("{tenant}"),
        "Admin: restore items from the cold archive (`memstream restore`).",
        RestoreRequest,
        RestoreReply,
    ),
)


# One channel per memory tool: each has its own arguments and result.
TOOL_CHANNELS: tuple[Channel, ...] = tuple(
    Channel(
        "tool" + "".join(word.capitalize() for word in name.split("_")),
        s.tool("{tenant}", name),
        f"Memory tool `{name}`: {spec.description}",
        spec.args,
        spec.result,
    )
    for name, spec in TOOLS.items()
)

# Between services only (agents cannot reach it): the partition owner's graph queries.
GRAPH_CHANNEL = Channel(
    "graphQuery",
    s.graph_query("{partition}"),
    "Service-only: a query on the graph partition that holds the tenant named in the body "
    "(refused with tenant_mismatch when it hashes to another partition).",
    GraphRequest,
    GraphReply,
)

CATALOGUE: tuple[Channel, ...] = (*CHANNELS, *TOOL_CHANNELS, GRAPH_CHANNEL)


def request_channels() -> tuple[Channel, ...]:
    """Every request-reply endpoint memstream serves (what the services listen on and
    answer), in catalogue order."""
    return tuple(ch for ch in CATALOGUE if ch.reply is not None and ch.action == "receive")


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": f"#/components/messages/{model.__name__}"}


def asyncapi_document(version: str = "0.1.0") -> dict[str, Any]:
    """The AsyncAPI 3.0 document as a JSON-ready dict."""
    models: set[type[BaseModel]] = {ErrorReply}
    channels: dict[str, Any] = {}
    operations: dict[str, Any] = {}
    for ch in CATALOGUE:
        models.add(ch.message)
        messages = {ch.message.__name__: _ref(ch.message)}
        channels[ch.name] = {
            "address": ch.address,
            "description": ch.description,
            "messages": messages,
        }
        names = _PLACEHOLDER.findall(ch.address)
        if names:
            channels[ch.name]["parameters"] = {n: {"description": PARAMETERS[n]} for n in names}
        operation: dict[str, Any] = {
            "action": ch.action,
            "channel": {"$ref": f"#/channels/{ch.name}"},
            "summary": ch.description,
        }
        if ch.reply is not None:
            models.add(ch.reply)
            operation["reply"] = {
                "messages": [_ref(ch.reply), _ref(ErrorReply)],
            }
        operations[ch.name] = operation
    return {
        "asyncapi": "3.0.0",
        "info": {
            "title": "memstream",
            "version": version,
            "description": "Long-term memory for AI agents on NATS JetStream.",
        },
        "defaultContentType": "application/json",
        "channels": channels,
        "operations": operations,
        "components": {
            "messages": {
                m.__name__: {"name": m.__name__, "payload": m.model_json_schema()}
                for m in sorted(models, key=lambda m: m.__name__)
            }
        },
    }

"""AsyncAPI 3.0 description of every memstream channel, generated from the contracts.

Request-reply endpoints run on plain nats.py subscriptions (see endpoint.py), which
FastStream's generator cannot see, so the document is assembled here from the one list of
channels below and the pydantic models' JSON schemas: a contract change is a doc change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from contracts import subjects as s
from contracts.context import ContextRequest, ContextResponse
from contracts.embed import EmbedRequest, EmbedResponse
from contracts.errors import ErrorReply
from contracts.events import EventEnvelope
from contracts.replay import ReplayRequest, ReplayResponse
from contracts.turns import Checkpoint, ForwardTrigger, Resource, TurnAck, TurnIn


@dataclass(frozen=True, slots=True)
class Channel:
    name: str
    address: str
    description: str
    message: type[BaseModel]
    reply: type[BaseModel] | None = None


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
)


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": f"#/components/messages/{model.__name__}"}


def asyncapi_document(version: str = "0.1.0") -> dict[str, Any]:
    """The AsyncAPI 3.0 document as a JSON-ready dict."""
    models: set[type[BaseModel]] = {ErrorReply}
    channels: dict[str, Any] = {}
    operations: dict[str, Any] = {}
    for ch in CHANNELS:
        models.add(ch.message)
        messages = {ch.message.__name__: _ref(ch.message)}
        channels[ch.name] = {
            "address": ch.address,
            "description": ch.description,
            "messages": messages,
        }
        operation: dict[str, Any] = {
            "action": "receive",
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

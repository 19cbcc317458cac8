"""Message contracts of memstream: every payload that crosses NATS."""

from contracts.common import SCHEMA_VERSION, Identifier
from contracts.errors import ErrorReply, MemstreamError
from contracts.events import EventEnvelope
from contracts.replay import ReplayRequest, ReplayResponse
from contracts.turns import (
    Checkpoint,
    Document,
    ForwardTrigger,
    Resource,
    ToolCall,
    TurnAck,
    TurnIn,
)

__all__ = [
    "SCHEMA_VERSION",
    "Checkpoint",
    "Document",
    "ErrorReply",
    "EventEnvelope",
    "ForwardTrigger",
    "Identifier",
    "MemstreamError",
    "ReplayRequest",
    "ReplayResponse",
    "Resource",
    "ToolCall",
    "TurnAck",
    "TurnIn",
]

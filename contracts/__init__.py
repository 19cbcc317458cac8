"""Message contracts of memstream: every payload that crosses NATS."""

from memstream.contracts.common import SCHEMA_VERSION, Identifier
from memstream.contracts.errors import ErrorReply, MemstreamError
from memstream.contracts.events import EventEnvelope
from memstream.contracts.replay import ReplayRequest, ReplayResponse
from memstream.contracts.turns import (
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

"""memstream: long-term memory for AI agents on NATS JetStream.

The public face of the client install (`pip install memstream`): the typed async client,
its error, and the message contracts an agent sends and receives. Everything here imports
only pydantic and nats-py. The services and the `memstream` command live in
`memstream.services` and need `pip install "memstream[server]"`.

```python
from memstream import MemoryClient

async with await MemoryClient.connect("nats://127.0.0.1:4222", api_key="msk_…") as m:
    await m.publish_turn("s1", 0, user_input="I moved to Porto.")
```
"""

from memstream.contracts import (
    SCHEMA_VERSION,
    Checkpoint,
    Document,
    ErrorReply,
    MemstreamError,
    ReplayResponse,
    ToolCall,
    TurnAck,
    TurnIn,
)
from memstream.contracts.client import MemoryClient
from memstream.contracts.context import ContextFilters, ContextItem, ContextRequest, ContextResponse
from memstream.contracts.tools import TOOLS, dispatch, openai_tools

__all__ = [
    "SCHEMA_VERSION",
    "Checkpoint",
    "ContextFilters",
    "ContextItem",
    "ContextRequest",
    "ContextResponse",
    "Document",
    "ErrorReply",
    "MemoryClient",
    "MemstreamError",
    "ReplayResponse",
    "ToolCall",
    "TurnAck",
    "TurnIn",
    "TOOLS",
    "dispatch",
    "openai_tools",
]

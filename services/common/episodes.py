"""How a resource becomes episode points: chunking, the text to embed, the payload.

Shared by the episode indexer (which writes) and the retriever (which reads the payload),
so both agree on one representation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from contracts.turns import Resource
from services.common.vectorstore.base import epoch_seconds

# English text averages about 1.3 word pieces per whitespace word in MiniLM's vocabulary.
_PIECES_PER_WORD = 1.3


@dataclass(frozen=True, slots=True)
class EpisodeDoc:
    """One episode point before embedding: its id, the text to embed and its payload."""

    id: str
    text: str
    payload: dict[str, Any]


def chunk_words(text: str, max_tokens: int = 400, overlap: float = 0.1) -> list[str]:
    """Split `text` into chunks of about `max_tokens` tokens with `overlap` shared between them."""
    words = text.split()
    size = max(1, int(max_tokens / _PIECES_PER_WORD))
    if len(words) <= size:
        return [text.strip()]
    step = max(1, size - int(size * overlap))
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start : start + size]))
        if start + size >= len(words):
            break
    return chunks


def episode_docs(resource: Resource, max_tokens: int = 400) -> list[EpisodeDoc]:
    """The episode points of one resource; every chunk keeps the resource's ids."""
    chunks = chunk_words(resource.text, max_tokens)
    docs = []
    for i, chunk in enumerate(chunks):
        point = resource.resource_id if len(chunks) == 1 else f"{resource.resource_id}#{i}"
        docs.append(
            EpisodeDoc(
                id=point,
                text=chunk,
                payload={
                    "tenant_id": resource.tenant_id,
                    "agent_id": resource.agent_id,
                    "project_id": resource.project_id,
                    "kind": "episode",
                    "resource_kind": resource.kind,
                    "resource_id": resource.resource_id,
                    "session_id": resource.session_id,
                    "turn_number": resource.turn_number,
                    "part_index": resource.part_index,
                    "chunk": i,
                    "chunks": len(chunks),
                    "speaker": resource.speaker,
                    "text": chunk,
                    "title": resource.title,
                    "event_time": epoch_seconds(resource.event_time),
                    "created_at": epoch_seconds(resource.received_at),
                    "external_id": resource.external_id,
                    "status": "active",
                },
            )
        )
    return docs

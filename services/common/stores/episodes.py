"""How a resource becomes episode points: chunking, the text to embed, the payload.

Shared by the episode indexer (which writes) and the retriever (which reads the payload),
so both agree on one representation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from memstream.contracts.turns import Resource
from memstream.services.common.stores.vectorstore.base import epoch_seconds
from memstream.services.common.timeparse import MONTH

# English text averages about 1.3 word pieces per whitespace word in MiniLM's vocabulary.
_PIECES_PER_WORD = 1.3

# Words that place an event in time. The retriever favours episodes carrying one for
# "when" questions: the turn that says "I went there yesterday" is the one that dates it.
_TIME_WORDS = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|ago|last|next|weekend|week|month|year|years"
    r"|since|recently|lately|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri"
    r"|satur|sun)days?|january|february|april|june|july|august|september"
    r"|october|november|december|(?:19|20)\d\d"
    # As people type them: "6 may", "14th march", "sept 3" (not "may 3 of us").
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}"
    rf"|(?!(?:may|mar|march)\b){MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?"
    r")\b|\b(?-i:May|March)\b",
    re.IGNORECASE,
)


def mentions_time(text: str) -> bool:
    """Whether `text` has a word that dates an event ("yesterday", "last week", "in 2022")."""
    return _TIME_WORDS.search(text) is not None


@dataclass(frozen=True, slots=True)
class EpisodeDoc:
    """One episode point before embedding: its id, the text to embed and its payload."""

    id: str
    text: str
    payload: dict[str, Any]


# Longest chunk, in characters. Word counts alone do not bound a chunk: a part of 100,000
# characters without whitespace is one "word". A chunk led by its speaker (ids and names are
# at most 128 characters) must stay far inside what the embedder accepts (100,000 by
# default), so every part ingest accepts can be embedded and found. The model reads only its
# first 256 word pieces, about 1,000 characters, so a longer chunk adds nothing to the
# dense vector anyway.
MAX_CHUNK_CHARS = 4_000


def chunk_words(text: str, max_tokens: int = 400, overlap: float = 0.1) -> list[str]:
    """Split `text` into chunks of about `max_tokens` tokens with `overlap` shared between them,
    none longer than MAX_CHUNK_CHARS (a longer run of text is cut into pieces of that size)."""
    words = text.split()
    size = max(1, int(max_tokens / _PIECES_PER_WORD))
    if len(words) <= size:
        return _cut(text.strip())
    step = max(1, size - int(size * overlap))
    chunks: list[str] = []
    for start in range(0, len(words), step):
        chunks += _cut(" ".join(words[start : start + size]))
        if start + size >= len(words):
            break
    return chunks


def _cut(chunk: str) -> list[str]:
    if len(chunk) <= MAX_CHUNK_CHARS:
        return [chunk]
    return [chunk[i : i + MAX_CHUNK_CHARS] for i in range(0, len(chunk), MAX_CHUNK_CHARS)]


def embedded_text(speaker: str | None, text: str) -> str:
    """What gets embedded: the text led by its speaker ("Caroline: I went ...").

    Questions name people ("When did Caroline ...?"); with the name in the vectors a plain
    dense or BM25 search finds that person's turns (LoCoMo dev recall@10: dense 0.30 ->
    0.49, BM25 0.59 -> 0.64). The payload keeps the bare text.
    """
    return f"{speaker}: {text}" if speaker else text


def domain_of(resource: Resource) -> str | None:
    """The domain the turn was written under (turn metadata `domain`, set by shared-space
    writers), which the retriever weighs against a request's domain; as items keep it."""
    domain = resource.metadata.get("domain")
    return domain if isinstance(domain, str) and domain else None


def episode_docs(resource: Resource, max_tokens: int = 400) -> list[EpisodeDoc]:
    """The episode points of one resource; every chunk keeps the resource's ids."""
    chunks = chunk_words(resource.text, max_tokens)
    domain = domain_of(resource)
    docs = []
    for i, chunk in enumerate(chunks):
        point = resource.resource_id if len(chunks) == 1 else f"{resource.resource_id}#{i}"
        docs.append(
            EpisodeDoc(
                id=point,
                text=embedded_text(resource.speaker, chunk),
                payload={
                    "tenant_id": resource.tenant_id,
                    "agent_id": resource.agent_id,
                    "project_id": resource.project_id,
                    "domain": domain,
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
                    "mentions_time": mentions_time(chunk),
                    "status": "active",
                },
            )
        )
    return docs

"""Every limit is checked once, at ingest, against what the later stages need: a part
ingest accepts is embedded and found; one character, byte or part more is refused by name."""

from __future__ import annotations

import pytest
from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient, MemstreamError
from memstream.contracts.turns import Document
from memstream.services.common.stores.episodes import MAX_CHUNK_CHARS
from memstream.services.embedder.settings import EmbedderSettings
from memstream.services.ingest.settings import IngestSettings

LIMITS = IngestSettings()


def test_a_chunk_led_by_the_longest_speaker_fits_the_embedder() -> None:
    longest_speaker = 128  # TurnIn.speaker's max_length; agent ids are at most 64
    assert MAX_CHUNK_CHARS + longest_speaker + 2 <= EmbedderSettings().max_text_chars
    assert LIMITS.max_text_chars <= EmbedderSettings().max_text_chars


async def _dead_letters(nc: Client, tenant: str) -> int:
    js = nc.jetstream()
    info = await js.stream_info(s.STREAM_DLQ, subjects_filter=s.dlq_filter(tenant=tenant))
    return sum((info.state.subjects or {}).values())


async def test_a_part_at_the_text_limit_without_whitespace_is_searchable(
    client: MemoryClient, nc: Client, unique: str
) -> None:
    marker = f"zq{unique}"
    text = marker + "x" * (LIMITS.max_text_chars - len(marker))
    ack = await client.publish_turn("limits", 0, user_input=text)
    mark = await client.wait_for(ack, timeout=60)
    assert mark.complete and mark.indexed
    assert await _dead_letters(nc, client.tenant_id) == 0
    reply = await client.context(marker, after=ack)
    assert any(ack.resource_ids[0] in i.source_resource_ids for i in reply.items)


async def test_one_character_over_the_text_limit_is_refused_by_name(client: MemoryClient) -> None:
    with pytest.raises(MemstreamError) as refused:
        await client.publish_turn("limits", 1, user_input="x" * (LIMITS.max_text_chars + 1))
    assert refused.value.reply.code == "text_too_long"
    assert refused.value.reply.field == "user_input"


async def test_the_part_count_limit(client: MemoryClient) -> None:
    docs = [Document(text=f"doc {i}") for i in range(LIMITS.max_parts - 2)]
    ack = await client.publish_turn("parts", 0, user_input="u", llm_output="a", documents=docs)
    assert len(ack.resource_ids) == LIMITS.max_parts
    with pytest.raises(MemstreamError) as refused:
        await client.publish_turn(
            "parts", 1, user_input="u", llm_output="a", documents=[*docs, Document(text="one more")]
        )
    assert refused.value.reply.code == "too_many_parts"

"""Extraction on request (`mem.extractor.extract.<tenant>`) against the real stack, with the
extractor's consumer paused so that only the request can have extracted anything."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

import pytest
from nats.aio.client import Client
from pydantic import Field, TypeAdapter

from memstream.contracts import subjects as s
from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import ErrorReply
from memstream.contracts.extraction import ExtractReply, ExtractRequest
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.stores.vectorstore import ITEMS, PointFilter, VectorStore

_REPLY: TypeAdapter[ExtractReply | ErrorReply] = TypeAdapter(
    Annotated[ExtractReply | ErrorReply, Field(discriminator="type")]
)


async def ask(nc: Client, tenant: str, body: bytes) -> ExtractReply | ErrorReply:
    msg = await nc.request(s.extract(tenant), body, timeout=60)
    return _REPLY.validate_json(msg.data)


async def extract(nc: Client, tenant: str, request: ExtractRequest) -> ExtractReply:
    reply = await ask(nc, tenant, request.model_dump_json().encode())
    assert isinstance(reply, ExtractReply), reply
    return reply


async def texts(store: VectorStore, tenant: str) -> str:
    items, _ = await store.scroll(ITEMS, PointFilter(tenant_id=tenant), limit=50)
    return " ".join(str(r.payload.get("text")) for r in items)


@pytest.fixture
async def other_tenant(nats_server: EmbeddedNatsServer, unique: str) -> AsyncIterator[MemoryClient]:
    sdk = await MemoryClient.connect(nats_server.url, tenant_id=f"b{unique}", agent_id="agent")
    yield sdk
    await sdk.close()


async def test_named_resources_the_consumer_has_not_reached_are_extracted(
    client: MemoryClient, nc: Client, vector_store: VectorStore, paused_extractor: None
) -> None:
    tenant = client.tenant_id
    ack = await client.publish_turn("s1", 0, "I work at Globex as a welder.", "Nice.")
    info = await nc.jetstream().consumer_info(s.STREAM_RESOURCES, s.DURABLE_EXTRACTOR)
    assert (info.ack_floor.stream_seq or 0) < min(ack.resource_seqs), "the consumer has them"
    assert "Globex" not in await texts(vector_store, tenant)
    reply = await extract(nc, tenant, ExtractRequest(resource_seqs=ack.resource_seqs))
    assert reply.tenant_id == tenant
    assert reply.extracted == len(ack.resource_seqs) == 2
    assert reply.failed == reply.not_found == reply.already_done == 0
    assert reply.items_written >= 1
    assert "Globex" in await texts(vector_store, tenant)
    # Asked again: the writes are idempotent, nothing new reaches an item.
    again = await extract(nc, tenant, ExtractRequest(resource_seqs=ack.resource_seqs))
    assert again.extracted == 2 and again.items_written == 0


async def test_a_session_is_extracted_up_to_the_sequence_asked_and_no_further(
    client: MemoryClient, nc: Client, vector_store: VectorStore, paused_extractor: None
) -> None:
    tenant = client.tenant_id
    first = await client.publish_turn("keep", 0, "I work at Vandelay as an importer.", "Ok.")
    await client.publish_turn("elsewhere", 0, "My cat is called Tofu.", "Cute.")
    await client.publish_turn("keep", 1, "My sister is called Dana.", "Nice.")
    request = ExtractRequest(session_id="keep", up_to_seq=max(first.resource_seqs))
    reply = await extract(nc, tenant, request)
    assert reply.extracted == 2 and reply.failed == reply.not_found == 0
    stored = await texts(vector_store, tenant)
    assert "Vandelay" in stored
    assert "Tofu" not in stored, "another session of the tenant was extracted"
    assert "Dana" not in stored, "a resource past up_to_seq was extracted"
    rest = await extract(nc, tenant, ExtractRequest(session_id="keep"))
    assert rest.extracted == 4, "the session's resources above the floor, to the tenant's end"
    assert "Dana" in await texts(vector_store, tenant)


async def test_a_tenant_cannot_have_another_tenants_resources_extracted(
    client: MemoryClient,
    other_tenant: MemoryClient,
    nc: Client,
    vector_store: VectorStore,
    paused_extractor: None,
) -> None:
    theirs = await other_tenant.publish_turn("s1", 0, "I work at Initrode as a pilot.", "Ok.")
    mine = await client.publish_turn("s1", 0, "I work at Hooli as a designer.", "Ok.")
    request = ExtractRequest(
        resource_seqs=[*theirs.resource_seqs, *mine.resource_seqs], session_id="s1"
    )
    reply = await extract(nc, client.tenant_id, request)
    assert reply.not_found == len(theirs.resource_seqs)
    assert reply.extracted == len(mine.resource_seqs)
    assert "Hooli" in await texts(vector_store, client.tenant_id)
    assert await texts(vector_store, other_tenant.tenant_id) == "", "B's resources were extracted"


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        (b"{not json", "invalid_json", None),
        (b"{}", "validation_error", None),
        (b'{"resource_seqs": [0]}', "validation_error", "resource_seqs.0"),
        (b'{"resource_seqs": ["12"]}', "validation_error", "resource_seqs.0"),
        (b'{"session_id": "a.b"}', "validation_error", "session_id"),
    ],
)
async def test_bad_requests_get_a_typed_error(
    client: MemoryClient, nc: Client, body: bytes, code: str, field: str | None
) -> None:
    reply = await ask(nc, client.tenant_id, body)
    assert isinstance(reply, ErrorReply), reply
    assert reply.code == code and reply.field == field


async def test_a_subject_without_a_valid_tenant_is_refused(nc: Client) -> None:
    body = ExtractRequest(resource_seqs=[1]).model_dump_json().encode()
    reply = await ask(nc, "not+a+tenant", body)
    assert isinstance(reply, ErrorReply) and reply.field == "subject"

"""Embedding spend end to end: embed for a tenant -> metrics by class -> its cost ledger."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from nats.aio.client import Client
from nats.js.errors import KeyNotFoundError
from nats.js.kv import KeyValue

from memstream.contracts import subjects as s
from memstream.contracts.budgets import BudgetLedger
from memstream.contracts.client import MemoryClient
from memstream.services.common.models.attribution import billed_to
from memstream.services.common.models.embed_client import EmbeddingClient
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.stores.budgets import configure
from memstream.services.embedder.accounting import estimate_tokens
from memstream.services.embedder.app import EmbedderApp
from tests.support.polling import eventually


def sample(name: str, tenant_class: str) -> float:
    return REGISTRY.get_sample_value(name, {"tenant_class": tenant_class}) or 0.0


async def ledger_of(kv: KeyValue, tenant: str) -> BudgetLedger | None:
    try:
        entry = await kv.get(tenant)
    except KeyNotFoundError:
        return None
    return BudgetLedger.model_validate_json(entry.value or b"")


async def test_a_tenants_document_embeddings_reach_its_ledger_under_its_class(
    embedder_app: EmbedderApp, nc: Client, unique: str
) -> None:
    tenant = f"t{unique}"
    kv = await nc.jetstream().key_value(s.BUCKET_BUDGETS)
    today = datetime.now(UTC).date().isoformat()
    await configure(kv, tenant, today, tenant_class="large")
    calls_before = sample("memstream_embedding_calls_total", "large")
    tokens_before = sample("memstream_embedding_tokens_total", "large")
    texts = [f"{unique} Ana moved to Lisbon in {year}." for year in range(2001, 2004)]

    with billed_to(tenant):
        got = await EmbeddingClient(nc, timeout=10).embed(texts, "document")
    assert len(got) == 3
    await embedder_app.accounting.flush()  # rather than wait for its timer

    expected_tokens = estimate_tokens(texts, 256)
    assert sample("memstream_embedding_calls_total", "large") - calls_before == 1
    assert sample("memstream_embedding_tokens_total", "large") - tokens_before == expected_tokens
    ledger = await eventually(
        lambda: ledger_of(kv, tenant),
        until=lambda led: led is not None and led.embedding_calls > 0,
        what="the embedding spend in the tenant's ledger",
    )
    assert ledger is not None
    assert (ledger.embedding_calls, ledger.embedding_tokens) == (1, expected_tokens)
    units = expected_tokens / 1000 * embedder_app.settings.units_per_1k_tokens
    assert ledger.units == pytest.approx(units) and ledger.units > 0
    assert ledger.spend == pytest.approx({"embedding": units})
    assert ledger.tenant_class == "large", "counting keeps the tenant's class"

    # The same texts again come from the cache: a call, but no tokens and no units.
    with billed_to(tenant):
        await EmbeddingClient(nc, timeout=10).embed(texts, "document")
    await embedder_app.accounting.flush()
    again = await eventually(
        lambda: ledger_of(kv, tenant),
        until=lambda led: led is not None and led.embedding_calls == 2,
        what="the cached call counted",
    )
    assert again is not None and again.embedding_tokens == expected_tokens
    assert again.units == pytest.approx(units)


async def test_work_for_no_tenant_is_system_and_reaches_no_ledger(
    embedder_app: EmbedderApp, nc: Client, unique: str
) -> None:
    before = sample("memstream_embedding_calls_total", "system")
    await EmbeddingClient(nc, timeout=10).embed([f"{unique} intent exemplar"], "query")
    assert sample("memstream_embedding_calls_total", "system") >= before + 1
    assert await embedder_app.accounting.flush() == 0, "nothing to charge to anyone"


async def test_a_served_context_charges_its_query_embedding_call_to_the_tenant(
    embedder_app: EmbedderApp, client: MemoryClient, nc: Client
) -> None:
    await client.context("Where does Ana live now?")
    await embedder_app.accounting.flush()
    kv = await nc.jetstream().key_value(s.BUCKET_BUDGETS)
    ledger = await eventually(
        lambda: ledger_of(kv, client.tenant_id),
        until=lambda led: led is not None and led.embedding_calls >= 1 and led.queries >= 1,
        what="the retriever's embedding call in the ledger",
    )
    assert ledger is not None and ledger.embedding_tokens > 0
    # Query embeddings are priced in the served context's cost, not a second time here.
    assert ledger.spend.get("embedding", 0.0) == pytest.approx(0.0)
    assert ledger.spend["context"] > 0

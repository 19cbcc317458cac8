"""The cost ledger and the retriever's budget check against the real KV `budgets` bucket."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from nats.aio.client import Client
from nats.js.errors import KeyNotFoundError

from memstream.contracts import subjects as s
from memstream.contracts.budgets import BudgetLedger
from memstream.contracts.client import MemoryClient
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.stores.budgets import BudgetGuard
from tests.support.polling import eventually


@pytest.mark.usefixtures("stack")  # provisions the buckets
async def test_budget_guard_reads_the_ledger_caches_it_and_ignores_yesterday(
    nc: Client, unique: str
) -> None:
    tenant = f"t{unique}"
    kv = await nc.jetstream().key_value(s.BUCKET_BUDGETS)
    now = [0.0]
    guard = BudgetGuard(kv, ttl_s=2.0, monotonic=lambda: now[0], today=lambda: "2024-03-05")
    assert not await guard.constrained(tenant), "no ledger: not constrained"
    over = BudgetLedger(tenant_id=tenant, period="2024-03-05", units=9.0, over_budget=True)
    await kv.put(tenant, over.model_dump_json().encode())
    assert not await guard.constrained(tenant), "the cached answer holds for its TTL"
    now[0] = 2.5
    assert await guard.constrained(tenant)
    stale = over.model_copy(update={"period": "2024-03-04"})
    await kv.put(tenant, stale.model_dump_json().encode())
    now[0] = 5.0
    assert not await guard.constrained(tenant), "yesterday's overspend does not count"
    await kv.put(tenant, b"not json")
    now[0] = 7.5
    assert not await guard.constrained(tenant), "a bad ledger never fails a request"


def _sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


async def test_served_turns_feed_the_ledger_and_the_cost_per_turn_metrics(
    client: MemoryClient, nc: Client
) -> None:
    turns_before = _sample("memstream_turn_cost_units_count")
    kv = await nc.jetstream().key_value(s.BUCKET_BUDGETS)
    await client.context("What do I do for work?")
    await client.context("Where do I live?")

    async def ledger() -> BudgetLedger | None:
        try:
            entry = await kv.get(client.tenant_id)
        except KeyNotFoundError:
            return None
        return BudgetLedger.model_validate_json(entry.value or b"")

    got = await eventually(
        ledger, until=lambda led: led is not None and led.queries == 2, what="two turns counted"
    )
    assert got is not None and got.period == datetime.now(UTC).date().isoformat()
    # The same process runs the budget consumer: its metrics count these turns too.
    await eventually(
        lambda: _async(_sample("memstream_turn_cost_units_count")),
        until=lambda n: n >= turns_before + 2,
        what="turns in the cost-per-turn histogram",
    )


async def _async(value: float) -> float:
    return value

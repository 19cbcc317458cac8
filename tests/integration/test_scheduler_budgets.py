"""The retriever's budget check against the real KV `budgets` bucket."""

from __future__ import annotations

import pytest
from nats.aio.client import Client

from contracts import subjects as s
from contracts.budgets import BudgetLedger
from services.common.budgets import BudgetGuard


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

"""Reading a tenant's budget state (KV `budgets`) on the read path, with a short cache.

The retriever asks on every context request; a KV read per request would add a round
trip to the hot path, so answers are cached for `ttl_s` (a tenant crossing its budget is
constrained at most that much later). Any failure reads as "not constrained": a budget
check must never fail a context request.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime

from nats.js.kv import KeyValue

from memstream.contracts.budgets import BudgetLedger


class BudgetGuard:
    def __init__(
        self,
        kv: KeyValue,
        ttl_s: float = 2.0,
        monotonic: Callable[[], float] = time.monotonic,
        today: Callable[[], str] | None = None,
    ) -> None:
        self._kv = kv
        self._ttl = ttl_s
        self._monotonic = monotonic
        self._today = today or (lambda: datetime.now(UTC).date().isoformat())
        self._cache: dict[str, tuple[float, bool]] = {}

    async def constrained(self, tenant: str) -> bool:
        now = self._monotonic()
        hit = self._cache.get(tenant)
        if hit is not None and now - hit[0] < self._ttl:
            return hit[1]
        value = await self._read(tenant)
        if len(self._cache) > 10_000:
            self._cache.clear()
        self._cache[tenant] = (now, value)
        return value

    async def _read(self, tenant: str) -> bool:
        try:
            entry = await self._kv.get(tenant)
            ledger = BudgetLedger.model_validate_json(entry.value or b"")
        except Exception:  # missing key or bucket, bad value, NATS down: not constrained
            return False
        # Yesterday's overspend does not constrain today.
        return ledger.over_budget and ledger.period == self._today()

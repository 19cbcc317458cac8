"""Reading and configuring tenants' ledgers (KV `budgets`), with a short cache for readers.

The retriever asks whether a tenant is over budget on every context request, and the
embedder asks for a tenant's class on every flush of its spend; a KV read per request
would add a round trip to the hot path, so ledgers are cached for `ttl_s` (a tenant
crossing its budget is constrained at most that much later). Any failure reads as "no
ledger": not constrained, the default class. A budget check never fails a request.

`configure` is the admin's write (`memstream budgets set`): a tenant's own limit and class,
kept across the daily restart of the counters (`contracts.budgets.for_day`).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from enum import Enum
from typing import Final

from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from nats.js.kv import KeyValue

from memstream.contracts.budgets import (
    DEFAULT_TENANT_CLASS,
    SYSTEM_CLASS,
    BudgetLedger,
    TenantClass,
    for_day,
    over_budget,
)

# The bucket itself, or how to open it once it exists (a service may start before
# provisioning created it).
KvSource = KeyValue | Callable[[], Awaitable[KeyValue]]
_MAX_CACHED = 10_000


class CachedLedgers:
    """Tenants' ledgers, each read at most once per `ttl_s`; a failed read is None."""

    def __init__(
        self, kv: KvSource, ttl_s: float, monotonic: Callable[[], float] = time.monotonic
    ) -> None:
        self._source = kv
        self._kv = kv if isinstance(kv, KeyValue) else None
        self._ttl = ttl_s
        self._monotonic = monotonic
        self._cache: dict[str, tuple[float, BudgetLedger | None]] = {}

    async def get(self, tenant: str) -> BudgetLedger | None:
        now = self._monotonic()
        hit = self._cache.get(tenant)
        if hit is not None and now - hit[0] < self._ttl:
            return hit[1]
        value = await self._read(tenant)
        if len(self._cache) > _MAX_CACHED:
            self._cache.clear()
        self._cache[tenant] = (now, value)
        return value

    async def _read(self, tenant: str) -> BudgetLedger | None:
        try:
            if self._kv is None:
                assert not isinstance(self._source, KeyValue)
                self._kv = await self._source()
            entry = await self._kv.get(tenant)
            return BudgetLedger.model_validate_json(entry.value or b"")
        except Exception:  # missing key or bucket, bad value, NATS down: no ledger
            return None


class BudgetGuard:
    """Whether a tenant is over today's budget (the retriever's check)."""

    def __init__(
        self,
        kv: KvSource,
        ttl_s: float = 2.0,
        monotonic: Callable[[], float] = time.monotonic,
        today: Callable[[], str] | None = None,
    ) -> None:
        self._ledgers = CachedLedgers(kv, ttl_s, monotonic)
        self._today = today or (lambda: datetime.now(UTC).date().isoformat())

    async def constrained(self, tenant: str) -> bool:
        ledger = await self._ledgers.get(tenant)
        # Yesterday's overspend does not constrain today.
        return ledger is not None and ledger.over_budget and ledger.period == self._today()


class TenantClasses:
    """A tenant's class, the label its metrics carry; None (no tenant) is `system`."""

    def __init__(
        self, kv: KvSource, ttl_s: float = 60.0, monotonic: Callable[[], float] = time.monotonic
    ) -> None:
        self._ledgers = CachedLedgers(kv, ttl_s, monotonic)

    async def of(self, tenant: str | None) -> str:
        if not tenant:
            return SYSTEM_CLASS
        ledger = await self._ledgers.get(tenant)
        return ledger.tenant_class if ledger is not None else DEFAULT_TENANT_CLASS


class Keep(Enum):
    """Leave a setting as it is."""

    KEEP = "keep"


KEEP: Final = Keep.KEEP


async def configure(
    kv: KeyValue,
    tenant: str,
    today: str,
    *,
    limit: float | None | Keep = KEEP,
    tenant_class: TenantClass | None = None,
    default_limit: float | None = None,
) -> BudgetLedger:
    """Set a tenant's own daily limit (None: the deployment default, `default_limit`) and/or
    class; today's counters are kept, an older day's restart (`for_day`)."""
    for _ in range(10):
        try:
            entry = await kv.get(tenant)
            ledger = BudgetLedger.model_validate_json(entry.value or b"")
            revision: int | None = entry.revision
        except KeyNotFoundError:
            ledger, revision = BudgetLedger(tenant_id=tenant, period=today), None
        ledger = for_day(ledger, today)
        update: dict[str, object] = {}
        if limit is not KEEP:
            update["limit_units"] = limit
        if tenant_class is not None:
            update["tenant_class"] = tenant_class
        ledger = ledger.model_copy(update=update)
        ledger = ledger.model_copy(update={"over_budget": over_budget(ledger, default_limit)})
        data = ledger.model_dump_json().encode()
        try:
            if revision is None:
                await kv.create(tenant, data)
            else:
                await kv.update(tenant, data, last=revision)
        except KeyWrongLastSequenceError:
            continue
        return ledger
    raise RuntimeError(f"budget ledger of {tenant} kept changing")


async def read_ledger(kv: KeyValue, tenant: str) -> BudgetLedger | None:
    """A tenant's stored ledger, None when it has none (errors propagate: an admin asks)."""
    try:
        entry = await kv.get(tenant)
    except KeyNotFoundError:
        return None
    return BudgetLedger.model_validate_json(entry.value or b"")

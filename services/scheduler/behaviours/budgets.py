"""The per-tenant cost ledger (KV `budgets`), kept from EVENTS by a durable consumer.

`cost.recorded` (LLM tokens; embedding calls and tokens, summed per tenant by the embedder;
their units) and `context.served` (one query, its cost) are summed per tenant and UTC day,
in total and by kind. A tenant's own limit and class (`memstream budgets set`,
services/common/stores/budgets.py) survive the daily restart. Each ledger remembers the last
EVENTS sequence it counted, so a redelivered batch is not counted twice. The retriever reads
the ledger (services/common/stores/budgets.py) and serves over-budget tenants
budget-constrained. What is counted is also exported: `memstream_turn_cost_units` (each
served turn's cost) and `memstream_cost_units_total` by kind, whose ratio is the all-in cost
per turn.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from nats.aio.msg import Msg
from nats.js import api
from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from nats.js.kv import KeyValue

from memstream.contracts import subjects as s
from memstream.contracts.budgets import BudgetLedger, for_day, over_budget
from memstream.services.common.runtime import metrics
from memstream.services.scheduler.shared.clock import Clock

log = logging.getLogger(__name__)


def consumer_config(durable: str = s.DURABLE_BUDGETS) -> api.ConsumerConfig:
    return api.ConsumerConfig(
        durable_name=durable,
        description="Scheduler: per-tenant cost ledger in KV budgets.",
        deliver_policy=api.DeliverPolicy.NEW,
        ack_policy=api.AckPolicy.EXPLICIT,
        ack_wait=30.0,
        max_ack_pending=1024,
        filter_subjects=[
            s.event_filter("*", "cost.recorded"),
            s.event_filter("*", "context.served"),
        ],
    )


def apply_event(
    ledger: BudgetLedger, seq: int, event: dict[str, object], default_limit: float | None
) -> BudgetLedger:
    """Count one event into the ledger (pure); older days and counted sequences are no-ops."""
    if seq <= ledger.last_seq:
        return ledger
    occurred = str(event.get("occurred_at") or "")[:10]
    if occurred < ledger.period:
        return ledger.model_copy(update={"last_seq": seq})
    ledger = for_day(ledger, occurred)
    spent = counted(ledger, seq, event)
    update: dict[str, object] = {"last_seq": seq}
    if spent is not None:
        payload = event.get("payload")
        p = payload if isinstance(payload, dict) else {}
        if spent.kind == "context":
            update["queries"] = ledger.queries + 1
        elif spent.kind == "embedding":
            # One record sums a window's calls (the embedder aggregates); older ones were one.
            update["embedding_calls"] = ledger.embedding_calls + int(p.get("calls", 1) or 0)
            update["embedding_tokens"] = ledger.embedding_tokens + _tokens(p)
        else:
            update["llm_tokens"] = ledger.llm_tokens + _tokens(p)
        update["units"] = ledger.units + spent.units
        update["spend"] = {
            **ledger.spend,
            spent.kind: round(ledger.spend.get(spent.kind, 0.0) + spent.units, 9),
        }
    out = ledger.model_copy(update=update)
    return out.model_copy(update={"over_budget": over_budget(out, default_limit)})


def _tokens(p: dict[str, Any]) -> int:
    return int(p.get("prompt_tokens") or 0) + int(p.get("completion_tokens") or 0)


class BudgetKeeper:
    def __init__(self, kv: KeyValue, clock: Clock, default_limit: float | None) -> None:
        self._kv = kv
        self._clock = clock
        self._limit = default_limit

    async def handle(self, msgs: Sequence[Msg]) -> None:
        by_tenant: dict[str, list[tuple[int, dict[str, object]]]] = {}
        for msg in msgs:
            try:
                event = json.loads(msg.data)
            except ValueError:
                continue
            tenant = event.get("tenant_id") if isinstance(event, dict) else None
            if not isinstance(tenant, str) or not tenant:
                continue
            by_tenant.setdefault(tenant, []).append((msg.metadata.sequence.stream, event))
        for tenant, events in by_tenant.items():
            await self._update(tenant, sorted(events, key=lambda e: e[0]))

    async def _update(self, tenant: str, events: list[tuple[int, dict[str, object]]]) -> None:
        today = self._clock.now().date().isoformat()
        for _ in range(10):
            try:
                entry = await self._kv.get(tenant)
                ledger = BudgetLedger.model_validate_json(entry.value or b"")
                revision: int | None = entry.revision
            except KeyNotFoundError:
                ledger, revision = BudgetLedger(tenant_id=tenant, period=today), None
            spent: list[Spent] = []
            for seq, event in events:
                got = counted(ledger, seq, event)
                if got is not None:
                    spent.append(got)
                ledger = apply_event(ledger, seq, event, self._limit)
            ledger = ledger.model_copy(update={"updated_at": self._clock.now()})
            data = ledger.model_dump_json().encode()
            try:
                if revision is None:
                    await self._kv.create(tenant, data)
                else:
                    await self._kv.update(tenant, data, last=revision)
            except KeyWrongLastSequenceError:
                continue
            # Only once the ledger holds them: a retried write or a redelivery counts nothing
            # twice in the metrics either.
            export(spent)
            return
        raise RuntimeError(f"budget ledger of {tenant} kept changing")


@dataclass(frozen=True, slots=True)
class Spent:
    kind: str
    units: float
    turn: bool


def counted(ledger: BudgetLedger, seq: int, event: dict[str, object]) -> Spent | None:
    """What `apply_event` counts of this event into `ledger`: None for a duplicate or an
    older day's event."""
    if seq <= ledger.last_seq or str(event.get("occurred_at") or "")[:10] < ledger.period:
        return None
    payload = event.get("payload")
    p = payload if isinstance(payload, dict) else {}
    if event.get("type") == "context.served":
        return Spent("context", float(p.get("cost") or 0.0), True)
    if event.get("type") == "cost.recorded":
        return Spent(str(p.get("kind") or "other"), float(p.get("units") or 0.0), False)
    return None


def export(spent: Sequence[Spent]) -> None:
    """Cost per turn as metrics: each turn's own cost, and every unit by kind."""
    for one in spent:
        metrics.COST_UNITS.labels(one.kind).inc(one.units)
        if one.turn:
            metrics.TURN_COST.observe(one.units)

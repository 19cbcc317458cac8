"""Embedding spend: token estimate, per-tenant windows, cost records, tenant classes, ledger."""

from __future__ import annotations

import asyncio
import math
from typing import Any, cast

import pytest
from hypothesis import given
from hypothesis import strategies as st
from nats.js.errors import KeyNotFoundError
from nats.js.kv import KeyValue

from memstream.contracts.budgets import BudgetLedger, for_day
from memstream.contracts.common import Message
from memstream.contracts.events import CostRecorded, EventType
from memstream.services.common.models.attribution import billed_tenant, billed_to
from memstream.services.common.runtime.metrics import REGISTRY
from memstream.services.common.stores.budgets import TenantClasses
from memstream.services.embedder import accounting
from memstream.services.embedder.accounting import (
    CostWindow,
    EmbeddingAccounting,
    Spend,
    cost_record,
    estimate_tokens,
)
from memstream.services.scheduler.behaviours.budgets import apply_event


def calls(label: str) -> float:
    return (
        REGISTRY.get_sample_value("memstream_embedding_calls_total", {"tenant_class": label}) or 0.0
    )


def tokens(label: str) -> float:
    value = REGISTRY.get_sample_value("memstream_embedding_tokens_total", {"tenant_class": label})
    return value or 0.0


@given(st.lists(st.text(max_size=3000), max_size=20), st.integers(min_value=1, max_value=512))
def test_the_token_estimate_is_a_quarter_of_the_characters_within_the_model_limit(
    texts: list[str], cap: int
) -> None:
    uncapped = estimate_tokens(texts)
    assert uncapped == sum(max(1, math.ceil(len(t) / 4)) for t in texts)
    capped = estimate_tokens(texts, cap)
    assert len(texts) <= capped <= min(uncapped, cap * len(texts))


def test_a_window_sums_calls_and_tokens_per_tenant_and_empties_when_taken() -> None:
    window = CostWindow()
    window.add("a", 10, billable=True)
    window.add("a", 5, billable=False)
    window.add("b", 7, billable=True)
    assert window.calls == 3
    taken = window.take()
    assert taken == {"a": Spend(2, 15, 10), "b": Spend(1, 7, 7)}
    assert window.take() == {} and window.calls == 0


def test_units_come_from_the_billable_tokens_only() -> None:
    record = cost_record(Spend(calls=4, tokens=3000, billable_tokens=2000), "minilm", 0.1)
    assert (record.kind, record.service, record.model) == ("embedding", "embedder", "minilm")
    assert (record.calls, record.prompt_tokens, record.completion_tokens) == (4, 3000, 0)
    assert record.units == pytest.approx(0.2)


class Sink:
    """Records what accounting publishes; `fail` makes the next flush fail after sending."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, str, Message, tuple[str, ...]]] = []
        self.stored: list[tuple[str, Message, tuple[str, ...]]] = []
        self.fail = False

    async def emit(self, event_type: EventType, tenant: str, payload: Message, *key: str) -> None:
        self.sent.append((event_type, tenant, payload, key))

    async def flush(self) -> None:
        if self.fail:
            self.fail = False
            raise TimeoutError("no ack from EVENTS")
        self.stored += [(t, p, k) for _, t, p, k in self.sent]
        self.sent = []


async def class_of(tenant: str | None) -> str:
    return {"big": "large", "tiny": "small"}.get(tenant or "", "medium")


async def test_spend_is_published_per_tenant_and_a_failed_flush_resends_the_same_ids() -> None:
    sink = Sink()
    acc = EmbeddingAccounting(sink, class_of, model="m", units_per_1k_tokens=1.0)
    before = {label: (calls(label), tokens(label)) for label in ("large", "small", "system")}
    acc.record("big", 100, billable=True)
    acc.record("big", 50, billable=False)
    acc.record("tiny", 8, billable=True)
    acc.record(None, 20, billable=True)
    # Tenantless work is counted at once under `system` and charged to no ledger.
    assert calls("system") - before["system"][0] == 1
    assert tokens("system") - before["system"][1] == 20
    assert calls("large") == before["large"][0], "tenants are counted when the window flushes"

    sink.fail = True
    with pytest.raises(TimeoutError):
        await acc.flush()
    assert calls("large") - before["large"][0] == 2 and tokens("large") - before["large"][1] == 150
    assert calls("small") - before["small"][0] == 1
    first_keys = {k for _, _, _, k in sink.sent}
    sink.sent = []  # lost with the failed flush

    acc.record("big", 10, billable=True)  # a new window meanwhile
    assert await acc.flush() == 3
    by_tenant: dict[str, list[CostRecorded]] = {}
    for tenant, payload, _ in sink.stored:
        by_tenant.setdefault(tenant, []).append(cast(CostRecorded, payload))
    assert {k for _, _, k in sink.stored} >= first_keys, "the retry keeps its event ids"
    big = sorted(by_tenant["big"], key=lambda r: r.calls)
    assert [(r.calls, r.prompt_tokens, r.units) for r in big] == [
        (1, 10, pytest.approx(0.01)),
        (2, 150, pytest.approx(0.1)),
    ]
    assert [(r.calls, r.units) for r in by_tenant["tiny"]] == [(1, pytest.approx(0.008))]
    assert calls("large") - before["large"][0] == 3, "metrics counted once, not per retry"
    assert await acc.flush() == 0


async def test_enough_calls_flush_before_the_timer() -> None:
    sink = Sink()
    acc = EmbeddingAccounting(
        sink, class_of, model="m", units_per_1k_tokens=1.0, flush_s=3600, max_calls=3
    )
    acc.start()
    try:
        for _ in range(3):
            acc.record("big", 1, billable=True)
        async with asyncio.timeout(10):
            while not sink.stored:
                await asyncio.sleep(0.01)
    finally:
        await acc.stop()
    [(tenant, payload, _)] = sink.stored
    assert tenant == "big" and cast(CostRecorded, payload).calls == 3


class FakeBudgets:
    """A budgets bucket holding some ledgers; `down` makes every read fail."""

    def __init__(self, ledgers: dict[str, BudgetLedger]) -> None:
        self.ledgers = ledgers
        self.reads = 0
        self.down = False

    async def get(self, key: str) -> Any:
        self.reads += 1
        if self.down:
            raise ConnectionError("NATS is down")
        if key not in self.ledgers:
            raise KeyNotFoundError
        return type("Entry", (), {"value": self.ledgers[key].model_dump_json().encode()})()


async def test_tenant_classes_come_from_the_ledger_cached_and_default_on_failure() -> None:
    bucket = FakeBudgets(
        {"acme": BudgetLedger(tenant_id="acme", period="2024-03-05", tenant_class="large")}
    )

    async def opener() -> KeyValue:
        return cast(KeyValue, bucket)

    now = [0.0]
    classes = TenantClasses(opener, ttl_s=60.0, monotonic=lambda: now[0])
    assert await classes.of(None) == "system" and await classes.of("") == "system"
    assert await classes.of("acme") == "large"
    assert await classes.of("newcomer") == "medium", "no ledger: the default class"
    reads = bucket.reads
    assert await classes.of("acme") == "large" and bucket.reads == reads, "cached"
    bucket.down = True
    now[0] = 61.0
    assert await classes.of("acme") == "medium", "a failed read never fails the caller"

    async def no_bucket() -> KeyValue:
        raise RuntimeError("bucket not provisioned yet")

    assert await TenantClasses(no_bucket).of("acme") == "medium"


def _cost(day: str, **payload: Any) -> dict[str, Any]:
    return {"type": "cost.recorded", "occurred_at": f"{day}T10:00:00Z", "payload": payload}


def test_the_ledger_counts_summed_embedding_records_and_spend_by_kind() -> None:
    led = BudgetLedger(tenant_id="t", period="2024-03-05", tenant_class="large", limit_units=9)
    led = apply_event(
        led, 1, _cost("2024-03-05", kind="embedding", calls=40, prompt_tokens=800, units=0.08), None
    )
    led = apply_event(
        led,
        2,
        _cost("2024-03-05", kind="llm", prompt_tokens=90, completion_tokens=10, units=0.1),
        None,
    )
    assert (led.embedding_calls, led.embedding_tokens, led.llm_tokens) == (40, 800, 100)
    assert led.spend == pytest.approx({"embedding": 0.08, "llm": 0.1})
    assert led.units == pytest.approx(0.18)
    tomorrow = apply_event(led, 3, _cost("2024-03-06", kind="embedding", units=0.5), None)
    assert tomorrow.period == "2024-03-06"
    assert tomorrow.embedding_calls == 1
    assert tomorrow.spend == pytest.approx({"embedding": 0.5})
    assert tomorrow.tenant_class == "large", "the class survives the day"
    assert tomorrow.limit_units == pytest.approx(9.0), "so does the limit"


def test_for_day_restarts_the_counters_and_keeps_the_settings() -> None:
    led = BudgetLedger(
        tenant_id="t",
        period="2024-03-05",
        units=5.0,
        spend={"llm": 5.0},
        over_budget=True,
        limit_units=4.0,
        tenant_class="small",
        last_seq=17,
    )
    assert for_day(led, "2024-03-05") is led and for_day(led, "2024-03-01") is led
    fresh = for_day(led, "2024-03-06")
    assert fresh.units == pytest.approx(0.0) and (fresh.spend, fresh.over_budget) == ({}, False)
    assert fresh.limit_units == pytest.approx(4.0)
    assert (fresh.tenant_class, fresh.last_seq) == ("small", 17)


async def test_the_billed_tenant_nests_and_follows_tasks_started_inside() -> None:
    async def seen() -> str | None:
        return billed_tenant()

    assert billed_tenant() is None
    with billed_to("acme"):
        assert await asyncio.create_task(seen()) == "acme"
        with billed_to(""):
            assert billed_tenant() is None, "an empty tenant is system work"
        assert billed_tenant() == "acme"
    assert billed_tenant() is None


async def test_records_waiting_for_an_unreachable_stream_are_bounded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(accounting, "MAX_UNSENT", 3)

    class Down(Sink):
        async def flush(self) -> None:
            raise TimeoutError("no ack from EVENTS")

    sink = Down()
    acc = EmbeddingAccounting(sink, class_of, model="m", units_per_1k_tokens=1.0)
    dropped = REGISTRY.get_sample_value("memstream_events_dropped_total", {"type": "cost.recorded"})
    for tenant in ("t1", "t2", "t3", "t4", "t5"):
        acc.record(tenant, 1, billable=True)
        with pytest.raises(TimeoutError):
            await acc.flush()
    after = REGISTRY.get_sample_value("memstream_events_dropped_total", {"type": "cost.recorded"})
    assert (after or 0.0) - (dropped or 0.0) == 2
    sink.sent = []
    with pytest.raises(TimeoutError):
        await acc.flush()
    assert sorted(t for _, t, _, _ in sink.sent) == ["t3", "t4", "t5"], "the newest are kept"

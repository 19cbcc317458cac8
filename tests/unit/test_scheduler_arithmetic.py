"""Decay, reinforcement, TTLs and the idempotence of decay, at chosen dates."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.contracts.items import MemoryItem
from memstream.services.scheduler.jobs.decay import (
    ANNOUNCED,
    BASE,
    BASE_AT,
    WRITTEN,
    DecayParams,
    decay_item,
    decayed,
    ebbinghaus,
    reinforcement,
)
from memstream.services.scheduler.jobs.ttl import archive_due, cold_due, idle_days
from memstream.services.scheduler.settings import SchedulerSettings

DAY = 86_400.0
T0 = datetime(2024, 1, 1, tzinfo=UTC).timestamp()


def item(**fields: Any) -> MemoryItem:
    base: dict[str, Any] = {
        "tenant_id": "t",
        "text": "User works at Acme.",
        "status": "active",
        "kind": "fact",
        "category": "work",
        "confidence": 0.9,
        "decay_rate": 0.1,
        "protected": False,
        "created_at": T0,
        "last_accessed": None,
        "access_count": 0,
    }
    base.update(fields)
    return MemoryItem(**base)


def apply(state: MemoryItem, at: float, p: DecayParams | None = None) -> MemoryItem:
    out = decay_item(state, at, p or DecayParams())
    return state.with_changes(**out.patch)


def test_ebbinghaus_formula_at_chosen_days() -> None:
    assert ebbinghaus(0.9, 0.1, 0) == 0.9
    assert ebbinghaus(0.9, 0.1, 10) == pytest.approx(0.9 * math.exp(-0.1 * 10**0.8))
    assert ebbinghaus(0.9, 0.1, 30) == pytest.approx(0.1969, abs=1e-4)
    assert ebbinghaus(0.9, 0.0, 300) == 0.9


def test_reinforcement_grows_slowly_with_access() -> None:
    assert reinforcement(0) == 0.0
    assert reinforcement(20) == pytest.approx(0.05 * math.log(2))
    assert reinforcement(200) == pytest.approx(0.05 * math.log(11))
    assert reinforcement(200) < 2 * reinforcement(20) * 2


def test_decayed_is_capped_at_one_and_rounded() -> None:
    assert decayed(1.0, 0.1, 0, 10_000) == 1.0
    value = decayed(0.9, 0.1, 10, 5)
    assert value == round(value, 3)
    assert value == pytest.approx(
        0.9 * math.exp(-0.1 * 10**0.8) + 0.05 * math.log1p(5 / 20), abs=6e-4
    )


def test_decay_counts_days_since_last_access() -> None:
    fresh = apply(item(last_accessed=T0 + 29 * DAY), T0 + 30 * DAY)
    stale = apply(item(), T0 + 30 * DAY)
    assert fresh.confidence == pytest.approx(decayed(0.9, 0.1, 1, 0))
    assert stale.confidence == pytest.approx(decayed(0.9, 0.1, 30, 0))


def test_protected_and_rateless_items_are_exempt() -> None:
    assert decay_item(item(protected=True), T0 + 300 * DAY, DecayParams()).patch == {}
    assert decay_item(item(decay_rate=0.0), T0 + 300 * DAY, DecayParams()).patch == {}


def test_below_threshold_is_soft_deleted_and_announced() -> None:
    out = decay_item(item(), T0 + 90 * DAY, DecayParams())
    assert out.pruned and out.announce
    assert out.patch["status"] == "deleted"
    assert out.confidence < 0.05


def test_running_twice_equals_running_once() -> None:
    at = T0 + 12 * DAY
    once = apply(item(), at)
    twice = apply(once, at)
    assert twice == once
    assert decay_item(once, at, DecayParams()).patch == {}


def test_decay_does_not_compound_across_runs() -> None:
    daily = item()
    for day in range(1, 21):
        daily = apply(daily, T0 + day * DAY)
    jump = apply(item(), T0 + 20 * DAY)
    assert daily.confidence == jump.confidence


def test_thresholded_writes_lag_the_formula_by_less_than_the_delta() -> None:
    p = DecayParams(write_delta=0.02)
    daily, writes = item(), 0
    for day in range(1, 41):
        at = T0 + day * DAY
        out = decay_item(daily, at, p)
        writes += "confidence" in out.patch
        daily = daily.with_changes(**out.patch)
        assert abs(daily.confidence - decayed(0.9, 0.1, day, 0)) < 0.02
        assert decay_item(daily, at, p).patch == {}, "twice equals once"
    assert writes < 40


def test_an_outside_change_becomes_the_new_base() -> None:
    after = apply(item(), T0 + 10 * DAY)
    merged = after.with_changes(confidence=round(after.confidence + 0.05, 3))
    rebased = apply(merged, T0 + 10 * DAY)
    assert rebased.to_payload()[BASE] == merged.confidence
    assert rebased.to_payload()[BASE_AT] == T0 + 10 * DAY
    later = apply(rebased, T0 + 15 * DAY)
    assert later.confidence == decayed(merged.confidence, 0.1, 5, 0)


def test_announcements_only_after_a_real_move() -> None:
    p = DecayParams(announce_delta=0.05)
    first = decay_item(item(), T0 + 0.01 * DAY, p)
    assert not first.announce
    assert WRITTEN in first.patch and ANNOUNCED not in first.patch
    state = item().with_changes(**first.patch)
    moved = decay_item(state, T0 + 5 * DAY, p)
    assert moved.announce and moved.patch[ANNOUNCED] == moved.confidence


def test_category_ttls_default_and_override() -> None:
    s = SchedulerSettings()
    assert (s.ttl_days("work"), s.ttl_days("preferences"), s.ttl_days("health")) == (90, 180, 365)
    assert (s.ttl_days("hobbies"), s.ttl_days("relationships")) == (60, 180)
    assert s.ttl_days("travel") == 90
    custom = SchedulerSettings(category_ttls={"work": 30}, archive_after_days=45)
    assert custom.ttl_days("work") == 30 and custom.ttl_days("health") == 45


@pytest.mark.parametrize(
    ("category", "days", "due"),
    [
        ("hobbies", 59, False),
        ("hobbies", 61, True),
        ("work", 89, False),
        ("work", 91, True),
        ("preferences", 179, False),
        ("preferences", 181, True),
        ("health", 364, False),
        ("health", 366, True),
        ("relationships", 181, True),
    ],
)
def test_archive_per_category_ttl(category: str, days: int, due: bool) -> None:
    s = SchedulerSettings()
    assert archive_due(item(category=category), T0 + days * DAY, s.ttl_days(category)) is due


def test_archive_counts_from_the_last_access_and_spares_protected_and_lessons() -> None:
    now = T0 + 100 * DAY
    assert not archive_due(item(last_accessed=T0 + 50 * DAY), now, 90)
    assert idle_days(item(last_accessed=T0 + 50 * DAY), now) == pytest.approx(50)
    assert not archive_due(item(protected=True), now, 90)
    assert not archive_due(item(kind="lesson"), now, 90)
    assert not archive_due(item(status="archived"), now, 90)


def test_cold_after_six_months_without_access() -> None:
    assert cold_due(item(status="archived"), T0 + 181 * DAY, 180)
    assert not cold_due(item(status="archived"), T0 + 179 * DAY, 180)
    assert not cold_due(item(status="deleted"), T0 + 400 * DAY, 180)
    assert not cold_due(item(last_accessed=T0 + 100 * DAY), T0 + 200 * DAY, 180)
